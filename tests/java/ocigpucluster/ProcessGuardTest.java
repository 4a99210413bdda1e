package ocigpucluster;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The guard is on: it records this untagged class (autodetection on, the extension registered). */
class ProcessGuardTest {
    @Test
    void guardsEveryUntaggedClass() {
        assertEquals(ProcessGuardTest.class.getName(), ProcessGuard.guarding());
    }
}
