package ocigpucluster.compute;

import java.util.ArrayList;
import java.util.List;

/**
 * The Oracle Cloud Agent plugins a GPU node needs. Without the two RDMA plugins the rdma
 * interfaces never get addresses (a past bug of the peer tools); GPU monitoring feeds the console.
 */
public final class AgentPlugins {
    public static final String RDMA_AUTHENTICATION = "Compute HPC RDMA Authentication";
    public static final String RDMA_AUTO_CONFIGURATION = "Compute HPC RDMA Auto-Configuration";
    public static final String GPU_MONITORING = "Compute RDMA GPU Monitoring";
    public static final String ENABLED = "ENABLED";

    private AgentPlugins() {}

    /** Plugins to enable: the RDMA pair only where there is an RDMA fabric (cluster network). */
    public static List<String> enabledFor(boolean clusterNetwork) {
        List<String> names = new ArrayList<>();
        if (clusterNetwork) {
            names.add(RDMA_AUTHENTICATION);
            names.add(RDMA_AUTO_CONFIGURATION);
        }
        names.add(GPU_MONITORING);
        return List.copyOf(names);
    }
}
