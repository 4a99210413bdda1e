package ocigpucluster.kubernetes;

import static ocigpucluster.settings.ValueType.INTEGER;
import static ocigpucluster.settings.ValueType.STRING;

import java.util.List;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ConfigKey.Range;
import ocigpucluster.settings.KeyReader;

/**
 * The {@code kubernetes} group: the OKE cluster of {@code scheduler.type kubernetes}. Each key is
 * declared here once; the reader, the checks and the generated docs use the constants. Defaults
 * are oci-hpc-oke v26.7.0's ({@link Oke#SOURCE}): {@code terraform/variables.tf} for the service
 * range, the system pool and the add-on versions, {@code terraform/oke-cluster.tf} for the pods'.
 */
public final class KubernetesKeys {
    public static final ConfigKey VERSION = ConfigKey.of(
            "kubernetes.version",
            STRING,
            Oke.VERSIONS.get(0),
            "Kubernetes version of the OKE control plane and of every node (v-prefixed, as OKE names it); one OKE offers: "
                    + String.join(", ", Oke.VERSIONS) + ".");

    public static final ConfigKey PODS_CIDR = ConfigKey.of(
            "kubernetes.podsCidr",
            STRING,
            "10.240.0.0/12",
            "The pods' overlay range (flannel); it must not overlap network.vcnCidr, kubernetes.servicesCidr or the RDMA range.");

    public static final ConfigKey SERVICES_CIDR = ConfigKey.of(
            "kubernetes.servicesCidr",
            STRING,
            "10.96.0.0/16",
            "The range Kubernetes services' cluster IPs come from; it must not overlap network.vcnCidr, kubernetes.podsCidr or the RDMA range.");

    public static final ConfigKey SYSTEM_POOL_SHAPE = ConfigKey.of(
            "kubernetes.systemPoolShape",
            STRING,
            "VM.Standard.E5.Flex",
            "Shape of the OKE-managed system node pool (CoreDNS, the operators' controllers, Kueue, the MPI Operator): a flexible VM shape.");

    public static final ConfigKey SYSTEM_POOL_SIZE = ConfigKey.number(
            "kubernetes.systemPoolSize",
            INTEGER,
            3,
            Range.of(1, 32, "KUBERNETES_SYSTEM_POOL_SIZE_RANGE"),
            "Nodes of the system node pool.");

    public static final ConfigKey SYSTEM_POOL_OCPUS = ConfigKey.number(
            "kubernetes.systemPoolOcpus",
            INTEGER,
            4,
            Range.of(1, 64, "KUBERNETES_SYSTEM_POOL_OCPUS_RANGE"),
            "OCPUs of each system node.");

    public static final ConfigKey SYSTEM_POOL_MEMORY_GBS = ConfigKey.number(
            "kubernetes.systemPoolMemoryInGbs",
            INTEGER,
            16,
            Range.of(1, 1024, "KUBERNETES_SYSTEM_POOL_MEMORY_RANGE"),
            "Memory of each system node, in GB.");

    public static final ConfigKey SYSTEM_POOL_IMAGE_ID = ConfigKey.of(
            "kubernetes.systemPoolImageId",
            STRING,
            null,
            "OCID of the OKE node image of the system pool (an Oracle Linux OKE image of kubernetes.version); required with scheduler.type kubernetes.");

    public static final ConfigKey GPU_OPERATOR_VERSION = ConfigKey.of(
            "kubernetes.gpuOperatorVersion",
            STRING,
            "v25.10.1",
            "Version of OKE's NvidiaGpuOperator add-on (driver, container toolkit, device plugin, DCGM exporter on the GPU nodes).");

    public static final ConfigKey NETWORK_OPERATOR_VERSION = ConfigKey.of(
            "kubernetes.networkOperatorVersion",
            STRING,
            "v25.10.0",
            "Version of OKE's NvidiaNetworkOperator add-on, installed with its SR-IOV operator on, so pods get the RDMA NICs as virtual functions (rdma-vf).");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(
            VERSION,
            PODS_CIDR,
            SERVICES_CIDR,
            SYSTEM_POOL_SHAPE,
            SYSTEM_POOL_SIZE,
            SYSTEM_POOL_OCPUS,
            SYSTEM_POOL_MEMORY_GBS,
            SYSTEM_POOL_IMAGE_ID,
            GPU_OPERATOR_VERSION,
            NETWORK_OPERATOR_VERSION);

    private KubernetesKeys() {}

    /** The group as the reader reads it; {@code Kubernetes.of(settings)} gives its record. */
    public static final ConfigGroup<Kubernetes> GROUP = ConfigGroup.of("kubernetes", 85, ALL, KubernetesKeys::read);

    private static Kubernetes read(KeyReader read) {
        return new Kubernetes(
                read.string(VERSION),
                read.string(PODS_CIDR),
                read.string(SERVICES_CIDR),
                new Kubernetes.SystemPool(
                        read.string(SYSTEM_POOL_SHAPE),
                        read.integer(SYSTEM_POOL_SIZE),
                        read.integer(SYSTEM_POOL_OCPUS),
                        read.integer(SYSTEM_POOL_MEMORY_GBS),
                        read.string(SYSTEM_POOL_IMAGE_ID)),
                read.string(GPU_OPERATOR_VERSION),
                read.string(NETWORK_OPERATOR_VERSION));
    }
}
