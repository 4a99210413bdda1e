package ocigpucluster.validation;

import static ocigpucluster.validation.Config.assertNone;
import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.Placement;
import ocigpucluster.settings.Settings;
import org.junit.jupiter.api.Test;

/**
 * Bad node groups are refused before anything is created, each with the key, the problem and a
 * fix that, applied, validates: duplicate group or partition names, a shape in a placement it
 * cannot use (an A10 VM in a cluster network, a GB200 outside a GPU memory cluster, a GPU memory
 * cluster without Dedicated Capacity stated), more hosts than an NVL72 fabric holds (18), groups
 * the private subnet cannot hold.
 */
class GroupChecksTest {
    static final String FABRIC = "ocid1.computegpumemoryfabric.oc1.ap-tokyo-1.aaaaaaaa5rtq2xk7mzl3pfw6vjc4nyd2bsh6gr";

    static Map<String, Object> group(String name, String shape, String placement, int count) {
        Map<String, Object> g = new LinkedHashMap<>();
        g.put("name", name);
        g.put("shape", shape);
        g.put("placement", placement);
        g.put("count", count);
        return g;
    }

    /** The seed-like stack with its groups under nodeGroups: a cluster network of H100 and an A10 VM group. */
    @SafeVarargs
    static Config groups(Map<String, Object>... items) {
        Config c = Config.seedLike()
                .remove("cluster.shape")
                .remove("cluster.nodeCount")
                .remove("cluster.poolName")
                .set("network.privateSubnetCidr", "10.0.4.0/22");
        List<Object> list = new ArrayList<>();
        for (Map<String, Object> i : items) {
            list.add(new LinkedHashMap<>(i));
        }
        return c.set("nodeGroups", list);
    }

    static Config valid() {
        return groups(
                group("h100", "BM.GPU.H100.8", "clusterNetwork", 2), group("dev", "VM.GPU.A10.2", "instances", 2));
    }

    /** The diagnostic, then its suggested fix applied: validation passes. */
    private static void fixValidates(Config broken, String id, String key, String problem) {
        Diagnostic d = only(broken.validate(), id, key);
        assertTrue(d.message().contains(problem), d.line());
        assertNotNull(d.suggestion(), d.line() + " suggests a value");
        assertEquals(List.of(), broken.copy().apply(d.suggestion()).validate(), "after " + d.suggestion());
    }

    @Test
    void aValidGroupsStackReadsAsItsGroups() {
        Settings s = valid().settings();
        assertEquals(
                List.of("h100", "dev"), s.groups().stream().map(NodeGroup::name).toList());
        NodeGroup h100 = s.groups().get(0);
        assertEquals(Placement.CLUSTER_NETWORK, h100.placement());
        assertEquals("h100", h100.partition());
        assertEquals("nodeGroups[0].count", h100.key("count"));
        assertEquals(Config.IMAGE, h100.imageId(), "cluster.imageId is every group's default image");
        assertEquals("-dev", s.groups().get(1).stageSuffix());
    }

    @Test
    void withoutNodeGroupsClusterKeysAreTheOneGroupGpu() {
        Settings s = Config.seedLike().settings();
        assertEquals(1, s.groups().size());
        NodeGroup g = s.groups().get(0);
        assertEquals(NodeGroup.LEGACY_STATIC, g.name());
        assertEquals("", g.stageSuffix(), "its Commands keep their names");
        assertEquals("cluster.mode", g.key("placement"));
        assertEquals(null, g.partition(), "the scheduler's partition");
    }

    @Test
    void duplicateGroupNamesAreRefused() {
        fixValidates(
                groups(
                        group("h100", "BM.GPU.H100.8", "clusterNetwork", 2),
                        group("h100", "VM.GPU.A10.2", "instances", 1)),
                "NODE_GROUP_DUPLICATE",
                "nodeGroups[1].name",
                "'h100' is the name of another node group");
    }

