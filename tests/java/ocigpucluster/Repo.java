package ocigpucluster;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The repository's root, for tests that read its files: found from where the test classes were
 * compiled to ({@code target/test-classes} below the root), not from the working directory.
 * Surefire runs the tests at the root (program/pom.xml, workingDirectory), PIT in
 * {@code program/} (docs/development.md, "Mutation testing"): a path relative to the working
 * directory holds in one and not the other.
 */
public final class Repo {
    /** Where the test classes were loaded from ({@code target/test-classes}). */
    public static final Path TEST_CLASSES = testClasses();

    /** The root: the directory holding {@code Pulumi.yaml} beside {@code program/pom.xml}. */
    public static final Path ROOT = find();

    private Repo() {}

    /** A file or directory of the repository, by its path from the root. */
    public static Path path(String relative) {
        if (Path.of(relative).isAbsolute()) {
            throw new IllegalArgumentException(relative + " is absolute; give the path from the repository root");
        }
        return ROOT.resolve(relative);
    }

    private static Path testClasses() {
        try {
            return Path.of(Repo.class
                            .getProtectionDomain()
                            .getCodeSource()
                            .getLocation()
                            .toURI())
                    .toAbsolutePath();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Path find() {
        for (Path p = TEST_CLASSES; p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("Pulumi.yaml")) && Files.isRegularFile(p.resolve("program/pom.xml"))) {
                return p;
            }
        }
        throw new IllegalStateException(
                "no repository root (a directory with Pulumi.yaml and program/pom.xml) above " + TEST_CLASSES);
    }
}
