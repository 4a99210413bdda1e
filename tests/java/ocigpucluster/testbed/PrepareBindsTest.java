package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import ocigpucluster.Repo;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every feature's {@code prepare.sh --binds}, as bed.sh's merge_models reads it for every bed: only
 * lines {@code SOURCE<TAB>PATH IN THE HOST}, both absolute (tests/testbed/README.md, "A feature's
 * bed model"), and nothing else, whatever the script prepares. A script that took {@code --binds}
 * for its install mode once printed a binary's path there: host-init.sh's bind of it failed and no
 * bed's sshd started.
 */
@Tag("process")
class PrepareBindsTest {
    @Test
    void everyFeaturesBindsAreSourceTabPathLinesAndNothingElse() throws Exception {
        List<Path> scripts;
        try (Stream<Path> features = Files.list(Repo.path("tests/testbed/features"))) {
            scripts = features.map(f -> f.resolve("prepare.sh"))
                    .filter(Files::isRegularFile)
                    .sorted()
                    .toList();
        }
        assertTrue(scripts.size() >= 2, "the features' prepare.sh were found: " + scripts);
        List<String> problems = new ArrayList<>();
        for (Path script : scripts) {
            Machine.Result r = Machine.exec(List.of("bash", script.toString(), "--binds"), "", 30);
            if (r.exitCode() != 0) {
                problems.add(script + " --binds exited " + r.exitCode() + ": " + r.stderr());
                continue;
            }
            for (String line : r.stdout().lines().toList()) {
                String[] f = line.split("\t", -1);
                if (f.length != 2 || !f[0].startsWith("/") || !f[1].startsWith("/")) {
                    problems.add(script + " --binds printed a line that is no SOURCE<TAB>PATH: " + line);
                }
            }
        }
        assertEquals(List.of(), problems);
    }
}
