package ocigpucluster.bake;

import static ocigpucluster.validation.Config.assertExactly;
import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ocigpucluster.validation.Config;
import ocigpucluster.validation.Diagnostic;
import org.junit.jupiter.api.Test;

/** What validate refuses about a bake, each naming the group; each fix, applied, validates. */
class BakeChecksTest {
    private static Config baked() {
        return Config.seedLike().set("bake.groups", List.of("gpu")).set("bake.replacesStaticNodes", true);
    }

    private static Config existingNetwork(Config c) {
        return c.set("network.existingVcnId", Config.VCN)
                .set("network.existingPublicSubnetId", Config.SUBNET)
                .set("network.existingPrivateSubnetId", Config.OTHER_SUBNET);
    }

    @Test
    void aBakedGroupOfTheStackValidates() {
        assertExactly(baked().validate());
    }

    @Test
    void aStaticGroupIsBakedOnlyOnceTheReplacementOfItsNodesIsStated() {
        Diagnostic d = only(
                Config.seedLike().set("bake.groups", List.of("gpu")).validate(),
                "BAKE_REPLACES_STATIC_NODES",
                "bake.groups");
        assertTrue(
                d.message().contains("static group 'gpu'") && d.message().contains("jobs running there end"),
                d.message());
        assertTrue(d.fix().contains("bake.replacesStaticNodes true"), d.fix());
        // the fix, applied
        assertExactly(baked().validate());
    }

    @Test
    void aGroupTheStackDoesNotHaveIsRefusedWithItsGroupsNamed() {
        Diagnostic d = only(
                Config.seedLike().set("bake.groups", List.of("gpuu")).validate(), "BAKE_GROUP_UNKNOWN", "bake.groups");
        assertTrue(d.message().contains("'gpuu'") && d.message().contains("gpu)"), d.message());
        assertTrue(d.fix().contains("bake.groups[0]' gpu"), d.fix());
        assertExactly(baked().validate());
    }

    @Test
    void aBuilderShapeOfAnotherArchitectureIsRefusedNamingTheGroup() {
        Diagnostic d = only(
                baked().set("bake.builderShape", "BM.GPU.GB200.4").validate(),
                "BAKE_SHAPE_UNSUPPORTED",
                "bake.builderShape");
        assertTrue(d.message().contains("group 'gpu'") && d.message().contains("aarch64"), d.message());
        assertTrue(d.fix().contains("pulumi config rm --path bake.builderShape"), d.fix());
        // the fix: no builderShape
        assertExactly(baked().validate());
        // one of the same architecture validates
        assertExactly(baked().set("bake.builderShape", "BM.GPU.H100.8").validate());
    }

    @Test
    void aBuilderShapeTheCatalogDoesNotKnowIsRefusedNamingTheGroup() {
        Diagnostic d = only(
                baked().set("bake.builderShape", "VM.Standard.E5.Flex").validate(),
                "BAKE_SHAPE_UNSUPPORTED",
                "bake.builderShape");
        assertTrue(d.message().contains("group 'gpu'"), d.message());
    }

    @Test
    void aBakeInAnExistingSubnetNotStatedToReachTheRepositoriesIsRefusedNamingTheGroup() {
        List<Diagnostic> found = existingNetwork(baked()).validate();
        Diagnostic d = only(found, "BAKE_NO_REPOSITORY_ROUTE", "bake.groups");
        assertEquals(1, found.size(), Config.render(found));
        assertTrue(d.message().contains("group 'gpu'"), d.message());
        assertTrue(d.fix().contains("bake.existingSubnetReachesRepositories true"), d.fix());
        // the fix, applied
        assertExactly(existingNetwork(baked())
                .set("bake.existingSubnetReachesRepositories", true)
                .validate());
        // the subnet the program creates has its NAT gateway: nothing to state
        assertExactly(baked().validate());
    }
}
