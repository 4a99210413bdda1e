package ocigpucluster.ondemand;

import java.util.Set;
import java.util.TreeSet;
import ocigpucluster.preview.FeatureGraph;
import ocigpucluster.settings.Settings;

/**
 * The on-demand pool (its component, compute cluster and instance configuration), its clean-up
 * Command, and its access: the dynamic group and policy, made in the home region, unless an
 * administrator's dynamic group is named.
 */
class OnDemandGraphTest implements FeatureGraph {
    @Override
    public Set<String> claims(Settings s) {
        Set<String> out = new TreeSet<>();
        if (!OnDemand.of(s).enabled()) {
            return out;
        }
        out.addAll(Set.of(
                "oci-gpu-cluster:index:GpuCompute ondemand -",
                "oci:Core/computeCluster:ComputeCluster ondemand-compute-cluster ondemand",
                "oci:Core/instanceConfiguration:InstanceConfiguration ondemand-instance-configuration ondemand",
                "command:remote:Command ondemand-teardown -",
                "oci-gpu-cluster:index:OnDemandAccess ondemand-access -"));
        if (Iam.of(s).existingDynamicGroup() == null) {
            out.addAll(Set.of(
                    "oci:Identity/dynamicGroup:DynamicGroup ondemand-access-dynamic-group ondemand-access",
                    "oci:Identity/policy:Policy ondemand-access-policy ondemand-access",
                    "pulumi:providers:oci ondemand-access-home-region ondemand-access"));
        }
        return out;
    }
}
