package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import ocigpucluster.Repo;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code prepare.sh --fetch}, the step that gives a machine with the internet (GitHub's runners,
 * .github/workflows/pr-preview.yml) the archives this project's machines keep in ../shared/sources:
 * a missing archive is downloaded from the URL the stages fetch and kept only with the SHA256
 * versions.env pins; one already there is not downloaded again. curl is a stand-in
 * (tests/resources/ocigpucluster/testbed/fetch-curl.sh) serving ../shared/sources' real files.
 */
@Tag("process")
class PrepareFetchTest {
    private static final Path PREPARE = Repo.path("tests/testbed/features/slurm/prepare.sh");
    private static final Path SHARED = Repo.ROOT.toAbsolutePath().getParent().resolve("shared/sources");
    /** The files versions.env pins today (tests/testbed/README.md, "The machine's Slurm build"). */
    private static final List<String> PINNED = List.of("slurm-25-11-7-1.tar.gz", "pyxis-v0.24.0.tar.gz");

    @TempDir
    Path tmp;

    private record Run(int exit, String out) {}

    private Run fetch(Path sources, boolean corrupt) throws Exception {
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Path curl = bin.resolve("curl");
        if (!Files.exists(curl)) {
            Files.copy(Repo.path("tests/resources/ocigpucluster/testbed/fetch-curl.sh"), curl);
            assertTrue(curl.toFile().setExecutable(true));
        }
        ProcessBuilder pb = new ProcessBuilder("bash", PREPARE.toString(), "--fetch").redirectErrorStream(true);
        Map<String, String> env = pb.environment();
        env.put("PATH", bin + ":" + env.get("PATH"));
        env.put("OCITB_SOURCES", sources.toString());
        env.put("FETCH_SERVE", SHARED.toString());
        env.put("FETCH_LOG", tmp.resolve("curl.log").toString());
        env.put("FETCH_CORRUPT", corrupt ? "1" : "0");
        Process p = pb.start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "prepare.sh --fetch did not end within 120 s");
        return new Run(p.exitValue(), new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
    }

    private List<String> curlCalls() throws IOException {
        Path log = tmp.resolve("curl.log");
        return Files.exists(log) ? Files.readAllLines(log) : List.of();
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void theMissingArchivesAreDownloadedAndKeptWithTheirPinnedDigests() throws Exception {
        Path sources = tmp.resolve("sources");
        Run r = fetch(sources, false);
        assertEquals(0, r.exit(), r.out());
        assertEquals(
                List.of(
                        "https://github.com/SchedMD/slurm/archive/slurm-25-11-7-1.tar.gz",
                        "https://github.com/NVIDIA/pyxis/archive/refs/tags/v0.24.0.tar.gz"),
                curlCalls());
        assertEquals(PINNED.stream().sorted().toList(), names(sources));
        for (String f : PINNED) {
            assertArrayEquals(Files.readAllBytes(SHARED.resolve(f)), Files.readAllBytes(sources.resolve(f)), f);
        }
        // there now: a second run downloads nothing
        Files.delete(tmp.resolve("curl.log"));
        Run again = fetch(sources, false);
        assertEquals(0, again.exit(), again.out());
        assertEquals(List.of(), curlCalls());
    }

    @Test
    void aDownloadWithAnotherDigestIsRefusedAndNotKept() throws Exception {
        Path sources = tmp.resolve("sources");
        Run r = fetch(sources, true);
        assertEquals(1, r.exit(), r.out());
        assertTrue(
                r.out().contains("https://github.com/SchedMD/slurm/archive/slurm-25-11-7-1.tar.gz has SHA256 ")
                        && r.out()
                                .contains(
                                        "versions.env pins 987c7e97bcc858a9314401f266f801a8e62aebd9b88fde73b334a24aeaf053ee: not kept"),
                r.out());
        assertEquals(List.of(), names(sources), "neither the archive nor its partial download stays");
    }
}
