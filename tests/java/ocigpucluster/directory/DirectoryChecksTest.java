package ocigpucluster.directory;

import static ocigpucluster.validation.Config.assertExactly;
import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import ocigpucluster.program.Features;
import ocigpucluster.settings.ConfigKeys;
import ocigpucluster.settings.RawConfig;
import ocigpucluster.settings.StackConfig;
import ocigpucluster.validation.Config;
import ocigpucluster.validation.Diagnostic;
import ocigpucluster.validation.Validation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Directory mode (users.directory): every bad value is named with a fix, and the fix, applied, validates. */
public class DirectoryChecksTest {
    /**
     * An example CA certificate (`openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1
     * -subj "/CN=Example Directory CA"`), the one Pulumi.prod.yaml shows.
     */
    public static final String CA_PEM = exampleCa();

    private static final String PASSWORD = "s3cret-bind-Pa55";

    private static Config directory() {
        return Config.seedLike()
                .set("users.directory.uri", List.of("ldaps://ldap.example.org"))
                .set("users.directory.baseDn", "dc=example,dc=org")
                .set("users.directory.bindDn", "cn=sssd,ou=services,dc=example,dc=org")
                .set("users.directory.tlsCaCert", CA_PEM)
                .set("users.directory.allowGroups", List.of("ml"))
                .secret("users.directory.bindPassword", PASSWORD);
    }

    @Test
    void aCompleteDirectoryValidatesAndReachesTheSettings() {
        Config c = directory();
        assertExactly(c.validate());
        var d = Directory.of(Validation.of(c.raw(), "test", Features.RULES).settings());
        assertTrue(d.enabled());
        assertEquals(List.of("ldaps://ldap.example.org"), d.uris());
        assertEquals(PASSWORD, d.bindPassword().value().orElseThrow());
        assertEquals(CA_PEM.strip(), d.tlsCaCert());
    }

    @Test
    void withoutDirectoryKeysTheModeIsOffAndNothingIsReported() {
        assertExactly(Config.seedLike().validate());
        assertFalse(Directory.of(Validation.of(Config.seedLike().raw(), "test", Features.RULES)
                        .settings())
                .enabled());
    }

    @Test
    void theNestedFormPulumiWritesWithPathIsRead() {
        // `pulumi config set --path users.directory.uri[0] ...` nests objects: users -> directory -> uri
        Config c = directory();
        RawConfig flat = c.raw();
        Map<String, String> values = new java.util.TreeMap<>(flat.values());
        values.put(
                ConfigKeys.PROJECT + ":users",
                "{\"directory\":{\"uri\":[\"ldaps://a.example.org\",\"ldaps://b.example.org:636\"],"
                        + "\"baseDn\":\"dc=example,dc=org\",\"bindDn\":\"cn=sssd,dc=example,dc=org\",\"bindPassword\":\""
                        + PASSWORD + "\","
                        + "\"tlsCaCert\":" + new com.fasterxml.jackson.databind.ObjectMapper().valueToTree(CA_PEM)
                        + ",\"allowGroups\":[\"ml\"]}}");
        Validation v = Validation.of(new RawConfig(values, flat.secretKeys()), "test", Features.RULES);
        assertEquals(List.of(), v.diagnostics(), v.diagnostics().toString());
        assertEquals(
                List.of("ldaps://a.example.org", "ldaps://b.example.org:636"),
                Directory.of(v.settings()).uris());
    }

    @Test
    void aPlainTextBindPasswordIsRefusedWithoutQuotingIt() {
        Config c = directory().set("users.directory.bindPassword", PASSWORD);
        RawConfig raw = c.raw();
        Set<String> secrets = new java.util.HashSet<>(raw.secretKeys());
        secrets.remove(ConfigKeys.PROJECT + ":users");
        List<Diagnostic> ds = Validation.of(new RawConfig(raw.values(), secrets), "test", Features.RULES)
                .diagnostics();
        assertEquals(1, ds.size(), ds.toString());
        Diagnostic d = ds.get(0);
        assertEquals("DIRECTORY_BIND_PASSWORD_NOT_SECRET", d.id());
        assertEquals("users.directory.bindPassword", d.key());
        assertTrue(d.fix().contains("pulumi config set --secret --path users.directory.bindPassword"), d.line());
        assertFalse(d.line().contains(PASSWORD), d.line());
    }

