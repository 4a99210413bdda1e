package ocigpucluster.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import ocigpucluster.plandiff.Plan;
import ocigpucluster.plandiff.PlanDiff;
import ocigpucluster.plandiff.PlanFormatException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code plan-diff BASE.json HEAD.json}: Markdown summary of what a PR changes, for a PR comment. */
@Command(name = "plan-diff", mixinStandardHelpOptions = true,
        description = {"Compare two offline plans (base branch, PR head) and print a Markdown summary:",
                "resources added, removed, changed property by property, and which changes replace a resource."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:no changes", "1:changes, nothing replaced", "2:bad input (unreadable or invalid plan)",
                "3:something would be replaced"})
public final class PlanDiffCommand implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Parameters(index = "0", paramLabel = "BASE.json", description = "plan.json of the base branch")
    Path basePlan;

    @Parameters(index = "1", paramLabel = "HEAD.json", description = "plan.json of the PR head")
    Path headPlan;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "also write the Markdown to FILE")
    Path output;

    PrintStream out = System.out;
    PrintStream err = System.err;

    @Override
    public Integer call() {
        PlanDiff diff;
        try {
            diff = PlanDiff.compare(read(basePlan), read(headPlan));
        } catch (PlanFormatException e) {
            err.println("plan-diff: " + e.getMessage());
            return PlanDiff.BAD_INPUT;
        }
        String markdown = diff.toMarkdown();
        out.print(markdown);
        if (output != null) {
            try {
                Files.writeString(output, markdown, StandardCharsets.UTF_8);
            } catch (IOException e) {
                err.println("plan-diff: cannot write " + output + ": " + e.getMessage());
                return PlanDiff.BAD_INPUT;
            }
        }
        return diff.exitCode();
    }

    private static Plan read(Path file) {
        String label = file.toString();
        JsonNode root;
        try {
            root = JSON.readTree(Files.readString(file, StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            throw new PlanFormatException(label + ": no such file; run `preview --stack S --out DIR` to write DIR/plan.json");
        } catch (JsonProcessingException e) {
            throw new PlanFormatException(label + " is not valid JSON (line " + e.getLocation().getLineNr()
                    + ", column " + e.getLocation().getColumnNr() + "): " + e.getOriginalMessage().split("\n")[0]);
        } catch (IOException e) {
            throw new PlanFormatException(label + ": cannot read: " + e.getMessage());
        }
        if (root == null || root.isMissingNode()) {
            throw new PlanFormatException(label + " is empty; expected the plan.json written by `preview --out DIR`");
        }
        return Plan.parse(root, label);
    }
}
