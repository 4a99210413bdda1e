package ocigpucluster.cli;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Input files of the offline commands, read as a hostile file would be: at most {@code limit}
 * bytes (so /dev/zero or a 50 GB file costs bounded memory and time), and text only (a NUL byte
 * means binary). {@code -} reads standard input under the same bounds.
 */
final class BoundedInput extends FilterInputStream {
    /** What is wrong with the input, as one line naming it; the command prints it and exits 2. */
    static final class BadInputException extends Exception {
        BadInputException(String message) {
            super(message);
        }
    }

    private final String label;
    private final long limit;
    private long count;

    private BoundedInput(InputStream in, String label, long limit) {
        super(in);
        this.label = label;
        this.limit = limit;
    }

    /** Opens {@code name} ("-" for standard input) for bounded reading. */
    static BoundedInput open(String name, long limit, String whatItShouldBe) throws BadInputException {
        if (name == null || name.isEmpty()) {
            throw new BadInputException("the file name is empty; give " + whatItShouldBe);
        }
        if (name.equals("-")) {
            return new BoundedInput(System.in, "standard input", limit);
        }
        Path file = Path.of(name);
        if (Files.isDirectory(file)) {
            throw new BadInputException(name + " is a directory; give " + whatItShouldBe);
        }
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            // opening a FIFO blocks until someone writes to it, a device may never end: refuse before opening
            throw new BadInputException(
                    name + " is not a regular file (a FIFO, a device or a socket); give " + whatItShouldBe
                            + (name.startsWith("/dev/std") || name.startsWith("/proc/self/fd")
                                    ? ", or - for standard input"
                                    : ""));
        }
        try {
            if (Files.isRegularFile(file) && Files.size(file) > limit) {
                // a 50 GB (maybe sparse) file: said at once, not after reading up to the limit
                throw new BadInputException(name + " is larger than " + human(limit) + " (" + Files.size(file)
                        + " bytes); this is not the file it should be; give " + whatItShouldBe);
            }
            return new BoundedInput(Files.newInputStream(file), name, limit);
        } catch (NoSuchFileException e) {
            throw new BadInputException(name + ": no such file; give " + whatItShouldBe);
        } catch (AccessDeniedException e) {
            throw new BadInputException(name + ": permission denied");
        } catch (IOException | RuntimeException e) {
            throw new BadInputException(name + ": cannot read (" + e.getMessage() + ")");
        }
    }

    /** Reads everything, within the bounds. */
    static byte[] readAll(String name, long limit, String whatItShouldBe) throws BadInputException {
        try (BoundedInput in = open(name, limit, whatItShouldBe)) {
            return in.readAllChecked();
        } catch (IOException e) {
            throw new BadInputException(name + ": cannot read (" + e.getMessage() + ")");
        }
    }

    byte[] readAllChecked() throws BadInputException {
        try {
            return readAllBytes();
        } catch (Refused e) {
            throw new BadInputException(e.getMessage());
        } catch (IOException e) {
            throw new BadInputException(label + ": cannot read (" + e.getMessage() + ")");
        }
    }

    /** Thrown from inside read(); unwrapped by the callers into a {@link BadInputException}. */
    static final class Refused extends IOException {
        Refused(String message) {
            super(message);
        }
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n = super.read(b, off, (int) Math.min(len, limit - count + 1));
        if (n <= 0) {
            return n;
        }
        count += n;
        if (count > limit) {
            throw new Refused(label + " is larger than " + human(limit) + "; this is not the file it should be "
                    + "(or split it and give the parts one by one)");
        }
        for (int i = off; i < off + n; i++) {
            if (b[i] == 0) {
                throw new Refused(
                        label + " is binary (a NUL byte at offset " + (count - n + i - off) + "), not a text file");
            }
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        throw new IOException("skip is not supported");
    }

    String label() {
        return label;
    }

    static String human(long bytes) {
        return bytes % (1024 * 1024) == 0 ? bytes / (1024 * 1024) + " MiB" : bytes + " bytes";
    }
}
