package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import ocigpucluster.program.Features;
import ocigpucluster.settings.RawConfig;
import ocigpucluster.settings.Secrecy;
import ocigpucluster.settings.Settings;
import org.junit.jupiter.api.Test;

/**
 * Which values a stack's secret marks hide ({@link Secrecy}: the keys marked secret that are not
 * secret by nature, with every text their value takes), worked out by hand from Pulumi's rule (a
 * value set with {@code --secret --path g.k} marks the whole group g secret) and the documented
 * defaults (docs/configuration.md): a field marked only through its group and left at its default
 * is public knowledge; a group mark that comes with a secret-by-nature key is that key's.
 */
class SecretMarksTest {
    private static final String P = "oci-gpu-cluster:";

    private static Settings read(RawConfig raw) {
        return SettingsReader.read(raw, "test", Features.RULES).settings();
    }

    private static Map<String, List<String>> texts(Config c) {
        return read(c.raw()).secrecy().texts();
    }

    @Test
    void aGroupMarkHidesEachFieldButThoseAtTheirDocumentedDefault() {
        Config c = Config.seedLike()
                .secret("cluster.poolName", "team-a")
                .set("cluster.maxNodeCount", 100)
                // 200 is the boot volume's default, written as text as `pulumi config set --path` may
                .set("cluster.bootVolumeSizeInGbs", "200");
        // seedLike: shape BM.GPU4.8 and nodeCount 2 are the defaults; timezone Asia/Tokyo is not (UTC)
        assertEquals(
                Map.of(
                        "cluster.imageId", List.of(Config.IMAGE, Config.IMAGE.toUpperCase(java.util.Locale.ROOT)),
                        "cluster.maxNodeCount", List.of("100"),
                        "cluster.poolName", List.of("team-a", "TEAM-A"),
                        "cluster.timezone", List.of("Asia/Tokyo", "ASIA/TOKYO")),
                texts(c));
    }

    @Test
    void aNumberMarkedAsTextIsHiddenInEachOfItsForms() {
        Map<String, List<String>> t = texts(Config.seedLike().secret("cluster.nodeCount", " 3.0"));
        assertEquals(List.of(" 3.0", "3.0", "3"), t.get("cluster.nodeCount"), t.toString());
    }

    @Test
    void aGroupMarkThatCameWithASecretByNatureKeyIsThatKeys() {
        Config c = Config.seedLike()
                .set("users.directory.uri", List.of("ldaps://ldap.example.org"))
                .set("users.directory.baseDn", "dc=example,dc=org")
                .secret("users.directory.bindPassword", "pw-" + 42);
        // the password is secret by nature (handed over as a secret anyway); its plain siblings stay plain
        assertEquals(Map.of(), texts(c));
        assertTrue(read(c.raw()).secrecy().isEmpty());
    }

    @Test
    void aFieldMarkedOnItsOwnIsHiddenEvenAtItsDefault() {
        // the engine may report a nested key as its own secret (project:cluster.nodeCount)
        Config c = Config.seedLike();
        RawConfig raw = c.raw();
        RawConfig marked = new RawConfig(
                raw.values(),
                Set.of(P + "sshPrivateKey", P + "cluster", P + "cluster.nodeCount"),
                raw.unreadableSecrets());
        Map<String, List<String>> t = read(marked).secrecy().texts();
        assertEquals(List.of("2"), t.get("cluster.nodeCount"), t.toString());
        assertTrue(!t.containsKey("cluster.shape"), "the shape, at its default and marked through the group: " + t);
    }

    @Test
    void aSecretRegionIsHiddenAsWrittenTrimmedAndUpperCase() {
        RawConfig raw = Config.seedLike().region(" ap-osaka-1").raw();
        RawConfig marked = new RawConfig(
                raw.values(), Set.of(P + "sshPrivateKey", SettingsReader.REGION_KEY), raw.unreadableSecrets());
        assertEquals(
                Map.of("region", List.of(" ap-osaka-1", "ap-osaka-1", " AP-OSAKA-1", "AP-OSAKA-1")),
                read(marked).secrecy().texts());
        RawConfig blank = new RawConfig(
                Config.seedLike().region(" ").raw().values(),
                Set.of(P + "sshPrivateKey", SettingsReader.REGION_KEY),
                Set.of());
        assertEquals(Map.of(), read(blank).secrecy().texts(), "a blank region is no region");
        assertEquals(Map.of(), texts(Config.seedLike().region("ap-osaka-1")), "a plain region is plain");
    }

    @Test
    void theShadowMovesEachMarkedNumberByOneWithinItsRange() {
        Settings three = read(Config.seedLike().secret("cluster.nodeCount", 3).raw());
        assertEquals(4, three.secrecy().shadow().cluster().nodeCount(), "up by one");
        assertEquals(3, three.cluster().nodeCount(), "the settings themselves keep the value");
        Settings top = read(Config.seedLike()
                .secret("cluster.nodeCount", 4096)
                .set("cluster.maxNodeCount", 4096)
                .raw());
        assertEquals(4095, top.secrecy().shadow().cluster().nodeCount(), "down at the top of its range");
        assertEquals(4095, top.secrecy().shadow().cluster().maxNodeCount(), "marked by its group, at its top too");
        // only texts marked: no number to move, no shadow
        Settings poolOnly = read(Config.seedLike()
                .remove("cluster.nodeCount")
                .remove("cluster.timezone")
                .secret("cluster.poolName", "team-a")
                .raw());
        assertTrue(
                poolOnly.secrecy().texts().containsKey("cluster.poolName"),
                poolOnly.secrecy().toString());
        assertNull(poolOnly.secrecy().shadow(), "no marked number, no shadow");
    }

    @Test
    void nothingMarkedIsNothingHidden() {
        Settings s = read(Config.seedLike().raw());
        assertTrue(s.secrecy().isEmpty());
        assertNull(s.secrecy().shadow());
    }
}
