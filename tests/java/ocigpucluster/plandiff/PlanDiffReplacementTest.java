package ocigpucluster.plandiff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ocigpucluster.Repo;
import ocigpucluster.preview.Plan;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A resource replaced because another is: followed through the property dependencies the plan
 * records and judged by the resource's options and the provider schema, as the engine does; shown
 * first and in bold with the machines it destroys. The first tests run the real preview (the dev
 * stack: 2 nodes of BM.GPU4.8, 8 GPUs each by shapes.yaml) and the real command on its plan.json.
 */
class PlanDiffReplacementTest {
    @TempDir
    static Path tmp;

    private static Path devPlan;

    /** plan.json of the dev stack with these --set overrides, written by the preview command. */
    private static Path preview(String name, String... sets) {
        List<String> args = new ArrayList<>(List.of(
                "preview",
                "--config",
                Repo.path("Pulumi.dev.yaml").toString(),
                "--out",
                tmp.resolve(name).toString()));
        for (String s : sets) {
            args.add("--set");
            args.add(s);
        }
        PlanDiffCli.Run r = PlanDiffCli.run(args.toArray(String[]::new));
        assertEquals(0, r.exit(), r.err());
        return tmp.resolve(name).resolve("plan.json");
    }

    @BeforeAll
    static void basePlan() {
        devPlan = preview("dev");
    }

    /** The bold lines right under the counts: what is destroyed. */
    private static List<String> destroyedLines(String md) {
        int start = md.indexOf(" to remove.\n");
        int end = md.indexOf("\n####");
        return md.substring(start, end < 0 ? md.length() : end)
                .lines()
                .filter(l -> l.startsWith("- :rotating_light: **"))
                .toList();
    }

    @Test
    void aNewImageReplacesTheClusterNetworkFirstInBoldWithItsNodes() {
        Path image = preview(
                "image",
                "cluster.imageId=ocid1.image.oc1.ap-tokyo-1.aaaaaaaaexamplegpuclusternetworkingimage000000000000000000001");
        PlanDiffCli.Run r = PlanDiffCli.run("plan-diff", devPlan.toString(), image.toString());
        assertEquals(3, r.exit(), r.err() + r.out());
        String md = r.out();
        List<String> destroyed = destroyedLines(md);
        assertEquals(1, destroyed.size(), md);
        assertEquals(
                "- :rotating_light: **`gpu-cluster-network` is replaced because `gpu-instance-configuration` is "
                        + "(`instancePools[0].instanceConfigurationId` takes its new id; `replaceOnChanges`): "
                        + "2 GPU nodes (`BM.GPU4.8`, 16 GPUs) are destroyed, deleted before the replacement is "
                        + "created (`deleteBeforeReplace`).**",
                destroyed.get(0));
        assertTrue(md.contains("0 to update in place, 7 stages to re-run, 2 to replace, 0 to remove."), md);
        // the replaced-because-of comes first in the Replaced section too, and is no longer "possibly affected"
        int replaced = md.indexOf("#### Replaced");
        assertTrue(
                replaced > 0
                        && md.indexOf("**`gpu-cluster-network`**", replaced)
                                < md.indexOf("**`gpu-instance-configuration`**", replaced),
                md);
        assertFalse(md.contains("Possibly affected"), md);
        assertTrue(md.indexOf(destroyed.get(0)) < replaced, "the bold line is above every section");
    }

    @Test
    void aNewShapeReplacesTheNodesThatExistNowEvenWhenThePoolAlsoGrows() {
        Path shape = preview("shape", "cluster.shape=BM.GPU.H100.8", "cluster.nodeCount=4");
        PlanDiffCli.Run r = PlanDiffCli.run("plan-diff", devPlan.toString(), shape.toString());
        assertEquals(3, r.exit(), r.err() + r.out());
        List<String> destroyed = destroyedLines(r.out());
        assertEquals(1, destroyed.size(), r.out());
        // the nodes destroyed are the base plan's: 2 of BM.GPU4.8, not the head's 4 of BM.GPU.H100.8
        assertTrue(destroyed.get(0).contains(": 2 GPU nodes (`BM.GPU4.8`, 16 GPUs) are destroyed"), destroyed.get(0));
    }

