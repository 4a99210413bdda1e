package ocigpucluster.testbed;

/** Reads a figure off a raw nccl-tests log the way a person does, to check the stage's JSON against it. */
final class NcclLog {

    private NcclLog() {
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
            throw new AssertionError("no result row for " + sizeBytes + " bytes in the log:\n" + TestBed.tail(log, 3000));
        }
        return found;
    }
}
