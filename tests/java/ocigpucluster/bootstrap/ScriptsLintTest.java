package ocigpucluster.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Static checks over every shell script of the bootstrap chain and its failure-code table. */
@Tag("process")
class ScriptsLintTest {

    static final Path BOOTSTRAP = Path.of("src/main/bootstrap");
    /** A literal failure code passed to fail / node_fail / synth_fail (not a $VARIABLE), or recorded with check_warn / check_refused. */
    static final Pattern FAIL_CALL = Pattern.compile(
            "\\b(?:fail|node_fail|check_warn|check_refused|synth_fail|nccl_fail|add_fail|od_fail|od_down|od_sweep|oci_fail|capacity_fail)\\b(.*)");

    static final Pattern CODE_TOKEN = Pattern.compile("(?<![\\w${\"'])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)\\b");

    static List<Path> scripts() throws IOException {
        try (Stream<Path> files = Files.walk(BOOTSTRAP)) {
            List<Path> found =
                    files.filter(p -> p.toString().endsWith(".sh")).sorted().toList();
            assertTrue(found.size() >= 10, "expected the stage, node and lib scripts, found " + found);
            return found;
        }
    }

    static Run run(List<String> command, Path dir) throws Exception {
        Process process;
        try {
            process = new ProcessBuilder(command)
                    .directory(dir.toFile())
                    .redirectErrorStream(true)
                    .start();
        } catch (IOException e) {
            throw new AssertionError(
                    command.get(0) + " is not installed: install it with "
                            + "'apt-get install -y " + command.get(0) + "' (Debian/Ubuntu) or "
                            + "'dnf install -y " + command.get(0) + "' (Oracle Linux)",
                    e);
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "timed out: " + command);
        return new Run(process.exitValue(), output);
    }

    record Run(int exit, String output) {}

    @Test
    void shellcheckFindsNothingInAnyScript() throws Exception {
        // in the tree as shipped: the scripts' "shellcheck source=SCRIPTDIR/lib/..." name the shipped layout
        Path shipped = ShippedBootstrap.root();
        List<String> command = new ArrayList<>(List.of("shellcheck", "-x"));
        for (Path script : scripts()) {
            command.add(BootstrapFiles.shippedPath(
                    BOOTSTRAP.relativize(script).toString().replace('\\', '/')));
        }
        Run result = run(command, shipped);
        assertEquals(0, result.exit(), "shellcheck -x reported:\n" + result.output());
    }

    @Test
    void everyScriptParsesWithBashN() throws Exception {
        // one bash for all files (bash -n takes one script each); a failure names its file
        List<String> command = new ArrayList<>(List.of(
                "bash",
                "-c",
                "rc=0; for f; do bash -n \"$f\" || { echo \"bash -n failed: $f\"; rc=1; }; done; exit $rc",
                "lint"));
        for (Path script : scripts()) {
            command.add(script.toString());
        }
        Run result = run(command, Path.of("."));
        assertEquals(0, result.exit(), result.output());
    }

    @Test
    void everyScriptStartsWithShebangThenStrictMode() throws Exception {
        for (Path script : scripts()) {
            List<String> lines = Files.readAllLines(script);
            assertEquals("#!/usr/bin/env bash", lines.get(0), script + " must start with the bash shebang");
            String firstCommand = lines.stream()
                    .skip(1)
                    .map(String::strip)
                    .filter(l -> !l.isEmpty() && !l.startsWith("#"))
                    .findFirst()
                    .orElse("");
            assertEquals("set -euo pipefail", firstCommand, script + ": the first command must be set -euo pipefail");
        }
    }

    /** Every declared code: the shared table's and each feature folder's ({@link FailureCodes}). */
    static Set<String> listedCodes() {
        Set<String> codes = new TreeSet<>();
        FailureCodes.read(Path.of(".")).forEach(c -> codes.add(c.code()));
        return codes;
    }

    static Set<String> codesUsedInScripts() throws IOException {
        return new TreeSet<>(codesPrinted(BOOTSTRAP).keySet());
    }

    /**
     * The codes the scripts under {@code bootstrap} pass to a fail call, each with the top-level
     * folders whose scripts do ({@code lib} for the shared libraries, {@code .} for a root script).
     */
    static Map<String, Set<String>> codesPrinted(Path bootstrap) throws IOException {
        Map<String, Set<String>> printed = new TreeMap<>();
        List<Path> scripts;
        try (Stream<Path> files = Files.walk(bootstrap)) {
            scripts = files.filter(p -> p.toString().endsWith(".sh")).sorted().toList();
        }
        for (Path script : scripts) {
            Path rel = bootstrap.relativize(script);
            String folder = rel.getNameCount() == 1 ? "." : rel.getName(0).toString();
            for (String line : Files.readAllLines(script)) {
                if (line.strip().startsWith("#")) {
                    continue;
                }
                Matcher call = FAIL_CALL.matcher(line);
                while (call.find()) {
                    Matcher code = CODE_TOKEN.matcher(call.group(1));
                    if (code.find()) {
                        printed.computeIfAbsent(code.group(1), k -> new TreeSet<>())
                                .add(folder);
                    }
                }
            }
        }
        return printed;
    }

