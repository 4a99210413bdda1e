package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.bake.BakeContent;
import ocigpucluster.bake.BakeImage;
import ocigpucluster.bootstrap.BootstrapFiles;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Baked images (docs/bake.md) in the bed: bake into one host, take its disk as the image (the
 * bed's model of {@code oci.Core.Image}, {@code bed.sh snapshot}), boot another host from it
 * ({@code bed.sh boot}) and run the node stages there: only the per-host work runs.
 * <p>
 * In detail: bastion and 2 nodes, real Slurm, the bed's cloud. The bake Command's script as the
 * program renders it ({@code BakeImage.builderScript}: bake-builder.sh, the OCI CLI plumbing, the
 * stages' bake mode and the node tree) runs on the bastion: it launches the builder from the base
 * image with a key of its own in the launch's metadata, waits for RUNNING and sshd, runs
 * {@code container-runtime}, {@code slurm-controller} (packages), {@code slurm-nodes},
 * {@code health} and {@code monitoring} in bake mode against it, copies the tree, runs
 * {@code node/bake-node.sh bake} there and prints the builder's OCID, its one line of stdout. The
 * builder's recorded calls show package installs, downloads and compiles (the recording works).
 * Its disk becomes the image (the bed's {@code oci.Core.Image}), then {@code bake-terminate.sh}
 * terminates it: no builder is left. The image holds the manifest with the hash, Pyxis, gcc, the
 * health program and the exporters, and no host key, machine id, host name, munge key, project
 * log, per-host unit or enabled slurmd. Node 0 boots from the image:
 * {@code readiness-gate}, {@code container-runtime}, {@code slurm-nodes} with the group's
 * {@code BAKE_HASH} green, the node idle in Slurm, with zero {@code dnf install}, zero downloads
 * and zero {@code gcc}/{@code cc}/{@code make}; node 1 the same chain unbaked (installs, downloads,
 * compiles). The two nodes' chain times and phases are printed with their ratio ({@code TIMING
 * bake-ratio}). Then a hash the image was not baked with, and an image that is no baked one, each
 * fail {@code slurm-nodes} with {@code BAKE_IMAGE_MISMATCH} naming the node and the group, and
 * change nothing on the node. Last, the bed's <b>cloud</b> launches from the image (its snapshot
 * is kept under the image's OCID, {@code cloud/images/}): with the on-demand partition of
 * OnDemandScenario's stack, {@code ondemand-1} resumed from the baked image (the program's
 * {@code ONDEMAND_BAKE_HASH}) runs its job with zero installs, downloads and compiles, and
 * {@code ondemand-2} resumed from the base image installs and compiles; both times are printed,
 * submit to job done and the resume program's RUNNING to joined ({@code TIMING bake-resume-ratio}).
 * Then replace-node (docs/replace-node.md) on the baked group: the cloud's instance pool holds
 * node 0, its instance configuration naming the baked image (as the program's does: the group's
 * launch details take the image); {@code oci-gpu-cluster-replace-node} detaches node 0 and the pool
 * launches {@code inst-xxxxx-<pool>} from the image; the chain with the new node list
 * ({@code readiness-gate}, {@code slurm-controller}, {@code container-runtime}, {@code slurm-nodes}
 * with the group's {@code BAKE_HASH}) brings it idle into the partition with zero installs,
 * downloads and compiles, while the old name leaves it. Last, the pool's instance configuration
 * pointed at the base image: the next replacement fails {@code slurm-nodes} with
 * {@code BAKE_IMAGE_MISMATCH} naming the group, and is not put in service (no slurmd, not idle);
 * with {@code ON_NODE_FAILURE=drain} it is drained with the code, which
 * {@code oci-gpu-cluster-replace-node --drained} lists. Last, a bake whose builder's package
 * installs all fail: the Command fails with {@code BAKE_FAILED} naming the stage and the builder,
 * terminates the builder, leaves no key, and the last bake's line stays the good one's.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class BakeScenario {
    private static final int RDMA_NICS = 2;
    private static final String GROUP = "gpu";
    /** The base image the bed's hosts are prepared as (any OCID: only the hash reads it). */
    private static final String BASE_IMAGE = "ocid1.image.oc1..bed-ol9-gpu";
    /** The baked image's OCID, as the bed's cloud knows it. */
    private static final String IMAGE_ID = "ocid1.image.oc1.ap-tokyo-1.bedbaked";

    private static final String AD = "TrcQ:AP-TOKYO-1-AD-1";
    /** The builder's display name, as the bake Command names it ({@code <prefix>-<group>-bake}). */
    private static final String BUILDER_NAME = "bed-" + GROUP + "-bake";

    private static TestBed bed;
    private static String hash;
    private static Path image;
    private static double bakedSeconds;
    private static double unbakedSeconds;
    /** The group's instance pool in the bed's cloud (its instance configuration names the image). */
    private static String poolId;
    /** The node replace-node brought from the baked image. */
    private static TestBed.Host replaced;
    /** The builder test 1's bake printed (its .last-bake line). */
    private static String bakedBuilderId;

    @BeforeAll
    static void startBed() {
        bed = TestBed.builder().nodes(2).rdmaNics(RDMA_NICS).cloud().slurm().start();
        bed.stages().pinEnrootRpms();
        // versions.env pins the real release tarballs' SHA256, whose bytes the bed's curl cannot
        // serve: pinned to what the bed's mirror serves (as MonitoringScenario does)
        Map<String, String> v = StageRunner.versions();
        for (String name : List.of("node_exporter", "prometheus")) {
            String version = v.get(name.toUpperCase(java.util.Locale.ROOT) + "_VERSION");
            bed.stages()
                    .pinDigest(
                            name.toUpperCase(java.util.Locale.ROOT) + "_SHA256",
                            "https://github.com/prometheus/" + name + "/releases/download/v" + version + "/" + name
                                    + "-" + version + ".linux-amd64.tar.gz");
        }
        hash = BakeContent.hash(BASE_IMAGE, BakeContent.files(BootstrapFiles.get()));
        // where the bed's cloud finds an image by its OCID (cloud-host.sh launch --image-id)
        image = bed.dir().resolve("cloud/images/" + IMAGE_ID);
        bed.cloud().fault("CAPACITY_RESERVATIONS", OnDemandScenario.RESERVATION + "=" + TestBed.SHAPE + "@" + AD);
        bed.slurmLogs()
                .expect(
                        "error: agent_fini: left \\d+ agent threads active",
                        "a reconfigure while slurmctld's pings to the nodes are in flight (src/slurmctld/agent.c)");
    }

    @AfterAll
    static void stopBedAndCheckNothingIsLeft() {
        TestBed.closeAndCheckNothingIsLeft(bed);
    }

    private static TestBed.Host baked() {
        return bed.node(0);
    }

    private static TestBed.Host unbaked() {
        return bed.node(1);
    }

    private static Map<String, String> params(List<TestBed.Host> nodes, String... settings) {
        Map<String, String> env =
                new LinkedHashMap<>(bed.params(TestBed.SLURM_NODE_TIMEOUT, TestBed.SLURM_STAGE_TIMEOUT, settings));
        env.put("SHAPE_RDMA_NICS", Integer.toString(RDMA_NICS));
        env.put("SLURM_NO_CGROUP", "1");
        env.put("SLURM_CONFIG_OVERRIDES", "1");
        env.put("NODES", TestBed.nodesParam(nodes));
        return env;
    }

    /** The stack the bake is rendered for: Slurm, monitoring on (health is on by default). */
    private static final String[] BAKE_SETTINGS = {
        "scheduler.type=slurm", "scheduler.allowUnpinnedDownloads=true", "monitoring.enabled=true"
    };

    /** The dcgm-exporter package monitoring-node.sh installs (NVIDIA's CUDA repository). */
    private static final String DCGM_PACKAGE = "datacenter-gpu-manager-exporter";

    private static TestBed.StageRun ok(String stage, Map<String, String> env) {
        TestBed.StageRun r = stage.equals("bastion-setup") ? bed.bastionSetup(env) : bed.runStage(stage, env);
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.result().path("ok").asBoolean(), r.describe());
        return r;
    }

    /** The host's recorded calls (fakes/lib/fake.sh) of one kind: package installs, downloads, compiles. */
    static List<String> recorded(String calls, String kind) {
        List<String> out = new ArrayList<>();
        for (String line : calls.split("\n")) {
            String[] f = line.split(" ", 3);
            if (f.length < 2) {
                continue;
            }
            String tool = f[1];
            String args = f.length > 2 ? " " + f[2] + " " : " ";
            boolean hit = switch (kind) {
                // dnf/yum install, reinstall, upgrade, localinstall: what lays a package down
                case "install" ->
                    (tool.equals("dnf") || tool.equals("yum"))
                            && args.matches(".* (install|reinstall|upgrade|update|localinstall) .*");
                // curl of anything but the instance metadata service (a node asks it who it is)
                case "download" -> tool.equals("curl") && !args.contains("169.254.169.254");
                case "compile" -> tool.equals("gcc") || tool.equals("cc") || tool.equals("make");
                default -> throw new IllegalArgumentException(kind);
            };
            if (hit) {
                out.add(line);
            }
        }
        return out;
    }

    /** The node's chain as a launch from the image runs it: gate, container runtime, Slurm. */
    private static double nodeChain(TestBed.Host node, boolean fromImage, Map<String, JsonNode> records) {
        Map<String, String> env = params(List.of(node));
        if (fromImage) {
            env.put("BAKE_HASH", hash);
            env.put("BAKE_GROUP", GROUP);
        }
        long started = System.nanoTime();
        ok("readiness-gate", env);
        ok("container-runtime", env);
        TestBed.StageRun slurm = ok("slurm-nodes", env);
        double seconds = (System.nanoTime() - started) / 1e9;
        records.put(node.name(), slurm.node(node.name()));
        // and the slurm stack output the Java side builds from this stdout carries them
        Map<?, ?> out = (Map<?, ?>) ((List<?>)
                        ocigpucluster.slurm.SlurmFeature.result(slurm.stdout()).get("nodes"))
                .get(0);
        assertTrue(((Map<?, ?>) out.get("phases")).containsKey("gate-passed"), out.toString());
        return seconds;
    }

    /**
     * The bake Command's script as the program renders it (BakeImage), the stages' bake mode with
     * the bed's pins, run on the bastion as the Command runs it; the bed's cloud answers in
     * seconds, so its waits poll each second.
     */
    private static Machine.Result bakeCommand(Map<String, String> bakeParams) {
        String script = BakeImage.builderScript(
                bakeParams,
                BakeContent.files(BootstrapFiles.get()),
                bed.stages().bakeStages(params(List.of()), BAKE_SETTINGS));
        script = knob(knob(script, "POLL_SECONDS", "1"), "WAIT_SECONDS", "120");
        List<String> ssh = new ArrayList<>(bed.sshToBastion());
        ssh.add(BakeImage.loader(GROUP));
        return Machine.exec(ssh, script, 900);
    }

    /** Waits, at most 30 s, until the bed holds nothing of host {@code name} (its instance terminated). */
    private static void untilGone(String name, String why) throws InterruptedException {
        long gone = System.currentTimeMillis() + 30_000;
        while (!bed.hostRemains(name).isEmpty() && System.currentTimeMillis() < gone) {
            Thread.sleep(500);
        }
        assertEquals(List.of(), bed.hostRemains(name), why);
    }

    /** The bake Command's parameters for the bed's cloud (BakeImage's, with the bed's values). */
    private static Map<String, String> bakeParams() {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("GROUP", GROUP);
        p.put("COMPARTMENT_ID", OnDemandScenario.COMPARTMENT);
        p.put("AVAILABILITY_DOMAIN", AD);
        p.put("SUBNET_ID", "ocid1.subnet.oc1.ap-tokyo-1.bedprivate");
        p.put("BUILDER_SHAPE", TestBed.SHAPE);
        p.put("BASE_IMAGE_ID", BASE_IMAGE);
        p.put("BAKE_HASH", hash);
        p.put("DISPLAY_NAME", BUILDER_NAME);
        p.put("BUILDER_USER", "opc");
        p.put("BOOT_VOLUME_SIZE_IN_GBS", "200");
        p.put("HASH_TAG", BakeContent.HASH_TAG);
        return p;
    }

    /** {@code script} with one of its {@code exec env} lines' value set to the bed's; fails if the line is gone. */
    static String knob(String script, String name, String value) {
        java.util.regex.Pattern line = java.util.regex.Pattern.compile("(?m)^  " + name + "=\\S+ \\\\$");
        assertTrue(line.matcher(script).find(), "the bake Command sets " + name + ": update the bed's knob");
        return line.matcher(script).replaceAll("  " + name + "=" + value + " \\\\");
    }

    /** The bastion's view of the disk the bake left: a path of the image, as the builder wrote it. */
    private static Path inImage(String absolute) {
        return image.resolve(absolute.substring(1));
    }

    /** Where a bake keeps the NCCL gate's container (lib/slurm-lib.sh sl_baked_image, written out here). */
    private static String ncclSquashfs() {
        return "/var/lib/oci-gpu-cluster/images/"
                + StageRunner.versions().get("NCCL_IMAGE").replace('/', '+').replace(':', '+') + ".sqsh";
    }

    /** The bed's systemctl state of a unit in the image ("enabled active"; none: "disabled inactive"). */
    private static String unitInImage(String unit) throws IOException {
        Path state = inImage("/var/lib/ocitb/systemd/" + unit);
        return Files.exists(state) ? Files.readString(state).strip() : "disabled inactive";
    }

    @Test
    @Order(1)
    void theBakeCommandLaunchesBakesAndTerminatesItsBuilderWhoseDiskBecomesTheImage() throws Exception {
        // the builder is launched from the base image without the cluster's cloud-init: its /home its own
        bed.cloud().hostFault(BUILDER_NAME, "HOME_NFS", "unmounted");
        // the bake Command's script as the program renders it (BakeImage), the stages' bake mode
        // with the bed's pins; the bed's cloud answers in seconds, so its waits poll each second
        long started = System.nanoTime();
        Machine.Result bake = bakeCommand(bakeParams());
        System.err.printf(
                "TIMING bake-command launch, bake and clean %.2f s [bed%d]%n",
                (System.nanoTime() - started) / 1e9, bed.instance());
        assertEquals(0, bake.exitCode(), bake.stdout() + bake.stderr());
        String builderId = BakeImage.builderId(bake.stdout());
        assertEquals("BAKE_BUILDER=" + builderId, bake.stdout().strip(), "the Command's one line of stdout");
        bakedBuilderId = builderId;
        JsonNode instance = bed.cloud().instances().stream()
                .filter(i -> i.path("id").asText().equals(builderId))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no instance " + builderId + " in the cloud"));
        assertEquals(BUILDER_NAME, instance.path("display-name").asText());
        assertEquals(BASE_IMAGE, instance.path("image-id").asText(), "the builder boots the group's base image");
        assertEquals(TestBed.SHAPE, instance.path("shape").asText());
        assertEquals(
                200,
                instance.path("source-details").path("boot-volume-size-in-gbs").asInt(),
                instance.toString());
        assertEquals(
                hash, instance.path("freeform-tags").path(BakeContent.HASH_TAG).asText(), instance.toString());
        assertEquals("RUNNING", instance.path("lifecycle-state").asText(), "the builder runs until the image exists");
        TestBed.Host builder =
                bed.cloud().host(BUILDER_NAME, instance.path("_ip").asText());

        // the stages' bake mode, in the chain's order (written here, not read from the stage
        // specs: the RPMs before what installs them), each result on the Command's stderr
        List<String> ran = new ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("running stage (\\S+) in bake mode on builder ")
                .matcher(bake.stderr());
        while (m.find()) {
            ran.add(m.group(1));
        }
        assertEquals(List.of("container-runtime", "slurm-controller", "slurm-nodes", "health", "monitoring"), ran);
        List<JsonNode> results = new ArrayList<>();
        for (String line : bake.stderr().split("\n")) {
            if (line.startsWith("{") && line.endsWith("}")) {
                JsonNode r = new com.fasterxml.jackson.databind.ObjectMapper().readTree(line);
                if (r.has("ok")) {
                    results.add(r);
                }
            }
        }
        assertEquals(5, results.size(), "one result per stage:\n" + bake.stderr());
        for (JsonNode r : results) {
            assertTrue(r.path("ok").asBoolean(), r.toString());
        }
        assertEquals(
                "packages", results.get(1).path("mode").asText(), results.get(1).toString());
        assertEquals(
                "bake", results.get(2).path("mode").asText(), results.get(2).toString());
        assertEquals(
                "bake", results.get(3).path("mode").asText(), results.get(3).toString());
        assertEquals(
                "bake", results.get(4).path("mode").asText(), results.get(4).toString());
        assertTrue(results.get(4).path("bastion").isMissingNode(), "the bake sets up nothing on the bastion");
        assertTrue(bake.stderr().contains("baked " + hash + " for group " + GROUP), bake.stderr());

        // the recording works: the bake installed, downloaded and compiled on the builder
        String calls = bed.calls(builder);
        assertFalse(recorded(calls, "install").isEmpty(), "the bake's dnf installs are recorded\n" + calls);
        assertFalse(recorded(calls, "download").isEmpty(), "the bake's downloads are recorded");
        assertFalse(recorded(calls, "compile").isEmpty(), "the bake's compiles (Pyxis) are recorded");
        // the monitoring's among them: node_exporter's release, dcgm-exporter's package
        assertTrue(
                recorded(calls, "download").stream().anyMatch(l -> l.contains("/node_exporter-")),
                "node_exporter's release downloaded by the bake\n" + recorded(calls, "download"));
        assertTrue(
                recorded(calls, "install").stream().anyMatch(l -> l.contains(DCGM_PACKAGE)),
                "dcgm-exporter installed by the bake\n" + recorded(calls, "install"));
        assertFalse(
                bed.onBastion("systemctl is-active slurmctld || true").strip().equals("active"),
                "the bake's packages mode starts no slurmctld");
        assertEquals(
                "prometheus no, grafana no",
                bed.onBastion("echo \"prometheus $(test -e /usr/local/bin/prometheus && echo yes || echo no),"
                                + " grafana $(rpm -q grafana >/dev/null 2>&1 && echo yes || echo no)\"")
                        .strip(),
                "the bake sets up nothing on the bastion");
        assertEquals(
                "no",
                bed.onBastion("test -e ~/.oci-gpu-cluster/bake/" + GROUP + "/builder-key && echo yes || echo no")
                        .strip(),
                "the builder's key is gone from the bastion");
        // and from the builder's disk (its local /home: the bed's hosts keep /home beside the image's disk)
        assertFalse(
                Files.exists(bed.dir().resolve("hosts/" + BUILDER_NAME + "/home/opc/.ssh/authorized_keys")),
                "the builder's authorized key removed by the clean");

        // oci.Core.Image from the builder: OCI stops it while it copies the boot volume
        bed.snapshot(builder, image);
        // then bake-terminate.sh, as the terminate Command runs it once the image exists
        List<String> term = new ArrayList<>(bed.sshToBastion());
        term.add("bash -s");
        Map<String, String> t = new LinkedHashMap<>();
        t.put("GROUP", GROUP);
        t.put("COMPARTMENT_ID", OnDemandScenario.COMPARTMENT);
        t.put("BUILDER_ID", builderId);
        t.put("DISPLAY_NAME", BUILDER_NAME);
        Machine.Result terminated = Machine.exec(term, BakeImage.terminateScript(t), 120);
        assertEquals(0, terminated.exitCode(), terminated.stderr());
        untilGone(BUILDER_NAME, "no builder after the bake");
        assertEquals(
                "TERMINATED",
                bed.cloud().instances().stream()
                        .filter(i -> i.path("id").asText().equals(builderId))
                        .findFirst()
                        .orElseThrow()
                        .path("lifecycle-state")
                        .asText());

        // what the image holds: the manifest, what the stages' bake mode installed, nothing of a host
        assertEquals(
                "BAKE_HASH=" + hash + "\nBAKE_GROUP=" + GROUP + "\n",
                Files.readString(image.resolve("etc/oci-gpu-cluster/image.env")));
        try (var keys = Files.list(image.resolve("etc/ssh"))) {
            assertEquals(
                    List.of(),
                    // removed: a regular file no more (an overlay whiteout, a character device,
                    // hides the base image's)
                    keys.filter(Files::isRegularFile)
                            .map(p -> p.getFileName().toString())
                            .filter(n -> n.startsWith("ssh_host_"))
                            .toList(),
                    "no SSH host key in the image");
        }
        assertEquals("", Files.readString(image.resolve("etc/machine-id")), "the machine id emptied");
        assertEquals("", Files.readString(image.resolve("etc/hostname")), "no host name");
        assertFalse(Files.exists(image.resolve("etc/munge/munge.key")), "no munge key: a bake gets none");
        assertFalse(Files.exists(image.resolve("var/log/oci-gpu-cluster")), "no project logs");
        assertTrue(Files.exists(image.resolve("usr/local/lib/slurm/spank_pyxis.so")), "Pyxis built into the image");
        // the NCCL gate's container as Enroot's squashfs, readable by every job's user
        JsonNode bakedNode = null;
        for (JsonNode n : results.get(2).path("nodes")) {
            if (n.path("name").asText().equals(BUILDER_NAME)) {
                bakedNode = n;
            }
        }
        assertTrue(bakedNode != null, "the builder's record: " + results.get(2));
        assertEquals(
                ncclSquashfs(),
                bakedNode.path("bakedImage").asText(),
                results.get(2).toString());
        Path squashfs = inImage(ncclSquashfs());
        assertEquals(
                "IMAGE=" + StageRunner.versions().get("NCCL_IMAGE").replaceFirst("/", "#") + "\n",
                Files.readString(squashfs),
                "the bed's enroot import of the NCCL image");
        assertEquals(
                "rw-r--r--",
                java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(squashfs)));
        assertTrue(Files.isRegularFile(inImage("/var/lib/ocitb/rpm/gcc")), "gcc, which the bake installed for Pyxis");
        // the health program installed, not run: no verdict, no textfile, no timer
        assertTrue(Files.isExecutable(inImage(ocigpucluster.health.Health.PROGRAM)), "the health program");
        assertFalse(Files.exists(inImage(ocigpucluster.health.Health.METRICS_FILE)), "the bake runs no health check");
        assertFalse(Files.exists(inImage("/etc/systemd/system/oci-gpu-cluster-healthcheck.timer")), "no health timer");
        // the exporters, no per-host unit
        assertTrue(Files.isExecutable(inImage("/usr/local/bin/node_exporter")), "node_exporter");
        assertTrue(Files.isRegularFile(inImage("/var/lib/ocitb/rpm/" + DCGM_PACKAGE)), "dcgm-exporter");
        assertTrue(
                Files.isExecutable(inImage("/usr/local/sbin/oci-gpu-cluster-rdma-metrics")),
                "the RDMA metrics program");
        assertFalse(Files.exists(inImage("/etc/systemd/system/oci-gpu-cluster-rdma-metrics.timer")), "no RDMA timer");
        assertFalse(
                Files.exists(inImage("/etc/systemd/system/nvidia-dcgm-exporter.service.d/oci-gpu-cluster.conf")),
                "no dcgm-exporter drop-in");
        assertFalse(
                unitInImage("slurmd").startsWith("enabled"), "a builder enables no slurmd: " + unitInImage("slurmd"));
        assertFalse(unitInImage("slurmd").endsWith(" active"), "a builder starts no slurmd: " + unitInImage("slurmd"));

        // then the cluster's chain (its bastion-setup gives the bastion the cluster's key)
        Map<String, String> cluster = params(List.of(baked(), unbaked()));
        ok("bastion-setup", cluster);
        ok("slurm-controller", cluster);
        // the base image has no compiler, as Oracle Linux 9's has none: the bake installed it
        assertEquals(
                "bash: gcc: command not found\nrc=127",
                bed.onNode(unbaked(), "gcc --version 2>&1; echo rc=$?").strip(),
                "gcc on a node of the base image");
    }

    @Test
    @Order(2)
    void aNodeFromTheImageRunsOnlyItsPerHostWorkAndTheRatioIsMeasured() {
        bed.boot(baked(), image);
        String machineId = bed.onNode(baked(), "cat /etc/machine-id").strip();
        assertTrue(machineId.matches("[0-9a-f]{32}"), "a new machine id at boot: " + machineId);
        assertEquals(baked().name(), bed.onNode(baked(), "hostname").strip());

        Map<String, JsonNode> records = new LinkedHashMap<>();
        bakedSeconds = nodeChain(baked(), true, records);
        // the health program and the exporters, as the stack the image was baked for runs them:
        // its parameters, as the bake rendered them (the shape catalog's RDMA NIC count, not the
        // bed's two, is in the program's bytes; neither stage here runs a check)
        Map<String, String> stack =
                new LinkedHashMap<>(bed.params(TestBed.SLURM_NODE_TIMEOUT, TestBed.SLURM_STAGE_TIMEOUT, BAKE_SETTINGS));
        stack.put("NODES", TestBed.nodesParam(List.of(baked())));
        TestBed.StageRun program = ok("health-program", stack);
        assertTrue(
                program.node(baked().name()).path("installed").isMissingNode(),
                "the image's health program, unchanged: " + program.describe());
        TestBed.StageRun monitoring = ok("monitoring", stack);
        JsonNode changed = monitoring.node(baked().name()).path("changed");
        for (JsonNode c : changed) {
            // what a node from the image writes: the per-host units only
            assertTrue(
                    c.asText().contains("oci-gpu-cluster-rdma-metrics")
                            || c.asText().contains("nvidia-dcgm-exporter.service.d"),
                    "a node from the image changed " + c.asText() + ": " + changed);
        }
        String calls = bed.calls(baked());
        assertEquals(List.of(), recorded(calls, "install"), "no package install on the delta path");
        assertEquals(List.of(), recorded(calls, "download"), "no download on the delta path");
        assertEquals(List.of(), recorded(calls, "compile"), "no compile on the delta path");

        unbakedSeconds = nodeChain(unbaked(), false, records);
        String before = bed.calls(unbaked());
        assertFalse(recorded(before, "install").isEmpty(), "the unbaked path installs");
        assertFalse(recorded(before, "compile").isEmpty(), "the unbaked path compiles Pyxis");

        String sinfo = bed.onBastion("sinfo -h -N -p compute -o '%N %T'");
        assertTrue(sinfo.contains(baked().name() + " idle"), sinfo);
        assertTrue(sinfo.contains(unbaked().name() + " idle"), sinfo);

        // the Slurm NCCL gate on the baked node starts its container from the image's squashfs:
        // no import (no pull) on the node; with the unbaked node in the job, from the registry
        TestBed.StageRun nccl = ok("slurm-nccl", params(List.of(baked())));
        assertEquals(ncclSquashfs(), nccl.result().path("containerImage").asText(), nccl.describe());
        String bakedCalls = bed.calls(baked());
        assertFalse(bakedCalls.contains(" enroot import "), "no import on the baked node:\n" + bakedCalls);
        assertTrue(
                bakedCalls.contains(" enroot create --name pyxis_oci-gpu-cluster-nccl-"
                        + nccl.result().path("jobId").asText() + " " + ncclSquashfs()),
                "Pyxis created the job's container from the squashfs:\n" + bakedCalls);
        TestBed.StageRun mixed = ok("slurm-nccl", params(List.of(baked(), unbaked())));
        assertEquals(
                StageRunner.versions().get("NCCL_IMAGE").replaceFirst("/", "#"),
                mixed.result().path("containerImage").asText(),
                "a job with a node without the squashfs pulls the image: " + mixed.describe());
        assertTrue(bed.calls(unbaked()).contains(" enroot import "), "the unbaked node imported the image");
        // these jobs name the baked node (-w); once replace-node (test 5) takes it out of slurm.conf,
        // each reconfigure while slurmctld still keeps their records logs them at error level
        // (src/slurmctld/node_scheduler.c build_node_details, read_config.c _sync_detail_bitmaps,
        // src/common/node_conf.c node_name2bitmap)
        String old = java.util.regex.Pattern.quote(baked().name());
        for (String line : List.of(
                "error: Invalid node " + old + " in JobId=\\d+",
                "error: Node count mismatch for JobId=\\d+ \\(\\d+,\\d+\\)",
                "error: _single_node_name2bitmap: invalid node specified: \"" + old + "\"",
                "error: Invalid req_nodes \\([^)]*" + old + "[^)]*\\) for JobId=\\d+")) {
            bed.slurmLogs().expect(line, "the NCCL gate's finished jobs on a node replace-node removed");
        }
        for (var e : records.entrySet()) {
            JsonNode p = e.getValue().path("phases");
            for (String phase : List.of("delta-start", "delta-done", "slurmd-registered", "gate-passed")) {
                assertTrue(p.path(phase).isNumber(), e.getKey() + " records " + phase + ": " + p);
            }
            assertTrue(p.path("delta-start").asDouble() <= p.path("delta-done").asDouble(), p.toString());
            assertTrue(p.path("delta-done").asDouble() <= p.path("gate-passed").asDouble(), p.toString());
            System.err.printf(
                    "TIMING bake-phases %s delta %.2f s, delta-done to registered %.2f s, to gate passed %.2f s%n",
                    e.getKey(),
                    p.path("delta-done").asDouble() - p.path("delta-start").asDouble(),
                    p.path("slurmd-registered").asDouble()
                            - p.path("delta-done").asDouble(),
                    p.path("gate-passed").asDouble() - p.path("delta-done").asDouble());
        }
        System.err.printf(
                "TIMING bake-ratio baked %.2f s, unbaked %.2f s, ratio %.0f %% (target <= 30 %%) [bed%d]%n",
                bakedSeconds, unbakedSeconds, 100 * bakedSeconds / unbakedSeconds, bed.instance());
    }

    /** The on-demand partition's stages (OnDemandScenario's stack), its nodes launched from {@code imageId}. */
    private static Map<String, String> onDemand(String imageId, String bakeHash) throws IOException {
        Map<String, String> env = new LinkedHashMap<>(
                bed.params(TestBed.SLURM_NODE_TIMEOUT, TestBed.SLURM_STAGE_TIMEOUT, OnDemandScenario.SETTINGS));
        env.put("SHAPE_RDMA_NICS", Integer.toString(RDMA_NICS));
        env.put("ONDEMAND_RDMA_NICS", Integer.toString(RDMA_NICS));
        env.put("SLURM_NO_CGROUP", "1");
        env.put("SLURM_CONFIG_OVERRIDES", "1");
        env.put("NODES", TestBed.nodesParam(List.of(baked(), unbaked())));
        env.put("ONDEMAND_AVAILABILITY_DOMAIN", AD);
        env.put("ONDEMAND_SUBNET_ID", "ocid1.subnet.oc1.ap-tokyo-1.bedprivate");
        env.put("ONDEMAND_COMPUTE_CLUSTER_ID", "ocid1.computecluster.oc1.ap-tokyo-1.bed");
        env.put("ONDEMAND_IMAGE_ID", imageId);
        env.put("ONDEMAND_BAKE_HASH", bakeHash);
        env.put("ONDEMAND_BAKE_GROUP", bakeHash.isEmpty() ? "" : OnDemandScenario.PARTITION);
        env.put("ONDEMAND_CAPACITY_RESERVATION_ID", OnDemandScenario.RESERVATION);
        env.put(
                "ONDEMAND_METADATA_B64",
                java.util.Base64.getEncoder()
                        .encodeToString(("{\"ssh_authorized_keys\": "
                                        + new com.fasterxml.jackson.databind.ObjectMapper()
                                                .writeValueAsString(Files.readString(
                                                        bed.dir().resolve("cluster_key.pub")))
                                        + "}")
                                .getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        env.put("ONDEMAND_COMPARTMENT_ID", OnDemandScenario.COMPARTMENT);
        env.put("ONDEMAND_STACK_TAG_VALUE", OnDemandScenario.STACK);
        env.put("ONDEMAND_SUSPEND_TIME_SECONDS", "600");
        env.put("ONDEMAND_RESUME_TIMEOUT_SECONDS", Integer.toString(OnDemandScenario.RESUME_TIMEOUT_SECONDS));
        env.put("ONDEMAND_SUSPEND_TIMEOUT_SECONDS", Integer.toString(OnDemandScenario.SUSPEND_TIMEOUT_SECONDS));
        return env;
    }

    /** A one-node job on {@code node} of the on-demand partition, resumed and run; its seconds. */
    private static double resume(String node) throws InterruptedException {
        long started = System.nanoTime();
        String job = bed.onBastion("cd && sbatch --parsable -p " + OnDemandScenario.PARTITION + " -w " + node
                        + " -o /dev/null --wrap 'srun hostname'")
                .strip();
        long deadline = System.currentTimeMillis() + OnDemandScenario.RESUME_TIMEOUT_SECONDS * 1000L;
        while (true) {
            String state = bed.onBastion(
                            "scontrol show job " + job + " --oneliner 2>&1 | grep -o 'JobState=[A-Z_]*' || true")
                    .strip();
            if (state.equals("JobState=COMPLETED")) {
                return (System.nanoTime() - started) / 1e9;
            }
            assertTrue(
                    System.currentTimeMillis() < deadline && !state.matches("JobState=(FAILED|CANCELLED|NODE_FAIL)"),
                    "job " + job + " on " + node + ": " + state + "\n"
                            + bed.onBastion("sudo tail -n 40 /var/log/oci-gpu-cluster/ondemand.log || true"));
            Thread.sleep(500);
        }
    }

    /**
     * Seconds from the resume program's "NODE: RUNNING at" to its "NODE: joined the partition"
     * (whole seconds, its log's): the node's post-RUNNING time, what a bake shortens. Prints the
     * program's lines of that resume.
     */
    private static long postRunning(String node) throws IOException, InterruptedException {
        // the job may end before the resume program has written its last lines (slurmd registered,
        // the job ran, and the program's Slurm stage is still reporting): up to 60 s for them
        Path log = bed.bastion().dir().resolve("upper/var/log/oci-gpu-cluster/ondemand.log");
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (!Files.readString(log).contains(node + ": joined the partition ") && System.nanoTime() < deadline) {
            Thread.sleep(500);
        }
        List<String> lines = Files.readAllLines(log);
        java.time.Instant running = null;
        java.time.Instant joined = null;
        for (String line : lines) {
            if (line.contains(node + ": RUNNING at ")) {
                running = java.time.Instant.parse(line.split(" ", 2)[0]);
            } else if (line.contains(node + ": joined the partition ")) {
                joined = java.time.Instant.parse(line.split(" ", 2)[0]);
            }
            if (line.contains(node)) {
                System.err.println("ONDEMAND-LOG " + line);
            }
        }
        assertTrue(running != null && joined != null, node + " RUNNING and joined in the program's log:\n" + lines);
        return java.time.Duration.between(running, joined).toSeconds();
    }

    @Test
    @Order(4)
    void anOnDemandNodeResumesFromTheImageWithoutInstallingAndTheRatioIsMeasured() throws Exception {
        // the controller with the on-demand partition, its programs launching from the baked image;
        // slurmctld finds the programs only once the ondemand stage installed them (OnDemandScenario)
        for (String line : List.of(
                "error: power_save program " + OnDemandScenario.PROGRAMS + "/suspend\\.sh not executable",
                "error: power_save module disabled, invalid SuspendProgram " + OnDemandScenario.PROGRAMS
                        + "/suspend\\.sh")) {
            bed.slurmLogs().expectOnce(line, "slurm-controller runs before the ondemand stage installs the programs");
        }
        ok("slurm-controller", onDemand(IMAGE_ID, hash));
        ok("ondemand", onDemand(IMAGE_ID, hash));
        bed.onBastion("printf '%s\\n' RETRY_DELAY_SECONDS=1 NODE_REPORT_GRACE_SECONDS=3 RESUME_MARGIN_SECONDS=10"
                + " | sudo tee -a /etc/oci-gpu-cluster/ondemand.env >/dev/null");
        double bakedResume = resume(OnDemandScenario.PARTITION + "-1");
        String calls =
                Files.readString(bed.dir().resolve("hosts/" + OnDemandScenario.PARTITION + "-1/run/ocitb/calls.log"));
        assertTrue(calls.contains(" nvidia-smi "), "the resumed node ran the readiness checks");
        assertEquals(List.of(), recorded(calls, "install"), "no package install on a resume from the image");
        assertEquals(List.of(), recorded(calls, "download"), "no download on a resume from the image");
        assertEquals(List.of(), recorded(calls, "compile"), "no compile on a resume from the image");

        // the same partition's next node from the base image
        ok("ondemand", onDemand("ocid1.image.oc1.ap-tokyo-1.bedimage", ""));
        double unbakedResume = resume(OnDemandScenario.PARTITION + "-2");
        String base =
                Files.readString(bed.dir().resolve("hosts/" + OnDemandScenario.PARTITION + "-2/run/ocitb/calls.log"));
        assertFalse(recorded(base, "install").isEmpty(), "a resume from the base image installs");
        assertFalse(recorded(base, "compile").isEmpty(), "a resume from the base image compiles Pyxis");
        long bakedPost = postRunning(OnDemandScenario.PARTITION + "-1");
        long unbakedPost = postRunning(OnDemandScenario.PARTITION + "-2");
        System.err.printf(
                "TIMING bake-resume-ratio submit to job done: baked %.2f s, unbaked %.2f s, ratio %.0f %%;"
                        + " RUNNING to joined: baked %d s, unbaked %d s, ratio %.0f %% [bed%d]%n",
                bakedResume,
                unbakedResume,
                100 * bakedResume / unbakedResume,
                bakedPost,
                unbakedPost,
                100.0 * bakedPost / Math.max(1, unbakedPost),
                bed.instance());
    }

    @Test
    @Order(3)
    void aNodeNotRunningTheExpectedImageFailsNamingTheGroupAndIsLeftAlone() {
        String other = BakeContent.hash(BASE_IMAGE + "-other", BakeContent.files(BootstrapFiles.get()));
        Map<String, String> env = params(List.of(baked(), unbaked()));
        env.put("BAKE_HASH", other);
        env.put("BAKE_GROUP", GROUP);
        env.put("ON_NODE_FAILURE", "fail");
        Map<String, String> slurmdBefore = bed.restarts("slurmd");
        TestBed.StageRun r = bed.runStage("slurm-nodes", env);
        assertNotEquals(0, r.exitCode(), r.describe());
        assertEquals(List.of("BAKE_IMAGE_MISMATCH"), r.codes(baked().name()), r.describe());
        assertEquals(List.of("BAKE_IMAGE_MISMATCH"), r.codes(unbaked().name()), r.describe());
        String stale = r.failures().stream()
                .filter(f -> f.node().equals(baked().name()))
                .findFirst()
                .orElseThrow()
                .detail();
        assertTrue(stale.contains("group " + GROUP) && stale.contains(other) && stale.contains(hash), stale);
        String none = r.failures().stream()
                .filter(f -> f.node().equals(unbaked().name()))
                .findFirst()
                .orElseThrow()
                .detail();
        assertTrue(none.contains("group " + GROUP) && none.contains("missing"), none);
        assertEquals(slurmdBefore, bed.restarts("slurmd"), "no slurmd restarted on a node refused");
        String sinfo = bed.onBastion("sinfo -h -N -p compute -o '%N %T'");
        assertTrue(sinfo.contains(baked().name() + " idle"), sinfo);
    }

    /**
     * {@code sudo oci-gpu-cluster-replace-node OLD} on the bastion: the pool's replacement, RUNNING,
     * launched from {@code image} (the pool's instance configuration's), once OLD's host is gone.
     */
    private static TestBed.Host replaceNode(TestBed.Host old, String image) throws Exception {
        List<String> ssh = new ArrayList<>(bed.sshToBastion());
        ssh.add("sudo -n RETRY_DELAY_SECONDS=1 /usr/local/sbin/oci-gpu-cluster-replace-node " + old.name());
        Machine.Result run = Machine.exec(ssh, "", 180);
        assertEquals(0, run.exitCode(), run.stderr());
        String fresh = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(Machine.lastLine(run.stdout()))
                .path("by")
                .asText();
        JsonNode instance = bed.cloud().instances().stream()
                .filter(i -> i.path("display-name").asText().equals(fresh))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no instance " + fresh + ": " + run.stdout()));
        assertEquals("RUNNING", instance.path("lifecycle-state").asText());
        assertEquals(image, instance.path("image-id").asText(), "the replacement's image: the pool's configuration's");
        untilGone(old.name(), "the old instance's host is gone");
        // the old name leaves slurm.conf with the next slurm-controller: slurmctld finds it in its
        // saved state and logs it at error level (ReplaceNodeScenario; src/slurmctld/node_mgr.c)
        for (String line : List.of(
                "error: _find_node_record: lookup failure for node \"" + old.name() + "\"",
                "error: Node " + old.name() + " has vanished from configuration")) {
            bed.slurmLogs().expect(line, "the replaced node leaves slurm.conf, as a replacement must");
        }
        TestBed.Host host = bed.cloud().host(fresh, instance.path("_ip").asText());
        // RUNNING is not sshd up: wait as the chain's readiness gate does before reading the host
        bed.untilSshAnswers(host, 60);
        return host;
    }

    /** The next pulumi up's chain for the group's new node list: gate, controller, runtime; the Slurm node stage's run. */
    private static TestBed.StageRun replacementChain(TestBed.Host fresh) throws IOException {
        Map<String, String> group = params(List.of(fresh));
        group.put("BAKE_HASH", hash);
        group.put("BAKE_GROUP", GROUP);
        ok("readiness-gate", group);
        // the controller of this stack (the on-demand partition's, test 4) with the new static node list
        Map<String, String> controller = onDemand(IMAGE_ID, hash);
        controller.put("NODES", TestBed.nodesParam(List.of(fresh, unbaked())));
        ok("slurm-controller", controller);
        ok("container-runtime", group);
        return bed.runStage("slurm-nodes", group);
    }

    /** sinfo of the static partition: node -> state. */
    private static Map<String, String> partition() {
        Map<String, String> nodes = new LinkedHashMap<>();
        for (String line :
                bed.onBastion("sinfo -h -N -p compute -o '%N %T'").strip().split("\n")) {
            String[] f = line.split(" ", 2);
            nodes.put(f[0], f.length > 1 ? f[1] : "");
        }
        return nodes;
    }

    /**
     * A node the cloud launched records every phase of its start, in order, and the
     * {@code nodeStartPhases} output carries them: launched is the instance's time-created as its
     * metadata service serves it, booted its host's boot (the bed's host starts with its own boot
     * time), sshd its sshd's start. Printed as {@code TIMING bake-start-phases}.
     */
    private static void startPhasesInOrder(TestBed.Host node, TestBed.StageRun slurm) {
        Map<?, ?> out = (Map<?, ?>) ((List<?>) ocigpucluster.slurm.NodeStartPhases.result(slurm.stdout())
                        .get("nodes"))
                .stream()
                        .filter(n -> ((Map<?, ?>) n).get("name").equals(node.name()))
                        .findFirst()
                        .orElseThrow(
                                () -> new AssertionError(node.name() + " in nodeStartPhases: " + slurm.describe()));
        assertEquals(List.of(), out.get("missing"), node.name() + " told every phase: " + out);
        Map<?, ?> at = (Map<?, ?>) out.get("at");
        JsonNode instance = bed.cloud().instances().stream()
                .filter(i -> i.path("display-name").asText().equals(node.name()))
                .findFirst()
                .orElseThrow();
        double created =
                java.time.OffsetDateTime.parse(instance.path("time-created").asText())
                                .toInstant()
                                .toEpochMilli()
                        / 1000.0;
        assertEquals(created, (Double) at.get("launched"), 0.0005, "launched: the instance's time-created " + out);
        double previous = 0;
        for (String phase : List.of("launched", "booted", "sshd", "delta-start", "delta-done", "gate-passed")) {
            double t = (Double) at.get(phase);
            // booted is btime, whole seconds: up to 1 s before the host's start
            assertTrue(t >= previous - (phase.equals("booted") ? 1 : 0), phase + " in order: " + out);
            previous = t;
        }
        assertTrue((Double) at.get("slurmd-registered") <= (Double) at.get("gate-passed"), out.toString());
        StringBuilder line = new StringBuilder("TIMING bake-start-phases " + node.name());
        for (Object span : (List<?>) out.get("spans")) {
            Map<?, ?> s = (Map<?, ?>) span;
            line.append(String.format(" %s->%s %.2f s", s.get("from"), s.get("to"), (Double) s.get("seconds")));
        }
        System.err.println(line.append(" [bed").append(bed.instance()).append("]"));
    }

    @Test
    @Order(5)
    void aReplacedNodeOfTheBakedGroupComesFromTheImageAndRunsOnlyItsPerHostWork() throws Exception {
        Map<String, String> env = params(List.of(baked(), unbaked()));
        // the group's pool: node 1, its instance configuration launching from the baked image
        poolId = bed.cloud()
                .pool(env.get("REPLACE_POOL_NAME"), env.get("REPLACE_COMPARTMENT_ID"), IMAGE_ID, List.of(baked()));
        ok("replace-setup", env);
        TestBed.Host old = baked();
        long started = System.nanoTime();
        replaced = replaceNode(old, IMAGE_ID);
        assertEquals(
                "BAKE_HASH=" + hash + "\nBAKE_GROUP=" + GROUP,
                bed.onNode(replaced, "cat /etc/oci-gpu-cluster/image.env").strip(),
                "the replacement booted the baked image");

        TestBed.StageRun slurm = replacementChain(replaced);
        assertEquals(0, slurm.exitCode(), slurm.describe());
        assertTrue(slurm.result().path("ok").asBoolean(), slurm.describe());
        System.err.printf(
                "TIMING bake-replace replace-node to the chain's end %.2f s [bed%d]%n",
                (System.nanoTime() - started) / 1e9, bed.instance());
        String calls = bed.calls(replaced);
        assertTrue(calls.contains(" nvidia-smi "), "the replacement ran the readiness checks");
        assertEquals(List.of(), recorded(calls, "install"), "no package install on the replacement");
        assertEquals(List.of(), recorded(calls, "download"), "no download on the replacement");
        assertEquals(List.of(), recorded(calls, "compile"), "no compile on the replacement");
        JsonNode phases = slurm.node(replaced.name()).path("phases");
        assertTrue(phases.path("gate-passed").isNumber(), "the replacement passed the gate: " + phases);
        startPhasesInOrder(replaced, slurm);
        Map<String, String> sinfo = partition();
        assertEquals("idle", sinfo.get(replaced.name()), "the replacement joined: " + sinfo);
        assertFalse(sinfo.containsKey(old.name()), "the old name left the partition: " + sinfo);
        assertEquals("idle", sinfo.get(unbaked().name()), sinfo.toString());
    }

    @Test
    @Order(6)
    void aReplacementFromAnImageNotBakedWithTheGroupsHashFailsAndIsNotPutInService() throws Exception {
        assertTrue(replaced != null, "test 5 brought the replacement this one replaces");
        // the pool's instance configuration names another image (one changed outside the stack, a
        // base image): its next replacement boots that
        String base = "ocid1.image.oc1.ap-tokyo-1.bedimage";
        bed.cloud().poolImage(poolId, base);
        TestBed.Host wrong = replaceNode(replaced, base);

        TestBed.StageRun slurm = replacementChain(wrong);
        assertNotEquals(0, slurm.exitCode(), slurm.describe());
        assertTrue(slurm.codes(wrong.name()).contains("BAKE_IMAGE_MISMATCH"), slurm.describe());
        String detail = slurm.failures().stream()
                .filter(f -> f.node().equals(wrong.name()) && f.code().equals("BAKE_IMAGE_MISMATCH"))
                .findFirst()
                .orElseThrow()
                .detail();
        assertTrue(detail.contains("group " + GROUP) && detail.contains("missing"), detail);
        assertFalse(
                bed.onNode(wrong, "systemctl is-active slurmd || true").strip().equals("active"),
                "no slurmd on the refused replacement");
        String state = partition().getOrDefault(wrong.name(), "");
        System.err.println("BAKE-REPLACE refused replacement " + wrong.name() + " in Slurm: " + state);
        assertFalse(
                state.matches("(idle|mixed|allocated|completing)"), "not in service: " + wrong.name() + " " + state);

        // with scheduler.onNodeFailure drain the stage drains it with the code, and the operator's
        // list of drained nodes offers replacing it again (once the pool launches the right image)
        Map<String, String> drain = params(List.of(wrong));
        drain.put("BAKE_HASH", hash);
        drain.put("BAKE_GROUP", GROUP);
        drain.put("ON_NODE_FAILURE", "drain");
        TestBed.StageRun drained = bed.runStage("slurm-nodes", drain);
        assertNotEquals(0, drained.exitCode(), "no node of the group is healthy: " + drained.describe());
        String reason =
                bed.onBastion("sinfo -h -N -n " + wrong.name() + " -o '%T|%E'").strip();
        assertTrue(
                reason.matches("drain\\S*\\|oci-gpu-cluster:BAKE_IMAGE_MISMATCH: .*group " + GROUP + ".*"),
                "drained with the code: " + reason);
        String list = bed.onBastion("/usr/local/sbin/oci-gpu-cluster-replace-node --drained");
        // drained* in sinfo(1)'s terms: drained and not responding (it never registered)
        assertTrue(list.startsWith(wrong.name() + " drained* BAKE_IMAGE_MISMATCH: group " + GROUP + " "), list);
        assertFalse(
                bed.onNode(wrong, "systemctl is-active slurmd || true").strip().equals("active"),
                "still no slurmd on the refused replacement");
        assertEquals("idle", partition().get(unbaked().name()), partition().toString());
    }

    @Test
    @Order(7)
    void aStageFailingOnTheBuilderFailsTheBakeNamingItAndTerminatesTheBuilder() throws Exception {
        assertTrue(bakedBuilderId != null, "test 1 baked");
        String name = BUILDER_NAME + "-again";
        bed.cloud().hostFault(name, "HOME_NFS", "unmounted");
        // every dnf install on this builder fails (the container runtime's first: the bake's first stage)
        bed.cloud().hostFault(name, "DNF_FAIL_TIMES", "99");
        Map<String, String> p = bakeParams();
        p.put("DISPLAY_NAME", name);
        Machine.Result bake = bakeCommand(p);
        assertEquals(1, bake.exitCode(), bake.stdout() + bake.stderr());
        assertFalse(bake.stdout().contains("BAKE_BUILDER="), "no builder for an image: " + bake.stdout());
        JsonNode instance = bed.cloud().instances().stream()
                .filter(i -> i.path("display-name").asText().equals(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no builder " + name + " launched: " + bake.stderr()));
        String id = instance.path("id").asText();
        assertTrue(
                bake.stderr()
                        .contains("FAIL " + name
                                + " BAKE_FAILED stage container-runtime failed in bake mode on builder " + id),
                bake.stderr());
        assertTrue(bake.stderr().contains("bake failed: terminating builder " + id), bake.stderr());
        untilGone(name, "a failed bake's builder is terminated, its host gone");
        assertEquals(
                "no",
                bed.onBastion("test -e ~/.oci-gpu-cluster/bake/" + GROUP + "/builder-key && echo yes || echo no")
                        .strip(),
                "the failed bake's key is gone from the bastion");
        // the Command's update prints the last good bake: a failed bake does not replace it
        assertEquals(
                BakeImage.builderId(bed.onBastion("cat ~/.oci-gpu-cluster/bake/" + GROUP + "/.last-bake")),
                bakedBuilderId,
                "the last bake is still test 1's");
    }
}
