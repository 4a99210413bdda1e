package ocigpucluster.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every failure code a stage can print is explained to the operator (docs/failure-codes.md, or another page of docs/). */
class FailureCodesDocumentedTest {
    private static final Path CODES = Path.of("src/main/bootstrap/failure-codes.tsv");
    private static final Pattern CODE = Pattern.compile("[A-Z][A-Z0-9_]+");

    static List<String> codes() throws IOException {
        List<String> codes = new ArrayList<>();
        for (String line : Files.readAllLines(CODES, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] cols = line.split("\t", -1);
            assertEquals(4, cols.length, "failure-codes.tsv: not CODE<TAB>feature<TAB>meaning<TAB>what to do: " + line);
            assertTrue(CODE.matcher(cols[0]).matches(), "failure-codes.tsv: bad code " + cols[0]);
            codes.add(cols[0]);
        }
        return codes;
    }

    @Test
    void everyFailureCodeIsDocumented() throws IOException {
        List<String> codes = codes();
        assertTrue(codes.size() >= 10, "failure-codes.tsv lists only " + codes);
        Path readme = Path.of("docs/failure-codes.md");
        assertTrue(
                Files.isRegularFile(readme),
                "docs/failure-codes.md is missing: it must explain every failure code of " + CODES);
        StringBuilder docs = new StringBuilder(Files.readString(readme, StandardCharsets.UTF_8));
        Path dir = Path.of("docs");
        if (Files.isDirectory(dir)) {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".md"))::iterator) {
                    docs.append('\n').append(Files.readString(f, StandardCharsets.UTF_8));
                }
            }
        }
        List<String> missing = new ArrayList<>();
        for (String code : codes) {
            // the whole code, not a part of a longer one (RDMA_NOT_READY vs RDMA_NOT_READY_X)
            if (!Pattern.compile("(?<![A-Z0-9_])" + code + "(?![A-Z0-9_])")
                    .matcher(docs)
                    .find()) {
                missing.add(code);
            }
        }
        assertEquals(List.of(), missing, "failure codes not explained in docs/*.md");
    }

    @Test
    void codesAreUnique() throws IOException {
        List<String> codes = codes();
        assertEquals(codes.size(), codes.stream().distinct().count(), "duplicate codes in " + CODES + ": " + codes);
    }
}
