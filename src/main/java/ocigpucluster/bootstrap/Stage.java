package ocigpucluster.bootstrap;

import ocigpucluster.settings.Settings;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Predicate;

import static ocigpucluster.bootstrap.StageParameter.ALLOW_UNPINNED_DOWNLOADS;
import static ocigpucluster.bootstrap.StageParameter.DIRECTORY_ALLOW_GROUPS;
import static ocigpucluster.bootstrap.StageParameter.DIRECTORY_BASE_DN;
import static ocigpucluster.bootstrap.StageParameter.DIRECTORY_BIND_DN;
import static ocigpucluster.bootstrap.StageParameter.DIRECTORY_TLS_CA;
import static ocigpucluster.bootstrap.StageParameter.DIRECTORY_URI;
import static ocigpucluster.bootstrap.StageParameter.HOME_KIND;
import static ocigpucluster.bootstrap.StageParameter.HOME_MOUNT_OPTIONS;
import static ocigpucluster.bootstrap.StageParameter.HOME_NFS_PATH;
import static ocigpucluster.bootstrap.StageParameter.HOME_NFS_SERVER;
import static ocigpucluster.bootstrap.StageParameter.NCCL_ENV;
import static ocigpucluster.bootstrap.StageParameter.NCCL_EXTRA_SIZES;
import static ocigpucluster.bootstrap.StageParameter.NCCL_FAIL_BELOW_PASS_LINE;
import static ocigpucluster.bootstrap.StageParameter.NCCL_MAX_BYTES;
import static ocigpucluster.bootstrap.StageParameter.NCCL_MIN_BYTES;
import static ocigpucluster.bootstrap.StageParameter.NCCL_PASS_LINE_GBPS;
import static ocigpucluster.bootstrap.StageParameter.NODES;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_AGENT_PLUGINS;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_AVAILABILITY_DOMAIN;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_BOOT_VOLUME_GB;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_COMPARTMENT_ID;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_COMPUTE_CLUSTER_ID;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_CORES_PER_SOCKET;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_FABRIC_MANAGER;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_GPUS;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_GPU_TYPE;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_IB_WRITE_BW_GBPS;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_IMAGE_ID;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_INSTALL_DIR;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_MAX_NODES;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_METADATA_B64;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_PARTITION;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_PROGRAM_DIR;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_RDMA_NICS;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_REAL_MEMORY_MB;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_RESUME_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_ROLE_TAG;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_ROLE_VALUE;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_SHAPE;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_SOCKETS;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_SUBNET_ID;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_STACK_TAG;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_STACK_TAG_VALUE;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_STOP_FILE;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_SUSPEND_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_SUSPEND_TIME_SECONDS;
import static ocigpucluster.bootstrap.StageParameter.ONDEMAND_THREADS_PER_CORE;
import static ocigpucluster.bootstrap.StageParameter.NODE_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.StageParameter.NODE_USER;
import static ocigpucluster.bootstrap.StageParameter.ON_NODE_FAILURE;
import static ocigpucluster.bootstrap.StageParameter.PREFETCH_IMAGES;
import static ocigpucluster.bootstrap.StageParameter.RDMA_CIDR;
import static ocigpucluster.bootstrap.StageParameter.SHAPE_FABRIC_MANAGER;
import static ocigpucluster.bootstrap.StageParameter.SHAPE_GPUS;
import static ocigpucluster.bootstrap.StageParameter.SHAPE_IB_WRITE_BW_GBPS;
import static ocigpucluster.bootstrap.StageParameter.SHAPE_RDMA_NICS;
import static ocigpucluster.bootstrap.StageParameter.SLURM_ALLOW_GROUPS;
import static ocigpucluster.bootstrap.StageParameter.SLURM_CLUSTER_NAME;
import static ocigpucluster.bootstrap.StageParameter.SLURM_CORES_PER_SOCKET;
import static ocigpucluster.bootstrap.StageParameter.SLURM_GPU_TYPE;
import static ocigpucluster.bootstrap.StageParameter.SLURM_PARTITION;
import static ocigpucluster.bootstrap.StageParameter.SLURM_REAL_MEMORY_MB;
import static ocigpucluster.bootstrap.StageParameter.SLURM_SOCKETS;
import static ocigpucluster.bootstrap.StageParameter.SLURM_THREADS_PER_CORE;
import static ocigpucluster.bootstrap.StageParameter.STAGE_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.StageParameter.TIMEZONE;
import static ocigpucluster.bootstrap.StageParameter.USERS_DELETE_REMOVED_HOMES;
import static ocigpucluster.bootstrap.StageParameter.USERS_EXPECTED;
import static ocigpucluster.bootstrap.StageParameter.USERS_SPEC;
import static ocigpucluster.bootstrap.StageParameter.VCN_CIDR;

