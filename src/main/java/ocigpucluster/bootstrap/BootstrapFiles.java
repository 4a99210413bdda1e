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
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The bootstrap scripts as shipped on the classpath ({@code src/main/bootstrap/}), keyed by the
 * path a stage ships them at ({@code lib/common.sh}, {@code node/node-ready.sh}, ...).
 *
 * <p>The source tree is one folder per feature laid over the shared files: a file directly in
 * {@code src/main/bootstrap} or below its {@code lib/} keeps its path; any other top-level folder
 * is a feature folder, and its files ship at their path below it ({@code slurm/lib/slurm-lib.sh}
 * ships as {@code lib/slurm-lib.sh}). Two files that would ship at the same path stop the load.
 * A feature folder's own failure-code table ({@link FailureCodes}) is a declaration the docs and
 * tests read from the source tree, not a file a host needs: it does not ship (each feature has
 * one, so all would ship as {@code failure-codes.tsv}).
 */
public final class BootstrapFiles {
    static final String ROOT = "ocigpucluster/bootstrap";
    /** The shared folder: its files keep their path; every other top-level folder is a feature's. */
    static final String SHARED_DIR = "lib";

    private static final BootstrapFiles DEFAULT = load();

    private final Map<String, String> files;
    private final Map<String, String> sources;

    private BootstrapFiles(Map<String, String> files, Map<String, String> sources) {
        this.files = Collections.unmodifiableMap(files);
        this.sources = Collections.unmodifiableMap(sources);
    }

    public static BootstrapFiles get() {
        return DEFAULT;
    }

    /** Every file by the path it ships at. */
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

    /** Every file's path below src/main/bootstrap, by the path it ships at. */
    public Map<String, String> sources() {
        return sources;
    }

    /**
     * The path a file of the source tree ships at: {@code slurm/lib/slurm-lib.sh} gives
     * {@code lib/slurm-lib.sh}; a root or {@code lib/} file keeps its path.
     */
    public static String shippedPath(String source) {
        int slash = source.indexOf('/');
        if (slash < 0 || source.substring(0, slash).equals(SHARED_DIR)) {
            return source;
        }
        return source.substring(slash + 1);
    }

    /** Whether a source file is a feature folder's failure-code table ({@code slurm/failure-codes.tsv}). */
    static boolean isFeatureTable(String source) {
        String[] parts = source.split("/", -1);
        return parts.length == 2 && !parts[0].equals(SHARED_DIR) && parts[1].equals(FailureCodes.TABLE);
    }

    /**
     * Lays the source files (path below src/main/bootstrap to text) over each other as shipped.
     *
     * @throws IllegalStateException when two files would ship at the same path, naming both
     */
    static BootstrapFiles of(Map<String, String> bySource) {
        Map<String, String> files = new TreeMap<>();
        Map<String, String> sources = new TreeMap<>();
        for (Map.Entry<String, String> f : new TreeMap<>(bySource).entrySet()) {
            if (isFeatureTable(f.getKey())) {
                continue;
            }
            String shipped = shippedPath(f.getKey());
            String earlier = sources.putIfAbsent(shipped, f.getKey());
            if (earlier != null) {
                throw new IllegalStateException("src/main/bootstrap/" + earlier + " and src/main/bootstrap/"
                        + f.getKey() + " would both ship as " + shipped
                        + ": rename one (a stale build keeps moved files: mvn clean)");
            }
            files.put(shipped, f.getValue());
        }
        return new BootstrapFiles(files, sources);
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
                    return of(walk(fs.getPath("/" + ROOT)));
                }
            }
            return of(walk(Path.of(uri).getParent()));
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
                    .filter(f -> !f.getFileName().toString().endsWith(".class"))
                    .sorted()::iterator) {
                String rel = root.relativize(p).toString().replace('\\', '/');
                try (InputStream in = Files.newInputStream(p)) {
                    out.put(rel, new String(in.readAllBytes(), StandardCharsets.UTF_8));
                }
            }
        }
        return out;
    }
}
