package ocigpucluster.kubernetes;

import com.pulumi.core.Output;
import java.util.List;
import java.util.Map;
import ocigpucluster.feature.Contribution;
import ocigpucluster.feature.Feature;
import ocigpucluster.feature.ProgramContext;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.validation.Check;

/**
 * Kubernetes mode ({@code scheduler.type kubernetes}): an OKE enhanced cluster whose worker nodes
 * are the stack's node groups, with the NVIDIA GPU and Network Operators as OKE add-ons
 * (docs/kubernetes.md). The design follows Oracle's own RDMA-on-OKE stack ({@link Oke#SOURCE}).
 */
public final class KubernetesFeature implements Feature {

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
