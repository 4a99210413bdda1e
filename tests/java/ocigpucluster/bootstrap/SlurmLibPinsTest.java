package ocigpucluster.bootstrap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * lib/slurm-lib.sh's download pins, run for real in bash: a release file is installed only when
 * its SHA256 matches the pin in versions.env (sha256sum -c), and a pin still "unpinned" only when
 * the stack allows it (scheduler.allowUnpinnedDownloads). Enroot's RPMs are unpinned in
 * versions.env (no published digest to cite), Pyxis is pinned.
 */
class SlurmLibPinsTest {
    private static final Path LIB = Path.of("src/main/bootstrap/lib/slurm-lib.sh").toAbsolutePath();
    private static final Path VERSIONS = Path.of("src/main/bootstrap/versions.env").toAbsolutePath();

    @TempDir
    Path tmp;

    private Shell.Result bash(Map<String, String> env, String script) throws Exception {
        String prologue = "set -euo pipefail\nsay() { echo \"$*\"; }\nsource '" + VERSIONS + "'\nsource '" + LIB + "'\n";
        return Shell.run(tmp, env, null, List.of("bash", "-c", prologue + script));
    }

    @Test
    void aFileMatchingItsPinPassesAndAnyOtherByteFails() throws Exception {
        Files.writeString(tmp.resolve("pyxis.tar.gz"), "release bytes\n");
        String sum = Shell.run(tmp, Map.of(), null, List.of("sha256sum", "pyxis.tar.gz")).stdout().split(" ")[0];
        Shell.Result ok = bash(Map.of(), "sl_verify pyxis.tar.gz " + sum + " && echo verified");
        assertEquals("verified\n", ok.stdout(), ok.stderr());
        Files.writeString(tmp.resolve("pyxis.tar.gz"), "release bytes, altered\n");
        Shell.Result bad = bash(Map.of(), "sl_verify pyxis.tar.gz " + sum + " || echo refused");
        assertTrue(bad.stdout().startsWith("sha256 of pyxis.tar.gz does not match the pin in versions.env"), bad.stdout());
        assertTrue(bad.stdout().endsWith("refused\n"), bad.stdout());
    }

    @Test
    void anUnpinnedFileIsRefusedUnlessTheStackAllowsIt() throws Exception {
        Files.writeString(tmp.resolve("enroot.rpm"), "rpm\n");
        Shell.Result refused = bash(Map.of(), "sl_verify enroot.rpm unpinned || echo refused");
        assertTrue(refused.stdout().contains("not allowed (scheduler.allowUnpinnedDownloads)"), refused.stdout());
        assertTrue(refused.stdout().endsWith("refused\n"), refused.stdout());
        Shell.Result allowed = bash(Map.of("ALLOW_UNPINNED_DOWNLOADS", "true"), "sl_verify enroot.rpm unpinned && echo installed");
        assertTrue(allowed.stdout().startsWith("WARN no sha256 pinned in versions.env for enroot.rpm: not verified"), allowed.stdout());
        assertTrue(allowed.stdout().endsWith("installed\n"), allowed.stdout());
    }

    @Test
    void theStagesRefuseBeforeInstallingAnythingWhileEnrootIsUnpinned() throws Exception {
        // versions.env as shipped: Pyxis pinned, Enroot's two RPMs not
        Shell.Result pins = bash(Map.of(), "echo \"[$(sl_unpinned)]\"");
        assertEquals("[ENROOT_RPM_SHA256 ENROOT_CAPS_RPM_SHA256]\n", pins.stdout(), pins.stderr());
        Shell.Result refused = bash(Map.of(), "sl_require_pins || echo refused");
        assertEquals("versions.env pins no SHA256 for ENROOT_RPM_SHA256 ENROOT_CAPS_RPM_SHA256 and scheduler.allowUnpinnedDownloads"
                + " is false: pin the sha256sum of each release file in versions.env, or set scheduler.allowUnpinnedDownloads: true"
                + " to install them unverified\nrefused\n", refused.stdout());
        Shell.Result allowed = bash(Map.of("ALLOW_UNPINNED_DOWNLOADS", "true"), "sl_require_pins && echo ok");
        assertEquals("ok\n", allowed.stdout());
        Shell.Result pinned = bash(Map.of(), "ENROOT_RPM_SHA256=" + "a".repeat(64) + " ENROOT_CAPS_RPM_SHA256=" + "b".repeat(64)
                + "; sl_require_pins && echo ok");
        assertEquals("ok\n", pinned.stdout());
        Shell.Result typo = bash(Map.of("ALLOW_UNPINNED_DOWNLOADS", "yes"), "sl_require_pins || echo refused");
        assertFalse(typo.stdout().contains("ok"), typo.stdout());
        assertTrue(typo.stdout().startsWith("ALLOW_UNPINNED_DOWNLOADS must be true or false, got yes"), typo.stdout());
    }

    @Test
    void pyxisIsPinnedToTheCitedDigest() throws Exception {
        Map<String, String> v = Versions.all();
        assertEquals("0.24.0", v.get("PYXIS_VERSION"));
        assertTrue(v.get("PYXIS_SHA256").matches("[0-9a-f]{64}"), v.get("PYXIS_SHA256"));
        String text = Files.readString(VERSIONS);
        assertTrue(text.contains("slurm-factory-spack-repo"), "the pin says where its digest comes from");
    }
}
