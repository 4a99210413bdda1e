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
        boolean fabricManager) {

    /** RDMA interface names as the Oracle Cloud Agent names them: rdma0 .. rdma(N-1). */
    public List<String> rdmaInterfaces() {
        return java.util.stream.IntStream.range(0, rdmaNics).mapToObj(i -> "rdma" + i).toList();
    }
}
