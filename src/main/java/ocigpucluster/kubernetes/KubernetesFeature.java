package ocigpucluster.kubernetes;

import static ocigpucluster.bootstrap.CommonParams.NODES;
import static ocigpucluster.bootstrap.CommonParams.NODE_USER;

import com.pulumi.core.Output;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.feature.Contribution;
import ocigpucluster.feature.Feature;
import ocigpucluster.feature.ProgramContext;
import ocigpucluster.ncclgate.NcclGate;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.validation.Check;

/**
 * Kubernetes mode ({@code scheduler.type kubernetes}): an OKE enhanced cluster whose worker nodes
 * are the stack's node groups, with the NVIDIA GPU and Network Operators as OKE add-ons
 * (docs/kubernetes.md). The design follows Oracle's own RDMA-on-OKE stack ({@link Oke#SOURCE}).
 */
public final class KubernetesFeature implements Feature {
    /** The group's NCCL MPIJob, the one {@code kubernetesManifests} exports, as the stage applies it. */
    public static final Param NCCL_MPIJOB = Param.of(
            "NCCL_MPIJOB",
            "the group's NCCL gate MPIJob as JSON, the object `kubernetesManifests` exports (`kubectl apply -f`)",
            c -> Manifests.tree(Manifests.ncclGate(c).job()).toString());

    /**
     * The NCCL gate of a Kubernetes stack: the group's MPIJob applied with kubectl on the bastion,
     * waited for (bounded, naming the job), its launcher's log judged by the Slurm gate's parser
     * and pass line into the same {@value NcclGate#OUTPUT} output ({@code KubernetesNcclStageTest}
     * runs it against fabric8's mock API server).
     *
     * <p>Not in the chain yet ({@link #stages()} does not return it): it can pass only once the
     * nodes join the cluster and Kueue and the MPI Operator are installed, none of which is built;
     * until then a Kubernetes stack keeps the host-side nccl-test, and this stage would replace it
     * (docs/kubernetes.md, "Not built yet").
     */
    public static final StageSpec KUBERNETES_NCCL = StageSpec.stage("kubernetes-nccl", "kubernetes-nccl.sh")
            .enabledWhen(s -> s.bootstrap().nccl() && Kubernetes.on(s))
            .params(NODES, NODE_USER)
            .params(NcclGate.SWEEP)
            .params(NCCL_MPIJOB)
            .after("readiness-gate")
            // the groups with an MPIJob: the RDMA groups (Manifests.ncclGates)
            .perGroup(StageContext.Group::rdma)
            .output(NcclGate.OUTPUT, (out, c) -> NcclGate.result(out, c.passLineGBps()))
            .build();

    @Override
    public List<ConfigGroup<?>> config() {
        return List.of(KubernetesKeys.GROUP);
    }

    @Override
    public List<Check> checks() {
        return KubernetesChecks.ALL;
    }

    /** The OKE cluster and its stack outputs, in a Kubernetes stack only. */
    @Override
    public Contribution contribute(ProgramContext program) {
        if (!Kubernetes.on(program.settings())) {
            return Contribution.NONE;
        }
        OkeCluster oke = new OkeCluster("kubernetes", program, program.top());
        // the objects an operator applies once the nodes have joined (docs/kubernetes.md)
        return Contribution.outputs(Map.of(
                "okeClusterId",
                oke.clusterId,
                "kubernetesVersion",
                oke.kubernetesVersion,
                "kubernetesManifests",
                Output.of(Manifests.yaml(Manifests.cluster(program.settings()))),
                "kubernetesTensorflowMnist",
                Output.of(Manifests.yaml(Manifests.tensorflowMnist(program.settings())))));
    }
}
