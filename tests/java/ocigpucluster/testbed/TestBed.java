package ocigpucluster.testbed;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.shapes.Shape;
import ocigpucluster.shapes.ShapeCatalog;

/**
 * The SSH test bed (tests/testbed/bed.sh): a bastion and N emulated BM.GPU4.8 nodes, each a
 * real sshd in its own namespaces on 10.K.0.0/16, K the bed's instance ({@link BedSlots#SLOTS} beds
 * may run at once on a machine, each with its own names and subnet). Stages run the way the Pulumi
 * Commands run them: one ssh to the bastion with the user's key, every bootstrap file written by heredocs,
 * then {@code NAME='value' ... bash $HOME/.oci-gpu-cluster/bootstrap/<stage>/<stage>.sh}, the
 * cluster private key on stdin for stage 1; {@link #runChain} runs independent stages at once.
 * <p>
 * What a scenario holds: this class starts and stops the bed and reaches its hosts; the work is
 * done by {@link BedSlots} (when a bed may start), {@link StageRunner} (rendering and running
 * stages), {@link HostState} (snapshots, restarts, leftovers), {@link BedCloud} (the on-demand
 * cloud) and {@link Machine} (commands on this machine).
 */
final class TestBed implements AutoCloseable {

    /** The bastion's host name in the bed (the nodes mount /home from it). */
    static final String BASTION_NAME = "bastion";

    static final String SHAPE = "BM.GPU4.8";
    static final Path BED_SCRIPT = Path.of("tests/testbed/bed.sh").toAbsolutePath();
    private static final Path CLOUD_SCRIPT =
            Path.of("tests/testbed/cloud-host.sh").toAbsolutePath();

    /**
     * The tutorial's node names first (Oracle's GPU cluster tutorial §3-6), then more of the same
     * form; 40 in all, for the Scale group's 32-node bed.
     */
    static final List<String> NODE_NAMES = nodeNames(40);
    /** eth0 addresses; the tutorial's .194 and .90 first (their rdma addresses end the same). */
    private static final List<Integer> NODE_OCTETS = IntStream.range(0, NODE_NAMES.size())
            .mapToObj(i -> i < 2 ? List.of(194, 90).get(i) : 9 + i)
            .toList();

    private static List<String> nodeNames(int count) {
        List<String> names = new ArrayList<>(List.of(
                "inst-ygssn-ao",
                "inst-nysmb-ao",
                "inst-ofwf3-ao",
                "inst-toyke-ao",
                "inst-qv2bx-ao",
                "inst-m7hcd-ao",
                "inst-p0zrt-ao",
                "inst-wk4ja-ao",
                "inst-9dnfe-ao",
                "inst-hs3la-ao"));
        for (int i = names.size(); i < count; i++) {
            names.add(String.format("inst-sc%03d-ao", i));
        }
        return List.copyOf(names);
    }

    record Host(String role, String name, String ip, Path dir) {
        Path faultsFile() {
            return dir.resolve("run/ocitb/faults.env");
        }

        Path callsLog() {
            return dir.resolve("run/ocitb/calls.log");
        }
    }

    record Failure(String node, String code, String detail) {}

    /** One stage run; {@code startNanos}/{@code endNanos} on {@link System#nanoTime()}'s clock, to compare runs. */
    record StageRun(
            String stage,
            int exitCode,
            String stdout,
            String stderr,
            double seconds,
            JsonNode result,
            List<Failure> failures,
            long startNanos,
            long endNanos) {

        /** The per-node record of the stage JSON. */
        JsonNode node(String name) {
            for (JsonNode n : result.path("nodes")) {
                if (name.equals(n.path("name").asText())) {
                    return n;
                }
            }
            throw new AssertionError("no record for node " + name + " in " + result);
        }

        /** Failure codes the FAIL lines on stderr give for one node. */
        List<String> codes(String node) {
            return failures.stream()
                    .filter(f -> f.node().equals(node))
                    .map(Failure::code)
                    .toList();
        }

        /** Failure codes in a node's JSON record. */
        List<String> recordCodes(String node) {
            List<String> codes = new ArrayList<>();
            node(node).path("failed").forEach(f -> codes.add(f.path("code").asText()));
            return codes;
        }

        String describe() {
            return stage + " exit " + exitCode + " in " + String.format("%.1f", seconds) + " s\n--- stdout (tail)\n"
                    + Machine.tail(stdout, 3000) + "\n--- stderr (tail)\n" + Machine.tail(stderr, 6000);
        }
    }

