package ocigpucluster.nccl;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Reads the log fixtures from the test classpath. */
final class TestLogs {
    private TestLogs() {}

    static byte[] bytes(String resource) {
        try (InputStream in = TestLogs.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("test fixture " + resource + " missing from tests/resources");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String text(String resource) {
        return new String(bytes(resource), StandardCharsets.UTF_8);
    }

    /** A fixture beside the tests of this package (tests/resources/ocigpucluster/nccl/). */
    static NcclLog synthetic(String name) {
        return NcclLogParser.parse(text(name));
    }
}
