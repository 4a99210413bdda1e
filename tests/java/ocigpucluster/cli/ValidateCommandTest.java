package ocigpucluster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What `validate` tells a newcomer about a stack file beyond this program's keys: the region and
 * the provider's keys, the ESC environments it cannot open, the example stacks' placeholders
 * before a deployment; and the same as JSON.
 */
class ValidateCommandTest {
    private static CliProcess.InProcess cli(String... args) {
        return CliProcess.InProcess.run(args);
    }

    @Test
    void aMisspeltRegionExitsTwoWithTheRegionMeant() {
        CliProcess.InProcess r = cli("validate", "--stack", "dev", "--set", "oci:region=ap-tokio-1");
        assertEquals(2, r.exitCode(), r.stdout());
        assertTrue(
                r.stdout().contains("error: oci:region: 'ap-tokio-1' is not an OCI region; did you mean ap-tokyo-1?"),
                r.stdout());
    }

    @Test
    void aMisspeltProviderKeyInTheStackFileExitsTwo(@TempDir Path tmp) throws Exception {
        Path stack = tmp.resolve("Pulumi.typo.yaml");
        Files.writeString(
                stack, Files.readString(Path.of("Pulumi.dev.yaml")).replace("  oci:region:", "  oci:regoin:"));
        CliProcess.InProcess r = cli("validate", "--config", stack.toString());
        assertEquals(2, r.exitCode(), r.stdout());
        assertTrue(
                r.stdout().contains("error: oci:regoin: is not a configuration key of the oci provider"), r.stdout());
        assertTrue(r.stdout().contains("did you mean oci:region?"), r.stdout());
    }

    /** The dev stack's file, importing two ESC environments, with compartmentId left to them. */
    private static Path escStack(Path tmp) throws Exception {
        Path stack = tmp.resolve("Pulumi.esc.yaml");
        List<String> lines = new ArrayList<>();
        for (String l : Files.readAllLines(Path.of("Pulumi.dev.yaml"))) {
            if (l.equals("config:")) {
                lines.addAll(List.of("environment:", "  - myorg/gpu-common", "  - myorg/gpu-dev"));
            }
            if (!l.contains("compartmentId")) {
                lines.add(l);
            }
        }
        Files.write(stack, lines);
        return stack;
    }

    @Test
    void escImportsAreNamedAndWhatCouldNotBeCheckedIsSaid(@TempDir Path tmp) throws Exception {
        CliProcess.InProcess r = cli("validate", "--config", escStack(tmp).toString());
        assertEquals(0, r.exitCode(), r.stdout());
        assertTrue(
                r.stdout()
                        .contains("warning: environment: " + tmp.resolve("Pulumi.esc.yaml")
                                + " imports the ESC environments myorg/gpu-common, myorg/gpu-dev;"),
                r.stdout());
        assertTrue(r.stdout().contains("[ESC_ENVIRONMENT_UNRESOLVED]"), r.stdout());
        // the required key they may set: not checked, said so, not an error
        assertTrue(r.stdout().contains("warning: compartmentId: is not set in"), r.stdout());
        assertTrue(r.stdout().contains("[ESC_VALUE_UNRESOLVED]"), r.stdout());
        assertFalse(r.stdout().contains("REQUIRED_MISSING"), r.stdout());
    }

    @Test
    void theInlineEnvironmentFormIsReadToo(@TempDir Path tmp) throws Exception {
        Path stack = tmp.resolve("Pulumi.inline.yaml");
        Files.writeString(
                stack,
                "environment:\n  imports:\n    - myorg/gpu-common\n    - myorg/secrets: {merge: false}\n"
                        + "  values:\n    pulumiConfig:\n      oci:region: ap-tokyo-1\n"
                        + Files.readString(Path.of("Pulumi.dev.yaml")));
        CliProcess.InProcess r = cli("validate", "--config", stack.toString());
        assertTrue(
                r.stdout().contains("imports the ESC environments myorg/gpu-common, myorg/secrets, the inline"),
                r.stdout());
    }

    @Test
    void thePreviewKeepsTheMissingValueAnErrorAndSaysWhy(@TempDir Path tmp) throws Exception {
        CliProcess.InProcess r = cli(
                "preview",
                "--config",
                escStack(tmp).toString(),
                "--out",
                tmp.resolve("out").toString());
        assertEquals(2, r.exitCode(), r.stderr());
        assertTrue(r.stderr().contains("error: compartmentId: is required and not set"), r.stderr());
        assertTrue(r.stderr().contains("[ESC_ENVIRONMENT_UNRESOLVED]"), r.stderr());
    }

