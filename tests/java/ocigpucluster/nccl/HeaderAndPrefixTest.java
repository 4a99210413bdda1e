package ocigpucluster.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the parser takes for a column header and a launcher prefix, at the edges: a header is a
 * table's only if each placement has its time, algbw and busbw; a line that starts with "size" and
 * is not such a header leaves the table above it readable; columns it does not know are skipped
 * however many; and up to three launcher prefixes are stripped from a line.
 */
class HeaderAndPrefixTest {

    private static List<Long> sizes(String log) {
        return NcclLogParser.parse(log).rows().stream().map(NcclRow::sizeBytes).toList();
    }

    @Test
    void aHeaderWithoutBusbwInEitherPlacementIsNotATable() {
        assertEquals(List.of(), sizes("""
                #  size  count  type  time  algbw
                   1024    256  float  10.0   0.10
                """));
        // out of place complete, in place cut after algbw
        assertEquals(List.of(), sizes("""
                #  size  count  type  time  algbw  busbw  time  algbw
                   1024    256  float  10.0   0.10   0.10  10.0   0.10
                """));
    }

    @Test
    void aLineStartingWithSizeThatIsNoHeaderLeavesTheTableAboveItReadable() {
        String log = """
                #  size  count  type  time  algbw  busbw
                   1024    256  float  10.0   0.10   0.10
                #  size  count  type  time  algbw
                   2048    512  float  10.0   0.20   0.20
                #  size  count  type  time  algbw  busbw  time  algbw  busbw  time  algbw  busbw
                   4096   1024  float  10.0   0.40   0.40
                """;
        assertEquals(List.of(1024L, 2048L, 4096L), sizes(log));
    }

    @Test
    void columnsTheParserDoesNotKnowAreNeitherMeasurementsNorAnotherPlacement() {
        String log = """
                #  size  count  type  redop  root  algo  proto  time  algbw  busbw  #wrong  time  algbw  busbw  #wrong
                   1024    256  float    sum    -1  ring  simple  10.0   0.10   0.10       0  11.0   0.09   0.09       0
                """;
        NcclLog parsed = NcclLogParser.parse(log);
        assertEquals(1, parsed.rows().size(), parsed.toString());
        assertEquals(
                new NcclResult(10.0, 0.10, 0.10, 0L, null), parsed.rows().get(0).outOfPlace());
        assertEquals(
                new NcclResult(11.0, 0.09, 0.09, 0L, null), parsed.rows().get(0).inPlace());
    }

    @Test
    void upToThreeLauncherPrefixesAreStrippedAndNoMore() {
        String header = "#  size  count  type  time  algbw  busbw\n";
        String row = "1024    256  float  10.0   0.10   0.10\n";
        // pdsh host, srun --label, Open MPI --tag-output: all three stripped
        assertEquals(List.of(1024L), sizes(header + "node1: 0: [1,0]<stdout>: " + row));
        // a fourth is no launcher stack the parser knows: the line is not a row
        assertEquals(List.of(), sizes(header + "node1: node2: 0: [1,0]<stdout>: " + row));
    }

    @Test
    void halfAUnitOfACellsLastDigitIsWhatItsPrintingMayHaveRoundedAway() {
        assertEquals(0.005, NcclLogParser.halfUnit("26.14"), 1e-15);
        assertEquals(0.5, NcclLogParser.halfUnit("12345"), 1e-15);
        // 1e+05: the last digit is the 10^5 one; 1.5E+03 = 1500, its last digit the hundreds
        assertEquals(50000, NcclLogParser.halfUnit("1e+05"), 1e-9);
        assertEquals(50, NcclLogParser.halfUnit("1.5E+03"), 1e-12);
        // 2.50e-01 = 0.250: thousandths
        assertEquals(0.0005, NcclLogParser.halfUnit("2.50e-01"), 1e-15);
    }

    @Test
    void theAverageMayDifferFromItsCellsByTheSixthDigitItsPrintingRounds() {
        // "%g" keeps six significant digits: a mean of 12345.619 prints 12345.6, 0.015 from the
        // mean of the printed cells (12345.615), more than their half unit (0.005); half a unit of
        // the sixth digit (0.05, bounded by 12345.6 * 5e-6 = 0.0617) makes up the rest
        String table = """
                #       size         count      type     time    algbw    busbw #wrong
                  1073741824     268435456     float    86.97 12345.61 12345.61      0
                  2147483648     536870912     float   173.93 12345.62 12345.62      0
                """;
        NcclReport honest = NcclReport.parse(table + "# Avg bus bandwidth    : 12345.6\n", 1.0);
        assertTrue(honest.passed(), honest.failures().toString());
        // 12345.7 is 0.085 from the cells' mean, more than 0.005 + 0.0617: not nccl-tests' figure
        NcclReport edited = NcclReport.parse(table + "# Avg bus bandwidth    : 12345.7\n", 1.0);
        assertFalse(edited.passed());
        assertTrue(
                edited.failures().stream().anyMatch(f -> f.contains("12345.7") && f.contains("12345.615")),
                edited.failures().toString());
    }

    @Test
    void aFigureExactlyHalfACellUnitFromTheMeanAgrees() {
        // cells 0.01 and 0.00 average 0.005; each may have been rounded by 0.005, so a printed 0
        // is at the bound, which is closed
        String log = """
                #  size  count  type  time  algbw  busbw
                   1024    256  float  10.0   0.01   0.01
                   2048    512  float  10.0   0.00   0.00
                # Avg bus bandwidth    : 0
                """;
        NcclReport r = NcclReport.parse(log, 0.0);
        assertTrue(r.passed(), r.failures().toString());
        NcclReport beyond = NcclReport.parse(log.replace(": 0\n", ": 0.011\n"), 0.0);
        assertFalse(beyond.passed(), "0.011 is 0.006 from the mean 0.005");
    }
}
