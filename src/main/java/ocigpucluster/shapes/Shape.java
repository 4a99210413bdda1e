package ocigpucluster.shapes;

import java.util.List;
import java.util.Map;

/**
 * One GPU shape's facts, as read from {@code shapes.yaml}, each with its source
 * ({@link #sources}: fact name to the citation, or "unpublished: why").
 *
 * @param kind                 {@code bareMetal} or {@code vm}
 * @param architecture         {@code x86_64} or {@code aarch64}: what the node's packages are built for
 * @param placements           the placements a node group of the shape may use (configuration words:
 *                             clusterNetwork, computeCluster, gpuMemoryCluster, instances)
 * @param gpuMemoryFabricHosts the most hosts of the shape one GPU memory fabric holds (0: none)
 * @param rdmaDevices          the RDMA NICs' mlx5 device names (empty without RDMA)
 * @param rdmaAddressFamily    {@code ipv4}, or {@code ipv4OrIpv6} where an RDMA interface may have
 *                             only an IPv6 address
 * @param passLineGBps         the NCCL pass line Oracle publishes, or null where it publishes none
 */
public record Shape(
        String name,
        String kind,
        String architecture,
        List<String> placements,
        int gpuMemoryFabricHosts,
        int gpus,
        String gpuModel,
        int gpuMemoryGb,
        int rdmaNics,
        List<String> rdmaDevices,
        int rdmaNicGbps,
        int ibWriteBwGbpsPerNic,
        String rdmaAddressFamily,
        String frontEndNic,
        List<String> nvmeDevices,
        int nvlinksPerGpu,
        Double passLineGBps,
        Map<String, String> nccl,
        boolean fabricManager,
        int gpuPcieLinkWidth,
        Slurm slurm,
        Map<String, String> sources) {

    public static final String BARE_METAL = "bareMetal";
    public static final String VM = "vm";

    /**
     * What Slurm's node definition needs: the host's CPU topology, its memory and the GPU type
     * named in the GPU GRES ({@code Gres=gpu:<gpuType>:<gpus>}).
     */
    public record Slurm(int sockets, int coresPerSocket, int threadsPerCore, int memoryGb, String gpuType) {

        /**
         * RealMemory for slurm.conf in MB: 95 % of the shape's memory. The kernel keeps part of the
         * memory for itself, and a node whose slurmd finds less than RealMemory is drained
         * ("Low RealMemory").
         */
        public long realMemoryMb() {
            return (long) memoryGb * 1024 * 95 / 100;
        }
    }

    /** RDMA interface names as the Oracle Cloud Agent names them: rdma0 .. rdma(N-1). */
    public List<String> rdmaInterfaces() {
        return java.util.stream.IntStream.range(0, rdmaNics)
                .mapToObj(i -> "rdma" + i)
                .toList();
    }

    /** True when a node group of this shape may use {@code placement} (its configuration word). */
    public boolean allows(String placement) {
        return placements.contains(placement);
    }

    /** True for a virtual machine shape. */
    public boolean vm() {
        return VM.equals(kind);
    }

    /** True when Oracle publishes an NCCL pass line for the shape. */
    public boolean hasPassLine() {
        return passLineGBps != null;
    }
}
