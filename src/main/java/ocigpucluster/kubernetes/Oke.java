package ocigpucluster.kubernetes;

import java.util.List;

/**
 * What OKE offers and what its NVIDIA add-ons support, each fact beside the source it was read in.
 * Oracle's own RDMA-on-OKE stack, oracle-quickstart/oci-hpc-oke tag v26.7.0 (commit
 * 1400eacf5e34976a7f4573a888ac7f13076eb690), is the source of every list here.
 */
public final class Oke {
    private Oke() {}

    /** The commit of oci-hpc-oke the lists below were read at (its tag v26.7.0). */
    public static final String SOURCE = "oracle-quickstart/oci-hpc-oke v26.7.0";

    /**
     * The Kubernetes versions OKE offers for a new cluster and its nodes: the enum of
     * {@code kubernetes_version} in oci-hpc-oke v26.7.0 {@code terraform/schema.yaml} (its default
     * first). OKE's own list changes as versions are added and retired (Oracle, "Supported
     * Versions of Kubernetes"); this list is what was read, and a version it lacks is refused.
     */
    public static final List<String> VERSIONS = List.of("v1.35.2", "v1.34.2", "v1.33.10");

    /**
     * The shapes the NVIDIA Network Operator add-on's SR-IOV node policy covers: oci-hpc-oke
     * v26.7.0 {@code terraform/via-provider-nvidia-network-operator.tf},
     * {@code nvidia_network_operator_sriov_shapes} ("Must match the shapes covered by
     * files/nvidia-network-operator/sriov-network-node-policy.yaml"). An RDMA group of another
     * shape has no policy that gives its pods the RDMA NICs.
     */
    public static final List<String> SRIOV_SHAPES = List.of(
            "BM.GPU4.8",
            "BM.GPU.A100-v2.8",
            "BM.GPU.B4.8",
            "BM.GPU.B200.8",
            "BM.GPU.H100.8",
            "BM.GPU.H200.8",
            "BM.GPU.MI300X.8",
            "BM.GPU.MI355X-v1.8",
            "BM.GPU.B300.8");

    /** The add-on names OKE knows: oci-hpc-oke v26.7.0 {@code oci_containerengine_addon} resources. */
    public static final String GPU_OPERATOR_ADDON = "NvidiaGpuOperator";

    public static final String NETWORK_OPERATOR_ADDON = "NvidiaNetworkOperator";

    /**
     * The network operator add-on's configuration that turns its SR-IOV operator on: oci-hpc-oke
     * v26.7.0 {@code terraform/variables.tf}, {@code nvidia_network_operator_configuration}.
     */
    public static final String SRIOV_ENABLED_KEY = "sriovNetworkOperator.enabled";

    /**
     * The nccl-tests image of every NVIDIA shape's MPIJob sample in oci-hpc-oke v26.7.0
     * ({@code manifests/nccl-tests/kueue/<shape>.yaml}, e.g. BM.GPU.H100.8.yaml): nccl-tests built at
     * {@link #NCCL_TESTS_ALL_REDUCE}, OpenMPI and sshd. Oracle's note there: the image's CUDA major
     * must match the node driver's.
     */
    public static final String NCCL_TESTS_IMAGE =
            "iad.ocir.io/idxzjcdglx2s/nccl-tests:cuda-13.1.1-ubuntu-24.04-nccl-2.29.3-020926.1";

    /** all_reduce_perf in {@link #NCCL_TESTS_IMAGE} (the same sample's mpirun line). */
    public static final String NCCL_TESTS_ALL_REDUCE = "/workspace/nccl-tests/build/all_reduce_perf";

    /**
     * The SR-IOV node policy's values in oci-hpc-oke v26.7.0
     * {@code terraform/files/nvidia-network-operator/sriov-network-node-policy.yaml}: the RDMA NICs'
     * MTU, their PCI vendor (Mellanox, {@code 15b3}) and the resource the VFs are advertised as.
     */
    public static final int SRIOV_MTU = 4220;

    public static final String SRIOV_VENDOR = "15b3";

    public static final String SRIOV_RESOURCE = "rdma-vf";
}
