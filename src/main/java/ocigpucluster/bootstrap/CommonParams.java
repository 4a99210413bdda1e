package ocigpucluster.bootstrap;

/**
 * The parameters many features' stages take, declared once. A parameter only one feature's
 * stages read is declared in that feature's package.
 */
public final class CommonParams {
    /**
     * node_exporter's textfile directory on every host: a feature writes its {@code *.prom} there
     * (health's health.prom, monitoring's collectors), the monitoring's node_exporter exports them.
     */
    public static final String METRICS_DIRECTORY = "/var/lib/oci-gpu-cluster/metrics";

    public static final Param METRICS_DIR = Param.of(
            "METRICS_DIR",
            "node_exporter's textfile directory on every host, where the health check and the monitoring's collectors write their `*.prom`",
            c -> METRICS_DIRECTORY);

    /** Space-separated name=ip pairs; set by the chain once the nodes exist. */
    /** The image check of a node stage's group ({@link NodeImage}: a feature that bakes images gives it). */
    public static final Param BAKE_HASH = Param.of(
            "BAKE_HASH",
            "the content hash of the image the group's nodes must run (bake.groups; empty: the group is not baked)",
            c -> c.stages().nodeImage(c.settings(), c.group().group()).hash());

    public static final Param BAKE_GROUP = Param.of(
            "BAKE_GROUP",
            "the baked group's name, for the image check's failure (empty: the group is not baked)",
            c -> c.stages().nodeImage(c.settings(), c.group().group()).group());

    public static final Param NODES = Param.late(
            "NODES",
            "`name=ip` pairs, space separated, in cluster order (the first node runs mpirun); set by the chain once the nodes exist");

    /** Space-separated name=group pairs of the nodes in NODES; set by the chain once the nodes exist. */
    public static final Param NODE_GROUPS = Param.late(
            "NODE_GROUPS",
            "`group:count` runs, space separated, in `NODES` order: the first `count` nodes of `NODES` are in the first group, the next in the next (a stage of the whole cluster gets every static group's nodes, group after group); set by the chain once the nodes exist");

    public static final Param NODE_USER = Param.of(
            "NODE_USER",
            "login user on the bastion and the nodes (`bastion.user`)",
            c -> c.settings().bastion().user());
    public static final Param VCN_CIDR = Param.of(
            "VCN_CIDR",
            "NFS export and firewalld source (`network.vcnCidr`)",
            c -> c.settings().network().vcnCidr());
    public static final Param TIMEZONE = Param.of(
            "TIMEZONE",
            "time zone the nodes must have (`cluster.timezone`)",
            c -> c.settings().cluster().timezone());
    public static final Param RDMA_CIDR = Param.of(
            "RDMA_CIDR",
            "RDMA network the rdma interfaces' addresses must be in (`network.rdmaCidr`)",
            c -> c.settings().network().rdmaCidr());
    /** The group's shape (the first group's for a stage of the whole cluster): SHAPE_GPUS... and its Slurm node line, SLURM_SOCKETS... */
    public static final ShapeParams SHAPE = new ShapeParams(
            "SHAPE_",
            "SLURM_",
            "the group's shape (`cluster.shape`, `nodeGroups[].shape`)",
            c -> new ShapeParams.Facts(
                    c.shape(), c.pool().rdmaFabric(), c.group().group().gate()));
    /** The NFS server /home must come from; empty when /home is not shared. */
    public static final Param HOME_NFS_SERVER = Param.of(
            "HOME_NFS_SERVER",
            "NFS server of /home as the nodes' fstab names it (the bastion, the File Storage mount target's FQDN or an external server); empty: /home not shared, not checked",
            c -> c.home().nfsServer());
    /** The path exported by HOME_NFS_SERVER. */
    public static final Param HOME_NFS_PATH = Param.of(
            "HOME_NFS_PATH",
            "the path HOME_NFS_SERVER exports as /home",
            c -> c.home().nfsPath());
    /** fstab options of the /home mount (the bastion mounts it with these in kind nfs). */
    public static final Param HOME_MOUNT_OPTIONS = Param.of(
            "HOME_MOUNT_OPTIONS",
            "fstab options of the /home mount (`storage.mountOptions`)",
            c -> c.home().mountOptions());
    /** bastion (stage 1 exports /home), nfs (stage 1 mounts it like a node) or local (not shared). */
    public static final Param HOME_KIND = Param.of(
            "HOME_KIND",
            "`bastion` (bastion-setup exports /home), `nfs` (bastion-setup mounts HOME_NFS_SERVER:HOME_NFS_PATH as /home, first copying the login user's home onto an empty file system; on a role's own VM always, as on a node) or `local` (not shared)",
            c -> c.host().equals(StageContext.BASTION) || c.home().kind().equals("local")
                    ? c.home().kind()
                    : "nfs");

    public static final Param NODE_TIMEOUT_SECONDS = Param.of(
            "NODE_TIMEOUT_SECONDS",
            "bound of one node's work (`bootstrap.nodeTimeoutMinutes` × 60); the ssh gets 30 s more so the node can report which check was not met",
            c -> Integer.toString(c.bootstrap().nodeTimeoutMinutes() * 60));
    /** A node's bound plus 2 minutes for the stage to collect and report. */
    public static final Param STAGE_TIMEOUT_SECONDS = Param.of(
            "STAGE_TIMEOUT_SECONDS",
            "bound of the whole stage: `NODE_TIMEOUT_SECONDS` + 120",
            c -> Integer.toString(c.bootstrap().nodeTimeoutMinutes() * 60 + 120));

    private CommonParams() {}
}
