package ocigpucluster.settings;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import ocigpucluster.settings.ConfigKey.Range;

import static ocigpucluster.settings.ValueType.BOOLEAN;
import static ocigpucluster.settings.ValueType.INTEGER;
import static ocigpucluster.settings.ValueType.NUMBER;
import static ocigpucluster.settings.ValueType.OBJECT_LIST;
import static ocigpucluster.settings.ValueType.STRING;
import static ocigpucluster.settings.ValueType.STRING_LIST;

/**
 * The whole config surface in one table. Pulumi.yaml, the README's config reference and the
 * unknown-key check are all checked against this list.
 */
public final class ConfigKeys {
    public static final String PROJECT = "oci-gpu-cluster";

    /** The private subnet default avoids 10.0.2.0/24: the container runtime uses 10.0.2.2 (Oracle's GPU cluster tutorial §1-1). */
    public static final String DEFAULT_PRIVATE_SUBNET = "10.0.4.0/22";

    /**
     * NFS options for shared homes: v3 as OCI File Storage serves it, hard mounts so that a
     * server pause stalls rather than corrupts writes, TCP, and _netdev so boot waits for the
     * network (OCI "Mounting File Systems From UNIX-Style Instances"; nfs(5)).
     */
    public static final String HOME_MOUNT_OPTIONS = "vers=3,hard,proto=tcp,timeo=600,retrans=2,noatime,_netdev";

