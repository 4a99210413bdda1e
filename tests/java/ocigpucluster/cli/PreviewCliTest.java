package ocigpucluster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.program.Features;
import ocigpucluster.settings.ConfigKeys;
import ocigpucluster.settings.StackConfig;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The offline commands as a person uses them: exit codes, what is printed, what is written. */
@Tag("process")
class PreviewCliTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] INVALID = {
        "--set", "cluster.nodeCount=0", "--set", "network.privateSubnetCidr=10.0.2.0/24"
    };

    @TempDir
    Path tmp;

    private static Set<String> fields(JsonNode node) {
        Set<String> out = new TreeSet<>();
        node.fieldNames().forEachRemaining(out::add);
        return out;
    }

    private static void assertNoStackTrace(String text) {
        assertFalse(text.contains("\tat ") || text.contains("Exception"), "a stack trace is printed:\n" + text);
    }

    @Test
    void previewWritesThePlanCloudInitAndScripts() throws IOException {
        Path out = tmp.resolve("preview");
        var run = CliProcess.InProcess.run("preview", "--stack", "dev", "--out", out.toString());
        assertEquals(0, run.exitCode(), run.stderr());
        assertTrue(run.stdout().contains("gpu-cluster-network"), run.stdout());
        assertTrue(run.stdout().contains(out.resolve("plan.json").toString()), run.stdout());
        assertTrue(Files.isRegularFile(out.resolve("plan.json")));
        assertTrue(Files.isRegularFile(out.resolve("cloud-init/gpu-instance-configuration.yaml")));
        assertTrue(Files.isRegularFile(out.resolve("scripts/bootstrap-nccl-test.sh")));

        JsonNode plan = JSON.readTree(out.resolve("plan.json").toFile());
        assertEquals(
                Set.of("project", "stack", "version", "resources", "outputs", "diagnostics", "secrets"), fields(plan));
        // each secret config value named, with a fingerprint of its stack-file ciphertext, never a value
        assertEquals(Set.of("oci-gpu-cluster:sshPrivateKey"), fields(plan.path("secrets")));
        assertTrue(plan.path("secrets")
                .path("oci-gpu-cluster:sshPrivateKey")
                .asText()
                .matches("sha256:[0-9a-f]{16}"));
        assertEquals("oci-gpu-cluster", plan.path("project").asText());
        assertEquals("dev", plan.path("stack").asText());
        assertTrue(plan.path("resources").size() > 10);
        for (JsonNode r : plan.path("resources")) {
            Set<String> keys = fields(r);
            keys.remove("options"); // present only when there is something to show
            assertEquals(
                    Set.of("type", "name", "parent", "custom", "inputs", "dependsOn", "propertyDependencies"),
                    keys,
                    r.path("name").asText());
            assertTrue(r.path("dependsOn").isArray()
                    && r.path("inputs").isObject()
                    && r.path("custom").isBoolean()
                    && r.path("propertyDependencies").isObject());
        }
        // what only a real deployment can tell is unknown, not made up
        for (String output : List.of("nodes", "nccl", "bootstrap")) {
            assertEquals("[unknown]", plan.path("outputs").path(output).asText(), output);
        }
        // the dev stack silences its one warning on purpose: nothing to report
        assertTrue(plan.path("diagnostics").isArray());
    }

    @Test
    void setReadsYamlScalarsAndOtherNamespaces() throws IOException {
        Path out = tmp.resolve("preview");
        // an image of the same region: validation refuses one from another region (IMAGE_REGION_MISMATCH)
        var run = CliProcess.InProcess.run(
                "preview",
                "--stack",
                "dev",
                "--set",
                "cluster.nodeCount=3",
                "--set",
                "oci:region=us-ashburn-1",
                "--set",
                "cluster.imageId=ocid1.image.oc1.iad.aaaaaaaaexamplegpuclusternetworkingimage000000000000000000000",
                "--out",
                out.toString());
        assertEquals(0, run.exitCode(), run.stderr());
        JsonNode plan = JSON.readTree(out.resolve("plan.json").toFile());
        JsonNode size = null;
        String ad = null;
        for (JsonNode r : plan.path("resources")) {
            if (r.path("name").asText().equals("gpu-cluster-network")) {
                size = r.path("inputs").path("instancePools").get(0).path("size");
                ad = r.path("inputs")
                        .path("placementConfiguration")
                        .path("availabilityDomain")
                        .asText();
            }
        }
        assertTrue(size != null && size.isIntegralNumber() && size.intValue() == 3, "pool size " + size);
        assertEquals(3, plan.path("outputs").path("nodeCount").intValue());
        assertTrue(plan.path("outputs").path("nodeCount").isNumber());
        // ids and the AD exist only after deployment: unknown in what a person reads ...
        assertEquals(
                "[unknown]",
                plan.path("outputs").path("vcnId").asText(),
                plan.path("outputs").toString());
        assertEquals("[unknown]", ad);
        // ... while the program itself got the region (the mocks' raw values carry it)
        var raw = PreviewRuns.plan(
                "oci:region=us-ashburn-1",
                "cluster.imageId=ocid1.image.oc1.iad.aaaaaaaaexamplegpuclusternetworkingimage000000000000000000000");
        assertTrue(
                raw.outputs().path("vcnId").asText().startsWith("ocid1.vcn.oc1.us-ashburn-1."),
                raw.outputs().toString());
    }

    @Test
    void setParsesValuesAsYaml() throws Exception {
        StackConfig c = PreviewRuns.config(
                PreviewRuns.DEV_STACK,
                List.of(
                        "cluster.nodeCount=3",
                        "bootstrap.nccl=false",
                        "oci:region=us-ashburn-1",
                        "cluster.poolName=007"),
                List.of());
        JsonNode cluster = JSON.readTree(c.toRawConfig().values().get(ConfigKeys.PROJECT + ":cluster"));
        assertTrue(cluster.path("nodeCount").isIntegralNumber(), cluster.toString());
        assertEquals(3, cluster.path("nodeCount").intValue());
        assertEquals("BM.GPU4.8", cluster.path("shape").asText(), "other keys of the group are kept");
        assertTrue(JSON.readTree(c.toRawConfig().values().get(ConfigKeys.PROJECT + ":bootstrap"))
                .path("nccl")
                .isBoolean());
        assertEquals("us-ashburn-1", c.toRawConfig().values().get("oci:region"));
        assertFalse(c.toRawConfig().values().containsKey(ConfigKeys.PROJECT + ":oci:region"));
        assertEquals("us-ashburn-1", c.region());
    }

    @Test
    void invalidConfigExitsTwoWithEveryErrorAndWritesNothing() {
        Path out = tmp.resolve("fresh");
        List<String> args = new ArrayList<>(List.of("preview", "--stack", "dev", "--out", out.toString()));
        args.addAll(List.of(INVALID));
        CliProcess run = CliProcess.run(args.toArray(String[]::new));
        assertEquals(2, run.exitCode(), run.stdout() + run.stderr());
        List<String> errors =
                run.stderr().lines().filter(l -> l.startsWith("error")).toList();
        assertTrue(errors.stream().anyMatch(l -> l.startsWith("error: cluster.nodeCount: ")), run.stderr());
        assertTrue(errors.stream().anyMatch(l -> l.startsWith("error: network.privateSubnetCidr: ")), run.stderr());
        for (String e : errors) {
            String key = e.substring("error: ".length(), e.indexOf(':', "error: ".length()));
            assertTrue(
                    Features.KEYS.find(key).isPresent()
                            || Features.KEYS.groups().contains(key),
                    "error line names no config key: " + e);
        }
        assertNoStackTrace(run.stderr());
        assertFalse(Files.exists(out.resolve("plan.json")), "plan.json written for an invalid config");
    }

    @Test
    void validateExitsZeroOnTheDevStack() {
        var run = CliProcess.InProcess.run("validate", "--stack", "dev");
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        assertFalse(run.stdout().contains("error:"), run.stdout());
        assertTrue(run.stdout().contains("valid"), run.stdout());
    }

    @Test
    void validateExitsTwoAndPrintsEveryError() {
        List<String> args = new ArrayList<>(List.of("validate", "--stack", "dev"));
        args.addAll(List.of(INVALID));
        var run = CliProcess.InProcess.run(args.toArray(String[]::new));
        assertEquals(2, run.exitCode(), run.stdout() + run.stderr());
        assertTrue(run.stdout().lines().anyMatch(l -> l.startsWith("error: cluster.nodeCount: ")), run.stdout());
        assertTrue(
                run.stdout().lines().anyMatch(l -> l.startsWith("error: network.privateSubnetCidr: ")), run.stdout());
        assertNoStackTrace(run.stdout() + run.stderr());
    }

    @Test
    void anUnknownOptionExitsTwoWithOneErrorLine() {
        var run = CliProcess.InProcess.run("preview", "--stack", "dev", "--nodes", "3");
        assertEquals(2, run.exitCode());
        List<String> errors =
                run.stderr().lines().filter(l -> l.startsWith("error:")).toList();
        assertEquals(1, errors.size(), run.stderr());
        assertTrue(errors.get(0).contains("--nodes"), errors.get(0));
        assertNoStackTrace(run.stdout() + run.stderr());
    }

    @Test
    void aMissingStackFileExitsTwoWithAClearMessage() {
        Path out = tmp.resolve("fresh");
        CliProcess run = CliProcess.run("preview", "--stack", "nosuch", "--out", out.toString());
        assertEquals(2, run.exitCode(), run.stdout() + run.stderr());
        List<String> lines = run.stderr().lines().toList();
        assertEquals(1, lines.size(), run.stderr());
        assertTrue(
                lines.get(0).startsWith("error: ")
                        && lines.get(0).contains("Pulumi.nosuch.yaml")
                        && lines.get(0).contains("--config"),
                lines.get(0));
        assertFalse(Files.exists(out));

        var validate = CliProcess.InProcess.run(
                "validate", "--config", tmp.resolve("missing.yaml").toString());
        assertEquals(2, validate.exitCode());
        assertTrue(
                (validate.stdout() + validate.stderr()).contains("missing.yaml"),
                validate.stdout() + validate.stderr());
    }
}
