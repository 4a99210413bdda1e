package ocigpucluster.nocapacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ocigpucluster.compute.PoolGuard;
import org.junit.jupiter.api.Test;

/** The guard's commands against its scripts' contract: every parameter a script requires is given, no other. */
class CapacityGuardTest {
    /** {@code "${X:?}"} (set and not empty) or {@code "${X?}"} (set, may be empty: STACK_REGION). */
    private static final Pattern REQUIRED = Pattern.compile("\"\\$\\{([A-Z_]+):?\\?}\"");

    private static final PoolGuard.Target TARGET =
            new PoolGuard.Target("c1", null, "BM.GPU4.8", 4, "s-cluster-network", "gpu", false);

    private static Set<String> required(String script) throws IOException {
        Set<String> names = new TreeSet<>();
        for (String line : Files.readAllLines(Path.of("src/main/bootstrap/nocapacity", script))) {
            if (line.startsWith(": ")) {
                Matcher m = REQUIRED.matcher(line);
                while (m.find()) {
                    names.add(m.group(1));
                }
            }
        }
        assertTrue(names.size() >= 5, script + ": " + names);
        return names;
    }

    @Test
    void eachScriptGetsExactlyTheParametersItRequires() throws IOException {
        assertEquals(
                required(CapacityGuard.PREFLIGHT),
                new TreeSet<>(
                        CapacityGuard.parameters(TARGET, "AD-1", "ap-tokyo-1").keySet()));
        assertEquals(
                required(CapacityGuard.WATCH),
                new TreeSet<>(CapacityGuard.watchParameters(TARGET, "AD-1", "ic1", Duration.ofMinutes(30), "ap-tokyo-1")
                        .keySet()));
        assertEquals(
                required(CapacityGuard.POOL_WAIT),
                new TreeSet<>(CapacityGuard.waitParameters(TARGET, "cn1", Duration.ofMinutes(30), "ap-tokyo-1")
                        .keySet()));
    }
}
