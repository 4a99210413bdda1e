package ocigpucluster.bootstrap;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/** The pinned versions of {@code versions.env} (the one place they live), read as properties. */
public final class Versions {
    private Versions() {}

    public static Map<String, String> all() {
        Properties p = new Properties();
        try {
            p.load(new StringReader(BootstrapFiles.get().read("versions.env")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, String> out = new TreeMap<>();
        p.stringPropertyNames().forEach(k -> out.put(k, p.getProperty(k).trim()));
        return out;
    }
}
