package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import ocigpucluster.program.Features;
import ocigpucluster.settings.ConfigKeys;
import ocigpucluster.settings.RawConfig;
import org.junit.jupiter.api.Test;

/**
 * A hint whose value did not hold keeps its rule without the value; an entry of the SSH list is
 * named as an entry; a secret number inside a group is known in both its spellings.
 */
class HintTextEdgesTest {
    private static final String P = ConfigKeys.PROJECT + ":";

    @Test
    void withoutItsValueAHintKeepsItsRule() {
        var withRule = new Diagnostic(
                Diagnostic.Level.ERROR,
                "X",
                "cluster.nodeCount",
                "is 0",
                "set it to 2",
                new Diagnostic.Suggestion("cluster.nodeCount", 2, "set it from 1 to 4096"));
        assertEquals("set it from 1 to 4096", withRule.withoutSuggestion().fix());
        assertNull(withRule.withoutSuggestion().suggestion());
        var noRule = new Diagnostic(
                Diagnostic.Level.ERROR, "X", "k", "m", "set it to 2", new Diagnostic.Suggestion("k", 2, null));
        assertEquals("set it to 2", noRule.withoutSuggestion().fix());
        var none = new Diagnostic(Diagnostic.Level.ERROR, "X", "k", "m", "fix", null);
        assertEquals("fix", none.withoutSuggestion().fix());
    }

    @Test
    void anSshListEntryIsNamedAsAnEntry() {
        List<Diagnostic> d = Validator.validate(SettingsReader.read(
                Config.seedLike()
                        .set("sshAllowedCidrs", List.of("198.51.100.0/24", "garbage"))
                        .set("network.vcnCidr", "junk")
                        .raw(),
                "test",
                Features.RULES));
        assertTrue(
                d.stream()
                        .anyMatch(x -> x.key().equals("sshAllowedCidrs")
                                && x.message().startsWith("entry 'garbage' is not an IPv4 CIDR")),
                d.toString());
        assertTrue(
                d.stream()
                        .anyMatch(x -> x.key().equals("network.vcnCidr")
                                && x.message().startsWith("'junk' is not an IPv4 CIDR")),
                d.toString());
    }

    @Test
    void aSecretNumberInAGroupIsKnownAsWrittenAndAsANumber() {
        var raw = new RawConfig(Map.of(P + "cluster", "{\"nodeCount\": 1e2}"), Set.of(P + "cluster"));
        assertEquals(
                List.of("100.0", "100"),
                SettingsReader.read(raw, "test", Features.RULES).secretValues().get("cluster.nodeCount"));
    }
}
