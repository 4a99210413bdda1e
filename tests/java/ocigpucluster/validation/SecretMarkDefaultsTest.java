package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import ocigpucluster.program.Features;
import org.junit.jupiter.api.Test;

/**
 * A field marked only through its group (Pulumi marks the whole group for `--secret --path g.k`)
 * and left at its documented default (docs/configuration.md: cluster.bootVolumeSizeInGbs 200,
 * bastion.protect false) is public knowledge, however the value is written: a number with a
 * fraction of zero, that number as text, a boolean as text.
 */
class SecretMarkDefaultsTest {
    private static Map<String, List<String>> texts(Config c) {
        return SettingsReader.read(c.raw(), "test", Features.RULES)
                .settings()
                .secrecy()
                .texts();
    }

    @Test
    void aDefaultNumberWrittenWithAFractionOfZeroIsPublic() {
        for (Object written : List.of(200.0, "200.0")) {
            Map<String, List<String>> t = texts(
                    Config.seedLike().secret("cluster.poolName", "team-a").set("cluster.bootVolumeSizeInGbs", written));
            assertTrue(t.containsKey("cluster.poolName"), t.toString());
            assertFalse(t.containsKey("cluster.bootVolumeSizeInGbs"), written + ": " + t);
        }
        // the group mark hides a value off its default
        assertTrue(texts(Config.seedLike().secret("cluster.poolName", "team-a").set("cluster.bootVolumeSizeInGbs", 300))
                .containsKey("cluster.bootVolumeSizeInGbs"));
    }

    @Test
    void aDefaultBooleanWrittenAsTextIsPublic() {
        Map<String, List<String>> t = texts(Config.seedLike().secret("bastion.protect", "false"));
        assertFalse(t.containsKey("bastion.protect"), t.toString());
        assertTrue(texts(Config.seedLike().secret("bastion.protect", "true")).containsKey("bastion.protect"));
    }
}
