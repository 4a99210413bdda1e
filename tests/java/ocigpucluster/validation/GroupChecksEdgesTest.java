package ocigpucluster.validation;

import static ocigpucluster.validation.GroupChecksTest.group;
import static ocigpucluster.validation.GroupChecksTest.groups;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The node-group, role and tag checks each finding written out: the refusal, the fix and the
 * value it suggests, the keys it names; and the edges (a name of 20 characters and of 22, a
 * second on-demand group, a fix name already taken, a tag key of 40 characters and of 41).
 */
class GroupChecksEdgesTest {
    /** The lines of the findings with these ids, each with its suggestion and the keys it names. */
    private static List<String> lines(Config c, String... ids) {
        Set<String> wanted = Set.of(ids);
        return c.validate().stream()
                .filter(d -> wanted.contains(d.id()))
                .map(d -> d.line() + " | "
                        + (d.suggestion() == null
                                ? "-"
                                : d.suggestion().key() + "=" + d.suggestion().value())
                        + " | " + d.keys().stream().map(k -> k.key()).toList())
                .toList();
    }

    private static Map<String, Object> onDemand(
            String name, String shape, String placement, Map<String, Object> bounds) {
        Map<String, Object> g = group(name, shape, placement, 0);
        g.remove("count");
        g.put("onDemand", new LinkedHashMap<>(bounds));
        return g;
    }

    private static Config slurm(Config c) {
        return c.set("scheduler.type", "slurm")
                .set("scheduler.allowUnpinnedDownloads", true)
                .set("iam.existingDynamicGroup", "gpu-admins");
    }

    private static Map<String, Object> h100() {
        return group("h100", "BM.GPU.H100.8", "clusterNetwork", 2);
    }

    @Test
    void theProgramsOwnTagKeysAndDefinedKeysWithoutANamespaceAreRefused() {
        Config c = Config.seedLike()
                .set("tags.freeform", Map.of("oci-gpu-cluster-stack", "x", "team", "a"))
                .set(
                        "tags.defined",
                        Map.of(
                                "Operations.CostCenter",
                                "42",
                                "CostCenter",
                                "1",
                                "A".repeat(40),
                                "2",
                                "B".repeat(41),
                                "3"));
        String notNamespaced = " is not Namespace.key: a defined tag belongs to a tag namespace; write it as"
                + " <namespace>.<key> (e.g. Operations.CostCenter), or move it to tags.freeform"
                + " [TAG_DEFINED_KEY_INVALID] | - | [tags.defined]";
        assertEquals(
                List.of(
                        "error: tags.defined." + "A".repeat(40) + ": '" + "A".repeat(40) + "'" + notNamespaced,
                        "error: tags.defined." + "B".repeat(41) + ": '" + "B".repeat(37) + "...'" + notNamespaced,
                        "error: tags.defined.CostCenter: 'CostCenter'" + notNamespaced,
                        "error: tags.freeform.oci-gpu-cluster-stack: is one of the program's own tag keys"
                                + " (oci-gpu-cluster-*: project, stack, group, component), which it sets itself; remove"
                                + " it, or name it without the oci-gpu-cluster- prefix [TAG_KEY_RESERVED] | - |"
                                + " [tags.freeform]"),
                lines(c, "TAG_DEFINED_KEY_INVALID", "TAG_KEY_RESERVED"));
    }

    @Test
    void aRoleVmNotFlexIsRefusedOnlyWhereTheRoleRuns() {
        String notFlex = "' is not a Flex shape, but the VM is launched with a shape config (ocpus, memoryInGbs),"
                + " which OCI accepts only for Flex shapes; use a Flex shape such as VM.Standard.E5.Flex"
                + " [ROLE_SHAPE_NOT_FLEX] | ";
        assertEquals(
                List.of("error: login.shape: 'VM.Standard2.4" + notFlex
                        + "login.shape=VM.Standard.E5.Flex | [login.shape]"),
                lines(
                        Config.seedLike().set("login.count", 1).set("login.shape", "VM.Standard2.4"),
                        "ROLE_SHAPE_NOT_FLEX"));
        assertEquals(
                List.of(),
                lines(
                        Config.seedLike().set("login.count", 0).set("login.shape", "VM.Standard2.4"),
                        "ROLE_SHAPE_NOT_FLEX"));
        assertEquals(
                List.of("error: controller.shape: 'VM.Standard2.2" + notFlex
                        + "controller.shape=VM.Standard.E5.Flex | [controller.shape]"),
                lines(
                        Config.seedLike().set("controller.host", "own").set("controller.shape", "VM.Standard2.2"),
                        "ROLE_SHAPE_NOT_FLEX"));
        // on the bastion the controller has no VM of its own to size
        assertEquals(
                List.of(), lines(Config.seedLike().set("controller.shape", "VM.Standard2.2"), "ROLE_SHAPE_NOT_FLEX"));
    }

