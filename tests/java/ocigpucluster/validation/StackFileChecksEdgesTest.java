package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import ocigpucluster.settings.RawConfig;
import org.junit.jupiter.api.Test;

/**
 * The edges of the stack-file checks, each finding's words written out: the provider schema read
 * from a small file (only {@code providerConfig}'s {@code oci:*} keys), a key or region just
 * inside or outside a did-you-mean, the fix texts of a placeholder, and the ESC imports' warnings
 * with one environment and with two.
 */
class StackFileChecksEdgesTest {
    private static Map<String, JsonNode> schema(String json) throws IOException {
        return StackFileChecks.providerKeys(
                new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "small-schema.json");
    }

    @Test
    void onlyTheProviderConfigsOciKeysAreReadInTheirOrder() throws IOException {
        Map<String, JsonNode> keys = schema("{\"resources\":{\"oci:a\":{\"type\":\"string\"},\"x\":[1,{\"y\":2}]},"
                + "\"providerConfig\":{\"oci:region\":{\"type\":\"string\"},\"command:x\":{},"
                + "\"oci:auth\":{\"values\":[\"ApiKey\"]}},\"types\":{\"oci:b\":{}}}");
        assertEquals(List.of("oci:region", "oci:auth"), List.copyOf(keys.keySet()));
        assertEquals("ApiKey", keys.get("oci:auth").path("values").get(0).asText());
    }

    @Test
    void aSchemaThatCannotServeIsRefusedNamingIt() {
        assertEquals(
                "small-schema.json is not on the class path",
                assertThrows(IllegalStateException.class, () -> StackFileChecks.providerKeys(null, "small-schema.json"))
                        .getMessage());
        assertEquals(
                "small-schema.json is not a JSON object",
                assertThrows(IllegalStateException.class, () -> schema("[{\"providerConfig\":{}}]"))
                        .getMessage());
        for (String json :
                List.of("{}", "{\"providerConfig\":{\"command:x\":{}}}", "{\"other\":{\"oci:region\":{}}}")) {
            assertEquals(
                    "small-schema.json has no providerConfig keys of oci",
                    assertThrows(IllegalStateException.class, () -> schema(json))
                            .getMessage(),
                    json);
        }
    }

    private static List<Diagnostic> provider(String key, String value) {
        Map<String, String> values = new HashMap<>();
        values.put(key, value);
        return StackFileChecks.provider(new RawConfig(values, Set.of()));
    }

    private static List<String> providerLines(String key, String value) {
        return provider(key, value).stream().map(Diagnostic::line).toList();
    }

    @Test
    void theBareNamespaceIsNoKeyOfTheProvider() {
        assertEquals(List.of(), provider("oci:", "x"));
        assertEquals(List.of(), provider("oci-gpu-cluster:region", "x"));
    }

    @Test
    void aKeyFarFromEveryProviderKeyIsToldToGoAndShownTheKeys() {
        Diagnostic d = provider("oci:xyzzyplughwombat", "x").get(0);
        assertEquals("PROVIDER_KEY_UNKNOWN", d.id());
        assertEquals(
                "is not a configuration key of the oci provider (pulumi-oci's schema); nothing would read it",
                d.message());
        String fix = d.fix();
        assertEquals("remove it (`pulumi config rm oci:xyzzyplughwombat`); the provider reads ", fix.substring(0, 72));
        assertEquals(true, fix.contains(", region, "), fix);
    }

    @Test
    void aRegionTwoEditsFromAKnownOneIsAnErrorAndThreeOnlyAWarning() {
        assertEquals(
                List.of("error: oci:region: 'ap-tikio-1' is not an OCI region; did you mean ap-tokyo-1?"
                        + " `pulumi config set oci:region ap-tokyo-1` [REGION_UNKNOWN]"),
                providerLines("oci:region", "ap-tikio-1"));
        assertEquals(
                List.of("warning: oci:region: 'ap-tikiu-1' is not in this version's list of OCI regions"
                        + " (ocigpucluster/validation/oci-regions.tsv, from oci-go-sdk v65.117.1 of 2026-06-09);"
                        + " check the spelling; a region newer than the list works only where the OCI SDK can"
                        + " resolve it (~/.oci/regions-config.json or OCI_REGION_METADATA) [REGION_NOT_LISTED]"),
                providerLines("oci:region", "ap-tikiu-1"));
    }

