package ocigpucluster.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import ocigpucluster.program.Features;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pulumi up} runs the shaded jar, where the scripts are read through a zip file system:
 * the same files, hashes and commands must come out as from the classes directory.
 */
class BootstrapFilesJarTest {

    @Test
    void theJarShipsTheSameFilesAndHashes(@TempDir Path tmp) throws Exception {
        Path classes = Path.of(StageCommand.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
        Path jar = tmp.resolve("bootstrap.jar");
        try (OutputStream out = Files.newOutputStream(jar);
                JarOutputStream j = new JarOutputStream(out);
                Stream<Path> paths = Files.walk(classes)) {
            // the whole program's classes (a stage spec refers to settings, pools, results)
            for (Path p : (Iterable<Path>) paths.filter(p -> !p.equals(classes)).sorted()::iterator) {
                String name = classes.relativize(p).toString().replace('\\', '/') + (Files.isDirectory(p) ? "/" : "");
                j.putNextEntry(new JarEntry(name));
                if (Files.isRegularFile(p)) {
                    j.write(Files.readAllBytes(p));
                }
                j.closeEntry();
            }
        }
        // the jar first, then the libraries of the test's class path (the program's own classes
        // are found in the jar before the class path's directory)
        List<URL> urls = new ArrayList<>(List.of(jar.toUri().toURL()));
        for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
            urls.add(Path.of(entry).toUri().toURL());
        }
        try (URLClassLoader loader =
                new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader())) {
            Class<?> files = loader.loadClass(BootstrapFiles.class.getName());
            Class<?> stage = loader.loadClass(StageSpec.class.getName());
            Class<?> command = loader.loadClass(StageCommand.class.getName());
            assertTrue(files.getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toString()
                    .endsWith("bootstrap.jar"));
            Object fromJar = files.getMethod("get").invoke(null);
            @SuppressWarnings("unchecked")
            Map<String, String> all =
                    (Map<String, String>) files.getMethod("all").invoke(fromJar);
            assertEquals(BootstrapFiles.get().all(), all, "the files read from the jar");
            TreeSet<String> sources = new TreeSet<>();
            Path src = Path.of("src/main/bootstrap");
            try (Stream<Path> ps = Files.walk(src)) {
                ps.filter(Files::isRegularFile)
                        .forEach(p -> sources.add(BootstrapFiles.shippedPath(
                                src.relativize(p).toString().replace('\\', '/'))));
            }
            assertEquals(
                    sources,
                    new TreeSet<>(all.keySet()),
                    "the jar's bootstrap files are src/main/bootstrap, no classes");
            Method hash = command.getMethod("contentHash", stage);
            for (StageSpec s : Features.STAGES.all()) {
                Object inJar = StageCommandTest.isolated(loader, s.id());
                assertEquals(StageCommand.contentHash(s), hash.invoke(null, inJar), s.id() + " hash from the jar");
            }
        }
    }
}
