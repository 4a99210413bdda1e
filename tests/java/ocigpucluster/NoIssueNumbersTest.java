package ocigpucluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Code, comments and docs say why in their own words and cite public sources by name: a tracker's
 * issue number means nothing to a reader without that tracker. History with its numbers belongs
 * in CHANGELOG.md and the commit messages, which this does not read.
 */
class NoIssueNumbersTest {
    static final Pattern ISSUE =
            Pattern.compile("\\b[Ii]ssues? ?#?\\d+\\b|\\b[Dd]efects? \\d+\\b|\\b[Ss]eeds? 0\\d\\d\\b");
    private static final List<String> ROOTS = List.of(
            "src",
            "tests/java",
            "tests/testbed",
            "cloud-init",
            "docs",
            "README.md",
            "CONTRIBUTING.md",
            "Pulumi.yaml",
            "Pulumi.dev.yaml",
            "Pulumi.prod.yaml",
            "Pulumi.ondemand.yaml");
    private static final Path SELF = Path.of("tests/java/ocigpucluster/NoIssueNumbersTest.java");

    @Test
    void noFileCitesAnIssueNumber() throws IOException {
        List<String> found = new ArrayList<>();
        int files = 0;
        for (String root : ROOTS) {
            try (Stream<Path> paths = Files.walk(Path.of(root))) {
                for (Path p : (Iterable<Path>)
                        paths.filter(Files::isRegularFile).filter(this::isText).sorted()::iterator) {
                    files++;
                    if (p.equals(SELF)) {
                        continue;
                    }
                    List<String> lines = read(p);
                    for (int i = 0; i < lines.size(); i++) {
                        if (ISSUE.matcher(lines.get(i)).find()) {
                            found.add(p + ":" + (i + 1) + ": " + lines.get(i).strip());
                        }
                    }
                }
            }
        }
        assertTrue(files > 300, "read only " + files + " files: run from the repository root");
        assertEquals(List.of(), found, "say why instead of citing an issue number");
    }

    @Test
    void thePatternFindsTheFormsSeenBefore() {
        for (String s : List.of("(issue 11)", "Issue 8, defects 2 and 3.", "issue #4", "as seed 001", "defect 3)")) {
            assertTrue(ISSUE.matcher(s).find(), s);
        }
        for (String s : List.of("tissue 11", "an issue with 2 nodes", "seed 42", "CVE-2023-41914")) {
            assertTrue(!ISSUE.matcher(s).find(), s);
        }
    }

    private boolean isText(Path p) {
        String n = p.getFileName().toString();
        return n.matches(".*\\.(java|sh|py|md|yaml|yml|tsv|env|json|txt|conf|tpl)$") || !n.contains(".");
    }

    private static List<String> read(Path p) {
        try {
            return Files.readAllLines(p, StandardCharsets.UTF_8);
        } catch (java.nio.charset.MalformedInputException e) {
            return List.of();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