    /**
     * The codes declared in the wrong table, each as a line saying where it belongs: a feature
     * folder's code that scripts of another folder (or lib/) print belongs in the shared table; a
     * shared code that names one folder and only that folder's scripts print belongs in its table.
     * (A shared code naming several folders may be printed by one: another feature runs its library.)
     */
    static List<String> codesInTheWrongTable(List<FailureCodes.Code> declared, Map<String, Set<String>> printed) {
        List<String> out = new ArrayList<>();
        for (FailureCodes.Code c : declared) {
            Set<String> by = printed.getOrDefault(c.code(), Set.of());
            if (!c.table().equals(FailureCodes.SHARED)) {
                Set<String> others = new TreeSet<>(by);
                others.remove(c.features());
                if (!others.isEmpty()) {
                    out.add(c.code() + " is declared in " + c.table() + " but scripts of " + others
                            + " print it too: declare it in " + FailureCodes.SHARED);
                }
            } else if (by.equals(Set.of(c.features()))) {
                out.add(c.code() + " is in " + FailureCodes.SHARED + " but only scripts of " + c.features()
                        + " print it: declare it in " + FailureCodes.SOURCES + "/" + c.features() + "/"
                        + FailureCodes.TABLE);
            }
        }
        return out;
    }

    @Test
    void everyFailureCodeAScriptEmitsIsListed() throws IOException {
        Set<String> used = codesUsedInScripts();
        assertTrue(used.size() >= 20, "the code scan found too few codes, is the pattern broken? " + used);
        Set<String> missing = new TreeSet<>(used);
        missing.removeAll(listedCodes());
        assertEquals(Set.of(), missing, "codes used by scripts but declared in no failure-codes.tsv");
    }

    @Test
    void everyCodeIsDeclaredByTheFolderThatPrintsIt() throws IOException {
        Map<String, Set<String>> printed = codesPrinted(BOOTSTRAP);
        assertTrue(printed.getOrDefault("MUNGE_FAILED", Set.of()).contains("slurm"), "the scan per folder: " + printed);
        assertEquals(List.of(), codesInTheWrongTable(FailureCodes.read(Path.of(".")), printed));
    }

    @Test
    void everyListedFailureCodeIsEmittedByAScript() throws IOException {
        StringBuilder all = new StringBuilder();
        for (Path script : scripts()) {
            all.append(Files.readString(script)).append('\n');
        }
        for (String code : listedCodes()) {
            assertTrue(
                    Pattern.compile("\\b" + code + "\\b").matcher(all).find(),
                    code + " is declared in a failure-codes.tsv but no script emits it");
        }
        Set<String> unusedByFailCalls = new TreeSet<>(listedCodes());
        unusedByFailCalls.removeAll(codesUsedInScripts());
        assertTrue(unusedByFailCalls.isEmpty(), "listed codes never passed to a fail call: " + unusedByFailCalls);
    }

    @Test
    void versionsArePinnedOnceAsShellAndPropertiesSyntax() throws IOException {
        List<String> lines = Files.readAllLines(BOOTSTRAP.resolve("versions.env"));
        Set<String> keys = new TreeSet<>();
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            assertTrue(line.matches("[A-Z][A-Z0-9_]*=[^\\s'\"$`]+"), "not a plain KEY=value line: " + line);
            assertTrue(keys.add(line.substring(0, line.indexOf('='))), "pinned twice: " + line);
        }
        assertTrue(lines.contains("CONTAINERD_VERSION=2.2.0"), "containerd must be pinned to 2.2.0");
        assertTrue(lines.contains("NVIDIA_CONTAINER_TOOLKIT_VERSION=1.18.0"), "the toolkit must be pinned to 1.18.0");
        for (String key : List.of("CUDA_TEST_IMAGE", "NCCL_IMAGE", "NCCL_TESTS_REF", "TENSORFLOW_IMAGE")) {
            assertTrue(keys.contains(key), key + " missing from versions.env");
        }
    }

    @Test
    void noScriptTracesCommands() throws IOException {
        for (Path script : scripts()) {
            String text = Files.readString(script);
            if (Pattern.compile("(?m)^\\s*set -[a-z]*x").matcher(text).find()) {
                fail(script + " turns on xtrace, which could print key material");
            }
        }
    }
}
