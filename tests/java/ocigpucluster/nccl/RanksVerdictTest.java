package ocigpucluster.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import ocigpucluster.Repo;
import ocigpucluster.bootstrap.ShippedBootstrap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The stage's verdict (src/main/bootstrap/ncclgate/lib/nccl-lib.sh, nccl_verdict) counts the ranks and
 * hosts of nccl-tests' "#  Rank N Group N Pid P on HOST device D" lines: a run of 2 nodes x 8
 * GPUs whose log names 8 ranks on 1 host fails as NCCL_RANKS_MISSING, whatever its busbw. The
 * logs: the published 2-node H100 run (06) and the same log with its second host's Rank lines
 * deleted (12, see the fixtures' README); each gets one NCCL "Using network IB" line, as the
 * stage's NCCL_DEBUG=INFO run prints, so that the network check does not fail first.
 */
@Tag("process")
class RanksVerdictTest {
    private static final Path BOOTSTRAP = ShippedBootstrap.root();
    private static final Path LOGS = Repo.path("tests/resources/nccl-logs");
    private static final String DRIVER = """
            set -euo pipefail
            NODE_USER=opc STAGE_TIMEOUT_SECONDS=60
            source "$1/lib/common.sh"
            source "$1/lib/nccl-lib.sh"
            SHAPE_GPUS=8 NCCL_PASS_LINE_GBPS=70 NODE_TIMEOUT_SECONDS=60 NCCL_FAIL_BELOW_PASS_LINE=true
            NCCL_ENV= NCCL_MIN_BYTES=1G NCCL_MAX_BYTES=16G NCCL_EXTRA_SIZES=10G
            nccl_params
            WORK=$(mktemp -d)
            trap 'rm -rf "$WORK"' EXIT
            : >"$WORK/failed.tsv"
            nccl_verdict "$2" "$(python3 "$1/lib/nccl_log_summary.py" "$2")" all_reduce_perf ztan-mig-235z ztan-mig-gq73
            cut -f2 "$WORK/failed.tsv"
            echo "passed=$PASSED"
            """;

    private static List<String> verdict(Path tmp, String fixture) throws Exception {
        Path log = tmp.resolve(fixture);
        Files.writeString(
                log,
                "ztan-mig-235z:6899:6899 [0] NCCL INFO Using network IB\n"
                        + Files.readString(LOGS.resolve(fixture), StandardCharsets.UTF_8));
        Process p = new ProcessBuilder("bash", "-c", DRIVER, "driver", BOOTSTRAP.toString(), log.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the verdict did not finish");
        assertEquals(0, p.exitValue(), out);
        return out.lines().toList();
    }

    @Test
    void everyRankOfBothNodesPasses(@TempDir Path tmp) throws Exception {
        assertEquals(List.of("passed=true"), verdict(tmp, "06-a3mega-h100-2node.log"));
    }

    @Test
    void aRunMissingOneHostsRanksFailsAsNcclRanksMissingThoughItsAverageMeetsThePassLine(@TempDir Path tmp)
            throws Exception {
        assertEquals(
                List.of("NCCL_RANKS_MISSING", "passed=false"),
                verdict(tmp, "12-edited-06-h100-one-host-ranks-missing.log"));
        // the Java report (nccl-report) shows both counts the stage compares
        NcclReport report =
                NcclReport.parse(Files.readString(LOGS.resolve("12-edited-06-h100-one-host-ranks-missing.log")), 70.0);
        assertEquals(8, report.ranks());
        assertEquals(List.of("ztan-mig-235z"), report.hosts());
    }
}
