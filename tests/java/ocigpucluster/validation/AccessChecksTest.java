package ocigpucluster.validation;

import static ocigpucluster.validation.Config.assertExactly;
import static ocigpucluster.validation.Config.assertNone;
import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class AccessChecksTest {
    /** Looks like a real key block; its body must never show in any diagnostic. */
    private static final String PASTED_PRIVATE_KEY = Config.OpenSshKeys.privateKey(Config.OTHER_ED25519_PUBLIC, "none");

    @Test
    void missingRequiredValuesAreEachReported() {
        List<Diagnostic> diagnostics = Config.seedLike()
                .remove("compartmentId")
                .remove("sshPublicKey")
                .remove("cluster.imageId")
                .remove("sshPrivateKey")
                .validate();
        assertExactly(
                diagnostics,
                "REQUIRED_MISSING",
                "compartmentId",
                "REQUIRED_MISSING",
                "sshPublicKey",
                "REQUIRED_MISSING",
                "cluster.imageId",
                "REQUIRED_MISSING",
                "sshPrivateKey");
    }

    @Test
    void blankRequiredValueCountsAsMissing() {
        assertExactly(Config.seedLike().set("compartmentId", "  ").validate(), "REQUIRED_MISSING", "compartmentId");
    }

    @Test
    void privateKeyIsNotRequiredWithoutBootstrap() {
        assertExactly(
                Config.seedLike()
                        .remove("sshPrivateKey")
                        .set("bootstrap.enabled", false)
                        .validate(),
                "BOOTSTRAP_DISABLED",
                "bootstrap.enabled");
    }

    @Test
    void malformedOcidIsRefused() {
        for (String bad : List.of(
                "ocid1.compartment",
                "OCID1.COMPARTMENT.OC1..AAAA",
                "compartment-prod",
                "ocid1.compartment.oc1..aaaa bbbb",
                "\"ocid1.compartment.oc1..aaaa\"")) {
            assertExactly(Config.seedLike().set("compartmentId", bad).validate(), "OCID_MALFORMED", "compartmentId");
        }
        assertExactly(
                Config.seedLike().set("cluster.imageId", "Oracle-Linux-9.5-GPU").validate(),
                "OCID_MALFORMED",
                "cluster.imageId");
    }

    @Test
    void tenancyOcidIsAcceptedAsTheRootCompartment() {
        assertEquals(
                List.of(),
                Config.seedLike().set("compartmentId", Config.TENANCY).validate());
    }

    @Test
    void ocidOfTheWrongKindIsRefused() {
        Diagnostic d = only(
                Config.seedLike().set("compartmentId", Config.IMAGE).validate(), "OCID_WRONG_KIND", "compartmentId");
        assertTrue(d.message().contains("is the OCID of an image, not of a compartment or a tenancy"), d.line());
        Diagnostic image = only(
                Config.seedLike().set("cluster.imageId", Config.COMPARTMENT).validate(),
                "OCID_WRONG_KIND",
                "cluster.imageId");
        assertTrue(image.message().equals("is the OCID of a compartment, not of an image"), image.line());
        assertExactly(
                Config.seedLike().set("bastion.imageId", Config.SUBNET).validate(),
                "OCID_WRONG_KIND",
                "bastion.imageId");
    }

    @Test
    void existingNetworkIdsMustBeAVcnAndSubnets() {
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("network.existingVcnId", Config.SUBNET)
                .set("network.existingPublicSubnetId", Config.VCN)
                .set("network.existingPrivateSubnetId", Config.OTHER_SUBNET)
                .validate();
        assertExactly(
                diagnostics,
                "OCID_WRONG_KIND",
                "network.existingVcnId",
                "OCID_WRONG_KIND",
                "network.existingPublicSubnetId");
    }

    @Test
    void keysOfEverySupportedTypeAreAccepted() {
        for (String key : List.of(Config.ED25519_PUBLIC, Config.RSA_3072_PUBLIC, Config.ECDSA_PUBLIC)) {
            List<Diagnostic> diagnostics = Config.seedLike()
                    .set("sshPublicKey", key)
                    .remove("sshPrivateKey")
                    .set("bootstrap.enabled", false)
                    .set("suppressWarnings", List.of("BOOTSTRAP_DISABLED"))
                    .validate();
            assertEquals(List.of(), diagnostics, Config.render(diagnostics));
        }
    }

    @Test
    void publicKeyWithoutCommentAndWithSeveralLinesIsAccepted() {
        String noComment = Config.ED25519_PUBLIC.substring(0, Config.ED25519_PUBLIC.lastIndexOf(' '));
        assertEquals(List.of(), Config.seedLike().set("sshPublicKey", noComment).validate());
        assertEquals(
                List.of(),
                Config.seedLike()
                        .set("sshPublicKey", Config.ED25519_PUBLIC + "\n" + Config.ECDSA_PUBLIC + "\n")
                        .validate());
    }

    @Test
    void malformedPublicKeysAreRefused() {
        String ed = Config.ED25519_PUBLIC.split(" ")[1];
        List<String> bad = List.of(
                "AAAAC3NzaC1lZDI1NTE5AAAAIHeNo610xYo", // body without a type
                "ssh-ed25519", // type without a body
                "ssh-dss " + ed, // unsupported type
                "ssh-rsa " + ed + " mislabelled", // type says RSA, body is ed25519
                "ssh-ed25519 " + ed.substring(0, 40) + " cut-short", // truncated body
                "ssh-ed25519 not*base64!", // not base64
                "---- BEGIN SSH2 PUBLIC KEY ----\nAAAA\n---- END SSH2 PUBLIC KEY ----");
        for (String key : bad) {
            List<Diagnostic> diagnostics =
                    Config.seedLike().set("sshPublicKey", key).validate();
            assertTrue(
                    Config.ids(diagnostics).contains("SSH_PUBLIC_KEY_MALFORMED"),
                    key + ":\n" + Config.render(diagnostics));
        }
        Diagnostic d = only(
                Config.seedLike().set("sshPublicKey", "ssh-rsa " + ed).validate(),
                "SSH_PUBLIC_KEY_MALFORMED",
                "sshPublicKey");
        assertTrue(d.message().contains("says 'ssh-rsa' but its key body is a 'ssh-ed25519' key"), d.line());
    }

    @Test
    void badLineAmongSeveralKeysIsNamedByNumber() {
        Diagnostic d = only(
                Config.seedLike()
                        .set("sshPublicKey", Config.ED25519_PUBLIC + "\nnonsense")
                        .validate(),
                "SSH_PUBLIC_KEY_MALFORMED",
                "sshPublicKey");
        assertTrue(d.message().startsWith("line 2 "), d.line());
    }

    @Test
    void privateKeyPastedAsPublicKeyIsRefusedWithoutEchoingIt() {
        List<Diagnostic> diagnostics =
                Config.seedLike().set("sshPublicKey", PASTED_PRIVATE_KEY).validate();
        Diagnostic d = only(diagnostics, "SSH_PUBLIC_KEY_MALFORMED", "sshPublicKey");
        assertTrue(d.message().startsWith("is a private key, not a public key"), d.line());
        assertKeyNotEchoed(diagnostics, PASTED_PRIVATE_KEY);
    }

    @Test
    void rsaKeyShorterThan2048BitsWarns() {
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("sshPublicKey", Config.RSA_1024_PUBLIC)
                .remove("sshPrivateKey")
                .set("bootstrap.enabled", false)
                .set("suppressWarnings", List.of("BOOTSTRAP_DISABLED"))
                .validate();
        assertExactly(diagnostics, "SSH_RSA_KEY_WEAK", "sshPublicKey");
        // the fingerprint `ssh-keygen -lf` prints for that key
        assertTrue(
                diagnostics
                        .get(0)
                        .message()
                        .contains("1024-bit RSA key (SHA256:EM+xUHRp5UWRbK9h/1K1/Ewtg4sQXQ63TLGhMbXO8Ls)"),
                diagnostics.get(0).line());
    }

    @Test
    void plainTextPrivateKeyIsRefused() {
        List<Diagnostic> diagnostics = Config.seedLike()
                .plainPrivateKey(Config.OpenSshKeys.privateKey(Config.ED25519_PUBLIC, "none"))
                .validate();
        assertExactly(diagnostics, "SSH_PRIVATE_KEY_NOT_SECRET", "sshPrivateKey");
    }

    @Test
    void encryptedSecurePrivateKeyIsAccepted() {
        List<Diagnostic> diagnostics = Config.seedLike().unreadablePrivateKey().validate();
        assertEquals(List.of(), diagnostics, Config.render(diagnostics));
    }

    @Test
    void publicKeyGivenAsPrivateKeyIsRefused() {
        Diagnostic d = only(
                Config.seedLike().secretPrivateKey(Config.ED25519_PUBLIC).validate(),
                "SSH_PRIVATE_KEY_MALFORMED",
                "sshPrivateKey");
        assertTrue(d.message().startsWith("is a public key"), d.line());
    }

    @Test
    void passphraseProtectedPrivateKeyIsRefused() {
        Diagnostic d = only(
                Config.seedLike()
                        .secretPrivateKey(Config.OpenSshKeys.privateKey(Config.ED25519_PUBLIC, "aes256-ctr"))
                        .validate(),
                "SSH_PRIVATE_KEY_MALFORMED",
                "sshPrivateKey");
        assertTrue(d.message().contains("passphrase"), d.line());
        only(
                Config.seedLike()
                        .secretPrivateKey("-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkq\n"
                                + "-----END ENCRYPTED PRIVATE KEY-----\n")
                        .validate(),
                "SSH_PRIVATE_KEY_MALFORMED",
                "sshPrivateKey");
    }

    @Test
    void puttyAndDamagedAndEmptyPrivateKeysAreRefused() {
        String damaged = PASTED_PRIVATE_KEY.replace("b3BlbnNzaC1rZXktdjEA", "b3BlbnNzaC1rZXktdjIA"); // openssh-key-v2
        for (String bad : List.of(
                "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\n",
                damaged,
                "hunter2",
                "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEA\n")) {
            List<Diagnostic> diagnostics =
                    Config.seedLike().secretPrivateKey(bad).validate();
            only(diagnostics, "SSH_PRIVATE_KEY_MALFORMED", "sshPrivateKey");
            assertKeyNotEchoed(diagnostics, bad);
        }
    }

    @Test
    void pemRsaPrivateKeyBlockIsAccepted() {
        String pem =
                "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAu2V+q8DIK8+8LVTv1qW2lz+EaURkP/N7I6o8aQjMrvxy2Wo6\n"
                        + "-----END RSA PRIVATE KEY-----\n";
        assertEquals(List.of(), Config.seedLike().secretPrivateKey(pem).validate());
    }

    @Test
    void privateKeyOfAnotherKeyPairIsRefused() {
        List<Diagnostic> diagnostics =
                Config.seedLike().secretPrivateKey(PASTED_PRIVATE_KEY).validate();
        Diagnostic d = only(diagnostics, "SSH_KEY_PAIR_MISMATCH", "sshPrivateKey");
        assertTrue(d.message().contains("sshPublicKey has " + Config.ED25519_FINGERPRINT), d.line());
        assertKeyNotEchoed(diagnostics, PASTED_PRIVATE_KEY);
    }

    @Test
    void privateKeyValueNeverAppearsInAnyDiagnostic() {
        String marker = "-----BEGIN OPENSSH PRIVATE KEY-----\nSECRET-MARKER-7f3a9c\n-----END OPENSSH PRIVATE KEY-----";
        List<Config> configs = List.of(
                Config.seedLike().secretPrivateKey(marker),
                Config.seedLike().plainPrivateKey(marker),
                Config.seedLike()
                        .plainPrivateKey(marker)
                        .set("cluster.nodeCount", 0)
                        .set("sshPublicKey", "bad"),
                Config.seedLike().secretPrivateKey("SECRET-MARKER-7f3a9c"));
        for (Config config : configs) {
            List<Diagnostic> diagnostics = config.validate();
            assertFalse(diagnostics.isEmpty());
            assertKeyNotEchoed(diagnostics, "SECRET-MARKER-7f3a9c");
        }
    }

    @Test
    void sshOpenToTheWorldWarns() {
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("sshAllowedCidrs", List.of("203.0.113.0/24", "0.0.0.0/0"))
                .validate();
        assertExactly(diagnostics, "SSH_OPEN_TO_WORLD", "sshAllowedCidrs");
        assertEquals(Diagnostic.Level.WARNING, diagnostics.get(0).level());
    }

    @Test
    void emptySshSourcesAreRefusedWhileBootstrapNeedsTheBastion() {
        assertExactly(
                Config.seedLike().set("sshAllowedCidrs", List.of()).validate(),
                "SSH_NO_ALLOWED_SOURCE",
                "sshAllowedCidrs");
        assertNone(
                Config.seedLike()
                        .set("sshAllowedCidrs", List.of())
                        .set("bootstrap.enabled", false)
                        .validate(),
                "SSH_NO_ALLOWED_SOURCE");
    }

    /** Neither the value nor any 12-character piece of it shows in any line printed. */
    private static void assertKeyNotEchoed(List<Diagnostic> diagnostics, String value) {
        String printed = Config.render(diagnostics);
        String compact = value.replaceAll("-----[A-Z ]+-----", "").replaceAll("\\s", "");
        for (int i = 0; i + 12 <= compact.length(); i++) {
            String piece = compact.substring(i, i + 12);
            assertFalse(printed.contains(piece), "diagnostics echo part of the key (" + piece + "):\n" + printed);
        }
    }
}
