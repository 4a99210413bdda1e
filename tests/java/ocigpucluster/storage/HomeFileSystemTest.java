package ocigpucluster.storage;

import static ocigpucluster.preview.PreviewRuns.cloudConfig;
import static ocigpucluster.preview.PreviewRuns.plan;
import static ocigpucluster.preview.PreviewRuns.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.pulumi.oci.FileStorage.Export;
import com.pulumi.oci.FileStorage.ExportSet;
import com.pulumi.oci.FileStorage.FileSystem;
import com.pulumi.oci.FileStorage.MountTarget;
import java.util.List;
import java.util.Map;
import ocigpucluster.plandiff.PlanDiff;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.TypeTokens;
import org.junit.jupiter.api.Test;

/**
 * Homes on OCI File Storage, under the mock engine: the four resources and their options, the
 * nodes' fstab line, that a destroy or a removal leaves the file system by default, that plan-diff
 * puts its loss first, and that node changes never touch it. (Schema conformance of the inputs is
 * SchemaConformanceTest's FILE_STORAGE and EXTERNAL_NFS modes.)
 */
class HomeFileSystemTest {
    private static final String FS = TypeTokens.of(FileSystem.class);
    private static final String[] FILE_STORAGE = {"storage.mode=fileStorage"};

    private static List<PlannedResource> fileStorage(Plan p) {
        return p.resources().stream()
                .filter(r -> r.type().startsWith("oci:FileStorage/"))
                .toList();
    }

    @Test
    void fileStorageModeCreatesFileSystemMountTargetExportSetAndAnExportForTheVcnOnly() {
        Plan p = plan(FILE_STORAGE);
        assertEquals(
                List.of(
                        TypeTokens.of(Export.class),
                        TypeTokens.of(ExportSet.class),
                        FS,
                        TypeTokens.of(MountTarget.class)),
                fileStorage(p).stream().map(PlannedResource::type).sorted().toList());
        PlannedResource mt = resource(p, "home-mount-target");
        assertEquals("home", mt.inputs().path("hostnameLabel").asText());
        assertEquals(
                resource(p, "network-private-subnet").name(),
                mt.dependsOn().stream()
                        .filter(d -> d.equals("network-private-subnet"))
                        .findFirst()
                        .orElse("none"),
                "the mount target lives in the private subnet");
        PlannedResource export = resource(p, "home-export");
        assertEquals("/home", export.inputs().path("path").asText());
        var options = export.inputs().path("exportOptions");
        assertEquals(1, options.size(), options.toString());
        assertEquals("10.0.0.0/16", options.get(0).path("source").asText(), "only the VCN may mount the homes");
        assertEquals("READ_WRITE", options.get(0).path("access").asText());
        assertTrue(options.get(0).path("requirePrivilegedSourcePort").asBoolean(), options.toString());
    }

    @Test
    void theFileSystemIsKeptOnDestroyByDefaultAndDeletableOnlyWhenAskedFor() {
        PlannedResource kept = resource(plan(FILE_STORAGE), "home-fs");
        assertTrue(
                kept.options().path("retainOnDelete").asBoolean(false),
                "default: pulumi destroy leaves it " + kept.options());
        assertFalse(
                kept.options().path("protect").asBoolean(false), kept.options().toString());

        PlannedResource protectedFs = resource(plan("storage.mode=fileStorage", "storage.protect=true"), "home-fs");
        assertTrue(
                protectedFs.options().path("protect").asBoolean(false),
                protectedFs.options().toString());

        PlannedResource deletable =
                resource(plan("storage.mode=fileStorage", "storage.retainOnDelete=false"), "home-fs");
        assertFalse(
                deletable.options().path("retainOnDelete").asBoolean(false),
                deletable.options().toString());
        // Only the data is kept: the mount target and export hold none and may go with the stack.
        for (String name : List.of("home-mount-target", "home-export-set", "home-export")) {
            assertFalse(
                    resource(plan(FILE_STORAGE), name)
                            .options()
                            .path("retainOnDelete")
                            .asBoolean(false),
                    name);
        }
    }

    @Test
    void nodesAndTheReadinessGateMountTheMountTargetByItsVcnNameWithHomeOptions() {
        Plan p = plan("storage.mode=fileStorage", "storage.exportPath=/users");
        String fstab =
                "home.private.vcn.oraclevcn.com:/users /home nfs vers=3,hard,proto=tcp,timeo=600,retrans=2,noatime,_netdev 0 0";
        assertTrue(
                cloudConfig(resource(p, "gpu-instance-configuration")).contains(fstab),
                "the nodes' cloud-config must write: " + fstab);
        assertEquals(
                "home.private.vcn.oraclevcn.com:/users",
                p.outputs().path("homeNfsExport").asText());
    }

    @Test
    void externalModeMountsTheGivenExportAndCreatesNoStorage() {
        Plan p = plan("storage.mode=external", "storage.nfsServer=192.168.20.10", "storage.nfsPath=/export/home");
        assertEquals(List.of(), fileStorage(p));
        assertTrue(
                cloudConfig(resource(p, "gpu-instance-configuration"))
                        .contains(
                                "192.168.20.10:/export/home /home nfs vers=3,hard,proto=tcp,timeo=600,retrans=2,noatime,_netdev 0 0"));
    }

