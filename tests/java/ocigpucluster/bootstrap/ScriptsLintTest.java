package ocigpucluster.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
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
    static final Path FAILURE_CODES = BOOTSTRAP.resolve("failure-codes.tsv");
    /**
     * What a code's second column may name: {@code any}, or the features whose scripts report it,
     * each by its script folder (src/main/bootstrap/<feature>/), so a new feature's folder is known
     * here without a list to edit.
     */
    static Set<String> features() throws IOException {
        Set<String> out = new TreeSet<>(Set.of("any"));
        try (Stream<Path> dirs = Files.list(BOOTSTRAP)) {
            dirs.filter(Files::isDirectory)
                    .map(d -> d.getFileName().toString())
                    .filter(d -> !d.equals("lib"))
                    .forEach(out::add);
        }
        assertTrue(out.containsAll(Set.of("readiness", "slurm", "health")), "feature folders: " + out);
        return out;
    }

    /** A literal failure code passed to fail / node_fail / synth_fail (not a $VARIABLE). */
    static final Pattern FAIL_CALL = Pattern.compile(
            "\\b(?:fail|node_fail|synth_fail|nccl_fail|add_fail|od_fail|od_down|od_sweep|oci_fail|capacity_fail)\\b(.*)");

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

    static Set<String> listedCodes() throws IOException {
        Set<String> codes = new TreeSet<>();
        Set<String> features = features();
        for (String line : Files.readAllLines(FAILURE_CODES)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] columns = line.split("\t", -1);
            assertEquals(4, columns.length, "failure-codes.tsv needs code, feature, meaning, what to do: " + line);
            for (String column : columns) {
                assertFalse(column.isBlank(), "empty column in failure-codes.tsv: " + line);
            }
            assertTrue(codes.add(columns[0]), "code listed twice: " + columns[0]);
            for (String feature : columns[1].split(",")) {
                assertTrue(
                        features.contains(feature),
                        "unknown feature '" + feature + "' for " + columns[0] + " (a script folder or any): "
                                + features);
            }
        }
        return codes;
    }

    static Set<String> codesUsedInScripts() throws IOException {
        Set<String> used = new TreeSet<>();
        for (Path script : scripts()) {
            for (String line : Files.readAllLines(script)) {
                if (line.strip().startsWith("#")) {
                    continue;
                }
                Matcher call = FAIL_CALL.matcher(line);
                while (call.find()) {
                    Matcher code = CODE_TOKEN.matcher(call.group(1));
                    if (code.find()) {
                        used.add(code.group(1));
                    }
                }
            }
        }
        return used;
    }

    @Test
    void everyFailureCodeAScriptEmitsIsListed() throws IOException {
        Set<String> used = codesUsedInScripts();
        assertTrue(used.size() >= 20, "the code scan found too few codes, is the pattern broken? " + used);
        Set<String> missing = new TreeSet<>(used);
        missing.removeAll(listedCodes());
        assertEquals(Set.of(), missing, "codes used by scripts but not in failure-codes.tsv");
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
                    code + " is in failure-codes.tsv but no script emits it");
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
