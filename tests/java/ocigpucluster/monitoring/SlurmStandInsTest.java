package ocigpucluster.monitoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import ocigpucluster.Repo;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sinfo and squeue stand-ins read their command line as Slurm's tools do (getopt_long in
 * src/sinfo/opts.c and src/squeue/opts.c): flags without an argument combine ({@code -hN} is
 * {@code -h -N}, getopt(3)), a letter the tool lacks is its invalid option (exit 1), and what the
 * stand-in does not model is said (exit 2) rather than answered wrongly.
 */
@Tag("process")
class SlurmStandInsTest {
    private static final Path DIR = Repo.path("tests/resources/ocigpucluster/monitoring/slurm-stand-ins");

    @TempDir
    Path tmp;

    private record Run(int exit, String out, String err) {}

    private Run run(String tool, String... args) throws Exception {
        Path nodes = tmp.resolve("nodes");
        Files.writeString(nodes, "gpu-1 compute idle\ngpu-2 compute drained\n");
        List<String> command =
                new ArrayList<>(List.of("bash", DIR.resolve(tool + ".sh").toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().put("SLURM_STANDIN_NODES", nodes.toString());
        pb.environment().put("SLURM_STANDIN_JOBS", tmp.resolve("jobs").toString());
        Files.writeString(tmp.resolve("jobs"), "");
        Process p = pb.start();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        return new Run(
                p.exitValue(),
                new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
                new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
    }

    @Test
    void combinedFlagsAreTheFlagsApart() throws Exception {
        Run apart = run("sinfo", "-h", "-N", "-o", "%N %T");
        assertEquals(new Run(0, "gpu-1 idle\ngpu-2 drained\n", ""), apart);
        assertEquals(apart, run("sinfo", "-hN", "-o", "%N %T"));
        assertEquals(apart, run("sinfo", "-hNo%N %T"));
    }

    @Test
    void aLetterTheToolLacksIsItsInvalidOption() throws Exception {
        Run r = run("sinfo", "-hx");
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().startsWith("sinfo: invalid option -- 'x'\n"), r.err());
        Run q = run("squeue", "-N");
        assertEquals(1, q.exit(), q.err());
        assertTrue(q.err().startsWith("squeue: invalid option -- 'N'\n"), q.err());
    }

    @Test
    void whatIsNotModelledIsSaid() throws Exception {
        for (String option : List.of("--long", "-a", "-iX")) {
            Run r = run("sinfo", option);
            assertEquals(2, r.exit(), option);
            assertTrue(r.err().contains("option " + option + " is not modelled"), r.err());
        }
    }
}
