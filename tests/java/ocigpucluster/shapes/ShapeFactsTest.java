package ocigpucluster.shapes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import ocigpucluster.Repo;
import org.junit.jupiter.api.Test;

/**
 * The catalog's contract: every shape states every fact and cites a source for each (a table id
 * or "unpublished: why"), and the shapes added for node groups carry the values their sources
 * give (written here from those sources: oci-hpc v3.1.0's multi-node health check, its slurmd
 * unit template, oci-hpc-oke's NCCL parameters, skypilot-catalog v8's OCI rows).
 */
class ShapeFactsTest {
    private static final Path YAML = Repo.path("src/main/resources/ocigpucluster/shapes/shapes.yaml");
    private static final ObjectMapper MAPPER = new ObjectMapper(new YAMLFactory());

    private static ObjectNode catalog() throws Exception {
        return (ObjectNode) MAPPER.readTree(Files.readString(YAML));
    }

    private static ShapeCatalog read(JsonNode root) throws Exception {
        return ShapeCatalog.read(new ByteArrayInputStream(MAPPER.writeValueAsBytes(root)));
    }

    @Test
    void theCommittedCatalogStatesAndCitesEveryFact() throws Exception {
        ShapeCatalog c = read(catalog());
        assertEquals(ShapeCatalog.get().names(), c.names());
        for (String name : c.names()) {
            Shape s = c.require(name);
            for (String fact : ShapeCatalog.requiredFacts(MAPPER.valueToTree(s))) {
                String source = s.sources().get(fact);
                assertTrue(source != null && !source.isBlank(), name + "." + fact + " cites a source");
                assertTrue(
                        source.startsWith(ShapeCatalog.UNPUBLISHED)
                                || c.sources().containsKey(source),
                        name + "." + fact + " cites " + source);
            }
        }
    }

    /**
     * A source that states a per-shape fact names the shape: where a GPU memory cluster placement,
     * or a fabric's host limit, cites a table entry, that entry's text names the shape (Oracle's
     * fabric page names only BM.GPU.GB200.4 and BM.GPU.GB300.4; the v2/v3 variants need another).
     */
    @Test
    void aMemoryClusterFactCitesASourceThatNamesTheShape() throws Exception {
        ShapeCatalog c = read(catalog());
        int checked = 0;
        for (String name : c.names()) {
            Shape s = c.require(name);
            if (!s.allows("gpuMemoryCluster")) {
                continue;
            }
            for (String fact : List.of("placements", "gpuMemoryFabricHosts")) {
                String source = s.sources().get(fact);
                if (source.startsWith(ShapeCatalog.UNPUBLISHED)) {
                    continue;
                }
                checked++;
                assertTrue(
                        c.sources().get(source).contains(name),
                        name + "." + fact + " cites " + source + ", which does not name " + name);
            }
        }
        assertEquals(6, checked, "GB200.4 and GB300.4 both facts, the v2/v3 variants their placement");
    }

    @Test
    void aShapeWithoutAnyOneFactIsRefusedNamingIt() throws Exception {
        for (String name : List.of("BM.GPU.B300.8", "BM.GPU.GB200.4", "BM.GPU.L40S.4", "VM.GPU.A10.2")) {
            ObjectNode shape = (ObjectNode) catalog().path("shapes").path(name);
            List<String> facts = new java.util.ArrayList<>();
            shape.fieldNames().forEachRemaining(facts::add);
            facts.removeAll(List.of("sources", "sourcesFrom"));
            assertFalse(facts.isEmpty());
            for (String fact : facts) {
                ObjectNode root = catalog();
                ((ObjectNode) root.path("shapes").path(name)).remove(fact);
                String message = assertThrows(IllegalStateException.class, () -> read(root), name + " without " + fact)
                        .getMessage();
                assertTrue(message.contains(name + " lacks " + fact), message);
            }
            ObjectNode root = catalog();
            ((ObjectNode) root.path("shapes").path(name).path("slurm")).remove("gpuType");
            assertTrue(assertThrows(IllegalStateException.class, () -> read(root))
                    .getMessage()
                    .contains(name + " lacks slurm.gpuType"));
        }
    }

