package ocigpucluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import jdk.jfr.Recording;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The guard sees a process start and names its command and the test code that started it. */
@Tag("process")
class ProcessGuardDetectionTest {
    @Test
    void seesAProcessStart() throws Exception {
        Recording recording = ProcessGuard.startRecording();
        Process p = new ProcessBuilder("true").start();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        List<String> starts = ProcessGuard.processStarts(recording);
        assertEquals(1, starts.size(), starts.toString());
        assertTrue(
                starts.get(0).startsWith("  true from ocigpucluster.ProcessGuardDetectionTest.seesAProcessStart"),
                starts.get(0));
    }

    @Test
    void seesNothingWhenNothingStarts() {
        assertEquals(List.of(), ProcessGuard.processStarts(ProcessGuard.startRecording()));
    }
}
