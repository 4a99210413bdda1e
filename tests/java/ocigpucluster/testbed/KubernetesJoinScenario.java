package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import ocigpucluster.cloudinit.CloudInitParams;
import ocigpucluster.cloudinit.CloudInitRenderer;
import ocigpucluster.cloudinit.CloudInitTemplate;
import ocigpucluster.cloudinit.NodeBoot;
import ocigpucluster.shapes.ShapeCatalog;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Kubernetes mode's self-managed join in the bed: each node's cloud-config as the program renders
 * it for a Kubernetes stack (the cluster-network template with cloud-init/oke-join.part, the API
 * host and CA filled in), applied as cloud-init applies it (write_files, then the join step of
 * runcmd as root with /bin/sh), against the bed's fake {@code oke} (fakes/oke: its contract, from
 * oci-hpc-oke v26.7.0, in its header and tests/testbed/README.md). The "API server" is a TCP
 * listener on the bastion's port 6443; the CA a certificate made here with openssl. Then the
 * readiness gate (with its per-NIC RDMA check) runs on the joined nodes, as in every mode. Not
 * run: the template's other runcmd steps (the Readiness and Slurm groups cover their effects), a
 * real API server or kubelet.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class KubernetesJoinScenario {
    private static final int NODE_TIMEOUT = 20;
    private static final String LISTENER = "oci-gpu-cluster-bed-apiserver";
    /** What an OKE node image has that a plain Oracle Linux image lacks: the oke command and its package. */
    private static final String OKE_IMAGE = "sudo -n ln -sfn /usr/lib/ocitb/models/bin/oke /usr/bin/oke"
            + " && sudo -n touch /var/lib/ocitb/rpm/oci-oke-node-all";

    private static TestBed bed;
    private static String caPem;
    private static String config;

    @BeforeAll
    static void startBedAndRenderTheNodesCloudConfig() throws Exception {
        bed = TestBed.builder().nodes(2).start();
        TestBed.StageRun setup = bed.bastionSetup(bed.params(NODE_TIMEOUT, 60));
        assertEquals(0, setup.exitCode(), setup.describe());
        Path key = bed.dir().resolve("oke-ca.key");
        Path cert = bed.dir().resolve("oke-ca.crt");
        Machine.run(
                List.of(
                        "openssl",
                        "req",
                        "-x509",
                        "-newkey",
                        "ec",
                        "-pkeyopt",
                        "ec_paramgen_curve:prime256v1",
                        "-nodes",
                        "-keyout",
                        key.toString(),
                        "-out",
                        cert.toString(),
                        "-days",
                        "1",
                        "-subj",
                        "/CN=oke-bed-ca"),
                30);
        caPem = Files.readString(cert);
        CloudInitRenderer renderer = new CloudInitRenderer();
        config = renderer.withPart(
                renderer.render(
                        CloudInitTemplate.GPU_NODE_CLUSTER,
                        CloudInitParams.clusterNode(
                                "Asia/Tokyo",
                                ShapeCatalog.get().require(TestBed.SHAPE),
                                "public.vcn.oraclevcn.com",
                                "bastion")),
                new NodeBoot(
                        "oke-join.part",
                        Map.of(
                                "okeApiServerHost",
                                bed.bastion().ip(),
                                "okeCaCertificate",
                                Base64.getEncoder().encodeToString(caPem.getBytes(StandardCharsets.UTF_8)))));
        // both nodes boot from an OKE node image: its package oci-oke-node-all, with the oke command
        for (TestBed.Host n : bed.nodes()) {
            bed.onNode(n, OKE_IMAGE);
        }
    }

    @AfterAll
    static void stopBedAndCheckNothingIsLeft() {
        if (bed != null) {
            // the pattern's [r] keeps pkill from matching the shell that runs it
            bed.onBastion("pkill -f '" + LISTENER.substring(0, LISTENER.length() - 1) + "[r]' || true");
        }
        TestBed.closeAndCheckNothingIsLeft(bed);
    }

    /** The API server's stand-in: accepts and closes connections on port 6443, bounded. */
    private static void startApiServer() {
        bed.onBastion("setsid nohup timeout 300 python3 -c 'import socket, sys  # " + LISTENER + "\n"
                + "s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)\n"
                + "s.bind((\"0.0.0.0\", 6443)); s.listen(16)\n"
                + "while True: s.accept()[0].close()' >/dev/null 2>&1 < /dev/null &");
    }

    /** write_files as cloud-init writes them (b64 decoded, mode), then runcmd's last step (the join), as root with sh. */
    private static Machine.Result bootJoin(TestBed.Host n) throws Exception {
        JsonNode yaml = new ObjectMapper(new YAMLFactory()).readTree(config);
        StringBuilder script = new StringBuilder("set -e\n");
        for (JsonNode f : yaml.path("write_files")) {
            byte[] content = "b64".equals(f.path("encoding").asText())
                    ? Base64.getDecoder().decode(f.path("content").asText())
                    : f.path("content").asText().getBytes(StandardCharsets.UTF_8);
            String path = f.path("path").asText();
            script.append("mkdir -p \"$(dirname '")
                    .append(path)
                    .append("')\"\necho '")
                    .append(Base64.getEncoder().encodeToString(content))
                    .append("' | base64 -d > '")
                    .append(path)
                    .append("'\nchmod ")
                    .append(f.path("permissions").asText())
                    .append(" '")
                    .append(path)
                    .append("'\n");
        }
        JsonNode runcmd = yaml.path("runcmd");
        String join = runcmd.path(runcmd.size() - 1).asText();
        assertTrue(join.contains("oke bootstrap"), join);
        script.append("cat > /tmp/oke-join <<'JOIN'\n").append(join).append("JOIN\nsh /tmp/oke-join\n");
        List<String> ssh = new ArrayList<>(bed.sshToBastion());
        ssh.add("ssh -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o ConnectTimeout=30 -o LogLevel=ERROR "
                + n.ip() + " sudo -n bash -s");
        return Machine.exec(ssh, script.toString(), 90);
    }

    private static long bootstrapCalls(TestBed.Host n) {
        return bed.calls(n).lines().filter(l -> l.contains(" oke bootstrap")).count();
    }

    @Test
    @Order(1)
    void eachNodeJoinsThroughOkeBootstrapRetryingUntilTheApiServerAnswersThenTheGatesPass() throws Exception {
        TestBed.Host first = bed.node(0);
        TestBed.Host second = bed.node(1);
        // the control plane is not up yet when the first node boots: its first attempt is refused
        CompletableFuture<Machine.Result> early = CompletableFuture.supplyAsync(() -> {
            try {
                return bootJoin(first);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        long deadline = System.currentTimeMillis() + 30_000;
        while (bootstrapCalls(first) == 0) {
            assertTrue(System.currentTimeMillis() < deadline, first.name() + " never ran oke bootstrap");
            Thread.sleep(500);
        }
        startApiServer();
        Machine.Result r = early.get();
        assertEquals(0, r.exitCode(), r.stdout() + r.stderr());
        assertTrue(
                r.stderr()
                        .contains("oke: bootstrap: cannot reach the API server at "
                                + bed.bastion().ip() + ":6443"),
                r.stderr());
        assertEquals(2, bootstrapCalls(first), bed.calls(first));
        // the second boots once it answers: one attempt
        Machine.Result r2 = bootJoin(second);
        assertEquals(0, r2.exitCode(), r2.stdout() + r2.stderr());
        assertEquals(1, bootstrapCalls(second), bed.calls(second));
        for (TestBed.Host n : bed.nodes()) {
            // as cloud-init writes the quoted scalar: the host, no newline
            assertEquals(bed.bastion().ip(), bed.onNode(n, "cat /etc/oke/oke-apiserver"));
            assertEquals(caPem, bed.onNode(n, "cat /etc/kubernetes/ca.crt"));
            String joined = bed.onNode(n, "cat /var/lib/ocitb/oke/joined");
            assertTrue(joined.startsWith("apiserver=" + bed.bastion().ip() + "\n"), joined);
        }
        // the same host-side gates as every mode, on the joined nodes: readiness and per-NIC RDMA
        TestBed.StageRun gate = bed.runStage("readiness-gate", bed.params(NODE_TIMEOUT, 120));
        assertEquals(0, gate.exitCode(), gate.describe());
        for (TestBed.Host n : bed.nodes()) {
            assertTrue(
                    gate.node(n.name())
                            .path("ready")
                            .asBoolean(gate.node(n.name()).path("ok").asBoolean()),
                    gate.describe());
        }
        JsonNode rdma = gate.result().path("rdma");
        assertTrue(rdma.path("skipped").isMissingNode() && rdma.path("pairs").size() >= 1, rdma.toString());
    }

    /** The fake's contract: root only, `bootstrap` only, a CA that is a certificate. */
    @Test
    @Order(2)
    void okeRefusesWhatTheRealOneCannotDo() {
        TestBed.Host n = bed.node(0);
        String notRoot = bed.onNode(n, "oke bootstrap 2>&1; echo rc=$?");
        assertTrue(notRoot.contains("bootstrap: must be run as root") && notRoot.endsWith("rc=1\n"), notRoot);
        String unknown = bed.onNode(n, "sudo -n oke bootstrap --apiserver-host x 2>&1; echo rc=$?");
        assertTrue(unknown.contains("--apiserver-host is not emulated") && unknown.endsWith("rc=2\n"), unknown);
        String badCa = bed.onNode(
                n,
                "sudo -n cp /etc/kubernetes/ca.crt /tmp/ca.keep && echo not-a-certificate | sudo -n tee"
                        + " /etc/kubernetes/ca.crt >/dev/null; sudo -n oke bootstrap 2>&1; echo rc=$?;"
                        + " sudo -n cp /tmp/ca.keep /etc/kubernetes/ca.crt");
        assertTrue(badCa.contains("/etc/kubernetes/ca.crt is not a PEM certificate") && badCa.contains("rc=1"), badCa);
    }

    /** A node of a plain image (no oke command) fails its join at once, without retrying, naming why. */
    @Test
    @Order(3)
    void onAnImageWithoutOkeTheJoinFailsAtOnceSayingSo() throws Exception {
        TestBed.Host n = bed.node(1);
        bed.onNode(n, "sudo -n rm -f /usr/bin/oke /var/lib/ocitb/rpm/oci-oke-node-all");
        long before = bootstrapCalls(n);
        long start = System.nanoTime();
        Machine.Result r = bootJoin(n);
        double seconds = (System.nanoTime() - start) / 1e9;
        assertEquals(1, r.exitCode(), r.stdout() + r.stderr());
        assertTrue(
                r.stderr().contains("no oke command: the image is not an OKE node image, so the node cannot join"),
                r.stderr());
        assertEquals(before, bootstrapCalls(n), bed.calls(n));
        assertTrue(seconds < 15, "no retry on an image without oke: " + seconds + " s");
    }
}