    @Test
    void duplicatePartitionsAreRefused() {
        Map<String, Object> dev = group("dev", "VM.GPU.A10.2", "instances", 1);
        dev.put("partition", "h100");
        fixValidates(
                groups(group("h100", "BM.GPU.H100.8", "clusterNetwork", 2), dev),
                "PARTITION_DUPLICATE",
                "nodeGroups[1].partition",
                "'h100' is also the partition of the group h100");
    }

    @Test
    void anA10VmInAClusterNetworkIsRefused() {
        fixValidates(
                groups(group("dev", "VM.GPU.A10.2", "clusterNetwork", 2)),
                "PLACEMENT_UNSUPPORTED",
                "nodeGroups[0].placement",
                "VM.GPU.A10.2 is a VM shape, which no RDMA cluster network or compute cluster takes");
    }

    @Test
    void aGb200OutsideAMemoryClusterIsRefusedAndTheFixNamesTheFabric() {
        Config broken = groups(group("nvl", "BM.GPU.GB200-v3.4", "computeCluster", 2));
        Diagnostic d = only(broken.validate(), "PLACEMENT_UNSUPPORTED", "nodeGroups[0].placement");
        assertTrue(d.message().contains("it runs only in a GPU memory cluster"), d.line());
        assertTrue(d.fix().contains("gpuMemoryCluster (with gpuMemoryFabricId and dedicatedCapacity: true)"), d.line());
        // the fix as the text says it
        Config fixed = broken.copy()
                .set("nodeGroups[0].placement", "gpuMemoryCluster")
                .set("nodeGroups[0].gpuMemoryFabricId", FABRIC)
                .set("nodeGroups[0].dedicatedCapacity", true);
        assertEquals(List.of(), fixed.validate());
    }

    @Test
    void aMemoryClusterWithoutDedicatedCapacityStatedIsRefused() {
        Map<String, Object> nvl = group("nvl", "BM.GPU.GB300.4", "gpuMemoryCluster", 4);
        nvl.put("gpuMemoryFabricId", FABRIC);
        fixValidates(
                groups(nvl),
                "GPU_MEMORY_CLUSTER_DEDICATED_CAPACITY",
                "nodeGroups[0].dedicatedCapacity",
                "You must be a Dedicated Capacity customer");
    }

    @Test
    void aMemoryClusterWithoutItsFabricIsRefusedNamingTheKey() {
        Map<String, Object> nvl = group("nvl", "BM.GPU.GB300.4", "gpuMemoryCluster", 4);
        nvl.put("dedicatedCapacity", true);
        Config broken = groups(nvl);
        Diagnostic d = only(broken.validate(), "GPU_MEMORY_FABRIC_REQUIRED", "nodeGroups[0].gpuMemoryFabricId");
        assertTrue(d.fix().contains("oci compute compute-gpu-memory-fabric list"), d.line());
        assertEquals(
                List.of(),
                broken.copy().set("nodeGroups[0].gpuMemoryFabricId", FABRIC).validate());
    }

    @Test
    void moreHostsThanAnNvl72FabricHoldsAreRefused() {
        Map<String, Object> nvl = group("nvl", "BM.GPU.GB200-v3.4", "gpuMemoryCluster", 19);
        nvl.put("gpuMemoryFabricId", FABRIC);
        nvl.put("dedicatedCapacity", true);
        Config broken = groups(nvl);
        fixValidates(
                broken,
                "GPU_MEMORY_FABRIC_HOSTS_EXCEEDED",
                "nodeGroups[0].count",
                "is 19, more hosts than one GPU memory fabric of BM.GPU.GB200-v3.4 holds (18");
        assertEquals(
                18,
                only(broken.validate(), "GPU_MEMORY_FABRIC_HOSTS_EXCEEDED", "nodeGroups[0].count")
                        .suggestion()
                        .value());
    }

