package ocigpucluster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Exit codes: an internal error has its own (70, sysexits' EX_SOFTWARE), never a code that
 * means a result — plan-diff's 1 reads "changes, nothing replaced" in CI — and every code each
 * command gives is in its --help and in docs/cli.md's table, the same set in both.
 */
class ExitCodesTest {
    @TempDir
    Path dir;

    private record Run(int exit, String out, String err) {}

    @Test
    void anExceptionInsideAnyCommandIsOneLineAndExitSeventy() {
        CommandLine cl = Cli.commandLine();
        cl.addSubcommand("crash", new Crash());
        StringWriter err = new StringWriter();
        cl.setErr(new PrintWriter(err, true));
        assertEquals(Cli.INTERNAL_ERROR, cl.execute("crash"));
        assertEquals(70, Cli.INTERNAL_ERROR);
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
        assertTrue(err.toString().contains("an internal error of oci-gpu-cluster"), err.toString());
        assertFalse(err.toString().contains("\u001b"), "a terminal escape reached the terminal: " + err);
    }

    @CommandLine.Command(name = "crash")
    static final class Crash implements Callable<Integer> {
        @Override
        public Integer call() {
            throw new IllegalStateException("boom \u001b[2J at a place nobody foresaw");
        }
    }

    /** However plan-diff is started (the CI test harness runs the command without Cli's handlers). */
    @Test
    void planDiffFailingInsideIsSeventyNotTheChangesCode() throws Exception {
        Path plan = Files.writeString(
                dir.resolve("plan.json"),
                "{\"project\":\"p\",\"stack\":\"s\",\"resources\":[],\"outputs\":{},\"diagnostics\":[]}");
        PlanDiffCommand command = new PlanDiffCommand();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        command.err = new PrintStream(err, true, StandardCharsets.UTF_8);
        command.out = new PrintStream(new ByteArrayOutputStream()) {
            @Override
            public void print(String s) {
                throw new IllegalStateException("stdout went away");
            }
        };
        int exit = new CommandLine(command).execute(plan.toString(), plan.toString());
        assertEquals(Cli.INTERNAL_ERROR, exit);
        assertEquals(
                "plan-diff: internal error: stdout went away; nothing was written\n",
                err.toString(StandardCharsets.UTF_8));
    }

    /** The codes of each command's --help "Exit codes:" list. */
    private static Map<String, Set<Integer>> helpCodes() {
        Map<String, Set<Integer>> out = new LinkedHashMap<>();
        for (Map.Entry<String, CommandLine> e :
                Cli.commandLine().getSubcommands().entrySet()) {
            Set<Integer> codes = new TreeSet<>();
            for (String key :
                    e.getValue().getCommandSpec().usageMessage().exitCodeList().keySet()) {
                codes.add(Integer.valueOf(key.strip()));
            }
            out.put(e.getKey(), codes);
        }
        return out;
    }

    /** docs/cli.md's exit-code table: per command, the codes whose cell is not "—". */
    private static Map<String, Set<Integer>> documentedCodes() throws Exception {
        List<String> lines = Files.readAllLines(Path.of("docs/cli.md"));
        int header = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("| command |")) {
                header = i;
            }
        }
        assertTrue(header >= 0, "docs/cli.md has no exit-code table");
        List<Integer> columns = new ArrayList<>();
        String[] head = lines.get(header).split("\\|", -1);
        for (int c = 2; c < head.length - 1; c++) {
            columns.add(Integer.valueOf(head[c].strip()));
        }
        Map<String, Set<Integer>> out = new LinkedHashMap<>();
        for (int i = header + 2; i < lines.size() && lines.get(i).startsWith("| `"); i++) {
            String[] cells = lines.get(i).split("(?<!\\\\)\\|", -1);
            String command = cells[1].strip().replace("`", "");
            Set<Integer> codes = new TreeSet<>();
            for (int c = 0; c < columns.size(); c++) {
                if (!cells[c + 2].strip().equals("—")) {
                    codes.add(columns.get(c));
                }
            }
            out.put(command, codes);
        }
        return out;
    }

    @Test
    void everyCommandsCodesAreDocumentedAsItsHelpListsThem() throws Exception {
        Map<String, Set<Integer>> help = helpCodes();
        Map<String, Set<Integer>> docs = documentedCodes();
        for (Map.Entry<String, Set<Integer>> e : help.entrySet()) {
            assertTrue(e.getValue().contains(Cli.INTERNAL_ERROR), e.getKey() + " --help lists no internal error code");
            assertEquals(
                    e.getValue(),
                    docs.get(e.getKey()),
                    e.getKey() + ": docs/cli.md's exit-code table differs from its --help");
        }
    }
}
