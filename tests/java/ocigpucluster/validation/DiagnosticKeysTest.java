package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ocigpucluster.program.Features;
import ocigpucluster.settings.BastionKeys;
import ocigpucluster.settings.ConfigKey;
import org.junit.jupiter.api.Test;

/**
 * A diagnostic carries the config keys it is about as data; the validator's one-problem-one-line
 * filter and its secret redaction read them, never the text. This keeps the data complete: a key
 * a check's text names in full is among the keys its finding carries.
 */
class DiagnosticKeysTest {
    /** A whole declared key name in running text (not part of a longer dotted name). */
    private static final Pattern KEY_IN_TEXT = Pattern.compile("(?<![\\w.])("
            + String.join(
                    "|",
                    Features.KEYS.all().stream()
                            .map(k -> Pattern.quote(k.key()))
                            .sorted((a, b) -> b.length() - a.length())
                            .toList())
            + ")(?![\\w])(?!\\.[a-zA-Z])");

    /** Configurations that make most checks speak: odd values of every key, and known bad combinations. */
    private static List<Config> configs() {
        List<Config> out = new ArrayList<>();
        List<Object> odd = java.util.Arrays.asList("", -1, 0, "x y", List.of("x"));
        for (ConfigKey k : Features.KEYS.all()) {
            for (Object v : odd) {
                out.add(Config.seedLike().set(k.key(), v));
            }
        }
        out.add(Config.seedLike().set("bastion.shape", "VM.Standard.E2.1"));
        out.add(Config.seedLike().set("scheduler.onNodeFailure", "drain"));
        out.add(Config.seedLike().set("scheduler.type", "slurm").set("scheduler.onNodeFailure", "drain"));
        out.add(Config.seedLike().set("onDemand.enabled", true));
        out.add(Config.seedLike()
                .set("scheduler.type", "slurm")
                .set("onDemand.enabled", true)
                .set("onDemand.maxNodes", 600));
        out.add(Config.seedLike().set("bootstrap.ncclMinBytes", "64G"));
        out.add(Config.seedLike().set("bootstrap.ncclMinBytes", "8G").set("bootstrap.ncclMaxBytes", "4G"));
        out.add(Config.seedLike().set("cluster.nodeCount", 600));
        out.add(Config.seedLike().set("bootstrap.containerRuntime", false));
        out.add(Config.seedLike().set("network.existingVcnId", Config.VCN));
        out.add(Config.seedLike().set("storage.mode", "external"));
        out.add(Config.seedLike().set("sshPublicKey", Config.RSA_1024_PUBLIC));
        return out;
    }

    @Test
    void everyKeyACheckNamesIsAKeyItCarries() {
        List<String> missing = new ArrayList<>();
        int checked = 0;
        for (Config c : configs()) {
            // the checks' own findings (the reader's lines are never filtered), before any is dropped
            var settings = SettingsReader.read(c.raw(), "test", Features.RULES).settings();
            for (Diagnostic d : Features.RULES.checks().stream()
                    .flatMap(check -> check.run(settings).stream())
                    .toList()) {
                checked++;
                Matcher m = KEY_IN_TEXT.matcher(d.message() + " " + d.fix());
                while (m.find()) {
                    if (!Validator.keysOf(d).contains(m.group(1))) {
                        missing.add(d.id() + " names " + m.group(1) + " but does not carry it: " + d.line());
                    }
                }
            }
        }
        assertTrue(checked > 50, "the configurations made only " + checked + " check diagnostics");
        assertEquals(List.of(), missing.stream().distinct().toList());
    }

    @Test
    void aFindingCarriesItsOwnKeyAndTheOthersItNames() {
        Diagnostic d = Config.only(
                Config.seedLike().set("bastion.shape", "VM.Standard.E2.1").validate(),
                "BASTION_SHAPE_NOT_FLEX",
                "bastion.shape");
        assertEquals(List.of(BastionKeys.SHAPE, BastionKeys.OCPUS, BastionKeys.MEMORY_IN_GBS), d.keys());
        // so a value of bastion.ocpus the reader could not use drops it: one problem, one line
        List<Diagnostic> both = Config.seedLike()
                .set("bastion.shape", "VM.Standard.E2.1")
                .set("bastion.ocpus", "many")
                .validate();
        Config.assertExactly(both, "CONFIG_TYPE", "bastion.ocpus");
        // a free-form name that is no declared key carries none
        assertEquals(List.of(), new Diagnostic(Diagnostic.Level.ERROR, "X", "users.accounts[0].uid", "m", "f").keys());
    }
}
