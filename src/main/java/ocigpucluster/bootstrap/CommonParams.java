package ocigpucluster.bootstrap;

/**
 * The parameters many features' stages take, declared once. A parameter only one feature's
 * stages read is declared in that feature's package.
 */
public final class CommonParams {
    /** Space-separated name=ip pairs; set by the chain once the nodes exist. */
    public static final Param NODES = Param.late("NODES");

    public static final Param NODE_USER =
            Param.of("NODE_USER", c -> c.settings().bastion().user());
    public static final Param VCN_CIDR =
            Param.of("VCN_CIDR", c -> c.settings().network().vcnCidr());
    public static final Param TIMEZONE =
            Param.of("TIMEZONE", c -> c.settings().cluster().timezone());
    public static final Param RDMA_CIDR =
            Param.of("RDMA_CIDR", c -> c.settings().network().rdmaCidr());
    /** The static pool's shape: SHAPE_GPUS... and its Slurm node line, SLURM_SOCKETS... */
    public static final ShapeParams SHAPE = new ShapeParams(
            "SHAPE_", "SLURM_", c -> new ShapeParams.Facts(c.shape(), c.pool().rdmaFabric()));
    /** The NFS server /home must come from; empty when /home is not shared. */
    public static final Param HOME_NFS_SERVER =
            Param.of("HOME_NFS_SERVER", c -> c.home().nfsServer());
    /** The path exported by HOME_NFS_SERVER. */
    public static final Param HOME_NFS_PATH =
            Param.of("HOME_NFS_PATH", c -> c.home().nfsPath());
    /** fstab options of the /home mount (the bastion mounts it with these in kind nfs). */
    public static final Param HOME_MOUNT_OPTIONS =
            Param.of("HOME_MOUNT_OPTIONS", c -> c.home().mountOptions());
    /** bastion (stage 1 exports /home), nfs (stage 1 mounts it like a node) or local (not shared). */
    public static final Param HOME_KIND = Param.of("HOME_KIND", c -> c.home().kind());

    public static final Param NODE_TIMEOUT_SECONDS =
            Param.of("NODE_TIMEOUT_SECONDS", c -> Integer.toString(c.bootstrap().nodeTimeoutMinutes() * 60));
    /** A node's bound plus 2 minutes for the stage to collect and report. */
    public static final Param STAGE_TIMEOUT_SECONDS = Param.of(
            "STAGE_TIMEOUT_SECONDS", c -> Integer.toString(c.bootstrap().nodeTimeoutMinutes() * 60 + 120));

    private CommonParams() {}
}