    @Test
    void anIncompleteDirectoryNamesEachMissingKey() {
        Config c = Config.seedLike()
                .set("users.directory.uri", List.of("ldaps://ldap.example.org"))
                .set("users.directory.tlsCaCert", CA_PEM);
        assertExactly(
                c.validate(),
                "DIRECTORY_ACCESS_UNSET",
                "users.directory.allowGroups",
                "DIRECTORY_INCOMPLETE",
                "users.directory.baseDn",
                "DIRECTORY_INCOMPLETE",
                "users.directory.bindDn",
                "DIRECTORY_INCOMPLETE",
                "users.directory.bindPassword");
        Config noUri = directory().remove("users.directory.uri");
        assertExactly(noUri.validate(), "DIRECTORY_INCOMPLETE", "users.directory.uri");
        // the fixes, applied
        assertExactly(noUri.set("users.directory.uri", List.of("ldaps://ldap.example.org"))
                .validate());
    }

    @Test
    void aUriThatIsNotLdapOrLdapsOfAHostIsRefused() {
        for (String bad : List.of(
                "http://ldap.example.org",
                "ldap.example.org",
                "ldaps://",
                "ldaps://h/dc=example,dc=org",
                "ldaps://h?uid",
                "ldaps://user@h",
                "ldaps://a b",
                "ldaps://a,ldaps://b",
                "")) {
            assertExactly(
                    directory().set("users.directory.uri", List.of(bad)).validate(),
                    "DIRECTORY_URI_INVALID",
                    "users.directory.uri");
        }
        for (String good : List.of("ldaps://ldap.example.org:636", "ldaps://10.0.9.10/", "ldaps://[2001:db8::1]:636")) {
            assertExactly(directory().set("users.directory.uri", List.of(good)).validate());
        }
        assertExactly(
                directory()
                        .set("users.directory.uri", List.of("ldaps://a.example.org", "ldap://b.example.org"))
                        .validate(),
                "DIRECTORY_URI_INVALID",
                "users.directory.uri");
        // one text value is a list of one, as `pulumi config set --path users.directory.uri ldaps://...` stores it
        assertExactly(directory()
                .set("users.directory.uri", "ldaps://ldap.example.org")
                .validate());
    }

    @Test
    void aDnThatDoesNotParseIsRefused() {
        // a line break is the reader's to refuse, for every text key (CONFIG_CONTROL_CHARACTER)
        only(
                directory().set("users.directory.baseDn", "cn=a\ndc=b").validate(),
                "CONFIG_CONTROL_CHARACTER",
                "users.directory.baseDn");
        for (String bad : List.of("example.org", "dc=example,,dc=org", "=x")) {
            Diagnostic d = only(
                    directory().set("users.directory.baseDn", bad).validate(),
                    "DIRECTORY_DN_INVALID",
                    "users.directory.baseDn");
            // the example, but for a word it shares with the value (the users group is marked secret
            // here, and "example" of example.org is a piece of it)
            assertTrue(d.fix().matches(".*e\\.g\\. dc=(example|\\[secret\\]),dc=org.*"), d.line());
            assertExactly(
                    directory().set("users.directory.bindDn", bad).validate(),
                    "DIRECTORY_DN_INVALID",
                    "users.directory.bindDn");
        }
        assertExactly(directory()
                .set("users.directory.bindDn", "uid=svc\\,sssd,ou=Service Accounts,dc=example,dc=org")
                .validate());
    }

    @Test
    void ldapsNeedsACaAndTheCaMustBeACertificate() {
        assertExactly(
                directory().remove("users.directory.tlsCaCert").validate(),
                "DIRECTORY_TLS_CA_MISSING",
                "users.directory.tlsCaCert");
        for (String bad : List.of(
                "not a certificate",
                "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----",
                "-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----")) {
            assertExactly(
                    directory().set("users.directory.tlsCaCert", bad).validate(),
                    "DIRECTORY_TLS_CA_INVALID",
                    "users.directory.tlsCaCert");
        }
        assertExactly(
                directory().set("users.directory.tlsCaCert", CA_PEM + CA_PEM).validate());
    }

    @Test
    void plainLdapWithoutACaIsRefusedAndTheFixStartTlsWithTheCaValidates() {
        Config plain = directory()
                .set("users.directory.uri", List.of("ldap://ldap.example.org"))
                .remove("users.directory.tlsCaCert");
        Diagnostic d = only(plain.validate(), "DIRECTORY_NO_TLS", "users.directory.uri");
        // an error: the bind password would cross the VCN in clear (sssd-ldap(5) ldap_id_use_start_tls)
        assertEquals(Diagnostic.Level.ERROR, d.level());
        assertTrue(d.fix().contains("pulumi config set --path users.directory.tlsCaCert"), d.line());
        // not a warning one may silence
        assertExactly(
                plain.copy()
                        .set("suppressWarnings", List.of("DIRECTORY_NO_TLS"))
                        .validate(),
                "DIRECTORY_NO_TLS",
                "users.directory.uri",
                "SUPPRESS_ERROR_REFUSED",
                "suppressWarnings");
        // the fix applied: the CA set, which turns on StartTLS
        assertExactly(plain.set("users.directory.tlsCaCert", CA_PEM).validate());
    }

