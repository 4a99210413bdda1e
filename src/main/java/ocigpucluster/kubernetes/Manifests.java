package ocigpucluster.kubernetes;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import ocigpucluster.bootstrap.BootstrapFiles;
import ocigpucluster.bootstrap.CommonParams;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.bootstrap.Versions;
import ocigpucluster.kubernetes.Crds.ClusterQueue;
import ocigpucluster.kubernetes.Crds.ClusterQueueSpec;
import ocigpucluster.kubernetes.Crds.FlavorQuotas;
import ocigpucluster.kubernetes.Crds.LocalQueue;
import ocigpucluster.kubernetes.Crds.LocalQueueSpec;
import ocigpucluster.kubernetes.Crds.MpiJob;
import ocigpucluster.kubernetes.Crds.MpiJobSpec;
import ocigpucluster.kubernetes.Crds.NicSelector;
import ocigpucluster.kubernetes.Crds.ReplicaSpec;
import ocigpucluster.kubernetes.Crds.ResourceFlavor;
import ocigpucluster.kubernetes.Crds.ResourceFlavorSpec;
import ocigpucluster.kubernetes.Crds.ResourceGroup;
import ocigpucluster.kubernetes.Crds.ResourceQuota;
import ocigpucluster.kubernetes.Crds.RunPolicy;
import ocigpucluster.kubernetes.Crds.SriovNetworkNodePolicy;
import ocigpucluster.kubernetes.Crds.SriovPolicySpec;
import ocigpucluster.kubernetes.K8s.Capabilities;
import ocigpucluster.kubernetes.K8s.ConfigMap;
import ocigpucluster.kubernetes.K8s.ConfigMapVolumeSource;
import ocigpucluster.kubernetes.K8s.Container;
import ocigpucluster.kubernetes.K8s.ContainerPort;
import ocigpucluster.kubernetes.K8s.EmptyDirVolumeSource;
import ocigpucluster.kubernetes.K8s.EnvVar;
import ocigpucluster.kubernetes.K8s.HostPathVolumeSource;
import ocigpucluster.kubernetes.K8s.Job;
import ocigpucluster.kubernetes.K8s.JobSpec;
import ocigpucluster.kubernetes.K8s.ObjectMeta;
import ocigpucluster.kubernetes.K8s.PodSpec;
import ocigpucluster.kubernetes.K8s.PodTemplateSpec;
import ocigpucluster.kubernetes.K8s.ResourceRequirements;
import ocigpucluster.kubernetes.K8s.SecurityContext;
import ocigpucluster.kubernetes.K8s.Service;
import ocigpucluster.kubernetes.K8s.ServicePort;
import ocigpucluster.kubernetes.K8s.ServiceSpec;
import ocigpucluster.kubernetes.K8s.Volume;
import ocigpucluster.kubernetes.K8s.VolumeMount;
import ocigpucluster.nccl.NcclSweep;
import ocigpucluster.ncclgate.NcclGate;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;

/**
 * The Kubernetes objects of a Kubernetes stack, built from its settings as typed records
 * ({@link K8s}, {@link Crds}) and serialised by Jackson, never written as YAML text:
 * <ul>
 *   <li>per RDMA group, the NCCL gate: a Kueue ResourceFlavor (the group's shape), ClusterQueue
 *       (the group's GPUs as quota) and LocalQueue, and the MPIJob that runs nccl-tests'
 *       all_reduce_perf across the group's nodes, queued by the {@value #QUEUE_LABEL} label; the
 *       sweep, the NCCL environment and the pass line are the Slurm gate's (package ncclgate);
 *   <li>per RDMA shape, the Network Operator's SriovNetworkNodePolicy;
 *   <li>optionally, TensorFlow multi-worker MNIST: a ConfigMap (the program and each worker's
 *       {@link TfConfig}), a headless Service and an Indexed Job.
 * </ul>
 * The pods reach the RDMA NICs by host network ({@code hostNetwork}, {@code /dev/infiniband},
 * {@code IPC_LOCK}): Oracle's first delivery model (oci-hpc-oke v26.7.0
 * {@code docs/using-rdma-network-interfaces-in-manifests.md}), in which NCCL sees the same
 * {@code mlx5_*} devices as on the host, so the shape catalog's NCCL environment applies as is.
 */