    @Test
    void aPlainProviderValueIsQuotedInItsRefusal() {
        assertEquals(
                List.of("error: oci:disableAutoRetries: must be true or false, got 'yes';"
                        + " `pulumi config set oci:disableAutoRetries true` (or false) [PROVIDER_VALUE_INVALID]"),
                providerLines("oci:disableAutoRetries", "yes"));
    }

    private static List<String> placeholderFixes(Map<String, String> values, Set<String> secret) {
        return StackFileChecks.placeholders(new RawConfig(values, secret), Map.of()).stream()
                .map(d -> d.key() + " | " + d.message() + " | " + d.fix())
                .toList();
    }

    @Test
    void aPlaceholdersFixNamesSecretPathAndTheImageGuideOnlyWhereTheyApply() {
        Map<String, String> values = new HashMap<>();
        values.put("oci-gpu-cluster:compartmentId", "ocid1.compartment.oc1..aaaaaaaaexampleprod");
        values.put("oci-gpu-cluster:cluster", "{\"imageId\":\"ocid1.image.oc1.ap-tokyo-1.aaaaaaaaexamplegpu\"}");
        values.put("oci-gpu-cluster:sshAllowedCidrs", "[\"203.0.113.0/24\",\"a-placeholder-cidr\"]");
        values.put("oci-gpu-cluster:users", "{\"accounts\":[{\"name\":\"placeholder\"}]}");
        values.put("oci-gpu-cluster:tags", null);
        assertEquals(
                List.of(
                        "cluster.imageId | 'ocid1.image.oc1.ap-tokyo-1.aaaaaaaaexamplegpu' is a placeholder OCID of the"
                                + " example stacks ('example' in its unique part), not a resource of yours | set yours:"
                                + " `pulumi config set --path cluster.imageId ocid1.<type>.oc1.<region>.<unique>`"
                                + " (finding the image: docs/operators-guide.md#finding-the-gpu-image)",
                        "compartmentId | 'ocid1.compartment.oc1..aaaaaaaaexampleprod' is a placeholder OCID of the"
                                + " example stacks ('example' in its unique part), not a resource of yours | set yours:"
                                + " `pulumi config set compartmentId ocid1.<type>.oc1.<region>.<unique>`",
                        "sshAllowedCidrs[1] | holds a placeholder of the example stacks ('placeholder' in its value)"
                                + " | set yours: `pulumi config set sshAllowedCidrs[1] ...`",
                        "users.accounts[0].name | holds a placeholder of the example stacks ('placeholder' in its"
                                + " value) | set yours: `pulumi config set --path users.accounts[0].name ...`"),
                placeholderFixes(values, Set.of()));
        assertEquals(
                List.of("sshPrivateKey | holds the example stack's placeholder secret, not a value your secrets"
                        + " provider encrypted | set yours: `pulumi config set --secret sshPrivateKey ...`"),
                StackFileChecks.placeholders(
                                new RawConfig(Map.of(), Set.of()),
                                Map.of("oci-gpu-cluster:sshPrivateKey", "v1:PLACEHOLDER:x"))
                        .stream()
                        .map(d -> d.key() + " | " + d.message() + " | " + d.fix())
                        .toList());
    }

    @Test
    void forDeployKeepsTheValidationWithoutPlaceholdersAndAddsThemInOrder() {
        Validation v = new Validation(
                Config.seedLike().settings(),
                List.of(Diagnostic.warning("SOME_WARNING", "zone", "is a warning", "leave it")));
        assertSame(
                v,
                StackFileChecks.forDeploy(
                        v, new RawConfig(Map.of("oci-gpu-cluster:poolName", "gpu"), Set.of()), Map.of()));
        Validation deploy = StackFileChecks.forDeploy(
                v, new RawConfig(Map.of("oci-gpu-cluster:poolName", "placeholder"), Set.of()), Map.of());
        assertEquals(
                List.of("poolName PLACEHOLDER_VALUE", "zone SOME_WARNING"),
                deploy.diagnostics().stream().map(d -> d.key() + " " + d.id()).toList());
        assertSame(v.settings(), deploy.settings());
    }

    private static Validation missing(Set<String> suppressed) {
        Config c = Config.seedLike();
        if (!suppressed.isEmpty()) {
            c.set("suppressWarnings", List.copyOf(suppressed));
        }
        return new Validation(
                c.settings(),
                List.of(
                        Diagnostic.error("REQUIRED_MISSING", "compartmentId", "is required and not set", "set it"),
                        Diagnostic.warning("SOME_WARNING", "zone", "is a warning", "leave it")));
    }

