package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import ocigpucluster.program.Features;
import ocigpucluster.settings.ClusterKeys;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.NetworkKeys;
import ocigpucluster.settings.Settings;
import ocigpucluster.settings.TopLevelKeys;
import org.junit.jupiter.api.Test;

/**
 * What a diagnostic may show of a secret (Validator's redaction), how many suggested fixes are
 * tried, and the edges of a few checks: each expected text written out by hand.
 */
class RedactionAndBoundsTest {
    private static final SettingsReader.Result SEED =
            SettingsReader.read(Config.seedLike().raw(), "test", Features.RULES);

    /** The validator's output for the seed config (valid: no finding of its own) plus these diagnostics. */
    private static List<Diagnostic> validate(Map<String, List<String>> secrets, Diagnostic... extra) {
        return Validator.validate(
                new SettingsReader.Result(SEED.settings(), List.of(extra), Set.of(), secrets, SEED.rules()));
    }

    private static Diagnostic only(List<Diagnostic> ds) {
        assertEquals(1, ds.size(), ds.toString());
        return ds.get(0);
    }

    private static Diagnostic error(String key, String message, String fix, Object value, List<ConfigKey> keys) {
        return new Diagnostic(
                Diagnostic.Level.ERROR,
                "TEST_ID",
                key,
                message,
                fix,
                value == null ? null : new Diagnostic.Suggestion(key, value, "set it to a valid name"),
                keys);
    }

    @Test
    void onTheSecretKeyOrItsGroupEveryQuotedValueIsHidden() {
        Map<String, List<String>> secrets = Map.of("cluster.poolName", List.of("teamalpha"));
        for (String key : List.of("cluster.poolName", "cluster")) {
            Diagnostic d = only(validate(
                    secrets, error(key, "'teamalpha' is not valid, nor 'other'", "use 'xy' instead", null, List.of())));
            assertEquals("'[secret]' is not valid, nor '[secret]'", d.message(), key);
            assertEquals("use '[secret]' instead", d.fix(), key);
        }
    }

    @Test
    void onAnotherKeyThatNamesItOnlyTheSecretsTextIsHidden() {
        Map<String, List<String>> secrets = Map.of("cluster.poolName", List.of("teamalpha"));
        Diagnostic d = only(validate(
                secrets,
                error(
                        "network.vcnCidr",
                        "pool teamalpha and 'other'",
                        "rename teamalpha",
                        null,
                        List.of(NetworkKeys.VCN_CIDR, ClusterKeys.POOL_NAME))));
        assertEquals("pool [secret] and 'other'", d.message());
        assertEquals("rename [secret]", d.fix());
        // a diagnostic that does not name the secret's key or group still hides the secret's text
        // (a default or a derived value may carry it anywhere)
        Diagnostic unrelated = only(validate(
                secrets, error("network.vcnCidr", "pool teamalpha", "fix it", null, List.of(NetworkKeys.VCN_CIDR))));
        assertEquals("pool [secret]", unrelated.message());
    }

    @Test
    void aSuggestionDerivedFromTheSecretIsHiddenAndDropped() {
        Map<String, List<String>> secrets = Map.of("cluster.poolName", List.of("TeamAlpha_1"));
        Diagnostic derived = only(validate(
                secrets,
                error("cluster.poolName", "is not a host label", "use teamalpha-1", "teamalpha-1", List.of())));
        assertEquals("use [a value derived from the secret]", derived.fix());
        assertNull(derived.suggestion(), "its value would print the secret back");
        // a suggestion that shares no run of 5 characters with the secret is shown, but still dropped
        Diagnostic other =
                only(validate(secrets, error("cluster.poolName", "is not a host label", "use gpu", "gpu", List.of())));
        assertEquals("use gpu", other.fix());
        assertEquals("is not a host label", other.message());
        // nothing secret: the diagnostic as it was, suggestion included
        Diagnostic plain =
                only(validate(Map.of(), error("cluster.poolName", "is not a host label", "use gpu", "gpu", List.of())));
        assertEquals("gpu", plain.suggestion().value());
    }