/**
 * The ONE definition of each bootstrap stage: its script on the bastion, what enables it, the
 * parameters it gets (only its own, so changing, say, the NCCL pass line re-runs the NCCL stage
 * and nothing before it), the stages it waits for, the image it runs (pulled early), and its stack
 * output with how that is read from the stage's stdout. The chain, the stack outputs, the
 * contract test and the test bed all iterate over this enum: a new stage is a constant here plus
 * its script.
 *
 * <p>Stages without a dependency between them run at the same time (Pulumi runs independent
 * resources concurrently): the container runtime installs and pulls while the readiness gate
 * waits the ~10 minutes RDMA auto-configuration takes.
 */
public enum Stage {
    BASTION_SETUP("bastion-setup", "bastion-setup.sh", s -> true,
            List.of(NODES, NODE_USER, VCN_CIDR, HOME_KIND, HOME_NFS_SERVER, HOME_NFS_PATH, HOME_MOUNT_OPTIONS,
                    STAGE_TIMEOUT_SECONDS),
            List.of(), null, null, null),
    /**
     * Login accounts (users.accounts): the same UID/GID on the bastion and every node, homes
     * created once on the shared /home, removed accounts locked. Runs only when users.accounts is
     * set; before the readiness gate, which then also requires the accounts on each node.
     */
    USERS("users", "users.sh", s -> s.users().managed(),
            List.of(NODES, NODE_USER, USERS_SPEC, USERS_DELETE_REMOVED_HOMES, NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS),
            List.of(BASTION_SETUP), null, "users", (out, c) -> StageResults.asMap(out)),
    /** ON_NODE_FAILURE=drain (Slurm only) lets it pass with some nodes not ready: SLURM_NODES drains them. */
    READINESS_GATE("readiness-gate", "readiness-gate.sh", s -> true,
            List.of(NODES, NODE_USER, SHAPE_GPUS, SHAPE_RDMA_NICS, RDMA_CIDR, TIMEZONE, HOME_NFS_SERVER,
                    HOME_NFS_PATH, SHAPE_IB_WRITE_BW_GBPS, SHAPE_FABRIC_MANAGER, ON_NODE_FAILURE, USERS_EXPECTED,
                    NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS),
            List.of(BASTION_SETUP, USERS), null, "nodes", (out, c) -> StageResults.nodes(out)),
    /** Needs only SSH and cloud-init done on each node (it waits for them itself), not RDMA. */
    CONTAINER_RUNTIME("container-runtime", "container-runtime.sh", s -> s.bootstrap().containerRuntime(),
            List.of(NODES, NODE_USER, SHAPE_GPUS, PREFETCH_IMAGES, NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS),
            List.of(BASTION_SETUP), null, "bootstrap", (out, c) -> StageResults.asMap(out)),
    /** With Slurm the NCCL gate is a Slurm job instead ({@link #SLURM_NCCL}, same output). */
    NCCL_TEST("nccl-test", "nccl-test.sh", s -> s.bootstrap().nccl() && !s.scheduler().slurm(),
            List.of(NODES, NODE_USER, SHAPE_GPUS, NCCL_ENV, NCCL_PASS_LINE_GBPS, NCCL_FAIL_BELOW_PASS_LINE,
                    NCCL_MIN_BYTES, NCCL_MAX_BYTES, NCCL_EXTRA_SIZES, NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS),
            List.of(READINESS_GATE, CONTAINER_RUNTIME), "NCCL_IMAGE", "nccl",
            (out, c) -> StageResults.nccl(out, c.passLineGBps())),
    /**
     * Slurm controller on the bastion (the login node): munge key, slurmctld in configless mode,
     * Pyxis for srun. After the readiness gate: the partition lists only nodes that exist and boot.
     */
    SLURM_CONTROLLER("slurm-controller", "slurm-controller.sh", s -> s.scheduler().slurm(),
            List.of(NODES, NODE_USER, SLURM_CLUSTER_NAME, SLURM_PARTITION, SHAPE_GPUS, SLURM_GPU_TYPE, SLURM_SOCKETS,
                    SLURM_CORES_PER_SOCKET, SLURM_THREADS_PER_CORE, SLURM_REAL_MEMORY_MB, SLURM_ALLOW_GROUPS, ALLOW_UNPINNED_DOWNLOADS,
                    ONDEMAND_PARTITION, ONDEMAND_MAX_NODES,
                    ONDEMAND_GPUS, ONDEMAND_GPU_TYPE, ONDEMAND_SOCKETS, ONDEMAND_CORES_PER_SOCKET, ONDEMAND_THREADS_PER_CORE,
                    ONDEMAND_REAL_MEMORY_MB, ONDEMAND_SUSPEND_TIME_SECONDS, ONDEMAND_RESUME_TIMEOUT_SECONDS,
                    ONDEMAND_SUSPEND_TIMEOUT_SECONDS, ONDEMAND_PROGRAM_DIR, STAGE_TIMEOUT_SECONDS),
            List.of(READINESS_GATE), null, null, null),
    /**
     * Slurm on the nodes: munge, slurmd, Enroot, Pyxis; the node failure policy (drain or fail).
     * After the container runtime: both install packages on the same nodes, and dnf holds one lock.
     */
    SLURM_NODES("slurm-nodes", "slurm-nodes.sh", s -> s.scheduler().slurm(),
            List.of(NODES, NODE_USER, SLURM_PARTITION, SHAPE_GPUS, SHAPE_RDMA_NICS, RDMA_CIDR, TIMEZONE, HOME_NFS_SERVER, HOME_NFS_PATH,
                    SHAPE_FABRIC_MANAGER, ON_NODE_FAILURE, ALLOW_UNPINNED_DOWNLOADS, NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS),
            List.of(SLURM_CONTROLLER, CONTAINER_RUNTIME), null, "slurm", (out, c) -> StageResults.slurm(out)),
    /**
     * On-demand nodes (issue 11): installs what the controller's power saving runs (resume,
     * suspend, resume-fail programs), their configuration and the sweeper timer. After the
     * Slurm nodes: the resume program reuses their stage scripts on each new node.
     */
    ONDEMAND("ondemand", "ondemand-setup.sh", s -> s.onDemand().enabled() && s.scheduler().slurm(),
            List.of(NODE_USER, ONDEMAND_PARTITION, ONDEMAND_MAX_NODES, ONDEMAND_COMPARTMENT_ID, ONDEMAND_AVAILABILITY_DOMAIN,
                    ONDEMAND_SHAPE, ONDEMAND_IMAGE_ID, ONDEMAND_BOOT_VOLUME_GB, ONDEMAND_SUBNET_ID, ONDEMAND_COMPUTE_CLUSTER_ID,
                    ONDEMAND_METADATA_B64, ONDEMAND_AGENT_PLUGINS, ONDEMAND_STACK_TAG, ONDEMAND_STACK_TAG_VALUE, ONDEMAND_ROLE_TAG,
                    ONDEMAND_ROLE_VALUE, ONDEMAND_STOP_FILE, ONDEMAND_RESUME_TIMEOUT_SECONDS, ONDEMAND_SUSPEND_TIMEOUT_SECONDS,
                    ONDEMAND_INSTALL_DIR, ONDEMAND_GPUS, ONDEMAND_RDMA_NICS, ONDEMAND_IB_WRITE_BW_GBPS, ONDEMAND_FABRIC_MANAGER,
                    RDMA_CIDR, TIMEZONE, HOME_NFS_SERVER, HOME_NFS_PATH, ALLOW_UNPINNED_DOWNLOADS, USERS_EXPECTED,
                    STAGE_TIMEOUT_SECONDS),
            List.of(SLURM_NODES), null, null, null),
    /** The NCCL gate as a Slurm job (sbatch, srun --container-image through Pyxis/Enroot). */
    SLURM_NCCL("slurm-nccl", "slurm-nccl.sh", s -> s.bootstrap().nccl() && s.scheduler().slurm(),
            List.of(NODES, NODE_USER, SLURM_PARTITION, SHAPE_GPUS, NCCL_ENV, NCCL_PASS_LINE_GBPS,
                    NCCL_FAIL_BELOW_PASS_LINE, NCCL_MIN_BYTES, NCCL_MAX_BYTES, NCCL_EXTRA_SIZES, NODE_TIMEOUT_SECONDS,
                    STAGE_TIMEOUT_SECONDS),
            List.of(SLURM_NODES), null, "nccl", (out, c) -> StageResults.nccl(out, c.passLineGBps())),
    /**
     * Directory mode: SSSD on the bastion and every node, bound to the organisation's LDAP
     * directory; the bind password arrives on stdin. After the stages that install packages on the
     * nodes (dnf holds one lock) and before nothing: no other stage needs the directory's users.
     */
    DIRECTORY("directory", "directory.sh", s -> s.directory().enabled(),
            // ALLOW_UNPINNED_DOWNLOADS: read by lib/slurm-lib.sh, whose file, package and service helpers it uses
            List.of(NODES, NODE_USER, DIRECTORY_URI, DIRECTORY_BASE_DN, DIRECTORY_BIND_DN, DIRECTORY_TLS_CA, DIRECTORY_ALLOW_GROUPS,
                    ALLOW_UNPINNED_DOWNLOADS, NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS),
            List.of(BASTION_SETUP, CONTAINER_RUNTIME, SLURM_NODES), null, "directory", (out, c) -> StageResults.asMap(out)),
    /** After NCCL: both use every GPU, and a busy GPU would lower NCCL's figures. */
    TENSORFLOW_SAMPLE("tensorflow-sample", "tensorflow-sample.sh", s -> s.bootstrap().tensorflowSample(),
            List.of(NODES, NODE_USER, NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS),
            List.of(READINESS_GATE, CONTAINER_RUNTIME, NCCL_TEST, SLURM_NCCL), "TENSORFLOW_IMAGE", "tensorflowSample",
            (out, c) -> StageResults.asMap(out));

