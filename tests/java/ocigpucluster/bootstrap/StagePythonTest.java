package ocigpucluster.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import ocigpucluster.Repo;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The stages' Python runs on Oracle Linux 9's python3, which is 3.9 (RHEL 9, "Installing and using
 * dynamic programming languages": "Python 3.9 is the default Python implementation in RHEL 9"),
 * while the bed's hosts run Debian 12's 3.11: a 3.10 construct would pass every bed test and fail
 * on the first real node. tests/resources/ocigpucluster/bootstrap/python39_check.py parses each
 * program with the 3.9 grammar and looks for what 3.9's runtime lacks. Not checked: the sample
 * job (samples/), which runs inside NVIDIA's container, not on the host's python3.
 */
@Tag("process")
class StagePythonTest {
    private static final Path CHECK = Repo.path("tests/resources/ocigpucluster/bootstrap/python39_check.py");
    private static final Pattern CALL = Pattern.compile("python3 -c |<<-?'PY'");

    @TempDir
    Path tmp;

    private static List<Path> hostPrograms() throws Exception {
        try (Stream<Path> files = Files.walk(Repo.path("src/main/bootstrap"))) {
            return files.filter(
                            p -> p.toString().endsWith(".sh") || p.toString().endsWith(".py"))
                    .filter(p -> !p.toString().contains("/samples/"))
                    .sorted()
                    .toList();
        }
    }

    private static ScriptsLintTest.Run check(List<Path> files) throws Exception {
        List<String> command = new ArrayList<>(List.of("python3", CHECK.toString()));
        files.forEach(f -> command.add(f.toString()));
        return ScriptsLintTest.run(command, Repo.ROOT);
    }

    @Test
    void everyPythonProgramOfTheStagesIsPython39() throws Exception {
        List<Path> files = hostPrograms();
        int expected = 0;
        for (Path f : files) {
            if (f.toString().endsWith(".py")) {
                expected++;
                continue;
            }
            Matcher m = CALL.matcher(Files.readString(f));
            while (m.find()) {
                expected++;
            }
        }
        ScriptsLintTest.Run r = check(files);
        assertEquals(0, r.exit(), r.output());
        assertEquals("programs " + expected + "\n", r.output(), "every python3 -c and 'PY' heredoc was read");
        assertTrue(expected >= 70, "the stages' programs were found: " + expected);
    }

    @Test
    void whatOnly310AndLaterAcceptIsFound() throws Exception {
        Path script = tmp.resolve("stage.sh");
        Files.writeString(
                script,
                String.join(
                        "\n",
                        "#!/bin/bash",
                        "python3 - <<'PY'",
                        "match 1:",
                        "    case 1:",
                        "        pass",
                        "PY",
                        "python3 - <<'PY'",
                        "def f(a: int | None) -> None:",
                        "    return list(zip([a], [a], strict=True))",
                        "PY",
                        "python3 -c 'import tomllib, itertools; print(itertools.pairwise([1]))'",
                        ""));
        ScriptsLintTest.Run r = check(List.of(script));
        assertEquals(1, r.exit(), r.output());
        String s = script.toString();
        List<String> lines = List.of(r.output().split("\n"));
        assertEquals(6, lines.size(), r.output());
        assertEquals("programs 3", lines.get(0));
        // the grammar's own message (its line number is the parser's)
        assertTrue(
                lines.get(1)
                        .matches(Pattern.quote(s) + ": not Python 3.9 syntax, line \\d+: Pattern matching .*3\\.10.*"),
                lines.get(1));
        assertEquals(
                List.of(
                        s + ": line 1: an X | Y annotation, evaluated at definition in 3.9 (PEP 604: 3.10)",
                        s + ": line 2: zip(strict=) is 3.10",
                        s + ": line 1: module tomllib is 3.11",
                        s + ": line 1: itertools.pairwise is 3.10"),
                lines.subList(2, 6));
    }
}
