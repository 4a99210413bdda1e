package ocigpucluster.kubernetes;

import static ocigpucluster.validation.Config.assertExactly;
import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import ocigpucluster.validation.Config;
import ocigpucluster.validation.Diagnostic;
import org.junit.jupiter.api.Test;

/** What validate refuses about a Kubernetes stack; each fix, applied, validates. */
class KubernetesChecksTest {
    static final String IMAGE =
            "ocid1.image.oc1.ap-tokyo-1.aaaaaaaaexampleokenodeimage0000000000000000000000000000000000";

    /** The tutorial's cluster as an OKE cluster: two BM.GPU4.8 in a cluster network. */
    static Config k8s() {
        return Config.seedLike().set("scheduler.type", "kubernetes").set("kubernetes.systemPoolImageId", IMAGE);
    }

    @Test
    void theTutorialClusterValidatesAsAnOkeCluster() {
        assertExactly(k8s().validate());
        Kubernetes k = Kubernetes.of(k8s().settings());
        // oci-hpc-oke v26.7.0's defaults, read there (terraform/schema.yaml, variables.tf, oke-cluster.tf)
        assertEquals("v1.35.2", k.version());
        assertEquals("10.240.0.0/12", k.podsCidr());
        assertEquals("10.96.0.0/16", k.servicesCidr());
        assertEquals(new Kubernetes.SystemPool("VM.Standard.E5.Flex", 3, 4, 16, IMAGE), k.systemPool());
        assertEquals("v25.10.1", k.gpuOperatorVersion());
        assertEquals("v25.10.0", k.networkOperatorVersion());
    }

    @Test
    void aVersionOkeDoesNotOfferIsRefusedWithOneItDoes() {
        Config c = k8s().set("kubernetes.version", "v1.31.1");
        Diagnostic d = only(c.validate(), "KUBERNETES_VERSION_UNSUPPORTED", "kubernetes.version");
        assertTrue(d.message().contains("v1.35.2, v1.34.2, v1.33.10"), d.line());
        assertTrue(d.message().contains("oci-hpc-oke v26.7.0"), d.line());
        assertExactly(c.apply(d.suggestion()).validate());
    }

    @Test
    void aVersionWithoutItsVIsRefusedSayingSo() {
        Diagnostic d = only(
                k8s().set("kubernetes.version", "1.34.2").validate(),
                "KUBERNETES_VERSION_UNSUPPORTED",
                "kubernetes.version");
        assertTrue(d.message().contains("leading v"), d.line());
    }

    @Test
    void aPodRangeOverlappingTheVcnIsRefusedWithAFreeOne() {
        Config c = k8s().set("kubernetes.podsCidr", "10.0.0.0/12");
        Diagnostic d = only(c.validate(), "KUBERNETES_CIDR_OVERLAP", "kubernetes.podsCidr");
        assertTrue(d.message().contains("network.vcnCidr '10.0.0.0/16'"), d.line());
        assertTrue(
                d.keys().stream().anyMatch(k -> k.key().equals("network.vcnCidr")),
                d.keys().toString());
        // the fix names 10.16.0.0/12: the first /12 clear of the VCN, the RDMA range and the services'
        assertTrue(d.fix().contains("kubernetes.podsCidr 10.16.0.0/12"), d.fix());
        assertExactly(c.set("kubernetes.podsCidr", "10.16.0.0/12").validate());
    }

    @Test
    void aServiceRangeInsideThePodsIsRefused() {
        Config c = k8s().set("kubernetes.servicesCidr", "10.241.0.0/16");
        Diagnostic d = only(c.validate(), "KUBERNETES_CIDR_OVERLAP", "kubernetes.servicesCidr");
        assertTrue(d.message().contains("kubernetes.podsCidr '10.240.0.0/12'"), d.line());
        assertExactly(c.set("kubernetes.servicesCidr", "10.96.0.0/16").validate());
    }

    @Test
    void aRangeThatIsNoCidrIsRefused() {
        Config c = k8s().set("kubernetes.servicesCidr", "10.96.0.0");
        Diagnostic d = only(c.validate(), "KUBERNETES_CIDR_INVALID", "kubernetes.servicesCidr");
        assertExactly(c.apply(d.suggestion()).validate());
    }