    static BedBuilder builder() {
        return new BedBuilder();
    }

    final Shape shape = ShapeCatalog.get().require(SHAPE);
    private final Path dir;
    /** This bed's instance K: bridge ocitbK, namespaces ocitbK-*, subnet 10.K.0.0/16 (bed.sh). */
    private final int instance;
    /** RDMA NICs of every node, the launched ones too (BedBuilder.rdmaNics, else the shape's). */
    final int rdmaNics;
    /** Who started the bed (its scenario class), for the TIMING lines of beds that run at once. */
    private final String label;

    private final Host bastion;
    private final List<Host> nodes = new ArrayList<>();
    private final String clusterPrivateKey;
    private final BedSlots.Slot slot;
    private final StageRunner stages = new StageRunner(this);
    private final HostState state = new HostState(this);
    private final BedCloud cloud = new BedCloud(this);
    /** When the bed got its slot (before bed.sh up), for the TIMING line of its CPU time. */
    private final long upNanos;

    private boolean closed;

    /** The real Slurm daemons' logs ({@link BedBuilder#slurm}), null when the bed runs no Slurm. */
    private final SlurmDaemonLogs slurmLogs;
    /** Started with {@link BedBuilder#slurmCgroups}: the nodes load {@code lib/cgroup2-view.c}. */
    private final boolean cgroupView;

    /** {@link #slurmCgroups} told {@link #slurmLogs} about this machine's missing controllers. */
    private boolean cgroupGapExpected;

    TestBed(
            int nodeCount,
            int rdmaNics,
            Map<Integer, Map<String, String>> faults,
            String sharedHome,
            boolean cloud,
            boolean slurm,
            boolean cgroupView) {
        Machine.preflight();
        this.cgroupView = cgroupView;
        this.rdmaNics = rdmaNics < 0 ? shape.rdmaNics() : rdmaNics;
        Class<?> caller = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                .walk(frames -> frames.map(StackWalker.StackFrame::getDeclaringClass)
                        .filter(c -> c != TestBed.class && c != BedBuilder.class)
                        .findFirst())
                .orElse(TestBed.class);
        label = caller.getSimpleName();
        slurmLogs = slurm ? new SlurmDaemonLogs(this) : null;
        slot = BedSlots.take(caller);
        upNanos = System.nanoTime();
        instance = slot.number();
        Path created = null;
        try {
            created = Files.createTempDirectory("ocitb-");
        } catch (IOException e) {
            BedSlots.release(slot);
            throw new UncheckedIOException(e);
        }
        dir = created;
        HostState.started(dir, instance);
        try {
            bastion = new Host("bastion", "bastion", subnet() + ".1.10", dir.resolve("hosts/bastion"));
            for (int i = 0; i < nodeCount; i++) {
                String name = NODE_NAMES.get(i);
                nodes.add(new Host("node", name, subnet() + ".3." + NODE_OCTETS.get(i), dir.resolve("hosts/" + name)));
            }
            Machine.run(
                    List.of(
                            "ssh-keygen",
                            "-q",
                            "-t",
                            "ed25519",
                            "-N",
                            "",
                            "-C",
                            "test-user",
                            "-f",
                            dir.resolve("user_key").toString()),
                    20);
            Machine.run(
                    List.of(
                            "ssh-keygen",
                            "-q",
                            "-t",
                            "rsa",
                            "-b",
                            "2048",
                            "-N",
                            "",
                            "-C",
                            "cluster",
                            "-f",
                            dir.resolve("cluster_key").toString()),
                    20);
            clusterPrivateKey = Files.readString(dir.resolve("cluster_key"));
            StringBuilder tsv = new StringBuilder("bastion bastion " + bastion.ip() + " 0 0\n");
            for (Host n : nodes) {
                tsv.append("node ")
                        .append(n.name())
                        .append(' ')
                        .append(n.ip())
                        .append(' ')
                        .append(shape.gpus())
                        .append(' ')
                        .append(this.rdmaNics)
                        .append('\n');
            }
            Files.writeString(dir.resolve("hosts.tsv"), tsv);
            for (Host h : hosts()) {
                Files.createDirectories(h.faultsFile().getParent());
                Files.writeString(h.faultsFile(), "");
            }
            faults.forEach((index, kv) -> kv.forEach((k, v) -> setFault(nodes.get(index), k, v)));
            if (sharedHome != null) {
                for (Host h : hosts()) {
                    setFault(h, "SHARED_HOME", sharedHome);
                }
            }
            if (cloud) {
                this.cloud.prepare();
            }
            if (cgroupView) {
                // read by host-init.sh at each node's (re)start: its /etc/ld.so.preload
                Files.writeString(dir.resolve("cgroup2-view"), "/usr/lib/ocitb/models/lib/cgroup2-view.so\n");
            }
            bed("up", dir.toString());
            if (cloud) {
                Machine.run(
                        List.of(
                                "env",
                                "OCITB_INSTANCE=" + instance,
                                "bash",
                                CLOUD_SCRIPT.toString(),
                                "daemon",
                                dir.toString()),
                        20);
            }
        } catch (IOException e) {
            UncheckedIOException failure = new UncheckedIOException(e);
            closeQuietly(failure);
            throw failure;
        } catch (RuntimeException | Error e) {
            closeQuietly(e);
            throw e;
        }
    }

