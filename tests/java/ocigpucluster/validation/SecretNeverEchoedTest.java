package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import ocigpucluster.Repo;
import ocigpucluster.program.Features;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.StackConfig;
import org.junit.jupiter.api.Test;

/**
 * A value given with --set-secret never shows in a diagnostic, whatever the key and however bad
 * the value: not whole, not cut short.
 */
class SecretNeverEchoedTest {
    /** Bad values that checks like to quote (made long and distinctive so any echo is found). */
    static final List<String> BAD = List.of(
            "s3cr3t-value-do-not-print",
            "zzTOPSECRETzz/99",
            "999999999999",
            "-7777",
            "ocid1.image.oc1.ap-osaka-1.secretsecretsecretsecretsecretsecretsecretsecretsecret",
            "10.99.88.77/31",
            "Secret Zone/Nowhere",
            "x".repeat(80) + "TAILSECRET",
            "ssh-rsa AAAAsecretsecret notakey",
            // webhook URLs with a token, each bad in its own way (monitoring.alertReceiver)
            "http://hooks.example.com/services/T0KENSECRET",
            "ftp://203.0.113.7/hooks/T0KENSECRET2",
            "https://user:PASSWORDSECRET@hooks.example.com/x",
            "https://hooks.example.com/a TOKEN SECRET");

    @Test
    void noBadSecretValueOfAnyKeyIsEchoed() throws Exception {
        List<String> problems = new ArrayList<>();
        int cases = 0;
        int reported = 0;
        for (ConfigKey k : Features.KEYS.all()) {
            for (String value : BAD) {
                cases++;
                StackConfig c = StackConfig.read(Repo.path("Pulumi.dev.yaml"));
                c.set(k.key() + "=" + value, true);
                List<Diagnostic> d =
                        Validation.of(c.toRawConfig(), "dev", Features.RULES).diagnostics();
                reported += d.size();
                for (Diagnostic x : d) {
                    for (String piece : pieces(value)) {
                        if (x.line().contains(piece)) {
                            problems.add(k.key() + "=" + value + " shows '" + piece + "': " + x.line());
                        }
                    }
                }
            }
        }
        assertTrue(cases > 200 && reported > cases / 2, cases + " cases, " + reported + " diagnostics");
        assertEquals("", String.join("\n", problems));
    }

    /** The value, and for long values any run of 12 characters from it (a quoted value cut short). */
    private static List<String> pieces(String value) {
        List<String> out = new ArrayList<>(List.of(value));
        for (int i = 0; i + 12 <= value.length(); i += 6) {
            String piece = value.substring(i, i + 12);
            if (!piece.chars().allMatch(ch -> ch == 'x') && !piece.startsWith("ocid1.image.")) {
                out.add(piece);
            }
        }
        return out;
    }

    @Test
    void aMalformedSetSecretAssignmentIsNotEchoedEither() {
        StackConfig c = StackConfig.empty();
        StackConfig.ConfigFileException e = org.junit.jupiter.api.Assertions.assertThrows(
                StackConfig.ConfigFileException.class, () -> c.set("topsecretvalue-without-key", true));
        assertTrue(!e.getMessage().contains("topsecret"), e.getMessage());
    }
}
