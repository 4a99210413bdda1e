package ocigpucluster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** `--help` lists each command with a whole one-line summary; a misspelt command gets the one meant. */
class HelpTest {
    private record Run(int code, String out, String err) {}

    private static Run cli(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void everyCommandHasAWholeSummaryOnOneLine() {
        Run help = cli("--help");
        assertEquals(0, help.code());
        List<String> section = new ArrayList<>();
        boolean in = false;
        for (String line : help.out().split("\n")) {
            if (line.equals("Commands:")) {
                in = true;
            } else if (in && line.isBlank()) {
                break;
            } else if (in) {
                section.add(line);
            }
        }
        List<String> commands = List.of("preview", "validate", "plan-diff", "nccl-report", "docs");
        assertEquals(commands.size(), section.size(), "one line per command, none wrapped:\n" + help.out());
        for (int i = 0; i < commands.size(); i++) {
            String line = section.get(i);
            assertTrue(line.startsWith("  " + commands.get(i) + " "), line);
            String summary = line.substring(2 + commands.get(i).length()).strip();
            assertTrue(summary.endsWith(".") || summary.endsWith(")"), "a whole sentence: " + line);
            assertTrue(line.length() <= 80, "fits the 80 columns: " + line);
            // the summary is the command's own, whole: its --help starts with it
            assertTrue(cli(commands.get(i), "--help").out().startsWith(summary + "\n"), commands.get(i));
        }
        assertTrue(help.out().contains("bin/oci-gpu-cluster pulumi ARGS..."), "the launcher's pass-through is named");
    }

    @Test
    void aMisspeltCommandGetsTheOneMeant() {
        Run r = cli("valdate", "--stack", "dev");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("validate"), r.err());
    }
}