    /** The bed's cloud ({@link BedBuilder#cloud}): its faults, instances, API log and launched hosts. */
    BedCloud cloud() {
        return cloud;
    }

    /**
     * The Slurm daemons' logs of a bed started with {@link BedBuilder#slurm}: a test that provokes
     * a daemon error on purpose says so with {@link SlurmDaemonLogs#expect}.
     */
    SlurmDaemonLogs slurmLogs() {
        if (slurmLogs == null) {
            throw new AssertionError("this bed runs no Slurm: start it with TestBed.builder().slurm()");
        }
        return slurmLogs;
    }

    /** After a stage run (and when the bed closes): the daemons' new error lines fail the group. */
    void checkSlurmLogs(String after) {
        if (slurmLogs != null) {
            slurmLogs.check(after);
        }
    }

    /** When the bed closes: {@link #checkSlurmLogs}, and the version of the slurmctld it started was seen. */
    void checkSlurmLogsAtClose() {
        if (slurmLogs != null) {
            slurmLogs.checkAtClose();
        }
    }

    /** The first two octets of this bed's addresses (10.K). */
    String subnet() {
        return "10." + instance;
    }

    /**
     * CPU seconds of every host of this bed so far (bed.sh's cpuacct cgroup, see the bed README's
     * "Build time"); NaN on a machine without cgroup v1's cpuacct.
     */
    double cpuSeconds() {
        Path usage = Path.of("/sys/fs/cgroup/cpuacct/ocitb" + instance + "/cpuacct.usage");
        try {
            return Files.isReadable(usage)
                    ? Long.parseLong(Files.readString(usage).strip()) / 1e9
                    : Double.NaN;
        } catch (IOException | NumberFormatException e) {
            return Double.NaN; // the bed went down meanwhile: a diagnostic, not a result
        }
    }

    int instance() {
        return instance;
    }

    String label() {
        return label;
    }

    Host bastion() {
        return bastion;
    }

    List<Host> nodes() {
        return List.copyOf(nodes);
    }

    Host node(int index) {
        return nodes.get(index);
    }

    List<Host> hosts() {
        List<Host> all = new ArrayList<>();
        all.add(bastion);
        all.addAll(nodes);
        return all;
    }

