package ocigpucluster.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The report {@code nccl-report --table} prints for a person, whole: every line written out by hand
 * from the log it reads (labels padded to 14 columns, the row table right-aligned in columns of 12,
 * 14, 14 and 8 characters), so a line that goes missing, a figure that changes or a word that
 * flips shows.
 */
class ReportTableTest {

    @Test
    void aSlowTwoHostLogFailsAndSaysWhyAboveItsFigures() {
        // slow-2gbps.log: 128 MiB and 256 MiB, busbw 1.98/2.00 and 2.02/2.00, #wrong 0, Avg 2
        String table = NcclReport.parse(SummaryLineTest.SLOW, 40.0).toTable();
        assertEquals("""
                NCCL test: FAILED
                  - average busbw 2 GB/s (# Avg bus bandwidth) is below the pass line 40 GB/s

                pass line      40 GB/s, judged on # Avg bus bandwidth
                avg busbw      2 GB/s
                peak busbw     2.02 GB/s
                largest size   256 MiB, busbw 2.02 GB/s out of place
                wrong results  0
                out of bounds  0
                ranks          2 on 2 hosts: gpu-1, gpu-2
                NCCL           not printed

                        size  busbw oop GB/s   busbw ip GB/s    #wrong
                     128 MiB            1.98               2         0
                     256 MiB            2.02               2         0
                """, table);
    }

    @Test
    void anOutOfPlaceOnlyLogOnOneHostPassesWithoutAPassLine() {
        String log = """
                #  Rank  0 Group  0 Pid  11 on gpu-1 device  0 [0x0f] NVIDIA A100-SXM4-40GB
                #  Rank  1 Group  0 Pid  12 on gpu-1 device  1 [0x0f] NVIDIA A100-SXM4-40GB
                #       size         count      type     time   algbw   busbw #wrong
                     1048576        262144     float    10.00  104.86  104.86      0
                # Out of bounds values : 0 OK
                # Avg bus bandwidth    : 104.86
                """;
        assertEquals("""
                NCCL test: PASSED

                pass line      none (correctness only; give --shape or --pass-line)
                avg busbw      104.86 GB/s
                peak busbw     104.86 GB/s
                largest size   1 MiB, busbw 104.86 GB/s out of place
                wrong results  0
                out of bounds  0
                ranks          2 on 1 host: gpu-1
                NCCL           not printed

                        size  busbw oop GB/s   busbw ip GB/s    #wrong
                       1 MiB          104.86               -         0
                """, NcclReport.parse(log, null).toTable());
    }

    @Test
    void wrongCountsOfBothPlacementsAddUpPerRowAndNotAvailableIsADash() {
        // #wrong: N/A and 3 (only in place counted), 2 and 3 (both), N/A and N/A (neither)
        String log = """
                # NCCL version 2.18.3+cuda12.2
                #  Rank  0 Group  0 Pid  11 on gpu-1 device  0 [0x0f] NVIDIA A100-SXM4-40GB
                #       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong
                        1024           256     float     sum      -1    10.00    0.10    0.10    N/A    10.00    0.10    0.10      3
                        2048           512     float     sum      -1    10.00    0.20    0.20      2    10.00    0.20    0.20      3
                        4096          1024     float     sum      -1    10.00    0.40    0.40    N/A    10.00    0.40    0.40    N/A
                """;
        assertEquals("""
                NCCL test: FAILED
                  - 8 wrong results (#wrong): the collective corrupted data

                pass line      none (correctness only; give --shape or --pass-line)
                avg busbw      not printed
                peak busbw     0.4 GB/s
                largest size   4 KiB, busbw 0.4 GB/s out of place
                wrong results  8
                out of bounds  not printed
                ranks          1 on 1 host: gpu-1
                NCCL           2.18.3

                        size  busbw oop GB/s   busbw ip GB/s    #wrong
                       1 KiB             0.1             0.1         3
                       2 KiB             0.2             0.2         5
                       4 KiB             0.4             0.4         -
                """, NcclReport.parse(log, null).toTable());
    }

    @Test
    void aLogWithoutATableSaysWhatIsMissing() {
        assertEquals("""
                NCCL test: FAILED
                  - no result rows: the log holds no nccl-tests table

                pass line      40 GB/s, judged on # Avg bus bandwidth
                avg busbw      not printed
                peak busbw     -
                largest size   -
                wrong results  not checked
                out of bounds  not printed
                ranks          not printed
                NCCL           not printed

                        size  busbw oop GB/s   busbw ip GB/s    #wrong
                """, NcclReport.parse("", 40.0).toTable());
    }

    @Test
    void sizesAreInBinaryUnitsWhenExactAndInBytesOtherwise() {
        assertEquals("0 B", NcclReport.size(0));
        assertEquals("8 B", NcclReport.size(8));
        assertEquals("1023 B", NcclReport.size(1023));
        assertEquals("1 KiB", NcclReport.size(1024));
        assertEquals("1536 B", NcclReport.size(1536));
        assertEquals("10 GiB", NcclReport.size(10L * 1024 * 1024 * 1024));
        assertEquals("1 TiB", NcclReport.size(1024L * 1024 * 1024 * 1024));
        // TiB is the largest unit: a PiB is 1024 of them
        assertEquals("1024 TiB", NcclReport.size(1024L * 1024 * 1024 * 1024 * 1024));
        assertEquals("1025 KiB", NcclReport.size(1025L * 1024));
    }
}