    @Test
    void aSecondOnDemandGroupIsRefused() {
        Map<String, Object> bounds = Map.of("maxNodes", 4);
        assertEquals(
                List.of(
                        "error: nodeGroups[2].onDemand: is the second on-demand group (the first is b1); this version"
                                + " runs one on-demand partition (one set of resume and suspend programs); keep one on-demand"
                                + " group, and give this one a count of static nodes [ON_DEMAND_GROUPS_MAX] | - | [nodeGroups]"),
                lines(
                        slurm(groups(
                                h100(),
                                onDemand("b1", "BM.GPU.H100.8", "computeCluster", bounds),
                                onDemand("b2", "BM.GPU.H100.8", "computeCluster", bounds))),
                        "ON_DEMAND_GROUPS_MAX"));
    }

    @Test
    void aCountBesideOnDemandBoundsAndNoStaticGroupAreRefused() {
        Map<String, Object> both = onDemand("b1", "BM.GPU.H100.8", "computeCluster", Map.of("maxNodes", 4));
        both.put("count", 2);
        assertEquals(
                List.of("error: nodeGroups[1].count: is 2, but the group also has onDemand bounds: its nodes are either"
                        + " created by Pulumi (count) or launched by Slurm when jobs need them (onDemand); remove count"
                        + " for an on-demand group, or onDemand for a static one [NODE_GROUP_COUNT_AND_ON_DEMAND] |"
                        + " nodeGroups[1].count=null | [nodeGroups]"),
                lines(slurm(groups(h100(), both)), "NODE_GROUP_COUNT_AND_ON_DEMAND"));
        assertEquals(
                List.of("error: nodeGroups[0].count: no group of nodeGroups has static nodes: the bastion's checks, the"
                        + " Slurm controller and the NCCL gate need at least one node that exists at deploy time; give"
                        + " one group a count instead of onDemand bounds, e.g. count: 1 [NODE_GROUPS_NO_STATIC] | - |"
                        + " [nodeGroups]"),
                lines(
                        slurm(groups(onDemand("b1", "BM.GPU.H100.8", "computeCluster", Map.of("maxNodes", 4)))),
                        "NODE_GROUPS_NO_STATIC"));
        assertEquals(List.of(), lines(Config.seedLike(), "NODE_GROUPS_NO_STATIC"));
    }

    @Test
    void aPartitionOrFeatureThatIsNoSlurmNameIsRefused() {
        Map<String, Object> g = h100();
        g.put("partition", "H100 part");
        g.put("features", List.of("ok", "a,b"));
        assertEquals(
                List.of(
                        "error: nodeGroups[0].features: 'a,b' is not a Slurm node feature (slurm.conf Features is a"
                                + " comma-separated list of words); use letters, digits, '.', '-' and '_' only, e.g."
                                + " a-b [PARTITION_INVALID] | - | [nodeGroups]",
                        "error: nodeGroups[0].partition: 'H100 part' is not a Slurm partition name this program"
                                + " writes; use 1 to 31 lower-case letters, digits, '-' and '_', starting with a"
                                + " letter, e.g. h100 [PARTITION_INVALID] | nodeGroups[0].partition=h100 |"
                                + " [nodeGroups]"),
                lines(slurm(groups(g)), "PARTITION_INVALID"));
        Map<String, Object> bad = group("H100x", "BM.GPU.H100.8", "clusterNetwork", 2);
        bad.put("partition", "-x");
        assertEquals(
                List.of("error: nodeGroups[0].partition: '-x' is not a Slurm partition name this program writes; use 1"
                        + " to 31 lower-case letters, digits, '-' and '_', starting with a letter, e.g. h100x"
                        + " [PARTITION_INVALID] | nodeGroups[0].partition=h100x | [nodeGroups]"),
                lines(slurm(groups(bad)), "PARTITION_INVALID"));
    }

