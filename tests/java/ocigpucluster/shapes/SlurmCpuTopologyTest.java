package ocigpucluster.shapes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The CPUs slurm.conf declares per shape, against Oracle's production slurm.conf
 * (oracle-quickstart/oci-hpc playbooks/roles/slurm/templates/slurm.conf.j2, hyper-threading on):
 * a node registering fewer CPUs than declared is invalid in Slurm, so these must not exceed it.
 */
class SlurmCpuTopologyTest {

    private static List<Integer> topology(String shape) {
        Shape.Slurm s = ShapeCatalog.get().require(shape).slurm();
        return List.of(s.sockets(), s.coresPerSocket(), s.threadsPerCore());
    }

    @Test
    void theAmdA100ShapesAreDeclaredAsOraclesTemplateDeclaresThem() {
        // "BM.GPU.A100-v2.8" / "BM.GPU.B4.8" and threadspercore == 2: SocketsPerBoard=1 CoresPerSocket=255
        // ThreadsPerCore=1
        assertEquals(List.of(1, 255, 1), topology("BM.GPU.A100-v2.8"));
        assertEquals(List.of(1, 255, 1), topology("BM.GPU.B4.8"));
    }

    @Test
    void theOtherShapesMatchTheTemplateWithHyperThreading() {
        // "BM.GPU4.8": SocketsPerBoard=2 CoresPerSocket=32; "BM.GPU.H100.8", "BM.GPU.H200.8": 2 x 56; ThreadsPerCore=2
        assertEquals(List.of(2, 32, 2), topology("BM.GPU4.8"));
        assertEquals(List.of(2, 56, 2), topology("BM.GPU.H100.8"));
        assertEquals(List.of(2, 56, 2), topology("BM.GPU.H200.8"));
    }
}
