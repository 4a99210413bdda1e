package ocigpucluster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** `--help` lists each command with a whole one-line summary; a misspelt command gets the one meant. */
class HelpTest {
    private static CliProcess.InProcess cli(String... args) {
        return CliProcess.InProcess.run(args);
    }

    @Test
    void everyCommandHasAWholeSummaryOnOneLine() {
        CliProcess.InProcess help = cli("--help");
        assertEquals(0, help.exitCode());
        List<String> section = new ArrayList<>();
        boolean in = false;
        for (String line : help.stdout().split("\n")) {
            if (line.equals("Commands:")) {
                in = true;
            } else if (in && line.isBlank()) {
                break;
            } else if (in) {
                section.add(line);
            }
        }
        List<String> commands = List.of("preview", "validate", "plan-diff", "nccl-report", "nccl-ab", "docs");
        assertEquals(commands.size(), section.size(), "one line per command, none wrapped:\n" + help.stdout());
        for (int i = 0; i < commands.size(); i++) {
            String line = section.get(i);
            assertTrue(line.startsWith("  " + commands.get(i) + " "), line);
            String summary = line.substring(2 + commands.get(i).length()).strip();
            assertTrue(summary.endsWith(".") || summary.endsWith(")"), "a whole sentence: " + line);
            assertTrue(line.length() <= 80, "fits the 80 columns: " + line);
            // the summary is the command's own, whole: its --help starts with it
            assertTrue(cli(commands.get(i), "--help").stdout().startsWith(summary + "\n"), commands.get(i));
        }
        assertTrue(
                help.stdout().contains("bin/oci-gpu-cluster pulumi ARGS..."), "the launcher's pass-through is named");
    }

    @Test
    void aMisspeltCommandGetsTheOneMeant() {
        CliProcess.InProcess r = cli("valdate", "--stack", "dev");
        assertEquals(2, r.exitCode());
        assertTrue(r.stderr().contains("validate"), r.stderr());
    }
}
