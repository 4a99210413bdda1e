package ocigpucluster.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import ocigpucluster.topology.HostTopology.Source;
import ocigpucluster.topology.SlurmTopology.BlockBase;
import org.junit.jupiter.api.Test;

/** The generator's rules beyond the golden files: names, base sizes, refusals. */
class SlurmTopologyTest {

    private static HostTopology h100(String node, String nb, String lb) {
        return new HostTopology(
                node, "gpu", "BM.GPU.H100.8", Source.RDMA_TOPOLOGY_DATA, null, nb, lb, null, null, null);
    }

    @Test
    void aNodesPathIsItsGroupDownToItsLeaf() {
        SlurmTopology t = SlurmTopology.of(Fixtures.h100());
        assertEquals(List.of("gpu", "gpu.nb-nbaaaa01", "gpu.nb-nbaaaa01.lb-lba2aa02"), t.path("gpu-3"));
        assertEquals(List.of("gpu", "gpu.nb-none", "gpu.nb-none.lb-none"), t.path("gpu-11"));
        assertEquals(List.of(), t.path("gpu-99"));
    }

    @Test
    void twoValuesWithTheSameLastEightCharactersGetTheirHashes() {
        SlurmTopology t = SlurmTopology.of(List.of(
                h100("gpu-1", "ocid1.computenetworkblock.oc1.iad.aaaa12345678", "lb1"),
                h100("gpu-2", "ocid1.computenetworkblock.oc1.iad.bbbb12345678", "lb1")));
        // SHA-1 of each full value, first 8 hex digits (sha1sum of the string, no newline)
        assertEquals(
                List.of("gpu.nb-be5c2222", "gpu.nb-9d765f1c"),
                t.switches().get(0).children(),
                "printf %s ocid1.computenetworkblock.oc1.iad.aaaa12345678 | sha1sum");
    }

    @Test
    void aNameOverSixtyFourCharactersIsCutWithAHash() {
        String group = "g".repeat(70);
        SlurmTopology t = SlurmTopology.of(List.of(HostTopology.unknown("n1", group, "BM.GPU.H100.8")));
        String name = t.switches().get(0).name();
        assertEquals(64, name.length(), name);
        assertTrue(name.startsWith("g".repeat(55) + "-"), name);
    }

    @Test
    void aGroupWithoutAnyDataIsOneSwitchAndOneBlock() {
        SlurmTopology t = SlurmTopology.of(List.of(
                HostTopology.unknown("od-2", "od", "BM.GPU.H100.8"),
                HostTopology.unknown("od-1", "od", "BM.GPU.H100.8")));
        assertEquals(1, t.switches().size());
        assertEquals(List.of("od-1", "od-2"), t.switches().get(0).nodes());
        assertEquals(List.of(new SlurmTopology.Block("od", List.of("od-1", "od-2"))), t.blocks());
        assertEquals(List.of(2), t.blockSizes());
    }

    @Test
    void aFixedBaseSizeIsKeptAndDoubledUpToTheLargestGroup() {
        var hosts = new ArrayList<HostTopology>();
        for (int i = 1; i <= 12; i++) {
            hosts.add(h100("gpu-" + i, "nb1", i <= 6 ? "lb1" : "lb2"));
        }
        assertEquals(List.of(6, 12), SlurmTopology.of(hosts).blockSizes());
        assertEquals(List.of(3, 6, 12), SlurmTopology.of(hosts, BlockBase.of(3)).blockSizes());
    }

    @Test
    void aBaseSizeLargerThanABlockIsRefusedWithTheLargestThatFits() {
        var e = assertThrows(IllegalArgumentException.class, () -> SlurmTopology.of(Fixtures.gb200(), BlockBase.of(3)));
        assertEquals(
                "the base block size 3 is larger than block gb.nb-nbcccc03.lb-lbc1cc04.rk-c0ffee01 (2 nodes):"
                        + " Slurm wants every block to hold at least the base size; use a base of at most 2",
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> BlockBase.of(0));
    }

    @Test
    void atMostSixteenBlockSizesAsSlurmAccepts() {
        List<Integer> sizes = SlurmTopology.doublings(1, 70_000);
        assertEquals(16, sizes.size());
        assertEquals(1, sizes.get(0));
        assertEquals(32_768, sizes.get(15));
        assertEquals(List.of(3, 6, 12), SlurmTopology.doublings(3, 23));
        assertEquals(List.of(5), SlurmTopology.doublings(5, 5));
    }

    @Test
    void aNodeListedTwiceOrNoNodeAtAllIsRefused() {
        var e = assertThrows(
                IllegalArgumentException.class,
                () -> SlurmTopology.of(List.of(h100("gpu-1", "a", "b"), h100("gpu-1", "a", "c"))));
        assertEquals("node gpu-1 is listed twice", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SlurmTopology.of(List.of()));
    }

    @Test
    void nodesAreInNaturalOrder() {
        SlurmTopology t = SlurmTopology.of(List.of(
                h100("gpu-10", "a", "b"), h100("gpu-9", "a", "b"), h100("gpu-100", "a", "b"), h100("GPU-2", "a", "b")));
        assertEquals(
                List.of("GPU-2", "gpu-9", "gpu-10", "gpu-100"),
                t.blocks().get(0).nodes());
    }

    @Test
    void thePlaceholderComesAfterTheRealValues() {
        SlurmTopology t = SlurmTopology.of(
                List.of(h100("gpu-1", "zz-block", "lb1"), HostTopology.unknown("gpu-2", "gpu", "BM.GPU.H100.8")));
        assertEquals(
                List.of("gpu.nb-zz-block", "gpu.nb-none"), t.switches().get(0).children());
    }

    @Test
    void theLevelAPairCrossesIsNamed() {
        var all = new ArrayList<HostTopology>(Fixtures.h100());
        all.addAll(Fixtures.gb200());
        SlurmTopology t = SlurmTopology.of(all);
        assertEquals("within one local block", t.crossing("gpu-1", "gpu-2"));
        assertEquals("across local blocks of one network block", t.crossing("gpu-1", "gpu-3"));
        assertEquals("across network blocks of one group", t.crossing("gpu-2", "gpu-10"));
        assertEquals("across node groups", t.crossing("gpu-1", "gb-1"));
        assertEquals("within one rack", t.crossing("gb-1", "gb-2"));
        assertEquals("across local blocks of one network block", t.crossing("gb-2", "gb-3"));
        assertEquals("unknown: no topology data for gpu-11", t.crossing("gpu-1", "gpu-11"));
        assertEquals("unknown: gpu-99 is not in the topology", t.crossing("gpu-1", "gpu-99"));
    }
}
