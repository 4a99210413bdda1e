package ocigpucluster.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PreviewRuns;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The PR comment states what a change does to the monthly estimate before anything else. */
@Tag("process")
class PlanDiffCostCommentTest {
    @TempDir
    Path tmp;

    private void write(String side, Plan plan) throws IOException {
        Path dir = Files.createDirectories(tmp.resolve(side).resolve("dev"));
        Files.writeString(dir.resolve("plan.json"), plan.toJsonText(), StandardCharsets.UTF_8);
    }

    @Test
    void devToFourNodesShowsTheCostChangeInTheFirstLines() throws IOException {
        write("base", PreviewRuns.plan());
        write("head", PreviewRuns.plan("cluster.nodeCount=4"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path out = tmp.resolve("comment.md");
        List<String> cmd = new ArrayList<>(List.of(
                "bash",
                ".github/scripts/plan-diff-comment.sh",
                tmp.resolve("base").toString(),
                tmp.resolve("head").toString(),
                out.toString(),
                "--",
                java,
                "-XX:TieredStopAtLevel=1",
                "-Xshare:auto",
                "-cp",
                System.getProperty("java.class.path"),
                PlanDiffMain.class.getName()));
        Tools.Result r = Tools.run(cmd, Map.of(), 120);
        assertEquals(0, r.exit(), r.out() + r.err());
        List<String> lines = Files.readAllLines(out);
        // By hand, prices.yaml: 2 more BM.GPU4.8 nodes = 2 × 8 GPUs × $3.05 × 730 h = $35,624.00, plus
        // their 200 GB boot volumes at ($0.0255 + 10 VPUs × $0.0017) per GB-month = 2 × $8.50.
        // Before: 2 nodes ($35,624.00 + $17.00) + bastion 2 OCPU × $0.03 + 16 GB × $0.002 = $0.092/h
        // × 730 = $67.16 + its 100 GB boot volume × $0.0425 = $4.25: $35,712.41; after: $71,248.00 + $34.00 + $67.16 +
        // $4.25.
        assertEquals("<!-- oci-gpu-cluster-plan-diff -->", lines.get(0));
        assertEquals("## Offline plan diff (base → PR head)", lines.get(1));
        assertEquals("", lines.get(2));
        assertEquals(
                "**Estimated cost (stack `dev`):** before 35,712.41 USD/month, after 71,353.41 USD/month: "
                        + "**+35,641.00 USD/month (+99.8 %)**.",
                lines.get(3));
        String text = String.join("\n", lines);
        assertTrue(text.indexOf("### Plan diff") > text.indexOf("Estimated cost"), text);
    }
}
