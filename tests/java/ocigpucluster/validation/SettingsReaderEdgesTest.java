package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import ocigpucluster.directory.Directory;
import ocigpucluster.program.Features;
import ocigpucluster.settings.RawConfig;
import ocigpucluster.users.Users;
import org.junit.jupiter.api.Test;

/**
 * What the reader makes of keys outside the project's namespace, of secrets inside a group, of
 * numbers in their less usual forms, and of a list of objects in the wrong shape: each expected
 * diagnostic written out from the reader's contract (its class comment, docs/configuration.md).
 */
class SettingsReaderEdgesTest {
    private static final String P = "oci-gpu-cluster:";

    private static SettingsReader.Result read(RawConfig raw) {
        return SettingsReader.read(raw, "test", Features.RULES);
    }

    private static SettingsReader.Result read(Config c) {
        return read(c.raw());
    }

    /** The seed config with more raw entries, as the engine hands them over. */
    private static RawConfig with(Map<String, String> more) {
        RawConfig raw = Config.seedLike().raw();
        Map<String, String> values = new LinkedHashMap<>(raw.values());
        values.putAll(more);
        return new RawConfig(values, raw.secretKeys(), raw.unreadableSecrets());
    }

    private static List<String> lines(SettingsReader.Result r, String id) {
        return r.diagnostics().stream()
                .filter(d -> d.id().equals(id))
                .map(d -> d.key() + ": " + d.message() + " / " + d.fix())
                .toList();
    }

    @Test
    void aKeyWithoutANamespaceOrANameIsMalformed() {
        SettingsReader.Result r = read(with(Map.of("nodeCount", "3", "oci:", "x", ":region", "y")));
        assertEquals(
                Set.of(
                        "nodeCount: is not a config key (namespace:name, with both parts non-empty)"
                                + " / write it as oci-gpu-cluster:<key> or drop the ':'",
                        "oci:: is not a config key (namespace:name, with both parts non-empty)"
                                + " / write it as oci-gpu-cluster:<key> or drop the ':'",
                        ":region: is not a config key (namespace:name, with both parts non-empty)"
                                + " / write it as oci-gpu-cluster:<key> or drop the ':'"),
                Set.copyOf(lines(r, "CONFIG_KEY_MALFORMED")));
    }

    @Test
    void aKeyInANamespaceNothingReadsIsSaidWithTheNearestProjectName() {
        SettingsReader.Result r = read(with(Map.of(
                "oci-gpu-clustr:nodeCount", "3",
                "aws:region", "us-east-1",
                "tls:anything", "x",
                "command:anything", "x",
                "pulumi:tags", "x")));
        assertEquals(
                Set.of(
                        "oci-gpu-clustr:nodeCount: is in namespace 'oci-gpu-clustr', which nothing in this program reads"
                                + " / did you mean oci-gpu-cluster:nodeCount? move it to oci-gpu-cluster: or remove it"
                                + " (or suppress CONFIG_NAMESPACE_UNUSED)",
                        "aws:region: is in namespace 'aws', which nothing in this program reads"
                                + " / move it to oci-gpu-cluster: or remove it (or suppress CONFIG_NAMESPACE_UNUSED)"),
                Set.copyOf(lines(r, "CONFIG_NAMESPACE_UNUSED")),
                "the providers' namespaces (oci, tls, command) and Pulumi's own are read by them");
        assertEquals(List.of(), lines(r, "CONFIG_KEY_MALFORMED"));
    }

    @Test
    void aGroupThatIsNotAnObjectIsRefusedWithoutQuotingASecretOne() {
        SettingsReader.Result plain = read(with(Map.of(P + "cluster", "3")));
        assertEquals(
                List.of("cluster: must be an object of settings, got '3'"
                        + " / set its keys with `pulumi config set --path cluster.<key> <value>`"),
                lines(plain, "CONFIG_TYPE"));
        assertTrue(plain.unreadableKeys().contains("cluster"));
        RawConfig raw = with(Map.of(P + "cluster", "hunter2"));
        Set<String> marked = new java.util.HashSet<>(raw.secretKeys());
        marked.add(P + "cluster");
        SettingsReader.Result secret = read(new RawConfig(raw.values(), marked, Set.of()));
        assertEquals(
                List.of("cluster: must be an object of settings, got [secret]"
                        + " / set its keys with `pulumi config set --path cluster.<key> <value>`"),
                lines(secret, "CONFIG_TYPE"));
    }

    @Test
    void aSubgroupIsReadKeyByKey() {
        SettingsReader.Result r = read(Config.seedLike()
                .set("users.directory", Map.of("baseDn", "dc=example,dc=org", "bindDn", "cn=sssd,dc=example,dc=org")));
        assertEquals(List.of(), lines(r, "CONFIG_UNKNOWN_KEY"), "users.directory's fields are keys");
        Directory d = Directory.of(r.settings());
        assertEquals("dc=example,dc=org", d.baseDn());
        assertEquals("cn=sssd,dc=example,dc=org", d.bindDn());
    }

