package ocigpucluster.health;

import static ocigpucluster.preview.FeatureGraph.allBut;
import static ocigpucluster.preview.FeatureGraph.in;
import static ocigpucluster.preview.FeatureGraph.order;
import static ocigpucluster.preview.FeatureGraph.row;
import static ocigpucluster.preview.FeatureGraph.stage;
import static ocigpucluster.preview.PreviewRuns.Mode.BOOTSTRAP_DISABLED;
import static ocigpucluster.preview.PreviewRuns.Mode.EXAMPLE_BASE;
import static ocigpucluster.preview.PreviewRuns.Mode.ON_DEMAND;
import static ocigpucluster.preview.PreviewRuns.Mode.ON_DEMAND_EXISTING_IAM;
import static ocigpucluster.preview.PreviewRuns.Mode.PRODUCTION;
import static ocigpucluster.preview.PreviewRuns.Mode.SLURM;
import static ocigpucluster.preview.PreviewRuns.Mode.TENSORFLOW_SAMPLE;

import java.util.List;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;

/** The node health check: on by default (health.enabled), in every stack with a bootstrap chain. */
class HealthGraphTest implements FeatureGraph {
    @Override
    public Class<? extends Feature> feature() {
        return HealthFeature.class;
    }

    @Override
    public List<Row> rows() {
        return List.of(
                row(stage("health"), allBut(BOOTSTRAP_DISABLED)),
                // with Slurm the program is on a node before its slurmd starts (the Prolog runs it)
                row(stage("health-program"), in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)));
    }

    @Override
    public List<Row> orders() {
        return List.of(
                row(order("bastion-setup", "health"), allBut(BOOTSTRAP_DISABLED)),
                row(order("readiness-gate", "health"), allBut(BOOTSTRAP_DISABLED)),
                row(order("container-runtime", "health"), allBut(BOOTSTRAP_DISABLED, SLURM, PRODUCTION)),
                // on joined nodes, and before whatever uses every GPU; nerdctl's nccl-test does not wait for it
                row(
                        order("slurm-controller", "health"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(
                        order("slurm-nodes", "health"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(
                        order("health", "slurm-nccl"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(order("health", "tensorflow-sample"), in(TENSORFLOW_SAMPLE)),
                row(order("health", "ondemand"), in(ON_DEMAND, ON_DEMAND_EXISTING_IAM)),
                // the program: on ready nodes, before slurmd starts there (its HealthCheckProgram
                // and Prolog), so before everything that comes after slurm-nodes
                row(
                        order("bastion-setup", "health-program"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(
                        order("readiness-gate", "health-program"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(
                        order("health-program", "slurm-nodes"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(
                        order("health-program", "health"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(
                        order("health-program", "slurm-nccl"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(order("health-program", "ondemand"), in(ON_DEMAND, ON_DEMAND_EXISTING_IAM)),
                // production's directory stage comes after slurm-nodes
                row(order("health-program", "directory"), in(PRODUCTION)));
    }
}