    public static final List<ConfigKey> ALL = List.of(
            key("compartmentId", STRING, null, "OCID of the compartment everything is created in (required)."),
            key("availabilityDomain", STRING, null,
                    "Availability domain name for the bastion and GPU nodes; default: the first one of the region."),
            key("sshPublicKey", STRING, null, "Your SSH public key (OpenSSH one-line form), installed on the bastion (required)."),
            secret("sshPrivateKey",
                    "The private key matching sshPublicKey, as a secret (`pulumi config set --secret`); the bootstrap chain uses it to reach the bastion."),
            key("sshAllowedCidrs", STRING_LIST, List.of("0.0.0.0/0"),
                    "Source CIDRs allowed to reach the bastion on TCP 22 (default as in Oracle's GPU cluster tutorial: anywhere; a warning says so)."),
            key("suppressWarnings", STRING_LIST, List.of(), "Warning check ids to silence, e.g. [SSH_OPEN_TO_WORLD]."),

            key("network.vcnCidr", STRING, "10.0.0.0/16", "CIDR of the VCN."),
            key("network.publicSubnetCidr", STRING, "10.0.1.0/24", "CIDR of the public (bastion) subnet."),
            key("network.privateSubnetCidr", STRING, DEFAULT_PRIVATE_SUBNET,
                    "CIDR of the private (GPU) subnet; must not contain 10.0.2.2, which the container runtime uses."),
            key("network.rdmaCidr", STRING, "10.224.0.0/12",
                    "The RDMA auto-configuration plugin's fixed range for rdma0..rdmaN, which the readiness gate checks; it cannot be changed with the Oracle Cloud Agent (oci-hpc schema.yaml rdma_subnet), so any other value is refused; the VCN must not overlap it."),
            key("network.vcnDnsLabel", STRING, "vcn", "DNS label of the VCN."),
            key("network.publicSubnetDnsLabel", STRING, "public", "DNS label of the public subnet (nodes resolve the bastion in it)."),
            key("network.privateSubnetDnsLabel", STRING, "private", "DNS label of the private subnet."),
            key("network.existingVcnId", STRING, null,
                    "Use this existing VCN instead of creating one (then also set both existing subnet ids)."),
            key("network.existingPublicSubnetId", STRING, null, "Existing public subnet for the bastion (with existingVcnId)."),
            key("network.existingPrivateSubnetId", STRING, null, "Existing private subnet for the GPU nodes (with existingVcnId)."),

            key("bastion.shape", STRING, "VM.Standard.E5.Flex", "Bastion shape (a Flex shape)."),
            num("bastion.ocpus", NUMBER, 2, Range.of(1, 512, "BASTION_SIZE_RANGE"), "Bastion OCPUs."),
            num("bastion.memoryInGbs", NUMBER, 16, Range.of(1, 4096, "BASTION_SIZE_RANGE"), "Bastion memory in GB."),
            key("bastion.imageId", STRING, null, "Bastion image OCID; default: the newest Oracle Linux 9 image for the shape (looked up)."),
            num("bastion.bootVolumeSizeInGbs", INTEGER, 100, Range.of(50, 32768, "BOOT_VOLUME_TOO_SMALL", "BOOT_VOLUME_TOO_LARGE"), "Bastion boot volume size in GB (it holds /home, exported over NFS)."),
            key("bastion.hostname", STRING, "bastion", "Bastion host name; GPU nodes mount <hostname>:/home."),
            key("bastion.user", STRING, "opc", "Login user of the bastion and node images."),
            key("bastion.protect", BOOLEAN, false, "Protect the bastion (and so /home) from deletion by pulumi destroy."),

            key("cluster.mode", STRING, "clusterNetwork", "clusterNetwork (RDMA cluster network of nodeCount nodes) or singleInstance."),
            key("cluster.shape", STRING, "BM.GPU4.8", "Bare-metal GPU shape (see the shape catalog)."),
            num("cluster.nodeCount", INTEGER, 2, Range.of(1, 4096, "NODE_COUNT_RANGE"), "Number of GPU nodes in the cluster network (1 in singleInstance mode)."),
            key("cluster.imageId", STRING, null, "GPU image OCID (Oracle Linux GPU Cluster Networking image; required)."),
            num("cluster.bootVolumeSizeInGbs", INTEGER, 200, Range.of(50, 32768, "BOOT_VOLUME_TOO_SMALL", "BOOT_VOLUME_TOO_LARGE"), "GPU node boot volume size in GB (container images need room)."),
            key("cluster.poolName", STRING, "gpu", "Instance pool name; becomes the node host name suffix (inst-xxxxx-<name>)."),
            key("cluster.timezone", STRING, "UTC", "IANA time zone of the GPU nodes, e.g. Asia/Tokyo."),
            num("cluster.maxNodeCount", INTEGER, 512, Range.of(1, 4096, "CONFIG_RANGE"), "Upper bound accepted for nodeCount (a guard against typos)."),

            key("storage.mode", STRING, "bastion",
                    "Where /home lives: bastion (its boot volume, exported over NFS), fileStorage (an OCI File Storage file system kept across destroy) or external (an existing NFS export)."),
            key("storage.retainOnDelete", BOOLEAN, true,
                    "fileStorage: pulumi destroy (or a replacement) leaves the file system and every home in it; false lets it be deleted."),
            key("storage.protect", BOOLEAN, false,
                    "fileStorage: also protect the file system, so that Pulumi refuses any plan that deletes or replaces it."),
            key("storage.fileSystemId", STRING, null,
                    "fileStorage: OCID of a file system kept from an earlier stack, adopted (imported) instead of creating a new one; same compartment and availability domain."),
            key("storage.mountTargetHostname", STRING, "home",
                    "fileStorage: host name label of the mount target in the private subnet; nodes mount <label>.<private subnet domain>:<exportPath>."),
            key("storage.exportPath", STRING, "/home", "fileStorage: path of the file system's export."),
            key("storage.nfsServer", STRING, null, "external: host name or IPv4 address of the NFS server (required with external)."),
            key("storage.nfsPath", STRING, null, "external: the exported path, e.g. /export/home (required with external)."),
            key("storage.mountOptions", STRING, HOME_MOUNT_OPTIONS,
                    "fileStorage and external: NFS mount options of /home on the bastion and every node."),

            key("bootstrap.enabled", BOOLEAN, true, "Run the bootstrap chain (bastion setup, readiness gate, container runtime, NCCL)."),
            key("bootstrap.containerRuntime", BOOLEAN, true, "Install containerd and the NVIDIA Container Toolkit on the nodes."),
            key("bootstrap.nccl", BOOLEAN, true, "Run the NCCL all_reduce test across all nodes."),
            num("bootstrap.ncclPassLineGBps", NUMBER, null, Range.above(0, 10000, "NCCL_PASS_LINE_INVALID"), "Override of the shape's NCCL bus-bandwidth pass line (GB/s)."),
            key("bootstrap.ncclFailBelowPassLine", BOOLEAN, true, "Fail the update when NCCL is below the pass line (false: warn only)."),
            key("bootstrap.ncclMinBytes", STRING, "1G", "Smallest message size of the NCCL sweep."),
            key("bootstrap.ncclMaxBytes", STRING, null,
                    "Largest message size of the NCCL sweep; default 16G, or the largest power of two whose three test buffers fit in the shape's GPU memory (8G on 40 GB A100s)."),
            key("bootstrap.tensorflowSample", BOOLEAN, false, "Also run the TensorFlow multi-worker MNIST sample."),
            num("bootstrap.nodeTimeoutMinutes", INTEGER, 30, Range.of(1, 720, "TIMEOUT_INVALID"), "Bound on every per-node wait of the readiness gate."),

            key("scheduler.type", STRING, "none",
                    "none (the cluster as proven by the chain) or slurm: Slurm controller on the bastion, slurmd, Enroot and Pyxis on the nodes, the NCCL gate as a Slurm job."),
            key("scheduler.partition", STRING, "compute", "Name of the Slurm partition of all GPU nodes (the default partition)."),
            key("scheduler.clusterName", STRING, "oci-gpu-cluster", "Slurm ClusterName (lower-case letters, digits, - and _)."),
            key("scheduler.onNodeFailure", STRING, "fail",
                    "fail: a node failing the readiness gate fails the update; drain (slurm only): it is drained in Slurm with the failure code as the reason and the healthy nodes take jobs."),
            key("scheduler.allowUnpinnedDownloads", BOOLEAN, false,
                    "Let the Slurm stages install a Slurm, Enroot or Pyxis release file whose SHA256 is still 'unpinned' in versions.env (logged as not verified); false: scheduler.type slurm is refused while such a pin exists (SLURM_DOWNLOADS_UNPINNED), and the stages refuse the file."),


            key("users.accounts", OBJECT_LIST, List.of(),
                    "Login accounts created on the bastion and every node with the same UID/GID, each {name, uid, gid (default uid: a private group), groups, sshPublicKeys, containers}; homes on the shared /home. Set it (even to []) and the users stage runs; an account removed from it is locked everywhere."),
            key("users.groups", OBJECT_LIST, List.of(),
                    "Shared groups the accounts' groups may name, each {name, gid}, created with that GID everywhere."),
            num("users.containerGroupGid", INTEGER, 60000, Range.of(1001, 60000, "USER_GID_RANGE"),
                    "GID of the group `gpuusers` of the accounts with containers: true; with Slurm only it (and the login user) may submit jobs."),
            key("users.deleteRemovedHomes", BOOLEAN, false,
                    "Also delete the home of an account removed from users.accounts (default: the account is locked and its home kept)."),
            key("users.directory.uri", STRING_LIST, List.of(),
                    "Directory mode: LDAP server URI(s), ldap:// or ldaps:// (several = failover, in order); SSSD on the bastion and every node then resolves and authenticates the directory's users."),
            key("users.directory.baseDn", STRING, null, "Directory mode: search base of users and groups, e.g. dc=example,dc=org (required with uri)."),
            key("users.directory.bindDn", STRING, null, "Directory mode: DN SSSD binds as to read the directory, e.g. cn=sssd,ou=services,dc=example,dc=org (required with uri)."),
            secret("users.directory.bindPassword",
                    "Directory mode: password of bindDn, as a secret (`pulumi config set --secret --path users.directory.bindPassword`); written only to /etc/sssd/sssd.conf (0600 root)."),
            key("users.directory.tlsCaCert", STRING, null,
                    "Directory mode: PEM certificate(s) of the CA that signed the directory's TLS certificate; required with ldaps://, and with ldap:// it turns on StartTLS (ldap:// without it is refused)."),
            key("users.directory.allowGroups", STRING_LIST, List.of(),
                    "Directory mode: the directory groups whose members may log in to the bastion and the nodes (SSSD access_provider simple, simple_allow_groups); required: without it every directory user could log in everywhere."),

            key("onDemand.enabled", BOOLEAN, false,
                    "Add an on-demand GPU partition (needs scheduler.type slurm): Slurm power saving launches its nodes into an RDMA compute cluster when jobs need them and terminates them when idle."),
            key("onDemand.partition", STRING, "ondemand",
                    "Name of the on-demand Slurm partition; its nodes are <partition>-1 .. <partition>-<maxNodes> (lower-case letters, digits, - and _; not scheduler.partition)."),
            num("onDemand.maxNodes", INTEGER, 4, Range.of(1, 4096, "ONDEMAND_MAX_NODES_RANGE"), "Most on-demand nodes up at once."),
            num("onDemand.idleMinutes", INTEGER, 10, Range.of(1, 1440, "ONDEMAND_IDLE_MINUTES_RANGE"), "Minutes an on-demand node stays idle before it is deleted."),
            key("onDemand.shape", STRING, null, "Bare-metal GPU shape of the on-demand nodes (see the shape catalog); default: cluster.shape."),
            // The whole resume of a node must fit: 30 minutes for the launch, boot and RDMA set-up of
            // an RDMA instance (Oracle's oci-hpc locals.tf bounds a started batch with RDMA at
            // timeout_per_batch = 30 minutes) plus 10 for what the resume program runs on it after
            // boot (readiness gate, slurm-nodes.sh: packages, Enroot, Pyxis build; the project's
            // estimate, not yet measured on hardware). Slurm marks a node DOWN after ResumeTimeout.
            num("onDemand.resumeTimeoutMinutes", INTEGER, 40, Range.of(40, 1440, "ONDEMAND_RESUME_TIMEOUT_RANGE"),
                    "Bound on one node's whole resume: launch, boot, RDMA set-up and the node's stages (at least 40: Oracle's 30-minute bound for an RDMA instance to come up plus 10 minutes of stages)."),
            key("iam.tenancyOcid", STRING, null,
                    "Tenancy OCID: the program creates the on-demand dynamic group and policy in the tenancy (needs iam.homeRegion and the rights to manage IAM)."),
            key("iam.homeRegion", STRING, null, "The tenancy's home region (e.g. us-ashburn-1): identity resources are accepted only there."),
            key("iam.existingDynamicGroup", STRING, null,
                    "Name of a dynamic group (matching the bastion) with its policy already created by an administrator; then the program creates no IAM resources."));