    @Test
    void aGroupsSecretMustArriveAsASecret() {
        // plain: refused, under the key's own id
        SettingsReader.Result plain = read(Config.seedLike().set("users.directory.bindPassword", "pw"));
        assertEquals(
                List.of("users.directory.bindPassword: is stored in plain text in the stack config / remove it and"
                        + " set it as a secret: `pulumi config rm --path users.directory.bindPassword` then `pulumi"
                        + " config set --secret --path users.directory.bindPassword` (it prompts for the value)"),
                lines(plain, "DIRECTORY_BIND_PASSWORD_NOT_SECRET"));
        assertEquals("pw", Directory.of(plain.settings()).bindPassword().value().orElseThrow());
        // a secret: read, nothing said
        SettingsReader.Result secret = read(Config.seedLike().secret("users.directory.bindPassword", "pw2"));
        assertEquals(List.of(), lines(secret, "DIRECTORY_BIND_PASSWORD_NOT_SECRET"));
        assertEquals(
                "pw2", Directory.of(secret.settings()).bindPassword().value().orElseThrow());
        // a secure: value the offline tools cannot decrypt: known to be there, unknown
        RawConfig raw = Config.seedLike().raw();
        Set<String> marked = new java.util.HashSet<>(raw.secretKeys());
        marked.add(P + "users");
        SettingsReader.Result unknown =
                read(new RawConfig(raw.values(), marked, Set.of(P + "users.directory.bindPassword")));
        assertTrue(Directory.of(unknown.settings()).bindPassword().value().isEmpty(), "unknown");
        assertEquals(List.of(), lines(unknown, "DIRECTORY_BIND_PASSWORD_NOT_SECRET"));
        // absent, or JSON null: none
        assertNull(Directory.of(read(Config.seedLike()).settings()).bindPassword());
        assertNull(Directory.of(read(Config.seedLike().secret("users.directory.bindPassword", null))
                        .settings())
                .bindPassword());
    }

    @Test
    void numbersInTheirLessUsualForms() {
        // a whole number written with a zero fraction is that number
        SettingsReader.Result two = read(Config.seedLike().set("cluster.nodeCount", 2.0));
        assertEquals(List.of(), lines(two, "CONFIG_TYPE"));
        assertEquals(2, two.settings().cluster().nodeCount());
        // a fraction is not a whole number
        SettingsReader.Result half = read(Config.seedLike().set("cluster.nodeCount", "2.5"));
        assertEquals(
                List.of("cluster.nodeCount: must be a whole number from 1 to 4096, got '2.5'"
                        + " / set a whole number from 1 to 4096, e.g. the default 2"),
                lines(half, "CONFIG_TYPE"));
        assertEquals(2, half.settings().cluster().nodeCount(), "the default stands in");
        // a number too large for a double (Jackson reads it as infinity) is no number
        SettingsReader.Result huge = read(with(Map.of(
                P + "cluster",
                "{\"shape\": \"BM.GPU4.8\", \"nodeCount\": 1e999, \"imageId\": \"" + Config.IMAGE + "\"}")));
        assertEquals(1, lines(huge, "CONFIG_TYPE").size(), huge.diagnostics().toString());
        assertTrue(lines(huge, "CONFIG_TYPE").get(0).startsWith("cluster.nodeCount: must be a whole number"));
    }

    @Test
    void aListOfObjectsIsReadFromJsonOrItsTextAndAnythingElseIsRefused() {
        SettingsReader.Result text =
                read(Config.seedLike().set("users.accounts", "[{\"name\": \"alice\", \"uid\": 20001}]"));
        assertEquals(List.of(), lines(text, "CONFIG_TYPE"));
        assertEquals("alice", Users.of(text.settings()).accounts().get(0).name());
        SettingsReader.Result notAList = read(Config.seedLike().set("users.accounts", "alice"));
        assertEquals(
                1, lines(notAList, "CONFIG_TYPE").size(), notAList.diagnostics().toString());
        assertTrue(
                lines(notAList, "CONFIG_TYPE")
                        .get(0)
                        .startsWith("users.accounts: must be a list of objects, got 'alice'"),
                lines(notAList, "CONFIG_TYPE").toString());
        assertTrue(Users.of(notAList.settings()).accounts().isEmpty());
        SettingsReader.Result object = read(Config.seedLike().set("users.accounts", Map.of("name", "alice")));
        assertEquals(
                1, lines(object, "CONFIG_TYPE").size(), object.diagnostics().toString());
    }

    @Test
    void aKeySetToNullIsNotSet() {
        assertTrue(
                Users.of(read(Config.seedLike().set("users.accounts", List.of()))
                                .settings())
                        .managed(),
                "an empty list is set: the stage runs and locks removed accounts");
        assertFalse(
                Users.of(read(Config.seedLike().set("users.accounts", null)).settings())
                        .managed(),
                "null");
        assertFalse(Users.of(read(Config.seedLike()).settings()).managed(), "absent");
    }
}
