package ocigpucluster.cloudinit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every runcmd entry, alone and as the whole script cloud-init writes, through shellcheck. */
@Tag("process")
class RuncmdShellcheckTest {
    private static final String INSTALL = "install it: apt-get install -y shellcheck";

    @Test
    void everyRuncmdEntryAndEveryWholeScriptIsShellcheckClean(@TempDir Path dir) throws Exception {
        // Entries repeat across shapes and modes: check each distinct text once, in one shellcheck run.
        Map<String, String> scripts = new LinkedHashMap<>();
        for (RenderedConfig c : RenderedConfig.all()) {
            List<String> runcmd = c.runcmd();
            for (int i = 0; i < runcmd.size(); i++) {
                scripts.putIfAbsent(runcmd.get(i), c.label() + " runcmd[" + i + "]");
            }
            // What cloud-init's runcmd module writes: the entries, one after another, in one script.
            scripts.putIfAbsent("#!/bin/sh\n" + String.join("\n", runcmd) + "\n", c.label() + " whole runcmd script");
        }
        List<Path> files = new ArrayList<>();
        StringBuilder index = new StringBuilder();
        for (Map.Entry<String, String> e : scripts.entrySet()) {
            Path file = dir.resolve("entry-" + files.size() + ".sh");
            Files.writeString(file, e.getKey(), StandardCharsets.UTF_8);
            files.add(file);
            index.append(file.getFileName()).append(" = ").append(e.getValue()).append('\n');
        }
        Result r = shellcheck(dir, files);
        assertEquals(0, r.exit, "shellcheck findings:\n" + r.output + "\nwhere\n" + index);
        assertTrue(scripts.size() > 20, "expected the entries of every template, got " + scripts.size());
    }

    @Test
    void shellcheckReportsAFindingInABadEntry(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.sh");
        Files.writeString(bad, "for dev in $(ls /dev/nvme*); do vgcreate nvme $dev; done\n", StandardCharsets.UTF_8);
        Result r = shellcheck(dir, List.of(bad));
        assertTrue(r.exit != 0 && r.output.contains("SC2045"), "shellcheck missed the bad loop: " + r.output);
    }

    private record Result(int exit, String output) {}

    private static Result shellcheck(Path dir, List<Path> files) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("shellcheck", "-s", "bash", "-f", "gcc"));
        files.forEach(f -> command.add(f.toString()));
        Path out = dir.resolve("shellcheck.out");
        Process p;
        try {
            p = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(out.toFile())
                    .start();
        } catch (IOException e) {
            throw new AssertionError("cannot run shellcheck (" + e.getMessage() + "); " + INSTALL, e);
        }
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("shellcheck did not finish in 60 s");
        }
        return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
    }
}
