package ocigpucluster.ncclgate;

import static ocigpucluster.preview.FeatureGraph.in;
import static ocigpucluster.preview.FeatureGraph.order;
import static ocigpucluster.preview.FeatureGraph.row;
import static ocigpucluster.preview.FeatureGraph.stage;
import static ocigpucluster.preview.PreviewRuns.Mode.CAPACITY_CREATED;
import static ocigpucluster.preview.PreviewRuns.Mode.CAPACITY_EXISTING_SINGLE;
import static ocigpucluster.preview.PreviewRuns.Mode.CLUSTER_NETWORK;
import static ocigpucluster.preview.PreviewRuns.Mode.DEFAULTS;
import static ocigpucluster.preview.PreviewRuns.Mode.EXAMPLE_BASE;
import static ocigpucluster.preview.PreviewRuns.Mode.EXISTING_VCN;
import static ocigpucluster.preview.PreviewRuns.Mode.EXTERNAL_NFS;
import static ocigpucluster.preview.PreviewRuns.Mode.FILE_STORAGE;
import static ocigpucluster.preview.PreviewRuns.Mode.ON_DEMAND;
import static ocigpucluster.preview.PreviewRuns.Mode.ON_DEMAND_EXISTING_IAM;
import static ocigpucluster.preview.PreviewRuns.Mode.PRODUCTION;
import static ocigpucluster.preview.PreviewRuns.Mode.SINGLE_INSTANCE;
import static ocigpucluster.preview.PreviewRuns.Mode.SLURM;
import static ocigpucluster.preview.PreviewRuns.Mode.TENSORFLOW_SAMPLE;

import java.util.List;
import java.util.Set;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;
import ocigpucluster.preview.PreviewRuns.Mode;

/** The NCCL gate: nerdctl's nccl-test without a scheduler, the Slurm job in its place under Slurm; never both. */
class NcclGateGraphTest implements FeatureGraph {
    /** The stacks without a scheduler, with a chain and bootstrap.nccl on (its default). */
    private static final Set<Mode> NERDCTL = in(
            CLUSTER_NETWORK,
            SINGLE_INSTANCE,
            EXISTING_VCN,
            TENSORFLOW_SAMPLE,
            FILE_STORAGE,
            EXTERNAL_NFS,
            DEFAULTS,
            CAPACITY_CREATED,
            CAPACITY_EXISTING_SINGLE);

    @Override
    public Class<? extends Feature> feature() {
        return NcclGate.class;
    }

    @Override
    public List<Row> rows() {
        return List.of(
                row(stage("nccl-test"), NERDCTL),
                row(stage("slurm-nccl"), in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)));
    }

    @Override
    public List<Row> orders() {
        return List.of(
                row(order("bastion-setup", "nccl-test"), NERDCTL),
                row(order("readiness-gate", "nccl-test"), NERDCTL),
                row(order("container-runtime", "nccl-test"), NERDCTL),
                row(
                        order("bastion-setup", "slurm-nccl"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(
                        order("readiness-gate", "slurm-nccl"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(
                        order("slurm-controller", "slurm-nccl"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(
                        order("slurm-nodes", "slurm-nccl"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(order("container-runtime", "slurm-nccl"), in(ON_DEMAND, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)));
    }
}
