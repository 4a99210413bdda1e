package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import ocigpucluster.program.Features;
import ocigpucluster.settings.RawConfig;
import org.junit.jupiter.api.Test;

/**
 * The provider's keys of a stack ({@code oci:*}) against pulumi-oci's configuration schema and
 * OCI's region list, checked by the reader: an error with a did-you-mean for a typo, under
 * {@code pulumi up} as offline; and the example stacks' placeholders, refused before a deployment.
 */
class StackFileChecksTest {
    /** The tutorial's valid stack with these oci:* values (a null value removes the key). */
    private static List<Diagnostic> validate(Map<String, String> provider, Set<String> secret) {
        RawConfig base = Config.seedLike().raw();
        Map<String, String> values = new LinkedHashMap<>(base.values());
        provider.forEach((k, v) -> {
            if (v == null) {
                values.remove(k);
            } else {
                values.put(k, v);
            }
        });
        Set<String> secretKeys = new TreeSet<>(base.secretKeys());
        secretKeys.addAll(secret);
        return Validation.of(new RawConfig(values, secretKeys, base.unreadableSecrets()), "test", Features.RULES)
                .diagnostics();
    }

    private static List<Diagnostic> validate(String key, String value) {
        return validate(Map.of(key, value), Set.of());
    }

    @Test
    void aMisspeltRegionIsAnErrorWithTheRegionMeant() {
        List<Diagnostic> d = validate("oci:region", "ap-tokio-1");
        Diagnostic only = Config.only(d, "REGION_UNKNOWN", "oci:region");
        assertEquals(
                "error: oci:region: 'ap-tokio-1' is not an OCI region; did you mean ap-tokyo-1?"
                        + " `pulumi config set oci:region ap-tokyo-1` [REGION_UNKNOWN]",
                only.line());
        assertTrue(Validator.hasErrors(d));
    }

    @Test
    void aValueThatIsNoRegionNameIsAnError() {
        Diagnostic only = Config.only(validate("oci:region", "Tokyo"), "REGION_UNKNOWN", "oci:region");
        assertTrue(only.message().startsWith("'Tokyo' is not an OCI region identifier"), only.line());
    }

    @Test
    void everyListedRegionAndItsKeyPass() {
        // identifiers and the three-letter keys the SDK also resolves, either case
        for (String region : List.of("ap-tokyo-1", "us-ashburn-1", "eu-frankfurt-1", "NRT", "iad", "sa-bogota-1")) {
            Config.assertNone(validate("oci:region", region), "REGION_UNKNOWN");
            Config.assertNone(validate("oci:region", region), "REGION_NOT_LISTED");
        }
    }

    @Test
    void aRegionShapedNameOfAKnownCityIsOnlyAWarning() {
        // a new region of a city the list knows (the SDK resolves it from ~/.oci/regions-config.json)
        List<Diagnostic> d = validate("oci:region", "ap-tokyo-7");
        Config.only(d, "REGION_NOT_LISTED", "oci:region");
        assertFalse(Validator.hasErrors(d), Config.render(d));
    }

    @Test
    void theRegionListIsDataWithItsSourceAndHoldsTheRegionsOfTheFormerTable() throws IOException {
        String text = resource(Regions.RESOURCE);
        assertTrue(text.contains("oracle/oci-go-sdk common/regions.json"), "the source is named");
        assertTrue(text.contains("2026-06-09"), "and dated");
        // the 40 commercial regions the program's earlier hard-coded table held, from Oracle's
        // "Regions and Availability Domains" page
        for (String r : List.of(
                "af-johannesburg-1",
                "ap-chuncheon-1",
                "ap-hyderabad-1",
                "ap-melbourne-1",
                "ap-mumbai-1",
                "ap-osaka-1",
                "ap-seoul-1",
                "ap-singapore-1",
                "ap-singapore-2",
                "ap-sydney-1",
                "ap-tokyo-1",
                "ca-montreal-1",
                "ca-toronto-1",
                "eu-amsterdam-1",
                "eu-frankfurt-1",
                "eu-jovanovac-1",
                "eu-madrid-1",
                "eu-marseille-1",
                "eu-milan-1",
                "eu-paris-1",
                "eu-stockholm-1",
                "eu-zurich-1",
                "il-jerusalem-1",
                "me-abudhabi-1",
                "me-dubai-1",
                "me-jeddah-1",
                "me-riyadh-1",
                "mx-monterrey-1",
                "mx-queretaro-1",
                "sa-bogota-1",
                "sa-santiago-1",
                "sa-saopaulo-1",
                "sa-valparaiso-1",
                "sa-vinhedo-1",
                "uk-cardiff-1",
                "uk-london-1",
                "us-ashburn-1",
                "us-chicago-1",
                "us-phoenix-1",
                "us-sanjose-1")) {
            assertTrue(Regions.identifier(r).isPresent(), r);
        }
        assertEquals("ap-tokyo-1", Regions.identifier("nrt").orElseThrow());
    }

    @Test
    void aMisspeltProviderKeyIsAnErrorWithTheKeyMeant() {
        List<Diagnostic> d = validate(Map.of("oci:regoin", "ap-tokyo-1"), Set.of());
        Diagnostic only = Config.only(d, "PROVIDER_KEY_UNKNOWN", "oci:regoin");
        assertTrue(only.fix().startsWith("did you mean oci:region?"), only.line());
        assertTrue(only.isError());
    }