    @Test
    void aDuplicatesSuggestedNameSkipsTheNamesTaken() {
        assertEquals(
                List.of(
                        "error: nodeGroups[1].name: 'h100' is the name of another node group; each group's resources,"
                                + " host names and partition come from its name; give each group its own name, e.g."
                                + " h100-3 [NODE_GROUP_DUPLICATE] | nodeGroups[1].name=h100-3 | [nodeGroups]",
                        "error: nodeGroups[1].partition: 'h100' is also the partition of the group h100; Slurm gets"
                                + " one partition per group, with the group's GRES and weight; give the group its own"
                                + " partition, e.g. h100-3 [PARTITION_DUPLICATE] | nodeGroups[1].partition=h100-3 |"
                                + " [nodeGroups]"),
                lines(
                        groups(
                                h100(),
                                group("h100", "BM.GPU.H100.8", "clusterNetwork", 1),
                                group("h100-2", "BM.GPU.H100.8", "clusterNetwork", 1)),
                        "NODE_GROUP_DUPLICATE",
                        "PARTITION_DUPLICATE"));
        // 18 characters: the suggestion keeps 17 and the suffix within the 20 a name may have
        assertEquals(
                List.of("error: nodeGroups[1].name: 'abcdefghijklmnopqr' is the name of another node group; each"
                        + " group's resources, host names and partition come from its name; give each group its own"
                        + " name, e.g. abcdefghijklmnopq-2 [NODE_GROUP_DUPLICATE] |"
                        + " nodeGroups[1].name=abcdefghijklmnopq-2 | [nodeGroups]"),
                lines(
                        groups(
                                group("abcdefghijklmnopqr", "BM.GPU.H100.8", "clusterNetwork", 2),
                                group("abcdefghijklmnopqr", "BM.GPU.H100.8", "clusterNetwork", 1)),
                        "NODE_GROUP_DUPLICATE"));
    }

    @Test
    void aDuplicatePartitionsSuggestionIsNoPartitionTaken() {
        Map<String, Object> b = group("b", "BM.GPU.H100.8", "clusterNetwork", 1);
        b.put("partition", "a");
        Map<String, Object> c = group("c", "BM.GPU.H100.8", "clusterNetwork", 1);
        c.put("partition", "b");
        assertEquals(
                List.of("error: nodeGroups[1].partition: 'a' is also the partition of the group a; Slurm gets one"
                        + " partition per group, with the group's GRES and weight; give the group its own partition,"
                        + " e.g. b-2 [PARTITION_DUPLICATE] | nodeGroups[1].partition=b-2 | [nodeGroups]"),
                lines(groups(group("a", "BM.GPU.H100.8", "clusterNetwork", 2), b, c), "PARTITION_DUPLICATE"));
    }

    private static String nameFix(String name) {
        List<String> found =
                lines(groups(group(name, "BM.GPU.H100.8", "clusterNetwork", 2)), "NODE_GROUP_NAME_INVALID");
        assertEquals(1, found.size(), found.toString());
        String line = found.get(0);
        return line.substring(line.indexOf(" | ") + 3, line.lastIndexOf(" | "));
    }

    @Test
    void anInvalidNamesSuggestionIsCutToTwentyWithoutATrailingDash() {
        assertEquals("nodeGroups[0].name=group", nameFix("1234"));
        assertEquals("nodeGroups[0].name=abcdefghijklmnopqrs-", nameFix("Abcdefghijklmnopqrs-"));
        assertEquals("nodeGroups[0].name=abcdefghijklmnopqrst", nameFix("Abcdefghijklmnopqrst-u"));
    }

