package ocigpucluster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import ocigpucluster.bootstrap.FailureCodes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every generated region of the committed docs is what `docs --write` writes from the
 * declarations (ConfigKeys, the failure-code tables): a hand edit of a copy fails here, naming the
 * command that rewrites it.
 */
class GeneratedDocsTest {
    private static final Path ROOT = Path.of(".");

    private record Run(int code, String out, String err) {}

    private static Run docs(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void committedCopiesAreWhatTheGeneratorWrites() throws Exception {
        for (var e : GeneratedDocs.generated(ROOT).entrySet()) {
            assertEquals(
                    e.getValue(),
                    Files.readString(ROOT.resolve(e.getKey())),
                    e.getKey() + " differs from its declarations: " + DocsCommand.FIX);
        }
        assertEquals(List.of(), GeneratedDocs.stale(ROOT), DocsCommand.FIX);
    }

    private static Path copyTree(Path dir) throws Exception {
        return DocsTree.copy(dir);
    }

    @Test
    void aHandEditIsFoundByCheckAndUndoneByWrite(@TempDir Path dir) throws Exception {
        Path root = copyTree(dir);
        Run clean = docs("docs", "--check", "--root", root.toString());
        assertEquals(0, clean.code(), clean.err());
        Path config = root.resolve("docs/configuration.md");
        String committed = Files.readString(config);
        // a default changed by hand in the table, prose outside the region changed too
        String edited = committed
                .replace("| `cluster.nodeCount` | integer | 2 |", "| `cluster.nodeCount` | integer | 3 |")
                .replace("# Configuration reference", "# Configuration reference (edited prose)");
        Files.writeString(config, edited);
        Run stale = docs("docs", "--check", "--root", root.toString());
        assertEquals(3, stale.code(), stale.err());
        assertTrue(stale.err().contains("stale: docs/configuration.md"), stale.err());
        assertTrue(stale.err().contains("bin/oci-gpu-cluster docs --write"), stale.err());
        Run write = docs("docs", "--write", "--root", root.toString());
        assertEquals(0, write.code(), write.err());
        assertEquals("wrote docs/configuration.md\n", write.out());
        // the region is the declarations' again; the prose outside it is kept as edited
        assertEquals(
                committed.replace("# Configuration reference", "# Configuration reference (edited prose)"),
                Files.readString(config));
        assertEquals(0, docs("docs", "--check", "--root", root.toString()).code());
    }

    @Test
    void aTsvRowOrAKeyIsARowOfItsGeneratedTable() throws Exception {
        String table = GeneratedDocs.failureCodeTable(ROOT);
        assertTrue(table.contains("| `SLURMCTLD_FAILED` | slurm |"), "a feature's own code names its folder: " + table);
        assertTrue(table.contains("| `SLURM_BUILD_FAILED` | slurm,accounting |"), "a shared code: " + table);
        assertTrue(table.contains("'munge -n \\| unmunge'"), "a | in a cell is escaped: " + table);
        String keys = GeneratedDocs.pulumiKeyList();
        assertTrue(keys.startsWith("#   network:\n#     vcnCidr (string, default 10.0.0.0/16).\n"), keys);
        assertTrue(keys.contains("#     directory.bindPassword (string).\n"), keys);
    }

    /** A feature's own table is a declaration of docs/failure-codes.md like the shared one. */
    @Test
    void aRowEditedInAFeaturesTableMakesTheCodePageStale(@TempDir Path dir) throws Exception {
        Path root = copyTree(dir);
        Path slurm = root.resolve(FailureCodes.SOURCES).resolve("slurm").resolve(FailureCodes.TABLE);
        String committed = Files.readString(slurm);
        assertTrue(committed.contains("\nSLURMCTLD_FAILED\t"), committed);
        Files.writeString(slurm, committed.replace("\nSLURMCTLD_FAILED\t", "\nSLURMCTLD_FAILED\tedited; "));
        Run stale = docs("docs", "--check", "--root", root.toString());
        assertEquals(3, stale.code(), stale.err());
        assertTrue(stale.err().contains("stale: docs/failure-codes.md"), stale.err());
        assertEquals(0, docs("docs", "--write", "--root", root.toString()).code());
        assertTrue(Files.readString(root.resolve("docs/failure-codes.md"))
                .contains("| `SLURMCTLD_FAILED` | slurm | edited; "));
    }

    /** --write replaces a stale file by a rename: the same mode, no temporary file left beside it. */
    @Test
    void writeReplacesAFileWholeKeepingItsMode(@TempDir Path dir) throws Exception {
        Path root = copyTree(dir);
        Path config = root.resolve("docs/configuration.md");
        String committed = Files.readString(config);
        Files.writeString(config, committed.replace("| `cluster.nodeCount` | integer | 2 |", "| edited |"));
        Files.setPosixFilePermissions(config, java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-r--"));
        Run write = docs("docs", "--write", "--root", root.toString());
        assertEquals(0, write.code(), write.err());
        assertEquals(committed, Files.readString(config));
        assertEquals(
                "rw-rw-r--",
                java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(config)));
        try (var files = Files.list(config.getParent())) {
            assertEquals(
                    List.of(),
                    files.map(f -> f.getFileName().toString())
                            .filter(n -> n.endsWith(".tmp"))
                            .toList());
        }
    }

    @Test
    void aMalformedFailureCodeTableIsABadInputNotAnInternalError(@TempDir Path dir) throws Exception {
        Path root = copyTree(dir);
        Path table = root.resolve(FailureCodes.SHARED);
        Files.writeString(table, Files.readString(table) + "NOT A ROW\n");
        Run run = docs("docs", "--check", "--root", root.toString());
        assertEquals(2, run.code(), run.err());
        assertTrue(run.err().startsWith("error: docs/failure-codes.md: its content cannot be generated: "), run.err());
    }

    @Test
    void missingMarkersAreABadInputNotAStackTrace(@TempDir Path dir) throws Exception {
        Path root = copyTree(dir);
        Path yaml = root.resolve("Pulumi.yaml");
        Files.writeString(yaml, Files.readString(yaml).replace("# end generated\n", ""));
        Run run = docs("docs", "--check", "--root", root.toString());
        assertEquals(2, run.code(), run.err());
        assertTrue(run.err().startsWith("error: Pulumi.yaml needs one generated region"), run.err());
        Run both = docs("docs", "--check", "--write");
        assertEquals(2, both.code(), both.err());
    }
}
