package ocigpucluster.topology;

import java.util.Objects;

/**
 * Where one node sits in OCI's RDMA fabric, as its instance metadata says (see
 * {@link InstanceMetadata} for the documents and their fields). A value is null where the
 * metadata does not give it.
 *
 * @param node              the Slurm node name
 * @param group             the node group (its own RDMA fabric: the top of its tree)
 * @param shape             the node's shape, which chooses the levels ({@link ShapeLevels})
 * @param source            which document the values came from
 * @param hpcIslandId       {@code customerHPCIslandId}
 * @param networkBlockId    {@code customerNetworkBlock}, or {@code networkBlockId} of the host document
 * @param localBlockId      {@code customerLocalBlock}, or {@code rackId} of the host document
 * @param rackId            {@code rackId} of the host document
 * @param hostId            {@code customerHostId}, or {@code id} of the host document
 * @param gpuMemoryFabricId {@code customerGpuMemoryFabric} (GB shapes)
 */
public record HostTopology(
        String node,
        String group,
        String shape,
        Source source,
        String hpcIslandId,
        String networkBlockId,
        String localBlockId,
        String rackId,
        String hostId,
        String gpuMemoryFabricId) {

    /** Which instance metadata document a node's topology came from. */
    public enum Source {
        /** {@code /opc/v2/host/rdmaTopologyData}, or the same object inside {@code /opc/v2/host} */
        RDMA_TOPOLOGY_DATA("rdmaTopologyData"),
        /** the fallback: {@code networkBlockId} and {@code rackId} of {@code /opc/v2/host} */
        HOST_DOCUMENT("host networkBlockId/rackId"),
        /** neither: the node is a placeholder (not up yet, or no topology published for it) */
        NONE("none");

        private final String words;

        Source(String words) {
            this.words = words;
        }

        /** How the readiness output and the reports name the source. */
        public String words() {
            return words;
        }
    }

    public HostTopology {
        Objects.requireNonNull(node, "node");
        Objects.requireNonNull(group, "group");
        Objects.requireNonNull(source, "source");
    }

    /** A node without topology data: it gets the placeholder at every level of its group. */
    public static HostTopology unknown(String node, String group, String shape) {
        return new HostTopology(node, group, shape, Source.NONE, null, null, null, null, null, null);
    }

    /** This node's value at a level, or null where its metadata has none. */
    public String value(FabricLevel level) {
        return switch (level) {
            case RACK -> rackId;
            case LOCAL_BLOCK -> localBlockId;
            case NETWORK_BLOCK -> networkBlockId;
        };
    }
}
