package ocigpucluster.bindings;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Collects the warnings the Pulumi SDK's deserializer logs when a value has another type than
 * the result or output class declares (com.pulumi.serialization.internal.Converter: "...(isPrimary);
 * Expected 'java.lang.Boolean' but got 'java.lang.String' while deserializing."). The mock engine
 * drops them; they reach the deployment's standard logger, which this listens on until closed.
 */
final class ConversionWarnings extends Handler implements AutoCloseable {
    /** PulumiTest's standard logger when a test names none (PulumiTestInternal's). */
    static final String PULUMI_TEST_LOGGER = "com.pulumi.test.internal.PulumiTestInternal";

    private final Logger log;
    private final List<String> seen = Collections.synchronizedList(new ArrayList<>());

    private ConversionWarnings(Logger log) {
        this.log = log;
        log.addHandler(this);
    }

    static ConversionWarnings on(Logger log) {
        return new ConversionWarnings(log);
    }

    List<String> warnings() {
        return List.copyOf(seen);
    }

    @Override
    public void publish(LogRecord r) {
        var m = r.getMessage();
        if (r.getLevel().intValue() >= Level.WARNING.intValue()
                && m != null
                && (m.contains("while deserializing") || m.contains("Convert ["))) {
            seen.add(m);
        }
    }

    @Override
    public void flush() {}

    @Override
    public void close() {
        log.removeHandler(this);
    }
}
