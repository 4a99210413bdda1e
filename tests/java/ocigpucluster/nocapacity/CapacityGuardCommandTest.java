package ocigpucluster.nocapacity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import ocigpucluster.bootstrap.BootstrapFiles;
import ocigpucluster.bootstrap.Shell;
import ocigpucluster.compute.PoolGuard;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The guard's local Command text, run by bash as the command provider runs it: what the script it
 * starts is given (its files, byte for byte the shipped sources, and its parameters, a quote
 * included), and that nothing is left in TMPDIR afterwards. The script itself is a stand-in here:
 * the first {@code bash} on PATH records its directory and environment (the scripts' own tests run
 * them against the fake cloud).
 */
@Tag("process")
class CapacityGuardCommandTest {
    private static final String RECORDING_BASH = """
            #!/bin/sh
            # records what the guard's command starts: the script's directory and the parameters
            cp -R "$(dirname "$1")" "$RECORD/files"
            env > "$RECORD/env"
            basename "$1" > "$RECORD/script"
            """;

    @Test
    void theScriptRunsBesideItsLibrariesWithItsParametersAndLeavesNothing(@TempDir Path tmp) throws Exception {
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Files.writeString(bin.resolve("bash"), RECORDING_BASH);
        Files.setPosixFilePermissions(bin.resolve("bash"), PosixFilePermissions.fromString("rwxr-xr-x"));
        Path record = Files.createDirectories(tmp.resolve("record"));
        Path scratch = Files.createDirectories(tmp.resolve("scratch"));
        PoolGuard.Target target = new PoolGuard.Target("c1", null, "BM.GPU4.8", 4, "it's", "gpu", false);
        Map<String, String> parameters =
                CapacityGuard.watchParameters(target, "AD-1", "ic1", Duration.ofMinutes(60), null);
        String command = CapacityGuard.command(CapacityGuard.WATCH, parameters);
        Shell.Result r = Shell.run(
                tmp,
                Map.of("PATH", bin + ":/usr/bin:/bin", "TMPDIR", scratch.toString(), "RECORD", record.toString()),
                command,
                List.of("/bin/bash"));
        assertEquals(0, r.exit(), r.stderr());
        assertEquals(CapacityGuard.WATCH + "\n", Files.readString(record.resolve("script")));

        Map<String, String> shipped = new TreeMap<>();
        try (Stream<Path> files = Files.walk(record.resolve("files"))) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                shipped.put(record.resolve("files").relativize(f).toString(), Files.readString(f));
            }
        }
        Map<String, String> expected = new TreeMap<>();
        for (String f : List.of("lib/oci-lib.sh", "lib/capacity-lib.sh", CapacityGuard.WATCH)) {
            expected.put(f, BootstrapFiles.get().read(f));
        }
        assertEquals(expected, shipped, "the script and its libraries, as shipped");

        Map<String, String> env = new TreeMap<>();
        for (String line : Files.readAllLines(record.resolve("env"))) {
            int eq = line.indexOf('=');
            if (eq > 0 && parameters.containsKey(line.substring(0, eq))) {
                env.put(line.substring(0, eq), line.substring(eq + 1));
            }
        }
        assertEquals(new TreeMap<>(parameters), env, "every parameter, as one word each");
        assertEquals("it's", env.get("CLUSTER_NETWORK_NAME"));
        // no oci:region: the CLI keeps its own profile's region
        assertEquals("", env.get("STACK_REGION"));
        try (Stream<Path> left = Files.list(scratch)) {
            assertEquals(List.of(), left.toList(), "nothing left on the deployer's machine");
        }
    }
}