    private final String id;
    private final String script;
    private final Predicate<Settings> enabled;
    private final List<StageParameter> parameters;
    private final List<Stage> after;
    private final String image;
    private final String output;
    private final BiFunction<String, StageContext, Object> result;

    Stage(String id, String script, Predicate<Settings> enabled, List<StageParameter> parameters,
          List<Stage> after, String image, String output, BiFunction<String, StageContext, Object> result) {
        this.id = id;
        this.script = script;
        this.enabled = enabled;
        this.parameters = parameters;
        this.after = after;
        this.image = image;
        this.output = output;
        this.result = result;
    }

    public String id() {
        return id;
    }

    public String script() {
        return script;
    }

    /** The parameter names, in the order the command passes them. */
    public List<String> parameters() {
        return parameters.stream().map(Enum::name).toList();
    }

    public List<StageParameter> parameterKeys() {
        return parameters;
    }

    public boolean enabled(Settings s) {
        return enabled.test(s);
    }

    /** The stages this one must wait for, when all are enabled. */
    public List<Stage> after() {
        return after;
    }

    /** The versions.env key of the container image this stage runs, or null. */
    public String image() {
        return image;
    }

    /** The stack output this stage's result is exported as, or null (stage 1 reports nothing). */
    public String output() {
        return output;
    }

