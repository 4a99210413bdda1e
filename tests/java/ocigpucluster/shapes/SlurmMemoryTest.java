package ocigpucluster.shapes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** slurm.conf's RealMemory: 95 % of the shape's memory in MB, rounded down (worked out by hand). */
class SlurmMemoryTest {
    @Test
    void realMemoryIsNinetyFivePercentInMegabytes() {
        // 2048 GB = 2,097,152 MB; 95 % = 1,992,294.4
        assertEquals(1_992_294L, ShapeCatalog.get().require("BM.GPU4.8").slurm().realMemoryMb());
        // 3072 GB = 3,145,728 MB; 95 % = 2,988,441.6
        assertEquals(
                2_988_441L, ShapeCatalog.get().require("BM.GPU.H200.8").slurm().realMemoryMb());
    }
}