    private static final Map<String, ConfigKey> BY_KEY = new LinkedHashMap<>();

    static {
        for (ConfigKey k : ALL) {
            BY_KEY.put(k.key(), k);
        }
    }

    private ConfigKeys() {
    }

    public static Optional<ConfigKey> find(String key) {
        return Optional.ofNullable(BY_KEY.get(key));
    }

    /** Structured-config groups ({@code network}, {@code bastion}, ...), in declaration order. */
    public static Set<String> groups() {
        Set<String> groups = new java.util.LinkedHashSet<>();
        for (ConfigKey k : ALL) {
            if (k.group() != null) {
                groups.add(k.group());
            }
        }
        return groups;
    }

    /**
     * True for a group inside a group ({@code users.directory}): an object whose fields are
     * keys themselves ({@code users.directory.uri}), as `pulumi config set --path` nests them.
     */
    public static boolean isSubgroup(String dotted) {
        return dotted.indexOf('.') > 0 && ALL.stream().anyMatch(k -> k.key().startsWith(dotted + "."));
    }

    /** The known key closest to a misspelt one, for "did you mean" hints. */
    public static Optional<String> closest(String key) {
        return Spelling.closest(key, new TreeSet<>(BY_KEY.keySet()), Math.max(2, key.length() / 3));
    }

