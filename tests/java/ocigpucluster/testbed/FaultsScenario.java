package ocigpucluster.testbed;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Eight nodes, most with one injected fault: each fault is reported on its own node with
 * its failure code within the stage's bound, healthy nodes are not blamed, and transient
 * faults (sshd late, one failed package install) are retried and pass.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class FaultsScenario {

    /** Long enough for node 4 (sshd 2 s late, probed every second) to pass, short for the hung node 3. */
    private static final int NODE_TIMEOUT = 7;
    private static TestBed bed;
    private static Path bedDir;
    private static final List<TestBed.StageRun> RUNS = new ArrayList<>();

    @BeforeAll
    static void startBedWithFaults() {
        bed = TestBed.builder().nodes(8)
                .fault(0, "CLOUD_INIT", "running")
                .fault(1, "RDMA_NO_ADDRESS", "rdma3")
                .fault(1, "RDMA_CONFIGURE", "IN_PROGRESS")
                .fault(2, "GPUS", "7")
                .fault(2, "FIREWALLD", "active")
                .fault(3, "HANG", "nvidia-smi")
                .fault(4, "SSH_LATE_SECONDS", "2")
                .fault(4, "PULL_FAIL_TIMES", "1") // stage 3: the first image pull fails
                .fault(5, "WPA_UNAUTH", "rdma2")
                .fault(5, "TIMEZONE", "UTC")
                .fault(5, "SYSTEMCTL_FAIL", "containerd") // stage 3: containerd will not start
                .fault(6, "RDMA_LINK_DOWN", "rdma7")
                .fault(6, "LOCALDISK", "unmounted")
                .fault(6, "HOME_NFS", "no-fstab")
                .fault(6, "CURL_FAIL_TIMES", "1") // stage 3: the first download times out
                .fault(7, "DNF_FAIL_TIMES", "1") // healthy for readiness; its first install fails
                .start();
        bedDir = bed.dir();
        TestBed.StageRun setup = bed.bastionSetup(bed.params(NODE_TIMEOUT, 60));
        RUNS.add(setup);
        assertEquals(0, setup.exitCode(), setup.describe());
    }

    @AfterAll
    static void stopBedAndCheckNothingIsLeft() {
        if (bed != null) {
            bed.close();
        }
        assertEquals(List.of(), TestBed.leftovers(bedDir), "the test bed left something behind");
    }

    @Test
    @Order(1)
    void readinessGateNamesEachFaultyNodeWithItsCodeAndNoOther() {
        // node 4's sshd restarts now and refuses connections for SSH_LATE_SECONDS into the run
        bed.stopHost(bed.node(4));
        bed.startHost(bed.node(4));
        assertFalse(accepts(bed.node(4)), "node 4 refuses ssh when the stage starts");
        TestBed.StageRun r = bed.runStage("readiness-gate", bed.params(NODE_TIMEOUT, 120));
        RUNS.add(r);
        assertEquals(1, r.exitCode(), r.describe());
        assertFalse(r.result().path("ok").asBoolean());
        assertCodes(r, 0, "CLOUD_INIT_FAILED");
        assertCodes(r, 1, "RDMA_ADDRESS_MISSING", "RDMA_NOT_READY");
        assertCodes(r, 2, "GPU_MISSING", "FIREWALL_ACTIVE");
        assertCodes(r, 3, "TIMEOUT");
        assertCodes(r, 4); // sshd refused for 2 s: the probe retried, the node is ready
        assertCodes(r, 5, "RDMA_NOT_AUTHENTICATED", "TIMEZONE_WRONG");
        assertCodes(r, 6, "RDMA_LINK_DOWN", "LOCALDISK_NOT_MOUNTED", "HOME_NOT_NFS");
        assertCodes(r, 7);

        assertEquals(7, r.node(bed.node(2).name()).path("checks").path("gpus").asInt());
        assertEquals(15, r.node(bed.node(1).name()).path("checks").path("rdmaAddresses").asInt());
        assertTrue(r.stderr().lines().anyMatch(l -> l.startsWith("FAIL " + bed.node(3).name() + " TIMEOUT ")
                && l.contains(bed.node(3).ip())), "the TIMEOUT line names the node and its address");
        assertTrue(r.stderr().lines().anyMatch(l -> l.startsWith("FAIL " + bed.node(1).name()
                + " RDMA_ADDRESS_MISSING ") && l.contains("rdma3")), "the detail names the interface");
        // within the bound: the hung node is cut at NODE_TIMEOUT_SECONDS + NODE_REPORT_GRACE_SECONDS
        int grace = Integer.parseInt(bed.params(NODE_TIMEOUT, 120).get("NODE_REPORT_GRACE_SECONDS"));
        assertTrue(r.seconds() < NODE_TIMEOUT + grace + 10, "readiness took " + r.seconds() + " s");
    }

    @Test
    @Order(2)
    void containerRuntimeRetriesTransientFailuresAndBlamesOnlyTheBrokenNodes() {
        bed.clearFault(bed.node(3), "HANG");
        TestBed.StageRun r = bed.runStage("container-runtime", bed.params(60, 120));
        RUNS.add(r);
        assertEquals(1, r.exitCode(), r.describe());
        for (int i = 0; i < 8; i++) {
            if (i == 2) {
                assertCodes(r, i, "CONTAINER_GPU_FAILED");
                assertEquals(7, r.node(bed.node(i).name()).path("containerGpus").asInt());
            } else if (i == 5) {
                assertCodes(r, i, "RUNTIME_CONFIG_FAILED");
            } else {
                assertCodes(r, i); // 4 (one failed pull), 6 (one failed download), 7 (one failed install) retried
            }
        }
        assertEquals(2, bed.calls(bed.node(4)).lines().filter(l -> l.contains(" nerdctl pull -q ")).count());
        // node 7's first dnf install failed and was retried
        String calls = bed.calls(bed.node(7));
        assertEquals(2, calls.lines().filter(l -> l.contains(" dnf install -y --allowerasing nvidia-container-toolkit-"))
                .count(), calls);
    }

    @Test
    @Order(3)
    void ncclBelowThePassLineAndWrongResultsFailTheClusterWithTheirCodes() {
        TestBed.Host first = bed.node(7); // container runtime is in place there
        Map<String, String> params = bed.params(60, 120);
        params.put("NODES", first.name() + "=" + first.ip());

        bed.setFault(first, "NCCL_BUILD_FAIL", "make");
        TestBed.StageRun build = bed.runStage("nccl-test", params);
        RUNS.add(build);
        assertEquals(1, build.exitCode(), build.describe());
        assertEquals(List.of("NCCL_BUILD_FAILED"), build.codes("cluster"), build.describe());
        bed.clearFault(first, "NCCL_BUILD_FAIL");

        bed.setFault(first, "NCCL_BUSBW", "150");
        TestBed.StageRun slow = bed.runStage("nccl-test", params);
        RUNS.add(slow);
        assertEquals(1, slow.exitCode(), slow.describe());
        assertEquals(List.of("NCCL_BELOW_PASS_LINE"), slow.codes("cluster"), slow.describe());
        assertTrue(slow.result().path("belowPassLine").asBoolean());
        assertEquals(150.0, slow.result().path("busbwGBps").asDouble(), 0.01);

        params.put("NCCL_FAIL_BELOW_PASS_LINE", "false");
        TestBed.StageRun warned = bed.runStage("nccl-test", params);
        RUNS.add(warned);
        assertEquals(0, warned.exitCode(), warned.describe());
        assertTrue(warned.result().path("belowPassLine").asBoolean());
        assertFalse(warned.result().path("passed").asBoolean());

        bed.clearFault(first, "NCCL_BUSBW");
        bed.setFault(first, "NCCL_WRONG", "3");
        TestBed.StageRun wrong = bed.runStage("nccl-test", params);
        RUNS.add(wrong);
        assertEquals(1, wrong.exitCode(), wrong.describe());
        assertTrue(wrong.codes("cluster").contains("NCCL_WRONG_RESULTS"), wrong.describe());
        assertTrue(wrong.result().path("wrongTotal").asInt() > 0, wrong.result().toString());
        for (TestBed.Failure f : wrong.failures()) {
            assertEquals("cluster", f.node(), "run-level failures name the cluster, not a node: " + f);
        }

        // 3 buffers of 16 GiB per GPU do not fit an A100 40GB: the run fails and says why
        bed.clearFault(first, "NCCL_WRONG");
        params.put("NCCL_MAX_BYTES", "16G");
        TestBed.StageRun oom = bed.runStage("nccl-test", params);
        RUNS.add(oom);
        assertEquals(1, oom.exitCode(), oom.describe());
        assertTrue(oom.codes("cluster").contains("NCCL_RUN_FAILED"), oom.describe());
        assertTrue(oom.stderr().contains("GPU memory ran out"), oom.describe());
    }

    @Test
    @Order(4)
    void bastionSetupRefusesAPassphraseKeyWithoutPrintingIt() throws Exception {
        Path key = bed.dir().resolve("encrypted_key");
        TestBed.Result gen = TestBed.exec(List.of("ssh-keygen", "-q", "-t", "ed25519", "-N", "a passphrase",
                "-f", key.toString()), "", 20);
        assertEquals(0, gen.exitCode(), gen.stderr());
        String encrypted = java.nio.file.Files.readString(key);
        TestBed.StageRun r = bed.runStage("bastion-setup", bed.params(NODE_TIMEOUT, 60), encrypted);
        assertEquals(1, r.exitCode(), r.describe());
        assertEquals(List.of("CLUSTER_KEY_INVALID"), r.codes("bastion"), r.describe());
        for (String line : encrypted.lines().filter(l -> !l.startsWith("-----") && l.length() >= 20).toList()) {
            assertFalse(r.stdout().contains(line) || r.stderr().contains(line), "key material printed");
        }
        // the installed cluster key was not replaced by the refused one
        assertEquals(bed.clusterPrivateKey().strip(),
                java.nio.file.Files.readString(bed.bastion().dir().resolve("home/opc/.ssh/id_rsa")).strip());
    }

    @Test
    @Order(5)
    void bastionSetupNamesAFailedNfsExport() {
        bed.setFault(bed.bastion(), "EXPORTFS_FAIL", "1");
        TestBed.StageRun r = bed.bastionSetup(bed.params(NODE_TIMEOUT, 60));
        RUNS.add(r);
        bed.clearFault(bed.bastion(), "EXPORTFS_FAIL");
        assertEquals(1, r.exitCode(), r.describe());
        assertEquals(List.of("NFS_EXPORT_FAILED"), r.codes("bastion"), r.describe());
        assertFalse(r.result().path("ok").asBoolean());
    }

    @Test
    @Order(6)
    void tensorflowSampleNamesTheFailedWorker() {
        TestBed.Host worker = bed.node(7);
        Map<String, String> params = bed.params(60, 120);
        params.put("NODES", worker.name() + "=" + worker.ip());
        bed.setFault(worker, "TF_FAIL", "1");
        TestBed.StageRun r = bed.runStage("tensorflow-sample", params);
        RUNS.add(r);
        assertEquals(1, r.exitCode(), r.describe());
        assertEquals(List.of("TENSORFLOW_FAILED"), r.codes(worker.name()), r.describe());
    }

    @Test
    @Order(9)
    void noOutputContainsTheClusterPrivateKey() {
        assertTrue(RUNS.size() >= 4);
        List<String> keyLines = bed.clusterPrivateKey().lines()
                .filter(l -> !l.startsWith("-----") && l.length() >= 20).toList();
        for (TestBed.StageRun r : RUNS) {
            for (String text : List.of(r.stdout(), r.stderr())) {
                assertFalse(text.contains("PRIVATE KEY"), "private key header in " + r.stage());
                keyLines.forEach(l -> assertFalse(text.contains(l), "private key material in " + r.stage()));
            }
        }
    }

    private static boolean accepts(TestBed.Host host) {
        try (java.net.Socket socket = new java.net.Socket()) {
            socket.connect(new java.net.InetSocketAddress(host.ip(), 22), 1000);
            return true;
        } catch (java.io.IOException refused) {
            return false;
        }
    }

    /** The node's FAIL lines and its JSON record carry exactly these codes. */
    private static void assertCodes(TestBed.StageRun r, int index, String... expected) {
        String name = bed.node(index).name();
        Set<String> want = new TreeSet<>(List.of(expected));
        assertEquals(want, new TreeSet<>(r.codes(name)), "FAIL lines of " + name + "\n" + r.describe());
        assertEquals(want, new TreeSet<>(r.recordCodes(name)), "record of " + name);
        JsonNode rec = r.node(name);
        assertEquals(expected.length == 0, rec.path("ok").asBoolean(), rec.toString());
    }
}
