package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import ocigpucluster.compute.OnDemandPool;
import ocigpucluster.ondemand.OnDemandTeardown;
import ocigpucluster.ondemand.TeardownCommandForTests;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * On-demand GPU nodes against the bed's cloud (tests/testbed/cloud-host.sh, cloud.py and the
 * fake OCI CLI fakes/oci): every launched instance is a real bed host, every terminated one is
 * gone. First the destroy clean-up (ondemand-teardown.sh, run as the delete Command runs it).
 * <p>
 * In detail (the test bed README's group table points here): bastion, 1 static node and the bed's
 * <b>cloud</b> (the test bed README's "The cloud"): instances launched through the bastion's OCI
 * CLI are bed hosts (hostname = display name, the private IP {@code list-vnics} reports);
 * {@code pulumi destroy}'s delete command ({@code OnDemandTeardown}'s script and lib, run over ssh
 * as the Command runs it, as the login user) terminates exactly this stack's on-demand instances,
 * waits until they are TERMINATED and their hosts gone (namespace, processes), spares another
 * stack's and a static node, and a second run sends no terminate (regression test: the stop file
 * under /etc was written without sudo); then <b>real Slurm power saving</b> (stages
 * {@code bastion-setup}, {@code slurm-controller}, {@code ondemand}; {@code SuspendTime} 10 s): a
 * job for 2 nodes of partition {@code ondemand} makes slurmctld run the resume program, the cloud
 * starts 2 hosts (launched into a capacity reservation, ONDEMAND_CAPACITY_RESERVATION_ID), they
 * pass the readiness gate and {@code slurm-nodes.sh}, slurmd registers,
 * {@code srun hostname} runs on both; idle, they are suspended: instances TERMINATED, hosts gone,
 * nodes {@code idle~} again; a launch without capacity sets its node DOWN with
 * {@code (Code:OUT_OF_HOST_CAPACITY)} in {@code sinfo -R}, a host failing readiness
 * ({@code GPUS=7}) is terminated and its node DOWN with {@code (Code:GPU_MISSING)}, both jobs
 * requeued (PENDING), a 429 on a launch is retried; the resume program killed right after a launch
 * ({@code CRASH_AFTER_LAUNCH}) leaves a RUNNING instance that the sweeper terminates
 * ({@code ONDEMAND_ORPHAN_OVERSTAYED}) with a stray tagged one ({@code ONDEMAND_ORPHAN_UNKNOWN}),
 * a second sweep terminates nothing; with slurmctld stopped (the real daemon, the bed's
 * {@code systemctl stop}) the sweeper terminates nothing (no {@code TerminateInstance} in the
 * cloud's {@code api.log}) and, slurmctld back, terminates the overstayed instance as before; a
 * resumed node (users, gate, {@code slurm-nodes.sh} only, never the container-runtime stage) runs
 * a {@code srun --container-image} step through Enroot's GPU hook
 * ({@code nvidia-container-cli --user configure} on that host).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class OnDemandScenario {

    static final String COMPARTMENT = "ocid1.compartment.oc1..aaaaaaaabedondemand";
    static final String STACK = "oci-gpu-cluster-dev";
    /** The capacity reservation the group's on-demand nodes launch into (capacity.onDemand). */
    static final String RESERVATION = "ocid1.capacityreservation.oc1.ap-tokyo-1.bed";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static TestBed bed;

    @BeforeAll
    static void startBed() {
        // one static node: the controller's static partition (never started here: the
        // on-demand nodes are what this group is about)
        bed = TestBed.builder().nodes(1).cloud().slurm().start();
        bed.stages().pinEnrootRpms();
        // the tenancy holds it for the on-demand shape in the bed's AD
        bed.cloud().fault("CAPACITY_RESERVATIONS", RESERVATION + "=" + TestBed.SHAPE + "@TrcQ:AP-TOKYO-1-AD-1");
        // what slurmctld logs at error level for what this group does on purpose: resume programs that
        // fail (a capacity error, a node failing its gate, a controller crash mid-resume: slurmscriptd
        // logs their exit status, src/slurmctld/slurmscriptd.c), and a reconfigure while its pings to
        // the static node, which never runs slurmd here, are in flight (src/slurmctld/agent.c, agent_fini)
        bed.slurmLogs()
                .expect(
                        "slurmscriptd: error: _run_script: JobId=0 resumeprog exit status ",
                        "the group's resume failures, provoked on purpose");
        bed.slurmLogs()
                .expect(
                        "error: agent_fini: left \\d+ agent threads active",
                        "the group's static node runs no slurmd: pings to it are in flight at a reconfigure");
        // and once the group has run longer than SlurmdTimeout (300 s, slurm-controller.sh) after
        // slurmctld started, as on a loaded CI machine, that node is marked DOWN for it
        // (src/slurmctld/ping_nodes.c)
        bed.slurmLogs()
                .expect(
                        "error: Nodes "
                                + java.util.regex.Pattern.quote(bed.node(0).name()) + " not responding, setting DOWN",
                        "the group's static node runs no slurmd: DOWN after SlurmdTimeout on a slow run");
    }

    @AfterAll
    static void stopBedAndCheckNothingIsLeft() {
        TestBed.closeAndCheckNothingIsLeft(bed);
    }

    /** The OCI CLI on the bastion as its login user with the instance principal. */
    static Machine.Result oci(String args) {
        List<String> ssh = new ArrayList<>(bed.sshToBastion());
        ssh.add("OCI_CLI_AUTH=instance_principal oci " + args);
        return Machine.exec(ssh, "", 60);
    }

    /** Launches an instance through the bastion's CLI; returns its id. */
    static String launch(String name, Map<String, String> tags) throws Exception {
        Machine.Result r = oci("compute instance launch --output json --compartment-id " + COMPARTMENT
                + " --availability-domain TrcQ:AP-TOKYO-1-AD-1 --shape " + TestBed.SHAPE + " --display-name " + name
                + " --freeform-tags " + Machine.shellQuote(JSON.writeValueAsString(tags)));
        assertEquals(0, r.exitCode(), r.stderr());
        JsonNode data = JSON.readTree(r.stdout()).path("data");
        assertEquals("PROVISIONING", data.path("lifecycle-state").asText(), r.stdout());
        assertEquals(name, data.path("display-name").asText());
        return data.path("id").asText();
    }

    /** id -> lifecycle state of every instance the cloud knows. */
    static Map<String, String> states() {
        Map<String, String> out = new TreeMap<>();
        bed.cloud()
                .instances()
                .forEach(i ->
                        out.put(i.path("id").asText(), i.path("lifecycle-state").asText()));
        return out;
    }

    static JsonNode instance(String id) {
        return bed.cloud().instances().stream()
                .filter(i -> i.path("id").asText().equals(id))
                .findFirst()
                .orElseThrow();
    }

    /** Waits (bounded) until the instance is RUNNING and its host's sshd listens. */
    static void awaitRunning(String id) throws Exception {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (true) {
            JsonNode i = instance(id);
            String name = i.path("display-name").asText();
            if (i.path("lifecycle-state").asText().equals("RUNNING")
                    && !Machine.exec(
                                    List.of(
                                            "ip",
                                            "netns",
                                            "exec",
                                            "ocitb" + bed.instance() + "-" + name,
                                            "ss",
                                            "-Hltn",
                                            "sport = :22"),
                                    "",
                                    10)
                            .stdout()
                            .isBlank()) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError(name + " not RUNNING with sshd within 30 s: " + i + "\n"
                        + Files.readString(bed.dir().resolve("cloud/daemon.log")));
            }
            Thread.sleep(200);
        }
    }

    /** Instances of this stack's on-demand partition that are not TERMINATED, as the teardown sees them. */
    static List<String> taggedNotTerminated() {
        return bed.cloud().instances().stream()
                .filter(i -> STACK.equals(i.path("freeform-tags")
                                .path(OnDemandPool.STACK_TAG)
                                .asText())
                        && OnDemandPool.ROLE_VALUE.equals(i.path("freeform-tags")
                                .path(OnDemandPool.ROLE_TAG)
                                .asText())
                        && !i.path("lifecycle-state").asText().equals("TERMINATED"))
                .map(i -> i.path("display-name").asText())
                .toList();
    }

    /** The delete Command's script as pulumi destroy runs it on the bastion, polling every second. */
    static Machine.Result destroy() {
        String command = TeardownCommandForTests.deleteCommand(COMPARTMENT, STACK, PARTITION)
                .replace("POLL_SECONDS='" + TeardownCommandForTests.pollSeconds() + "'", "POLL_SECONDS='1'")
                .replace("WAIT_SECONDS='" + TeardownCommandForTests.waitSeconds() + "'", "WAIT_SECONDS='60'");
        assertTrue(command.contains("POLL_SECONDS='1'") && command.contains("WAIT_SECONDS='60'"), command);
        List<String> ssh = new ArrayList<>(bed.sshToBastion());
        ssh.add(command);
        long t0 = System.nanoTime();
        Machine.Result r = Machine.exec(ssh, "", 120);
        System.err.printf("TIMING ondemand-teardown %.2f s%n%s", (System.nanoTime() - t0) / 1e9, r.stderr());
        return r;
    }

    @Test
    @Order(1)
    void destroyTerminatesEveryTaggedInstanceWaitsUntilItsHostIsGoneAndSparesTheRest() throws Exception {
        Map<String, String> mine = OnDemandPool.tags(STACK);
        String a = launch("ondemand-7", mine);
        String b = launch("ondemand-8", mine);
        String other = launch("ondemand-1-prod", OnDemandPool.tags("oci-gpu-cluster-prod"));
        String staticNode = launch("inst-static-gpu", Map.of(OnDemandPool.STACK_TAG, STACK));
        for (String id : List.of(a, b, other, staticNode)) {
            awaitRunning(id);
        }
        // each instance is a bed host: hostname = display name, the private IP its VNIC reports
        for (String id : List.of(a, b)) {
            JsonNode i = instance(id);
            String name = i.path("display-name").asText();
            Machine.Result vnics = oci("compute instance list-vnics --output json --instance-id " + id);
            assertEquals(0, vnics.exitCode(), vnics.stderr());
            String ip = JSON.readTree(vnics.stdout())
                    .path("data")
                    .path(0)
                    .path("private-ip")
                    .asText();
            assertEquals(i.path("_ip").asText(), ip);
            assertTrue(Machine.output(
                            List.of("ip", "-n", "ocitb" + bed.instance() + "-" + name, "-4", "addr", "show", "eth0"))
                    .contains(ip + "/"));
            assertEquals(name + "\n", Files.readString(bed.dir().resolve("hosts/" + name + "/upper/etc/hostname")));
            assertFalse(bed.hostRemains(name).isEmpty(), name + " runs");
        }
        assertEquals(List.of("ondemand-7", "ondemand-8"), taggedNotTerminated());

        Machine.Result r = destroy();
        assertEquals(0, r.exitCode(), r.stdout() + r.stderr());
        assertTrue(r.stderr().contains("no on-demand instance of " + STACK + " remains"), r.stderr());
        assertEquals(List.of(), taggedNotTerminated(), "nothing tagged for the stack remains");
        assertEquals("TERMINATED", states().get(a));
        assertEquals("TERMINATED", states().get(b));
        for (String name : List.of("ondemand-7", "ondemand-8")) {
            assertEquals(List.of(), bed.hostRemains(name), name + "'s host is gone");
        }
        // the other stack's node and this stack's static node are untouched and still run
        assertEquals("RUNNING", states().get(other));
        assertEquals("RUNNING", states().get(staticNode));
        assertFalse(bed.hostRemains("ondemand-1-prod").isEmpty());
        assertFalse(bed.hostRemains("inst-static-gpu").isEmpty());
        assertEquals(
                2,
                bed.cloud().apiLog().stream()
                        .filter(l -> l.contains(" TerminateInstance 200"))
                        .count(),
                String.join("\n", bed.cloud().apiLog()));

        // a second destroy changes nothing: no terminate, the same states
        Map<String, String> before = states();
        int requests = bed.cloud().apiLog().size();
        Machine.Result again = destroy();
        assertEquals(0, again.exitCode(), again.stdout() + again.stderr());
        assertEquals(before, states());
        List<String> later =
                bed.cloud().apiLog().subList(requests, bed.cloud().apiLog().size());
        assertTrue(later.stream().allMatch(l -> l.contains(" ListInstances 200")), later.toString());
        assertFalse(bed.hostRemains("ondemand-1-prod").isEmpty());
        // the destroy stopped power saving (its stop file); the next tests build the partition anew
        assertTrue(
                Files.exists(bed.bastion().dir().resolve("upper" + OnDemandTeardown.STOP_FILE)), "stop file written");
        bed.onBastion("sudo rm -f " + OnDemandTeardown.STOP_FILE);
    }

    // ---------------------------------------------------------------- Slurm power saving

    /** The on-demand partition of the dev stack, for the bed: 4 nodes, short idle and resume bounds. */
    static final String PARTITION = "ondemand";

    static final int SUSPEND_TIME_SECONDS = 10;
    static final int RESUME_TIMEOUT_SECONDS = 200;
    static final int SUSPEND_TIMEOUT_SECONDS = 20;
    static final String PROGRAMS = "/opt/oci-gpu-cluster/bootstrap/ondemand";
    /** The dev stack with an on-demand partition (as Pulumi.ondemand.yaml has it), IAM made by an administrator. */
    // allowUnpinnedDownloads only passes validation of the settings: the bed pins every digest (versions.env,
    // pinEnrootRpms)
    static final String[] SETTINGS = {
        "scheduler.type=slurm",
        "scheduler.allowUnpinnedDownloads=true",
        "onDemand.enabled=true",
        "onDemand.maxNodes=4",
        "iam.existingDynamicGroup=oci-gpu-cluster-bastion",
        // no health stage runs here, so no node would have the Prolog slurm.conf names
        // (HealthScenario runs health.sh as the resume program does)
        "health.enabled=false"
    };

    static Map<String, String> params() {
        Map<String, String> env = bed.params(TestBed.SLURM_NODE_TIMEOUT, TestBed.SLURM_STAGE_TIMEOUT, SETTINGS);
        env.put("SLURM_NO_CGROUP", "1");
        env.put("SLURM_CONFIG_OVERRIDES", "1");
        // scheduler.topology on: topology.yaml, on-demand nodes moved in it by the programs
        env.put("SLURM_TOPOLOGY", "on");
        // what the chain sets once the resources exist (ClusterProgram: AD, private subnet,
        // compute cluster, the image, the nodes' launch metadata)
        env.put("ONDEMAND_AVAILABILITY_DOMAIN", "TrcQ:AP-TOKYO-1-AD-1");
        env.put("ONDEMAND_SUBNET_ID", "ocid1.subnet.oc1.ap-tokyo-1.bedprivate");
        env.put("ONDEMAND_COMPUTE_CLUSTER_ID", "ocid1.computecluster.oc1.ap-tokyo-1.bed");
        // the group's image (its baked one when bake.groups names it: a late value since then)
        env.put("ONDEMAND_IMAGE_ID", "ocid1.image.oc1.ap-tokyo-1.bedimage");
        env.put("ONDEMAND_CAPACITY_RESERVATION_ID", RESERVATION);
        try {
            env.put(
                    "ONDEMAND_METADATA_B64",
                    java.util.Base64.getEncoder()
                            .encodeToString(JSON.writeValueAsBytes(new TreeMap<>(Map.of(
                                    "ssh_authorized_keys",
                                    Files.readString(bed.dir().resolve("cluster_key.pub")))))));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        env.put("ONDEMAND_COMPARTMENT_ID", COMPARTMENT);
        env.put("ONDEMAND_STACK_TAG_VALUE", STACK);
        env.put("ONDEMAND_SUSPEND_TIME_SECONDS", Integer.toString(SUSPEND_TIME_SECONDS));
        env.put("ONDEMAND_RESUME_TIMEOUT_SECONDS", Integer.toString(RESUME_TIMEOUT_SECONDS));
        // suspend.sh waits half of it for TERMINATED; Slurm keeps the node POWERING_DOWN that long
        env.put("ONDEMAND_SUSPEND_TIMEOUT_SECONDS", Integer.toString(SUSPEND_TIMEOUT_SECONDS));
        return env;
    }

    static TestBed.StageRun ok(String stage) {
        TestBed.StageRun r = stage.equals("bastion-setup") ? bed.bastionSetup(params()) : bed.runStage(stage, params());
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.result().path("ok").asBoolean(), r.describe());
        return r;
    }

    /** The on-demand programs' log on the bastion (resume, suspend, sweeper). */
    static String programLog() {
        Path log = bed.bastion().dir().resolve("upper/var/log/oci-gpu-cluster/ondemand.log");
        try {
            return Files.exists(log) ? Files.readString(log) : "(no " + log + ")";
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static String diagnostics() {
        String slurmctld;
        try {
            Path p = bed.bastion().dir().resolve("upper/var/log/slurm/slurmctld.log");
            slurmctld = Files.exists(p)
                    ? Machine.tail(
                            String.join(
                                    "\n",
                                    Files.readAllLines(p).stream()
                                            .filter(l -> l.contains(PARTITION)
                                                    || l.contains("power")
                                                    || l.contains("Requeu"))
                                            .toList()),
                            4000)
                    : "(no slurmctld.log)";
            return "\n--- ondemand.log\n" + Machine.tail(programLog(), 8000) + "\n--- slurmctld.log\n" + slurmctld
                    + "\n--- cloud api.log\n"
                    + Machine.tail(String.join("\n", bed.cloud().apiLog()), 3000)
                    + "\n--- cloud daemon.log\n"
                    + Machine.tail(Files.readString(bed.dir().resolve("cloud/daemon.log")), 2000)
                    + "\n--- resume work files\n" + resumeWork()
                    + "\n--- sinfo\n" + bed.onBastion("sinfo -N -o '%N %T %E' 2>&1; squeue 2>&1");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The stage scripts' stderr in the resume programs' work directories and the on-demand hosts' last fake calls. */
    static String resumeWork() throws java.io.IOException {
        StringBuilder sb = new StringBuilder();
        Path tmp = bed.bastion().dir().resolve("tmp");
        try (var dirs = Files.list(tmp)) {
            for (Path d : dirs.filter(p -> p.getFileName().toString().startsWith("oci-gpu-cluster-resume."))
                    .toList()) {
                try (var files = Files.list(d)) {
                    for (Path f :
                            files.filter(p -> p.toString().endsWith(".err")).toList()) {
                        sb.append("# ")
                                .append(tmp.relativize(f))
                                .append('\n')
                                .append(Machine.tail(Files.readString(f), 1500))
                                .append('\n');
                    }
                }
            }
        }
        for (JsonNode i : bed.cloud().instances()) {
            Path calls = bed.dir().resolve("hosts/" + i.path("display-name").asText() + "/run/ocitb/calls.log");
            if (i.path("display-name").asText().matches(PARTITION + "-\\d") && Files.exists(calls)) {
                Path host = calls.getParent().getParent().getParent();
                sb.append("# calls of ")
                        .append(i.path("display-name").asText())
                        .append('\n')
                        .append(Machine.tail(Files.readString(calls), 800))
                        .append('\n');
                for (Path log : List.of(
                        host.resolve("run/ocitb/daemon-slurmd.log"), host.resolve("upper/var/log/slurm/slurmd.log"))) {
                    if (Files.exists(log)) {
                        sb.append("# ")
                                .append(bed.dir().relativize(log))
                                .append('\n')
                                .append(Machine.tail(Files.readString(log), 1500))
                                .append('\n');
                    }
                }
            }
        }
        return sb.toString();
    }

    /** Polls (every 0.5 s, at most {@code seconds}) until {@code done} holds; fails naming {@code what}. */
    static void await(String what, int seconds, java.util.function.BooleanSupplier done) throws InterruptedException {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError(what + " not within " + seconds + " s" + diagnostics());
            }
            Thread.sleep(500);
        }
    }

    /** node -> "STATE|REASON" of the on-demand partition, as the login user sees it. */
    static Map<String, String> sinfo() {
        Map<String, String> out = new TreeMap<>();
        for (String line : bed.onBastion("sinfo -h -N -p " + PARTITION + " -o '%N|%T|%E'")
                .strip()
                .split("\n")) {
            String[] f = line.split("\\|", 2);
            if (f.length == 2) {
                out.put(f[0], f[1]);
            }
        }
        return out;
    }

    static String sbatch(String options) {
        String out = bed.onBastion("cd && sbatch --parsable -p " + PARTITION + " " + options)
                .strip();
        assertTrue(out.matches("\\d+"), out);
        return out;
    }

    /** The job's resume and run, bounded by the resume timeout; failed or cancelled: the diagnostics. */
    static void awaitCompleted(String job) throws InterruptedException {
        await("job " + job + " COMPLETED", RESUME_TIMEOUT_SECONDS, () -> {
            String state = jobField(job, "JobState");
            if (state.equals("FAILED") || state.equals("CANCELLED") || state.equals("NODE_FAIL")) {
                throw new AssertionError("job " + job + " " + state + diagnostics());
            }
            return state.equals("COMPLETED");
        });
    }

    static String jobField(String job, String field) {
        String show = bed.onBastion("scontrol show job " + job + " --oneliner 2>&1 || true");
        java.util.regex.Matcher m =
                java.util.regex.Pattern.compile("\\b" + field + "=(\\S*)").matcher(show);
        return m.find() ? m.group(1) : "";
    }

    /** The not-TERMINATED instances of this stack's partition named {@code name}. */
    static List<JsonNode> live(String name) {
        return bed.cloud().instances().stream()
                .filter(i -> name.equals(i.path("display-name").asText())
                        && STACK.equals(i.path("freeform-tags")
                                .path(OnDemandPool.STACK_TAG)
                                .asText())
                        && !i.path("lifecycle-state").asText().equals("TERMINATED"))
                .toList();
    }

    @Test
    @Order(2)
    void theControllerDeclaresTheOnDemandPartitionAndTheStageInstallsItsPrograms() throws Exception {
        ok("bastion-setup");
        // slurm-controller declares the power saving programs the ondemand stage installs next: until
        // then slurmctld finds none and keeps power saving off (src/slurmctld/power_save.c), which the
        // ondemand stage's reconfigure turns on; the daemon logs are checked again after it
        for (String line : List.of(
                "error: power_save program " + PROGRAMS + "/suspend\\.sh not executable",
                "error: power_save module disabled, invalid SuspendProgram " + PROGRAMS + "/suspend\\.sh")) {
            bed.slurmLogs().expectOnce(line, "slurm-controller runs before the ondemand stage installs the programs");
        }
        keepPlaces();
        TestBed.StageRun controller = ok("slurm-controller");
        assertEquals(PARTITION, controller.result().path("ondemandPartition").asText(), controller.describe());
        // the kept places' blocks, the others under the partition's placeholder
        Map<String, java.util.TreeSet<String>> blocks = bed.slurmBlocks();
        assertEquals(
                new java.util.TreeSet<>(List.of("ondemand-1", "ondemand-2")), blocks.get(BLOCK_3), blocks.toString());
        assertEquals(new java.util.TreeSet<>(List.of("ondemand-4")), blocks.get(BLOCK_4), blocks.toString());
        assertEquals(new java.util.TreeSet<>(List.of("ondemand-3")), blocks.get(PLACEHOLDER), blocks.toString());
        TestBed.StageRun ondemand = ok("ondemand");
        // the stage's script came on the loader's stdin (Stage.scriptOnStdin): saved whole to a dot
        // file of the stage's directory, which install_tree leaves out of the installed programs
        String saved = bed.onBastion("sha256sum < ~/.oci-gpu-cluster/bootstrap/ondemand/"
                        + ocigpucluster.bootstrap.StageCommand.STDIN_SCRIPT)
                .strip()
                .split(" ")[0];
        assertEquals(
                java.util.HexFormat.of()
                        .formatHex(java.security.MessageDigest.getInstance("SHA-256")
                                .digest(bed.stages()
                                        .renderCommand("ondemand", params())
                                        .getBytes(java.nio.charset.StandardCharsets.UTF_8))),
                saved,
                "the script the loader saved is not the one sent on stdin");
        assertEquals(
                "",
                bed.onBastion("sudo find /opt/oci-gpu-cluster/bootstrap -name '.*'")
                        .strip(),
                "a dot file was installed");
        String conf = Files.readString(bed.bastion().dir().resolve("upper/etc/slurm/slurm.conf"));
        assertTrue(conf.contains("\nResumeProgram=" + PROGRAMS + "/resume.sh\n"), conf);
        assertTrue(conf.contains("\nSuspendTime=" + SUSPEND_TIME_SECONDS + "\n"), conf);
        assertTrue(conf.contains("\nNodeName=" + PARTITION + "-[1-4] State=CLOUD "), conf);
        // PrivateData=cloud is gone since Slurm 23.02 (cloud nodes show by default, CHANGELOG/slurm-23.02.md):
        // the powered-down nodes below are listed without it
        assertFalse(conf.contains("PrivateData"), conf);
        // the bed's knobs for the programs (the environment wins over ondemand.env, and so does
        // a later line): 1 s polls, a 10 s margin to slurmctld's ResumeTimeout
        bed.onBastion("printf '%s\\n' RETRY_DELAY_SECONDS=1 NODE_REPORT_GRACE_SECONDS=3 RESUME_MARGIN_SECONDS=10"
                + " | sudo tee -a /etc/oci-gpu-cluster/ondemand.env >/dev/null");
        // every on-demand node is powered down: no instance yet
        Map<String, String> nodes = sinfo();
        assertEquals(4, nodes.size(), nodes.toString());
        nodes.forEach((n, st) -> assertTrue(st.startsWith("idle~"), n + " " + st));
        assertTrue(ondemand.result().toString().contains(PARTITION), ondemand.describe());
    }

    @Test
    @Order(3)
    void aJobOfTwoNodesStartsTwoHostsThatPassTheGateAndRunItThenIdleNodesAreSuspendedAndTheirHostsGone()
            throws Exception {
        long t0 = System.nanoTime();
        String job = sbatch("-N 2 -o od-%j.out --wrap 'srun hostname'");
        awaitCompleted(job);
        System.err.printf("TIMING ondemand job of 2 nodes (resume + run) %.1f s%n", (System.nanoTime() - t0) / 1e9);
        String out = bed.onBastion("cat od-" + job + ".out");
        assertEquals(List.of("ondemand-1", "ondemand-2"), out.lines().sorted().toList(), out);
        for (String name : List.of("ondemand-1", "ondemand-2")) {
            assertEquals(1, live(name).size(), name + diagnostics());
            // launched into the reservation (ONDEMAND_CAPACITY_RESERVATION_ID, --capacity-reservation-id)
            assertEquals(
                    RESERVATION,
                    live(name).get(0).path("capacity-reservation-id").asText(),
                    name);
            // the node passed the readiness gate and slurmd registered from its own host
            String calls = Files.readString(bed.dir().resolve("hosts/" + name + "/run/ocitb/calls.log"));
            assertTrue(calls.contains(" nvidia-smi "), name + " ran the readiness checks");
        }
        // the job may end before the resume program has written its last lines
        await(
                "the resume program's 'joined' lines",
                30,
                () -> programLog().contains("ondemand-1: joined the partition " + PARTITION)
                        && programLog().contains("ondemand-2: joined the partition " + PARTITION));

        long idle = System.nanoTime();
        await(
                "ondemand-1 and -2 suspended and their hosts gone",
                120,
                () -> live("ondemand-1").isEmpty()
                        && live("ondemand-2").isEmpty()
                        && bed.hostRemains("ondemand-1").isEmpty()
                        && bed.hostRemains("ondemand-2").isEmpty());
        System.err.printf("TIMING ondemand idle to suspended %.1f s%n", (System.nanoTime() - idle) / 1e9);
        await(
                "ondemand-1 and -2 powered down in Slurm",
                SUSPEND_TIMEOUT_SECONDS + 30,
                () -> sinfo().get("ondemand-1").startsWith("idle~")
                        && sinfo().get("ondemand-2").startsWith("idle~"));
    }

    @Test
    @Order(4)
    void aCapacityErrorSetsTheNodeDownWithItsCodeAndANodeFailingReadinessIsTerminatedAndItsJobRequeued()
            throws Exception {
        bed.cloud().fault("LAUNCH_CAPACITY_NAMES", "ondemand-3");
        // and the first launch request of the run is throttled: the resume program retries it
        bed.cloud().fault("THROTTLE", "1");
        bed.cloud().fault("THROTTLE_OPERATION", "LaunchInstance");
        bed.cloud().hostFault("ondemand-4", "GPUS", "7");
        String noCapacity = sbatch("-w ondemand-3 -o /dev/null --wrap hostname");
        String badNode = sbatch("-w ondemand-4 -o /dev/null --wrap hostname");
        await(
                "ondemand-3 DOWN with OUT_OF_HOST_CAPACITY and ondemand-4 DOWN with GPU_MISSING",
                RESUME_TIMEOUT_SECONDS,
                () -> {
                    String reasons = bed.onBastion("sinfo -R -h -o '%n|%E'");
                    return reasons.contains("ondemand-3|(Code:OUT_OF_HOST_CAPACITY)")
                            && reasons.contains("ondemand-4|(Code:GPU_MISSING)");
                });
        String reasons = bed.onBastion("sinfo -R -h -o '%n|%E'");
        assertTrue(reasons.contains("Out of host capacity"), reasons);
        assertTrue(sinfo().get("ondemand-3").startsWith("down"), sinfo().toString());
        // the capacity error launched nothing; the node that failed readiness was terminated
        assertEquals(List.of(), live("ondemand-3"));
        await(
                "ondemand-4's instance terminated and its host gone",
                60,
                () -> live("ondemand-4").isEmpty()
                        && bed.hostRemains("ondemand-4").isEmpty());
        assertTrue(
                bed.cloud().instances().stream()
                        .anyMatch(i -> i.path("display-name").asText().equals("ondemand-4")),
                "ondemand-4 was launched");
        // Slurm requeued the jobs of the nodes set DOWN: they wait, they did not fail
        for (String job : List.of(noCapacity, badNode)) {
            String state = jobField(job, "JobState");
            assertTrue(state.equals("PENDING"), "job " + job + " " + state + diagnostics());
        }
        assertEquals(
                1,
                bed.cloud().apiLog().stream()
                        .filter(l -> l.endsWith(" LaunchInstance 429 TooManyRequests"))
                        .count(),
                String.join("\n", bed.cloud().apiLog()));
        assertTrue(programLog().contains("throttled (429"), programLog());
        bed.onBastion("scancel " + noCapacity + " " + badNode);
        bed.cloud().fault("LAUNCH_CAPACITY_NAMES", null);
        bed.cloud().fault("THROTTLE", null);
        bed.cloud().fault("THROTTLE_OPERATION", null);
    }

    @Test
    @Order(5)
    void aControllerCrashMidResumeLeavesAnInstanceTheSweeperTerminatesWithAnyStrayOne() throws Exception {
        bed.cloud().fault("CRASH_AFTER_LAUNCH", "1");
        String job = sbatch("-w ondemand-1 -o /dev/null --wrap hostname");
        await(
                "ondemand-1 launched (and its resume program killed)",
                60,
                () -> !live("ondemand-1").isEmpty());
        bed.cloud().fault("CRASH_AFTER_LAUNCH", null);
        String crashed = live("ondemand-1").get(0).path("id").asText();
        awaitRunning(crashed);
        // an instance tagged for the stack whose name Slurm does not know (a launch nobody recorded)
        String stray = launch("ondemand-stray", OnDemandPool.tags(STACK));
        awaitRunning(stray);
        Thread.sleep(2000); // the resume program is gone: nothing else touches ondemand-1
        assertEquals("RUNNING", states().get(crashed), "the crash left the instance up");

        // the sweeper as its timer runs it, with the bed's short bounds: no resume may take longer
        String sweep = bed.onBastion("RESUME_TIMEOUT_SECONDS=1 SWEEP_GRACE_SECONDS=0 RETRY_DELAY_SECONDS=1 " + PROGRAMS
                + "/sweeper.sh 2>&1; echo rc=$?");
        assertTrue(sweep.contains("rc=0"), sweep + diagnostics());
        assertTrue(sweep.contains("ONDEMAND_ORPHAN_OVERSTAYED"), sweep);
        assertTrue(sweep.contains("ONDEMAND_ORPHAN_UNKNOWN"), sweep);
        await(
                "the crashed resume's and the stray instance terminated, their hosts gone",
                60,
                () -> live("ondemand-1").isEmpty()
                        && live("ondemand-stray").isEmpty()
                        && bed.hostRemains("ondemand-1").isEmpty()
                        && bed.hostRemains("ondemand-stray").isEmpty());
        bed.onBastion("scancel " + job);
        // a second sweep finds nothing to do
        int requests = bed.cloud().apiLog().size();
        String again = bed.onBastion(
                "RESUME_TIMEOUT_SECONDS=1 SWEEP_GRACE_SECONDS=0 " + PROGRAMS + "/sweeper.sh 2>&1; echo rc=$?");
        assertTrue(again.contains("rc=0"), again);
        assertTrue(
                bed.cloud().apiLog().subList(requests, bed.cloud().apiLog().size()).stream()
                        .noneMatch(l -> l.contains("TerminateInstance")),
                again);
    }

    /** The sweeper when slurmctld does not answer: `scontrol show node` exits 1 for "not found" and for "controller unreachable" alike. */
    @Test
    @Order(6)
    void withSlurmctldStoppedTheSweeperTerminatesNothingAndOnceItIsBackItSweepsAsBefore() throws Exception {
        // an instance of a node Slurm has powered down: overstayed once the controller answers
        String id = launch("ondemand-2", OnDemandPool.tags(STACK));
        awaitRunning(id);
        bed.onBastion("sudo systemctl stop slurmctld");
        assertFalse(
                bed.onBastion("systemctl is-active slurmctld || true").strip().equals("active"), "slurmctld stopped");
        int requests = bed.cloud().apiLog().size();
        String sweep = bed.onBastion("RESUME_TIMEOUT_SECONDS=1 SWEEP_GRACE_SECONDS=0 RETRY_DELAY_SECONDS=1 " + PROGRAMS
                + "/sweeper.sh 2>&1; echo rc=$?");
        List<String> calls =
                bed.cloud().apiLog().subList(requests, bed.cloud().apiLog().size());
        assertTrue(
                calls.stream().noneMatch(l -> l.contains("TerminateInstance")),
                "no instance may be terminated while slurmctld does not answer: " + calls + "\n" + sweep);
        assertEquals("RUNNING", states().get(id), sweep);
        assertTrue(sweep.contains("slurmctld does not answer") && sweep.contains("nothing terminated"), sweep);
        assertTrue(sweep.contains("rc=0"), sweep);

        bed.onBastion("sudo systemctl start slurmctld");
        await(
                "slurmctld UP again",
                60,
                () -> bed.onBastion("scontrol ping 2>&1 || true").contains(" is UP"));
        String again = bed.onBastion("RESUME_TIMEOUT_SECONDS=1 SWEEP_GRACE_SECONDS=0 RETRY_DELAY_SECONDS=1 " + PROGRAMS
                + "/sweeper.sh 2>&1; echo rc=$?");
        assertTrue(again.contains("rc=0"), again + diagnostics());
        assertTrue(again.contains("ONDEMAND_ORPHAN_OVERSTAYED: ondemand-2 is"), again);
        await(
                "ondemand-2's instance terminated and its host gone",
                60,
                () -> live("ondemand-2").isEmpty()
                        && bed.hostRemains("ondemand-2").isEmpty());
    }

    @Test
    @Order(7)
    void aResumedNodeRunsAGpuContainerStepThroughEnrootsGpuHook() throws Exception {
        // an on-demand node gets only users, the readiness gate and the Slurm node stage
        // (ondemand/resume.sh), never the container-runtime stage: node/slurm-node.sh must give it
        // nvidia-container-cli, or Enroot's 98-nvidia.sh fails every NGC image
        String job = sbatch(
                "-w ondemand-2 -o od-gpu-%j.out --wrap \"srun --container-image=nvcr.io#nvidia/tensorflow:25.02-tf2-py3"
                        + " bash -c 'echo NVIDIA_VISIBLE_DEVICES=\\$NVIDIA_VISIBLE_DEVICES'\"");
        await("GPU container job " + job + " COMPLETED", RESUME_TIMEOUT_SECONDS, () -> {
            String state = jobField(job, "JobState");
            if (state.equals("FAILED") || state.equals("CANCELLED") || state.equals("NODE_FAIL")) {
                throw new AssertionError("job " + job + " " + state + ": "
                        + bed.onBastion("cat od-gpu-" + job + ".out 2>&1 || true") + diagnostics());
            }
            return state.equals("COMPLETED");
        });
        String out = bed.onBastion("cat od-gpu-" + job + ".out");
        assertTrue(out.contains("NVIDIA_VISIBLE_DEVICES=all"), out);
        String calls = Files.readString(bed.dir().resolve("hosts/ondemand-2/run/ocitb/calls.log"));
        assertTrue(
                calls.contains(" nvidia-container-cli --user configure "),
                "the GPU hook ran on the resumed node: "
                        + calls.lines()
                                .filter(l -> l.contains("nvidia-container"))
                                .toList());
    }

    // The a100 metadata fixtures: one network block, racks ...beef0003 and ...beef0004
    private static final Path A100 = ocigpucluster.Repo.path("tests/resources/ocigpucluster/topology/a100");
    private static final String BLOCK_3 = "ondemand.nb-a1b2c3d4.rk-beef0003";
    private static final String BLOCK_4 = "ondemand.nb-a1b2c3d4.rk-beef0004";
    private static final String PLACEHOLDER = "ondemand.nb-none.rk-none";

    /**
     * Places kept from earlier resumes, as the readiness gate keeps them (readiness-gate.sh) in the
     * login user's home: ondemand-1 and -2 in rack ...beef0003, ondemand-4 in ...beef0004,
     * ondemand-3 none. A job of 2 nodes fits one leaf of the tree only in ...beef0003: test 3's
     * job lands on ondemand-1 and -2 (topology/tree, the cluster default: "Slurm identifies the
     * network switches which provide the best fit for pending jobs", Slurm's topology guide).
     */
    private static void keepPlaces() throws java.io.IOException {
        String nb = JSON.readTree(A100.resolve("a100-3.host.json").toFile())
                .path("networkBlockId")
                .asText();
        String[][] kept = {
            {"ondemand-1", "a100-1.host.json"}, {"ondemand-2", "a100-2.host.json"}, {"ondemand-4", "a100-3.host.json"}
        };
        for (String[] k : kept) {
            String rack =
                    JSON.readTree(A100.resolve(k[1]).toFile()).path("rackId").asText();
            String record = "{\"source\": \"/opc/v2/host networkBlockId/rackId (fallback)\", \"hpcIsland\": null,"
                    + " \"networkBlock\": \"" + nb + "\", \"localBlock\": \"" + rack + "\", \"rack\": \"" + rack
                    + "\", \"shape\": \"" + TestBed.SHAPE + "\"}";
            bed.onBastion("mkdir -p ~/.oci-gpu-cluster/state/topology && printf '%s' '" + record
                    + "' > ~/.oci-gpu-cluster/state/topology/" + k[0] + ".json");
        }
    }

    /**
     * scheduler.topology on: slurmctld cannot re-read topology.yaml while a resume program runs
     * (25.11's reconfigure ends it, src/slurmctld/slurmscriptd.c), so the programs move a node with
     * {@code scontrol update NodeName=X Topology=tree:<leaf>,block:<block>} (scontrol(1), 25.05+).
     * ondemand-2 (kept in rack ...beef0003 at test 2) gets its next host in rack ...beef0004, whose
     * block the controller wrote from ondemand-4's kept place (the gates of the resumes since kept
     * no place, their metadata service serving none): once it joined, it is in that block,
     * slurmctld not restarted; once it is suspended, its place is forgotten and it is back under
     * the placeholder.
     */
    @Test
    @Order(8)
    void aResumedNodeMovesIntoItsRacksBlockAndASuspendedOneBackUnderThePlaceholder() throws Exception {
        bed.cloud()
                .hostMetadata(
                        "ondemand-2",
                        "host",
                        Files.readString(A100.resolve("a100-3.host.json")).replace("host0203", "host0301"));
        bed.cloud()
                .hostMetadata(
                        "ondemand-2",
                        "instance",
                        "{\"displayName\": \"ondemand-2\", \"shape\": \"" + TestBed.SHAPE + "\"}");
        // test 7's node, powered down again: this job resumes it
        await(
                "ondemand-2 powered down",
                120,
                () -> live("ondemand-2").isEmpty() && sinfo().get("ondemand-2").startsWith("idle~"));
        Map<String, String> restarts = bed.restarts("slurmctld");
        // what the programs log from here on (test 3's resume already moved ondemand-2 once)
        int from = programLog().length();
        try {
            String job = sbatch("-w ondemand-2 -o od-topo-%j.out --wrap 'srun hostname'");
            awaitCompleted(job);
            await(
                    "the resume program's topology line",
                    30,
                    () -> programLog()
                            .substring(from)
                            .contains("ondemand-2: topology: moved to " + BLOCK_4 + " (placed)"));
            Map<String, java.util.TreeSet<String>> resumed = bed.slurmBlocks();
            assertTrue(resumed.get(BLOCK_4).contains("ondemand-2"), resumed.toString());
            assertFalse(resumed.get(PLACEHOLDER).contains("ondemand-2"), resumed.toString());
            assertEquals(restarts, bed.restarts("slurmctld"), "slurmctld was not restarted");

            await(
                    "ondemand-2 suspended and back under the placeholder",
                    120,
                    () -> programLog()
                            .substring(from)
                            .contains("ondemand-2: topology: moved to " + PLACEHOLDER + " (placeholder)"));
            Map<String, java.util.TreeSet<String>> suspended = bed.slurmBlocks();
            assertTrue(suspended.get(PLACEHOLDER).contains("ondemand-2"), suspended.toString());
            assertFalse(suspended.get(BLOCK_4).contains("ondemand-2"), suspended.toString());
            assertEquals(
                    "absent",
                    bed.onBastion(
                                    "test -e ~/.oci-gpu-cluster/state/topology/ondemand-2.json && echo kept || echo absent")
                            .strip());
        } finally {
            bed.cloud().hostMetadata("ondemand-2", "host", null);
            bed.cloud().hostMetadata("ondemand-2", "instance", null);
        }
    }
}
