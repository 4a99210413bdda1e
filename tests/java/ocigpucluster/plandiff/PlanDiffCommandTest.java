package ocigpucluster.plandiff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import ocigpucluster.cli.PlanDiffCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Runs the picocli command the way the jar does, on files. */
class PlanDiffCommandTest {
    @TempDir
    Path dir;

    private record Run(int exit, String out, String err) {}

    private Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        StringWriter picocliErr = new StringWriter();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int exit = new CommandLine(new PlanDiffCommand())
                    .setErr(new PrintWriter(picocliErr))
                    .execute(args);
            return new Run(
                    exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8) + picocliErr);
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    }

    private Path write(String name, ObjectNode plan) throws IOException {
        return write(name, new ObjectMapper().writeValueAsString(plan));
    }

    @Test
    void exitCodesFollowTheKindOfChange() throws IOException {
        Path base = write("base.json", PlanDiffTest.fixture());
        assertEquals(0, run(base.toString(), base.toString()).exit());

        ObjectNode resized = PlanDiffTest.fixture();
        ((ObjectNode) PlanDiffTest.inputs(resized, "gpu-cluster-network")
                        .get("instancePools")
                        .get(0))
                .put("size", 3);
        Run inPlace = run(base.toString(), write("resized.json", resized).toString());
        assertEquals(1, inPlace.exit(), inPlace.err());
        assertTrue(inPlace.out().contains("`instancePools[0].size` | `2` | `3` | in place"), inPlace.out());

        ObjectNode reshaped = PlanDiffTest.fixture();
        ((ObjectNode) PlanDiffTest.inputs(reshaped, "gpu-instance-configuration")
                        .at("/instanceDetails/launchDetails"))
                .put("shape", "BM.GPU.H200.8");
        Path md = dir.resolve("comment.md");
        Run replace = run(base.toString(), write("reshaped.json", reshaped).toString(), "--output", md.toString());
        assertEquals(3, replace.exit(), replace.err());
        assertEquals(replace.out(), Files.readString(md));
    }

    @Test
    void invalidJsonIsExitTwoWithOneLine() throws IOException {
        Path base = write("base.json", PlanDiffTest.fixture());
        Path broken = write("broken.json", "{\"resources\": [ {\"type\": ");
        Run run = run(base.toString(), broken.toString());
        assertEquals(2, run.exit());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().startsWith("plan-diff: " + broken + " is not valid JSON (line 1"), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
        assertEquals("", run.out());
    }

    @Test
    void missingFileAndWrongShapeAreExitTwo() throws IOException {
        Path base = write("base.json", PlanDiffTest.fixture());
        Run missing = run(base.toString(), dir.resolve("nope.json").toString());
        assertEquals(2, missing.exit());
        assertTrue(missing.err().contains("nope.json: no such file"), missing.err());

        Run shape = run(base.toString(), write("list.json", "[1,2]").toString());
        assertEquals(2, shape.exit());
        assertTrue(shape.err().contains("top level must be a JSON object"), shape.err());

        Run empty = run(base.toString(), write("empty.json", "").toString());
        assertEquals(2, empty.exit());
        assertTrue(empty.err().contains("is empty"), empty.err());
    }

    @Test
    void theOutputFileIsReplacedWholeAndARefusedOneLeavesEverythingAsItWas() throws IOException {
        Path base = write("base.json", PlanDiffTest.fixture());
        Path md = write("comment.md", "an older comment\n");
        Files.setPosixFilePermissions(md, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r-----"));
        Run ok = run(base.toString(), base.toString(), "-o", md.toString());
        assertEquals(0, ok.exit(), ok.err());
        assertEquals(ok.out(), Files.readString(md));
        assertEquals(
                "rw-r-----",
                java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(md)),
                "the replaced file keeps its mode");
        try (var left = Files.list(dir)) {
            assertEquals(
                    List.of(),
                    left.map(p -> p.getFileName().toString())
                            .filter(n -> n.endsWith(".tmp"))
                            .toList(),
                    "no temporary file left");
        }
        Path target = write("target.md", "not to be overwritten\n");
        Path link = Files.createSymbolicLink(dir.resolve("link.md"), target);
        Run viaLink = run(base.toString(), base.toString(), "-o", link.toString());
        assertEquals(2, viaLink.exit(), viaLink.err());
        assertTrue(viaLink.err().contains("link.md is a symbolic link"), viaLink.err());
        assertEquals("", viaLink.out(), "nothing printed either");
        assertEquals("not to be overwritten\n", Files.readString(target));
        Run toDir = run(base.toString(), base.toString(), "-o", dir.toString());
        assertEquals(2, toDir.exit());
        assertTrue(toDir.err().contains("is a directory"), toDir.err());
        Run noDir = run(
                base.toString(),
                base.toString(),
                "-o",
                dir.resolve("no/such/dir.md").toString());
        assertEquals(2, noDir.exit());
        assertTrue(noDir.err().contains("does not exist"), noDir.err());
    }

    @Test
    void everyExitCodeIsItsOwnAndListedInTheHelp() {
        Run help = run("--help");
        assertEquals(0, help.exit());
        String text = help.out() + help.err();
        java.util.Map<Integer, String> codes = new java.util.TreeMap<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^\\s+(\\d+)\\s+(\\S.*)$")
                .matcher(text.substring(text.indexOf("Exit codes:")));
        while (m.find()) {
            codes.put(Integer.valueOf(m.group(1)), m.group(2));
        }
        assertEquals(java.util.Set.of(0, 1, 2, 3, 70), codes.keySet(), text);
        assertTrue(codes.get(1).startsWith("changes"), codes.toString());
        assertTrue(codes.get(70).startsWith("an internal error"), codes.toString());
    }

    @Test
    void missingArgumentIsAUsageError() {
        Run run = run("only-one.json");
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("Missing required parameter"), run.err());
    }
}