    @Test
    void everyKeyOfTheProvidersSchemaIsKnownAndNoOther() throws IOException {
        // the schema's providerConfig, read here with a plain tree parse
        JsonNode schema = new ObjectMapper().readTree(resource(StackFileChecks.SCHEMA_RESOURCE));
        Set<String> declared = new TreeSet<>();
        schema.path("providerConfig").fieldNames().forEachRemaining(k -> {
            if (k.startsWith("oci:")) {
                declared.add(k);
            }
        });
        assertTrue(declared.contains("oci:region") && declared.contains("oci:configFileProfile"), declared.toString());
        assertEquals(declared, new TreeSet<>(StackFileChecks.providerKeys().keySet()));
        for (String key : declared) {
            Config.assertNone(
                    validate(Map.of(key, key.equals("oci:region") ? "ap-tokyo-1" : "x"), Set.of()),
                    "PROVIDER_KEY_UNKNOWN");
        }
        Config.only(validate("oci:tenancy", "x"), "PROVIDER_KEY_UNKNOWN", "oci:tenancy");
    }

    @Test
    void providerValuesOfTheWrongTypeOrOutsideTheirValuesAreErrors() {
        Diagnostic auth = Config.only(validate("oci:auth", "ApiKy"), "PROVIDER_VALUE_INVALID", "oci:auth");
        assertTrue(auth.fix().startsWith("did you mean ApiKey?"), auth.line());
        Config.assertNone(validate("oci:auth", "InstancePrincipal"), "PROVIDER_VALUE_INVALID");
        Config.only(validate("oci:disableAutoRetries", "yes"), "PROVIDER_VALUE_INVALID", "oci:disableAutoRetries");
        Config.assertNone(validate("oci:disableAutoRetries", "true"), "PROVIDER_VALUE_INVALID");
        Config.only(validate("oci:retryDurationSeconds", "ten"), "PROVIDER_VALUE_INVALID", "oci:retryDurationSeconds");
    }

    @Test
    void aSecretRegionIsNeverQuoted() {
        List<Diagnostic> d = validate(Map.of("oci:region", "ap-tokio-1"), Set.of("oci:region"));
        Diagnostic only = Config.only(d, "REGION_UNKNOWN", "oci:region");
        assertFalse(only.message().contains("tokio"), only.line());
    }

    @Test
    void theIdsAreInTheCatalog() {
        for (String id : List.of(
                "PROVIDER_KEY_UNKNOWN",
                "PROVIDER_VALUE_INVALID",
                "REGION_UNKNOWN",
                "REGION_NOT_LISTED",
                "ESC_ENVIRONMENT_UNRESOLVED",
                "ESC_VALUE_UNRESOLVED",
                "PLACEHOLDER_VALUE")) {
            assertTrue(Features.RULES.catalog().find(id).isPresent(), id);
        }
    }

    @Test
    void placeholdersOfTheExampleStacksAreFoundWhereverTheyAre() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("oci-gpu-cluster:compartmentId", "ocid1.compartment.oc1..aaaaaaaaexampleprodcompartment");
        values.put(
                "oci-gpu-cluster:cluster",
                "{\"imageId\":\"ocid1.image.oc1.ap-tokyo-1.aaaaaaaaexamplegpuclusternetworking\",\"nodeCount\":4}");
        values.put("oci-gpu-cluster:sshPublicKey", "ssh-ed25519 AAAAC3Nza dev-placeholder@example");
        values.put("oci-gpu-cluster:sshAllowedCidrs", "[\"203.0.113.0/24\"]");
        values.put("oci:tenancyOcid", Config.TENANCY);
        RawConfig raw = new RawConfig(values, Set.of(), Set.of());
        List<Diagnostic> found = StackFileChecks.placeholders(
                raw,
                Map.of(
                        "oci-gpu-cluster:sshPrivateKey", "v1:EXAMPLEPLACEHOLDER:replace-with-pulumi-config-set-secret",
                        "oci-gpu-cluster:users.directory.bindPassword", "v1:c2FsdA==:Y2lwaGVy"));
        assertEquals(
                List.of(
                        "cluster.imageId PLACEHOLDER_VALUE",
                        "compartmentId PLACEHOLDER_VALUE",
                        "sshPrivateKey PLACEHOLDER_VALUE",
                        "sshPublicKey PLACEHOLDER_VALUE"),
                found.stream().map(x -> x.key() + " " + x.id()).toList());
        assertTrue(found.stream().allMatch(Diagnostic::isError));
        assertTrue(
                found.get(0).fix().contains("docs/operators-guide.md#finding-the-gpu-image"),
                found.get(0).line());
    }

    @Test
    void aSecretPlaceholderIsNeverQuoted() {
        RawConfig raw = new RawConfig(
                Map.of("oci-gpu-cluster:compartmentId", "ocid1.compartment.oc1..aaaaaaaaexamplesecretcompartment"),
                Set.of("oci-gpu-cluster:compartmentId"),
                Set.of());
        Diagnostic d = StackFileChecks.placeholders(raw, Map.of()).get(0);
        assertFalse(d.line().contains("examplesecret"), d.line());
    }

    private static String resource(String name) throws IOException {
        try (var in = StackFileChecksTest.class.getClassLoader().getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