    private static List<String> lines(Validation v) {
        return v.diagnostics().stream().map(Diagnostic::line).toList();
    }

    /** The warning for one environment imported, with compartmentId missing. */
    private static final String ONE_ENVIRONMENT = "warning: environment: Pulumi.esc.yaml imports the ESC environment"
            + " myorg/a; offline tools cannot open them, so the values their pulumiConfig gives were not read: the"
            + " checks saw Pulumi.esc.yaml's values and the defaults in their place, and compartmentId not at all; to"
            + " check the values they give, pass them with --set KEY=VALUE (`esc env get <env>` shows them), or run"
            + " `pulumi preview`, which opens the environments [ESC_ENVIRONMENT_UNRESOLVED]";

    @Test
    void withoutImportsTheValidationIsKept() {
        Validation v = missing(Set.of());
        assertSame(v, StackFileChecks.withEscImports(v, List.of(), "Pulumi.dev.yaml", false));
    }

    @Test
    void oneEnvironmentTurnsTheMissingKeyIntoAWarningAndNamesIt() {
        assertEquals(
                List.of(
                        "warning: compartmentId: is not set in Pulumi.esc.yaml; it may come from the ESC environment"
                                + " myorg/a, which offline tools cannot open, so it was not checked; give it with --set"
                                + " compartmentId=VALUE to check it offline; `pulumi up` checks it with the"
                                + " environments' values; if no environment sets it: set it [ESC_VALUE_UNRESOLVED]",
                        ONE_ENVIRONMENT,
                        "warning: zone: is a warning; leave it [SOME_WARNING]"),
                lines(StackFileChecks.withEscImports(missing(Set.of()), List.of("myorg/a"), "Pulumi.esc.yaml", false)));
    }

    @Test
    void thePreviewKeepsTheErrorAndTwoEnvironmentsAreNamedInThePlural() {
        assertEquals(
                List.of(
                        "error: compartmentId: is required and not set; set it [REQUIRED_MISSING]",
                        "warning: environment: Pulumi.esc.yaml imports the ESC environments myorg/a, myorg/b;"
                                + " offline tools cannot open them, so the values their pulumiConfig gives were not"
                                + " read: the checks saw Pulumi.esc.yaml's values and the defaults in their place; to"
                                + " check the values they give, pass them with --set KEY=VALUE (`esc env get <env>`"
                                + " shows them), or run `pulumi preview`, which opens the environments"
                                + " [ESC_ENVIRONMENT_UNRESOLVED]",
                        "warning: zone: is a warning; leave it [SOME_WARNING]"),
                lines(StackFileChecks.withEscImports(
                        missing(Set.of()), List.of("myorg/a", "myorg/b"), "Pulumi.esc.yaml", true)));
        assertEquals(
                "warning: compartmentId: is not set in Pulumi.esc.yaml; it may come from the ESC environments"
                        + " myorg/a, myorg/b, which offline tools cannot open, so it was not checked; give it with"
                        + " --set compartmentId=VALUE to check it offline; `pulumi up` checks it with the environments'"
                        + " values; if no environment sets it: set it [ESC_VALUE_UNRESOLVED]",
                lines(StackFileChecks.withEscImports(
                                missing(Set.of()), List.of("myorg/a", "myorg/b"), "Pulumi.esc.yaml", false))
                        .get(0));
    }

    @Test
    void eachWarningIsSilencedByItsOwnId() {
        assertEquals(
                List.of(ONE_ENVIRONMENT, "warning: zone: is a warning; leave it [SOME_WARNING]"),
                lines(StackFileChecks.withEscImports(
                        missing(Set.of("ESC_VALUE_UNRESOLVED")), List.of("myorg/a"), "Pulumi.esc.yaml", false)));
        assertEquals(
                List.of("warning: zone: is a warning; leave it [SOME_WARNING]"),
                lines(StackFileChecks.withEscImports(
                                missing(Set.of("ESC_VALUE_UNRESOLVED", "ESC_ENVIRONMENT_UNRESOLVED")),
                                List.of("myorg/a"),
                                "Pulumi.esc.yaml",
                                false))
                        .stream()
                        .toList());
    }
}