    @Test
    void bastionModeKeepsTheSeedsFstabLineAndCreatesNoStorage() {
        Plan p = plan();
        assertEquals(List.of(), fileStorage(p));
        assertTrue(cloudConfig(resource(p, "gpu-instance-configuration"))
                .contains("bastion:/home /home nfs defaults,vers=3 0 0"));
    }

    @Test
    void aShapeChangeOrANewClusterNetworkNeverTouchesTheHomes() {
        Plan base = plan(FILE_STORAGE);
        for (String[] change : List.of(
                new String[] {"storage.mode=fileStorage", "cluster.shape=BM.GPU.A100-v2.8"},
                new String[] {"storage.mode=fileStorage", "cluster.nodeCount=4"},
                new String[] {"storage.mode=fileStorage", "cluster.poolName=train"})) {
            PlanDiff d = PlanDiff.compare(base, plan(change));
            assertTrue(d.hasChanges(), "the change must show at all: " + List.of(change));
            for (PlannedResource r : fileStorage(base)) {
                assertTrue(
                        d.changed().stream().noneMatch(c -> c.name().equals(r.name())),
                        r.name() + " changed by " + List.of(change));
                assertTrue(
                        d.affected().stream().noneMatch(a -> a.name().equals(r.name())),
                        r.name() + " affected by " + List.of(change));
            }
            assertEquals(List.of(), d.dataAtRisk(), List.of(change).toString());
        }
    }

    @Test
    void aDestroyLeavesTheRetainedFileSystemAndPlanDiffSaysSoFirstInBold() {
        Plan base = plan(FILE_STORAGE);
        Plan destroyed =
                Plan.of(base.project(), base.stack(), List.of(), JsonNodeFactory.instance.objectNode(), List.of());
        PlanDiff d = PlanDiff.compare(base, destroyed);
        assertEquals(List.of("home-fs"), d.dataAtRisk());
        String md = d.toMarkdown();
        int risk = md.indexOf("#### :rotating_light: Data at risk");
        assertTrue(risk >= 0 && risk < md.indexOf("#### Removed"), md);
        assertTrue(
                md.contains("**`home-fs` (`" + FS + "`) will be removed from the stack: it is kept in the compartment"),
                md);
        assertEquals(PlanDiff.REPLACEMENTS, d.exitCode());
    }

    @Test
    void theBastionHoldsHomesOnlyWhenItServesThem() {
        Plan bastionHomes = plan();
        Plan empty = Plan.of(
                bastionHomes.project(),
                bastionHomes.stack(),
                List.of(),
                JsonNodeFactory.instance.objectNode(),
                List.of());
        assertEquals(
                List.of("bastion-instance"),
                PlanDiff.compare(bastionHomes, empty).dataAtRisk());
        assertEquals(
                List.of("home-fs"),
                PlanDiff.compare(plan(FILE_STORAGE), empty).dataAtRisk(),
                "with fileStorage the bastion's disk holds no home");
    }

    @Test
    void planDiffFlagsTheDeletionOfAFileSystemThatIsNotRetained() {
        Plan base = plan("storage.mode=fileStorage", "storage.retainOnDelete=false");
        PlanDiff d = PlanDiff.compare(base, plan()); // back to the bastion's /home: the file system goes
        assertEquals(List.of("home-fs"), d.dataAtRisk());
        String md = d.toMarkdown();
        assertTrue(
                md.contains("**`home-fs` (`" + FS + "`) will be deleted: a file system: its files are deleted."), md);
        assertTrue(md.indexOf("Data at risk") < md.indexOf("home-mount-target"), "data at risk comes first: " + md);
    }

    @Test
    void planDiffFlagsAReplacementOfTheFileSystem() {
        Plan base = plan(FILE_STORAGE);
        // A new availability domain replaces the file system (availabilityDomain is not updatable).
        Plan head = plan("storage.mode=fileStorage", "availabilityDomain=Uocm:AP-TOKYO-1-AD-2");
        PlanDiff d = PlanDiff.compare(base, head);
        assertTrue(d.dataAtRisk().contains("home-fs"), d.dataAtRisk().toString());
        assertTrue(
                d.toMarkdown().contains("**`home-fs` (`" + FS + "`) will be replaced by a new, empty one"),
                d.toMarkdown());
    }

    @Test
    void aKeptFileSystemIsAdoptedByImportNotCreated() {
        String id = "ocid1.filesystem.oc1.ap-tokyo-1.aaaaaaaakeptfromanearlierstack000000000000000000000000000";
        PlannedResource fs = resource(plan("storage.mode=fileStorage", "storage.fileSystemId=" + id), "home-fs");
        assertEquals(id, fs.options().path("import").asText(), fs.options().toString());
        assertFalse(fs.inputs().has("displayName"), "an imported file system keeps its own name: " + fs.inputs());
        assertTrue(fs.options().path("retainOnDelete").asBoolean(false), "an adopted file system is kept as well");
        assertFalse(resource(plan(FILE_STORAGE), "home-fs").options().has("import"), "a new stack creates its own");
    }

    @Test
    void theStackOutputsNameTheRetainedFileSystemForReattaching() {
        Map<String, Object> keys = Map.of("homeFileSystemId", 1, "homeNfsExport", 1);
        var outputs = plan(FILE_STORAGE).outputs();
        keys.keySet().forEach(k -> assertTrue(outputs.has(k), "missing stack output " + k + ": " + outputs));
    }
}