public final class Manifests {
    private Manifests() {}

    /** The label that hands a job to a Kueue LocalQueue (Kueue docs, "Run a Kubernetes Job"). */
    public static final String QUEUE_LABEL = "kueue.x-k8s.io/queue-name";

    /** The node label kubelet sets to the instance's shape on OKE (oci-hpc-oke's nodeSelectors). */
    public static final String SHAPE_LABEL = "node.kubernetes.io/instance-type";

    /** The extended resource the GPU Operator's device plugin advertises. */
    public static final String GPU_RESOURCE = "nvidia.com/gpu";

    /** The namespace of the gate's queue and job. */
    public static final String NAMESPACE = "default";

    /** Where the Network Operator add-on runs its SR-IOV operator (oci-hpc-oke's policy file). */
    public static final String NETWORK_OPERATOR_NAMESPACE = "nvidia-network-operator";

    /** The port every MPI worker's sshd listens on (host network: not 22, the node's own). */
    static final int SSH_PORT = 2222;

    /** The port each TensorFlow worker listens on (the Slurm-mode sample's TF_PORT). */
    static final int TF_PORT = 12345;

    private static final ObjectMapper JSON = new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory()
                    .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
                    .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
                    .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS))
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    /** One RDMA group's NCCL gate: its queue objects and its MPIJob. */
    public record NcclGateObjects(
            String group,
            Double passLineGBps,
            ResourceFlavor flavor,
            ClusterQueue clusterQueue,
            LocalQueue localQueue,
            MpiJob job) {
        public List<Object> all() {
            return List.of(flavor, clusterQueue, localQueue, job);
        }

        /**
         * The gate's result from the launcher's log: the Slurm gate's parser and pass line
         * ({@link NcclGate#result}); the launcher prints the same {@code # oci-gpu-cluster run 1:}
         * marker before the sweep, so run 1 is judged, as there. The kubernetes-nccl stage
         * reads that log from the cluster ({@link KubernetesFeature#KUBERNETES_NCCL}).
         */
        public Map<String, Object> result(String launcherLog) {
            return NcclGate.result(launcherLog, passLineGBps);
        }
    }

    /** The RDMA groups of these settings, as the stages see them. */
    static List<StageContext.Group> rdmaGroups(Settings s) {
        return s.staticGroups().stream()
                .map(StageContext.Group::of)
                .filter(StageContext.Group::rdma)
                .toList();
    }

    /** The NCCL gate of each RDMA group. */
    public static List<NcclGateObjects> ncclGates(Settings s) {
        List<NcclGateObjects> out = new ArrayList<>();
        for (StageContext.Group g : rdmaGroups(s)) {
            StageContext c = new StageContext(null, s, g, List.of(g), null, StageContext.BASTION);
            out.add(ncclGate(c));
        }
        return out;
    }

    static NcclGateObjects ncclGate(StageContext c) {
        String group = c.group().group().name();
        Shape shape = c.shape();
        int nodes = c.group().group().count();
        String flavorName = group;
        String queue = group + "-nccl";
        ResourceFlavor flavor = new ResourceFlavor(
                ObjectMeta.named(flavorName), new ResourceFlavorSpec(Map.of(SHAPE_LABEL, shape.name())));
        // the queue's quota is the group's GPUs: one gate job fills it, a second waits
        ClusterQueue cq = new ClusterQueue(
                ObjectMeta.named(queue),
                new ClusterQueueSpec(
                        Map.of(),
                        List.of(new ResourceGroup(
                                List.of(GPU_RESOURCE),
                                List.of(new FlavorQuotas(
                                        flavorName,
                                        List.of(new ResourceQuota(
                                                GPU_RESOURCE, Integer.toString(shape.gpus() * nodes)))))))));
        LocalQueue lq = new LocalQueue(ObjectMeta.named(queue, NAMESPACE), new LocalQueueSpec(queue));
        MpiJob job = new MpiJob(
                ObjectMeta.named("nccl-" + group, NAMESPACE).withLabels(Map.of(QUEUE_LABEL, queue)),
                new MpiJobSpec(
                        shape.gpus(),
                        new RunPolicy("Running", Long.parseLong(CommonParams.STAGE_TIMEOUT_SECONDS.value(c)), 0),
                        "/root/.ssh",
                        mapOf(
                                "Launcher", new ReplicaSpec(1, launcher(c)),
                                "Worker", new ReplicaSpec(nodes, worker(shape)))));
        return new NcclGateObjects(group, c.passLineGBps(), flavor, cq, lq, job);
    }

    /**
     * The launcher: waits for every worker's sshd, then runs the Slurm gate's sweep (nccl-run.sh:
     * {@code all_reduce_perf -b MIN -e MAX -f 2 -t 1 -g 1}, one rank per GPU) with the shape's
     * NCCL environment, MPI over the front-end NIC as in every container run of the catalog.
     */
    private static PodTemplateSpec launcher(StageContext c) {
        Shape shape = c.shape();
        String env = shape.nccl().entrySet().stream()
                .map(e -> "-x " + e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(" "));
        String script = String.join(
                "\n",
                "set -euo pipefail",
                "hosts=$(awk '{print $1}' /etc/mpi/hostfile)",
                "for _ in $(seq 1 60); do ok=1; for h in $hosts; do ssh -o ConnectTimeout=5"
                        + " -o StrictHostKeyChecking=no -p " + SSH_PORT + " \"$h\" true || ok=0; done;"
                        + " [ \"$ok\" = 1 ] && break; sleep 5; done",
                "[ \"$ok\" = 1 ] || { echo 'workers not reachable by ssh after 300 s' >&2; exit 1; }",
                "np=$(( $(sed -n '$=' /etc/mpi/hostfile) * " + shape.gpus() + " ))",
                "echo \"# oci-gpu-cluster run 1: all_reduce_perf -b "
                        + c.bootstrap().ncclMinBytes() + " -e " + NcclSweep.maxBytes(c.bootstrap(), shape)
                        + " -f 2 -t 1 -g 1 ($np ranks)\"",
                "mpirun --allow-run-as-root -np \"$np\" -npernode " + shape.gpus() + " --bind-to numa"
                        + " -mca coll ^hcoll -mca plm_rsh_args '-p " + SSH_PORT + "'"
                        // as the Slurm and nerdctl gates: NCCL's INIT/NET lines say which network it
                        // used, which the verdict requires across nodes (lib/nccl-lib.sh)
                        + " -x NCCL_DEBUG=INFO -x NCCL_DEBUG_SUBSYS=INIT,NET " + env + " "
                        + Oke.NCCL_TESTS_ALL_REDUCE + " -b " + c.bootstrap().ncclMinBytes() + " -e "
                        + NcclSweep.maxBytes(c.bootstrap(), shape) + " -f 2 -t 1 -g 1");
        Container container = new Container(
                "launcher", Oke.NCCL_TESTS_IMAGE, List.of("bash", "-c"), List.of(script), null, null, null, null, null);
        return new PodTemplateSpec(
                null, new PodSpec(true, "ClusterFirstWithHostNet", null, null, null, null, List.of(container), null));
    }

    /** A worker: one per node, every GPU, the RDMA devices, sshd for the launcher's mpirun. */
    private static PodTemplateSpec worker(Shape shape) {
        Container container = new Container(
                "worker",
                Oke.NCCL_TESTS_IMAGE,
                List.of("bash", "-c"),
                List.of("mkdir -p /var/run/sshd && exec /usr/sbin/sshd -D -p " + SSH_PORT),
                null,
                List.of(new ContainerPort("ssh", SSH_PORT, "TCP")),
                new ResourceRequirements(Map.of(GPU_RESOURCE, Integer.toString(shape.gpus()))),
                new SecurityContext(true, new Capabilities(List.of("IPC_LOCK"))),
                rdmaMounts());
        return new PodTemplateSpec(
                null,
                new PodSpec(
                        true,
                        "ClusterFirstWithHostNet",
                        null,
                        null,
                        null,
                        Map.of(SHAPE_LABEL, shape.name()),
                        List.of(container),
                        rdmaVolumes()));
    }

    private static List<VolumeMount> rdmaMounts() {
        return List.of(new VolumeMount("devinf", "/dev/infiniband", null), new VolumeMount("shm", "/dev/shm", null));
    }

    /** /dev/infiniband from the host; a memory-backed /dev/shm (oci-hpc-oke's samples: 32Gi). */
    private static List<Volume> rdmaVolumes() {
        return List.of(
                new Volume("devinf", new HostPathVolumeSource("/dev/infiniband", "Directory"), null, null),
                new Volume("shm", null, new EmptyDirVolumeSource("Memory", "32Gi"), null));
    }

    /**
     * The Network Operator's SR-IOV node policy of each RDMA shape, with oci-hpc-oke v26.7.0's
     * values ({@code terraform/files/nvidia-network-operator/sriov-network-node-policy.yaml}), but
     * the physical functions chosen by the interface names the Oracle Cloud Agent gives
     * ({@link Shape#rdmaInterfaces()}) instead of a second per-shape table of PCI addresses.
     */
    public static List<SriovNetworkNodePolicy> sriovPolicies(Settings s) {
        Map<String, SriovNetworkNodePolicy> out = new LinkedHashMap<>();
        for (StageContext.Group g : rdmaGroups(s)) {
            Shape shape = g.shape();
            out.computeIfAbsent(
                    shape.name(),
                    n -> new SriovNetworkNodePolicy(
                            ObjectMeta.named(dnsName(n), NETWORK_OPERATOR_NAMESPACE),
                            new SriovPolicySpec(
                                    "netdevice",
                                    Oke.SRIOV_MTU,
                                    new NicSelector(shape.rdmaInterfaces(), Oke.SRIOV_VENDOR),
                                    Map.of(SHAPE_LABEL, n),
                                    true,
                                    1,
                                    90,
                                    Oke.SRIOV_RESOURCE,
                                    true)));
        }
        return List.copyOf(out.values());
    }

    /** A shape's name as an object name: {@code BM.GPU.H100.8} gives {@code bm-gpu-h100-8}. */
    static String dnsName(String shape) {
        return shape.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
    }

    /**
     * TensorFlow multi-worker MNIST on the first RDMA group, one worker per node: the Slurm-mode
     * sample's program ({@code samples/node/mnist_multiworker.py}) and each worker's
     * {@code TF_CONFIG} in a ConfigMap, a headless Service as the workers' subdomain, and an
     * Indexed Job whose pod {@code i} reads {@code tf-config-i.json} (its
     * {@code JOB_COMPLETION_INDEX}), queued on the group's LocalQueue.
     */
    public static List<Object> tensorflowMnist(Settings s) {
        List<StageContext.Group> groups = rdmaGroups(s);
        if (groups.isEmpty()) {
            return List.of();
        }
        StageContext.Group g = groups.get(0);
        String job = "tf-mnist";
        String service = "tf-mnist-workers";
        int workers = g.group().count();
        Map<String, String> data = new LinkedHashMap<>();
        data.put("mnist_multiworker.py", BootstrapFiles.get().read("node/mnist_multiworker.py"));
        List<TfConfig> configs = TfConfig.forWorkers(job, service, workers, TF_PORT);
        for (int i = 0; i < workers; i++) {
            data.put("tf-config-" + i + ".json", configs.get(i).json());
        }
        Map<String, String> labels = Map.of("app.kubernetes.io/name", job);
        ConfigMap program = new ConfigMap(ObjectMeta.named(job, NAMESPACE), data);
        Service headless = new Service(
                ObjectMeta.named(service, NAMESPACE),
                new ServiceSpec("None", labels, List.of(new ServicePort("worker", TF_PORT, "TCP"))));
        Container container = new Container(
                "worker",
                Versions.all().get("TENSORFLOW_IMAGE"),
                List.of("bash", "-c"),
                List.of("TF_CONFIG=$(cat /etc/tf-mnist/tf-config-\"$JOB_COMPLETION_INDEX\".json) && export TF_CONFIG"
                        + " && exec python3 /etc/tf-mnist/mnist_multiworker.py"),
                List.of(new EnvVar("NCCL_DEBUG", "INFO")),
                List.of(new ContainerPort("worker", TF_PORT, "TCP")),
                new ResourceRequirements(
                        Map.of(GPU_RESOURCE, Integer.toString(g.shape().gpus()))),
                new SecurityContext(true, new Capabilities(List.of("IPC_LOCK"))),
                List.of(
                        new VolumeMount("devinf", "/dev/infiniband", null),
                        new VolumeMount("shm", "/dev/shm", null),
                        new VolumeMount("program", "/etc/tf-mnist", true)));
        List<Volume> volumes = new ArrayList<>(rdmaVolumes());
        volumes.add(new Volume("program", null, null, new ConfigMapVolumeSource(job)));
        Job indexed = new Job(
                ObjectMeta.named(job, NAMESPACE)
                        .withLabels(Map.of(QUEUE_LABEL, g.group().name() + "-nccl")),
                new JobSpec(
                        workers,
                        workers,
                        "Indexed",
                        0,
                        true,
                        new PodTemplateSpec(
                                ObjectMeta.named(null).withLabels(labels),
                                new PodSpec(
                                        true,
                                        "ClusterFirstWithHostNet",
                                        null,
                                        service,
                                        "Never",
                                        Map.of(SHAPE_LABEL, g.shape().name()),
                                        List.of(container),
                                        volumes))));
        return List.of(program, headless, indexed);
    }

    /** The cluster's objects: the SR-IOV policies, then each group's queue objects and NCCL gate. */
    public static List<Object> cluster(Settings s) {
        List<Object> out = new ArrayList<>(sriovPolicies(s));
        ncclGates(s).forEach(g -> out.addAll(g.all()));
        return out;
    }

    /** What kubernetes-setup applies: {@link #cluster} less the gates' MPIJobs (kubernetes-nccl applies each per run). */
    public static List<Object> setupObjects(Settings s) {
        List<Object> out = new ArrayList<>(sriovPolicies(s));
        ncclGates(s).forEach(g -> out.addAll(List.of(g.flavor(), g.clusterQueue(), g.localQueue())));
        return out;
    }

    /** Every object of the stack's Kubernetes side: {@link #cluster} and the TF example. */
    public static List<Object> all(Settings s) {
        List<Object> out = new ArrayList<>(cluster(s));
        out.addAll(tensorflowMnist(s));
        return out;
    }

    /** The object as a JSON tree (what the API server receives). */
    public static JsonNode tree(Object o) {
        return JSON.valueToTree(o);
    }

    /** The objects as one YAML stream, {@code ---} between them (what kubectl apply -f reads). */
    public static String yaml(List<?> objects) {
        StringBuilder out = new StringBuilder();
        for (Object o : objects) {
            if (out.length() > 0) {
                out.append("---\n");
            }
            try {
                out.append(YAML.writeValueAsString(o));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        }
        return out.toString();
    }

    private static <V> Map<String, V> mapOf(String k1, V v1, String k2, V v2) {
        Map<String, V> m = new LinkedHashMap<>();
        m.put(k1, v1);
        m.put(k2, v2);
        return m;
    }
}