    Path dir() {
        return dir;
    }

    String clusterPrivateKey() {
        return clusterPrivateKey;
    }

    /** NODES as the contract has it: space-separated name=ip pairs. */
    String nodesParam() {
        return nodesParam(nodes);
    }

    /** NODES for some of the bed's nodes (a cluster smaller than the bed). */
    static String nodesParam(List<Host> some) {
        return some.stream().map(n -> n.name() + "=" + n.ip()).collect(Collectors.joining(" "));
    }

    /** Renders, runs and chains this bed's stages, and pins its downloads ({@link StageRunner}). */
    StageRunner stages() {
        return stages;
    }

    /**
     * The bounds of a bed run of the Slurm stages. Their setup builds Pyxis with gcc on every node at
     * once: over 20 s per node on a loaded 2-core CI machine (seen 2026-11-29 and 2026-11-30, when 20
     * s was the bound of several scenarios), so 60 s. A hung node is FaultsScenario's test.
     */
    static final int SLURM_NODE_TIMEOUT = 60;

    static final int SLURM_STAGE_TIMEOUT = 240;

    /** {@link StageRunner#params(int, int)}: every stage parameter for the bed, with these bounds. */
    Map<String, String> params(int nodeTimeoutSeconds, int stageTimeoutSeconds) {
        return stages.params(nodeTimeoutSeconds, stageTimeoutSeconds);
    }

    /** {@link StageRunner#params(int, int, String...)}: the same from the dev stack with these settings. */
    Map<String, String> params(int nodeTimeoutSeconds, int stageTimeoutSeconds, String... settings) {
        return stages.params(nodeTimeoutSeconds, stageTimeoutSeconds, settings);
    }

