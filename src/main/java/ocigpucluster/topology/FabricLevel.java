package ocigpucluster.topology;

/**
 * A level of OCI's RDMA fabric below a node group's own fabric, lowest first. Oracle: "Local Block
 * is the first latency band (Tier-0), Network Block is the second latency band (Tier-1), and HPC
 * Island is the third latency band (Tier-2)" (oracle-quickstart/oci-hpc-oke,
 * docs/using-rdma-network-locality-when-running-workloads-on-oke.md). The rack is the level Oracle's
 * HPC stack adds below them for some shapes (oracle-quickstart/oci-hpc v3.1.0,
 * playbooks/roles/slurm/files/generate_slurm_topology.py, {@code rack_id}).
 */
public enum FabricLevel {
    /** The rack the host is in: {@code rackId} of the instance metadata's host document. */
    RACK("rk", "rack"),
    /** The local block (Tier-0): {@code customerLocalBlock}, an {@code ocid1.computelocalblock} OCID. */
    LOCAL_BLOCK("lb", "local block"),
    /** The network block (Tier-1): {@code customerNetworkBlock}, an {@code ocid1.computenetworkblock} OCID. */
    NETWORK_BLOCK("nb", "network block");

    private final String prefix;
    private final String words;

    FabricLevel(String prefix, String words) {
        this.prefix = prefix;
        this.words = words;
    }

    /** The short prefix of this level's switch names ({@code nb-}, {@code lb-}, {@code rk-}). */
    public String prefix() {
        return prefix;
    }

    /** The level in words, for messages and reports. */
    public String words() {
        return words;
    }
}
