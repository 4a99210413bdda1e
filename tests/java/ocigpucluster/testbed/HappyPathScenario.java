package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import ocigpucluster.ncclgate.NcclGate;
import ocigpucluster.readiness.ReadinessFeature;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The real stages, in the order the Command chain runs them, on three healthy nodes: each
 * succeeds, prints the final JSON the stack outputs are built from, and a second run of
 * the same stage succeeds without changing any host's state. Then the fan-out measurement
 * on all eight nodes of the same bed.
 * <p>
 * In detail (the test bed README's group table points here): bed of 8 nodes, cluster of the first
 * 3: stages 1-5 succeed, per-node JSON records, the Java side's {@code StageResults} reads them,
 * each stage run twice changes no host state (every file's path, type, mode, owner, SHA-256 under
 * each host's overlay uppers, local disk and the bastion's /home), multi-node mpirun over the
 * containers' sshd (regression test of the {@code pgrep} self-match bug), NCCL over RDMA
 * ({@code Using network IB} in the raw log), no {@code nerdctl0} bridge left by stage 3, the NCCL
 * containers reused by the second run ({@code nerdctl inspect} {@code .Image}), the nccl-tests
 * build keyed by the image, MNIST workers' rendezvous; then the fan-out on all 8 nodes each
 * delayed D = 2 s: readiness takes about D longer than without delay (bound 3×D; serial would add
 * 8×D), the delayed calls start within D of each other; no key material in any output.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class HappyPathScenario {

    /** The happy path's cluster: the bed's first three nodes. */
    private static final int NODES = 3;
    /** The bed: the fan-out measurement afterwards uses all of them (one bed start, not two). */
    private static final int BED_NODES = 8;

    private static final int DELAY_SECONDS = 2;
    private static TestBed bed;
    private static final List<TestBed.StageRun> RUNS = new ArrayList<>();

    @BeforeAll
    static void startBed() {
        bed = TestBed.builder().nodes(BED_NODES).start();
    }

    @AfterAll
    static void stopBedAndCheckNothingIsLeft() {
        TestBed.closeAndCheckNothingIsLeft(bed);
    }

    private static List<TestBed.Host> nodes() {
        return bed.nodes().subList(0, NODES);
    }

    private static Map<String, String> params() {
        Map<String, String> env = bed.params(TestBed.SLURM_NODE_TIMEOUT, TestBed.SLURM_STAGE_TIMEOUT);
        env.put("NODES", TestBed.nodesParam(nodes()));
        return env;
    }

    private static TestBed.StageRun run(String stage) {
        TestBed.StageRun r = stage.equals("bastion-setup") ? bed.bastionSetup(params()) : bed.runStage(stage, params());
        RUNS.add(r);
        return r;
    }

    /** Runs a stage a second time and asserts it succeeds and leaves every host's state as it was. */
    private static TestBed.StageRun secondRunChangesNothing(String stage) {
        // every host's state entries (path -> mode, owner, content hash), walked once before, once after
        Map<String, String> entriesBefore = bed.allStateEntries();
        TestBed.StageRun again = run(stage);
        assertEquals(0, again.exitCode(), again.describe());
        assertTrue(again.result().path("ok").asBoolean(), again.describe());
        Map<String, String> after = bed.allStateEntries();
        if (!entriesBefore.equals(after)) {
            TreeSet<String> changed = new TreeSet<>();
            for (String k : new TreeSet<>(entriesBefore.keySet())) {
                if (!entriesBefore.get(k).equals(after.get(k))) {
                    changed.add(k);
                }
            }
            after.keySet().stream().filter(k -> !entriesBefore.containsKey(k)).forEach(changed::add);
            fail("the second run of " + stage + " changed host state: " + changed);
        }
        return again;
    }

    @Test
    @Order(1)
    void bastionSetupInstallsKeyNfsPdshAndNamesThenChangesNothing() throws Exception {
        TestBed.StageRun r = run("bastion-setup");
        assertEquals(0, r.exitCode(), r.describe());
        JsonNode json = r.result();
        assertEquals("bastion", json.path("stage").asText());
        assertTrue(json.path("ok").asBoolean(), r.describe());
        assertEquals(NODES, json.path("nodeCount").asInt());
        String vcn = params().get("VCN_CIDR"); // the bed's subnet, 10.K.0.0/16 for bed instance K
        assertEquals(
                "/home " + vcn + "(rw,sync,no_root_squash)",
                json.path("nfsExport").asText());
        assertTrue(json.path("changed").size() > 0, "a first run changes the bastion: " + json);

        Path bastion = bed.bastion().dir();
        String exports = Files.readString(bastion.resolve("upper/etc/exports"));
        assertTrue(exports.lines().anyMatch(("/home " + vcn + "(rw,sync,no_root_squash)")::equals), exports);
        String hosts = Files.readString(bastion.resolve("upper/etc/hosts"));
        for (TestBed.Host n : nodes()) {
            assertTrue(
                    hosts.lines().anyMatch(l -> l.matches(n.ip().replace(".", "\\.") + "\\s+" + n.name())),
                    "bastion /etc/hosts names " + n.name() + ":\n" + hosts);
        }
        Path ssh = bastion.resolve("home/opc/.ssh");
        assertEquals(
                bed.clusterPrivateKey().strip(),
                Files.readString(ssh.resolve("id_rsa")).strip());
        assertEquals(
                "rw-------",
                java.nio.file.attribute.PosixFilePermissions.toString(
                        Files.getPosixFilePermissions(ssh.resolve("id_rsa"))));
        String clusterPub =
                Files.readString(bed.dir().resolve("cluster_key.pub")).split(" ")[1];
        assertTrue(
                Files.readString(ssh.resolve("authorized_keys")).contains(clusterPub),
                "the cluster key is authorized (nodes see the bastion's /home over NFS)");
        assertEquals(
                nodes().stream().map(TestBed.Host::name).toList(),
                Files.readAllLines(bastion.resolve("home/opc/.dsh/group/all")));
        assertTrue(Files.readString(bastion.resolve("upper/etc/firewalld/zones/trusted.xml"))
                .contains("<source address=\"" + vcn + "\"/>"));
        assertEquals(
                "enabled active",
                Files.readString(bastion.resolve("upper/var/lib/ocitb/systemd/nfs-server"))
                        .strip());
        // pdsh over the cluster key reaches every node by name (Oracle's GPU cluster tutorial §3: pdsh -g all).
        // Debian's pdsh has no dshgroup module, so the group file is given with -w ^file.
        String pdsh = bed.onBastion("source ~/.bash_profile; pdsh -w ^$HOME/.dsh/group/all hostname | sort");
        for (TestBed.Host n : nodes()) {
            assertTrue(pdsh.contains(n.name() + ": " + n.name()), pdsh);
        }

        TestBed.StageRun again = secondRunChangesNothing("bastion-setup");
        assertEquals(0, again.result().path("changed").size(), "second run reports no change: " + again.result());
    }

    @Test
    @Order(2)
    void readinessGateReportsEveryNodeReadyThenChangesNothing() {
        TestBed.StageRun r = run("readiness-gate");
        assertEquals(0, r.exitCode(), r.describe());
        assertEquals("readiness", r.result().path("stage").asText());
        assertTrue(r.result().path("ok").asBoolean(), r.describe());
        assertEquals(NODES, r.result().path("nodes").size());
        assertEquals(List.of(), r.failures());
        for (TestBed.Host n : nodes()) {
            JsonNode rec = r.node(n.name());
            assertEquals(n.ip(), rec.path("ip").asText());
            assertTrue(rec.path("ready").asBoolean(), rec.toString());
            JsonNode checks = rec.path("checks");
            assertEquals("done", checks.path("cloudInit").asText());
            assertEquals(8, checks.path("gpus").asInt());
            assertEquals(16, checks.path("rdmaAddresses").asInt());
            assertEquals(16, checks.path("rdmaAuthenticated").asInt());
            assertEquals(16, checks.path("rdmaActiveLinks").asInt());
            assertEquals("Asia/Tokyo", checks.path("timezone").asText());
            assertEquals("inactive", checks.path("firewalld").asText());
            assertEquals("bastion:/home nfs", checks.path("home").asText());
        }
        // the stack output the Java side builds from this stdout
        List<Map<String, Object>> outputs = ReadinessFeature.nodes(r.stdout());
        assertEquals(
                nodes().stream().map(TestBed.Host::name).toList(),
                outputs.stream().map(o -> o.get("name")).toList());
        for (int i = 0; i < NODES; i++) {
            assertEquals(bed.node(i).ip(), outputs.get(i).get("privateIp"));
            assertEquals(Boolean.TRUE, outputs.get(i).get("ready"));
            assertEquals(List.of(), outputs.get(i).get("failedChecks"));
        }
        secondRunChangesNothing("readiness-gate");
    }

    @Test
    @Order(3)
    void containerRuntimeInstallsPinnedVersionsAndSeesEveryGpuThenChangesNothing() throws Exception {
        TestBed.StageRun r = run("container-runtime");
        assertEquals(0, r.exitCode(), r.describe());
        assertEquals("container-runtime", r.result().path("stage").asText());
        assertTrue(r.result().path("ok").asBoolean(), r.describe());
        Map<String, String> pinned = versions();
        assertEquals(
                pinned.get("CONTAINERD_VERSION"),
                r.result().path("pinned").path("containerd").asText());
        for (TestBed.Host n : nodes()) {
            JsonNode rec = r.node(n.name());
            assertTrue(rec.path("ok").asBoolean(), rec.toString());
            assertEquals(8, rec.path("containerGpus").asInt(), rec.toString());
            // what the installed tools report, against versions.env (the one place for pins)
            assertEquals(
                    pinned.get("CONTAINERD_VERSION"),
                    rec.path("versions").path("containerd").asText());
            assertEquals(
                    pinned.get("RUNC_VERSION"),
                    rec.path("versions").path("runc").asText());
            assertEquals(
                    pinned.get("NERDCTL_VERSION"),
                    rec.path("versions").path("nerdctl").asText());
            assertEquals(
                    pinned.get("CNI_PLUGINS_VERSION"),
                    rec.path("versions").path("cniPlugins").asText());
            assertEquals(
                    pinned.get("NVIDIA_CONTAINER_TOOLKIT_VERSION"),
                    rec.path("versions").path("nvidiaContainerToolkit").asText());
            Path upper = n.dir().resolve("upper");
            assertTrue(
                    Files.readString(upper.resolve("etc/containerd/config.toml"))
                            .contains("runtimes.nvidia]"),
                    "containerd configured for the NVIDIA runtime on " + n.name());
            assertEquals(
                    "enabled active",
                    Files.readString(upper.resolve("var/lib/ocitb/systemd/containerd"))
                            .strip());
            assertTrue(Files.readString(upper.resolve("etc/dnf/plugins/versionlock.list"))
                    .contains("nvidia-container-toolkit-0:" + pinned.get("NVIDIA_CONTAINER_TOOLKIT_VERSION")));
        }
        TestBed.StageRun again = secondRunChangesNothing("container-runtime");
        for (TestBed.Host n : nodes()) {
            assertEquals(
                    0,
                    again.node(n.name()).path("changed").size(),
                    again.node(n.name()).toString());
            // the GPU probe ran on the host network: no nerdctl0 bridge (10.4.0.1/24 on every node)
            // for MPI's or NCCL's interface selection to pick
            assertEquals(
                    "",
                    bed.onNode(n, "ip -o link show nerdctl0 2>/dev/null || true")
                            .strip(),
                    "the container-runtime stage left a nerdctl0 bridge on " + n.name());
        }
    }

    @Test
    @Order(4)
    void ncclRunsAcrossEveryNodeAndMeetsThePassLineThenChangesNothing() {
        TestBed.StageRun r = run("nccl-test");
        assertEquals(0, r.exitCode(), r.describe());
        JsonNode json = r.result();
        assertEquals("nccl", json.path("stage").asText());
        assertTrue(json.path("ok").asBoolean(), r.describe());
        assertTrue(json.path("passed").asBoolean(), r.describe());
        assertEquals(NODES, json.path("nodeCount").asInt());
        assertEquals(NODES * 8, json.path("ranks").asInt());
        for (TestBed.Host n : nodes()) {
            assertTrue(r.node(n.name()).path("ok").asBoolean(), r.node(n.name()).toString());
        }
        // the verdict's figure is the raw log's "# Avg bus bandwidth" of run 1 (the statistic of
        // Oracle's health-check threshold); the largest size's busbw is reported beside it
        double fromLog = NcclLog.avgBusbw(r.stdout());
        assertEquals(fromLog, json.path("busbwGBps").asDouble(), 0.005, r.describe());
        assertTrue(fromLog >= bed.shape.passLineGBps(), "average busbw " + fromLog + " meets the pass line");
        long largest = NcclLog.bytes(params().get("NCCL_MAX_BYTES"));
        assertEquals(
                NcclLog.outOfPlaceBusbw(r.stdout(), largest),
                json.path("largestSizeBusbwGBps").asDouble(),
                0.005,
                r.describe());
        // every GPU of every node took part: nccl-tests' Rank lines, counted
        assertEquals(NODES * 8, json.path("ranksSeen").asInt(), r.describe());
        assertEquals(NODES, json.path("hostsSeen").size(), r.describe());
        assertEquals(
                NcclLog.outOfPlaceBusbw(r.stdout(), 10737418240L),
                json.path("busbwBySize").path("10G").asDouble(),
                0.005);
        assertTrue(r.stdout().contains("# Out of bounds values : 0 OK"), "raw log on stdout");
        assertEquals(0, json.path("wrongTotal").asInt());
        // the stack output the Java side parses from the same stdout (raw log + JSON line)
        Map<String, Object> out = NcclGate.result(r.stdout(), bed.shape.passLineGBps());
        assertEquals(Boolean.TRUE, out.get("passed"), out.toString());
        long javaLargest = ((Number) out.get("largestSizeBytes")).longValue();
        assertEquals(
                NcclLog.outOfPlaceBusbw(r.stdout(), javaLargest),
                ((Number) out.get("largestSizeBusbwGBps")).doubleValue(),
                0.005,
                out.toString());
        assertEquals(NODES * 8, ((Number) out.get("stageRanks")).intValue());
        // across nodes NCCL used RDMA, and says so in the raw log
        assertEquals("IB", json.path("network").asText(), r.describe());
        assertTrue(r.stdout().contains("NCCL INFO Using network IB"), "NCCL's INIT/NET lines are in the raw log");
        assertFalse(r.stdout().contains("Using network Socket"), r.describe());
        assertEquals("IB", out.get("network"));
        assertEquals(List.of(), out.get("suspects"));
        // the nccl-tests build is keyed by the image as well as the ref
        String image = json.path("image").asText();
        assertTrue(
                json.path("buildDir")
                        .asText()
                        .endsWith("-" + HostState.sha256Hex(image).substring(0, 12)),
                "build dir " + json.path("buildDir") + " names the image " + image);
        long started = bed.calls(bed.node(0))
                .lines()
                .filter(l -> l.contains(" nerdctl run -d "))
                .count();
        TestBed.StageRun again = secondRunChangesNothing("nccl-test");
        // the second run reused every running container (nerdctl inspect .Image matched):
        // no container started again, so no sshd (and apt) set up again in a new one
        for (TestBed.Host n : nodes()) {
            String calls = bed.calls(n);
            assertEquals(
                    1,
                    calls.lines().filter(l -> l.contains(" nerdctl run -d ")).count(),
                    "the container on " + n.name() + " was started once, then reused:\n" + calls);
        }
        assertEquals(1, started);
    }

    @Test
    @Order(5)
    void tensorflowSampleTrainsOneWorkerPerNodeTogether() {
        TestBed.StageRun r = run("tensorflow-sample");
        assertEquals(0, r.exitCode(), r.describe());
        JsonNode json = r.result();
        assertEquals("tensorflow", json.path("stage").asText());
        assertTrue(json.path("ok").asBoolean(), r.describe());
        assertEquals(NODES, json.path("workers").asInt());
        // Oracle's GPU cluster tutorial §6: the final epoch on the chief
        assertEquals(2.1268, json.path("loss").asDouble(), 1e-9);
        assertEquals(0.5488, json.path("accuracy").asDouble(), 1e-9);
        for (int i = 0; i < NODES; i++) {
            JsonNode rec = r.node(bed.node(i).name());
            assertEquals(i, rec.path("index").asInt(), rec.toString());
            assertTrue(rec.path("ok").asBoolean(), rec.toString());
        }
    }

    /**
     * The bastion fans out to all nodes at once: with every node's first cloud-init answer
     * delayed by D seconds, the readiness gate on all 8 nodes of the bed takes about D
     * longer, not 8 x D. Runs after the happy path, on the same bastion (its setup named
     * the first three nodes; readiness reaches nodes by address).
     */
    @Test
    @Order(6)
    void readinessOnEightNodesEachDelayedTakesAboutOneDelayNotEight() {
        // Without the RDMA checks: the per-NIC ib_write_bw rounds after the fan-out would add
        // their own (load-dependent) seconds to both runs and hide the one delay measured here.
        Map<String, String> params = bed.params(30, 90);
        params.put("SHAPE_RDMA_NICS", "0");
        TestBed.StageRun baseline = bed.runStage("readiness-gate", params);
        RUNS.add(baseline);
        assertEquals(0, baseline.exitCode(), baseline.describe());
        assertEquals(BED_NODES, baseline.result().path("nodes").size());

        List<Long> callsBefore = new ArrayList<>();
        for (TestBed.Host n : bed.nodes()) {
            bed.setFault(n, "DELAY_FIRST", "cloud-init:" + DELAY_SECONDS);
            callsBefore.add(bed.calls(n).lines().count());
        }
        TestBed.StageRun delayed = bed.runStage("readiness-gate", params);
        RUNS.add(delayed);
        assertEquals(0, delayed.exitCode(), delayed.describe());
        for (TestBed.Host n : bed.nodes()) {
            assertTrue(delayed.node(n.name()).path("ready").asBoolean());
        }

        // Serial fan-out would add 8 x D = 16 s; parallel adds about D.
        double added = delayed.seconds() - baseline.seconds();
        assertTrue(
                added < 3.0 * DELAY_SECONDS,
                "8 nodes each delayed " + DELAY_SECONDS + " s added " + added + " s (baseline " + baseline.seconds()
                        + " s, delayed " + delayed.seconds() + " s)");

        // Direct evidence: every node's delayed call started within one delay of the others.
        List<Double> starts = new ArrayList<>();
        for (int i = 0; i < BED_NODES; i++) {
            List<String> lines = bed.calls(bed.node(i))
                    .lines()
                    .skip(callsBefore.get(i))
                    .filter(l -> l.contains(" cloud-init "))
                    .toList();
            assertTrue(!lines.isEmpty(), "node " + i + " called cloud-init");
            starts.add(Double.parseDouble(lines.get(0).split(" ")[0]));
        }
        double spread = starts.stream().mapToDouble(d -> d).max().orElseThrow()
                - starts.stream().mapToDouble(d -> d).min().orElseThrow();
        assertTrue(spread < DELAY_SECONDS, "the 8 delayed calls started " + spread + " s apart");
    }

    private static Map<String, String> versions() {
        return TestBed.versions();
    }

    @Test
    @Order(9)
    void noOutputContainsTheClusterPrivateKey() {
        assertTrue(RUNS.size() >= 4, "the stages ran before this check");
        List<String> keyLines = bed.clusterPrivateKey()
                .lines()
                .filter(l -> !l.startsWith("-----") && l.length() >= 20)
                .toList();
        assertTrue(keyLines.size() > 10, "the key has a body to look for");
        Map<String, String> outputs = new TreeMap<>();
        for (int i = 0; i < RUNS.size(); i++) {
            outputs.put(i + " " + RUNS.get(i).stage() + " stdout", RUNS.get(i).stdout());
            outputs.put(i + " " + RUNS.get(i).stage() + " stderr", RUNS.get(i).stderr());
        }
        for (TestBed.Host h : bed.hosts()) {
            outputs.put(h.name() + " calls.log", bed.calls(h)); // every faked command line on the host
        }
        outputs.forEach((where, text) -> {
            assertTrue(!text.contains("PRIVATE KEY"), "private key header in " + where);
            for (String line : keyLines) {
                assertTrue(!text.contains(line), "private key material in " + where);
            }
        });
    }
}