    /**
     * The README's configuration table (ConfigReferenceDocTest keeps the README equal to it).
     * A secret or required key without default shows how it must be set instead.
     */
    public static String markdownTable() {
        StringBuilder out = new StringBuilder("| key | type | default | range | meaning |\n|---|---|---|---|---|\n");
        for (ConfigKey k : ALL) {
            out.append("| `").append(k.key()).append("` | ").append(k.type().pulumiType()).append(" | ")
                    .append(k.secret() ? (k.group() == null ? "(secret, required)" : "(secret)") : k.defaultValue() == null ? "—" : docValue(k.defaultValue()))
                    .append(" | ").append(k.range() == null ? "" : k.range().text())
                    .append(" | ").append(k.description().replace("|", "\\|")).append(" |\n");
        }
        return out.toString();
    }

    private static String docValue(Object v) {
        return v instanceof List<?> l ? "[" + String.join(", ", l.stream().map(String::valueOf).toList()) + "]" : String.valueOf(v);
    }

    private static ConfigKey key(String key, ValueType type, Object def, String description) {
        return new ConfigKey(key, type, def, false, null, description);
    }

    private static ConfigKey num(String key, ValueType type, Number def, ConfigKey.Range range, String description) {
        return new ConfigKey(key, type, def, false, range, description);
    }

    private static ConfigKey secret(String key, String description) {
        return new ConfigKey(key, STRING, null, true, null, description);
    }
}
