package ocigpucluster.kubernetes;

import ocigpucluster.settings.Settings;
import ocigpucluster.slurm.Scheduler;

/**
 * The OKE cluster of {@code scheduler.type kubernetes} (config group {@code kubernetes},
 * {@link KubernetesKeys}). Values are kept as written; {@link KubernetesChecks} checks them.
 *
 * @param version                the Kubernetes version of the control plane and the nodes
 * @param podsCidr               the pods' overlay range
 * @param servicesCidr           the services' range
 * @param systemPool             the OKE-managed system node pool
 * @param gpuOperatorVersion     the NvidiaGpuOperator add-on's version
 * @param networkOperatorVersion the NvidiaNetworkOperator add-on's version
 */
public record Kubernetes(
        String version,
        String podsCidr,
        String servicesCidr,
        SystemPool systemPool,
        String gpuOperatorVersion,
        String networkOperatorVersion) {

    /** The managed VM pool the cluster's own services run on. */
    public record SystemPool(String shape, int size, int ocpus, int memoryInGbs, String imageId) {}

    /** The kubernetes group's record in these settings. */
    public static Kubernetes of(Settings s) {
        return s.get(KubernetesKeys.GROUP);
    }

    /** True when the stack is an OKE cluster. */
    public static boolean on(Settings s) {
        return Scheduler.of(s).kubernetes();
    }
}
