package ocigpucluster.bootstrap;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The scripts' one failure-code contract, declared by its owners in the source tree: a feature
 * folder's own codes in {@code src/main/bootstrap/<feature>/failure-codes.tsv} ({@code
 * code<TAB>meaning<TAB>what to do}: the folder is the feature, so it is not written again), and
 * the codes scripts of several folders or of the shared {@code lib/} print in {@code
 * src/main/bootstrap/failure-codes.tsv} ({@code code<TAB>feature,feature|any<TAB>meaning<TAB>what
 * to do}). Read as one list: the shared table's rows, then each feature folder's, by folder name.
 * A feature's table is a declaration, not a file a host needs: {@link BootstrapFiles} does not ship it.
 */
public final class FailureCodes {
    /** Every table's file name. */
    public static final String TABLE = "failure-codes.tsv";
    /** The bootstrap source tree, relative to the repository root. */
    public static final String SOURCES = "src/main/bootstrap";
    /** The shared table, relative to the repository root. */
    public static final String SHARED = SOURCES + "/" + TABLE;
    /** What a shared row's feature column may name besides script folders: every stage. */
    public static final String ANY = "any";

    private static final Pattern CODE = Pattern.compile("[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*");

    /**
     * One declared code.
     *
     * @param features the script folders whose scripts report it, comma-separated, or {@code any}
     * @param table    the table that declares it, relative to the repository root
     */
    public record Code(String code, String features, String meaning, String action, String table) {}

    private FailureCodes() {}

    /** The feature folders (every folder of the source tree but the shared {@code lib/}), by name. */
    public static Set<String> featureFolders(Path root) {
        Set<String> out = new TreeSet<>();
        try (Stream<Path> dirs = Files.list(root.resolve(SOURCES))) {
            dirs.filter(Files::isDirectory)
                    .map(d -> d.getFileName().toString())
                    .filter(d -> !d.equals(BootstrapFiles.SHARED_DIR))
                    .forEach(out::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /**
     * Every table (relative to the root): the shared one, then the feature folders' by name.
     *
     * @throws IllegalStateException for a table anywhere else (in {@code lib/} or below a feature folder)
     */
    public static List<String> tables(Path root) {
        Path sources = root.resolve(SOURCES);
        List<String> out = new ArrayList<>(List.of(SHARED));
        Set<String> features = featureFolders(root);
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path p : (Iterable<Path>)
                    files.filter(f -> f.getFileName().toString().equals(TABLE))
                            .map(sources::relativize)
                            .sorted()::iterator) {
                if (p.getNameCount() == 1) {
                    continue;
                }
                String rel = SOURCES + "/" + p.toString().replace('\\', '/');
                if (p.getNameCount() != 2 || !features.contains(p.getName(0).toString())) {
                    throw new IllegalStateException(rel + ": a failure-code table lives in " + SOURCES
                            + " (codes several folders report) or directly in a feature folder "
                            + SOURCES + "/<feature>/ (its own codes), not in " + p.getParent());
                }
                out.add(rel);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /**
     * Every declared code, in table order.
     *
     * @throws IllegalStateException for a malformed row, a code declared twice, a shared row that
     *     names an unknown folder, or a table outside the shared root and the feature folders
     */
    public static List<Code> read(Path root) {
        Set<String> features = featureFolders(root);
        Map<String, Code> byCode = new LinkedHashMap<>();
        for (String table : tables(root)) {
            boolean shared = table.equals(SHARED);
            String feature =
                    shared ? null : Path.of(table).getParent().getFileName().toString();
            for (String line : lines(root.resolve(table))) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                Code code = shared ? sharedRow(table, line, features) : featureRow(table, line, feature);
                Code earlier = byCode.putIfAbsent(code.code(), code);
                if (earlier != null) {
                    throw new IllegalStateException(code.code() + " is declared twice: in " + earlier.table()
                            + " and in " + table + " (a code is declared once, by the folder that reports it,"
                            + " or in " + SHARED + " when several do)");
                }
            }
        }
        return List.copyOf(byCode.values());
    }

    private static Code sharedRow(String table, String line, Set<String> features) {
        String[] cols = columns(table, line, 4, "code<TAB>feature<TAB>meaning<TAB>what to do");
        for (String name : cols[1].split(",", -1)) {
            if (!name.equals(ANY) && !features.contains(name)) {
                throw new IllegalStateException(table + ": unknown feature '" + name + "' for " + cols[0]
                        + " (a script folder of " + SOURCES + " or " + ANY + "): " + features);
            }
        }
        return new Code(cols[0], cols[1], cols[2], cols[3], table);
    }

    private static Code featureRow(String table, String line, String feature) {
        String[] cols = columns(table, line, 3, "code<TAB>meaning<TAB>what to do");
        return new Code(cols[0], feature, cols[1], cols[2], table);
    }

    private static String[] columns(String table, String line, int count, String format) {
        String[] cols = line.split("\t", -1);
        if (cols.length != count) {
            throw new IllegalStateException(table + ": not " + format + ": " + line);
        }
        for (String col : cols) {
            if (col.isBlank()) {
                throw new IllegalStateException(table + ": an empty column: " + line);
            }
        }
        if (!CODE.matcher(cols[0]).matches()) {
            throw new IllegalStateException(table + ": bad code " + cols[0] + " (CAPITALS_AND_DIGITS)");
        }
        return cols;
    }

    /** A table is a few kilobytes; one beyond this is not a table, and is refused rather than read. */
    static final long MAX_TABLE_BYTES = 1024 * 1024;

    private static List<String> lines(Path file) {
        try {
            if (!Files.isRegularFile(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                throw new IllegalStateException(file + " is not a regular file (a link, a FIFO or a device)");
            }
            try (java.io.InputStream in = Files.newInputStream(file)) {
                byte[] bytes = in.readNBytes((int) MAX_TABLE_BYTES + 1); // bounded even if it grows meanwhile
                if (bytes.length > MAX_TABLE_BYTES) {
                    throw new IllegalStateException(file + " is larger than " + MAX_TABLE_BYTES + " bytes");
                }
                return new String(bytes, StandardCharsets.UTF_8).lines().toList();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