    @Test
    void anRdmaShapeTheNetworkOperatorHasNoPolicyForIsRefused() {
        java.util.Map<String, Object> nvl = new java.util.LinkedHashMap<>();
        nvl.put("name", "nvl");
        nvl.put("shape", "BM.GPU.GB300.4");
        nvl.put("placement", "gpuMemoryCluster");
        nvl.put("count", 4);
        nvl.put(
                "gpuMemoryFabricId",
                "ocid1.computegpumemoryfabric.oc1.ap-tokyo-1.aaaaaaaa5rtq2xk7mzl3pfw6vjc4nyd2bsh6gr");
        nvl.put("dedicatedCapacity", true);
        Config c = k8s().remove("cluster.shape")
                .remove("cluster.nodeCount")
                .remove("cluster.poolName")
                .set("nodeGroups", List.of(nvl));
        Diagnostic d = only(c.validate(), "KUBERNETES_SHAPE_UNSUPPORTED", "nodeGroups[0].shape");
        assertTrue(d.message().contains("BM.GPU.GB300.4") && d.message().contains("BM.GPU.H100.8"), d.line());
        Config fixed = c.set("nodeGroups[0].shape", "BM.GPU.H100.8")
                .set("nodeGroups[0].placement", "clusterNetwork")
                .remove("nodeGroups[0].gpuMemoryFabricId")
                .remove("nodeGroups[0].dedicatedCapacity");
        assertExactly(fixed.validate());
    }

    @Test
    void slurmOnlyKeysAreRefusedInAKubernetesStack() {
        Config c = k8s().set("scheduler.partition", "train").set("scheduler.allowUnpinnedDownloads", true);
        assertExactly(
                c.validate(),
                "KUBERNETES_SLURM_KEY",
                "scheduler.partition",
                "KUBERNETES_SLURM_KEY",
                "scheduler.allowUnpinnedDownloads");
        assertExactly(c.remove("scheduler.partition")
                .remove("scheduler.allowUnpinnedDownloads")
                .validate());
    }

    @Test
    void aGroupsSlurmPartitionIsRefusedInAKubernetesStack() {
        Config c = k8s().remove("cluster.shape")
                .remove("cluster.nodeCount")
                .remove("cluster.poolName")
                .set(
                        "nodeGroups",
                        List.of(new java.util.LinkedHashMap<>(Map.of(
                                "name",
                                "train",
                                "shape",
                                "BM.GPU4.8",
                                "placement",
                                "clusterNetwork",
                                "count",
                                2,
                                "partition",
                                "big",
                                "weight",
                                5))));
        assertExactly(
                c.validate(),
                "KUBERNETES_SLURM_KEY",
                "nodeGroups[0].partition",
                "KUBERNETES_SLURM_KEY",
                "nodeGroups[0].weight");
        assertExactly(c.remove("nodeGroups[0].partition")
                .remove("nodeGroups[0].weight")
                .validate());
    }

    @Test
    void theSystemPoolNeedsItsImage() {
        Config c = k8s().remove("kubernetes.systemPoolImageId");
        only(c.validate(), "KUBERNETES_IMAGE_REQUIRED", "kubernetes.systemPoolImageId");
        assertExactly(
                c.set("kubernetes.systemPoolImageId", "my-image").validate(),
                "OCID_MALFORMED",
                "kubernetes.systemPoolImageId");
    }

    @Test
    void kubernetesKeysWithoutKubernetesAreRefused() {
        Config c = Config.seedLike().set("kubernetes.version", "v1.34.2");
        Diagnostic d = only(c.validate(), "KUBERNETES_KEY_UNUSED", "kubernetes.version");
        assertTrue(d.fix().contains("scheduler.type kubernetes"), d.fix());
        assertExactly(c.remove("kubernetes.version").validate());
    }

    @Test
    void anUnknownSchedulerNamesKubernetesAmongTheChoices() {
        Diagnostic d = only(
                Config.seedLike().set("scheduler.type", "k8s").validate(), "SCHEDULER_TYPE_INVALID", "scheduler.type");
        assertTrue(d.message().contains("kubernetes"), d.line());
    }
}