    @Test
    void forDeployRefusesThePlaceholdersOfEveryExampleStack() {
        for (String stack : List.of("dev", "prod", "ondemand")) {
            CliProcess.InProcess plain = cli("validate", "--stack", stack);
            assertEquals(0, plain.exitCode(), stack + ": " + plain.stdout());
            CliProcess.InProcess deploy = cli("validate", "--stack", stack, "--for-deploy");
            assertEquals(2, deploy.exitCode(), stack + ": " + deploy.stdout());
            assertTrue(
                    deploy.stdout().contains("error: compartmentId: 'ocid1.compartment.oc1..aaaaaaaaexample"),
                    stack + ": " + deploy.stdout());
            assertTrue(
                    deploy.stdout().contains("error: cluster.imageId: 'ocid1.image.oc1.ap-tokyo-1.aaaaaaaaexample"),
                    deploy.stdout());
            assertTrue(deploy.stdout().contains("[PLACEHOLDER_VALUE]"), deploy.stdout());
        }
    }

    @Test
    void forDeployPassesAStackWithRealValues(@TempDir Path tmp) throws Exception {
        Path stack = tmp.resolve("Pulumi.real.yaml");
        Files.writeString(
                stack,
                Files.readString(Path.of("Pulumi.dev.yaml"))
                        .replace(
                                "ocid1.compartment.oc1..aaaaaaaaexampledevcompartment0000000000000000000000000000",
                                "ocid1.compartment.oc1..aaaaaaaa4kq2ypm3vd5tbx7qnwz6rpc3lqf5zjv2m7yhkx4osdqa3xwm5tbq")
                        .replace(
                                "ocid1.image.oc1.ap-tokyo-1.aaaaaaaaexamplegpuclusternetworkingimage000000000000000000000",
                                "ocid1.image.oc1.ap-tokyo-1.aaaaaaaa7xk2lq4mzt6pfw3vjc5nyd2bsh6gr4oa3wue7iq5mxkz2tplya")
                        .replace("dev-placeholder@example", "ops@example.com")
                        // as the passphrase secrets provider writes one: v1:<salt>:<ciphertext>, base64
                        .replace(
                                "AAABAExamplePlaceholderOnlyTheOfflinePreviewAcceptsThisValue==",
                                "v1:yV2mKf9vBqI=:3QhZb0nV8mY1sKq7fWc2xA=="));
        CliProcess.InProcess r = cli("validate", "--config", stack.toString(), "--for-deploy");
        assertEquals(0, r.exitCode(), r.stdout());
        assertTrue(r.stdout().endsWith("configuration of stack real is valid for a deployment\n"), r.stdout());
    }

    @Test
    void jsonSaysTheSameAsTheLines() throws Exception {
        CliProcess.InProcess r = cli("validate", "--stack", "prod", "--for-deploy", "--json");
        assertEquals(2, r.exitCode(), r.stdout());
        JsonNode json = new ObjectMapper().readTree(r.stdout());
        assertEquals("prod", json.path("stack").asText());
        assertEquals("Pulumi.prod.yaml", json.path("stackFile").asText());
        assertFalse(json.path("valid").asBoolean());
        assertTrue(json.path("forDeploy").asBoolean());
        JsonNode first = json.path("diagnostics").get(0);
        assertEquals("error", first.path("level").asText());
        assertEquals("PLACEHOLDER_VALUE", first.path("id").asText());
        assertEquals("bastion.imageId", first.path("key").asText());
        assertTrue(
                first.path("fix").asText().startsWith("set yours: `pulumi config set --path bastion.imageId"),
                first.toString());
        CliProcess.InProcess lines = cli("validate", "--stack", "prod", "--for-deploy");
        assertEquals(
                json.path("diagnostics").size(),
                lines.stdout().lines().filter(l -> l.endsWith("]")).count(),
                "one JSON diagnostic per line printed");

        CliProcess.InProcess missing = cli("validate", "--stack", "nosuch", "--json");
        assertEquals(2, missing.exitCode());
        JsonNode problem = new ObjectMapper().readTree(missing.stdout());
        assertFalse(problem.path("valid").asBoolean());
        assertTrue(problem.path("problem").asText().contains("Pulumi.nosuch.yaml not found"), missing.stdout());
    }
}
