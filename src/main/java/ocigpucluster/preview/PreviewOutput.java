package ocigpucluster.preview;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The directory the preview writes into, handled so that no file the preview did not write is
 * ever deleted or overwritten. Its own output carries a manifest ({@value #MANIFEST}) with the
 * SHA-256 of every file it wrote; a directory is reused only when it is empty or holds exactly
 * those files, unchanged. Everything is written to a temporary directory beside the target first
 * and moved into place only when all of it was written.
 */
public final class PreviewOutput {
    public static final String MANIFEST = ".oci-gpu-cluster-preview";
    private static final String HEADER =
            "# written by `oci-gpu-cluster preview`; it replaces or deletes only the files listed here\n";

    /** The directory cannot be used; the message names it, says why and what to do instead. */
    public static final class RefusedException extends Exception {
        RefusedException(String message) {
            super(message);
        }
    }

    private final Path given;
    private final Path target;

    private PreviewOutput(Path given, Path target) {
        this.given = given;
        this.target = target;
    }

    /**
     * Checks {@code dir} before anything runs, so a refused directory costs nothing.
     * @throws RefusedException when it is empty text, not a directory, or holds files this preview did not write
     */
    public static PreviewOutput at(String dir) throws RefusedException {
        if (dir == null || dir.isBlank()) {
            throw new RefusedException(
                    "--out is empty (an unset variable?); give a new or empty directory, e.g. --out target/preview");
        }
        Path given = Path.of(dir);
        Path target = given.toAbsolutePath().normalize();
        try {
            // a link to a directory: work in the real one (walking a link would not look inside it)
            target = Files.exists(target) ? target.toRealPath() : target;
        } catch (IOException e) {
            throw new RefusedException(
                    "--out " + given + " cannot be resolved: " + e.getMessage() + "; nothing was written");
        }
        PreviewOutput out = new PreviewOutput(given, target);
        out.check();
        return out;
    }

    public Path path() {
        return given;
    }

    private void check() throws RefusedException {
        if (Files.isSymbolicLink(target) && !Files.exists(target)) {
            throw refused("is a link to nothing");
        }
        for (Path p = target.getParent(); p != null; p = p.getParent()) {
            if (Files.exists(p) && !Files.isDirectory(p)) {
                throw refused("is below " + p + ", which is a file");
            }
        }
        if (!Files.exists(target)) {
            return;
        }
        if (!Files.isDirectory(target)) {
            throw refused("is a file, not a directory");
        }
        List<String> foreign = foreignEntries();
        if (!foreign.isEmpty()) {
            throw refused("holds files the preview did not write ("
                    + String.join(", ", foreign.subList(0, Math.min(3, foreign.size())))
                    + (foreign.size() > 3 ? ", ..." : "")
                    + "); give a new or empty directory, or the directory of a previous "
                    + "preview (with its " + MANIFEST + " and nothing changed or added); a preview written by an "
                    + "older version has no manifest: delete it yourself");
        }
    }

    private RefusedException refused(String why) {
        return new RefusedException("--out " + given + " " + why + "; nothing was written");
    }

    /** Entries of the existing target that its manifest does not list with the same content. */
    private List<String> foreignEntries() throws RefusedException {
        Map<String, String> listed = readManifest(target);
        SortedMap<String, String> present;
        try {
            present = listing(target, listed);
        } catch (IOException | java.io.UncheckedIOException e) {
            // an unreadable sub-directory (Files.walk throws unchecked) is the same refusal as an unreadable file
            throw refused(
                    "cannot be read: " + (e instanceof java.io.UncheckedIOException u ? u.getCause() : e).getMessage());
        }
        List<String> foreign = new ArrayList<>();
        for (Map.Entry<String, String> e : present.entrySet()) {
            String want = listed.get(e.getKey());
            if (want == null || !want.equals(e.getValue())) {
                foreign.add(e.getKey() + (want == null ? "" : " (changed)"));
            }
        }
        return foreign;
    }

    /** A preview writes at most a few hundred files of a few hundred KB; beyond these, it is not ours. */
    static final int MAX_ENTRIES = 10_000;

    static final long MAX_FILE_BYTES = 16L * 1024 * 1024;

    /** Each file, directory and link under {@code dir} (not following links): "dir", "link" or the file's hash. */
    private static SortedMap<String, String> listing(Path dir) throws IOException {
        return listing(dir, null);
    }

    /**
     * Like {@link #listing(Path)}, read as a hostile directory would be: only a regular file that
     * {@code listed} names (null: every one) and no larger than {@link #MAX_FILE_BYTES} is opened,
     * so a FIFO blocks nothing, a device or a huge sparse file is never read and an unreadable file
     * is a foreign entry; the walk stops after {@link #MAX_ENTRIES} entries (--out / or /proc).
     */
    private static SortedMap<String, String> listing(Path dir, Map<String, String> listed) throws IOException {
        SortedMap<String, String> out = new TreeMap<>();
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                if (p.equals(dir)) {
                    continue;
                }
                if (out.size() >= MAX_ENTRIES) {
                    out.put("(more than " + MAX_ENTRIES + " entries)", "too-many");
                    break;
                }
                String rel = dir.relativize(p).toString();
                if (rel.equals(MANIFEST)) {
                    continue;
                }
                if (Files.isSymbolicLink(p)) {
                    out.put(rel, "link");
                } else if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                    out.put(rel, "dir");
                } else if (!Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                    out.put(rel, "special"); // a FIFO, socket or device: opening a FIFO would block
                } else if (listed != null && !listed.containsKey(rel)) {
                    out.put(rel, "unlisted");
                } else if (Files.size(p) > MAX_FILE_BYTES) {
                    out.put(rel, "too-large");
                } else {
                    try {
                        out.put(rel, sha256(Files.readAllBytes(p)));
                    } catch (IOException unreadable) {
                        out.put(rel, "unreadable");
                    }
                }
            }
        }
        return out;
    }

    private static Map<String, String> readManifest(Path dir) {
        Map<String, String> out = new TreeMap<>();
        Path m = dir.resolve(MANIFEST);
        if (!Files.isRegularFile(m, LinkOption.NOFOLLOW_LINKS)) {
            return out;
        }
        try {
            if (Files.size(m) > MAX_FILE_BYTES) {
                return Map.of(); // not a manifest this tool wrote: every file is foreign
            }
            for (String line : Files.readAllLines(m, StandardCharsets.UTF_8)) {
                int sep = line.indexOf("  ");
                if (!line.startsWith("#") && sep > 0) {
                    out.put(line.substring(sep + 2), line.substring(0, sep));
                }
            }
        } catch (IOException | RuntimeException e) {
            return Map.of(); // unreadable manifest: treat every file as foreign
        }
        return out;
    }

    /**
     * Writes {@code files} (relative path → bytes) as the whole content of the directory:
     * into a temporary directory beside it first, then moved into place.
     */
    public void replaceWith(SortedMap<String, byte[]> files) throws IOException, RefusedException {
        check(); // again: the program ran in between
        Path parent = Files.createDirectories(target.getParent());
        Path staging = Files.createTempDirectory(parent, "." + target.getFileName() + ".preview-");
        try {
            try {
                // a temporary directory is private (rwx------); the output is an ordinary directory
                Files.setPosixFilePermissions(
                        staging, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
            } catch (UnsupportedOperationException notPosix) {
                // keep the file system's default
            }
            StringBuilder manifest = new StringBuilder(HEADER);
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                Path p = staging.resolve(f.getKey()).normalize();
                if (!p.startsWith(staging) || f.getKey().equals(MANIFEST)) {
                    throw new IOException("refusing to write " + f.getKey() + " outside the output directory");
                }
                Files.createDirectories(p.getParent());
                Files.write(p, f.getValue());
            }
            listing(staging)
                    .forEach((rel, hash) ->
                            manifest.append(hash).append("  ").append(rel).append('\n'));
            Files.writeString(staging.resolve(MANIFEST), manifest, StandardCharsets.UTF_8);
            if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
                return;
            }
            swapInto(staging);
        } finally {
            deleteTree(staging);
        }
    }

    /** The target exists (empty or a previous output; maybe a link): swap its entries, keep the directory itself. */
    private void swapInto(Path staging) throws IOException {
        Path old = Files.createTempDirectory(target.getParent(), "." + target.getFileName() + ".old-");
        try {
            List<Path> moved = new ArrayList<>();
            try (Stream<Path> entries = Files.list(target)) {
                for (Path e : entries.toList()) {
                    Files.move(e, old.resolve(e.getFileName()), StandardCopyOption.ATOMIC_MOVE);
                }
            }
            try (Stream<Path> entries = Files.list(staging)) {
                for (Path e : entries.toList()) {
                    Path dest = target.resolve(e.getFileName());
                    Files.move(e, dest, StandardCopyOption.ATOMIC_MOVE);
                    moved.add(dest);
                }
            } catch (IOException e) {
                for (Path m : moved) {
                    deleteTree(m);
                }
                try (Stream<Path> entries = Files.list(old)) {
                    for (Path o : entries.toList()) {
                        Files.move(o, target.resolve(o.getFileName()), StandardCopyOption.ATOMIC_MOVE);
                    }
                }
                throw e;
            }
        } finally {
            deleteTree(old);
        }
    }

    /**
     * A run that failed removes a previous preview's output from the directory (only the files its
     * manifest lists, unchanged), so nobody takes the old plan for this run's.
     * @return whether a previous output was removed
     */
    public boolean discardPrevious() {
        try {
            if (!Files.isDirectory(target)
                    || !Files.isRegularFile(target.resolve(MANIFEST), LinkOption.NOFOLLOW_LINKS)
                    || !foreignEntries().isEmpty()) {
                return false;
            }
            List<Path> mine = new ArrayList<>();
            for (String rel : listing(target).keySet()) {
                mine.add(target.resolve(rel));
            }
            mine.sort((a, b) -> b.getNameCount() - a.getNameCount()); // children before their directories
            for (Path p : mine) {
                Files.deleteIfExists(p);
            }
            Files.deleteIfExists(target.resolve(MANIFEST));
            return true;
        } catch (IOException | java.io.UncheckedIOException | RefusedException e) {
            return false;
        }
    }

    /** Deletes a tree this class created (staging or swapped-out old output); never follows links. */
    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p :
                    all.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                try {
                    Files.delete(p);
                } catch (NoSuchFileException ignored) {
                    // already gone
                }
            }
        }
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
