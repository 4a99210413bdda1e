package ocigpucluster.bootstrap;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import ocigpucluster.Repo;

/**
 * The bootstrap tree as a stage ships it ({@code lib/}, {@code node/}, {@code ondemand/} side by
 * side), written once per test JVM into a temporary directory from {@link BootstrapFiles}, each
 * file copied from src/main/bootstrap with its mode. Tests that run a script with its libraries
 * beside it run it here: the source tree is one folder per feature, not the shipped layout.
 */
public final class ShippedBootstrap {
    /** The source tree (absolute: found from the repository root, whatever the working directory). */
    public static final Path SOURCES = Repo.path("src/main/bootstrap");

    private static Path root;

    private ShippedBootstrap() {}

    /** The file of the source tree that ships at {@code shipped} ({@code lib/slurm-lib.sh}). */
    public static Path source(String shipped) {
        String source = BootstrapFiles.get().sources().get(shipped);
        if (source == null) {
            throw new IllegalArgumentException("no bootstrap file ships at " + shipped);
        }
        return SOURCES.resolve(source).toAbsolutePath();
    }

    /** The shipped tree's root (absolute). */
    public static synchronized Path root() {
        if (root == null) {
            try {
                Path dir = Files.createTempDirectory("ocigpu-bootstrap-");
                for (Map.Entry<String, String> f :
                        BootstrapFiles.get().sources().entrySet()) {
                    Path to = dir.resolve(f.getKey());
                    Files.createDirectories(to.getParent());
                    Files.copy(SOURCES.resolve(f.getValue()), to, StandardCopyOption.COPY_ATTRIBUTES);
                }
                Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(dir)));
                root = dir.toAbsolutePath();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return root;
    }

    private static void delete(Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // a temporary directory: left behind at worst
        }
    }
}
