package ocigpucluster.settings;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Everything the program needs from config, parsed and defaulted, in one object. Built by
 * the validation package's SettingsReader and checked as a whole by its Validator
 * before any resource is registered. Plain Java: tests need no Pulumi for it. {@code region} is
 * {@code oci:region} when the stack sets it, else null (the provider then reads ~/.oci/config).
 * {@code secrecy}: which of these values came from keys the user marked secret (the program
 * hands whatever is derived from them to Pulumi as secrets). The shared groups are fields; each
 * feature's group ({@link ConfigGroup}, declared in its package) is a record in {@code features},
 * read with {@link #get(ConfigGroup)} (the users feature's: {@code Users.of(settings)}).
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
        List<NodeGroup> groups,
        Login login,
        Role controller,
        Role monitoringHost,
        Tags tags,
        Secrecy secrecy,
        Map<ConfigGroup<?>, Object> features) {

    public Settings {
        groups = List.copyOf(groups);
        features = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(features));
    }

    /** The static groups (Pulumi creates their nodes; the chain runs on them), in order. */
    public List<NodeGroup> staticGroups() {
        return groups.stream().filter(NodeGroup::isStatic).toList();
    }

    /** The group of this name, if any. */
    public java.util.Optional<NodeGroup> group(String name) {
        return groups.stream().filter(g -> g.name().equals(name)).findFirst();
    }

    /** True when the stack declares its groups under {@code nodeGroups} (not {@code cluster.*}). */
    public boolean declaresNodeGroups() {
        return groups.stream().anyMatch(g -> g.origin() == NodeGroup.Origin.NODE_GROUPS);
    }

    /** The record of a feature's config group, as the reader read it. */
    public <T> T get(ConfigGroup<T> group) {
        Object value = features.get(group);
        if (value == null) {
            throw new IllegalStateException(group + " was not read: the reader was not handed it");
        }
        @SuppressWarnings("unchecked")
        T t = (T) value;
        return t;
    }

    /** These settings with the features' groups' records. */
    public Settings withFeatures(Map<ConfigGroup<?>, Object> records) {
        return with(groups, records);
    }

    /** These settings with these node groups (the features' groups' ones added once they are read). */
    public Settings withGroups(List<NodeGroup> all) {
        return with(all, features);
    }

    private Settings with(List<NodeGroup> nodeGroups, Map<ConfigGroup<?>, Object> records) {
        return new Settings(
                project,
                stack,
                region,
                compartmentId,
                availabilityDomain,
                sshPublicKey,
                sshPrivateKey,
                sshAllowedCidrs,
                suppressWarnings,
                network,
                bastion,
                cluster,
                storage,
                bootstrap,
                nodeGroups,
                login,
                controller,
                monitoringHost,
                tags,
                secrecy,
                records);
    }

    /** A VM's size and image (a role's host, a login node). */
    public record Vm(String shape, double ocpus, double memoryInGbs, String imageId, int bootVolumeSizeInGbs) {}

    /** The login pool: {@code count} VMs (0: users log in on the bastion). */
    public record Login(int count, Vm vm) {}

    /**
     * Where a role runs: on the bastion, or on a VM of its own ({@code own}).
     *
     * @param name {@link #CONTROLLER} or {@link #MONITORING}: its resources' name
     */
    public record Role(String name, boolean own, Vm vm) {
        public static final String CONTROLLER = "controller";
        public static final String MONITORING = "monitoring-host";
    }

    /** The tags of {@code tags.*}: freeform, and defined ({@code Namespace.key}). */
    public record Tags(Map<String, String> freeform, Map<String, String> defined) {
        public Tags {
            freeform = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(freeform));
            defined = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(defined));
        }
    }

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
            boolean protect,
            boolean allowImageChange) {}

    public enum Mode implements ConfigKey.ConfigWord {
        CLUSTER_NETWORK("clusterNetwork"),
        SINGLE_INSTANCE("singleInstance");

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
            int maxNodeCount) {}

    /** Where /home lives (config group {@code storage}). */
    public enum StorageMode implements ConfigKey.ConfigWord {
        BASTION("bastion"),
        FILE_STORAGE("fileStorage"),
        EXTERNAL("external");

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
            String mountOptions) {}

    public record Bootstrap(
            boolean enabled,
            boolean containerRuntime,
            boolean nccl,
            Double ncclPassLineGBps,
            boolean ncclFailBelowPassLine,
            String ncclMinBytes,
            String ncclMaxBytes,
            boolean tensorflowSample,
            int nodeTimeoutMinutes) {}
}