    @Test
    void atMostMaxSuggestionTrialsFixesAreTriedTheRestGiveTheirRule() {
        // a check with 40 findings while cluster.poolName is the seed's "gpu", each suggesting its own
        // name; any of them, applied, clears all 40 and raises nothing: each would hold if tried
        int findings = Validation.MAX_SUGGESTION_TRIALS + 8;
        Check many = Check.error("TEST_MANY_FIXES", "a test check with many fixes", s -> {
            List<Check.Finding> out = new ArrayList<>();
            if (s.cluster().poolName().equals("gpu")) {
                for (int i = 0; i < findings; i++) {
                    out.add(new Check.Finding(
                            ClusterKeys.POOL_NAME,
                            "finding " + i,
                            "set it to pool" + i,
                            new Diagnostic.Suggestion("cluster.poolName", "pool" + i, "set it to a new name")));
                }
            }
            return out;
        });
        Ruleset rules = new Ruleset(Features.RULES.groups(), List.of(many));
        List<Diagnostic> ds =
                Validation.of(Config.seedLike().raw(), "test", rules).diagnostics();
        assertEquals(findings, ds.size(), ds.toString());
        List<Diagnostic> kept = ds.stream().filter(d -> d.suggestion() != null).toList();
        assertEquals(Validation.MAX_SUGGESTION_TRIALS, kept.size(), "tried and held: the first 32 only");
        ds.stream()
                .filter(d -> d.suggestion() == null)
                .forEach(d -> assertEquals("set it to a new name", d.fix(), "the rule, without the value"));
    }

    @Test
    void aFindingAboutAnItemOfAListNamesTheItemAndTheListKey() {
        Check.Finding f = Check.Finding.at("sshAllowedCidrs[2]", TopLevelKeys.SSH_ALLOWED_CIDRS, "is odd", "fix it");
        assertEquals("sshAllowedCidrs[2]", f.key());
        assertEquals(List.of(TopLevelKeys.SSH_ALLOWED_CIDRS), f.keys());
        assertNull(f.suggestion());
        assertEquals("is odd", f.message());
        assertEquals("fix it", f.fix());
    }

    @Test
    void anOcidUpTo255CharactersIsCheckedByItsShapeAndALongerOneByItsLength() {
        // ocid1.<type>.<realm>.<region>.<unique>: type of 43 letters, empty region, unique of 200: 255 characters
        String ocid255 = "ocid1." + "v".repeat(43) + ".oc1.." + "a".repeat(200);
        assertEquals(255, ocid255.length());
        String ocid256 = "ocid1." + "v".repeat(44) + ".oc1.." + "a".repeat(200);
        String text60 = "x".repeat(60);
        String text61 = "y".repeat(61);
        List<String> seen = new ArrayList<>();
        for (String value : List.of(ocid255, ocid256, text60, text61)) {
            List<Check> checks = AccessChecks.ocidChecks(List.of(new AccessChecks.OcidKey(
                    TopLevelKeys.COMPARTMENT_ID, s -> value, Set.of("v".repeat(43), "v".repeat(44)), "ocid1.x")));
            Settings s = SEED.settings();
            checks.stream()
                    .filter(ch -> ch.id().equals("OCID_MALFORMED"))
                    .forEach(ch -> ch.run(s).forEach(d -> seen.add(d.message())));
        }
        assertEquals(
                List.of(
                        "is longer than any OCID (over 255 characters)",
                        "'" + text60 + "' is not an OCID",
                        "'" + "y".repeat(57) + "...' is not an OCID"),
                seen);
    }

    @Test
    void theZonesAreTzdatasWithoutTheJdksSystemVIds() {
        Set<String> zones = NameChecks.tzdataZones();
        assertTrue(zones.contains("Asia/Tokyo") && zones.contains("UTC"), "zones: " + zones.size());
        assertTrue(zones.stream().noneMatch(z -> z.startsWith("SystemV/")), "a SystemV id");
        assertTrue(java.time.ZoneId.getAvailableZoneIds().contains("SystemV/AST4"), "the JDK has them");
    }

    @Test
    void aFlexShapeFitsAtEachOfItsLimits() {
        // VM.Standard.E5.Flex: 1 to 94 OCPUs, 1 to 64 GB per OCPU, 1049 GB at most
        String e5 = "VM.Standard.E5.Flex";
        assertEquals(e5, ComputeChecks.fittingFlexShape(bastion(1, 1)), "the least");
        assertEquals(e5, ComputeChecks.fittingFlexShape(bastion(2, 128)), "64 GB per OCPU");
        assertEquals(e5, ComputeChecks.fittingFlexShape(bastion(94, 1049)), "the most of both");
        assertNull(ComputeChecks.fittingFlexShape(bastion(2, 129)), "above 64 GB per OCPU");
        assertNull(ComputeChecks.fittingFlexShape(bastion(4, 3)), "below 1 GB per OCPU");
        assertNull(ComputeChecks.fittingFlexShape(bastion(0.5, 8)), "a fraction of an OCPU");
        // E5's 94 OCPUs is the most any listed shape has; A1's 80 and E4's 64 are less
        assertNull(ComputeChecks.fittingFlexShape(bastion(95, 100)), "more OCPUs than any listed shape");
    }

    private static Settings.Bastion bastion(double ocpus, double memory) {
        return new Settings.Bastion("VM.Standard.E5.Flex", ocpus, memory, null, 100, "bastion", "opc", false, false);
    }
}