    @Test
    void anOnDemandGroupOfAShapeNoComputeClusterTakesIsToldToChangeShape() {
        String launches = "is instances, but Slurm's resume program launches on-demand nodes one by one into an RDMA"
                + " compute cluster; ";
        assertEquals(
                List.of(
                        "error: nodeGroups[1].placement: " + launches + "use a shape that takes computeCluster for an"
                                + " on-demand group, or make the group static (count) [ON_DEMAND_PLACEMENT] | - | [nodeGroups]"),
                lines(
                        slurm(groups(h100(), onDemand("dev", "VM.GPU.A10.2", "instances", Map.of("maxNodes", 4)))),
                        "ON_DEMAND_PLACEMENT"));
        // a shape the catalog does not know (refused on its own) is taken to fit
        assertEquals(
                List.of("error: nodeGroups[1].placement: " + launches + "set placement to computeCluster"
                        + " [ON_DEMAND_PLACEMENT] | nodeGroups[1].placement=computeCluster | [nodeGroups]"),
                lines(
                        slurm(groups(h100(), onDemand("dev", "BM.GPU.Unknown.8", "instances", Map.of("maxNodes", 4)))),
                        "ON_DEMAND_PLACEMENT"));
    }

    private static List<String> rangeLines(Map<String, Object> bounds) {
        return lines(
                slurm(groups(h100(), onDemand("b1", "BM.GPU.H100.8", "computeCluster", bounds))),
                "NODE_GROUP_VALUE_RANGE");
    }

    @Test
    void eachOnDemandBoundIsCheckedAtBothEnds() {
        assertEquals(
                List.of(
                        "error: nodeGroups[1].onDemand.idleMinutes: is 1441, out of its range 1 to 1440; set a value"
                                + " from 1 to 1440, e.g. 1440 [NODE_GROUP_VALUE_RANGE] |"
                                + " nodeGroups[1].onDemand.idleMinutes=1440 | [nodeGroups]",
                        "error: nodeGroups[1].onDemand.maxNodes: is 0, out of its range 1 to 4096; set a value from 1"
                                + " to 4096, e.g. 1 [NODE_GROUP_VALUE_RANGE] | nodeGroups[1].onDemand.maxNodes=1 |"
                                + " [nodeGroups]"),
                rangeLines(Map.of("maxNodes", 0, "idleMinutes", 1441)));
        assertEquals(
                List.of(
                        "error: nodeGroups[1].onDemand.idleMinutes: is 0, out of its range 1 to 1440; set a value from"
                                + " 1 to 1440, e.g. 1 [NODE_GROUP_VALUE_RANGE] | nodeGroups[1].onDemand.idleMinutes=1 |"
                                + " [nodeGroups]",
                        "error: nodeGroups[1].onDemand.maxNodes: is 4097, out of its range 1 to 4096; set a value from"
                                + " 1 to 4096, e.g. 4096 [NODE_GROUP_VALUE_RANGE] |"
                                + " nodeGroups[1].onDemand.maxNodes=4096 | [nodeGroups]",
                        "error: nodeGroups[1].onDemand.resumeTimeoutMinutes: is 39, out of its range 40 to 1092; set a"
                                + " value from 40 to 1092, e.g. 40 [NODE_GROUP_VALUE_RANGE] |"
                                + " nodeGroups[1].onDemand.resumeTimeoutMinutes=40 | [nodeGroups]"),
                rangeLines(Map.of("maxNodes", 4097, "idleMinutes", 0, "resumeTimeoutMinutes", 39)));
    }

    @Test
    void theClusterKeysGroupIsToldOfItsShapeAndTheBootstrapsPassLine() {
        assertEquals(
                List.of(
                        "error: bootstrap.ncclPassLineGBps: is not set, and Oracle publishes no NCCL pass line for"
                                + " VM.GPU.A10.2 (shape catalog); set bootstrap.ncclPassLineGBps to the bus bandwidth the"
                                + " nodes must reach, or bootstrap.nccl false [NCCL_PASS_LINE_MISSING] | - |"
                                + " [bootstrap.ncclPassLineGBps]",
                        "error: cluster.shape: 'VM.GPU.A10.2' cannot be placed in clusterNetwork: VM.GPU.A10.2 is a VM"
                                + " shape, which no RDMA cluster network or compute cluster takes; use a shape that"
                                + " takes clusterNetwork, or declare the group under nodeGroups with placement"
                                + " instances [PLACEMENT_UNSUPPORTED] | - | [cluster.shape]"),
                lines(
                        Config.seedLike().set("cluster.shape", "VM.GPU.A10.2"),
                        "NCCL_PASS_LINE_MISSING",
                        "PLACEMENT_UNSUPPORTED"));
    }
}
