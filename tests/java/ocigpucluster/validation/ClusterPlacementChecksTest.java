package ocigpucluster.validation;

import static ocigpucluster.validation.Config.assertNone;
import static ocigpucluster.validation.Config.only;
import static ocigpucluster.validation.GroupChecksTest.group;
import static ocigpucluster.validation.GroupChecksTest.groups;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import ocigpucluster.settings.NodeGroup;
import org.junit.jupiter.api.Test;

/**
 * A cluster network group placed on an HPC island and network blocks: the keys read, and what
 * validate refuses before anything is created (a wrong OCID kind, blocks without an island,
 * blocks of another island where the OCIDs say so, the keys on a group that is no cluster network).
 */
class ClusterPlacementChecksTest {
    static final String ISLAND = "ocid1.hpcisland.oc1.iad.anuwcljrg5pyaeycajoqlss7hpcisland0001";
    static final String BLOCK_1 = "ocid1.computenetworkblock.oc1.iad.anuwcljrg5pyaeycnetblock0001";
    static final String BLOCK_2 = "ocid1.computenetworkblock.oc1.iad.anuwcljrg5pyaeycnetblock0002";

    private static Map<String, Object> placed(Object island, Object blocks) {
        Map<String, Object> g = group("h100", "BM.GPU.H100.8", "clusterNetwork", 4);
        if (island != null) {
            g.put("hpcIslandId", island);
        }
        if (blocks != null) {
            g.put("networkBlockIds", blocks);
        }
        return g;
    }

    @Test
    void anIslandAndItsBlocksAreReadAndValidate() {
        Config c = groups(placed(ISLAND, List.of(BLOCK_1, BLOCK_2)));
        assertEquals(List.of(), c.validate());
        NodeGroup g = c.settings().groups().get(0);
        assertEquals(ISLAND, g.hpcIslandId());
        assertEquals(List.of(BLOCK_1, BLOCK_2), g.networkBlockIds());
        NodeGroup plain = GroupChecksTest.valid().settings().groups().get(0);
        assertNull(plain.hpcIslandId());
        assertEquals(List.of(), plain.networkBlockIds());
    }

    @Test
    void anIslandAloneValidates() {
        assertEquals(List.of(), groups(placed(ISLAND, null)).validate());
    }

    @Test
    void anIslandOcidOfAnotherKindIsRefusedNamingItsKind() {
        Diagnostic d = only(
                groups(placed(BLOCK_1, null)).validate(), "CLUSTER_PLACEMENT_INVALID", "nodeGroups[0].hpcIslandId");
        assertTrue(d.message().contains("is not the OCID of an HPC island (ocid1.hpcisland....)"), d.line());
        assertTrue(d.message().endsWith("it is an OCID of a computenetworkblock"), d.line());
        assertTrue(d.fix().contains("customerHPCIslandId"), d.line());
        // the fix as the text says it
        assertEquals(List.of(), groups(placed(ISLAND, null)).validate());
    }

    @Test
    void aBlockOcidOfAnotherKindIsRefusedAtItsIndex() {
        Diagnostic d = only(
                groups(placed(ISLAND, List.of(BLOCK_1, "ocid1.computelocalblock.oc1.iad.aaaa0001")))
                        .validate(),
                "CLUSTER_PLACEMENT_INVALID",
                "nodeGroups[0].networkBlockIds[1]");
        assertTrue(d.message().contains("is not the OCID of a network block"), d.line());
        assertTrue(d.message().endsWith("it is an OCID of a computelocalblock"), d.line());
    }

    @Test
    void blocksWithoutAnIslandAreRefused() {
        Diagnostic d = only(
                groups(placed(null, List.of(BLOCK_1))).validate(),
                "CLUSTER_PLACEMENT_INVALID",
                "nodeGroups[0].hpcIslandId");
        assertTrue(d.message().startsWith("is required with networkBlockIds"), d.line());
        assertTrue(d.fix().contains("oci compute compute-hpc-island list"), d.line());
    }

    @Test
    void theKeysOnAGroupThatIsNoClusterNetworkAreRefusedAndRemovingThemValidates() {
        Map<String, Object> cc = group("burst", "BM.GPU.H100.8", "computeCluster", 2);
        cc.put("hpcIslandId", ISLAND);
        Config broken = groups(cc);
        Diagnostic d = only(broken.validate(), "CLUSTER_PLACEMENT_INVALID", "nodeGroups[0].hpcIslandId");
        assertTrue(d.message().contains("the group's placement is computeCluster"), d.line());
        assertEquals(List.of(), broken.copy().apply(d.suggestion()).validate(), "after " + d.suggestion());
    }

    @Test
    void aBlockOfAnotherRegionThanItsIslandIsRefused() {
        String tokyo = "ocid1.computenetworkblock.oc1.ap-tokyo-1.anuwcljrg5pyaeycnetblock0009";
        Diagnostic d = only(
                groups(placed(ISLAND, List.of(BLOCK_1, tokyo))).validate(),
                "NETWORK_BLOCK_OTHER_ISLAND",
                "nodeGroups[0].networkBlockIds[1]");
        assertEquals(
                "is a network block of oc1.ap-tokyo-1, but the HPC island is in oc1.iad: a cluster network's"
                        + " blocks are blocks of its island",
                d.message());
        // an island OCID without a region (oc1..) says nothing: no finding
        assertNone(
                groups(placed("ocid1.hpcisland.oc1..aaaa0001", List.of(tokyo))).validate(),
                "NETWORK_BLOCK_OTHER_ISLAND");
    }
}
