package ocigpucluster.shapes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Which catalog shapes are virtual machines: Oracle's shape names say it (the "VM." and "BM."
 * prefixes of the Compute shapes page), so the kinds written here follow the names.
 */
class ShapeKindTest {
    @Test
    void theVmShapesAreTheVmDotOnesAndNoBareMetalShapeIsOne() {
        ShapeCatalog c = ShapeCatalog.get();
        assertEquals(
                List.of("VM.GPU.A10.1", "VM.GPU.A10.2"),
                c.names().stream().filter(n -> c.require(n).vm()).sorted().toList());
        for (String bareMetal : List.of("BM.GPU.H100.8", "BM.GPU4.8", "BM.GPU.L40S.4")) {
            assertEquals(false, c.require(bareMetal).vm(), bareMetal);
        }
    }
}
