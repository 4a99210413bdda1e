package ocigpucluster.shapes;

import java.util.List;
import java.util.Map;

/** One bare-metal GPU shape's facts, as read from {@code shapes.yaml}. */
public record Shape(
        String name,
        int gpus,
        String gpuModel,
        int gpuMemoryGb,
        int rdmaNics,
        int rdmaNicGbps,
        int ibWriteBwGbpsPerNic,
        String frontEndNic,
        List<String> nvmeDevices,
        int nvlinksPerGpu,
        double passLineGBps,
        Map<String, String> nccl,
        boolean fabricManager,
        int gpuPcieLinkWidth,
        Slurm slurm) {

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
}
