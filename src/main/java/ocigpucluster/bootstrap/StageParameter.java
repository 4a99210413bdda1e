package ocigpucluster.bootstrap;

import ocigpucluster.compute.AgentPlugins;
import ocigpucluster.compute.OnDemandPool;
import ocigpucluster.nccl.NcclSweep;
import ocigpucluster.ondemand.OnDemandTeardown;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;
import ocigpucluster.shapes.ShapeCatalog;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Every parameter a stage script reads from its environment, with how its value is computed.
 * A stage lists the ones it takes ({@link Stage}); a new parameter is one constant here.
 */
public enum StageParameter {
    /** Space-separated name=ip pairs; set by the chain once the nodes exist. */
    NODES(c -> {
        throw new IllegalStateException("NODES is known only once the nodes exist: the chain sets it");
    }),
    NODE_USER(c -> c.settings().bastion().user()),
    VCN_CIDR(c -> c.settings().network().vcnCidr()),
    TIMEZONE(c -> c.settings().cluster().timezone()),
    SHAPE_GPUS(c -> Integer.toString(c.shape().gpus())),
    /** 0 without an RDMA fabric: the readiness gate then checks no RDMA. */
    SHAPE_RDMA_NICS(c -> Integer.toString(c.pool().rdmaFabric() ? c.shape().rdmaNics() : 0)),
    /** The NFS server /home must come from; empty when /home is not shared. */
    HOME_NFS_SERVER(c -> c.home().nfsServer()),
    /** The path exported by HOME_NFS_SERVER. */
    HOME_NFS_PATH(c -> c.home().nfsPath()),
    /** fstab options of the /home mount (the bastion mounts it with these in kind nfs). */
    HOME_MOUNT_OPTIONS(c -> c.home().mountOptions()),
    /** bastion (stage 1 exports /home), nfs (stage 1 mounts it like a node) or local (not shared). */
    HOME_KIND(c -> c.home().kind()),
    RDMA_CIDR(c -> c.settings().network().rdmaCidr()),
    /** Floor of the readiness gate's per-NIC ib_write_bw check (shape catalog). */
    SHAPE_IB_WRITE_BW_GBPS(c -> Integer.toString(c.shape().ibWriteBwGbpsPerNic())),
    /** true: an NVSwitch shape, whose nvidia-fabricmanager the readiness gate checks. */
    SHAPE_FABRIC_MANAGER(c -> Boolean.toString(c.shape().fabricManager())),
    NCCL_ENV(c -> c.shape().nccl().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
            .collect(Collectors.joining(" "))),
    NCCL_PASS_LINE_GBPS(c -> number(c.passLineGBps())),
    NCCL_FAIL_BELOW_PASS_LINE(c -> Boolean.toString(c.bootstrap().ncclFailBelowPassLine())),
    NCCL_MIN_BYTES(c -> c.bootstrap().ncclMinBytes()),
    NCCL_MAX_BYTES(c -> NcclSweep.maxBytes(c.bootstrap(), c.shape())),
    NCCL_EXTRA_SIZES(c -> "10G"),
    /** The images later enabled stages run, pulled while the readiness gate waits for RDMA. */
    PREFETCH_IMAGES(c -> {
        Map<String, String> versions = Versions.all();
        Set<String> images = new LinkedHashSet<>();
        for (Stage s : Stage.values()) {
            if (s.image() != null && s.enabled(c.settings())) {
                images.add(versions.get(s.image()));
            }
        }
        return String.join(" ", images);
    }),
    /** fail or drain (Slurm only): whether a node failing the readiness gate fails the update. */
    ON_NODE_FAILURE(c -> c.settings().scheduler().onNodeFailure()),
    SLURM_CLUSTER_NAME(c -> c.settings().scheduler().clusterName()),
    /** true: Enroot/Pyxis files without a SHA256 pin in versions.env are installed (unverified); false: refused. */
    ALLOW_UNPINNED_DOWNLOADS(c -> Boolean.toString(c.settings().scheduler().allowUnpinnedDownloads())),
    SLURM_PARTITION(c -> c.settings().scheduler().partition()),
    /** The GPU type in the node's GRES (gpu:<type>:<count>), from the shape catalog. */
    SLURM_GPU_TYPE(c -> c.shape().slurm().gpuType()),
    SLURM_SOCKETS(c -> Integer.toString(c.shape().slurm().sockets())),
    SLURM_CORES_PER_SOCKET(c -> Integer.toString(c.shape().slurm().coresPerSocket())),
    SLURM_THREADS_PER_CORE(c -> Integer.toString(c.shape().slurm().threadsPerCore())),
    SLURM_REAL_MEMORY_MB(c -> Long.toString(c.shape().slurm().realMemoryMb())),
    /** The accounts and groups of users.accounts / users.groups ({@link UsersSpec}: keys base64-encoded). */
    USERS_SPEC(c -> UsersSpec.render(c.settings().users())),
    /** true: the users stage deletes the home of an account removed from users.accounts (default: kept). */
    USERS_DELETE_REMOVED_HOMES(c -> Boolean.toString(c.settings().users().deleteRemovedHomes())),
    /** NAME:UID of every account, which the readiness gate requires on each node (empty: none). */
    USERS_EXPECTED(c -> UsersSpec.expected(c.settings().users())),
    /**
     * The Slurm partition's AllowGroups: with users.accounts, gpuusers (containers: true) and the
     * login user's own group (the bootstrap's jobs); empty (everyone) without.
     */
    SLURM_ALLOW_GROUPS(c -> c.settings().users().managed()
            ? ocigpucluster.settings.Settings.Users.CONTAINER_GROUP + "," + c.settings().bastion().user() : ""),
    /** The on-demand partition's name; empty without on-demand nodes (slurm-controller.sh then declares none). */
    ONDEMAND_PARTITION(c -> c.settings().onDemand().enabled() ? c.settings().onDemand().partition() : ""),
    ONDEMAND_MAX_NODES(c -> onDemand(c, o -> Integer.toString(o.maxNodes()))),
    /** The on-demand shape's facts (shape catalog), as SHAPE_* and SLURM_* are the static shape's. */
    ONDEMAND_GPUS(c -> onDemandShape(c, s -> Integer.toString(s.gpus()))),
    ONDEMAND_GPU_TYPE(c -> onDemandShape(c, s -> s.slurm().gpuType())),
    ONDEMAND_SOCKETS(c -> onDemandShape(c, s -> Integer.toString(s.slurm().sockets()))),
    ONDEMAND_CORES_PER_SOCKET(c -> onDemandShape(c, s -> Integer.toString(s.slurm().coresPerSocket()))),
    ONDEMAND_THREADS_PER_CORE(c -> onDemandShape(c, s -> Integer.toString(s.slurm().threadsPerCore()))),
    ONDEMAND_REAL_MEMORY_MB(c -> onDemandShape(c, s -> Long.toString(s.slurm().realMemoryMb()))),
    /** On-demand nodes always launch into an RDMA compute cluster. */
    ONDEMAND_RDMA_NICS(c -> onDemandShape(c, s -> Integer.toString(s.rdmaNics()))),
    ONDEMAND_IB_WRITE_BW_GBPS(c -> onDemandShape(c, s -> Integer.toString(s.ibWriteBwGbpsPerNic()))),
    ONDEMAND_FABRIC_MANAGER(c -> onDemandShape(c, s -> Boolean.toString(s.fabricManager()))),
    ONDEMAND_SHAPE(c -> onDemand(c, Settings.OnDemand::shape)),
    /** Slurm's SuspendTime: onDemand.idleMinutes. */
    ONDEMAND_SUSPEND_TIME_SECONDS(c -> onDemand(c, o -> Integer.toString(o.idleMinutes() * 60))),
    /** Slurm's ResumeTimeout: onDemand.resumeTimeoutMinutes. */
    ONDEMAND_RESUME_TIMEOUT_SECONDS(c -> onDemand(c, o -> Integer.toString(o.resumeTimeoutMinutes() * 60))),
    /** Slurm's SuspendTimeout: terminating a bare-metal instance takes minutes; suspend.sh waits 30 s less. */
    ONDEMAND_SUSPEND_TIMEOUT_SECONDS(c -> onDemand(c, o -> "600")),
    /** Where the ondemand stage installs the bootstrap tree slurmctld runs the programs from. */
    ONDEMAND_INSTALL_DIR(c -> onDemand(c, o -> Install.DIR)),
    ONDEMAND_PROGRAM_DIR(c -> onDemand(c, o -> Install.DIR + "/ondemand")),
    ONDEMAND_COMPARTMENT_ID(c -> onDemand(c, o -> c.settings().compartmentId())),
    ONDEMAND_IMAGE_ID(c -> onDemand(c, o -> c.settings().cluster().imageId())),
    ONDEMAND_BOOT_VOLUME_GB(c -> onDemand(c, o -> Integer.toString(c.settings().cluster().bootVolumeSizeInGbs()))),
    ONDEMAND_AGENT_PLUGINS(c -> onDemand(c, o -> String.join(",", AgentPlugins.enabledFor(true)))),
    ONDEMAND_STACK_TAG(c -> onDemand(c, o -> OnDemandPool.STACK_TAG)),
    ONDEMAND_STACK_TAG_VALUE(c -> onDemand(c, o -> OnDemandPool.stackTagValue(c.settings()))),
    ONDEMAND_ROLE_TAG(c -> onDemand(c, o -> OnDemandPool.ROLE_TAG)),
    ONDEMAND_ROLE_VALUE(c -> onDemand(c, o -> OnDemandPool.ROLE_VALUE)),
    ONDEMAND_STOP_FILE(c -> onDemand(c, o -> OnDemandTeardown.STOP_FILE)),
    /** Known once the on-demand resources exist: the chain sets these four (see {@link #late()}). */
    ONDEMAND_AVAILABILITY_DOMAIN(StageParameter::setByChain),
    ONDEMAND_SUBNET_ID(StageParameter::setByChain),
    ONDEMAND_COMPUTE_CLUSTER_ID(StageParameter::setByChain),
    /** base64 of the launch metadata JSON (the nodes' ssh keys and cloud-init; no secret). */
    ONDEMAND_METADATA_B64(StageParameter::setByChain),
    /** Directory mode: the LDAP URIs, space separated (SSSD's ldap_uri, in failover order). */
    DIRECTORY_URI(c -> String.join(" ", c.settings().directory().uris())),
    DIRECTORY_BASE_DN(c -> nullToEmpty(c.settings().directory().baseDn())),
    DIRECTORY_BIND_DN(c -> nullToEmpty(c.settings().directory().bindDn())),
    /** PEM text of the directory's CA, or empty (not a secret: a CA certificate is public). */
    DIRECTORY_TLS_CA(c -> nullToEmpty(c.settings().directory().tlsCaCert())),
    /** The directory groups that may log in (SSSD simple_allow_groups), comma separated. */
    DIRECTORY_ALLOW_GROUPS(c -> String.join(",", c.settings().directory().allowGroups())),
    NODE_TIMEOUT_SECONDS(c -> Integer.toString(c.bootstrap().nodeTimeoutMinutes() * 60)),
    /** A node's bound plus 2 minutes for the stage to collect and report. */
    STAGE_TIMEOUT_SECONDS(c -> Integer.toString(c.bootstrap().nodeTimeoutMinutes() * 60 + 120));

