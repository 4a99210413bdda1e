package ocigpucluster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README says its diagram is the dev stack "as the preview draws it": it is the diagram.mmd
 * that `preview --stack dev` writes, byte for byte, and the generated-docs check keeps it so.
 */
class ReadmeDiagramTest {
    @Test
    void theReadmeDiagramIsTheDevPreviews(@TempDir Path tmp) throws Exception {
        Path out = tmp.resolve("dev");
        int code = Cli.run(
                new PrintWriter(new StringWriter(), true),
                new PrintWriter(new StringWriter(), true),
                "preview",
                "--stack",
                "dev",
                "--out",
                out.toString());
        assertEquals(0, code);
        String drawn = Files.readString(out.resolve("diagram.mmd"));
        String readme = Files.readString(Path.of("README.md"));
        assertTrue(
                readme.contains(
                        "The dev stack (2 × BM.GPU4.8, the cluster of Oracle's GPU cluster tutorial), as the preview draws it:"));
        int start = readme.indexOf("```mermaid\n");
        int end = readme.indexOf("```\n", start + 3);
        assertTrue(start > 0 && end > start, "a Mermaid block in README.md");
        assertEquals(drawn, readme.substring(start + "```mermaid\n".length(), end), DocsCommand.FIX);
    }

    @Test
    void aHandEditedDiagramIsStale(@TempDir Path root) throws Exception {
        Files.copy(Path.of("Pulumi.dev.yaml"), root.resolve("Pulumi.dev.yaml"));
        String readme = Files.readString(Path.of("README.md"));
        // the README as it was: stages in the wrong order
        Files.writeString(
                root.resolve("README.md"),
                readme.replace("2. bootstrap-container-runtime", "2. bootstrap-readiness-gate"));
        GeneratedDocs.Region region = GeneratedDocs.REGIONS.stream()
                .filter(r -> r.file().equals("README.md"))
                .findFirst()
                .orElseThrow();
        String text = Files.readString(root.resolve("README.md"));
        String fixed =
                GeneratedDocs.fill("README.md", text, region, region.content().apply(root));
        assertTrue(!fixed.equals(text), "the edit is found");
        assertEquals(readme, fixed, "and undone");
    }
}
