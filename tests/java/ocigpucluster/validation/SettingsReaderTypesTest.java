package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ocigpucluster.program.Features;
import ocigpucluster.settings.Settings;
import org.junit.jupiter.api.Test;

/**
 * How the reader takes each kind of value as Pulumi hands it over (JSON inside a group, text for
 * a top-level key or a `--path` value), and what it says about a value of the wrong kind: the key,
 * what kind it must be, what it got (long values shortened), and the default as the fix.
 */
class SettingsReaderTypesTest {

    private static SettingsReader.Result read(Config c) {
        return SettingsReader.read(c.raw(), "test", Features.RULES);
    }

    private static Diagnostic typeError(SettingsReader.Result r, String key) {
        return r.diagnostics().stream()
                .filter(d -> d.id().equals("CONFIG_TYPE") && d.key().equals(key))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no CONFIG_TYPE for " + key + ": " + r.diagnostics()));
    }

    private static void noErrorFor(SettingsReader.Result r, String key) {
        assertTrue(
                r.diagnostics().stream().noneMatch(d -> d.key().equals(key)),
                r.diagnostics().toString());
        assertFalse(r.unreadableKeys().contains(key), key + " marked unreadable");
    }

    @Test
    void booleansAsJsonOrAsTheTextTrueAndFalse() {
        for (Object value : List.of(false, "false")) {
            var r = read(Config.seedLike().set("bootstrap.containerRuntime", value));
            assertFalse(r.settings().bootstrap().containerRuntime(), "" + value);
            noErrorFor(r, "bootstrap.containerRuntime");
        }
        var t = read(Config.seedLike().set("bootstrap.containerRuntime", "true"));
        assertTrue(t.settings().bootstrap().containerRuntime());
        assertTrue(read(Config.seedLike()).settings().bootstrap().containerRuntime(), "the default");
        var yes = read(Config.seedLike().set("bootstrap.containerRuntime", "yes"));
        Diagnostic d = typeError(yes, "bootstrap.containerRuntime");
        assertEquals("must be true or false, got 'yes'", d.message());
        assertEquals("set true or false, e.g. the default true", d.fix());
        assertTrue(yes.unreadableKeys().contains("bootstrap.containerRuntime"));
        assertTrue(yes.settings().bootstrap().containerRuntime(), "unreadable: the default");
        var no = read(Config.seedLike().set("bootstrap.tensorflowSample", "on"));
        typeError(no, "bootstrap.tensorflowSample");
        assertFalse(no.settings().bootstrap().tensorflowSample(), "unreadable: the default false");
    }

    @Test
    void wholeNumbersAsJsonOrText() {
        var three = read(Config.seedLike().set("cluster.nodeCount", "3"));
        assertEquals(3, three.settings().cluster().nodeCount());
        noErrorFor(three, "cluster.nodeCount");
        assertEquals(
                4,
                read(Config.seedLike().set("cluster.nodeCount", 4.0))
                        .settings()
                        .cluster()
                        .nodeCount(),
                "4.0 is whole");
        var half = read(Config.seedLike().set("cluster.nodeCount", 2.5));
        assertEquals(
                "must be a whole number from 1 to 4096, got '2.5'",
                typeError(half, "cluster.nodeCount").message());
        assertEquals(2, half.settings().cluster().nodeCount(), "unreadable: the default");
        var text = read(Config.seedLike().set("cluster.nodeCount", "two"));
        assertEquals(
                "must be a whole number from 1 to 4096, got 'two'",
                typeError(text, "cluster.nodeCount").message());
        var bool = read(Config.seedLike().set("bastion.ocpus", true));
        assertEquals(
                "must be a number from 1 to 512, got 'true'",
                typeError(bool, "bastion.ocpus").message());
        assertEquals(2.0, bool.settings().bastion().ocpus(), "unreadable: the default");
        assertEquals(
                1.5,
                read(Config.seedLike().set("bastion.ocpus", "1.5"))
                        .settings()
                        .bastion()
                        .ocpus());
    }

    @Test
    void outOfRangeNamesTheSideItIsOn() {
        var low = read(Config.seedLike().set("cluster.nodeCount", 0));
        assertTrue(
                low.diagnostics().stream()
                        .anyMatch(d -> d.key().equals("cluster.nodeCount")
                                && d.message().equals("is 0, outside its range 1 to 4096")),
                low.diagnostics().toString());
        var high = read(Config.seedLike().set("cluster.maxNodeCount", 5000));
        assertTrue(
                high.diagnostics().stream()
                        .anyMatch(d -> d.key().equals("cluster.maxNodeCount")
                                && d.message().startsWith("is 5000, outside")),
                high.diagnostics().toString());
    }

