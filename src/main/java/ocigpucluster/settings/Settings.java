package ocigpucluster.settings;

import java.util.List;
import java.util.Set;

/**
 * Everything the program needs from config, parsed and defaulted, in one object. Built by
 * the validation package's SettingsReader and checked as a whole by its Validator
 * before any resource is registered. Plain Java: tests need no Pulumi for it. {@code region} is
 * {@code oci:region} when the stack sets it, else null (the provider then reads ~/.oci/config).
 * {@code secrecy}: which of these values came from keys the user marked secret (the program
 * hands whatever is derived from them to Pulumi as secrets).
 */
public record Settings(
        String project,
        String stack,
        String region,
        String compartmentId,
        String availabilityDomain,
        String sshPublicKey,
        Secret sshPrivateKey,
        List<String> sshAllowedCidrs,
        Set<String> suppressWarnings,
        Network network,
        Bastion bastion,
        Cluster cluster,
        Storage storage,
        Bootstrap bootstrap,
        Scheduler scheduler,
        OnDemand onDemand,
        Iam iam,
        Users users,
        Directory directory,
        Secrecy secrecy) {

    public record Network(
            String vcnCidr,
            String publicSubnetCidr,
            String privateSubnetCidr,
            String rdmaCidr,
            String vcnDnsLabel,
            String publicSubnetDnsLabel,
            String privateSubnetDnsLabel,
            String existingVcnId,
            String existingPublicSubnetId,
            String existingPrivateSubnetId) {

        /** True when the program reuses a VCN instead of creating one. */
        public boolean usesExisting() {
            return existingVcnId != null;
        }

        /** The search suffix GPU nodes add so that they resolve the bastion by its short name. */
        public String publicSubnetDomain() {
            return publicSubnetDnsLabel + "." + vcnDnsLabel + ".oraclevcn.com";
        }
    }

    public record Bastion(
            String shape,
            double ocpus,
            double memoryInGbs,
            String imageId,
            int bootVolumeSizeInGbs,
            String hostname,
            String user,
            boolean protect) {
    }

    public enum Mode implements ConfigKey.ConfigWord {
        CLUSTER_NETWORK("clusterNetwork"), SINGLE_INSTANCE("singleInstance");

        private final String configValue;

        Mode(String configValue) {
            this.configValue = configValue;
        }

        @Override
        public String configValue() {
            return configValue;
        }

        public static java.util.Optional<Mode> parse(String value) {
            for (Mode m : values()) {
                if (m.configValue.equals(value)) {
                    return java.util.Optional.of(m);
                }
            }
            return java.util.Optional.empty();
        }
    }

    public record Cluster(
            Mode mode,
            String shape,
            int nodeCount,
            String imageId,
            int bootVolumeSizeInGbs,
            String poolName,
            String timezone,
            int maxNodeCount) {
    }

    /** Where /home lives (config group {@code storage}). */
    public enum StorageMode implements ConfigKey.ConfigWord {
        BASTION("bastion"), FILE_STORAGE("fileStorage"), EXTERNAL("external");

        private final String configValue;

        StorageMode(String configValue) {
            this.configValue = configValue;
        }

        @Override
        public String configValue() {
            return configValue;
        }

        public static java.util.Optional<StorageMode> parse(String value) {
            for (StorageMode m : values()) {
                if (m.configValue.equals(value)) {
                    return java.util.Optional.of(m);
                }
            }
            return java.util.Optional.empty();
        }
    }

    public record Storage(
            StorageMode mode,
            boolean retainOnDelete,
            boolean protect,
            String fileSystemId,
            String mountTargetHostname,
            String exportPath,
            String nfsServer,
            String nfsPath,
            String mountOptions) {
    }

    public record Bootstrap(
            boolean enabled,
            boolean containerRuntime,
            boolean nccl,
            Double ncclPassLineGBps,
            boolean ncclFailBelowPassLine,
            String ncclMinBytes,
            String ncclMaxBytes,
            boolean tensorflowSample,
            int nodeTimeoutMinutes) {
    }

    /**
     * The job scheduler (Slurm with Pyxis and Enroot). Values are kept as written;
     * the validator checks them ({@code SchedulerChecks}). {@code allowUnpinnedDownloads}: the
     * Slurm stages may install release files versions.env has no SHA256 for.
     */
    public record Scheduler(String type, String partition, String clusterName, String onNodeFailure,
            boolean allowUnpinnedDownloads) {
        public boolean slurm() {
            return "slurm".equals(type);
        }

        public boolean drain() {
            return "drain".equals(onNodeFailure);
        }
    }

    /** The on-demand partition; {@code shape} is already defaulted to cluster.shape. */
    public record OnDemand(
            boolean enabled,
            int maxNodes,
            int idleMinutes,
            String shape,
            int resumeTimeoutMinutes,
            String partition) {

        /** The Slurm hostlist of the partition's stable node names. */
        public String nodeList() {
            return partition + "-[1-" + maxNodes + "]";
        }
    }

    /** Who creates the bastion's instance-principal rights: this program (tenancy + home region) or an administrator. */
    public record Iam(
            String tenancyOcid,
            String homeRegion,
            String existingDynamicGroup) {

        /** True when the program creates the dynamic group and the policy. */
        public boolean createsIdentity() {
            return existingDynamicGroup == null;
        }
    }

    /**
     * The login accounts the users stage keeps on the bastion and every node (config group
     * {@code users}). {@code managed}: users.accounts is set (an empty list too), so the stage runs
     * and locks accounts removed from it. Values are kept as written; {@code UserChecks} checks them.
     */
    public record Users(boolean managed, List<Account> accounts, List<Group> groups, int containerGroupGid,
                        boolean deleteRemovedHomes) {
        /** The group of the accounts that may run containers and submit jobs. */
        public static final String CONTAINER_GROUP = "gpuusers";
    }

    /**
     * One entry of users.accounts. {@code gidSet} is the gid as configured (null: left out, so the
     * account gets a private group numbered like its uid); a gid of a users.groups entry makes that
     * group the primary one.
     */
    public record Account(String name, int uid, Integer gidSet, List<String> groups, List<String> sshPublicKeys,
                          boolean containers) {
        public int gid() {
            return gidSet != null ? gidSet : uid;
        }

        /** The primary group's name: the users.groups entry the set gid names, else the account's own. */
        public String primaryGroup(List<Group> shared) {
            return gidSet == null ? name
                    : shared.stream().filter(g -> g.gid() == gidSet).map(Group::name).findFirst().orElse(name);
        }
    }

    /** One entry of users.groups. */
    public record Group(String name, int gid) {
    }

    /**
     * Directory mode (config {@code users.directory}): SSSD on the bastion and every node reads
     * users and groups from the organisation's LDAP directory. {@code uris} is empty when the
     * mode is off; {@code tlsCaCert} is PEM text or null.
     */
    public record Directory(List<String> uris, String baseDn, String bindDn, Secret bindPassword, String tlsCaCert,
                            List<String> allowGroups) {
        public boolean enabled() {
            return !uris.isEmpty();
        }

        /** True when any of its keys is set (then uri, baseDn, bindDn and bindPassword are all required). */
        public boolean anySet() {
            return enabled() || baseDn != null || bindDn != null || bindPassword != null || tlsCaCert != null || !allowGroups.isEmpty();
        }
    }
}