    @Test
    void aFactWithoutASourceOrWithAnUnknownOneIsRefused() throws Exception {
        ObjectNode root = catalog();
        ((ObjectNode) root.path("shapes").path("BM.GPU.B300.8").path("sources")).remove("passLineGBps");
        assertTrue(assertThrows(IllegalStateException.class, () -> read(root))
                .getMessage()
                .contains("BM.GPU.B300.8.passLineGBps cites no source"));

        ObjectNode other = catalog();
        ((ObjectNode) other.path("shapes").path("BM.GPU.GB300.4").path("sources")).put("gpus", "a-blog");
        assertTrue(assertThrows(IllegalStateException.class, () -> read(other))
                .getMessage()
                .contains("BM.GPU.GB300.4.gpus cites a-blog, which the sources table does not list"));
    }

    @Test
    void anUnpublishedFactMustHaveTheNotKnownValueOrSayWhatItIsTakenAs() throws Exception {
        ObjectNode root = catalog();
        ((ObjectNode) root.path("shapes").path("BM.GPU.B300.8")).put("gpuPcieLinkWidth", 16);
        assertTrue(assertThrows(IllegalStateException.class, () -> read(root))
                .getMessage()
                .contains("BM.GPU.B300.8.gpuPcieLinkWidth is marked unpublished but has the value 16"));
    }

    @Test
    void aFabricHostLimitOnlyWhereTheShapeTakesAGpuMemoryCluster() throws Exception {
        ObjectNode root = catalog();
        ((ObjectNode) root.path("shapes").path("BM.GPU.GB300.4")).remove("gpuMemoryFabricHosts");
        assertTrue(assertThrows(IllegalStateException.class, () -> read(root))
                .getMessage()
                .contains("BM.GPU.GB300.4 lacks gpuMemoryFabricHosts"));
        ObjectNode other = catalog();
        ((ObjectNode) other.path("shapes").path("BM.GPU.H100.8")).put("gpuMemoryFabricHosts", 18);
        assertTrue(assertThrows(IllegalStateException.class, () -> read(other))
                .getMessage()
                .contains("BM.GPU.H100.8 states gpuMemoryFabricHosts but no gpuMemoryCluster placement"));
    }

    /** oci-hpc v3.1.0 multi_node_active_healthcheck.py shape_mapping: threshold, ib_write_bw. */
    @Test
    void passLinesAndPerNicFloorsAreOraclesHealthCheckThresholds() {
        Map<String, Double> threshold = new java.util.LinkedHashMap<>();
        threshold.put("BM.GPU.B300.8", 700.0);
        threshold.put("BM.GPU.GB200.4", null);
        threshold.put("BM.GPU.GB200-v2.4", null);
        threshold.put("BM.GPU.GB200-v3.4", 300.0);
        threshold.put("BM.GPU.GB300.4", 440.0);
        Map<String, Integer> ibWriteBw = Map.of(
                "BM.GPU.B300.8", 375,
                "BM.GPU.GB200.4", 384,
                "BM.GPU.GB200-v2.4", 384,
                "BM.GPU.GB200-v3.4", 384,
                "BM.GPU.GB300.4", 384);
        threshold.forEach((name, gbps) -> {
            Shape s = ShapeCatalog.get().require(name);
            assertEquals(gbps, s.passLineGBps(), name);
            assertEquals(gbps != null, s.hasPassLine(), name);
            assertEquals(ibWriteBw.get(name), s.ibWriteBwGbpsPerNic(), name);
        });
        for (String none : List.of("BM.GPU.L40S.4", "VM.GPU.A10.1", "VM.GPU.A10.2")) {
            assertNull(ShapeCatalog.get().require(none).passLineGBps(), none);
            assertEquals(0, ShapeCatalog.get().require(none).rdmaNics(), none);
        }
    }

