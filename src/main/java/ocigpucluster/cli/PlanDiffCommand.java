package ocigpucluster.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import ocigpucluster.plandiff.PlanDiff;
import ocigpucluster.plandiff.SafeText;
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
            "Compare two offline plans (base branch, PR head) and print a Markdown summary.",
            "First what is destroyed: each resource replaced because another is, with the nodes it deletes;",
            "then data at risk, resources replaced, removed, updated in place, stages that re-run, added.",
            "A plan is the plan.json of `preview --out DIR`, at most 16 MiB of text."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:no changes",
            "1:changes: in place, stage re-runs, additions or a changed secret; nothing replaced or deleted",
            "2:bad input: a plan is missing, unreadable, binary, too large or not plan.json; an --output that is "
                    + "a link, a directory, a FIFO or a device; or a bad option (nothing is written)",
            "3:infrastructure would be replaced or deleted (what is destroyed is listed first)",
            Cli.INTERNAL_ERROR + ":an internal error (one line; nothing is written)"
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
            description = "also write the Markdown to FILE (a new or regular file; it is replaced whole)")
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

    /**
     * Whatever fails inside is an internal error with its own exit code: never 1, which a CI job
     * reads as "changes, nothing replaced", whichever way the command is started.
     */
    @Override
    public Integer call() {
        try {
            return run();
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            String what = e.getMessage() == null
                    ? e.getClass().getSimpleName()
                    : e.getMessage().lines().findFirst().orElse("");
            err.println("plan-diff: internal error: "
                    + SafeText.visible(what.length() > 300 ? what.substring(0, 300) + "…" : what)
                    + "; nothing was written");
            err.flush();
            return Cli.INTERNAL_ERROR;
        }
    }

    private int run() {
        if (maxChars < 1000) {
            return bad("--max-chars must be at least 1000, got " + maxChars);
        }
        if (output != null) {
            String problem = SafeWrite.problem(output);
            if (problem != null) {
                return bad("--output: " + problem + "; nothing was written");
            }
        }
        PlanDiff diff;
        try {
            diff = PlanDiff.compare(read(basePlan), read(headPlan));
        } catch (PlanFormatException e) {
            return bad(e.getMessage());
        }
        String markdown = costOnly ? diff.costLine() + "\n" : diff.toMarkdown(maxChars);
        if (output != null) {
            try {
                SafeWrite.replace(output, markdown);
            } catch (IOException e) {
                return bad("cannot write " + output + ": " + e.getMessage() + "; nothing was written");
            }
        }
        out.print(markdown);
        out.flush();
        return diff.exitCode();
    }

    /** One line on stderr, every character of it printable (a plan's text may hold terminal escapes). */
    private int bad(String message) {
        err.println("plan-diff: " + SafeText.visible(message));
        err.flush();
        return PlanDiff.BAD_INPUT;
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