    @Test
    void aResizeReplacesNothingAndNamesNoDestroyedNode() {
        Path four = preview("four", "cluster.nodeCount=4");
        PlanDiffCli.Run r = PlanDiffCli.run("plan-diff", devPlan.toString(), four.toString());
        assertEquals(1, r.exit(), r.err() + r.out());
        assertEquals(List.of(), destroyedLines(r.out()));
        assertFalse(r.out().contains("is replaced"), r.out());
    }

    // ---- the rule, on the hand-written fixture ----

    private static PlanDiff diff(ObjectNode base, ObjectNode head) {
        return PlanDiff.compare(Plan.parse(base, "BASE.json"), Plan.parse(head, "HEAD.json"));
    }

    /** The fixture as the preview now writes it: ids unknown, the pool's property dependencies and options. */
    static ObjectNode recorded(boolean replaceOnChanges) {
        ObjectNode plan = PlanDiffTest.fixture();
        ObjectNode cn = PlanDiffTest.resource(plan, "gpu-cluster-network");
        ((ObjectNode) cn.at("/inputs/instancePools/0")).put("instanceConfigurationId", "[unknown]");
        ((ObjectNode) cn.at("/inputs/placementConfiguration/primaryVnicSubnets")).put("subnetId", "[unknown]");
        ObjectNode deps = cn.putObject("propertyDependencies");
        deps.putArray("instancePools").add("gpu-instance-configuration");
        deps.putArray("placementConfiguration").add("private-subnet");
        ObjectNode options = cn.putObject("options");
        if (replaceOnChanges) {
            options.putArray("replaceOnChanges").add("instancePools[*].instanceConfigurationId");
            options.put("deleteBeforeReplace", true);
        }
        for (com.fasterxml.jackson.databind.JsonNode r : plan.get("resources")) {
            if (!((ObjectNode) r).has("propertyDependencies")) {
                ((ObjectNode) r).putObject("propertyDependencies");
            }
        }
        return plan;
    }

    static ObjectNode reshaped(ObjectNode plan) {
        ObjectNode head = plan.deepCopy();
        ((ObjectNode) PlanDiffTest.inputs(head, "gpu-instance-configuration").at("/instanceDetails/launchDetails"))
                .put("shape", "BM.GPU.H100.8");
        return head;
    }

    private static PlanDiff.ResourceChange change(PlanDiff diff, String name) {
        return PlanDiffTest.change(diff, name);
    }

    @Test
    void theReplaceOnChangesOptionMakesTheDependantAReplacement() {
        PlanDiff diff = diff(recorded(true), reshaped(recorded(true)));
        PlanDiff.ResourceChange cn = change(diff, "gpu-cluster-network");
        assertTrue(cn.replaces(), cn.toString());
        assertEquals(List.of("gpu-instance-configuration"), cn.replacedBecauseOf());
        PlanDiff.PropertyChange id = cn.changes().get(0);
        assertEquals("instancePools[0].instanceConfigurationId", id.path());
        assertTrue(id.reason()
                .contains("`instancePools[*].instanceConfigurationId` is in the resource's replaceOnChanges"));
        assertEquals(3, diff.exitCode());
        assertTrue(
                diff.toMarkdown()
                        .contains("**`gpu-cluster-network` is replaced because `gpu-instance-configuration` is "
                                + "(`instancePools[0].instanceConfigurationId` takes its new id; `replaceOnChanges`): "
                                + "2 GPU nodes (`BM.GPU4.8`, 16 GPUs) are destroyed, deleted before the replacement "
                                + "is created (`deleteBeforeReplace`).**"),
                diff.toMarkdown());
    }