    /** The stack-output value of this stage's stdout. */
    public Object result(String stdout, StageContext context) {
        if (result == null) {
            throw new IllegalStateException("stage " + id + " has no stack output");
        }
        return result.apply(stdout, context);
    }

    /** True for stage 1: it gets the cluster's private key on stdin. */
    public boolean takesClusterKey() {
        return this == BASTION_SETUP;
    }

    /** True for the directory stage: it gets the directory's bind password on stdin. */
    public boolean takesBindPassword() {
        return this == DIRECTORY;
    }

    /**
     * True where the stage's rendered script ({@link StageCommand#render}) travels on its
     * Command's stdin and {@code create} is the short fixed {@link StageCommand#loader}: the
     * ondemand stage ships its programs and every script the resume program reuses, which would
     * pass sshd's one-argument limit (MAX_ARG_STRLEN, 128 KiB) as a {@code create} text. Only a
     * stage that takes no secret on stdin ({@link #takesClusterKey}, {@link #takesBindPassword}).
     */
    public boolean scriptOnStdin() {
        return this == ONDEMAND;
    }

    /** The stages enabled by these settings, in order. */
    public static List<Stage> enabledBy(Settings settings) {
        return java.util.Arrays.stream(values()).filter(s -> s.enabled(settings)).toList();
    }

    /**
     * What this stage waits for among {@code enabled}: a disabled stage is replaced by what it
     * waits for, and a stage another one already waits for (transitively) is left out.
     */
    public List<Stage> waitsFor(Set<Stage> enabled) {
        Set<Stage> direct = new LinkedHashSet<>();
        for (Stage s : after) {
            if (enabled.contains(s)) {
                direct.add(s);
            } else {
                direct.addAll(s.waitsFor(enabled));
            }
        }
        List<Stage> minimal = new ArrayList<>();
        for (Stage s : direct) {
            boolean implied = direct.stream().anyMatch(o -> o != s && o.reaches(s, enabled));
            if (!implied) {
                minimal.add(s);
            }
        }
        return List.copyOf(minimal);
    }

    private boolean reaches(Stage target, Set<Stage> enabled) {
        for (Stage s : waitsFor(enabled)) {
            if (s == target || s.reaches(target, enabled)) {
                return true;
            }
        }
        return false;
    }

    static Set<Stage> all() {
        return EnumSet.allOf(Stage.class);
    }
}
