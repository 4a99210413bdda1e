package ocigpucluster.kubernetes;

import static ocigpucluster.bootstrap.CommonParams.NODES;
import static ocigpucluster.bootstrap.CommonParams.NODE_USER;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.pulumi.core.Output;
import com.pulumi.oci.ContainerEngine.ContainerEngineFunctions;
import com.pulumi.oci.ContainerEngine.inputs.GetClusterKubeConfigArgs;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.cloudinit.NodeBoot;
import ocigpucluster.feature.Contribution;
import ocigpucluster.feature.Feature;
import ocigpucluster.feature.GroupBoot;
import ocigpucluster.feature.ProgramContext;
import ocigpucluster.feature.ProgramMemo;
import ocigpucluster.ncclgate.NcclGate;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.validation.Check;

/**
 * Kubernetes mode ({@code scheduler.type kubernetes}): an OKE enhanced cluster whose worker nodes
 * are the stack's node groups, with the NVIDIA GPU and Network Operators as OKE add-ons
 * (docs/kubernetes.md). The design follows Oracle's own RDMA-on-OKE stack ({@link Oke#SOURCE}):
 * the cluster comes first, and each group's nodes join it at first boot as self-managed nodes.
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
     * <p>Not in the chain yet ({@link #stages()} does not return it): it can pass only once Kueue
     * and the MPI Operator are installed and kubectl on the bastion reaches the cluster, none of
     * which is built; until then a Kubernetes stack keeps the host-side nccl-test, and this stage
     * would replace it (docs/kubernetes.md, "Not built yet").
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

    /** The cloud-init part a node joins with (cloud-init/oke-join.part). */
    static final String JOIN_PART = "oke-join.part";
    /**
     * The kubeconfig endpoint the nodes join through: the private one (the cluster has no public
     * endpoint). OCI API CreateClusterKubeconfigContentDetails {@code endpoint}: LEGACY_KUBERNETES,
     * PUBLIC_ENDPOINT, PRIVATE_ENDPOINT, VCN_HOSTNAME (oci-go-sdk containerengine).
     */
    static final String KUBECONFIG_ENDPOINT = "PRIVATE_ENDPOINT";

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    @Override
    public List<ConfigGroup<?>> config() {
        return List.of(KubernetesKeys.GROUP);
    }

    @Override
    public List<Check> checks() {
        return KubernetesChecks.ALL;
    }

    /**
     * Each static group's nodes join the cluster at first boot (cloud-init/oke-join.part): the
     * cluster is made before the first group's nodes, once, and their cloud-config gets its
     * private API host and its CA, the certificate-authority-data of its kubeconfig
     * (ContainerEngine getClusterKubeConfig), as oci-hpc-oke v26.7.0 writes them
     * ({@code terraform/oke-workers.tf}: {@code /etc/oke/oke-apiserver}, {@code /etc/kubernetes/ca.crt}).
     */
    @Override
    public Output<NodeBoot> groupBoot(GroupBoot g) {
        if (!Kubernetes.on(g.settings())) {
            return null;
        }
        OkeCluster oke = cluster(
                g.memo(), new OkeCluster.Place(g.settings(), g.prefix(), g.network(), g.availabilityDomain()), g.top());
        Output<String> ca = ContainerEngineFunctions.getClusterKubeConfig(GetClusterKubeConfigArgs.builder()
                        .clusterId(oke.clusterId)
                        .endpoint(KUBECONFIG_ENDPOINT)
                        .build())
                .applyValue(r -> certificateAuthority(r.content()));
        return Output.tuple(oke.apiServerHost, ca)
                .applyValue(t -> new NodeBoot(JOIN_PART, Map.of("okeApiServerHost", t.t1, "okeCaCertificate", t.t2)));
    }

    /** The run's one cluster: made before the first group's nodes, or here when there is none. */
    private static OkeCluster cluster(
            ProgramMemo memo, OkeCluster.Place place, com.pulumi.resources.ComponentResourceOptions top) {
        return memo.once(OkeCluster.class, () -> new OkeCluster("kubernetes", place, top));
    }

    /** The cluster (made before the groups' nodes) and its stack outputs, in a Kubernetes stack only. */
    @Override
    public Contribution contribute(ProgramContext program) {
        if (!Kubernetes.on(program.settings())) {
            return Contribution.NONE;
        }
        OkeCluster oke = cluster(
                program.memo(),
                new OkeCluster.Place(
                        program.settings(), program.prefix(), program.network(), program.availabilityDomain()),
                program.top());
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

    /**
     * The cluster's CA, base64 as a kubeconfig carries it: {@code certificate-authority-data} of
     * its first cluster (Kubernetes, "Organizing Cluster Access Using kubeconfig Files"; the
     * kubeconfig OKE writes for one endpoint has one cluster).
     *
     * @throws IllegalStateException when the kubeconfig has none
     */
    static String certificateAuthority(String kubeconfig) {
        try {
            JsonNode ca = YAML.readTree(kubeconfig == null ? "" : kubeconfig)
                    .path("clusters")
                    .path(0)
                    .path("cluster")
                    .path("certificate-authority-data");
            if (!ca.isTextual() || ca.asText().isBlank()) {
                throw new IllegalStateException(
                        "the OKE cluster's kubeconfig has no certificate-authority-data: its nodes cannot join it");
            }
            return ca.asText().strip();
        } catch (IOException e) {
            throw new IllegalStateException("the OKE cluster's kubeconfig is not YAML: " + e.getMessage(), e);
        }
    }
}
