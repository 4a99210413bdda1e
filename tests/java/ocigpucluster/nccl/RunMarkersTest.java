package ocigpucluster.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A stage log that starts with its first run marker (nothing before it) keeps every run. */
class RunMarkersTest {
    @Test
    void aLogStartingWithAMarkerKeepsItsFirstRun() {
        String one = "# oci-gpu-cluster run 1: all_reduce_perf\nrow a\n";
        String two = "# oci-gpu-cluster run 2: all_reduce_perf\nrow b\n";
        assertEquals(List.of(one, two), NcclLogParser.runs(one + two));
        assertEquals(List.of(one), NcclLogParser.runs(one));
    }
}
