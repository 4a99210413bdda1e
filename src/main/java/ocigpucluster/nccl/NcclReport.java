package ocigpucluster.nccl;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * The verdict on one nccl-tests log.
 *
 * <p>{@code avgBusbwGBps} is nccl-tests' printed {@code # Avg bus bandwidth} (the mean busbw of
 * every row and placement of the sweep): the figure compared with the pass line, because the
 * pass lines are the thresholds of Oracle's multi-node health check, which compares exactly it
 * (oci-hpc playbooks/roles/healthchecks/files/multi_node_active_healthcheck.py).
 * {@code largestSizeBusbwGBps} (the <em>out-of-place</em> busbw of the largest size, the top of
 * the curve) and {@code peakBusbwGBps} (the highest busbw of any row and placement) are
 * reported for reading only. {@code ranks} and {@code hosts} are what the log's
 * {@code #  Rank N ... on HOST device D} lines say (the stage checks them against its nodes).
 *
 * <p>{@code passed} is true iff there is at least one row, the average busbw is printed and
 * reaches the pass line (not checked when the pass line is null), no result was wrong and no
 * value was out of bounds (a null count means the log did not say, which does not fail).
 * {@code failures} says in words why {@code passed} is false; it is empty when it is true.
 */
@JsonPropertyOrder({
    "passed",
    "failures",
    "passLineGBps",
    "largestSizeBytes",
    "largestSizeBusbwGBps",
    "peakBusbwGBps",
    "avgBusbwGBps",
    "outOfBounds",
    "wrongTotal",
    "ranks",
    "hosts",
    "ncclVersion",
    "rows"
})
public record NcclReport(
        boolean passed,
        List<String> failures,
        Double passLineGBps,
        Long largestSizeBytes,
        Double largestSizeBusbwGBps,
        Double peakBusbwGBps,
        Double avgBusbwGBps,
        Long outOfBounds,
        Long wrongTotal,
        Integer ranks,
        List<String> hosts,
        String ncclVersion,
        List<NcclRow> rows) {

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    public NcclReport {
        failures = List.copyOf(failures);
        hosts = List.copyOf(hosts);
        rows = List.copyOf(rows);
    }

    /**
     * Parses nccl-tests output and judges it; never throws on malformed text. A log of the
     * NCCL stage (runs after {@code # oci-gpu-cluster run N:} lines) is judged on its first
     * run, the sweep, as the stage judges it: the extra sizes run after it are not the verdict.
     */
    public static NcclReport parse(String logText, Double passLineGBps) {
        return NcclLogParser.parse(NcclLogParser.runs(logText).get(0)).report(passLineGBps);
    }

    static NcclReport of(NcclLog log, Double passLineGBps) {
        List<NcclRow> rows = log.rows();
        NcclRow largest = null;
        for (NcclRow row : rows) {
            if (largest == null || row.sizeBytes() > largest.sizeBytes()) {
                largest = row;
            }
        }
        Double largestBusbw = largest == null ? null : largest.outOfPlace().busbwGBps();
        Double peak = rows.stream()
                .flatMap(r -> r.inPlace() == null ? Stream.of(r.outOfPlace()) : Stream.of(r.outOfPlace(), r.inPlace()))
                .map(NcclResult::busbwGBps)
                .max(Double::compare)
                .orElse(null);
        List<Long> wrongCells = rows.stream()
                .flatMap(r -> Stream.of(r.outOfPlace(), r.inPlace()))
                .filter(Objects::nonNull)
                .map(NcclResult::wrong)
                .filter(Objects::nonNull)
                .toList();
        Long wrongTotal = wrongCells.isEmpty()
                ? null
                : wrongCells.stream().mapToLong(Long::longValue).sum();

        List<String> failures = new ArrayList<>();
        if (rows.isEmpty()) {
            failures.add("no result rows: the log holds no nccl-tests table");
        } else if (passLineGBps != null && log.avgBusbwGBps() == null) {
            failures.add(
                    "no '# Avg bus bandwidth' line: the figure the pass line is judged on is missing (the log ends early)");
        } else if (passLineGBps != null && log.avgBusbwGBps() < passLineGBps) {
            failures.add("average busbw " + plain(log.avgBusbwGBps())
                    + " GB/s (# Avg bus bandwidth) is below the pass line " + plain(passLineGBps) + " GB/s");
        }
        if (passLineGBps != null && !rows.isEmpty()) {
            failures.addAll(summaryDisagreements(log));
        }
        if (wrongTotal != null && wrongTotal != 0) {
            failures.add(wrongTotal + " wrong results (#wrong): the collective corrupted data");
        }
        if (log.outOfBounds() != null && log.outOfBounds() != 0) {
            failures.add(log.outOfBounds() + " out-of-bounds values: the collective corrupted data");
        }
        return new NcclReport(
                failures.isEmpty(),
                failures,
                passLineGBps,
                largest == null ? null : largest.sizeBytes(),
                largestBusbw,
                peak,
                log.avgBusbwGBps(),
                log.outOfBounds(),
                wrongTotal,
                log.ranks(),
                log.hosts(),
                log.ncclVersion(),
                rows);
    }

    /**
     * The figure judged must be the one nccl-tests printed for these rows (the mean of their busbw
     * cells, {@link NcclSummary}): a summary line that is not, or rows no summary line covers, mean
     * the log was appended to, edited or trimmed, and its verdict cannot be trusted.
     */
    private static List<String> summaryDisagreements(NcclLog log) {
        List<String> out = new ArrayList<>();
        for (NcclSummary s : log.summaries()) {
            if (s.busbwValues() == 0) {
                out.add("a '# Avg bus bandwidth' line (" + plain(s.printedGBps())
                        + " GB/s) summarises no result row: nccl-tests prints one after its table, so this one was"
                        + " added to the log; judge the log as nccl-tests wrote it");
            } else if (!s.agrees()) {
                out.add("the '# Avg bus bandwidth' line says " + plain(s.printedGBps()) + " GB/s, but the "
                        + s.busbwValues() + " busbw values above it average "
                        + plain(BigDecimal.valueOf(s.meanGBps())
                                .setScale(3, java.math.RoundingMode.HALF_EVEN)
                                .doubleValue())
                        + " GB/s (nccl-tests prints their mean): the line or the table was edited or trimmed;"
                        + " judge the log as nccl-tests wrote it");
            }
        }
        if (!log.summaries().isEmpty() && log.busbwAfterLastSummary() > 0) {
            out.add(
                    log.busbwAfterLastSummary() + " busbw values after the last '# Avg bus bandwidth' line are"
                            + " summarised by none: rows were added after the run's summary; judge the log as nccl-tests wrote it");
        }
        return out;
    }

    /** Pretty JSON with a fixed key order, as {@code nccl-report} prints it. */
    public String toJson() {
        try {
            return JSON.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialise an NCCL report", e);
        }
    }

    /**
     * The report for a person: the verdict and why, the figures it was judged on, then one line
     * per message size (busbw out of place and in place, #wrong). The same facts as {@link #toJson}.
     */
    public String toTable() {
        StringBuilder out = new StringBuilder();
        out.append("NCCL test: ").append(passed ? "PASSED" : "FAILED").append('\n');
        failures.forEach(f -> out.append("  - ").append(f).append('\n'));
        out.append('\n');
        line(
                out,
                "pass line",
                passLineGBps == null
                        ? "none (correctness only; give --shape or --pass-line)"
                        : plain(passLineGBps) + " GB/s, judged on # Avg bus bandwidth");
        line(out, "avg busbw", avgBusbwGBps == null ? "not printed" : plain(avgBusbwGBps) + " GB/s");
        line(out, "peak busbw", peakBusbwGBps == null ? "-" : plain(peakBusbwGBps) + " GB/s");
        line(
                out,
                "largest size",
                largestSizeBytes == null
                        ? "-"
                        : size(largestSizeBytes) + ", busbw " + plain(largestSizeBusbwGBps) + " GB/s out of place");
        line(out, "wrong results", wrongTotal == null ? "not checked" : Long.toString(wrongTotal));
        line(out, "out of bounds", outOfBounds == null ? "not printed" : Long.toString(outOfBounds));
        line(
                out,
                "ranks",
                (ranks == null ? "not printed" : ranks.toString())
                        + (hosts.isEmpty()
                                ? ""
                                : " on " + hosts.size() + " host" + (hosts.size() == 1 ? "" : "s") + ": "
                                        + String.join(", ", hosts)));
        line(out, "NCCL", ncclVersion == null ? "not printed" : ncclVersion);
        out.append('\n');
        out.append(String.format("%12s  %14s  %14s  %8s\n", "size", "busbw oop GB/s", "busbw ip GB/s", "#wrong"));
        for (NcclRow r : rows) {
            out.append(String.format(
                    "%12s  %14s  %14s  %8s\n",
                    size(r.sizeBytes()),
                    plain(r.outOfPlace().busbwGBps()),
                    r.inPlace() == null ? "-" : plain(r.inPlace().busbwGBps()),
                    wrong(r)));
        }
        return out.toString();
    }

    private static void line(StringBuilder out, String label, String value) {
        out.append(String.format("%-14s %s\n", label, value));
    }

    private static String wrong(NcclRow r) {
        Long a = r.outOfPlace().wrong();
        Long b = r.inPlace() == null ? null : r.inPlace().wrong();
        if (a == null && b == null) {
            return "-";
        }
        return Long.toString((a == null ? 0 : a) + (b == null ? 0 : b));
    }

    /** Bytes in binary units as nccl-tests sizes are (8 B, 1 KiB, 10 GiB); exact, or bytes. */
    static String size(long bytes) {
        String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
        long v = bytes;
        int u = 0;
        while (u < units.length - 1 && v >= 1024 && v % 1024 == 0) {
            v /= 1024;
            u++;
        }
        return v + " " + units[u];
    }

    private static String plain(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
