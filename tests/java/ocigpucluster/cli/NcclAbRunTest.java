package ocigpucluster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code nccl-ab} on a cluster: the one command runs srun per run and arm, alternating, keeps each
 * log and writes the result. The srun here stands in for Slurm's (srun(1): runs the command on the
 * nodes of -w and relays its standard output; a nonzero exit status is the step's failure): it
 * records its arguments and prints the published 2-node H100 log (tests/resources/nccl-logs/
 * 06-a3mega-h100-2node.log) with its hosts renamed to the nodes of -w; SRUN_FAIL_ON names a node
 * list whose step fails.
 */
@Tag("process")
class NcclAbRunTest {
    @TempDir
    Path dir;

    private int run(Path out, StringWriter err) {
        NcclAbCommand command = new NcclAbCommand();
        command.searchPath = dir.resolve("bin").toString();
        CommandLine cli = new CommandLine(command);
        cli.setOut(new PrintWriter(new StringWriter()));
        cli.setErr(new PrintWriter(err));
        return cli.execute(
                "--same", "gpu-1,gpu-2",
                "--across", "gpu-3,gpu-4",
                "--topology",
                        ocigpucluster.Repo.path("tests/resources/ocigpucluster/nccl/fabric/topology.json")
                                .toString(),
                "--shape", "BM.GPU.H100.8",
                "--all-reduce-perf", "/opt/nccl-tests/build/all_reduce_perf",
                "--container-image", "nvcr.io#nvidia/pytorch:24.05-py3",
                "--out", out.toString());
    }

    private void srun(String failOn) throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path log = ocigpucluster.Repo.path("tests/resources/nccl-logs/06-a3mega-h100-2node.log")
                .toAbsolutePath();
        Files.writeString(
                bin.resolve("srun"),
                "#!/bin/bash\nprintf '%s\\n' \"$*\" >>'" + dir.resolve("srun.args") + "'\n"
                        + "printf '%s\\n' \"$NCCL_IB_HCA $NCCL_DEBUG_SUBSYS\" >>'" + dir.resolve("srun.env") + "'\n"
                        + "nodes=''\nwhile (($#)); do [[ $1 == -w ]] && nodes=$2; shift; done\n"
                        + "[[ $nodes != '" + failOn + "' ]] || { echo 'srun: error: step failed' >&2; exit 1; }\n"
                        + "sed -e \"s/ztan-mig-235z/${nodes%,*}/\" -e \"s/ztan-mig-gq73/${nodes#*,}/\" '" + log
                        + "'\n");
        bin.resolve("srun").toFile().setExecutable(true);
    }

    @Test
    void oneCommandRunsBothArmsAlternatingKeepsTheLogsAndWritesTheResult() throws Exception {
        srun("none");
        Path out = dir.resolve("ab.json");
        StringWriter err = new StringWriter();
        assertEquals(0, run(out, err), err.toString());
        List<String> args = Files.readAllLines(dir.resolve("srun.args"));
        assertEquals(10, args.size(), "5 runs per arm");
        assertTrue(args.get(0).contains("-w gpu-1,gpu-2"), args.get(0));
        assertTrue(args.get(1).contains("-w gpu-3,gpu-4"), "alternating: " + args.get(1));
        assertTrue(
                args.get(0)
                        .startsWith("--mpi=pmix -N 2 -w gpu-1,gpu-2 --ntasks-per-node=1 --gpus-per-node=8 --exclusive"),
                args.get(0));
        // the shape catalog's NCCL settings reach the tasks through srun's environment, commas and all
        assertEquals(
                "=mlx5_0,mlx5_1,mlx5_3,mlx5_4,mlx5_5,mlx5_6,mlx5_7,mlx5_8,mlx5_9,mlx5_10,mlx5_12,mlx5_13,mlx5_14,mlx5_15,"
                        + "mlx5_16,mlx5_17 INIT,NET",
                Files.readAllLines(dir.resolve("srun.env")).get(0));
        assertTrue(
                args.get(0)
                        .endsWith(" --container-image=nvcr.io#nvidia/pytorch:24.05-py3"
                                + " /opt/nccl-tests/build/all_reduce_perf -b 8 -e 8G -f 2 -t 1 -g 8"),
                args.get(0));
        assertTrue(Files.isRegularFile(dir.resolve("ab.json.logs/across-5.log")));
        var result = new ObjectMapper().readTree(out.toFile());
        assertEquals(338.82, result.at("/across/busbwGBps/mean").asDouble(), 1e-9);
        assertEquals(
                "nccl-ab --shape BM.GPU.H100.8 --container-image nvcr.io#nvidia/pytorch:24.05-py3",
                result.at("/context/command").asText());
    }

    @Test
    void aFailedRunStopsWithItsLogKeptAndNoResult() throws Exception {
        srun("gpu-3,gpu-4");
        Path out = dir.resolve("ab.json");
        StringWriter err = new StringWriter();
        assertEquals(3, run(out, err));
        assertEquals(
                "nccl-ab: across run 1 on gpu-3,gpu-4: srun exited 1; its output is in "
                        + dir.resolve("ab.json.logs/across-1.log") + "\n",
                err.toString());
        assertTrue(!Files.exists(out), "no result file");
    }
}