    /**
     * Slurm's cgroup/v2 plugin on the bed's nodes: each node's delegated cgroup v2 subtree
     * (bed.sh), without systemd ({@code SLURM_CGROUP_IGNORE_SYSTEMD}), and {@code SLURM_CGROUP_MISSING}
     * naming the controllers this machine's cgroup v2 cannot give a node (bound to cgroup v1 on a
     * hybrid host: {@code cpuset} leaves ConstrainCores, {@code memory} ConstrainRAMSpace off;
     * ConstrainDevices needs no controller, a BPF program). The bed README's "Slurm".
     */
    void slurmCgroups(Map<String, String> env) {
        if (!cgroupView) {
            throw new AssertionError("slurmd's cgroup/v2 plugin needs the nodes' unified cgroup view on a hybrid"
                    + " host: start this bed with TestBed.builder().slurmCgroups()");
        }
        List<String> have;
        try {
            have = List.of(Files.readString(dir.resolve("node-cgroup-controllers"))
                    .strip()
                    .split("\\s+"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // the controllers Slurm's cgroup/v2 plugin asks a node's cgroup for (cgroup_v2.c ctl_names
        // without EnableExtraControllers; devices is a BPF program, freezer cgroup.freeze)
        List<String> missing = Stream.of("cpuset", "memory", "cpu")
                .filter(c -> !have.contains(c))
                .toList();
        env.put("SLURM_CGROUP_IGNORE_SYSTEMD", "1");
        env.put("SLURM_CGROUP_MISSING", String.join(",", missing));
        if (!missing.isEmpty() && !cgroupGapExpected) {
            cgroupGapExpected = true;
            slurmLogs()
                    .expect(
                            "error: Controller (" + String.join("|", missing) + ") is not enabled!",
                            "this machine's cgroup v2 lacks " + missing + " (bound to cgroup v1 on a hybrid host):"
                                    + " slurmd's cgroup/v2 plugin logs each controller its stepd scope lacks at"
                                    + " every start (src/plugins/cgroup/v2/cgroup_v2.c _get_controllers); OL9's"
                                    + " systemd delegates them all");
        }
    }

    /** Stage 1 with the cluster private key on stdin, as the Command feeds it. */
    StageRun bastionSetup(Map<String, String> env) {
        return stages.bastionSetup(env);
    }

    StageRun runStage(String stage, Map<String, String> env) {
        return stages.runStage(stage, env);
    }

    StageRun runStage(String stage, Map<String, String> env, String stdin) {
        return stages.runStage(stage, env, stdin);
    }

    /** {@link StageRunner#runChain}: the enabled stages as the engine runs their Commands. */
    Map<StageSpec, StageRun> runChain(Map<String, String> env, Set<StageSpec> enabled) {
        return stages.runChain(env, enabled);
    }

    /** The pins of versions.env, as the stages source it ({@link StageRunner#versions}). */
    static Map<String, String> versions() {
        return StageRunner.versions();
    }

    List<String> sshToBastion() {
        return List.of(
                "ssh",
                "-i",
                dir.resolve("user_key").toString(),
                "-o",
                "IdentitiesOnly=yes",
                "-o",
                "UserKnownHostsFile=" + dir.resolve("known_hosts"),
                "-o",
                "StrictHostKeyChecking=accept-new",
                "-o",
                "BatchMode=yes",
                "-o",
                // the harness's own commands, not a check: on 2 busy cores sshd's banner took over 5 s
                "ConnectTimeout=30",
                "-o",
                "LogLevel=ERROR",
                "opc@" + bastion.ip());
    }

    /** Run a short command on the bastion (e.g. to read a file the stages wrote). */
    String onBastion(String command) {
        List<String> ssh = new ArrayList<>(sshToBastion());
        ssh.add(command);
        Machine.Result r = Machine.exec(ssh, "", 30);
        if (r.exitCode() != 0) {
            throw new AssertionError("on bastion: " + command + " exited " + r.exitCode() + ": " + r.stderr());
        }
        return r.stdout();
    }

    /** Run a short command on a node, over ssh from the bastion with the cluster key, as the stages reach it. */
    String onNode(Host node, String command) {
        return onBastion(
                "ssh -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o ConnectTimeout=30 -o LogLevel=ERROR "
                        + node.ip() + " " + Machine.shellQuote(command));
    }

    /**
     * The host's sshd with PAM, as Oracle Linux 9's openssh-server runs it ({@code UsePAM yes} in
     * its {@code /etc/ssh/sshd_config.d/50-redhat.conf}, which the main sshd_config includes first):
     * the bed's hosts start with sshd's PAM off, since they start without an authselect profile and
     * so without the {@code password-auth} and {@code postlogin} files OL9's {@code /etc/pam.d/sshd}
     * includes; a test turns it on once a stage has selected a profile. Reloaded as sshd.service's
     * ExecReload does (SIGHUP), then waits until the host's sshd answers again.
     */
    void sshdUsesPam(Host host) {
        onNode(
                host,
                "printf '%s\\n' '# Oracle Linux 9 openssh-server: sshd runs the PAM stack of /etc/pam.d/sshd'"
                        + " 'UsePAM yes' | sudo tee /etc/ssh/sshd_config.d/50-redhat.conf >/dev/null"
                        + " && sudo systemctl reload sshd");
        untilSshAnswers(host, 20);
    }

    /**
     * Waits, at most {@code seconds}, until the host's sshd answers the bastion: a host the cloud
     * calls RUNNING has not necessarily started sshd yet (OCI's lifecycle state is the hypervisor's,
     * not the guest's), which is why the chain's readiness gate waits for SSH before anything else.
     */
    void untilSshAnswers(Host host, int seconds) {
        long deadline = System.currentTimeMillis() + seconds * 1000L;
        while (true) {
            try {
                onNode(host, "true");
                return;
            } catch (AssertionError e) {
                if (System.currentTimeMillis() > deadline) {
                    throw new AssertionError(
                            host.name() + " (" + host.ip() + "): no sshd within " + seconds + " s: " + e.getMessage(),
                            e);
                }
            }
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    /** A user's own key pair in the bed's directory ({@code <who>_key}, comment {@code <who>@laptop}): the public key. */
    String keyPair(String who) {
        Path key = dir.resolve(who + "_key");
        try {
            Files.deleteIfExists(key);
            Files.deleteIfExists(dir.resolve(who + "_key.pub"));
            Machine.Result r = Machine.exec(
                    List.of("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", who + "@laptop", "-f", key.toString()),
                    "",
                    20);
            if (r.exitCode() != 0) {
                throw new AssertionError("ssh-keygen for " + who + ": " + r.stderr());
            }
            return Files.readString(dir.resolve(who + "_key.pub")).strip();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * ssh as {@code user} with their own key ({@link #keyPair}) to {@code target}, through the
     * bastion (ProxyCommand) unless it is the bastion, as a user reaches a node.
     */
    Machine.Result login(String user, String target, String command) {
        List<String> common = List.of(
                "-i",
                dir.resolve(user + "_key").toString(),
                "-o",
                "IdentitiesOnly=yes",
                "-o",
                "BatchMode=yes",
                "-o",
                "UserKnownHostsFile=" + dir.resolve("known_hosts_" + user),
                "-o",
                "StrictHostKeyChecking=accept-new",
                "-o",
                "ConnectTimeout=30",
                "-o",
                "LogLevel=ERROR");
        List<String> ssh = new ArrayList<>(List.of("ssh"));
        ssh.addAll(common);
        if (!target.equals(bastion.ip())) {
            ssh.add("-o");
            ssh.add("ProxyCommand=ssh " + String.join(" ", common) + " -W %h:%p " + user + "@" + bastion.ip());
        }
        ssh.add(user + "@" + target);
        ssh.add(command);
        return Machine.exec(ssh, "", 60);
    }

    /** Set (or replace) one fault of a host; the fakes read it on every call. */
    void setFault(Host host, String key, String value) {
        editFaults(host.faultsFile(), key, value);
    }

    /** Set, replace or (value null) remove KEY in a KEY=value file. */
    static void editFaults(Path file, String key, String value) {
        try {
            List<String> lines = new ArrayList<>(Files.exists(file) ? Files.readAllLines(file) : List.of());
            lines.removeIf(l -> l.startsWith(key + "="));
            if (value != null) {
                lines.add(key + "=" + value);
            }
            Files.write(file, lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * What the host's instance metadata service serves at {@code /opc/v2/PATH} (fakes/curl):
     * {@code document} as it is, or (null) nothing, a 404.
     */
    void serveMetadata(Host host, String path, String document) {
        writeMetadata(host.dir().resolve("run/ocitb/imds"), path, document);
    }

    /** The curl fake's file for {@code /opc/v2/<path>} under {@code imds}: "A/B" is "A.B"; null removes it. */
    static void writeMetadata(Path imds, String path, String document) {
        Path file = imds.resolve(path.replace('/', '.'));
        try {
            if (document == null) {
                Files.deleteIfExists(file);
            } else {
                Files.createDirectories(file.getParent());
                Files.writeString(file, document);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void clearFault(Host host, String key) {
        setFault(host, key, null);
    }

    /** Stop a host's sshd (and everything it started): connections are refused. */
    void stopHost(Host host) {
        bed("stop", host.name(), dir.toString());
    }

    /** (Re)start a host's sshd; honours SSH_LATE_SECONDS in its faults. */
    void startHost(Host host) {
        bed("start", host.name(), dir.toString());
    }

    /**
     * The bed's model of an OCI custom image made from an instance ({@code bed.sh snapshot}): the
     * host stopped, its disk (overlay upper layer) copied to {@code image}.
     */
    void snapshot(Host host, Path image) {
        bed("snapshot", host.name(), image.toString(), dir.toString());
    }

    /** {@code host} again as a new instance launched from {@code image} at its address ({@code bed.sh boot}). */
    void boot(Host host, Path image) {
        bed("boot", host.name(), image.toString(), dir.toString());
    }

    String calls(Host host) {
        try {
            return Files.readString(host.callsLog());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@link HostState#stateEntries}: path -> type, mode, owner, hash of every entry under root. */
    Map<String, String> stateEntries(Path root) {
        return state.stateEntries(root);
    }

    /** {@link HostState#allStateEntries}: every host's persistent state. */
    Map<String, String> allStateEntries() {
        return state.allStateEntries();
    }

    /** Fails naming every path whose entry differs between two {@link #allStateEntries} snapshots. */
    static void assertSameState(Map<String, String> before, Map<String, String> after, String what) {
        HostState.assertSameState(before, after, what);
    }

    /** Every start/restart the bed's systemctl recorded for these units, per host and unit. */
    /**
     * The blocks of {@code scontrol show topology block} on the bastion: name -> its nodes,
     * expanded; a block without nodes (its last node moved away) has none.
     */
    Map<String, java.util.TreeSet<String>> slurmBlocks() {
        Map<String, java.util.TreeSet<String>> blocks = new java.util.TreeMap<>();
        java.util.regex.Pattern line = java.util.regex.Pattern.compile("^BlockName=(\\S+) .*?Nodes=(\\S*)");
        for (String l : onBastion("scontrol show topology block").strip().split("\n")) {
            java.util.regex.Matcher m = line.matcher(l);
            if (!m.find()) {
                continue;
            }
            java.util.TreeSet<String> nodes = new java.util.TreeSet<>();
            if (!m.group(2).isEmpty() && !m.group(2).equals("(null)")) {
                nodes.addAll(List.of(onBastion("scontrol show hostnames " + m.group(2))
                        .strip()
                        .split("\n")));
            }
            blocks.put(m.group(1), nodes);
        }
        return blocks;
    }

    Map<String, String> restarts(String... units) {
        return state.restarts(units);
    }

    /** What is left of a host ({@link HostState#hostRemains}); empty when the host is gone. */
    List<String> hostRemains(String name) {
        return state.hostRemains(name);
    }

    /** Stops a group's bed (when it started) and fails when anything of it is left behind. */
    static void closeAndCheckNothingIsLeft(TestBed bed) {
        HostState.closeAndCheckNothingIsLeft(bed);
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            bed("down", dir.toString());
            deleteTree(dir);
        } finally {
            try {
                HostState.closing(dir, instance);
            } finally {
                BedSlots.release(slot);
            }
        }
    }

    /** Closes after a failed start; the start's failure is what is thrown, a close failure rides along. */
    private void closeQuietly(Throwable original) {
        try {
            close();
        } catch (RuntimeException | Error e) {
            original.addSuppressed(e);
        }
    }

    private static void deleteTree(Path root) {
        if (root == null || !Files.exists(root)) {
            return;
        }
        Machine.Result r = Machine.exec(List.of("rm", "-rf", "--one-file-system", root.toString()), "", 60);
        if (r.exitCode() != 0) {
            throw new AssertionError("could not delete " + root + ": " + r.stderr());
        }
    }

    private void bed(String... args) {
        List<String> cmd = new ArrayList<>(List.of("env", "OCITB_INSTANCE=" + instance, "bash", BED_SCRIPT.toString()));
        cmd.addAll(List.of(args));
        long t0 = System.nanoTime();
        Machine.Result r = Machine.exec(cmd, "", 120);
        System.err.printf(
                "TIMING bed %s %.2f s [bed%d %s]%n", args[0], (System.nanoTime() - t0) / 1e9, instance, label);
        // bed.sh down: the CPU time its hosts used, from bed up on (where the machine can tell)
        r.stdout()
                .lines()
                .filter(l -> l.startsWith("cpu "))
                .forEach(l -> System.err.printf(
                        "TIMING bed cpu %s s over %.1f s [bed%d %s]%n",
                        l.substring(4), (System.nanoTime() - upNanos) / 1e9, instance, label));
        if (r.exitCode() != 0) {
            throw new AssertionError(
                    "bed.sh " + String.join(" ", args) + " failed (" + r.exitCode() + "):\n" + r.stdout() + r.stderr());
        }
    }
}
