package ocigpucluster.ondemand;

import static ocigpucluster.preview.FeatureGraph.in;
import static ocigpucluster.preview.FeatureGraph.order;
import static ocigpucluster.preview.FeatureGraph.row;
import static ocigpucluster.preview.FeatureGraph.stage;
import static ocigpucluster.preview.PreviewRuns.Mode.ON_DEMAND;
import static ocigpucluster.preview.PreviewRuns.Mode.ON_DEMAND_EXISTING_IAM;

import java.util.List;
import java.util.Set;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;

/**
 * The on-demand pool (its component, compute cluster and instance configuration), its set-up
 * stage and clean-up Command, and its access: the dynamic group and policy, made in the home
 * region, unless an administrator's dynamic group is named (ON_DEMAND_EXISTING_IAM, and the
 * feature's example).
 */
class OnDemandGraphTest implements FeatureGraph {
    private static final List<String> POOL = List.of(
            stage("ondemand"),
            "oci-gpu-cluster:index:GpuCompute ondemand -",
            "oci:Core/computeCluster:ComputeCluster ondemand-compute-cluster ondemand",
            "oci:Core/instanceConfiguration:InstanceConfiguration ondemand-instance-configuration ondemand",
            "command:remote:Command ondemand-teardown -",
            "oci-gpu-cluster:index:OnDemandAccess ondemand-access -");

    @Override
    public Class<? extends Feature> feature() {
        return OnDemandFeature.class;
    }

    @Override
    public List<Row> rows() {
        List<Row> out = new java.util.ArrayList<>();
        POOL.forEach(r -> out.add(row(r, in(ON_DEMAND, ON_DEMAND_EXISTING_IAM))));
        out.add(row(
                "oci:Identity/dynamicGroup:DynamicGroup ondemand-access-dynamic-group ondemand-access", in(ON_DEMAND)));
        out.add(row("oci:Identity/policy:Policy ondemand-access-policy ondemand-access", in(ON_DEMAND)));
        out.add(row("pulumi:providers:oci ondemand-access-home-region ondemand-access", in(ON_DEMAND)));
        return out;
    }

    @Override
    public Set<String> exampleRows() {
        return Set.copyOf(POOL);
    }

    @Override
    public List<Row> orders() {
        return List.of(
                row(order("bastion-setup", "ondemand"), in(ON_DEMAND, ON_DEMAND_EXISTING_IAM)),
                row(order("readiness-gate", "ondemand"), in(ON_DEMAND, ON_DEMAND_EXISTING_IAM)),
                row(order("container-runtime", "ondemand"), in(ON_DEMAND, ON_DEMAND_EXISTING_IAM)),
                row(order("slurm-controller", "ondemand"), in(ON_DEMAND, ON_DEMAND_EXISTING_IAM)),
                row(order("slurm-nodes", "ondemand"), in(ON_DEMAND, ON_DEMAND_EXISTING_IAM)));
    }

    @Override
    public Set<String> exampleOrders() {
        return Set.of(
                order("bastion-setup", "ondemand"),
                order("readiness-gate", "ondemand"),
                order("container-runtime", "ondemand"),
                order("slurm-controller", "ondemand"),
                order("slurm-nodes", "ondemand"),
                order("health-program", "ondemand"),
                order("health", "ondemand"));
    }
}
