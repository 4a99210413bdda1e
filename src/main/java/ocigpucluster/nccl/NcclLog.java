package ocigpucluster.nccl;

import java.util.List;

/**
 * What an nccl-tests log says, before it is judged against a pass line.
 *
 * @param rows         result rows of every table in the log, in log order
 * @param avgBusbwGBps the printed {@code Avg bus bandwidth} (the last one), or null
 * @param summaries    every {@code Avg bus bandwidth} line with the busbw cells it summarises, in log order
 * @param busbwAfterLastSummary busbw cells after the last such line (all of them without one)
 * @param outOfBounds  the printed {@code Out of bounds values} count (summed over tables), or null
 * @param ranks        number of distinct {@code Rank N} device lines, or null when none are printed
 * @param hosts        distinct host names of those lines, in order of first appearance
 * @param ncclVersion  NCCL library version ({@code 2.18.5}), or null when the log does not say
 */
public record NcclLog(
        List<NcclRow> rows,
        Double avgBusbwGBps,
        List<NcclSummary> summaries,
        int busbwAfterLastSummary,
        Long outOfBounds,
        Integer ranks,
        List<String> hosts,
        String ncclVersion) {

    public NcclLog {
        rows = List.copyOf(rows);
        summaries = List.copyOf(summaries);
        hosts = List.copyOf(hosts);
    }

    /** Judges this log against a pass line in GB/s (null: judge correctness only). */
    public NcclReport report(Double passLineGBps) {
        return NcclReport.of(this, passLineGBps);
    }
}