    /** oci-hpc v3.1.0 unit.conf.j2 (Gres per shape) and skypilot-catalog v8 (vCPUs, memory, GPUs). */
    @Test
    void slurmFactsAreOraclesGresAndTheListedHosts() {
        record Host(String shape, int gpus, String gres, int vcpus, int memoryGb) {}
        for (Host h : List.of(
                new Host("BM.GPU.B300.8", 8, "B300", 256, 4096),
                new Host("BM.GPU.GB200.4", 4, "B200", 144, 960),
                new Host("BM.GPU.GB300.4", 4, "B300", 144, 960),
                new Host("BM.GPU.L40S.4", 4, "L40S", 224, 1024),
                new Host("VM.GPU.A10.1", 1, "A10", 30, 240),
                new Host("VM.GPU.A10.2", 2, "A10", 60, 480))) {
            Shape s = ShapeCatalog.get().require(h.shape());
            Shape.Slurm slurm = s.slurm();
            assertEquals(h.gpus(), s.gpus(), h.shape());
            assertEquals(h.gres(), slurm.gpuType(), h.shape());
            assertEquals(h.memoryGb(), slurm.memoryGb(), h.shape());
            int declared = slurm.sockets() * slurm.coresPerSocket() * slurm.threadsPerCore();
            // Slurm accepts a node that registers at least the declared CPUs (node_mgr.c validate_node_specs)
            assertTrue(declared <= h.vcpus() && declared >= h.vcpus() - 1, h.shape() + " declares " + declared);
        }
        // oci-hpc slurm.conf.j2 with hyper-threading: VM.GPU.A10.1 1 x 15 x 2, VM.GPU.A10.2 1 x 30 x 2
        assertEquals(List.of(1, 15, 2), cpus("VM.GPU.A10.1"));
        assertEquals(List.of(1, 30, 2), cpus("VM.GPU.A10.2"));
    }

    @Test
    void placementsFollowTheFabricAShapeHas() {
        for (String gb : List.of("BM.GPU.GB200.4", "BM.GPU.GB200-v2.4", "BM.GPU.GB200-v3.4", "BM.GPU.GB300.4")) {
            Shape s = ShapeCatalog.get().require(gb);
            assertEquals(List.of("gpuMemoryCluster"), s.placements(), gb);
            assertEquals(18, s.gpuMemoryFabricHosts(), gb + ": NVLink 72 holds up to 18 hosts");
            assertEquals("aarch64", s.architecture(), gb);
        }
        for (String vm : List.of("VM.GPU.A10.1", "VM.GPU.A10.2")) {
            assertTrue(ShapeCatalog.get().require(vm).vm(), vm);
            assertEquals(List.of("instances"), ShapeCatalog.get().require(vm).placements(), vm);
        }
        assertEquals(
                List.of("clusterNetwork", "computeCluster", "instances"),
                ShapeCatalog.get().require("BM.GPU.B300.8").placements());
    }

    /** NCCL_IB_HCA names exactly the shape's RDMA devices, and there are rdmaNics of them. */
    @Test
    void theRdmaDevicesAreTheOnesNcclUses() {
        for (String name : ShapeCatalog.get().names()) {
            Shape s = ShapeCatalog.get().require(name);
            assertEquals(s.rdmaNics(), s.rdmaDevices().size(), name);
            if (s.rdmaNics() == 0) {
                assertFalse(s.nccl().containsKey("NCCL_IB_HCA"), name);
                continue;
            }
            String hca = s.nccl().get("NCCL_IB_HCA").replaceFirst("^=", "");
            assertEquals(new TreeSet<>(s.rdmaDevices()), new TreeSet<>(List.of(hca.split(","))), name);
        }
    }

    private static List<Integer> cpus(String shape) {
        Shape.Slurm s = ShapeCatalog.get().require(shape).slurm();
        return List.of(s.sockets(), s.coresPerSocket(), s.threadsPerCore());
    }
}
