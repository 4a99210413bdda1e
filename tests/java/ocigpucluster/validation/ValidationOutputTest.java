package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import java.util.Set;
import ocigpucluster.program.Features;
import ocigpucluster.settings.ConfigKeys;
import ocigpucluster.settings.RawConfig;
import org.junit.jupiter.api.Test;

/**
 * What validate prints (each line, then how many errors and that nothing was registered), how a
 * tried fix is applied to the raw config (as the engine would hand the value over), and when a
 * derived value is close enough to a secret to be hidden (a shared run of five characters).
 */
class ValidationOutputTest {
    private static final String P = ConfigKeys.PROJECT + ":";

    /** Through a buffer: what print leaves unflushed is not printed. */
    private static String printed(Validation v) {
        StringWriter out = new StringWriter();
        v.print(new PrintWriter(new java.io.BufferedWriter(out)));
        return out.toString();
    }

    @Test
    void aValidConfigPrintsItsWarningsOnlyAndHasNoErrors() {
        Validation ok = Validation.of(Config.seedLike().raw(), "test", Features.RULES);
        assertFalse(ok.hasErrors(), ok.diagnostics().toString());
        assertFalse(printed(ok).contains("nothing was registered"), printed(ok));
    }

    @Test
    void errorsArePrintedAndCounted() {
        Validation one =
                Validation.of(Config.seedLike().set("cluster.nodeCount", 2.5).raw(), "test", Features.RULES);
        assertTrue(one.hasErrors());
        String text = printed(one);
        for (Diagnostic d : one.diagnostics()) {
            assertTrue(text.contains(d.line() + System.lineSeparator()), text);
        }
        long errors = one.diagnostics().stream().filter(Diagnostic::isError).count();
        assertEquals(1, errors, one.diagnostics().toString());
        assertTrue(
                text.endsWith("1 error in the configuration; nothing was registered." + System.lineSeparator()), text);

        Validation two = Validation.of(
                Config.seedLike()
                        .set("cluster.nodeCount", 2.5)
                        .set("bastion.ocpus", "x")
                        .raw(),
                "test",
                Features.RULES);
        assertTrue(
                printed(two)
                        .endsWith("2 errors in the configuration; nothing was registered." + System.lineSeparator()),
                printed(two));
    }

    @Test
    void aTriedFixSetsOrRemovesATopLevelKeyAsText() {
        RawConfig raw = new RawConfig(Map.of(P + "sshAllowedCidrs", "1.2.3.4"), Set.of());
        RawConfig removed = Validation.applied(raw, new Diagnostic.Suggestion("sshAllowedCidrs", null, "remove it"));
        assertFalse(
                removed.values().containsKey(P + "sshAllowedCidrs"),
                removed.values().toString());
        RawConfig text = Validation.applied(raw, new Diagnostic.Suggestion("sshAllowedCidrs", "10.0.0.0/8", "set it"));
        assertEquals("10.0.0.0/8", text.values().get(P + "sshAllowedCidrs"));
        RawConfig list = Validation.applied(
                raw, new Diagnostic.Suggestion("sshAllowedCidrs", java.util.List.of("0.0.0.0/0"), "set it"));
        assertEquals("[\"0.0.0.0/0\"]", list.values().get(P + "sshAllowedCidrs"));
    }

    @Test
    void aSharedRunOfFiveCharactersIgnoringCase() {
        assertTrue(Validator.sharesRun("abcdef", "xxABCDEyy"));
        assertTrue(Validator.sharesRun("hello", "HELLO"), "the whole text is the run");
        assertFalse(Validator.sharesRun("abcdef", "xxABCDyy"), "four in common");
        assertFalse(Validator.sharesRun("abcdef", "abcd"), "shorter than a run");
    }
}