    @Test
    void withoutTheOptionTheSchemaSaysThePoolIsRepointedInPlace() {
        // OCI's instancePools is updatable: without replaceOnChanges the running nodes stay
        PlanDiff diff = diff(recorded(false), reshaped(recorded(false)));
        PlanDiff.ResourceChange cn = change(diff, "gpu-cluster-network");
        assertFalse(cn.replaces(), cn.toString());
        assertEquals(List.of("gpu-instance-configuration"), cn.causes());
        assertTrue(
                cn.changes().get(0).reason().endsWith("`instancePools.instanceConfigurationId` is updatable"),
                cn.toString());
        assertFalse(diff.toMarkdown().contains("`gpu-cluster-network` is replaced"), diff.toMarkdown());
    }

    @Test
    void anInputThatTakesNoOutputOfTheReplacedResourceChangesNothing() {
        ObjectNode base = recorded(true);
        ((ObjectNode) PlanDiffTest.resource(base, "gpu-cluster-network").get("propertyDependencies"))
                .remove("instancePools"); // it only waits for the configuration (dependsOn)
        PlanDiff diff = diff(base, reshaped(base));
        assertTrue(
                diff.changed().stream().noneMatch(c -> c.name().equals("gpu-cluster-network")),
                diff.changed().toString());
        assertEquals(
                "gpu-cluster-network",
                diff.affected().get(0).name(),
                "it is listed as waiting for the replaced resource");
    }

    @Test
    void aReplacedSubnetReplacesTheClusterNetworkAndItsNodesInTurn() {
        ObjectNode base = recorded(true);
        ObjectNode head = base.deepCopy();
        // a subnet's dnsLabel is not updatable: the subnet is replaced, and with it its id
        PlanDiffTest.inputs(head, "private-subnet").put("dnsLabel", "gpus");
        PlanDiff diff = diff(base, head);
        assertTrue(change(diff, "private-subnet").replaces());
        PlanDiff.ResourceChange cn = change(diff, "gpu-cluster-network");
        assertEquals(List.of("private-subnet"), cn.replacedBecauseOf(), cn.toString());
        assertEquals(
                "placementConfiguration.primaryVnicSubnets.subnetId",
                cn.changes().get(0).path());
        assertTrue(cn.changes().get(0).reason().endsWith("`placementConfiguration` is not updatable"));
    }

    @Test
    void aReplacementIsFollowedTransitively() {
        ObjectNode base = recorded(true);
        // the instance configuration takes the subnet's id; the pool takes the configuration's
        ObjectNode ic = PlanDiffTest.resource(base, "gpu-instance-configuration");
        ((ObjectNode) ic.at("/inputs/instanceDetails/launchDetails/createVnicDetails")).put("subnetId", "[unknown]");
        ((ObjectNode) ic.get("propertyDependencies"))
                .putArray("instanceDetails")
                .add("private-subnet");
        ((ObjectNode) PlanDiffTest.resource(base, "gpu-cluster-network").get("propertyDependencies"))
                .remove("placementConfiguration");
        ObjectNode head = base.deepCopy();
        PlanDiffTest.inputs(head, "private-subnet").put("dnsLabel", "gpus");
        PlanDiff diff = diff(base, head);
        assertEquals(
                List.of("private-subnet"),
                change(diff, "gpu-instance-configuration").replacedBecauseOf());
        assertEquals(
                List.of("gpu-instance-configuration"),
                change(diff, "gpu-cluster-network").replacedBecauseOf());
    }

