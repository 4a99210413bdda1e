package ocigpucluster.nccl;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the text output of nccl-tests ({@code all_reduce_perf} and friends) as real clusters
 * print it: with or without {@code #} on header lines, with the {@code #wrong} count or the old
 * float {@code error} column, with or without {@code redop}/{@code root}, out-of-place only or
 * both placements, launcher prefixes on every line ({@code 0: }, {@code [1,0]<stdout>:},
 * {@code host: }) and NCCL INFO/WARN, MPI and UCX lines in between.
 *
 * <p>A result row is taken only when it has exactly as many cells as the column header above it
 * and every cell has the column's form, so a row cut off mid-line or a stray line of numbers is
 * skipped. Rows before the first column header are not recognisable and are skipped too. Rows of
 * every table in the text are collected; the last {@code Avg bus bandwidth} wins and the
 * {@code Out of bounds values} counts add up. Each {@code Avg bus bandwidth} line is kept with the
 * busbw cells since the previous one ({@link NcclSummary}), so a verdict can be held to the rows it
 * summarises. Never throws on malformed text.
 */
public final class NcclLogParser {
    private static final String NUMBER = "\\d+(?:\\.\\d*)?(?:[eE][+-]?\\d+)?";
    private static final Pattern DECIMAL = Pattern.compile(NUMBER);
    private static final Pattern COUNT = Pattern.compile("\\d{1,18}");
    private static final Pattern SIGNED = Pattern.compile("-?\\d{1,9}");
    private static final Pattern WORD = Pattern.compile("[A-Za-z][A-Za-z0-9_]*");
    private static final String NOT_AVAILABLE = "N/A";
    private static final Pattern LINE_BREAK = Pattern.compile("\\r\\n|\\r|\\n");
    private static final Pattern BLANKS = Pattern.compile("\\s+");

    // Launcher prefixes, stripped before anything else: Open MPI --tag-output "[1,0]<stdout>:",
    // srun --label "0: ", pdsh "host: ". NCCL's own "host:pid:tid" has no blank after the colon.
    private static final Pattern PREFIX =
            Pattern.compile("\\[\\d+,\\d+\\]<std(?:out|err)>:|\\s*\\d+:\\s|[A-Za-z0-9][\\w.-]*:\\s");
    private static final int MAX_PREFIXES = 3;

    private static final Pattern RANK =
            Pattern.compile("Rank\\s+(\\d+)\\s+(?:Group\\s+\\d+\\s+)?Pid\\s+\\d+\\s+on\\s+(\\S+)\\s+device\\b.*");
    private static final Pattern OUT_OF_BOUNDS = Pattern.compile("Out of bounds values\\s*:\\s*(\\d{1,18})\\b.*");
    private static final Pattern AVG_BUSBW = Pattern.compile("Avg bus bandwidth\\s*:\\s*(" + NUMBER + ")\\b.*");
    private static final Pattern NCCL_VERSION = Pattern.compile("\\bNCCL version (\\d+\\.\\d+\\.\\d+)");
    // nccl-tests >= 2.14 prints "# nccl-tests version 2.18.3 nccl-headers=23003 nccl-library=23003".
    private static final Pattern NCCL_LIBRARY_CODE = Pattern.compile("\\bnccl-library=(\\d{5,6})\\b");

    /** The line the NCCL stage prints before each run: "# oci-gpu-cluster run N: ...". */
    private static final Pattern RUN_MARKER = Pattern.compile("^# oci-gpu-cluster run (\\d+):.*$", Pattern.MULTILINE);

    private NcclLogParser() {}

    /**
     * The runs of a stage log, split on its {@code # oci-gpu-cluster run N:} lines, in order,
     * each section from its marker line to the next marker. A log without markers is one run.
     */
    public static List<String> runs(String text) {
        String all = text == null ? "" : text;
        List<String> sections = new ArrayList<>();
        Matcher m = RUN_MARKER.matcher(all);
        int start = -1;
        while (m.find()) {
            if (start >= 0) {
                sections.add(all.substring(start, m.start()));
            }
            start = m.start();
        }
        // without a marker the whole text is the one run
        sections.add(all.substring(Math.max(start, 0)));
        return sections;
    }

    public static NcclLog parse(String text) {
        State state = new State();
        for (String line : LINE_BREAK.split(text == null ? "" : text, -1)) {
            state.accept(line);
        }
        return state.finish();
    }

    private enum Kind {
        SIZE,
        COUNT,
        TYPE,
        REDOP,
        ROOT,
        TIME,
        ALGBW,
        BUSBW,
        WRONG,
        ERROR,
        OTHER
    }

    /** One header column; measurement columns belong to placement 0 (out-of-place) or 1 (in-place). */
    private record Column(Kind kind, int placement) {}

    private static final class State {
        private final List<NcclRow> rows = new ArrayList<>();
        private final Set<Integer> ranks = new TreeSet<>();
        private final Set<String> hosts = new LinkedHashSet<>();
        private List<Column> layout;
        private Double avgBusbw;
        private final List<NcclSummary> summaries = new ArrayList<>();
        /** The busbw cells since the last Avg line: their count, sum and summed half last-digit units. */
        private int cells;

        private double cellSum;
        private double cellHalfUnits;
        private Long outOfBounds;
        private String ncclVersion;
        private String libraryVersion;

        void accept(String rawLine) {
            String line = stripPrefixes(rawLine);
            String trimmed = line.strip();
            String body = trimmed.startsWith("#") ? trimmed.substring(1).strip() : trimmed;
            if (body.isEmpty()) {
                return;
            }
            noteVersion(line);
            String[] cells = BLANKS.split(body);
            if (cells[0].equals("size")) {
                List<Column> header = header(cells);
                if (header != null) {
                    layout = header;
                }
                return;
            }
            Matcher m;
            if ((m = RANK.matcher(body)).matches()) {
                ranks.add(Integer.valueOf(m.group(1)));
                hosts.add(m.group(2));
            } else if ((m = OUT_OF_BOUNDS.matcher(body)).matches()) {
                outOfBounds = (outOfBounds == null ? 0 : outOfBounds) + Long.parseLong(m.group(1));
            } else if ((m = AVG_BUSBW.matcher(body)).matches()) {
                avgBusbw = Double.valueOf(m.group(1));
                summaries.add(new NcclSummary(
                        avgBusbw,
                        this.cells,
                        this.cells == 0 ? null : cellSum / this.cells,
                        (this.cells == 0 ? 0 : cellHalfUnits / this.cells) + halfSixthDigit(avgBusbw) + 1e-9));
                this.cells = 0;
                cellSum = 0;
                cellHalfUnits = 0;
            } else if (layout != null && !trimmed.startsWith("#")) {
                NcclRow row = row(layout, cells);
                if (row != null) {
                    rows.add(row);
                    for (int i = 0; i < cells.length; i++) {
                        if (layout.get(i).kind() == Kind.BUSBW) {
                            this.cells++;
                            cellSum += Double.parseDouble(cells[i]);
                            cellHalfUnits += halfUnit(cells[i]);
                        }
                    }
                }
            }
        }

        private void noteVersion(String line) {
            if (ncclVersion == null) {
                Matcher m = NCCL_VERSION.matcher(line);
                if (m.find()) {
                    ncclVersion = m.group(1);
                }
            }
            if (libraryVersion == null) {
                Matcher m = NCCL_LIBRARY_CODE.matcher(line);
                if (m.find()) {
                    // NCCL_VERSION_CODE since 2.9: major*10000 + minor*100 + patch
                    int code = Integer.parseInt(m.group(1));
                    libraryVersion = code / 10000 + "." + code % 10000 / 100 + "." + code % 100;
                }
            }
        }

        NcclLog finish() {
            return new NcclLog(
                    rows,
                    avgBusbw,
                    summaries,
                    cells,
                    outOfBounds,
                    ranks.isEmpty() ? null : ranks.size(),
                    new ArrayList<>(hosts),
                    ncclVersion != null ? ncclVersion : libraryVersion);
        }
    }

    /**
     * Half a unit of a busbw cell's last digit: what its fixed-point printing may have rounded away
     * (0.005 for "26.14", 0.5 for "12345", 0.5e5 for "1e+05").
     */
    static double halfUnit(String cell) {
        String t = cell.toLowerCase(java.util.Locale.ROOT);
        int e = t.indexOf('e');
        int exponent = e < 0 ? 0 : Integer.parseInt(t.substring(e + 1).replace("+", ""));
        String mantissa = e < 0 ? t : t.substring(0, e);
        int dot = mantissa.indexOf('.');
        int decimals = dot < 0 ? 0 : mantissa.length() - dot - 1;
        return 0.5 * Math.pow(10, exponent - decimals);
    }

    /** Half a unit of the sixth significant digit: what "%g" may have rounded from the Avg figure. */
    static double halfSixthDigit(double value) {
        return Math.abs(value) * 5e-6;
    }

    private static String stripPrefixes(String line) {
        String rest = line;
        for (int i = 0; i < MAX_PREFIXES; i++) {
            Matcher m = PREFIX.matcher(rest);
            if (!m.lookingAt()) {
                break;
            }
            rest = rest.substring(m.end());
        }
        return rest;
    }

    /** The column layout of a header line, or null when it is not a usable nccl-tests header. */
    private static List<Column> header(String[] names) {
        List<Column> columns = new ArrayList<>();
        Set<Kind> seenInPlacement = new java.util.HashSet<>();
        int placement = 0;
        for (String name : names) {
            Kind kind = switch (name) {
                case "size" -> Kind.SIZE;
                case "count" -> Kind.COUNT;
                case "type" -> Kind.TYPE;
                case "redop" -> Kind.REDOP;
                case "root" -> Kind.ROOT;
                case "time" -> Kind.TIME;
                case "algbw" -> Kind.ALGBW;
                case "busbw" -> Kind.BUSBW;
                case "#wrong", "wrong" -> Kind.WRONG;
                case "error" -> Kind.ERROR;
                default -> Kind.OTHER;
            };
            if (isMeasurement(kind) && !seenInPlacement.add(kind)) {
                // a second time/algbw/busbw starts the in-place group
                placement++;
                seenInPlacement.clear();
                seenInPlacement.add(kind);
            }
            columns.add(new Column(kind, isMeasurement(kind) ? placement : 0));
        }
        if (placement > 1 || columns.get(0).kind() != Kind.SIZE) {
            return null;
        }
        for (int p = 0; p <= placement; p++) {
            for (Kind required : List.of(Kind.TIME, Kind.ALGBW, Kind.BUSBW)) {
                if (!columns.contains(new Column(required, p))) {
                    return null;
                }
            }
        }
        return columns;
    }

    private static boolean isMeasurement(Kind kind) {
        return kind == Kind.TIME
                || kind == Kind.ALGBW
                || kind == Kind.BUSBW
                || kind == Kind.WRONG
                || kind == Kind.ERROR;
    }

    /** One result row, or null when the cells do not fit the layout (truncated or foreign line). */
    private static NcclRow row(List<Column> layout, String[] cells) {
        if (cells.length != layout.size()) {
            return null;
        }
        long size = 0;
        double[] time = new double[2];
        double[] algbw = new double[2];
        double[] busbw = new double[2];
        Long[] wrong = new Long[2];
        Double[] error = new Double[2];
        boolean inPlace = false;
        for (int i = 0; i < cells.length; i++) {
            String cell = cells[i];
            Column column = layout.get(i);
            int p = column.placement();
            inPlace |= p == 1;
            switch (column.kind()) {
                case SIZE -> {
                    if (!COUNT.matcher(cell).matches()) {
                        return null;
                    }
                    size = Long.parseLong(cell);
                }
                case COUNT -> {
                    if (!COUNT.matcher(cell).matches()) {
                        return null;
                    }
                }
                case TYPE, REDOP -> {
                    if (!WORD.matcher(cell).matches()) {
                        return null;
                    }
                }
                case ROOT -> {
                    if (!SIGNED.matcher(cell).matches()) {
                        return null;
                    }
                }
                case TIME, ALGBW, BUSBW -> {
                    if (!DECIMAL.matcher(cell).matches()) {
                        return null;
                    }
                    double value = Double.parseDouble(cell);
                    switch (column.kind()) {
                        case TIME -> time[p] = value;
                        case ALGBW -> algbw[p] = value;
                        default -> busbw[p] = value;
                    }
                }
                case WRONG -> {
                    if (COUNT.matcher(cell).matches()) {
                        wrong[p] = Long.valueOf(cell);
                    } else if (!cell.equals(NOT_AVAILABLE)) {
                        return null;
                    }
                }
                case ERROR -> {
                    if (DECIMAL.matcher(cell).matches()) {
                        error[p] = Double.valueOf(cell);
                    } else if (!cell.equals(NOT_AVAILABLE)) {
                        return null;
                    }
                }
                case OTHER -> {
                    // a column this parser does not know; any cell will do
                }
            }
        }
        return new NcclRow(
                size,
                new NcclResult(time[0], algbw[0], busbw[0], wrong[0], error[0]),
                inPlace ? new NcclResult(time[1], algbw[1], busbw[1], wrong[1], error[1]) : null);
    }
}
