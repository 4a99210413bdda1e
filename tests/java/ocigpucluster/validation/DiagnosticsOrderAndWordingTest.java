package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ocigpucluster.program.Features;
import org.junit.jupiter.api.Test;

/**
 * The order a person reads findings in (errors first, then by key, whatever order the checks run
 * in), the check factories' id and level, and the exact wording for each way a public key line
 * can be wrong (the wire format is RFC 4253 §6.6: uint32-length-prefixed type name, then the key).
 */
class DiagnosticsOrderAndWordingTest {

    @Test
    void errorsComeFirstEvenWhenTheWarningsCheckRunsEarlier() {
        // the compute checks (a warning here) run before the access checks (an error here)
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("cluster.bootVolumeSizeInGbs", 100)
                .set("compartmentId", Config.IMAGE)
                .validate();
        assertEquals(
                List.of("OCID_WRONG_KIND", "BOOT_VOLUME_BELOW_RECOMMENDED"),
                Config.ids(diagnostics),
                Config.render(diagnostics));
    }

    @Test
    void withinALevelFindingsAreOrderedByKey() {
        // the network checks run before the compute checks; cluster.* sorts before network.*
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("network.vcnCidr", "10.0.0/16")
                .set("cluster.nodeCount", 0)
                .validate();
        assertEquals(
                List.of("cluster.nodeCount", "network.vcnCidr"),
                diagnostics.stream().map(Diagnostic::key).toList(),
                Config.render(diagnostics));
    }

    @Test
    void checkFactoriesStampTheirIdAndLevelOnEveryFinding() {
        Check error =
                Check.error("MADE_UP_ERROR", "a test rule", s -> List.of(new Check.Finding("k", "is bad", "fix it")));
        assertEquals(Diagnostic.Level.ERROR, error.level());
        assertEquals("a test rule", error.summary());
        assertEquals(
                List.of(new Diagnostic(Diagnostic.Level.ERROR, "MADE_UP_ERROR", "k", "is bad", "fix it")),
                error.run(null));
        Check warning =
                Check.warning("MADE_UP_WARNING", "another", s -> List.of(new Check.Finding("k2", "odd", "look")));
        assertEquals(
                List.of(new Diagnostic(Diagnostic.Level.WARNING, "MADE_UP_WARNING", "k2", "odd", "look")),
                warning.run(null));
        assertEquals(
                "warning: k2: odd; look [MADE_UP_WARNING]",
                warning.run(null).get(0).line());
    }

    @Test
    void checksAreFoundByTheirDocumentedId() {
        Check open = Features.RULES.check("SSH_OPEN_TO_WORLD").orElseThrow();
        assertEquals(Diagnostic.Level.WARNING, open.level());
        assertEquals(
                Diagnostic.Level.ERROR,
                Features.RULES.check("NODE_COUNT_RANGE").orElseThrow().level());
        assertTrue(Features.RULES.check("NO_SUCH_CHECK").isEmpty());
        assertEquals("info: k: m; f [I]", Diagnostic.info("I", "k", "m", "f").line());
    }

    private static String problem(String line) {
        SshKeys.Parsed p = SshKeys.parsePublic(line);
        assertNull(p.key(), line + " parsed");
        return p.problem();
    }

    @Test
    void eachWayAPublicKeyLineIsWrongIsNamed() {
        String ed = Config.ED25519_PUBLIC.split(" ")[1];
        assertEquals("does not start with an SSH key type", problem(ed));
        assertEquals(
                "does not start with an SSH key type", problem("ssh-dss"), "a type-like word alone is no key type");
        assertEquals("key type 'ssh-dss' is not supported", problem("ssh-dss " + ed));
        assertEquals("has no key body after 'ssh-ed25519'", problem("ssh-ed25519"));
        assertEquals("key body is not valid base64", problem("ssh-ed25519 not*base64!"));
        // "AAAA": three zero bytes, too short for even the length of the type name
        assertEquals("key body is truncated", problem("ssh-ed25519 AAAA"));
        // the type name "ssh-ed25519" and nothing after it
        assertEquals("key body is truncated", problem("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5"));
        // "ssh-rsa" then the exponent 65537, no modulus
        assertEquals("RSA key body is truncated", problem("ssh-rsa AAAAB3NzaC1yc2EAAAADAQAB"));
        assertEquals("RSA key body is truncated", problem("ssh-rsa AAAAB3NzaC1yc2E="));
        assertEquals("says 'ssh-rsa' but its key body is a 'ssh-ed25519' key", problem("ssh-rsa " + ed));
    }

    @Test
    void goodKeysParseWithTheirModulusSize() {
        assertEquals(1024, SshKeys.parsePublic(Config.RSA_1024_PUBLIC).key().rsaBits());
        assertEquals(3072, SshKeys.parsePublic(Config.RSA_3072_PUBLIC).key().rsaBits());
        assertEquals(
                Config.ED25519_FINGERPRINT,
                SshKeys.parsePublic(Config.ED25519_PUBLIC).key().fingerprint());
    }
}