    @Test
    void listsAsJsonArraysOrOnePlainValue() {
        assertEquals(
                List.of("1.2.3.4/32"),
                read(Config.seedLike().set("sshAllowedCidrs", "1.2.3.4/32"))
                        .settings()
                        .sshAllowedCidrs());
        assertEquals(
                List.of("1.2.3.4/32"),
                read(Config.seedLike().set("sshAllowedCidrs", "\"1.2.3.4/32\""))
                        .settings()
                        .sshAllowedCidrs());
        assertEquals(
                List.of("10.0.0.0/8", "192.0.2.0/24"),
                read(Config.seedLike().set("sshAllowedCidrs", "[\"10.0.0.0/8\", \" 192.0.2.0/24 \"]"))
                        .settings()
                        .sshAllowedCidrs());
        assertEquals(
                List.of("10.0.0.0/8"),
                read(Config.seedLike().set("sshAllowedCidrs", List.of("10.0.0.0/8")))
                        .settings()
                        .sshAllowedCidrs());
        for (Object wrong : List.of("[1, 2]", "{\"a\": 1}", List.of(1))) {
            var r = read(Config.seedLike().set("sshAllowedCidrs", wrong));
            Diagnostic d = typeError(r, "sshAllowedCidrs");
            assertTrue(d.message().startsWith("must be a list of strings, got "), d.message());
            assertEquals("set a list of strings, e.g. the default [0.0.0.0/0]", d.fix());
            assertEquals(List.of("0.0.0.0/0"), r.settings().sshAllowedCidrs(), "unreadable: the default");
        }
    }

    /** Every form in which a secret's value could appear in a message, for redaction. */
    @Test
    void aSecretIsKnownInEveryFormItCouldBeShownIn() {
        String p = ocigpucluster.settings.ConfigKeys.PROJECT + ":";
        var raw = new ocigpucluster.settings.RawConfig(
                java.util.Map.of(p + "compartmentId", " 0042.50 "), java.util.Set.of(p + "compartmentId"));
        assertEquals(
                List.of(" 0042.50 ", "0042.50", "42.5"),
                SettingsReader.read(raw, "test", Features.RULES).secretValues().get("compartmentId"));
        var blank = new ocigpucluster.settings.RawConfig(
                java.util.Map.of(p + "compartmentId", "  "), java.util.Set.of(p + "compartmentId"));
        assertEquals(
                List.of("  "),
                SettingsReader.read(blank, "test", Features.RULES)
                        .secretValues()
                        .get("compartmentId"),
                "no empty form");
        var plain = new ocigpucluster.settings.RawConfig(
                java.util.Map.of(p + "compartmentId", "ocid1.compartment.oc1..x"), java.util.Set.of());
        assertEquals(
                java.util.Map.of(),
                SettingsReader.read(plain, "test", Features.RULES).secretValues());
    }

    @Test
    void anUnknownModeIsNamedAndTheDefaultModeRead() {
        var r = read(Config.seedLike().set("cluster.mode", "bogus").set("storage.mode", "tape"));
        assertEquals(Settings.Mode.CLUSTER_NETWORK, r.settings().cluster().mode());
        assertEquals(Settings.StorageMode.BASTION, r.settings().storage().mode());
        assertTrue(
                r.diagnostics().stream().anyMatch(d -> d.message().equals("'bogus' is not a mode")),
                r.diagnostics().toString());
        assertTrue(
                r.diagnostics().stream().anyMatch(d -> d.message().equals("'tape' is not a storage mode")),
                r.diagnostics().toString());
    }

    @Test
    void longValuesAreShortenedToFortyCharacters() {
        String forty = "x".repeat(40);
        assertEquals(
                "must be a whole number from 1 to 4096, got '" + forty + "'",
                typeError(read(Config.seedLike().set("cluster.nodeCount", forty)), "cluster.nodeCount")
                        .message());
        assertEquals(
                "must be a whole number from 1 to 4096, got '" + "x".repeat(37) + "...'",
                typeError(read(Config.seedLike().set("cluster.nodeCount", forty + "y")), "cluster.nodeCount")
                        .message());
    }
}
