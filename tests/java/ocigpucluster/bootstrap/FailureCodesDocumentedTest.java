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
    static List<String> codes() {
        return FailureCodes.read(Path.of(".")).stream()
                .map(FailureCodes.Code::code)
                .toList();
    }

    @Test
    void everyFailureCodeIsDocumented() throws IOException {
        List<String> codes = codes();
        assertTrue(codes.size() >= 10, "the failure-code tables list only " + codes);
        Path readme = Path.of("docs/failure-codes.md");
        assertTrue(
                Files.isRegularFile(readme),
                "docs/failure-codes.md is missing: it must explain every failure code of "
                        + FailureCodes.tables(Path.of(".")));
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
}
