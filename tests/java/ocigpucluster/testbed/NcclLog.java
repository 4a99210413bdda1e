package ocigpucluster.testbed;

/** Reads a figure off a raw nccl-tests log the way a person does, to check the stage's JSON against it. */
final class NcclLog {

    private NcclLog() {}

    /** "8G" -> 8589934592 (the stage's size notation: bytes with an optional K/M/G suffix). */
    static long bytes(String size) {
        char unit = size.charAt(size.length() - 1);
        int shift = switch (unit) {
            case 'K' -> 10;
            case 'M' -> 20;
            case 'G' -> 30;
            default -> 0;
        };
        return Long.parseLong(shift == 0 ? size : size.substring(0, size.length() - 1)) << shift;
    }

    /** The first "# Avg bus bandwidth : X" of the log (run 1, the sweep: the figure the verdict judges). */
    static double avgBusbw(String log) {
        for (String line : log.lines().toList()) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("^# Avg bus bandwidth\\s*:\\s*([0-9.]+)")
                    .matcher(line);
            if (m.find()) {
                return Double.parseDouble(m.group(1));
            }
        }
        throw new AssertionError("no '# Avg bus bandwidth' line in the log:\n" + Machine.tail(log, 3000));
    }

    /** Out-of-place busbw (8th column) of the last row for {@code sizeBytes} in the log. */
    static double outOfPlaceBusbw(String log, long sizeBytes) {
        Double found = null;
        for (String line : log.lines().toList()) {
            String[] cols = line.trim().split("\\s+");
            if (cols.length >= 13 && cols[0].equals(Long.toString(sizeBytes))) {
                found = Double.parseDouble(cols[7]);
            }
        }
        if (found == null) {
            throw new AssertionError(
                    "no result row for " + sizeBytes + " bytes in the log:\n" + Machine.tail(log, 3000));
        }
        return found;
    }
}
