package ocigpucluster.topology;

import static ocigpucluster.topology.FabricLevel.LOCAL_BLOCK;
import static ocigpucluster.topology.FabricLevel.NETWORK_BLOCK;
import static ocigpucluster.topology.FabricLevel.RACK;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Oracle's levels per shape family (oci-hpc v3.1.0 generate_slurm_topology.py,
 * selected_lower_fields_for_shape), written out here shape by shape, the catalog's shapes first.
 */
class ShapeLevelsTest {

    @ParameterizedTest
    @CsvSource({
        "BM.GPU.GB200.4, NETWORK_BLOCK LOCAL_BLOCK RACK",
        "BM.GPU.GB200-v2.4, NETWORK_BLOCK LOCAL_BLOCK RACK",
        "BM.GPU.GB200-v3.4, NETWORK_BLOCK LOCAL_BLOCK RACK",
        "BM.GPU.GB300.4, NETWORK_BLOCK LOCAL_BLOCK RACK",
        "BM.GPU4.8, NETWORK_BLOCK RACK",
        "BM.GPU.A100-v2.8, NETWORK_BLOCK RACK",
        "BM.GPU.B4.8, NETWORK_BLOCK RACK",
        "BM.HPC2.36, NETWORK_BLOCK RACK",
        "BM.Optimized3.36, NETWORK_BLOCK RACK",
        "BM.GPU.H100.8, NETWORK_BLOCK LOCAL_BLOCK",
        "BM.GPU.H200.8, NETWORK_BLOCK LOCAL_BLOCK",
        "BM.GPU.B200.8, NETWORK_BLOCK LOCAL_BLOCK",
        "BM.GPU.B300.8, NETWORK_BLOCK LOCAL_BLOCK",
        "BM.GPU.L40S.4, NETWORK_BLOCK LOCAL_BLOCK",
        "VM.GPU.A10.2, NETWORK_BLOCK LOCAL_BLOCK",
        "VM.Standard.E5.Flex, RACK",
    })
    void levelsOfEachShapeFamily(String shape, String levels) {
        List<FabricLevel> expected =
                List.of(levels.split(" ")).stream().map(FabricLevel::valueOf).toList();
        assertEquals(expected, ShapeLevels.of(shape));
    }

    @ParameterizedTest
    @CsvSource({"bm.gpu.gb200.4, 3", "bm.gpu.a100-v2.8, 2", "bm.gpu.h100.8, 2"})
    void theShapeIsComparedUpperCased(String shape, int count) {
        assertEquals(count, ShapeLevels.of(shape).size());
        assertEquals(NETWORK_BLOCK, ShapeLevels.of(shape).get(0));
    }

    @org.junit.jupiter.api.Test
    void noShapeIsRackOnly() {
        assertEquals(List.of(RACK), ShapeLevels.of(null));
        assertEquals(List.of(RACK), ShapeLevels.of(" "));
        assertEquals(List.of(NETWORK_BLOCK, LOCAL_BLOCK), ShapeLevels.of("BM.GPU.H100.8"));
    }
}
