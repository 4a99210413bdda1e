package ocigpucluster.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * Writing a file a command was told to write, as a hostile file system would be met: the target
 * is never opened. The text goes to a new file beside it (created with O_EXCL, which follows no
 * link), which is then renamed over it: rename(2) replaces the directory entry, so a symbolic link
 * or FIFO put at the target's path is replaced, never followed or opened (POSIX, rename: "If the
 * link named by the new argument exists, it shall be removed"), and a reader sees the old file or
 * the new one whole. A target that is already a link, a directory, a FIFO or a device is refused
 * before anything is written.
 */
final class SafeWrite {
    private static final LinkOption NOFOLLOW = LinkOption.NOFOLLOW_LINKS;
    private static final SecureRandom RANDOM = new SecureRandom();

    private SafeWrite() {}

    /** Why {@code target} is not a path to write, or null. */
    static String problem(Path target) {
        if (target.toString().isEmpty()) {
            return "the file name is empty; give the path of a file to write";
        }
        if (Files.isSymbolicLink(target)) {
            return target + " is a symbolic link; give the path of a regular file (a link is never followed)";
        }
        if (Files.isDirectory(target, NOFOLLOW)) {
            return target + " is a directory; give the path of a file in it";
        }
        if (Files.exists(target, NOFOLLOW) && !Files.isRegularFile(target, NOFOLLOW)) {
            return target + " is not a regular file (a FIFO, a device or a socket); give the path of a regular file";
        }
        Path dir = target.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            return "the directory of " + target + " does not exist; create it first";
        }
        return null;
    }

    /** Replaces {@code target} with {@code text} (UTF-8), keeping the mode of the file it replaces. */
    static void replace(Path target, String text) throws IOException {
        Path abs = target.toAbsolutePath();
        byte[] random = new byte[6];
        RANDOM.nextBytes(random);
        Path tmp = abs.resolveSibling(
                "." + abs.getFileName() + "." + HexFormat.of().formatHex(random) + ".tmp");
        try {
            try (OutputStream out = Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW)) {
                out.write(text.getBytes(StandardCharsets.UTF_8));
            }
            if (Files.isRegularFile(abs, NOFOLLOW)) {
                try {
                    Files.setPosixFilePermissions(tmp, Files.getPosixFilePermissions(abs, NOFOLLOW));
                } catch (UnsupportedOperationException notPosix) {
                    // the default mode stands
                }
            }
            try {
                Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                throw new IOException("cannot replace " + target + " atomically on this file system", e);
            }
        } finally {
            Files.deleteIfExists(tmp); // only the file this wrote; gone already once moved
        }
    }
}