    @Test
    void groupsTheSubnetCannotHoldAreRefused() {
        Config broken = groups(
                        group("h100", "BM.GPU.H100.8", "clusterNetwork", 8),
                        group("dev", "VM.GPU.A10.2", "instances", 8))
                .set("network.privateSubnetCidr", "10.0.4.0/28");
        Diagnostic d = only(broken.validate(), "PRIVATE_SUBNET_TOO_SMALL", "network.privateSubnetCidr");
        assertTrue(d.message().contains("fewer than the static node groups' 16 nodes"), d.line());
        assertEquals(List.of(), broken.copy().apply(d.suggestion()).validate());
        // on-demand bounds and login nodes take addresses too
        Map<String, Object> burst = group("burst", "BM.GPU.H100.8", "computeCluster", 0);
        burst.remove("count");
        burst.put("onDemand", Map.of("maxNodes", 4));
        Config full = groups(group("h100", "BM.GPU.H100.8", "clusterNetwork", 8), burst)
                .set("scheduler.type", "slurm")
                .set("scheduler.allowUnpinnedDownloads", true)
                .set("iam.existingDynamicGroup", "gpu-admins")
                .set("login.count", 2)
                .set("network.privateSubnetCidr", "10.0.4.0/28");
        Diagnostic full1 = only(full.validate(), "PRIVATE_SUBNET_FULL", "network.privateSubnetCidr");
        assertTrue(
                full1.message().contains("8 GPU node(s) + 4 on-demand node(s) of burst + 2 login node(s)"),
                full1.line());
        assertEquals(
                List.of(),
                full.copy().set("network.privateSubnetCidr", "10.0.4.0/27").validate());
    }

    @Test
    void nodeGroupsBesideTheClusterKeysItReplacesIsRefused() {
        Config broken = valid().set("cluster.shape", "BM.GPU4.8");
        Diagnostic d = only(broken.validate(), "NODE_GROUPS_WITH_CLUSTER_KEYS", "cluster.shape");
        assertTrue(d.fix().contains("pulumi config rm --path cluster.shape"), d.line());
        assertEquals(List.of(), broken.copy().remove("cluster.shape").validate());
    }

    @Test
    void aShapeWithoutAPassLineNeedsOneOrReportOnly() {
        Map<String, Object> nvl = group("nvl", "BM.GPU.GB200.4", "gpuMemoryCluster", 4);
        nvl.put("gpuMemoryFabricId", FABRIC);
        nvl.put("dedicatedCapacity", true);
        fixValidates(
                groups(nvl),
                "NCCL_PASS_LINE_MISSING",
                "nodeGroups[0].ncclReportOnly",
                "Oracle publishes no NCCL pass line for BM.GPU.GB200.4");
        nvl.put("ncclPassLineGBps", 250);
        assertNone(groups(nvl).validate(), "NCCL_PASS_LINE_MISSING");
    }

    @Test
    void aBadNameAReservedNameAndAnUnknownPlacementAreRefused() {
        fixValidates(
                groups(group("H100_pool", "BM.GPU.H100.8", "clusterNetwork", 2)),
                "NODE_GROUP_NAME_INVALID",
                "nodeGroups[0].name",
                "'H100_pool' is not a node group name");
        fixValidates(
                groups(group("login", "BM.GPU.H100.8", "clusterNetwork", 2)),
                "NODE_GROUP_NAME_RESERVED",
                "nodeGroups[0].name",
                "'login' is the name of another part of the cluster");
        Diagnostic d = only(
                groups(group("h100", "BM.GPU.H100.8", "clusterNetwrk", 2)).validate(),
                "PLACEMENT_INVALID",
                "nodeGroups[0].placement");
        assertTrue(d.fix().startsWith("did you mean clusterNetwork?"), d.line());
    }