    @Test
    void withoutAllowedGroupsEveryDirectoryUserCouldLogInAndTheModeIsRefused() {
        Config open = directory().remove("users.directory.allowGroups");
        Diagnostic d = only(open.validate(), "DIRECTORY_ACCESS_UNSET", "users.directory.allowGroups");
        assertTrue(d.fix().contains("pulumi config set --path 'users.directory.allowGroups[0]' ml"), d.line());
        assertExactly(
                open.copy().set("users.directory.allowGroups", List.of("ml")).validate());
        assertExactly(open.copy()
                .set("users.directory.allowGroups", List.of("ml", "gpu users", "hpc-admins"))
                .validate());
        var settings = Validation.of(
                        open.copy()
                                .set("users.directory.allowGroups", List.of("ml", "hpc"))
                                .raw(),
                        "test",
                        Features.RULES)
                .settings();
        assertEquals(List.of("ml", "hpc"), Directory.of(settings).allowGroups());
        // allowGroups alone switches directory mode on as the other keys do: the rest is then required
        assertNoneButIncomplete(Config.seedLike()
                .set("users.directory.allowGroups", List.of("ml"))
                .validate());
    }

    private static void assertNoneButIncomplete(List<Diagnostic> diagnostics) {
        assertFalse(diagnostics.isEmpty());
        assertTrue(
                diagnostics.stream().allMatch(x -> x.id().equals("DIRECTORY_INCOMPLETE")), Config.render(diagnostics));
    }

    @Test
    void anAllowedGroupThatCannotBeOneSimpleAllowGroupsEntryIsRefused() {
        only(
                directory()
                        .set("users.directory.allowGroups", List.of("ml\nroot"))
                        .validate(),
                "CONFIG_CONTROL_CHARACTER",
                "users.directory.allowGroups");
        for (String bad : List.of("ml,admins", "", "-x", "ml/x")) {
            only(
                    directory().set("users.directory.allowGroups", List.of(bad)).validate(),
                    "DIRECTORY_ALLOW_GROUP_INVALID",
                    "users.directory.allowGroups");
        }
        // the fix: each group its own entry
        assertExactly(directory()
                .set("users.directory.allowGroups", List.of("ml", "admins"))
                .validate());
    }

    @Test
    void aBindPasswordThatCannotBeOneSssdConfLineIsRefused() {
        for (String bad : List.of(" lead-pw", "trail-pw ", "two\nlines-pw")) {
            Diagnostic d = only(
                    directory().secret("users.directory.bindPassword", bad).validate(),
                    "DIRECTORY_BIND_PASSWORD_INVALID",
                    "users.directory.bindPassword");
            assertFalse(d.line().contains("-pw"), "the password is not quoted: " + d.line());
        }
    }

    @Test
    void anEncryptedNestedBindPasswordInTheStackFileIsASecretNotReadHere(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("Pulumi.test.yaml");
        Files.writeString(file, """
                config:
                  oci-gpu-cluster:users:
                    directory:
                      uri:
                        - ldaps://ldap.example.org
                      bindPassword:
                        secure: AAABAKxEw0j6Wqg0c2VjcmV0LWJpbmQ=
                """);
        RawConfig raw = StackConfig.read(file).toRawConfig();
        assertTrue(
                raw.secretKeys().contains(ConfigKeys.PROJECT + ":users"),
                raw.secretKeys().toString());
        assertTrue(
                raw.unreadableSecrets().contains(ConfigKeys.PROJECT + ":users.directory.bindPassword"),
                raw.unreadableSecrets().toString());
        assertFalse(
                raw.values().get(ConfigKeys.PROJECT + ":users").contains("AAABAK"), "the ciphertext is not a value");
    }

    static String exampleCa() {
        try (var in = DirectoryChecksTest.class.getResourceAsStream("/ocigpucluster/directory/example-ca.pem")) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII);
        } catch (java.io.IOException | NullPointerException e) {
            throw new AssertionError("tests/resources/ocigpucluster/directory/example-ca.pem is missing", e);
        }
    }
}
