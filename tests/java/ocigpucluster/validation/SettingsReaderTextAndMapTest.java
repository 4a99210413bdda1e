package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.program.Features;
import org.junit.jupiter.api.Test;

/**
 * How the reader takes a map of tags and a text that holds a control character: the map read
 * back as given (from JSON text too), each wrong shape refused with its own words, and a control
 * character named where the value is not secret, with the default offered only where there is one.
 */
class SettingsReaderTextAndMapTest {
    private static Validation read(Config c) {
        return Validation.of(c.raw(), "test", Features.RULES);
    }

    private static List<String> lines(Validation v) {
        return v.diagnostics().stream().map(Diagnostic::line).toList();
    }

    @Test
    void aMapOfTagsIsReadBackAsGivenAlsoFromItsJsonText() {
        Validation v = read(Config.seedLike().set("tags.freeform", "{\"team\":\"a\",\"n\":3}"));
        assertEquals(List.of(), v.diagnostics());
        assertEquals(Map.of("team", "a", "n", "3"), v.settings().tags().freeform());
    }

    @Test
    void aMapOfTheWrongShapeIsRefusedAndTheDefaultStands() {
        Map<String, Object> withNull = new LinkedHashMap<>();
        withNull.put("team", null);
        String textValues = "must be a map of keys to text values, got '%s'; set a map of keys to text values, e.g."
                + " the default {} [CONFIG_TYPE]";
        String values = "must be a map of keys to values, got '%s'; set a map of keys to values, e.g. the default {}"
                + " [CONFIG_TYPE]";
        for (Object[] c : new Object[][] {
            {List.of("a"), values.formatted("[\"a\"]")},
            {"team=a", values.formatted("team=a")},
            {Map.of("a", Map.of("b", 1)), textValues.formatted("{\"a\":{\"b\":1}}")},
            {withNull, textValues.formatted("{\"team\":null}")}
        }) {
            Validation v = read(Config.seedLike().set("tags.freeform", c[0]));
            assertEquals(List.of("error: tags.freeform: " + c[1]), lines(v), String.valueOf(c[0]));
            assertEquals(Map.of(), v.settings().tags().freeform());
        }
    }

    private static final String REACHES =
            "; its value reaches the nodes' scripts and files, where that would change what they hold; set it again"
                    + " as one line of plain text, without line breaks, tabs or other control characters";

    @Test
    void aControlCharacterIsNamedAndTheDefaultOfferedWhereThereIsOne() {
        assertEquals(
                List.of("error: cluster.poolName: contains U+0009 (tab)" + REACHES
                        + ", or remove it (the default is gpu) [CONFIG_CONTROL_CHARACTER]"),
                lines(read(Config.seedLike().set("cluster.poolName", "gp\tu"))));
        // a key read line by line (several public keys) may break lines, but takes no other control character
        assertEquals(
                List.of("error: sshPublicKey: contains U+0007 other than a line break" + REACHES
                        + " [CONFIG_CONTROL_CHARACTER]"),
                lines(read(Config.seedLike().set("sshPublicKey", "ssh-ed25519 AAAA\u0007C3Nz x@y"))));
    }

    @Test
    void aSecretsControlCharacterIsNotNamed() {
        assertEquals(
                List.of("error: cluster.poolName: contains a control character" + REACHES
                        + ", or remove it (the default is gpu) [CONFIG_CONTROL_CHARACTER]"),
                lines(read(Config.seedLike().secret("cluster.poolName", "gp\tu"))));
        assertEquals(
                List.of("error: sshPublicKey: contains a control character other than a line break" + REACHES
                        + " [CONFIG_CONTROL_CHARACTER]"),
                lines(read(Config.seedLike().secret("sshPublicKey", "ssh-ed25519 AAAA\u0007C3Nz x@y"))));
    }

    @Test
    void aListsItemsAreReadBackAndAnItemWithAControlCharacterRefusesTheList() {
        Validation good = read(Config.seedLike().set("sshAllowedCidrs", List.of("203.0.113.0/24", "10.0.0.0/8")));
        assertEquals(List.of("203.0.113.0/24", "10.0.0.0/8"), good.settings().sshAllowedCidrs());
        Validation bad = read(Config.seedLike().set("sshAllowedCidrs", List.of("203.0.113.0/24", "10.0.\t0.0/8")));
        assertEquals(
                List.of("error: sshAllowedCidrs: contains U+0009 (tab)" + REACHES + " [CONFIG_CONTROL_CHARACTER]"),
                lines(bad));
        // the key's default stands in, as for any value refused (nothing is created while it is an error)
        assertEquals(List.of("0.0.0.0/0"), bad.settings().sshAllowedCidrs());
    }

    @Test
    void anUnsetNumberIsItsDefaultAndASetOneItsValue() {
        assertEquals(2.0, read(Config.seedLike()).settings().login().vm().ocpus());
        assertEquals(
                3.5,
                read(Config.seedLike().set("login.ocpus", 3.5))
                        .settings()
                        .login()
                        .vm()
                        .ocpus());
    }
}