    @Test
    void aReplacedProviderReplacesWhatItManages() {
        ObjectNode base = recorded(true);
        ObjectNode provider = ((ArrayNode) base.get("resources")).addObject();
        provider.put("type", "pulumi:providers:oci").put("name", "home-region").put("custom", true);
        provider.putObject("inputs").put("region", "ap-tokyo-1");
        provider.putObject("propertyDependencies");
        PlanDiffTest.resource(base, "vcn").putObject("options").put("provider", "home-region");
        ObjectNode head = base.deepCopy();
        PlanDiffTest.inputs(head, "home-region").put("region", "ap-osaka-1");
        PlanDiff.ResourceChange vcn = change(diff(base, head), "vcn");
        assertTrue(vcn.replaces());
        assertEquals(List.of("home-region"), vcn.replacedBecauseOf());
    }

    @Test
    void aNewBootImageOfTheBastionReplacesItsBootVolumeInPlaceAndHomesWithIt() {
        ObjectNode head = recorded(true);
        ((ObjectNode) PlanDiffTest.inputs(head, "bastion-instance").get("sourceDetails"))
                .put("sourceId", "ocid1.image.oc1.ap-tokyo-1.aaaaaaaaexamplebastionnewer");
        PlanDiff diff = diff(recorded(true), head);
        PlanDiff.ResourceChange bastion = change(diff, "bastion-instance");
        assertEquals(PlanDiff.Effect.IN_PLACE, bastion.effect(), "OCI updates an instance's source in place");
        assertEquals(
                List.of("bastion-instance"),
                diff.bootVolumesReplaced().stream()
                        .map(PlanDiff.ResourceChange::name)
                        .toList());
        assertEquals(List.of("bastion-instance"), diff.dataAtRisk());
        assertEquals(3, diff.exitCode(), "a boot volume replaced is infrastructure replaced");
        String md = diff.toMarkdown();
        assertTrue(
                md.contains("- :rotating_light: **`bastion-instance` keeps its instance but its boot volume is "
                        + "replaced (a new `sourceDetails` source): the old boot volume is deleted.**"),
                md);
        assertTrue(md.contains("will have its boot volume replaced: the bastion: its boot volume holds /home"), md);
    }

    @Test
    void aChangeUnderIgnoreChangesIsNoChange() {
        ObjectNode base = recorded(true);
        PlanDiffTest.resource(base, "bastion-instance")
                .putObject("options")
                .putArray("ignoreChanges")
                .add("sourceDetails.sourceId");
        ObjectNode head = base.deepCopy();
        ((ObjectNode) PlanDiffTest.inputs(head, "bastion-instance").get("sourceDetails"))
                .put("sourceId", "ocid1.image.oc1.ap-tokyo-1.aaaaaaaaexamplebastionnewer");
        PlanDiff diff = diff(base, head);
        assertFalse(diff.hasChanges(), diff.changed().toString());
        assertEquals(0, diff.exitCode());
        assertEquals(
                List.of(new PlanDiff.IgnoredChange(
                        "bastion-instance", "sourceDetails.sourceId", "sourceDetails.sourceId")),
                diff.ignored());
        assertTrue(diff.toMarkdown().contains("1 change is kept out by the resources' `ignoreChanges`"));
    }

    @Test
    void aPlanWithoutPropertyDependenciesSaysItCannotJudgeTheDependants() {
        // the fixture as an older version wrote it: no propertyDependencies at all
        PlanDiff diff = diff(PlanDiffTest.fixture(), reshaped(PlanDiffTest.fixture()));
        assertTrue(diff.notes().get(0).contains("does not record which inputs take which resource's outputs"));
        assertTrue(diff.toMarkdown().contains("#### Possibly affected by the replacements"));
    }

    @Test
    void planFilesCarryPropertyDependencies() throws Exception {
        String json = Files.readString(devPlan);
        Plan plan = Plan.parse(new com.fasterxml.jackson.databind.ObjectMapper().readTree(json), "dev");
        assertEquals(
                List.of("gpu-instance-configuration"),
                plan.find("gpu-cluster-network")
                        .orElseThrow()
                        .propertyDependencies()
                        .get("instancePools"));
    }
}
