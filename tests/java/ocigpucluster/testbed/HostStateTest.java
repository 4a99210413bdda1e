package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A host-state snapshot reads entries a running daemon may replace meanwhile: the health check,
 * run by slurmd every interval, writes {@code .health.prom.PID} and renames it, and a CI run's
 * walk listed such a file that was gone when it was read (NoSuchFileException in the Health group).
 */
class HostStateTest {
    @Test
    void anEntryGoneByTheTimeItIsReadIsLeftOutAndOneThereIsDescribed(@TempDir Path dir) throws Exception {
        Path kept = Files.writeString(dir.resolve("health.prom"), "ok 1\n");
        Optional<String> d = HostState.describe(kept);
        assertTrue(d.isPresent() && d.get().matches("[0-7]+ \\d+:\\d+ [0-9a-f]{64}"), d.toString());

        Path renamed = Files.writeString(dir.resolve(".health.prom.1851"), "ok 1\n");
        Files.move(renamed, kept, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertEquals(Optional.empty(), HostState.describe(renamed));
    }
}
