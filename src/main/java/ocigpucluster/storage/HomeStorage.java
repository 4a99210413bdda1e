package ocigpucluster.storage;

import ocigpucluster.cloudinit.CloudInitParams;
import ocigpucluster.cloudinit.CloudInitTemplate;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;

/**
 * Where the nodes' /home lives. Each kind says how a node boots with it (cloud-init), which NFS
 * server the readiness gate expects /home from, and whether the bastion must export it (stage 1).
 * A new kind (OCI File Storage, an external NFS server) is one more implementation here, picked in
 * {@link #of}; nothing else branches on the kind.
 */
public sealed interface HomeStorage permits HomeStorage.BastionNfs, HomeStorage.NodeLocal {

    /** The server:path a node mounts /home from, or empty when /home is the node's own disk. */
    String nfsServer();

    /** The cloud-config a GPU node boots with, and its values. */
    CloudInitTemplate nodeTemplate();

    CloudInitParams nodeParams(String timeZone, Shape shape, String dnsSearchSuffix);

    /** True when the node's cloud-config needs the public subnet's DNS domain (to reach the server by name). */
    default boolean needsDnsSearchSuffix() {
        return !nfsServer().isEmpty();
    }

    /**
     * Today's only choice: a cluster network shares /home from the bastion, a single instance
     * keeps its own. A home-storage config key would be read here.
     */
    static HomeStorage of(Settings.Cluster cluster, String bastionHostname) {
        return cluster.mode() == Settings.Mode.CLUSTER_NETWORK ? new BastionNfs(bastionHostname) : new NodeLocal();
    }

    /** The bastion exports /home over NFS (bootstrap stage 1); nodes mount it at boot (SPEC §2). */
    record BastionNfs(String host) implements HomeStorage {
        @Override
        public String nfsServer() {
            return host;
        }

        @Override
        public CloudInitTemplate nodeTemplate() {
            return CloudInitTemplate.GPU_NODE_CLUSTER;
        }

        @Override
        public CloudInitParams nodeParams(String timeZone, Shape shape, String dnsSearchSuffix) {
            return CloudInitParams.clusterNode(timeZone, shape, dnsSearchSuffix, host);
        }
    }

    /** No shared /home: each node keeps its own (single instance). */
    record NodeLocal() implements HomeStorage {
        @Override
        public String nfsServer() {
            return "";
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
}