    private final Function<StageContext, String> value;

    StageParameter(Function<StageContext, String> value) {
        this.value = value;
    }

    public String value(StageContext context) {
        return value.apply(context);
    }

    /** True for the parameters only known once resources exist (the chain sets them, as NODES). */
    public boolean late() {
        return this == NODES || this == ONDEMAND_AVAILABILITY_DOMAIN || this == ONDEMAND_SUBNET_ID
                || this == ONDEMAND_COMPUTE_CLUSTER_ID || this == ONDEMAND_METADATA_B64;
    }

    /** Where the ondemand stage installs the bootstrap tree on the bastion (root-owned). */
    static final class Install {
        static final String DIR = "/opt/oci-gpu-cluster/bootstrap";

        private Install() {
        }
    }

    private static String setByChain(StageContext c) {
        throw new IllegalStateException("known only once the on-demand resources exist: the chain sets it");
    }

    private static String onDemand(StageContext c, Function<Settings.OnDemand, String> f) {
        return c.settings().onDemand().enabled() ? f.apply(c.settings().onDemand()) : "";
    }

    private static String onDemandShape(StageContext c, Function<Shape, String> f) {
        return onDemand(c, o -> f.apply(ShapeCatalog.get().require(o.shape())));
    }

    private static String nullToEmpty(String v) {
        return v == null ? "" : v;
    }

    private static String number(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
