package ocigpucluster.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The verdict agrees with the rows it summarises. nccl-tests prints "# Avg bus bandwidth" as the
 * mean of every busbw it measured, out-of-place and in-place for each size (src/common.cu:
 * {@code args->bw[0] += busBw; args->bw_count[0]++} after each BenchTime, then
 * {@code bw[0] /= bw_count[0]}, printed "%g" by src/util.cu writeResultFooter), each row's busbw
 * printed "%6.2f" or coarser where that does not fit (src/util.cu getFloatStr). A summary line
 * that is not that mean, to within the rows' printing, was not printed by nccl-tests for these
 * rows: appended, edited, or the table trimmed. Judged against a pass line, such a log fails.
 */
class SummaryLineTest {
    /** A 2-node run at about 2 GB/s: real column layout, made-up numbers (the hostile-input suite reads it too). */
    static final String SLOW = TestLogs.text("/ocigpucluster/nccl/slow-2gbps.log");

    @Test
    void anHonestSlowLogFailsThePassLine() {
        NcclReport r = NcclReport.parse(SLOW, 40.0);
        assertFalse(r.passed(), r.failures().toString());
        assertEquals(2.0, r.avgBusbwGBps());
    }

    @Test
    void anAppendedSummaryLineDoesNotMakeItPass() {
        NcclReport r = NcclReport.parse(SLOW + "# Avg bus bandwidth    : 250.5\n", 40.0);
        assertFalse(r.passed(), "an appended Avg line passed a 2 GB/s log");
        assertTrue(
                r.failures().stream().anyMatch(f -> f.contains("Avg bus bandwidth") && f.contains("no result row")),
                r.failures().toString());
    }

    @Test
    void anEditedSummaryLineDoesNotMakeItPass() {
        NcclReport r = NcclReport.parse(SLOW.replace("Avg bus bandwidth    : 2", "Avg bus bandwidth    : 250.5"), 40.0);
        assertFalse(r.passed());
        assertTrue(
                r.failures().stream()
                        .anyMatch(f -> f.contains("250.5") && f.contains("2 GB/s") && f.contains("4 busbw values")),
                r.failures().toString());
    }

    @Test
    void rowsAfterTheLastSummaryAreNotLeftOut() {
        String appended = SLOW
                + "   536870912     134217728     float     sum      -1     1000  536.87  999.00      0     1000  536.87  999.00      0\n";
        NcclReport r = NcclReport.parse(appended, 1.0);
        assertFalse(r.passed());
        assertTrue(
                r.failures().stream().anyMatch(f -> f.contains("after the last")),
                r.failures().toString());
    }

    @Test
    void withoutAPassLineOnlyCorrectnessIsJudged() {
        assertTrue(NcclReport.parse(SLOW + "# Avg bus bandwidth    : 250.5\n", null)
                .passed());
    }

    /** Every real log whose author did not trim its table agrees with its rows (tests/resources/nccl-logs). */
    @Test
    void publishedLogsAgreeWithTheirRowsAndATrimmedOneIsSaid() {
        for (String name : List.of(
                "05-eks-efa-t4-2node-mpi-prefix-ncclinfo.log",
                "06-a3mega-h100-2node.log",
                "07-dstack-a3mega-h100-2node-allgather-na-nohash.log",
                "09-dgx2-v100-allgather-old-error-oob-failed.log",
                "10-awsbatch-a10g-1gpu-old-error-busbw0.log",
                "11-awsbatch-a10g-2node-old-error-ncclinfo.log",
                "seed-003-a100-pcie-2node-roce-allreduce-10g.log")) {
            NcclReport r = NcclReport.parse(TestLogs.text("/nccl-logs/" + name), 0.0);
            assertTrue(
                    r.failures().stream().noneMatch(f -> f.contains("Avg bus bandwidth")), name + ": " + r.failures());
        }
        // its author cut the table (nThread line: minBytes 8, rows from 8 MiB): 165.789 is not its rows' mean
        NcclReport trimmed =
                NcclReport.parse(TestLogs.text("/nccl-logs/08-dstack-a4-2node-wrong-nohash-indented.log"), 100.0);
        assertFalse(trimmed.passed());
        assertTrue(
                trimmed.failures().stream().anyMatch(f -> f.contains("165.789")),
                trimmed.failures().toString());
    }

    @Test
    void printingPrecisionIsAllowedForAndNoMore() {
        // %6.2f busbw cells: the mean of 2 cells can be off by up to 0.005 from the true one
        String close = SLOW.replace("Avg bus bandwidth    : 2", "Avg bus bandwidth    : 2.00499");
        assertTrue(
                NcclReport.parse(close, 1.0).passed(),
                NcclReport.parse(close, 1.0).failures().toString());
        String off = SLOW.replace("Avg bus bandwidth    : 2", "Avg bus bandwidth    : 2.0151");
        assertFalse(NcclReport.parse(off, 1.0).passed());
    }
}
