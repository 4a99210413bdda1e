package ocigpucluster.accounting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.BootstrapFiles;
import ocigpucluster.bootstrap.Shell;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** accounting.sh's input checks: a bad parameter stops it with exit 2 and one line, before anything changes. */
@Tag("process")
class AccountingScriptTest {

    private static Shell.Result run(Path tmp, Map<String, String> overrides) throws Exception {
        for (Map.Entry<String, String> f : BootstrapFiles.get().all().entrySet()) {
            Path p = tmp.resolve("bootstrap").resolve(f.getKey());
            Files.createDirectories(p.getParent());
            Files.writeString(p, f.getValue());
        }
        // no sudo, dnf or systemctl reachable: a check that let the stage go on would fail loudly
        Map<String, String> env = new HashMap<>(Map.of(
                "PATH", "/usr/bin:/bin",
                "NODE_USER", "opc",
                "STAGE_TIMEOUT_SECONDS", "60",
                "ACCOUNTING_RETENTION_MONTHS", "12",
                "ALLOW_UNPINNED_DOWNLOADS", "true"));
        env.putAll(overrides);
        return Shell.run(tmp, env, null, List.of("bash", "bootstrap/accounting.sh"));
    }

    @Test
    void aRetentionOutOfRangeIsRefusedNamingIt(@TempDir Path tmp) throws Exception {
        Shell.Result r = run(tmp, Map.of("ACCOUNTING_RETENTION_MONTHS", "0"));
        assertEquals(2, r.exit(), r.stderr());
        assertEquals(
                "ERROR ACCOUNTING_RETENTION_MONTHS must be 1 to 120 (accounting.retentionMonths), got 0",
                r.stderr().strip());
        assertEquals("", r.stdout());
    }

    @Test
    void anUnpinnedDownloadIsRefusedAsBySlurmsStagesUnlessAllowed(@TempDir Path tmp) throws Exception {
        Shell.Result r = run(tmp, Map.of("ALLOW_UNPINNED_DOWNLOADS", "false"));
        assertEquals(2, r.exit(), r.stderr());
        assertTrue(r.stderr().startsWith("ERROR versions.env pins no SHA256 for "), r.stderr());
        assertTrue(r.stderr().contains("scheduler.allowUnpinnedDownloads"), r.stderr());
    }
}
