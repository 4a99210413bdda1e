package ocigpucluster.compute;

import com.pulumi.core.Output;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.Resource;
import java.time.Duration;
import java.util.List;

/**
 * What runs around a cluster network's create: resources it waits for, and resources beside it
 * that must not wait for it (the capacity guard, {@code ocigpucluster.nocapacity}). The program
 * hands one to {@link NodePool#of(ocigpucluster.settings.Settings.Cluster, PoolGuard)}; compute
 * knows only this seam.
 */
public interface PoolGuard {
    /** No guard: what a pool built only to read its properties gets. */
    PoolGuard NONE = new PoolGuard() {
        @Override
        public List<Resource> before(String name, Target target, CustomResourceOptions.Builder options) {
            return List.of();
        }

        @Override
        public void beside(
                String name,
                Target target,
                Output<String> instanceConfigurationId,
                Duration bound,
                List<Resource> after,
                CustomResourceOptions.Builder options) {}
    };

    /**
     * The cluster network guarded: where, what, how many, the display names of it and of its
     * pool, whether its nodes launch into a capacity reservation, and the HPC island and network
     * blocks it is placed in (null and empty: no placement).
     */
    record Target(
            String compartmentId,
            Output<String> availabilityDomain,
            String shape,
            int nodeCount,
            String clusterNetworkName,
            String poolName,
            boolean reserved,
            String hpcIslandId,
            List<String> networkBlockIds) {
        public Target {
            networkBlockIds = List.copyOf(networkBlockIds);
        }

        /** Without a placement. */
        public Target(
                String compartmentId,
                Output<String> availabilityDomain,
                String shape,
                int nodeCount,
                String clusterNetworkName,
                String poolName,
                boolean reserved) {
            this(
                    compartmentId,
                    availabilityDomain,
                    shape,
                    nodeCount,
                    clusterNetworkName,
                    poolName,
                    reserved,
                    null,
                    List.of());
        }
    }

    /**
     * What the node list is read after: the resource the bootstrap chain waits for, and the
     * cluster network's id as the node-list read takes it (known once that resource is done).
     */
    record Settled(CustomResource resource, Output<String> clusterNetworkId) {}

    /**
     * The node list's gate. By default the cluster network itself, whose create the provider waits
     * for until RUNNING; a guard that asks OCI returns a resource that is done only once the pool
     * has its nodes, since the provider does not wait for a resize (an in-place update).
     *
     * @param bound the cluster network's own create timeout
     */
    default Settled settled(
            String name,
            Target target,
            CustomResource clusterNetwork,
            Output<String> clusterNetworkId,
            Duration bound,
            CustomResourceOptions.Builder options) {
        return new Settled(clusterNetwork, clusterNetworkId);
    }

    /** Resources the cluster network depends on. */
    List<Resource> before(String name, Target target, CustomResourceOptions.Builder options);

    /**
     * Resources created beside the cluster network, after {@code after}, never depending on it.
     *
     * @param bound the cluster network's own create timeout
     */
    void beside(
            String name,
            Target target,
            Output<String> instanceConfigurationId,
            Duration bound,
            List<Resource> after,
            CustomResourceOptions.Builder options);
}
