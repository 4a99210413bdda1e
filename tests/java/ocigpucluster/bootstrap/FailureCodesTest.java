package ocigpucluster.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The failure-code contract read as one list from the shared table and each feature folder's own;
 * a code declared twice, a table outside a feature folder, a malformed row, or a feature's code
 * another folder's scripts print, each fails naming where.
 */
class FailureCodesTest {
    private static final String SHARED_HEADER = "# code\tfeature\tmeaning\twhat to do\n";
    private static final String FEATURE_HEADER = "# code\tmeaning\twhat to do\n";

    /** A bootstrap tree under {@code root} with the given files (path below src/main/bootstrap to text). */
    private static Path tree(Path root, Map<String, String> files) throws Exception {
        for (String folder : List.of("lib", "slurm", "health", "home")) {
            Files.createDirectories(root.resolve(FailureCodes.SOURCES).resolve(folder));
        }
        for (Map.Entry<String, String> f : files.entrySet()) {
            Path p = root.resolve(FailureCodes.SOURCES).resolve(f.getKey());
            Files.createDirectories(p.getParent());
            Files.writeString(p, f.getValue());
        }
        return root;
    }

    private static String refusal(Path root) {
        return assertThrows(IllegalStateException.class, () -> FailureCodes.read(root))
                .getMessage();
    }

    @Test
    void theRealTablesReadAsOneListSharedFirst() {
        List<FailureCodes.Code> codes = FailureCodes.read(Path.of("."));
        assertTrue(codes.size() >= 80, "codes: " + codes.size());
        assertEquals("TIMEOUT", codes.get(0).code());
        FailureCodes.Code slurmctld = codes.stream()
                .filter(c -> c.code().equals("SLURMCTLD_FAILED"))
                .findFirst()
                .orElseThrow();
        assertEquals("slurm", slurmctld.features());
        assertEquals("src/main/bootstrap/slurm/failure-codes.tsv", slurmctld.table());
        assertTrue(slurmctld.meaning().contains("'scontrol ping'"), slurmctld.meaning());
        // a code of several features' scripts is the shared table's, naming them
        FailureCodes.Code munge = codes.stream()
                .filter(c -> c.code().equals("MUNGE_FAILED"))
                .findFirst()
                .orElseThrow();
        assertEquals("slurm,login,accounting", munge.features());
        assertEquals("src/main/bootstrap/failure-codes.tsv", munge.table());
        assertTrue(munge.meaning().contains("'munge -n | unmunge'"), munge.meaning());
        assertTrue(FailureCodes.tables(Path.of(".")).contains("src/main/bootstrap/readiness/failure-codes.tsv"));
    }

    @Test
    void sharedRowsComeFirstThenEachFeatureFolderByName(@TempDir Path dir) throws Exception {
        Path root = tree(
                dir,
                Map.of(
                        "failure-codes.tsv", SHARED_HEADER + "B_SHARED\tslurm,health\tm\tw\n",
                        "slurm/failure-codes.tsv", FEATURE_HEADER + "A_SLURM\tm\tw\nC_SLURM\tm\tw\n",
                        "health/failure-codes.tsv", FEATURE_HEADER + "Z_HEALTH\tm\tw\n"));
        assertEquals(
                List.of(
                        new FailureCodes.Code("B_SHARED", "slurm,health", "m", "w", FailureCodes.SHARED),
                        new FailureCodes.Code(
                                "Z_HEALTH", "health", "m", "w", "src/main/bootstrap/health/failure-codes.tsv"),
                        new FailureCodes.Code(
                                "A_SLURM", "slurm", "m", "w", "src/main/bootstrap/slurm/failure-codes.tsv"),
                        new FailureCodes.Code(
                                "C_SLURM", "slurm", "m", "w", "src/main/bootstrap/slurm/failure-codes.tsv")),
                FailureCodes.read(root));
    }

    @Test
    void aCodeDeclaredTwiceAnywhereIsRefusedNamingBothTables(@TempDir Path dir) throws Exception {
        Path twoFeatures = tree(
                dir.resolve("a"),
                Map.of(
                        "failure-codes.tsv", SHARED_HEADER,
                        "slurm/failure-codes.tsv", FEATURE_HEADER + "X_FAILED\tm\tw\n",
                        "health/failure-codes.tsv", FEATURE_HEADER + "X_FAILED\tm\tw\n"));
        assertEquals(
                "X_FAILED is declared twice: in src/main/bootstrap/health/failure-codes.tsv and in"
                        + " src/main/bootstrap/slurm/failure-codes.tsv (a code is declared once, by the folder that"
                        + " reports it, or in src/main/bootstrap/failure-codes.tsv when several do)",
                refusal(twoFeatures));
        Path sharedAndFeature = tree(
                dir.resolve("b"),
                Map.of(
                        "failure-codes.tsv", SHARED_HEADER + "X_FAILED\tslurm,health\tm\tw\n",
                        "slurm/failure-codes.tsv", FEATURE_HEADER + "X_FAILED\tm\tw\n"));
        assertTrue(refusal(sharedAndFeature)
                .startsWith("X_FAILED is declared twice: in src/main/bootstrap/failure-codes.tsv"
                        + " and in src/main/bootstrap/slurm/failure-codes.tsv"));
        Path oneTable = tree(
                dir.resolve("c"),
                Map.of(
                        "failure-codes.tsv",
                        SHARED_HEADER,
                        "slurm/failure-codes.tsv",
                        FEATURE_HEADER + "X_FAILED\tm\tw\nX_FAILED\tm2\tw2\n"));
        assertTrue(refusal(oneTable).startsWith("X_FAILED is declared twice"), refusal(oneTable));
    }

