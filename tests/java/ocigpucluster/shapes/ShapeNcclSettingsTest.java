package ocigpucluster.shapes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import ocigpucluster.Repo;
import org.junit.jupiter.api.Test;

/**
 * The NCCL environment of every GPU shape matches Oracle's own runs (oci-hpc's NCCL run
 * samples, the containers sbatch for H100/H200/B200, Oracle's MLPerf B200 configuration),
 * and shapes.yaml names those sources.
 */
class ShapeNcclSettingsTest {
    private static final List<String> A100 = List.of("BM.GPU4.8", "BM.GPU.A100-v2.8", "BM.GPU.B4.8");
    private static final List<String> HOPPER_BLACKWELL =
            List.of("BM.GPU.H100.8", "BM.GPU.H200.8", "BM.GPU.B200.8", "BM.GPU.B300.8");

    /** What every Oracle reference sets for RoCE on OCI's cluster network, and for MPI/UCX in containers. */
    private static final Map<String, String> EVERY_SHAPE = Map.of(
            "NCCL_IB_GID_INDEX", "3",
            "NCCL_IB_TC", "41",
            "NCCL_IB_SL", "0",
            "NCCL_IGNORE_CPU_AFFINITY", "1",
            "NCCL_SOCKET_IFNAME", "eth0",
            "UCX_TLS", "tcp",
            "UCX_NET_DEVICES", "eth0",
            "HCOLL_ENABLE_MCAST_ALL", "0");

    @Test
    void everyGpuShapeHasOraclesRoceAndInterfaceSettings() {
        for (String name : concat(A100, HOPPER_BLACKWELL)) {
            Map<String, String> nccl = ShapeCatalog.get().require(name).nccl();
            EVERY_SHAPE.forEach((k, v) -> assertEquals(v, nccl.get(k), name + " " + k + " in " + nccl));
            assertTrue(nccl.get("NCCL_IB_HCA").startsWith("="), name + ": NCCL_IB_HCA is an exact list");
        }
    }

    @Test
    void hopperAndBlackwellRunWithoutAnExternalNetPlugin() {
        // oci-hpc nccl_run_allreduce_H100.sh and Oracle's MLPerf v5.0 B200 config: NCCL_NET_PLUGIN=none;
        // oci-hpc multi_node_active_healthcheck.py runs B300 in the same family (NCCL_NET_PLUGIN=none)
        for (String name : HOPPER_BLACKWELL) {
            Map<String, String> nccl = ShapeCatalog.get().require(name).nccl();
            assertEquals("none", nccl.get("NCCL_NET_PLUGIN"), name);
            assertEquals("22", nccl.get("NCCL_IB_TIMEOUT"), name);
            assertEquals("0", nccl.get("NCCL_CUMEM_ENABLE"), name);
        }
    }

    @Test
    void theCatalogCitesASourcePerShapeFamily() throws Exception {
        String yaml = Files.readString(
                Repo.path("src/main/resources/ocigpucluster/shapes/shapes.yaml"), StandardCharsets.UTF_8);
        for (String source : List.of(
                "samples/gpu/nccl_run_allreduce.sh",
                "samples/gpu/nccl_run_allreduce_H100.sh",
                "samples/gpu/nccl_run_allreduce_containers_H100_H200.sbatch",
                "training_results_v5.0")) {
            assertTrue(yaml.contains(source), "shapes.yaml cites " + source);
        }
    }

    private static List<String> concat(List<String> a, List<String> b) {
        return java.util.stream.Stream.concat(a.stream(), b.stream()).toList();
    }
}