    @Test
    void anOnDemandGroupLaunchesIntoAComputeCluster() {
        Map<String, Object> burst = group("burst", "BM.GPU.H100.8", "clusterNetwork", 0);
        burst.remove("count");
        burst.put("onDemand", Map.of("maxNodes", 4));
        fixValidates(
                groups(group("h100", "BM.GPU.H100.8", "clusterNetwork", 2), burst)
                        .set("scheduler.type", "slurm")
                        .set("scheduler.allowUnpinnedDownloads", true)
                        .set("iam.existingDynamicGroup", "gpu-admins"),
                "ON_DEMAND_PLACEMENT",
                "nodeGroups[1].placement",
                "launches on-demand nodes one by one into an RDMA compute cluster");
    }

    @Test
    void anOwnControllerWithOnDemandNodesIsRefused() {
        Map<String, Object> burst = group("burst", "BM.GPU.H100.8", "computeCluster", 0);
        burst.remove("count");
        burst.put("onDemand", Map.of("maxNodes", 4));
        fixValidates(
                groups(group("h100", "BM.GPU.H100.8", "clusterNetwork", 2), burst)
                        .set("scheduler.type", "slurm")
                        .set("scheduler.allowUnpinnedDownloads", true)
                        .set("iam.existingDynamicGroup", "gpu-admins")
                        .set("controller.host", "own"),
                "ONDEMAND_WITH_OWN_CONTROLLER",
                "controller.host",
                "the bastion's instance principal");
    }

    @Test
    void slurmOnAarch64GroupsIsRefusedAndNoSchedulerValidates() {
        Map<String, Object> rack = group("rack1", "BM.GPU.GB200.4", "gpuMemoryCluster", 18);
        rack.put("gpuMemoryFabricId", FABRIC);
        rack.put("dedicatedCapacity", true);
        rack.put("ncclReportOnly", true);
        fixValidates(
                groups(rack).set("scheduler.type", "slurm").set("scheduler.allowUnpinnedDownloads", true),
                "SLURM_ARCHITECTURE_UNSUPPORTED",
                "scheduler.type",
                "rack1 (BM.GPU.GB200.4) run aarch64");
    }

    /**
     * A group's numbers keep the ranges of the keys they stand for: a count of 0, a boot volume
     * too small, and a resume bound that would overflow slurm.conf's 16-bit ResumeTimeout (1093
     * minutes is 65580 s; Slurm 25.11 refuses above 65535) are refused with a value that validates.
     */
    @Test
    void aGroupsNumbersAreInTheRangesOfTheKeysTheyStandFor() {
        fixValidates(
                groups(group("h100", "BM.GPU.H100.8", "clusterNetwork", 0)),
                "NODE_GROUP_VALUE_RANGE",
                "nodeGroups[0].count",
                "is 0, out of its range 1 to 4096");
        Map<String, Object> small = group("h100", "BM.GPU.H100.8", "clusterNetwork", 2);
        small.put("bootVolumeSizeInGbs", 20);
        fixValidates(
                groups(small),
                "NODE_GROUP_VALUE_RANGE",
                "nodeGroups[0].bootVolumeSizeInGbs",
                "is 20, out of its range 50 to 32768");
        Map<String, Object> burst = group("burst", "BM.GPU.H100.8", "computeCluster", 0);
        burst.remove("count");
        burst.put("onDemand", new LinkedHashMap<>(Map.of("maxNodes", 4, "resumeTimeoutMinutes", 1093)));
        Config onDemand = groups(group("h100", "BM.GPU.H100.8", "clusterNetwork", 2), burst)
                .set("scheduler.type", "slurm")
                .set("scheduler.allowUnpinnedDownloads", true)
                .set("iam.existingDynamicGroup", "gpu-admins");
        fixValidates(
                onDemand,
                "NODE_GROUP_VALUE_RANGE",
                "nodeGroups[1].onDemand.resumeTimeoutMinutes",
                "is 1093, out of its range 40 to 1092");
    }
}
