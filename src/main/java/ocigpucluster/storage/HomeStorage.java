package ocigpucluster.storage;

import com.pulumi.core.Output;
import com.pulumi.resources.ComponentResourceOptions;
import java.util.LinkedHashMap;
import java.util.Map;
import ocigpucluster.cloudinit.CloudInitParams;
import ocigpucluster.cloudinit.CloudInitTemplate;
import ocigpucluster.network.Network;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;

/**
 * Where the nodes' /home lives. Each kind says how a node boots with it (cloud-init), which NFS
 * export the readiness gate expects /home from, whether the bastion serves it (stage 1 exports)
 * or mounts it like a node, and which resources it owns. A new kind is one more implementation
 * here, picked in {@link #of}; nothing else branches on the kind.
 */
public sealed interface HomeStorage
        permits HomeStorage.BastionNfs, HomeStorage.NodeLocal, HomeStorage.FileStorage, HomeStorage.ExternalNfs {

    /** The mount options of the fstab line of Oracle's GPU cluster tutorial §2-1 for the bastion's export (kept: changing them changes the nodes' user data). */
    String BASTION_MOUNT_OPTIONS = "defaults,vers=3";

    /** The server a node mounts /home from, as its fstab names it, or empty when /home is the node's own disk. */
    String nfsServer();

    /** The exported path on {@link #nfsServer()}. */
    default String nfsPath() {
        return CloudInitParams.DEFAULT_NFS_EXPORT_PATH;
    }

    /** fstab options of the /home mount. */
    default String mountOptions() {
        return BASTION_MOUNT_OPTIONS;
    }

    /** What the readiness gate and stage 1 call this kind: bastion, nfs (the bastion mounts it too) or local. */
    String kind();

    /** The cloud-config a GPU node boots with. */
    default CloudInitTemplate nodeTemplate() {
        return CloudInitTemplate.GPU_NODE_CLUSTER;
    }

    default CloudInitParams nodeParams(String timeZone, Shape shape, String dnsSearchSuffix) {
        return CloudInitParams.sharedHomeNode(timeZone, shape, dnsSearchSuffix, nfsServer(), nfsPath(), mountOptions());
    }

    /** True when the node's cloud-config needs the public subnet's DNS domain (to reach the server by name). */
    default boolean needsDnsSearchSuffix() {
        return !nfsServer().isEmpty();
    }

    /** What this kind needs from the rest of the deployment to create its resources. */
    record Provision(
            String compartmentId,
            String displayPrefix,
            Output<String> availabilityDomain,
            Network network,
            String vcnCidr,
            ComponentResourceOptions options) {}

    /** Creates the kind's own resources (none for most) and returns its stack outputs. */
    default Map<String, Output<String>> provision(Provision p) {
        Map<String, Output<String>> out = new LinkedHashMap<>();
        out.put(KIND_OUTPUT, Output.of(kind()));
        out.put("homeNfsExport", Output.of(nfsServer().isEmpty() ? "" : nfsServer() + ":" + nfsPath()));
        return out;
    }

    /** The stack output naming the kind; plan-diff reads it to know whether the bastion holds the homes. */
    String KIND_OUTPUT = "homeStorage";

    /** The kind whose homes live off the bastion, on a server the bastion mounts like a node. */
    String SHARED_KIND = "nfs";

    /** The kind the settings ask for. */
    static HomeStorage of(Settings s, String bastionHostname) {
        Settings.Storage st = s.storage();
        return switch (st.mode()) {
            case FILE_STORAGE -> new FileStorage(st, s.network());
            case EXTERNAL -> new ExternalNfs(st.nfsServer(), st.nfsPath(), st.mountOptions());
            // As Oracle's GPU cluster and GPU instance tutorials do: a cluster network shares the bastion's /home, a
            // single instance keeps its own.
            case BASTION ->
                s.cluster().mode() == Settings.Mode.CLUSTER_NETWORK ? new BastionNfs(bastionHostname) : new NodeLocal();
        };
    }

    /** The bastion exports /home over NFS (bootstrap stage 1); nodes mount it at boot (cloud-init's fstab line). */
    record BastionNfs(String host) implements HomeStorage {
        @Override
        public String nfsServer() {
            return host;
        }

        @Override
        public String kind() {
            return "bastion";
        }
    }

    /** No shared /home: each node keeps its own (single instance). */
    record NodeLocal() implements HomeStorage {
        @Override
        public String nfsServer() {
            return "";
        }

        @Override
        public String kind() {
            return "local";
        }

        @Override
        public CloudInitTemplate nodeTemplate() {
            return CloudInitTemplate.GPU_NODE_SINGLE;
        }

        @Override
        public CloudInitParams nodeParams(String timeZone, Shape shape, String dnsSearchSuffix) {
            return CloudInitParams.singleNode(timeZone, shape);
        }
    }

    /**
     * A managed OCI File Storage file system ({@link HomeFileSystem}) that outlives the stack by
     * default. Nodes and the bastion reach its mount target by the name OCI's VCN resolver gives
     * it, {@code <hostnameLabel>.<private subnet domain>}, known before anything exists: so the
     * nodes' cloud-config never depends on the file system, and replacing one never touches the other.
     */
    record FileStorage(Settings.Storage storage, Settings.Network network) implements HomeStorage {
        @Override
        public String nfsServer() {
            return storage.mountTargetHostname() + "." + network.privateSubnetDnsLabel() + "." + network.vcnDnsLabel()
                    + ".oraclevcn.com";
        }

        @Override
        public String nfsPath() {
            return storage.exportPath();
        }

        @Override
        public String mountOptions() {
            return storage.mountOptions();
        }

        @Override
        public String kind() {
            return SHARED_KIND;
        }

        @Override
        public Map<String, Output<String>> provision(Provision p) {
            HomeFileSystem fs = new HomeFileSystem(
                    "home",
                    new HomeFileSystem.Args(
                            p.compartmentId(),
                            p.displayPrefix(),
                            p.availabilityDomain(),
                            p.network().privateSubnetId,
                            p.vcnCidr(),
                            storage),
                    p.options());
            Map<String, Output<String>> out = new LinkedHashMap<>(HomeStorage.super.provision(p));
            out.put("homeFileSystemId", fs.fileSystemId);
            return out;
        }
    }

    /** An NFS export this stack does not own (e.g. another stack's file system): mounted, never created or deleted. */
    record ExternalNfs(String server, String path, String options) implements HomeStorage {
        @Override
        public String nfsServer() {
            return server;
        }

        @Override
        public String nfsPath() {
            return path;
        }

        @Override
        public String mountOptions() {
            return options;
        }

        @Override
        public String kind() {
            return SHARED_KIND;
        }
    }
}
