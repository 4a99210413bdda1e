package ocigpucluster.kubernetes;

import java.util.List;
import java.util.Map;
import ocigpucluster.kubernetes.K8s.ObjectMeta;
import ocigpucluster.kubernetes.K8s.PodTemplateSpec;

/**
 * The custom resources the generated manifests use, as typed records, each the part of its CRD's
 * {@code openAPIV3Schema} this program sets (the CRD files, their repositories and tags are named
 * in the tests' schema folder, {@code PROVENANCE}):
 * <ul>
 *   <li>MPIJob {@code kubeflow.org/v2beta1}: kubeflow/mpi-operator v0.8.0 (the operator version
 *       oracle-quickstart/oci-hpc-oke v26.7.0 installs, {@code terraform/files/mpi-operator});
 *   <li>ResourceFlavor, ClusterQueue, LocalQueue {@code kueue.x-k8s.io/v1beta2} (the storage
 *       version): kubernetes-sigs/kueue v0.18.2 (oci-hpc-oke v26.7.0 {@code kueue_chart_version});
 *   <li>SriovNetworkNodePolicy {@code sriovnetwork.openshift.io/v1}: the SR-IOV operator chart of
 *       Mellanox/network-operator v25.10.0 (the NvidiaNetworkOperator add-on's default version).
 * </ul>
 */
public final class Crds {
    private Crds() {}

    /** kubeflow.org/v2beta1 MPIJob. */
    public record MpiJob(String apiVersion, String kind, ObjectMeta metadata, MpiJobSpec spec) {
        public MpiJob(ObjectMeta metadata, MpiJobSpec spec) {
            this("kubeflow.org/v2beta1", "MPIJob", metadata, spec);
        }
    }

    /** MPIJobSpec: {@code mpiReplicaSpecs} keyed {@code Launcher} and {@code Worker}. */
    public record MpiJobSpec(
            int slotsPerWorker,
            RunPolicy runPolicy,
            String sshAuthMountPath,
            Map<String, ReplicaSpec> mpiReplicaSpecs) {}

    /** RunPolicy: what happens to the pods when the job ends, and its bound. */
    public record RunPolicy(String cleanPodPolicy, Long activeDeadlineSeconds, Integer backoffLimit) {}

    /** ReplicaSpec of the launcher or the workers. */
    public record ReplicaSpec(int replicas, PodTemplateSpec template) {}

    /** kueue.x-k8s.io/v1beta2 ResourceFlavor. */
    public record ResourceFlavor(String apiVersion, String kind, ObjectMeta metadata, ResourceFlavorSpec spec) {
        public ResourceFlavor(ObjectMeta metadata, ResourceFlavorSpec spec) {
            this(KUEUE, "ResourceFlavor", metadata, spec);
        }
    }

    public record ResourceFlavorSpec(Map<String, String> nodeLabels) {}

    /** kueue.x-k8s.io/v1beta2 ClusterQueue. */
    public record ClusterQueue(String apiVersion, String kind, ObjectMeta metadata, ClusterQueueSpec spec) {
        public ClusterQueue(ObjectMeta metadata, ClusterQueueSpec spec) {
            this(KUEUE, "ClusterQueue", metadata, spec);
        }
    }

    /** An empty {@code namespaceSelector} admits workloads of every namespace (Kueue's docs). */
    public record ClusterQueueSpec(Map<String, String> namespaceSelector, List<ResourceGroup> resourceGroups) {}

    public record ResourceGroup(List<String> coveredResources, List<FlavorQuotas> flavors) {}

    public record FlavorQuotas(String name, List<ResourceQuota> resources) {}

    public record ResourceQuota(String name, String nominalQuota) {}

    /** kueue.x-k8s.io/v1beta2 LocalQueue. */
    public record LocalQueue(String apiVersion, String kind, ObjectMeta metadata, LocalQueueSpec spec) {
        public LocalQueue(ObjectMeta metadata, LocalQueueSpec spec) {
            this(KUEUE, "LocalQueue", metadata, spec);
        }
    }

    public record LocalQueueSpec(String clusterQueue) {}

    /** sriovnetwork.openshift.io/v1 SriovNetworkNodePolicy. */
    public record SriovNetworkNodePolicy(String apiVersion, String kind, ObjectMeta metadata, SriovPolicySpec spec) {
        public SriovNetworkNodePolicy(ObjectMeta metadata, SriovPolicySpec spec) {
            this("sriovnetwork.openshift.io/v1", "SriovNetworkNodePolicy", metadata, spec);
        }
    }

    public record SriovPolicySpec(
            String deviceType,
            int mtu,
            NicSelector nicSelector,
            Map<String, String> nodeSelector,
            boolean isRdma,
            int numVfs,
            int priority,
            String resourceName,
            boolean externallyManaged) {}

    public record NicSelector(List<String> pfNames, String vendor) {}

    static final String KUEUE = "kueue.x-k8s.io/v1beta2";
}
