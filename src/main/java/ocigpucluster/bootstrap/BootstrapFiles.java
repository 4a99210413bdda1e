package ocigpucluster.bootstrap;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The bootstrap scripts as shipped on the classpath ({@code src/main/bootstrap/}), keyed by their
 * path below that directory ({@code lib/common.sh}, {@code node/node-ready.sh}, ...).
 */
public final class BootstrapFiles {
    static final String ROOT = "ocigpucluster/bootstrap";
    private static final BootstrapFiles DEFAULT = load();

    private final Map<String, String> files;

    private BootstrapFiles(Map<String, String> files) {
        this.files = java.util.Collections.unmodifiableMap(files);
    }

    public static BootstrapFiles get() {
        return DEFAULT;
    }

    public Map<String, String> all() {
        return files;
    }

    public String read(String path) {
        String text = files.get(path);
        if (text == null) {
            throw new IllegalStateException("bootstrap file " + path + " is not on the classpath; rebuild with Maven");
        }
        return text;
    }

    private static BootstrapFiles load() {
        URL url = BootstrapFiles.class.getClassLoader().getResource(ROOT + "/versions.env");
        if (url == null) {
            throw new IllegalStateException(ROOT + " is not on the classpath; rebuild with Maven");
        }
        try {
            URI uri = url.toURI();
            if ("jar".equals(uri.getScheme())) {
                try (FileSystem fs = FileSystems.newFileSystem(uri, Map.of())) {
                    return new BootstrapFiles(walk(fs.getPath("/" + ROOT)));
                }
            }
            return new BootstrapFiles(walk(Path.of(uri).getParent()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the bootstrap scripts", e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<String, String> walk(Path root) throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(root)) {
            // the directory is also the package of these classes: skip the compiled classes
            for (Path p : (Iterable<Path>) paths.filter(Files::isRegularFile)
                    .filter(f -> !f.getFileName().toString().endsWith(".class")).sorted()::iterator) {
                String rel = root.relativize(p).toString().replace('\\', '/');
                try (InputStream in = Files.newInputStream(p)) {
                    out.put(rel, new String(in.readAllBytes(), StandardCharsets.UTF_8));
                }
            }
        }
        return out;
    }
}
