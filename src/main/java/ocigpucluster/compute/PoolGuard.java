package ocigpucluster.compute;

import com.pulumi.core.Output;
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
     * The cluster network guarded: where, what, how many, the display name it is created with,
     * and whether its nodes launch into a capacity reservation.
     */
    record Target(
            String compartmentId,
            Output<String> availabilityDomain,
            String shape,
            int nodeCount,
            String clusterNetworkName,
            boolean reserved) {}

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
