package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import ocigpucluster.cloudinit.CloudInitParams;
import ocigpucluster.cloudinit.CloudInitRenderer;
import ocigpucluster.cloudinit.CloudInitTemplate;
import ocigpucluster.readiness.ReadinessFeature;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The bastion's own cloud-config on an image like OCI's, then five nodes for what the
 * readiness gate repairs or measures beyond looking: /home left
 * unmounted by cloud-init's expired mount loop (mounted now), no fstab line (not), the SELinux
 * boolean for NFS homes, a stopped fabric manager, a slow RDMA NIC found by the per-NIC
 * ib_write_bw check between ready nodes, and the progress lines while a node waits.
 * <p>
 * In detail (the test bed README's group table points here): the bastion's rendered cloud-config
 * applied as cloud-init would (packages, then runcmd) on an image whose {@code ol9_developer_EPEL}
 * is disabled: pdsh installs (regression test: {@code dnf install pdsh} refused, "No match for
 * argument"); then 5 nodes: {@code /home} left unmounted with its fstab line is mounted by the
 * gate (once; not again on a second run), without the line it stays {@code HOME_NOT_NFS};
 * {@code use_nfs_home_dirs} turned on only where off; a failed fabric manager is
 * {@code FABRIC_MANAGER_INACTIVE} though {@code nvidia-smi -L} lists 8 GPUs; the per-NIC
 * {@code ib_write_bw} check over the 3 ready nodes (3 rounds) names
 * {@code rdma3 (mlx5_9) 41 Gb/s < 96} on the slow node only and publishes every node/NIC
 * ({@code StageResults.rdma}); progress lines every second name the node still in cloud-init;
 * each node's place in the RDMA fabric recorded from its instance metadata (fakes/curl serves the
 * documents of tests/resources/ocigpucluster/topology per node): from
 * {@code /opc/v2/host/rdmaTopologyData}, from the object inside {@code /opc/v2/host}, from the
 * {@code /host} fallback, or none, each named in the output and kept on the bastion as served.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class ReadinessScenario {

    private static final int NODE_TIMEOUT = 20;
    private static TestBed bed;
    private static TestBed.StageRun first;
    private static Machine.Result boot;

    /**
     * The rendered bastion cloud-config the way cloud-init applies it on Oracle Linux 9: its
     * packages through dnf, then its runcmd as one /bin/sh script, as root; the image has
     * oracle-epel-release-el9 installed and ol9_developer_EPEL disabled (fakes/dnf).
     */
    private static Machine.Result runBastionCloudConfig() {
        try {
            String text =
                    new CloudInitRenderer().render(CloudInitTemplate.BASTION, CloudInitParams.bastion("Asia/Tokyo"));
            JsonNode config = new ObjectMapper(new YAMLFactory()).readTree(text);
            List<String> packages = new ArrayList<>();
            config.path("packages").forEach(p -> packages.add(p.asText()));
            StringBuilder runcmd = new StringBuilder();
            config.path("runcmd").forEach(c -> runcmd.append(c.asText()).append('\n'));
            String script = "set -e\ndnf install -y " + String.join(" ", packages) + "\n"
                    + "cat > /tmp/runcmd <<'RUNCMD'\n" + runcmd + "RUNCMD\nsh /tmp/runcmd\n";
            List<String> ssh = new ArrayList<>(bed.sshToBastion());
            ssh.add("sudo bash -s");
            return Machine.exec(ssh, script, 60);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    @Order(0)
    void theBastionCloudConfigInstallsPdshOnAnImageWhoseEpelRepositoryIsDisabled() {
        assertEquals(
                0, boot.exitCode(), "cloud-init would end in error on the bastion:\n" + boot.stdout() + boot.stderr());
        String calls = bed.calls(bed.bastion());
        assertTrue(calls.lines().anyMatch(l -> l.contains(" dnf install -y pdsh pdsh-rcmd-ssh")), calls);
        assertTrue(bed.onBastion("rpm -q pdsh").startsWith("pdsh-"), "pdsh is installed");
    }

    @BeforeAll
    static void startBed() {
        bed = TestBed.builder()
                .nodes(5)
                .fault(0, "HOME_NFS", "unmounted") // fstab line there, cloud-init's mount loop gave up
                .fault(0, "SELINUX_NFS_HOME", "off")
                .fault(1, "HOME_NFS", "no-fstab")
                .fault(2, "RDMA_NIC_SLOW", "rdma3:41")
                .fault(3, "FABRIC_MANAGER", "failed")
                .start();
        serveTopology();
        boot = runBastionCloudConfig(); // first, as on a new bastion: before stage 1 enables anything
        TestBed.StageRun setup = bed.bastionSetup(bed.params(NODE_TIMEOUT, 60));
        assertEquals(0, setup.exitCode(), setup.describe());
    }

    private static final Path TOPOLOGY = Path.of("tests/resources/ocigpucluster/topology");
    private static final String NODE0_INSTANCE = "ocid1.instance.oc1.iad.anuwcljrg5pyaeycreadiness0";

    /** Node 0: rdmaTopologyData (H100); 1: /host fallback (A100); 2: /host with it inside (GB200); 3, 4: none. */
    private static void serveTopology() {
        bed.serveMetadata(bed.node(0), "host/rdmaTopologyData", fixture("h100/gpu-1.rdmaTopologyData.json"));
        // the instance document's id: what the topology API check finds the node's ComputeHost by
        bed.serveMetadata(
                bed.node(0), "instance", "{\"id\": \"" + NODE0_INSTANCE + "\", \"shape\": \"BM.GPU.H100.8\"}");
        bed.serveMetadata(bed.node(1), "host", fixture("a100/a100-1.host.json"));
        bed.serveMetadata(bed.node(2), "host", fixture("gb200/gb-1.host.json"));
    }

    private static String fixture(String name) {
        try {
            return Files.readString(TOPOLOGY.resolve(name));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @AfterAll
    static void stopBedAndCheckNothingIsLeft() {
        TestBed.closeAndCheckNothingIsLeft(bed);
    }

    private static TestBed.StageRun firstRun() {
        if (first == null) {
            // node 4 is still in cloud-init for 4 s: the stage must say so while it waits
            bed.setFault(bed.node(4), "CLOUD_INIT_RUNNING_UNTIL", Long.toString(System.currentTimeMillis() / 1000 + 4));
            Map<String, String> params = bed.params(NODE_TIMEOUT, 120);
            params.put("PROGRESS_SECONDS", "1");
            first = bed.runStage("readiness-gate", params);
        }
        return first;
    }

    @Test
    @Order(1)
    void eachNodeGetsItsOwnCodeAndNoOther() {
        TestBed.StageRun r = firstRun();
        assertEquals(1, r.exitCode(), r.describe());
        assertCodes(r, 0);
        assertCodes(r, 1, "HOME_NOT_NFS");
        assertCodes(r, 2, "RDMA_NIC_SLOW");
        assertCodes(r, 3, "FABRIC_MANAGER_INACTIVE");
        assertCodes(r, 4);
    }

    @Test
    @Order(2)
    void homeLeftUnmountedIsMountedWhenTheFstabLineExistsAndNotOtherwise() {
        TestBed.StageRun r = firstRun();
        assertEquals(
                "bastion:/home nfs",
                r.node(bed.node(0).name()).path("checks").path("home").asText(),
                r.describe());
        assertEquals(1, countCalls(bed.node(0), " mount /home"), bed.calls(bed.node(0)));
        assertTrue(
                r.stderr()
                        .lines()
                        .anyMatch(l -> l.startsWith("FAIL " + bed.node(1).name() + " HOME_NOT_NFS ")
                                && l.contains("no /home line in /etc/fstab")),
                r.describe());
        assertEquals(0, countCalls(bed.node(1), " mount /home"), "no fstab line, nothing to mount");
    }

    @Test
    @Order(3)
    void theSelinuxBooleanForNfsHomesIsTurnedOnOnlyWhereItIsOff() {
        TestBed.StageRun r = firstRun();
        assertEquals(1, countCalls(bed.node(0), " setsebool -P use_nfs_home_dirs on"), bed.calls(bed.node(0)));
        assertEquals(0, countCalls(bed.node(4), " setsebool"), bed.calls(bed.node(4)));
        assertEquals(
                "on",
                r.node(bed.node(0).name()).path("checks").path("selinuxNfsHome").asText(),
                r.describe());
    }

    @Test
    @Order(4)
    void aStoppedFabricManagerFailsTheNodeThatListsAllItsGpus() {
        TestBed.StageRun r = firstRun();
        JsonNode rec = r.node(bed.node(3).name());
        assertEquals(8, rec.path("checks").path("gpus").asInt(), rec.toString());
        assertEquals("failed", rec.path("checks").path("fabricManager").asText(), rec.toString());
    }

    @Test
    @Order(5)
    void theSlowRdmaNicIsNamedWithItsDeviceAndOnlyOnItsNode() {
        TestBed.StageRun r = firstRun();
        String slow = bed.node(2).name();
        assertTrue(
                r.stderr()
                        .lines()
                        .anyMatch(l -> l.equals("FAIL " + slow + " RDMA_NIC_SLOW rdma3 (mlx5_9) 41 Gb/s < 96")),
                r.describe());
        assertEquals(
                1,
                r.failures().stream()
                        .filter(f -> f.code().equals("RDMA_NIC_SLOW"))
                        .count(),
                r.describe());
        // published per node and NIC: the ready nodes' 16 NICs each, with the best of their measurements
        Map<String, Object> rdma = ReadinessFeature.rdma(r.stdout());
        assertEquals(96, ((Number) rdma.get("floorGbps")).intValue(), rdma.toString());
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> nodes = (List<Map<String, Object>>) rdma.get("nodes");
        Set<String> measured = new TreeSet<>();
        for (Map<String, Object> node : nodes) {
            measured.add((String) node.get("name"));
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> nics = (List<Map<String, Object>>) node.get("nics");
            assertEquals(16, nics.size(), node.toString());
            for (Map<String, Object> nic : nics) {
                boolean bad = node.get("name").equals(slow) && nic.get("nic").equals("rdma3");
                assertEquals(!bad, nic.get("ok"), node.get("name") + " " + nic);
                if (bad) {
                    assertEquals("mlx5_9", nic.get("device"));
                    assertEquals(41.0, ((Number) nic.get("gbps")).doubleValue(), 0.01);
                }
            }
        }
        assertEquals(
                new TreeSet<>(List.of(
                        bed.node(0).name(), bed.node(2).name(), bed.node(4).name())),
                measured,
                "only the nodes ready on their own are measured");
        // 3 ready nodes: a ring of 3 pairs in 3 rounds, each node against two peers
        assertEquals(3, ((Number) rdma.get("rounds")).intValue(), rdma.toString());
    }

    @Test
    @Order(6)
    void progressLinesNameTheWaitingNodeAndWhatItWaitsFor() {
        TestBed.StageRun r = firstRun();
        String waiting = bed.node(4).name();
        List<String> progress = r.stderr()
                .lines()
                .filter(l -> l.contains(" readiness-gate: ") && l.contains(" done; waiting: "))
                .toList();
        assertTrue(
                progress.stream()
                        .anyMatch(l -> l.contains(waiting + " (cloud-init to finish, ")
                                && l.matches(".*, \\d+s of \\d+s\\).*")),
                "progress lines while " + waiting + " waits for cloud-init:\n" + String.join("\n", progress) + "\n"
                        + r.describe());
    }

    @Test
    @Order(7)
    void aSecondRunMountsNothingAndSetsNothing() {
        firstRun();
        TestBed.StageRun again = bed.runStage("readiness-gate", withNodes(List.of(bed.node(0))));
        assertEquals(0, again.exitCode(), again.describe());
        assertEquals(1, countCalls(bed.node(0), " mount /home"), bed.calls(bed.node(0)));
        assertEquals(1, countCalls(bed.node(0), " setsebool"), bed.calls(bed.node(0)));
    }

    @Test
    @Order(8)
    void eachNodesPlaceInTheFabricIsRecordedFromItsMetadataNamingTheDocument() throws Exception {
        TestBed.StageRun r = firstRun();
        Map<Integer, String> sources = Map.of(
                0, "/opc/v2/host/rdmaTopologyData",
                1, "/opc/v2/host networkBlockId/rackId (fallback)",
                2, "/opc/v2/host rdmaTopologyData",
                3, "none",
                4, "none");
        for (var e : sources.entrySet()) {
            JsonNode t = r.node(bed.node(e.getKey()).name()).path("topology");
            assertEquals(
                    e.getValue(),
                    t.path("source").asText(),
                    bed.node(e.getKey()).name() + " " + t);
            assertTrue(t.path("documents").isMissingNode(), "the stage's output carries no documents: " + t);
            assertTrue(t.path("errors").isMissingNode(), "a 404 is no error: " + t);
        }
        JsonNode h100 = r.node(bed.node(0).name()).path("topology");
        assertEquals(
                "ocid1.computelocalblock.oc1.iad.anuwcljrg5pyaeyclocalblock00000000000000000000000000lba1aa01",
                h100.path("localBlock").asText(),
                h100.toString());
        // the host's and the instance's OCIDs, for the API check (ListComputeHosts: id, instanceId)
        assertEquals(
                "ocid1.computebaremetalhost.oc1.iad.anuwcljrg5pyaeychost0000000000000000000000000000000host0001",
                h100.path("hostId").asText(),
                h100.toString());
        assertEquals(NODE0_INSTANCE, h100.path("instanceId").asText(), h100.toString());
        assertEquals("BM.GPU.H100.8", h100.path("shape").asText(), h100.toString());
        JsonNode a100 = r.node(bed.node(1).name()).path("topology");
        assertEquals(
                "ocid1.computebaremetalhost.oc1.iad.anuwcljrg5pyaeychost0000000000000000000000000000000host0201",
                a100.path("hostId").asText(),
                "the fallback's host: the host document's id: " + a100);
        assertTrue(a100.path("instanceId").isNull(), "no instance document served: " + a100);
        assertTrue(a100.path("hpcIsland").isNull(), "the fallback knows no island: " + a100);
        assertEquals(
                a100.path("rack").asText(), a100.path("localBlock").asText(), "the fallback: local block = rackId");
        // kept on the bastion as served, for the controller's topology.yaml
        ObjectMapper json = new ObjectMapper();
        JsonNode kept = json.readTree(bed.onBastion(
                "cat ~/.oci-gpu-cluster/state/topology/" + bed.node(2).name() + ".json"));
        assertEquals(
                json.readTree(fixture("gb200/gb-1.host.json")),
                kept.path("documents").path("/opc/v2/host"));
        assertTrue(kept.path("documents").path("/opc/v2/host/rdmaTopologyData").isNull(), kept.toString());
        assertTrue(
                r.stderr()
                        .lines()
                        .anyMatch(l -> l.endsWith("topology: 1 node(s) from /opc/v2/host networkBlockId/rackId"
                                + " (fallback), 1 node(s) from /opc/v2/host rdmaTopologyData, 1 node(s) from"
                                + " /opc/v2/host/rdmaTopologyData, 2 node(s) from none")),
                r.describe());
        // asked with IMDS v2's header on every node
        for (TestBed.Host node : bed.nodes()) {
            assertTrue(
                    bed.calls(node)
                            .contains(
                                    " curl -sSf --connect-timeout 2 --max-time 5 -H Authorization: Bearer Oracle -o "),
                    bed.calls(node));
        }
    }

    private static Map<String, String> withNodes(List<TestBed.Host> nodes) {
        Map<String, String> params = bed.params(NODE_TIMEOUT, 120);
        params.put("NODES", TestBed.nodesParam(nodes));
        return params;
    }

    private static long countCalls(TestBed.Host host, String fragment) {
        return bed.calls(host).lines().filter(l -> l.contains(fragment)).count();
    }

    /** The node's FAIL lines and its JSON record carry exactly these codes. */
    private static void assertCodes(TestBed.StageRun r, int index, String... expected) {
        String name = bed.node(index).name();
        Set<String> want = new TreeSet<>(List.of(expected));
        assertEquals(want, new TreeSet<>(r.codes(name)), "FAIL lines of " + name + "\n" + r.describe());
        assertEquals(want, new TreeSet<>(r.recordCodes(name)), "record of " + name);
    }
}
