package ocigpucluster.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import ocigpucluster.plandiff.PlanDiff;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlanFormatException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code plan-diff BASE.json HEAD.json}: Markdown summary of what a PR changes, for a PR comment. */
@Command(
        name = "plan-diff",
        mixinStandardHelpOptions = true,
        header = "Compare two plans as a Markdown review for a pull request.",
        description = {
            "Compare two offline plans (base branch, PR head) and print a Markdown summary:",
            "data at risk first, then resources replaced, removed, updated in place, stages that re-run, added.",
            "A plan is the plan.json of `preview --out DIR`, at most 16 MiB of text."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:no changes",
            "1:changes: in place, stage re-runs or additions; nothing replaced or deleted",
            "2:bad input: a plan is missing, unreadable, binary, too large or not plan.json; or a bad option",
            "3:infrastructure would be replaced or deleted (data at risk is listed first)"
        })
public final class PlanDiffCommand implements Callable<Integer> {
    /** A 512-node plan is well under 1 MiB; anything near this is not a plan. */
    static final long MAX_PLAN_BYTES = 16L * 1024 * 1024;

    private static final ObjectMapper JSON = new ObjectMapper();

    @Parameters(index = "0", paramLabel = "BASE.json", description = "plan.json of the base branch")
    String basePlan;

    @Parameters(index = "1", paramLabel = "HEAD.json", description = "plan.json of the PR head")
    String headPlan;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "FILE",
            description = "also write the Markdown to FILE")
    Path output;

    @Option(
            names = "--max-chars",
            paramLabel = "N",
            defaultValue = "" + PlanDiff.DEFAULT_MAX_CHARS,
            description = "cut the Markdown to at most N characters, summary first (default: ${DEFAULT-VALUE}; "
                    + "GitHub refuses comments over 65536)")
    int maxChars;

    @Option(
            names = "--cost-only",
            description = "print only the line with the monthly cost before, after and the difference")
    boolean costOnly;

    PrintStream out = System.out;
    PrintStream err = System.err;

    @Override
    public Integer call() {
        if (maxChars < 1000) {
            err.println("plan-diff: --max-chars must be at least 1000, got " + maxChars);
            return PlanDiff.BAD_INPUT;
        }
        PlanDiff diff;
        try {
            diff = PlanDiff.compare(read(basePlan), read(headPlan));
        } catch (PlanFormatException e) {
            err.println("plan-diff: " + e.getMessage());
            return PlanDiff.BAD_INPUT;
        }
        String markdown = costOnly ? diff.costLine() + "\n" : diff.toMarkdown(maxChars);
        out.print(markdown);
        out.flush();
        if (output != null) {
            try {
                Files.writeString(output, markdown, StandardCharsets.UTF_8);
            } catch (IOException | RuntimeException e) {
                err.println("plan-diff: cannot write " + output + ": " + e.getMessage());
                return PlanDiff.BAD_INPUT;
            }
        }
        return diff.exitCode();
    }

    private static Plan read(String file) {
        String hint = "the plan.json written by `preview --stack S --out DIR`";
        byte[] bytes;
        try {
            bytes = BoundedInput.readAll(file, MAX_PLAN_BYTES, hint);
        } catch (BoundedInput.BadInputException e) {
            throw new PlanFormatException(e.getMessage());
        }
        JsonNode root;
        try {
            root = JSON.readTree(bytes);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null
                    ? ""
                    : " (line " + e.getLocation().getLineNr() + ", column "
                            + e.getLocation().getColumnNr() + ")";
            throw new PlanFormatException(file + " is not valid JSON" + where + ": "
                    + String.valueOf(e.getOriginalMessage()).split("\n")[0]);
        } catch (IOException e) {
            throw new PlanFormatException(file + ": cannot read: " + e.getMessage());
        }
        if (root == null || root.isMissingNode()) {
            throw new PlanFormatException(file + " is empty; expected " + hint);
        }
        return Plan.parse(root, file);
    }
}
