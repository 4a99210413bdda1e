package ocigpucluster.kubernetes;

import java.util.List;
import java.util.Map;

/**
 * The Kubernetes API objects the generated manifests use, as typed records: each record is the
 * part of the API type of the same name that this program sets, field names and types as in the
 * Kubernetes API reference (core/v1, batch/v1, meta/v1) of the pinned minor ({@link Oke#VERSIONS}'s
 * first). {@link Manifests} serialises them; a field left null is left out. The tests validate
 * every serialised object against the official OpenAPI document of that minor, strictly.
 */
public final class K8s {
    private K8s() {}

    /** meta/v1 ObjectMeta. */
    public record ObjectMeta(
            String name, String namespace, Map<String, String> labels, Map<String, String> annotations) {
        public static ObjectMeta named(String name) {
            return new ObjectMeta(name, null, null, null);
        }

        public static ObjectMeta named(String name, String namespace) {
            return new ObjectMeta(name, namespace, null, null);
        }

        public ObjectMeta withLabels(Map<String, String> l) {
            return new ObjectMeta(name, namespace, l, annotations);
        }
    }

    /** core/v1 PodTemplateSpec. */
    public record PodTemplateSpec(ObjectMeta metadata, PodSpec spec) {}

    /** core/v1 PodSpec. */
    public record PodSpec(
            Boolean hostNetwork,
            String dnsPolicy,
            String hostname,
            String subdomain,
            String restartPolicy,
            Map<String, String> nodeSelector,
            List<Container> containers,
            List<Volume> volumes) {}

    /** core/v1 Container. */
    public record Container(
            String name,
            String image,
            List<String> command,
            List<String> args,
            List<EnvVar> env,
            List<ContainerPort> ports,
            ResourceRequirements resources,
            SecurityContext securityContext,
            List<VolumeMount> volumeMounts) {}

    /** core/v1 EnvVar (a literal value). */
    public record EnvVar(String name, String value) {}

    /** core/v1 ContainerPort. */
    public record ContainerPort(String name, int containerPort, String protocol) {}

    /** core/v1 ResourceRequirements: the limits (a Quantity is written as a string). */
    public record ResourceRequirements(Map<String, String> limits) {}

    /** core/v1 SecurityContext. */
    public record SecurityContext(Boolean privileged, Capabilities capabilities) {}

    /** core/v1 Capabilities. */
    public record Capabilities(List<String> add) {}

    /** core/v1 Volume: one of a host path, a memory-backed emptyDir, a ConfigMap. */
    public record Volume(
            String name,
            HostPathVolumeSource hostPath,
            EmptyDirVolumeSource emptyDir,
            ConfigMapVolumeSource configMap) {}

    /** core/v1 HostPathVolumeSource. */
    public record HostPathVolumeSource(String path, String type) {}

    /** core/v1 EmptyDirVolumeSource. */
    public record EmptyDirVolumeSource(String medium, String sizeLimit) {}

    /** core/v1 ConfigMapVolumeSource. */
    public record ConfigMapVolumeSource(String name) {}

    /** core/v1 VolumeMount. */
    public record VolumeMount(String name, String mountPath, Boolean readOnly) {}

    /** batch/v1 Job. */
    public record Job(String apiVersion, String kind, ObjectMeta metadata, JobSpec spec) {
        public Job(ObjectMeta metadata, JobSpec spec) {
            this("batch/v1", "Job", metadata, spec);
        }
    }

    /** batch/v1 JobSpec. */
    public record JobSpec(
            Integer completions,
            Integer parallelism,
            String completionMode,
            Integer backoffLimit,
            Boolean suspend,
            PodTemplateSpec template) {}

    /** core/v1 Service. */
    public record Service(String apiVersion, String kind, ObjectMeta metadata, ServiceSpec spec) {
        public Service(ObjectMeta metadata, ServiceSpec spec) {
            this("v1", "Service", metadata, spec);
        }
    }

    /** core/v1 ServiceSpec. */
    public record ServiceSpec(String clusterIP, Map<String, String> selector, List<ServicePort> ports) {}

    /** core/v1 ServicePort. */
    public record ServicePort(String name, int port, String protocol) {}

    /** core/v1 ConfigMap. */
    public record ConfigMap(String apiVersion, String kind, ObjectMeta metadata, Map<String, String> data) {
        public ConfigMap(ObjectMeta metadata, Map<String, String> data) {
            this("v1", "ConfigMap", metadata, data);
        }
    }
}
