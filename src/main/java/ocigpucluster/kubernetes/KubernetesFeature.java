package ocigpucluster.kubernetes;

import static ocigpucluster.bootstrap.CommonParams.NODES;
import static ocigpucluster.bootstrap.CommonParams.NODE_USER;
import static ocigpucluster.bootstrap.CommonParams.STAGE_TIMEOUT_SECONDS;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.pulumi.core.Output;
import com.pulumi.oci.ContainerEngine.ContainerEngineFunctions;
import com.pulumi.oci.ContainerEngine.inputs.GetClusterKubeConfigArgs;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.LateValues;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.bootstrap.StageResults;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.cloudinit.NodeBoot;
import ocigpucluster.feature.Contribution;
import ocigpucluster.feature.Example;
import ocigpucluster.feature.Feature;
import ocigpucluster.feature.GroupBoot;
import ocigpucluster.feature.ProgramContext;
import ocigpucluster.feature.ProgramMemo;
import ocigpucluster.ncclgate.NcclGate;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.slurm.SchedulerKeys;
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

    /** The stack's Kubernetes version: kubernetes-setup installs kubectl of it. */
    public static final Param KUBERNETES_VERSION = Param.of(
            "KUBERNETES_VERSION",
            "the stack's `kubernetes.version` (`vMAJOR.MINOR.PATCH`): kubectl of this version, from the Kubernetes RPM repository of its minor",
            c -> Kubernetes.of(c.settings()).version());

    /** The OKE cluster kubernetes-setup writes the kubeconfig of. */
    public static final Param OKE_CLUSTER_ID =
            Param.late("OKE_CLUSTER_ID", "the OCID of the stack's OKE cluster; known once it exists");

    /**
     * What kubernetes-setup applies: the {@code kubernetesManifests} objects less the NCCL gate's
     * MPIJobs (kubernetes-nccl applies its group's per run).
     */
    public static final Param KUBERNETES_OBJECTS = Param.of(
            "KUBERNETES_OBJECTS",
            "the stack's Kubernetes objects as YAML, the `kubernetesManifests` output less the NCCL gate's MPIJobs: SR-IOV node policies and each RDMA group's Kueue ResourceFlavor, ClusterQueue and LocalQueue (`kubectl apply --server-side`)",
            c -> Manifests.yaml(Manifests.setupObjects(c.settings())));

    /**
     * The bastion's part of a Kubernetes stack: kubectl of the stack's version, its kubeconfig
     * (OCI CLI, instance principal), the MPI Operator and Kueue, waited for, then the stack's
     * queue and SR-IOV objects (kubernetes-setup.sh says each step's source).
     */
    public static final StageSpec KUBERNETES_SETUP = StageSpec.stage("kubernetes-setup", "kubernetes-setup.sh")
            .enabledWhen(Kubernetes::on)
            .params(NODE_USER, KUBERNETES_VERSION, OKE_CLUSTER_ID, KUBERNETES_OBJECTS, STAGE_TIMEOUT_SECONDS)
            // the nodes joined (the readiness gate saw their cloud-init, join included, finish):
            // the controllers' pods have somewhere to run
            .after("readiness-gate")
            .output("kubernetesSetup", (out, c) -> StageResults.asMap(out))
            .build();

    /**
     * The NCCL gate of a Kubernetes stack: the group's MPIJob applied with kubectl on the bastion,
     * waited for (bounded, naming the job), its launcher's log judged by the Slurm gate's parser
     * and pass line into the same {@value NcclGate#OUTPUT} output ({@code KubernetesNcclStageTest}
     * runs it against fabric8's mock API server). A node the verdict blames is cordoned and
     * tainted ({@link #FAILURE_TAINT}) and the stage fails. It replaces the host-side nccl-test,
     * which runs only without a scheduler ({@code Scheduler#hostNcclGate}).
     */
    public static final StageSpec KUBERNETES_NCCL = StageSpec.stage("kubernetes-nccl", "kubernetes-nccl.sh")
            .enabledWhen(s -> s.bootstrap().nccl() && Kubernetes.on(s))
            .params(NODES, NODE_USER)
            .params(NcclGate.SWEEP)
            .params(NCCL_MPIJOB)
            .after("readiness-gate", "kubernetes-setup")
            // the groups with an MPIJob: the RDMA groups (Manifests.ncclGates)
            .perGroup(StageContext.Group::rdma)
            .output(NcclGate.OUTPUT, (out, c) -> NcclGate.result(out, c.passLineGBps()))
            .build();

    /**
     * The taint kubernetes-nccl puts on a node its verdict blames, with the failure code as its
     * value, beside {@code kubectl cordon} (Kubernetes docs, "Taints and Tolerations": NoSchedule
     * keeps new pods off; kubectl reference, "kubectl taint", "kubectl cordon").
     */
    public static final String FAILURE_TAINT = "oci-gpu-cluster/failure";

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

    @Override
    public List<ocigpucluster.iam.IamStatement> iam() {
        return KubernetesIam.ALL;
    }

    @Override
    public List<StageSpec> stages() {
        return List.of(KUBERNETES_SETUP, KUBERNETES_NCCL);
    }

    /** A placeholder OKE node image OCID of the example stacks' region (Pulumi.k8s.yaml's). */
    static final String EXAMPLE_SYSTEM_POOL_IMAGE =
            "ocid1.image.oc1.ap-tokyo-1.aaaaaaaaexampleokenodeimage0000000000000000000000000000000000";

    /**
     * Its stages are planned in a Kubernetes stack: the scheduler (and the Slurm-only key the
     * example base sets back to its default), and the system pool's image, the one key a
     * Kubernetes stack requires.
     */
    @Override
    public Example example() {
        return new Example(
                Map.of(
                        SchedulerKeys.TYPE, "kubernetes",
                        SchedulerKeys.ALLOW_UNPINNED_DOWNLOADS, "false",
                        KubernetesKeys.SYSTEM_POOL_IMAGE_ID, EXAMPLE_SYSTEM_POOL_IMAGE),
                Map.of());
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
        // the objects kubernetes-setup applies once the nodes have joined (docs/kubernetes.md)
        return new Contribution(
                oke.clusterId.applyValue(id -> LateValues.of(Map.of(OKE_CLUSTER_ID, id))),
                Map.<String, Output<?>>of(
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
