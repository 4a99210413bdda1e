package ocigpucluster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The guard is on: it records this untagged class (autodetection on, the extension registered). */
class ProcessGuardTest {
    @Test
    void guardsEveryUntaggedClass() {
        assertEquals(ProcessGuardTest.class.getName(), ProcessGuard.guarding());
    }
}