    @Test
    void aTableOutsideAFeatureFolderIsRefused(@TempDir Path dir) throws Exception {
        for (String misplaced : List.of("lib/failure-codes.tsv", "slurm/lib/failure-codes.tsv")) {
            Path root = tree(
                    dir.resolve(misplaced.replace('/', '-')),
                    Map.of("failure-codes.tsv", SHARED_HEADER, misplaced, FEATURE_HEADER + "X_FAILED\tm\tw\n"));
            String message = refusal(root);
            assertTrue(
                    message.startsWith("src/main/bootstrap/" + misplaced + ": a failure-code table lives in"), message);
        }
    }

    @Test
    void aMalformedRowIsRefusedNamingItsTable(@TempDir Path dir) throws Exception {
        Map<String, String> bad = Map.of(
                "slurm/failure-codes.tsv", "X_FAILED\tslurm\tm\tw\n", // the feature column written again
                "health/failure-codes.tsv", "X_FAILED\tm\t \n",
                "home/failure-codes.tsv", "x_failed\tm\tw\n",
                "failure-codes.tsv", "X_FAILED\tm\tw\n");
        Map<String, String> expected = Map.of(
                "slurm/failure-codes.tsv",
                        "src/main/bootstrap/slurm/failure-codes.tsv: not code<TAB>meaning<TAB>what to do",
                "health/failure-codes.tsv", "src/main/bootstrap/health/failure-codes.tsv: an empty column",
                "home/failure-codes.tsv", "src/main/bootstrap/home/failure-codes.tsv: bad code x_failed",
                "failure-codes.tsv", "src/main/bootstrap/failure-codes.tsv: not code<TAB>feature<TAB>meaning");
        for (Map.Entry<String, String> b : bad.entrySet()) {
            Map<String, String> files = new java.util.HashMap<>(Map.of("failure-codes.tsv", SHARED_HEADER));
            files.put(b.getKey(), b.getValue());
            String message = refusal(tree(dir.resolve(b.getKey().replace('/', '-')), files));
            assertTrue(message.startsWith(expected.get(b.getKey())), message);
        }
    }

    @Test
    void aSharedRowNamesAnyOrKnownFolders(@TempDir Path dir) throws Exception {
        String unknown = refusal(tree(
                dir.resolve("unknown"), Map.of("failure-codes.tsv", SHARED_HEADER + "X_FAILED\tslurm,nccl\tm\tw\n")));
        assertTrue(unknown.contains("unknown feature 'nccl' for X_FAILED"), unknown);
        String lib = refusal(
                tree(dir.resolve("lib"), Map.of("failure-codes.tsv", SHARED_HEADER + "X_FAILED\tlib,slurm\tm\tw\n")));
        assertTrue(lib.contains("unknown feature 'lib'"), "lib/ is not a feature folder: " + lib);
        Path any = tree(dir.resolve("any"), Map.of("failure-codes.tsv", SHARED_HEADER + "X_FAILED\tany\tm\tw\n"));
        assertEquals("any", FailureCodes.read(any).get(0).features());
    }

    @Test
    void aCodeInTheWrongTableIsFound(@TempDir Path dir) throws Exception {
        Path root = tree(
                dir,
                Map.of(
                        "failure-codes.tsv",
                        SHARED_HEADER
                                + "BOTH_FAILED\tslurm,health\tm\tw\nLIB_FAILED\thealth\tm\tw\nSLURM_ONLY\tslurm\tm\tw\n",
                        "slurm/failure-codes.tsv",
                        FEATURE_HEADER + "MUNGE_FAILED\tm\tw\nOWN_FAILED\tm\tw\n",
                        "slurm/slurm-controller.sh",
                        "fail MUNGE_FAILED \"x\"\nnode_fail OWN_FAILED x\nfail BOTH_FAILED x\nfail SLURM_ONLY x\n",
                        "health/node/health-check.sh",
                        "node_fail MUNGE_FAILED \"seen here too\"\n",
                        "lib/node-checks.sh",
                        "node_fail LIB_FAILED x\n# fail OWN_FAILED in a comment is not a print\n"));
        Map<String, Set<String>> printed = ScriptsLintTest.codesPrinted(root.resolve(FailureCodes.SOURCES));
        assertEquals(
                Map.of(
                        "MUNGE_FAILED", Set.of("slurm", "health"),
                        "OWN_FAILED", Set.of("slurm"),
                        "BOTH_FAILED", Set.of("slurm"),
                        "LIB_FAILED", Set.of("lib"),
                        "SLURM_ONLY", Set.of("slurm")),
                printed);
        // BOTH_FAILED (several folders, one prints it) and LIB_FAILED (a shared library prints it) are in their place
        assertEquals(
                List.of(
                        "SLURM_ONLY is in src/main/bootstrap/failure-codes.tsv but only scripts of slurm print it:"
                                + " declare it in src/main/bootstrap/slurm/failure-codes.tsv",
                        "MUNGE_FAILED is declared in src/main/bootstrap/slurm/failure-codes.tsv but scripts of [health]"
                                + " print it too: declare it in src/main/bootstrap/failure-codes.tsv"),
                ScriptsLintTest.codesInTheWrongTable(FailureCodes.read(root), printed));
    }
}
