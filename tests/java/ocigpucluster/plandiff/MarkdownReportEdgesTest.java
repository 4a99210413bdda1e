package ocigpucluster.plandiff;

import static ocigpucluster.plandiff.PlanDiffReplacementTest.recorded;
import static ocigpucluster.plandiff.PlanDiffReplacementTest.reshaped;
import static ocigpucluster.plandiff.PlanDiffTest.change;
import static ocigpucluster.plandiff.PlanDiffTest.inputs;
import static ocigpucluster.plandiff.PlanDiffTest.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import org.junit.jupiter.api.Test;

/**
 * The comment's lines for what earlier tests left unpinned: a dependant's "changes because" line
 * and its table row, a dependant replaced although it has an in-place change of its own, two
 * causes, a followed input under {@code ignoreChanges}, the ignored section beside changes, a
 * preserved boot volume, a removed instance, the per-group rows, the cut of a section when less
 * than 200 characters of it would fit, and a provider's replacement followed to the resources
 * that take the outputs of what it manages. Every expected line is written out here.
 */
class MarkdownReportEdgesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String NOTE = "\n_The rest of this diff is truncated to keep the comment under GitHub's "
            + "size limit; run `plan-diff BASE.json HEAD.json` on the two plans for all of it._\n";

    private static PlanDiff diff(ObjectNode base, ObjectNode head) {
        return PlanDiff.compare(Plan.parse(base, "BASE.json"), Plan.parse(head, "HEAD.json"));
    }

    /** The new image replaces the configuration; the cluster network also gets a new display name. */
    private static PlanDiff renamedAndReshaped() {
        ObjectNode base = recorded(true);
        ObjectNode head = reshaped(base);
        inputs(head, "gpu-cluster-network").put("displayName", "gpu-cluster-2");
        return diff(base, head);
    }

    @Test
    void aDependantWithAnInPlaceChangeOfItsOwnIsStillReplacedBecauseOfTheOther() {
        PlanDiff diff = renamedAndReshaped();
        PlanDiff.ResourceChange cn = change(diff, "gpu-cluster-network");
        assertEquals(
                List.of("displayName", "instancePools[0].instanceConfigurationId"),
                cn.changes().stream().map(PlanDiff.PropertyChange::path).toList());
        assertFalse(cn.changes().get(0).replaces(), "a display name is updatable");
        assertEquals(List.of("gpu-instance-configuration"), cn.replacedBecauseOf());
        String md = diff.toMarkdown();
        // the id that takes the new output is named, not the first change of the list
        assertTrue(
                md.contains("\n- :rotating_light: **`gpu-cluster-network` is replaced because "
                        + "`gpu-instance-configuration` is (`instancePools[0].instanceConfigurationId` takes its "
                        + "new id; `replaceOnChanges`): 2 GPU nodes (`BM.GPU4.8`, 16 GPUs) are destroyed, deleted "
                        + "before the replacement is created (`deleteBeforeReplace`).**\n"),
                md);
    }

    @Test
    void theReplacedSectionNamesTheCauseAndShowsTheValueBeforeTheNewOne() {
        String md = renamedAndReshaped().toMarkdown();
        int replaced = md.indexOf("\n#### Replaced (deleted and created again)\n");
        assertTrue(replaced > 0, md);
        String section = md.substring(replaced, md.indexOf("\n####", replaced + 1));
        // the one replaced because of another first, though the plan lists the configuration first
        int cn = section.indexOf("\n**`gpu-cluster-network`** (`oci:Core/clusterNetwork:ClusterNetwork`)\n");
        int ic = section.indexOf(
                "\n**`gpu-instance-configuration`** (`oci:Core/instanceConfiguration:InstanceConfiguration`)\n");
        assertTrue(cn > 0 && ic > cn, section);
        String cnPart = section.substring(cn, ic);
        assertTrue(
                cnPart.contains("\n- changes because `gpu-instance-configuration` is replaced: the inputs that take "
                        + "its outputs get new values\n"),
                cnPart);
        assertTrue(
                cnPart.contains("| `instancePools[0].instanceConfigurationId` | `[unknown]` | _new value_ | "
                        + "**replace**: `instancePools` takes outputs of `gpu-instance-configuration` (replaced), "
                        + "so this value the plan cannot know changes; `instancePools[*].instanceConfigurationId` "
                        + "is in the resource's replaceOnChanges |\n"),
                cnPart);
        assertFalse(section.substring(ic).contains("\n- changes"), "the configuration's own change has no cause");
    }

    @Test
    void twoCausesOfAnInPlaceChangeAreNamedTogetherAndAnIgnoredInputIsNotFollowed() {
        ObjectNode base = recorded(false);
        ObjectNode cnBase = resource(base, "gpu-cluster-network");
        ((ArrayNode) cnBase.at("/propertyDependencies/instancePools")).add("private-subnet");
        ((ObjectNode) cnBase.get("options")).putArray("ignoreChanges").add("placementConfiguration");
        ObjectNode head = reshaped(base);
        inputs(head, "private-subnet").put("dnsLabel", "gpus"); // not updatable: the subnet is replaced
        PlanDiff diff = diff(base, head);
        PlanDiff.ResourceChange cn = change(diff, "gpu-cluster-network");
        // placementConfiguration takes the subnet's id too, but ignoreChanges keeps the deployed value
        assertEquals(
                List.of("instancePools[0].instanceConfigurationId"),
                cn.changes().stream().map(PlanDiff.PropertyChange::path).toList());
        assertFalse(cn.replaces(), cn.toString());
        assertEquals(List.of("gpu-instance-configuration", "private-subnet"), cn.causes());
        String md = diff.toMarkdown();
        assertTrue(
                md.contains("\n- changes in place because `gpu-instance-configuration` and `private-subnet` are "
                        + "replaced: the inputs that take their outputs get new values\n"),
                md);
    }

    @Test
    void changesKeptOutByIgnoreChangesAreListedBesideTheChanges() {
        ObjectNode base = recorded(true);
        resource(base, "bastion-instance")
                .putObject("options")
                .putArray("ignoreChanges")
                .add("sourceDetails.sourceId");
        ObjectNode head = base.deepCopy();
        ((ObjectNode) inputs(head, "bastion-instance").get("sourceDetails"))
                .put("sourceId", "ocid1.image.oc1.ap-tokyo-1.aaaaaaaaexamplebastionnewer");
        inputs(head, "vcn").put("displayName", "gpu-vcn-2");
        String md = diff(base, head).toMarkdown();
        assertTrue(md.contains("1 to update in place"), md);
        assertTrue(
                md.endsWith("\n#### Changes kept out by `ignoreChanges`\n\n"
                        + "The deployed value stays; the plan's new value is not applied.\n\n"
                        + "- `bastion-instance` `sourceDetails.sourceId` (option `sourceDetails.sourceId`)\n"),
                md);
    }

    @Test
    void aPreservedBootVolumeIsKeptAndAReplacedFileSystemIsNoBootVolume() {
        ObjectNode base = recorded(true);
        ((ObjectNode) inputs(base, "bastion-instance").get("sourceDetails")).put("isPreserveBootVolumeEnabled", true);
        ObjectNode fs = ((ArrayNode) base.get("resources")).addObject();
        fs.put("type", "oci:FileStorage/fileSystem:FileSystem")
                .put("name", "home-fs")
                .put("custom", true);
        fs.putObject("inputs").put("availabilityDomain", "Uocm:AP-TOKYO-1-AD-1");
        fs.putArray("dependsOn");
        fs.putObject("propertyDependencies");
        ObjectNode head = base.deepCopy();
        ((ObjectNode) inputs(head, "bastion-instance").get("sourceDetails"))
                .put("sourceId", "ocid1.image.oc1.ap-tokyo-1.aaaaaaaaexamplebastionnewer");
        inputs(head, "home-fs").put("availabilityDomain", "Uocm:AP-TOKYO-1-AD-2");
        PlanDiff diff = diff(base, head);
        assertEquals(List.of("bastion-instance", "home-fs"), diff.dataAtRisk());
        String md = diff.toMarkdown();
        assertTrue(
                md.contains("\n- :rotating_light: **`bastion-instance` keeps its instance but its boot volume is "
                        + "replaced (a new `sourceDetails` source): the old boot volume is kept, detached "
                        + "(`isPreserveBootVolumeEnabled`).**\n"),
                md);
        assertTrue(
                md.contains("\n- **`bastion-instance` (`oci:Core/instance:Instance`) will have its boot volume "
                        + "replaced: the bastion: its boot volume holds /home, exported to every node. Back it up "
                        + "first.**\n"),
                md);
        assertTrue(
                md.contains("\n- **`home-fs` (`oci:FileStorage/fileSystem:FileSystem`) will be replaced (deleted "
                        + "and created again): a file system: its files are deleted. Back it up or keep it "
                        + "(`protect`, `retainOnDelete`) first.**\n"),
                md);
    }

    @Test
    void aRemovedInstanceIsOneMachineDestroyed() {
        ObjectNode base = recorded(true);
        ObjectNode head = base.deepCopy();
        ArrayNode resources = (ArrayNode) head.get("resources");
        for (int i = 0; i < resources.size(); i++) {
            if (resources.get(i).get("name").asText().equals("bastion-instance")) {
                resources.remove(i);
                break;
            }
        }
        String md = diff(base, head).toMarkdown();
        assertTrue(
                md.contains("\n- :rotating_light: **`bastion-instance` is removed: 1 instance "
                        + "(`VM.Standard.E5.Flex`) is destroyed.**\n"),
                md);
    }

    // ---- hand-made plans ----

    private static final String GPU_COMPUTE = "oci-gpu-cluster:index:GpuCompute";
    private static final String INSTANCE = "oci:Core/instance:Instance";
    private static final String THING = "test:index:Thing";

    private static PlannedResource res(
            String type,
            String name,
            String parent,
            boolean custom,
            ObjectNode inputs,
            ObjectNode options,
            Map<String, List<String>> deps) {
        return new PlannedResource(type, name, parent, custom, inputs, List.of(), options, deps);
    }

    private static ObjectNode obj(String key, String value) {
        return JSON.createObjectNode().put(key, value);
    }

    private static ObjectNode replaceOn(String path) {
        ObjectNode o = JSON.createObjectNode();
        o.putArray("replaceOnChanges").add(path);
        return o;
    }

    private static Plan plan(PlannedResource... resources) {
        return new Plan("oci-gpu-cluster", "dev", List.of(resources), JSON.createObjectNode(), List.of());
    }

    @Test
    void eachGroupRowWhoseCountsAreNotAllZeroIsShown() {
        String command = PlanDiff.COMMANDS.stream().sorted().findFirst().orElseThrow();
        PlannedResource a =
                res(GPU_COMPUTE, "a", null, false, JSON.createObjectNode(), JSON.createObjectNode(), Map.of());
        PlannedResource b =
                res(GPU_COMPUTE, "b", null, false, JSON.createObjectNode(), JSON.createObjectNode(), Map.of());
        Plan base = plan(
                a,
                b,
                res("test:index:Part", "a-part", "a", false, obj("size", "1"), JSON.createObjectNode(), Map.of()),
                res(command, "setup-a", null, true, obj("create", "echo 1"), replaceOn("create"), Map.of()),
                res(INSTANCE, "b-node", "b", true, obj("shape", "BM.GPU.H100.8"), replaceOn("shape"), Map.of()),
                res(INSTANCE, "b-old", "b", true, obj("shape", "BM.GPU.H100.8"), JSON.createObjectNode(), Map.of()));
        Plan head = plan(
                a,
                b,
                res("test:index:Part", "a-part", "a", false, obj("size", "2"), JSON.createObjectNode(), Map.of()),
                res(command, "setup-a", null, true, obj("create", "echo 2"), replaceOn("create"), Map.of()),
                res(INSTANCE, "b-node", "b", true, obj("shape", "BM.GPU.H200.8"), replaceOn("shape"), Map.of()));
        String md = PlanDiff.compare(base, head).toMarkdown();
        // a: one update and one re-run; b: one replaced and one removed; the cluster: nothing, no row
        assertTrue(
                md.contains("\n| node group | add | update | re-run | replace | remove |\n|---|---|---|---|---|---|\n"
                        + "| `a` | 0 | 1 | 1 | 0 | 0 |\n"
                        + "| `b` | 0 | 0 | 0 | **1** | 1 |\n\n"),
                md);
        assertTrue(
                md.contains("\n- :rotating_light: **`b-old` is removed: 1 GPU node (`BM.GPU.H100.8`, 8 GPUs) is "
                        + "destroyed.**\n"),
                md);
    }

    @Test
    void aFollowedIdOrOtherOutputIsNamedAsSuch() {
        Plan base = plan(
                res(THING, "thing", null, true, obj("size", "1"), replaceOn("size"), Map.of()),
                res(
                        THING,
                        "by-id",
                        null,
                        true,
                        (ObjectNode) JSON.createObjectNode().set("source", obj("id", "[unknown]")),
                        replaceOn("source"),
                        Map.of("source", List.of("thing"))),
                res(
                        THING,
                        "by-output",
                        null,
                        true,
                        obj("target", "[unknown]"),
                        replaceOn("target"),
                        Map.of("target", List.of("thing"))));
        Plan head = plan(
                res(THING, "thing", null, true, obj("size", "2"), replaceOn("size"), Map.of()),
                base.resources().get(1),
                base.resources().get(2));
        String md = PlanDiff.compare(base, head).toMarkdown();
        assertTrue(
                md.contains("\n- :rotating_light: **`by-id` is replaced because `thing` is (`source.id` takes its new "
                        + "id; `replaceOnChanges`).**\n"),
                md);
        assertTrue(
                md.contains("\n- :rotating_light: **`by-output` is replaced because `thing` is (`target` takes its new "
                        + "output; `replaceOnChanges`).**\n"),
                md);
    }

    @Test
    void aProvidersReplacementReachesTheResourcesThatTakeOutputsOfWhatItManages() {
        // the dependant comes first in the plan: only a second pass can see its cause replaced
        ObjectNode provider = JSON.createObjectNode().put("provider", "home-region");
        PlannedResource dependant = res(
                THING,
                "dependant",
                null,
                true,
                obj("vcnId", "[unknown]"),
                replaceOn("vcnId"),
                Map.of("vcnId", List.of("managed")));
        PlannedResource managed = res(THING, "managed", null, true, obj("name", "m"), provider, Map.of());
        Plan base = plan(
                dependant,
                managed,
                res(
                        "pulumi:providers:oci",
                        "home-region",
                        null,
                        true,
                        obj("region", "ap-tokyo-1"),
                        JSON.createObjectNode(),
                        Map.of()));
        Plan head = plan(
                dependant,
                managed,
                res(
                        "pulumi:providers:oci",
                        "home-region",
                        null,
                        true,
                        obj("region", "ap-osaka-1"),
                        JSON.createObjectNode(),
                        Map.of()));
        PlanDiff diff = PlanDiff.compare(base, head);
        assertEquals(List.of("home-region"), change(diff, "managed").replacedBecauseOf());
        assertEquals(List.of("managed"), change(diff, "dependant").replacedBecauseOf());
    }

    @Test
    void aSectionIsCutOnlyWhenMoreThan200CharactersOfItFit() {
        ObjectNode base = recorded(true);
        ObjectNode head = base.deepCopy();
        ObjectNode baseTags = inputs(base, "vcn").putObject("freeformTags");
        ObjectNode tags = inputs(head, "vcn").putObject("freeformTags");
        for (int i = 0; i < 20; i++) {
            baseTags.put("tag-" + i, "before " + i);
            tags.put("tag-" + i, "after " + i);
        }
        PlanDiff diff = diff(base, head);
        String whole = diff.toMarkdown(Integer.MAX_VALUE);
        int sections = whole.indexOf("\n#### ");
        assertEquals(sections, whole.lastIndexOf("\n#### "), "one section: " + whole);
        String summary = whole.substring(0, sections);
        // the limit leaves exactly 200 characters for the section beside the note's room
        String at200 = diff.toMarkdown(summary.length() + PlanDiff.TRUNCATION_NOTE_ROOM + 200);
        assertEquals(summary + NOTE, at200);
        String at201 = diff.toMarkdown(summary.length() + PlanDiff.TRUNCATION_NOTE_ROOM + 201);
        String shown = whole.substring(sections, whole.lastIndexOf('\n', sections + 201) + 1);
        assertTrue(shown.length() > 100, shown);
        assertEquals(summary + shown + NOTE, at201);
    }
}
