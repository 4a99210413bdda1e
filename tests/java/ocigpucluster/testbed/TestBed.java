package ocigpucluster.testbed;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageCommand;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.program.Features;
import ocigpucluster.validation.Validation;
import ocigpucluster.compute.NodePool;
import ocigpucluster.settings.StackConfig;
import ocigpucluster.settings.Settings;
import ocigpucluster.storage.HomeStorage;
import ocigpucluster.shapes.Shape;
import ocigpucluster.shapes.ShapeCatalog;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The SSH test bed (tests/testbed/bed.sh): a bastion and N emulated BM.GPU4.8 nodes, each a
 * real sshd in its own namespaces on 10.K.0.0/16, K the bed's instance ({@link #SLOTS} beds may
 * run at once on a machine, each with its own names and subnet). Stages run the way the Pulumi
 * Commands run them: one ssh to the bastion with the user's key, every bootstrap file written by heredocs,
 * then {@code NAME='value' ... bash $HOME/.oci-gpu-cluster/bootstrap/<stage>/<stage>.sh}, the
 * cluster private key on stdin for stage 1; {@link #runChain} runs independent stages at once.
 */
final class TestBed implements AutoCloseable {

    /** The bastion's host name in the bed (the nodes mount /home from it). */
    static final String BASTION_NAME = "bastion";
    static final String SHAPE = "BM.GPU4.8";
    /** sshd runs {@code $SHELL -c <command>}: one argv string, limited by Linux to 128 KiB. */
    static final int MAX_COMMAND_BYTES = 128 * 1024;
    private static final Path BED_SCRIPT = Path.of("tests/testbed/bed.sh").toAbsolutePath();
    private static final Path CLOUD_SCRIPT = Path.of("tests/testbed/cloud-host.sh").toAbsolutePath();
    /**
     * Beds that may run at once on this machine. They mostly wait (bounds, retries, injected
     * delays): three beds at once keep 2 cores busy without slowing each other's stage runs past
     * their bounds (README, "Build time").
     */
    static final int SLOTS = 3;
    /**
     * Held shared by every bed; a checkout from before bed instances (one fixed bridge and
     * machine-wide leftover checks) locks it exclusively, so it never runs beside one of these.
     */
    private static final Path SHARED_LOCK_FILE = Path.of("/tmp/ocigpucluster-testbed.lock");
    private static final Object SHARED_LOCK_GUARD = new Object();
    private static FileChannel sharedLockChannel;
    private static int sharedLockHolders;
    /** How long the JVM's first bed waits for the other groups JUnit starts with it, so the queue can order them. */
    private static final long GATHER_NANOS = 1_000_000_000L;
    /** Slots this JVM holds (a JVM may not lock one file twice, and closing a channel drops its locks). */
    private static final boolean[] HELD_SLOTS = new boolean[SLOTS];
    /** Every bed directory this JVM started -> its instance. */
    private static final Map<Path, Integer> INSTANCES = new java.util.concurrent.ConcurrentHashMap<>();
    /** Bed directory -> what {@link #close} found left of the bed while it still held its slot. */
    private static final Map<Path, List<String>> LEFT_AT_CLOSE = new java.util.concurrent.ConcurrentHashMap<>();
    private static final Pattern FAIL_LINE = Pattern.compile("^FAIL (\\S+) (\\S+) ?(.*)$", Pattern.MULTILINE);
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The tutorial's node names first (Oracle's GPU cluster tutorial §3-6), then more of the same form. */
    private static final List<String> NODE_NAMES = List.of("inst-ygssn-ao", "inst-nysmb-ao", "inst-ofwf3-ao",
            "inst-toyke-ao", "inst-qv2bx-ao", "inst-m7hcd-ao", "inst-p0zrt-ao", "inst-wk4ja-ao", "inst-9dnfe-ao",
            "inst-hs3la-ao");
    /** eth0 addresses; the tutorial's .194 and .90 first (their rdma addresses end the same). */
    private static final List<Integer> NODE_OCTETS = List.of(194, 90, 11, 12, 13, 14, 15, 16, 17, 18);

    record Host(String role, String name, String ip, Path dir) {
        Path faultsFile() {
            return dir.resolve("run/ocitb/faults.env");
        }

        Path callsLog() {
            return dir.resolve("run/ocitb/calls.log");
        }
    }

    record Failure(String node, String code, String detail) {
    }

    /** One stage run; {@code startNanos}/{@code endNanos} on {@link System#nanoTime()}'s clock, to compare runs. */
    record StageRun(String stage, int exitCode, String stdout, String stderr, double seconds, JsonNode result,
                    List<Failure> failures, long startNanos, long endNanos) {

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
            return failures.stream().filter(f -> f.node().equals(node)).map(Failure::code).toList();
        }

        /** Failure codes in a node's JSON record. */
        List<String> recordCodes(String node) {
            List<String> codes = new ArrayList<>();
            node(node).path("failed").forEach(f -> codes.add(f.path("code").asText()));
            return codes;
        }

        String describe() {
            return stage + " exit " + exitCode + " in " + String.format("%.1f", seconds) + " s\n--- stdout (tail)\n"
                    + tail(stdout, 3000) + "\n--- stderr (tail)\n" + tail(stderr, 6000);
        }
    }

    static final class Builder {
        private int nodes = 2;
        private final Map<Integer, Map<String, String>> faults = new TreeMap<>();
        private String sharedHome;
        private boolean cloud;

        Builder nodes(int count) {
            if (count < 0 || count > NODE_NAMES.size()) {
                throw new IllegalArgumentException("nodes must be 0.." + NODE_NAMES.size());
            }
            this.nodes = count;
            return this;
        }

        /** A fault of node {@code index} (0-based), e.g. {@code fault(2, "GPUS", "7")}; see README. */
        Builder fault(int index, String key, String value) {
            faults.computeIfAbsent(index, k -> new LinkedHashMap<>()).put(key, value);
            return this;
        }

        /**
         * /home from a shared NFS export {@code source} (server:path), as with storage.mode
         * fileStorage or external: the nodes boot with it mounted (empty, a new file system), the
         * bastion mounts it in stage 1; any other source fails to mount (see the mount fake).
         */
        Builder sharedHome(String source) {
            this.sharedHome = source;
            return this;
        }

        /**
         * The bed's cloud (cloud-host.sh, fakes/oci): the bastion's OCI CLI launches and
         * terminates instances, each launched instance a new bed host of the bed's shape.
         */
        Builder cloud() {
            this.cloud = true;
            return this;
        }

        TestBed start() {
            return new TestBed(nodes, faults, sharedHome, cloud);
        }
    }

    static Builder builder() {
        return new Builder();
    }

    final Shape shape = ShapeCatalog.get().require(SHAPE);
    private final Path dir;
    /** This bed's instance K: bridge ocitbK, namespaces ocitbK-*, subnet 10.K.0.0/16 (bed.sh). */
    private final int instance;
    /** Who started the bed (its scenario class), for the TIMING lines of beds that run at once. */
    private final String label;
    private final Host bastion;
    private final List<Host> nodes = new ArrayList<>();
    private final String clusterPrivateKey;
    private final Slot slot;
    /** When the bed got its slot (before bed.sh up), for the TIMING line of its CPU time. */
    private final long upNanos;
    private boolean closed;

    private TestBed(int nodeCount, Map<Integer, Map<String, String>> faults, String sharedHome, boolean cloud) {
        preflight();
        Class<?> caller = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                .walk(frames -> frames.map(StackWalker.StackFrame::getDeclaringClass)
                        .filter(c -> c != TestBed.class && c != Builder.class).findFirst())
                .orElse(TestBed.class);
        label = caller.getSimpleName();
        LocalQueue.acquire(groupOrder(caller));
        Slot slot = null;
        try {
            acquireSharedLock();
            try {
                slot = acquireSlot();
            } finally {
                if (slot == null) {
                    releaseSharedLock();
                }
            }
        } finally {
            if (slot == null) {
                LocalQueue.release();
            }
        }
        upNanos = System.nanoTime();
        this.slot = slot;
        instance = slot.number();
        Path created = null;
        try {
            created = Files.createTempDirectory("ocitb-");
        } catch (IOException e) {
            releaseLocks();
            throw new UncheckedIOException(e);
        }
        dir = created;
        INSTANCES.put(dir, instance);
        try {
            bastion = new Host("bastion", "bastion", subnet() + ".1.10", dir.resolve("hosts/bastion"));
            for (int i = 0; i < nodeCount; i++) {
                String name = NODE_NAMES.get(i);
                nodes.add(new Host("node", name, subnet() + ".3." + NODE_OCTETS.get(i), dir.resolve("hosts/" + name)));
            }
            run(List.of("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "test-user", "-f",
                    dir.resolve("user_key").toString()), 20);
            run(List.of("ssh-keygen", "-q", "-t", "rsa", "-b", "2048", "-N", "", "-C", "cluster", "-f",
                    dir.resolve("cluster_key").toString()), 20);
            clusterPrivateKey = Files.readString(dir.resolve("cluster_key"));
            StringBuilder tsv = new StringBuilder("bastion bastion " + bastion.ip() + " 0 0\n");
            for (Host n : nodes) {
                tsv.append("node ").append(n.name()).append(' ').append(n.ip()).append(' ').append(shape.gpus())
                        .append(' ').append(shape.rdmaNics()).append('\n');
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
                prepareCloud();
            }
            bed("up", dir.toString());
            if (cloud) {
                run(List.of("env", "OCITB_INSTANCE=" + instance, "bash", CLOUD_SCRIPT.toString(), "daemon", dir.toString()), 20);
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

    /**
     * BEDDIR/cloud, shared with the bastion's OCI CLI (which runs as the login user or as
     * slurm): state, faults, request queue and API log writable by every user.
     */
    private void prepareCloud() throws IOException {
        Path cloud = dir.resolve("cloud");
        for (Path d : List.of(cloud, cloud.resolve("requests"), cloud.resolve("host-faults"))) {
            Files.createDirectories(d);
            Files.setPosixFilePermissions(d, java.nio.file.attribute.PosixFilePermissions.fromString("rwxrwxrwx"));
        }
        Files.writeString(cloud.resolve("config.json"),
                "{\"gpus\": " + shape.gpus() + ", \"rdmaNics\": " + shape.rdmaNics() + ", \"subnet\": \"" + subnet()
                        + ".4\"}\n");
        for (String f : List.of("faults.env", "lock", "api.log")) {
            Files.writeString(cloud.resolve(f), "");
            Files.setPosixFilePermissions(cloud.resolve(f), java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-rw-"));
        }
    }

    /** Set (or, with null, clear) a fault of the cloud (BEDDIR/cloud/faults.env; see README). */
    void cloudFault(String key, String value) {
        editFaults(dir.resolve("cloud/faults.env"), key, value);
    }

    /** A fault the host of the instance named {@code displayName} gets when it is launched (e.g. GPUS=7). */
    void cloudHostFault(String displayName, String key, String value) {
        editFaults(dir.resolve("cloud/host-faults/" + displayName + ".env"), key, value);
    }

    /** Every instance the cloud knows (its state.json, with the fake's own "_" fields). */
    List<JsonNode> cloudInstances() {
        Path state = dir.resolve("cloud/state.json");
        List<JsonNode> out = new ArrayList<>();
        try {
            if (Files.exists(state)) {
                JSON.readTree(state.toFile()).path("instances").forEach(out::add);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** One line per API request the cloud answered: {@code <epoch> <Operation> <status> [code]}. */
    List<String> cloudApiLog() {
        try {
            return Files.readAllLines(dir.resolve("cloud/api.log"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The host of a launched instance as a {@link Host} (its directory, faults, calls). */
    Host cloudHost(String name, String ip) {
        return new Host("node", name, ip, dir.resolve("hosts/" + name));
    }

    /**
     * What is left of a host: its network namespace, its processes (host-init and everything in
     * its namespace); empty when the host is gone.
     */
    List<String> hostRemains(String name) {
        List<String> found = new ArrayList<>();
        String ns = "ocitb" + instance + "-" + name;
        if (output(List.of("ip", "netns", "list")).lines().anyMatch(l -> l.split(" ")[0].equals(ns))) {
            found.add("netns " + ns);
        }
        output(List.of("pgrep", "-af", "testbed/host-init.sh " + dir.resolve("hosts/" + name) + "$")).lines()
                .filter(l -> !l.isBlank()).forEach(l -> found.add("process " + l));
        return found;
    }

    /** The first two octets of this bed's addresses (10.K). */
    private String subnet() {
        return "10." + instance;
    }

    int instance() {
        return instance;
    }

    /** Joins every other bed in holding the shared lock (this JVM holds it once for all its beds). */
    private static void acquireSharedLock() {
        synchronized (SHARED_LOCK_GUARD) {
            if (sharedLockHolders == 0) {
                try {
                    FileChannel c = FileChannel.open(SHARED_LOCK_FILE, StandardOpenOption.CREATE, StandardOpenOption.READ,
                            StandardOpenOption.WRITE);
                    try {
                        c.lock(0, Long.MAX_VALUE, true);
                    } catch (IOException | RuntimeException e) {
                        c.close();
                        throw e;
                    }
                    sharedLockChannel = c;
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            sharedLockHolders++;
        }
    }

    private static void releaseSharedLock() {
        synchronized (SHARED_LOCK_GUARD) {
            if (--sharedLockHolders == 0) {
                try {
                    sharedLockChannel.close(); // releases the lock
                } catch (IOException ignored) {
                    // the lock goes with the channel anyway
                }
                sharedLockChannel = null;
            }
        }
    }

    private static Path slotFile(int slot) {
        return Path.of("/tmp/ocigpucluster-testbed." + slot + ".lock");
    }

    /** The @Order of the SshTestBedTest group whose scenario is {@code scenario} (lowest first); last when none. */
    private static int groupOrder(Class<?> scenario) {
        for (Class<?> group : SshTestBedTest.class.getDeclaredClasses()) {
            if (scenario.isAssignableFrom(group) && group.isAnnotationPresent(org.junit.jupiter.api.Order.class)) {
                return group.getAnnotation(org.junit.jupiter.api.Order.class).value();
            }
        }
        return Integer.MAX_VALUE;
    }

    /**
     * This JVM's beds wait here for one of {@link #SLOTS}: a free slot goes to the waiting group
     * with the lowest @Order (SshTestBedTest orders its groups longest first, so the longest
     * start first and the short ones fill in). JUnit starts the groups at about the same moment
     * in no fixed order: the first bed waits {@link #GATHER_NANOS} for the others to queue.
     */
    private static final class LocalQueue {
        private static final Object LOCK = new Object();
        private static final java.util.PriorityQueue<long[]> WAITING =
                new java.util.PriorityQueue<>(Comparator.<long[]>comparingLong(w -> w[0]).thenComparingLong(w -> w[1]));
        private static int free = SLOTS;
        private static long firstRequest = -1;
        private static long requests;

        static void acquire(int order) {
            synchronized (LOCK) {
                long now = System.nanoTime();
                if (firstRequest < 0) {
                    firstRequest = now;
                }
                long[] me = {order, requests++};
                WAITING.add(me);
                try {
                    while (true) {
                        long gathering = GATHER_NANOS - (System.nanoTime() - firstRequest);
                        if (gathering > 0) {
                            LOCK.wait(gathering / 1_000_000 + 1);
                        } else if (free > 0 && WAITING.peek() == me) {
                            WAITING.poll();
                            free--;
                            LOCK.notifyAll();
                            return;
                        } else {
                            LOCK.wait();
                        }
                    }
                } catch (InterruptedException e) {
                    WAITING.remove(me);
                    LOCK.notifyAll();
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted while waiting for a test bed slot", e);
                }
            }
        }

        static void release() {
            synchronized (LOCK) {
                free++;
                LOCK.notifyAll();
            }
        }
    }

    /** Slot {@code number} of {@link #SLOTS}, locked through {@code channel}. */
    private record Slot(int number, FileChannel channel) {
    }

    /** Waits for a free slot on this machine and locks it. */
    private static Slot acquireSlot() {
        try {
            while (true) {
                for (int slot = 0; slot < SLOTS; slot++) {
                    synchronized (HELD_SLOTS) {
                        if (HELD_SLOTS[slot]) {
                            continue;
                        }
                        FileChannel c = FileChannel.open(slotFile(slot), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                        if (c.tryLock() != null) {
                            HELD_SLOTS[slot] = true;
                            return new Slot(slot, c);
                        }
                        c.close(); // another process holds this slot
                    }
                }
                Thread.sleep(200);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a test bed slot", e);
        }
    }

    /** Frees this bed's slot, then its hold on the shared lock. */
    private void releaseLocks() {
        synchronized (HELD_SLOTS) {
            if (!HELD_SLOTS[slot.number()]) {
                return;
            }
            try {
                slot.channel().close(); // releases the slot's lock
            } catch (IOException ignored) {
                // the lock goes with the channel anyway
            }
            HELD_SLOTS[slot.number()] = false;
        }
        releaseSharedLock();
        LocalQueue.release();
    }

    /** The real Slurm daemons and what the stages build the Pyxis stand-in with: fail, never skip. */
    static void requireSlurm() {
        for (String tool : List.of("/usr/sbin/slurmctld", "/usr/sbin/slurmd", "/usr/bin/sinfo", "/usr/sbin/munged",
                "/usr/include/slurm/spank.h", "/usr/bin/gcc", "/usr/bin/make",
                // what Debian's mpi/pmix plugin dlopens for srun --mpi=pmix (the NCCL job's MPI)
                "/usr/lib/x86_64-linux-gnu/pmix2/lib/libpmix.so",
                // the Slurm stage repacks Slurm's source with tar -cjf on the bastion
                "/usr/bin/bzip2")) {
            if (!Files.exists(Path.of(tool))) {
                throw new AssertionError("the Slurm test bed needs " + tool
                        + ": apt-get install -y slurmctld slurmd slurm-client libpmix2 libpmix-dev libslurm-dev munge gcc make libc6-dev bzip2");
            }
        }
    }

    /** Root, namespaces and sshd are required: fail (never skip) and say how to get them. */
    static void preflight() {
        String uid = output(List.of("id", "-u"));
        if (!uid.strip().equals("0")) {
            throw new AssertionError("the SSH test bed needs root (network and mount namespaces); run the tests as root");
        }
        for (String tool : List.of("/usr/sbin/sshd", "/usr/bin/ssh", "/usr/bin/ssh-keygen", "/usr/bin/unshare",
                "/usr/bin/sudo", "/usr/bin/python3", "/usr/bin/setsid", "/usr/bin/timeout")) {
            if (!Files.isExecutable(Path.of(tool))) {
                throw new AssertionError("the SSH test bed needs " + tool
                        + ": apt-get install -y openssh-server openssh-client util-linux sudo python3 coreutils iproute2");
            }
        }
        if (!Files.isExecutable(Path.of("/usr/sbin/ip")) && !Files.isExecutable(Path.of("/usr/bin/ip"))) {
            throw new AssertionError("the SSH test bed needs ip: apt-get install -y iproute2");
        }
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

    /**
     * Every parameter of every stage, computed by the stages' own specs ({@link Features#STAGES})
     * from the dev stack (BM.GPU4.8 in a cluster network, /home from the bastion, as the bed
     * emulates), with the bed's nodes, a sweep that fits the emulated GPUs and short bounds; a test
     * overrides what it needs.
     */
    Map<String, String> params(int nodeTimeoutSeconds, int stageTimeoutSeconds) {
        return params(nodeTimeoutSeconds, stageTimeoutSeconds, new String[0]);
    }

    /** As {@link #params(int, int)}, from the dev stack with these {@code key=value} settings ({@code secret:key=value}: a secret). */
    Map<String, String> params(int nodeTimeoutSeconds, int stageTimeoutSeconds, String... settings) {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("NODES", nodesParam());
        StageContext context = devStackContext(settings);
        for (Param p : Features.STAGES.parameters()) {
            // late ones (NODES, the on-demand launch values) exist only with the resources: the test sets them
            if (!p.late()) {
                env.put(p.name(), p.value(context));
            }
        }
        env.put("VCN_CIDR", subnet() + ".0.0/16"); // the bed's instance's subnet: what the export and firewall admit
        env.put("NCCL_MIN_BYTES", "1G");
        // all_reduce_perf holds 3 buffers of NCCL_MAX_BYTES per GPU: 8G fits an A100 40GB, 16G does not
        env.put("NCCL_MAX_BYTES", "8G");
        env.put("NODE_TIMEOUT_SECONDS", Integer.toString(nodeTimeoutSeconds));
        env.put("STAGE_TIMEOUT_SECONDS", Integer.toString(stageTimeoutSeconds));
        // test-only knobs: a hung node is reported 3 s after its bound, retries and polls wait 1 s
        env.put("NODE_REPORT_GRACE_SECONDS", "3");
        env.put("RETRY_DELAY_SECONDS", "1");
        return env;
    }

    /** The dev stack's settings with the bed's bastion host name, as the program would see them. */
    private StageContext devStackContext(String... sets) {
        try {
            StackConfig config = StackConfig.read(Path.of("Pulumi.dev.yaml"));
            config.set("bastion.hostname=" + BASTION_NAME, false);
            for (String set : sets) {
                // "secret:key=value" sets it as `pulumi config set --secret` would
                config.set(set.replaceFirst("^secret:", ""), set.startsWith("secret:"));
            }
            Validation v = Validation.of(config.toRawConfig(), "dev");
            if (v.hasErrors()) {
                throw new AssertionError("Pulumi.dev.yaml does not validate for the bed: " + v.diagnostics());
            }
            Settings settings = v.settings();
            if (!settings.cluster().shape().equals(SHAPE)) {
                throw new AssertionError("the bed emulates " + SHAPE + ", the dev stack has " + settings.cluster().shape());
            }
            return Features.context(settings, shape, NodePool.of(settings.cluster()),
                    HomeStorage.of(settings, settings.bastion().hostname()));
        } catch (StackConfig.ConfigFileException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    /**
     * Runs the enabled stages the way the Pulumi engine runs their Commands: each starts as soon
     * as the stages its descriptor waits for have succeeded, and stages without a dependency
     * between them run at the same time. A stage whose dependency failed is not run.
     */
    Map<StageSpec, StageRun> runChain(Map<String, String> env, Set<StageSpec> enabled) {
        Map<StageSpec, java.util.concurrent.CompletableFuture<StageRun>> runs = new LinkedHashMap<>();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newCachedThreadPool();
        try {
            for (StageSpec st : Features.STAGES.all()) {
                if (!enabled.contains(st)) {
                    continue;
                }
                List<java.util.concurrent.CompletableFuture<StageRun>> before = Features.STAGES.waitsFor(st, enabled).stream().map(runs::get).toList();
                runs.put(st, java.util.concurrent.CompletableFuture.allOf(before.toArray(java.util.concurrent.CompletableFuture[]::new))
                        .thenApplyAsync(none -> {
                            for (var b : before) {
                                StageRun r = b.join();
                                if (r.exitCode() != 0) {
                                    throw new AssertionError(st.id() + " not run: " + r.stage() + " failed\n" + r.describe());
                                }
                            }
                            return runStage(st.id(), env, st.takesClusterKey() ? clusterPrivateKey : "");
                        }, pool));
            }
            Map<StageSpec, StageRun> out = new LinkedHashMap<>();
            runs.forEach((st, f) -> out.put(st, f.join()));
            return out;
        } catch (java.util.concurrent.CompletionException e) {
            if (e.getCause() instanceof AssertionError a) {
                throw a;
            }
            throw e;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Stage 1 with the cluster private key on stdin, as the Command feeds it. */
    StageRun bastionSetup(Map<String, String> env) {
        return runStage("bastion-setup", env, clusterPrivateKey);
    }

    StageRun runStage(String stage, Map<String, String> env) {
        return runStage(stage, env, "");
    }

    /** A stage run that is expected to stop at its input checks (exit 2, one ERROR line, no JSON). */
    Result runStageRefused(String stage, Map<String, String> env) {
        return execStage(stage, env, "");
    }

    private Result execStage(String stage, Map<String, String> env, String stdin) {
        String command = renderCommand(stage, env);
        StageSpec s = stage(stage);
        if (s.scriptOnStdin()) {
            // as the Command runs it: the fixed loader is the ssh command, the script its stdin
            if (!stdin.isEmpty()) {
                throw new AssertionError(stage + " gets its script on stdin: it takes nothing else there");
            }
            stdin = command;
            command = StageCommand.loader(s);
        }
        if (command.getBytes(StandardCharsets.UTF_8).length >= MAX_COMMAND_BYTES) {
            throw new AssertionError("the rendered command for " + stage + " is "
                    + command.getBytes(StandardCharsets.UTF_8).length + " bytes; sshd cannot run more than 128 KiB");
        }
        List<String> ssh = new ArrayList<>(sshToBastion());
        ssh.add(command);
        long bound = Long.parseLong(env.getOrDefault("STAGE_TIMEOUT_SECONDS", "60")) + 30;
        return exec(ssh, stdin, bound);
    }

    private static StageSpec stage(String id) {
        return Features.STAGES.get(id);
    }

    StageRun runStage(String stage, Map<String, String> env, String stdin) {
        long started = System.nanoTime();
        Result r = execStage(stage, env, stdin);
        double seconds = (System.nanoTime() - started) / 1e9;
        List<Failure> failures = new ArrayList<>();
        Matcher m = FAIL_LINE.matcher(r.stderr());
        while (m.find()) {
            failures.add(new Failure(m.group(1), m.group(2), m.group(3)));
        }
        JsonNode result = null;
        String last = lastLine(r.stdout());
        try {
            result = JSON.readTree(last);
        } catch (IOException e) {
            // left null: the assertion below shows the output
        }
        StageRun run = new StageRun(stage, r.exitCode(), r.stdout(), r.stderr(), seconds, result, failures,
                started, System.nanoTime());
        System.err.printf("TIMING stage %s %.2f s [bed%d %s]%n", stage, seconds, instance, label);
        if (result == null || !result.isObject()) {
            throw new AssertionError("the last stdout line of " + stage + " is not a JSON object\n" + run.describe());
        }
        return run;
    }

    /**
     * The script the Pulumi Command runs on the bastion (its create text, or its stdin where the
     * stage's script travels on stdin): rendered by the Java side itself ({@link StageCommand}),
     * with the test-only knobs (documented in lib/common.sh) added to its environment.
     */
    String renderCommand(String stage, Map<String, String> env) {
        StageSpec s = stage(stage);
        String command = StageCommand.render(s, env);
        StringBuilder knobs = new StringBuilder();
        for (String knob : TEST_KNOBS) {
            if (env.containsKey(knob)) {
                knobs.append(" \\\n  ").append(knob).append('=').append(shellQuote(env.get(knob)));
            }
        }
        if (!command.contains("\nexec env")) {
            throw new AssertionError("StageCommand no longer ends with 'exec env ...': update TestBed.renderCommand");
        }
        for (Map.Entry<String, String> pin : pins.entrySet()) {
            // the versions.env the stage ships (a quoted heredoc: its lines verbatim)
            java.util.regex.Pattern line = java.util.regex.Pattern.compile("(?m)^" + pin.getKey() + "=.*$");
            if (!line.matcher(command).find()) {
                throw new AssertionError("versions.env has no " + pin.getKey() + " to pin for the bed");
            }
            command = line.matcher(command).replaceAll(pin.getKey() + "=" + pin.getValue());
        }
        return command.replace("\nexec env", "\nexec env" + knobs);
    }

    private final Map<String, String> pins = new java.util.TreeMap<>();

    /**
     * Pin a versions.env digest to what the bed's release mirror (fakes/curl) serves: the real
     * pin names the real release file, whose bytes the bed cannot have. The stages then verify
     * the bed's file against it as they verify the real one (sha256sum -c).
     */
    void pinDigest(String key, String url) {
        String sum = onBastion("curl -fsSL " + shellQuote(url) + " | sha256sum").strip().split(" ")[0];
        if (!sum.matches("[0-9a-f]{64}")) {
            throw new AssertionError("no digest for " + url + ": " + sum);
        }
        pin(key, sum);
    }

    /**
     * The stages refuse unpinned downloads (the dev stack does not allow them): pins the digests of
     * the Enroot, Pyxis and Slurm release files the bed's mirror serves, at the versions versions.env names.
     */
    void pinSlurmDownloads() {
        Map<String, String> v = versions();
        String enroot = "https://github.com/NVIDIA/enroot/releases/download/v" + v.get("ENROOT_VERSION") + "/";
        pinDigest("ENROOT_RPM_SHA256", enroot + "enroot-" + v.get("ENROOT_VERSION") + "-1.el8.x86_64.rpm");
        pinDigest("ENROOT_CAPS_RPM_SHA256", enroot + "enroot+caps-" + v.get("ENROOT_VERSION") + "-1.el8.x86_64.rpm");
        pinDigest("PYXIS_SHA256", "https://github.com/NVIDIA/pyxis/archive/refs/tags/v" + v.get("PYXIS_VERSION") + ".tar.gz");
        // Slurm's source: GitHub's archive of the release tag (slurm-25-11-6-1 for 25.11.6), as lib/slurm-lib.sh fetches it
        pinDigest("SLURM_SHA256", "https://github.com/SchedMD/slurm/archive/slurm-" + v.get("SLURM_VERSION").replace('.', '-') + "-1.tar.gz");
    }

    /** Set a versions.env value in every stage the bed renders from now on (e.g. back to "unpinned"). */
    void pin(String key, String value) {
        pins.put(key, value);
    }

    /** The value {@link #pin} set, or null. */
    String pinned(String key) {
        return pins.get(key);
    }

    /**
     * Knobs that only tests set: shorter report grace, retry and progress delays (lib/common.sh); Slurm
     * without cgroup delegation and with the shape's node definition taken as given
     * (slurm-controller.sh), since the bed's hosts have no systemd and are not the shape.
     */
    static final List<String> TEST_KNOBS = List.of("NODE_REPORT_GRACE_SECONDS", "RETRY_DELAY_SECONDS",
            "PROGRESS_SECONDS", "SLURM_NO_CGROUP", "SLURM_CONFIG_OVERRIDES");

    /** src/main/bootstrap as the Java side sees it: on the classpath as ocigpucluster/bootstrap. */
    static Path bootstrapRoot() {
        try {
            var url = TestBed.class.getClassLoader().getResource("ocigpucluster/bootstrap/versions.env");
            if (url == null) {
                throw new AssertionError("ocigpucluster/bootstrap/versions.env is not on the classpath (src/main/bootstrap)");
            }
            return Path.of(url.toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    List<String> sshToBastion() {
        return List.of("ssh", "-i", dir.resolve("user_key").toString(), "-o", "IdentitiesOnly=yes",
                "-o", "UserKnownHostsFile=" + dir.resolve("known_hosts"), "-o", "StrictHostKeyChecking=accept-new",
                "-o", "BatchMode=yes", "-o", "ConnectTimeout=5", "-o", "LogLevel=ERROR", "opc@" + bastion.ip());
    }

    /** Run a short command on the bastion (e.g. to read a file the stages wrote). */
    String onBastion(String command) {
        List<String> ssh = new ArrayList<>(sshToBastion());
        ssh.add(command);
        Result r = exec(ssh, "", 30);
        if (r.exitCode() != 0) {
            throw new AssertionError("on bastion: " + command + " exited " + r.exitCode() + ": " + r.stderr());
        }
        return r.stdout();
    }

    /** Run a short command on a node, over ssh from the bastion with the cluster key, as the stages reach it. */
    String onNode(Host node, String command) {
        return onBastion("ssh -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o ConnectTimeout=5 -o LogLevel=ERROR "
                + node.ip() + " " + shellQuote(command));
    }

    /** Set (or replace) one fault of a host; the fakes read it on every call. */
    void setFault(Host host, String key, String value) {
        editFaults(host.faultsFile(), key, value);
    }

    /** Set, replace or (value null) remove KEY in a KEY=value file. */
    private static void editFaults(Path file, String key, String value) {
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

    /** Path -> description of every entry under root (for hashing and for showing differences). */
    Map<String, String> stateEntries(Path root) {
        Map<String, String> entries = new TreeMap<>();
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return entries;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted(Comparator.naturalOrder()).toList()) {
                String rel = dir.relativize(p).toString();
                Map<String, Object> attrs = Files.readAttributes(p, "unix:mode,uid,gid", LinkOption.NOFOLLOW_LINKS);
                String meta = Integer.toOctalString((Integer) attrs.get("mode")) + " " + attrs.get("uid") + ":"
                        + attrs.get("gid");
                if (Files.isSymbolicLink(p)) {
                    entries.put(rel, meta + " -> " + Files.readSymbolicLink(p));
                } else if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                    entries.put(rel, meta + " " + sha256(Files.readAllBytes(p)));
                } else {
                    entries.put(rel, meta);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return entries;
    }

    /**
     * Every host's persistent state: the overlay uppers of /etc, /var, /opt, /usr,
     * /mnt/localdisk and (bastion) /home, as path -> type, mode, owner, SHA-256 of the
     * content or link target; comparing two of them shows exactly what changed.
     */
    Map<String, String> allStateEntries() {
        Map<String, String> all = new TreeMap<>();
        for (Host h : hosts()) {
            all.putAll(stateEntries(h.dir().resolve("upper")));
            all.putAll(stateEntries(h.dir().resolve("localdisk")));
            if (h.role().equals("bastion")) {
                all.putAll(stateEntries(h.dir().resolve("home")));
            }
        }
        return all;
    }

    /** Fails naming every path whose entry differs between two {@link #allStateEntries} snapshots. */
    static void assertSameState(Map<String, String> before, Map<String, String> after, String what) {
        if (!before.equals(after)) {
            java.util.TreeSet<String> changed = new java.util.TreeSet<>();
            before.forEach((k, v) -> {
                if (!v.equals(after.get(k))) {
                    changed.add(k);
                }
            });
            after.keySet().stream().filter(k -> !before.containsKey(k)).forEach(changed::add);
            throw new AssertionError(what + " changed host state: " + changed);
        }
    }

    /** Every start/restart the bed's systemctl recorded for these units, per host and unit. */
    Map<String, String> restarts(String... units) {
        Map<String, String> found = new TreeMap<>();
        for (Host h : hosts()) {
            for (String unit : units) {
                Path f = h.dir().resolve("run/ocitb/restarts." + unit);
                try {
                    if (Files.exists(f)) {
                        found.put(h.name() + " " + unit, Files.readString(f));
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return found;
    }

    String calls(Host host) {
        try {
            return Files.readString(host.callsLog());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Whatever of the bed in {@code dir} is still on the machine (empty when clean): what
     * {@link #close} found of its instance's namespaces and bridge before giving up its slot
     * (after that another bed may take the same names), and its directory, processes and mounts.
     */
    static List<String> leftovers(Path dir) {
        if (dir == null) {
            return List.of(); // the bed never started; its constructor cleaned up
        }
        List<String> found = new ArrayList<>(LEFT_AT_CLOSE.getOrDefault(dir, List.of("not closed: " + dir)));
        for (String f : leftoversOf(dir, INSTANCES.getOrDefault(dir, -1))) {
            if (!found.contains(f)) {
                found.add(f);
            }
        }
        return found;
    }

    /** The bed's namespaces and bridge (instance >= 0), directory, host processes and mounts still present. */
    private static List<String> leftoversOf(Path dir, int instance) {
        List<String> found = new ArrayList<>();
        if (instance >= 0) {
            String out = exec(List.of("env", "OCITB_INSTANCE=" + instance, "bash", BED_SCRIPT.toString(), "leftovers",
                    dir.toString()), "", 30).stdout();
            out.lines().filter(l -> !l.isBlank()).forEach(found::add);
        }
        if (Files.exists(dir)) {
            found.add("directory " + dir);
        }
        String namespaces = "/run/netns/ocitb" + instance + "-";
        String under = dir + "/"; // not another bed's /tmp/ocitb-<this number followed by more digits>
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/mountinfo"))) {
                if (line.contains(under) || line.contains(dir + " ") || instance >= 0 && line.contains(namespaces)) {
                    found.add("mount " + line);
                }
            }
            try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
                for (Path p : procs.filter(p -> p.getFileName().toString().matches("\\d+")).toList()) {
                    try {
                        String cmdline = new String(Files.readAllBytes(p.resolve("cmdline")), StandardCharsets.UTF_8)
                                .replace('\0', ' ');
                        // a host's sshd (PID 1 of its namespaces) has the host's overlays, named by their dirs
                        if (cmdline.contains(under) || cmdline.contains("sshd -D -e")
                                && Files.readString(p.resolve("mountinfo")).contains(under)) {
                            found.add("process " + p.getFileName() + ": " + cmdline.strip());
                        }
                    } catch (IOException gone) {
                        // the process ended while listing
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return found;
    }

    /** Stops a group's bed (when it started) and fails when anything of it is left behind. */
    static void closeAndCheckNothingIsLeft(TestBed bed) {
        if (bed == null) {
            return;
        }
        Path dir = bed.dir();
        bed.close();
        List<String> left = leftovers(dir);
        if (!left.isEmpty()) {
            throw new AssertionError("the test bed left something behind: " + left);
        }
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
                LEFT_AT_CLOSE.put(dir, leftoversOf(dir, instance));
            } finally {
                releaseLocks();
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
        Result r = exec(List.of("rm", "-rf", "--one-file-system", root.toString()), "", 60);
        if (r.exitCode() != 0) {
            throw new AssertionError("could not delete " + root + ": " + r.stderr());
        }
    }

    private void bed(String... args) {
        List<String> cmd = new ArrayList<>(List.of("env", "OCITB_INSTANCE=" + instance, "bash", BED_SCRIPT.toString()));
        cmd.addAll(List.of(args));
        long t0 = System.nanoTime();
        Result r = exec(cmd, "", 120);
        System.err.printf("TIMING bed %s %.2f s [bed%d %s]%n", args[0], (System.nanoTime() - t0) / 1e9, instance, label);
        // bed.sh down: the CPU time its hosts used, from bed up on (where the machine can tell)
        r.stdout().lines().filter(l -> l.startsWith("cpu ")).forEach(l ->
                System.err.printf("TIMING bed cpu %s s over %.1f s [bed%d %s]%n", l.substring(4),
                        (System.nanoTime() - upNanos) / 1e9, instance, label));
        if (r.exitCode() != 0) {
            throw new AssertionError("bed.sh " + String.join(" ", args) + " failed (" + r.exitCode() + "):\n"
                    + r.stdout() + r.stderr());
        }
    }

    record Result(int exitCode, String stdout, String stderr) {
    }

    private static void run(List<String> command, long timeoutSeconds) {
        Result r = exec(command, "", timeoutSeconds);
        if (r.exitCode() != 0) {
            throw new AssertionError(String.join(" ", command) + " failed (" + r.exitCode() + "): " + r.stderr());
        }
    }

    static Result exec(List<String> command, String stdin, long timeoutSeconds) {
        try {
            Path out = Files.createTempFile("ocitb-out", ".txt");
            Path err = Files.createTempFile("ocitb-err", ".txt");
            try {
                Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
                try (OutputStream in = p.getOutputStream()) {
                    in.write(stdin.getBytes(StandardCharsets.UTF_8));
                } catch (IOException closedEarly) {
                    // the command did not read its stdin
                }
                if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                    p.descendants().forEach(ProcessHandle::destroyForcibly);
                    p.destroyForcibly();
                    p.waitFor(10, TimeUnit.SECONDS);
                    throw new AssertionError(String.join(" ", command.subList(0, Math.min(3, command.size())))
                            + " did not finish within " + timeoutSeconds + " s\n" + tail(Files.readString(err), 4000));
                }
                return new Result(p.exitValue(), Files.readString(out), Files.readString(err));
            } finally {
                Files.deleteIfExists(out);
                Files.deleteIfExists(err);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    static String output(List<String> command) {
        return exec(command, "", 30).stdout();
    }

    static String shellQuote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    private static String lastLine(String s) {
        List<String> lines = s.lines().filter(l -> !l.isBlank()).toList();
        return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    }

    static String tail(String s, int chars) {
        return s.length() <= chars ? s : "..." + s.substring(s.length() - chars);
    }

    private static String stripZero(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    /** SHA-256 of a string's UTF-8 bytes, in hex (as {@code sha256sum} prints it). */
    static String sha256Hex(String text) {
        return sha256(text.getBytes(StandardCharsets.UTF_8));
    }

    /** The pins of versions.env (the one place for them), as the stages source it. */
    static Map<String, String> versions() {
        Map<String, String> v = new TreeMap<>();
        try {
            for (String line : Files.readAllLines(bootstrapRoot().resolve("versions.env"))) {
                if (line.matches("[A-Z_]+=.*")) {
                    v.put(line.substring(0, line.indexOf('=')), line.substring(line.indexOf('=') + 1));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return v;
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
