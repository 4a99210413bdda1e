package ocigpucluster.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * lib/slurm-lib.sh's download pins, run for real in bash: a release file is installed only when
 * its SHA256 matches the pin in versions.env (sha256sum -c), and a pin still "unpinned" only when
 * the stack allows it (scheduler.allowUnpinnedDownloads). Enroot's RPMs are unpinned in
 * versions.env (no published digest to cite), Pyxis is pinned.
 */
@Tag("process")
class SlurmLibPinsTest {
    private static final Path LIB = ShippedBootstrap.source("lib/slurm-lib.sh");
    private static final Path BUILD = ShippedBootstrap.source("lib/slurm-build.sh");
    private static final Path VERSIONS = ShippedBootstrap.source("versions.env");

    @TempDir
    Path tmp;

    private Shell.Result bash(Map<String, String> env, String script) throws Exception {
        String prologue = "set -euo pipefail\nsay() { echo \"$*\"; }\nsource '" + VERSIONS + "'\nsource '" + LIB
                + "'\nsource '" + BUILD + "'\n";
        return Shell.run(tmp, env, null, List.of("bash", "-c", prologue + script));
    }

    @Test
    void aFileMatchingItsPinPassesAndAnyOtherByteFails() throws Exception {
        Files.writeString(tmp.resolve("pyxis.tar.gz"), "release bytes\n");
        String sum = Shell.run(tmp, Map.of(), null, List.of("sha256sum", "pyxis.tar.gz"))
                .stdout()
                .split(" ")[0];
        Shell.Result ok = bash(Map.of(), "sl_verify pyxis.tar.gz " + sum + " && echo verified");
        assertEquals("verified\n", ok.stdout(), ok.stderr());
        Files.writeString(tmp.resolve("pyxis.tar.gz"), "release bytes, altered\n");
        Shell.Result bad = bash(Map.of(), "sl_verify pyxis.tar.gz " + sum + " || echo refused");
        assertTrue(
                bad.stdout().startsWith("sha256 of pyxis.tar.gz does not match the pin in versions.env"), bad.stdout());
        assertTrue(bad.stdout().endsWith("refused\n"), bad.stdout());
    }

    @Test
    void anUnpinnedFileIsRefusedUnlessTheStackAllowsIt() throws Exception {
        Files.writeString(tmp.resolve("enroot.rpm"), "rpm\n");
        Shell.Result refused =
                bash(Map.of("ALLOW_UNPINNED_DOWNLOADS", "false"), "sl_verify enroot.rpm unpinned || echo refused");
        assertTrue(refused.stdout().contains("not allowed (scheduler.allowUnpinnedDownloads)"), refused.stdout());
        assertTrue(refused.stdout().endsWith("refused\n"), refused.stdout());
        Shell.Result allowed =
                bash(Map.of("ALLOW_UNPINNED_DOWNLOADS", "true"), "sl_verify enroot.rpm unpinned && echo installed");
        assertTrue(
                allowed.stdout().startsWith("WARN no sha256 pinned in versions.env for enroot.rpm: not verified"),
                allowed.stdout());
        assertTrue(allowed.stdout().endsWith("installed\n"), allowed.stdout());
        // sha256 of "rpm\n": what the operator records in versions.env to pin it
        assertTrue(
                allowed.stdout().contains("it is " + SHA_OF_RPM + ": record it in versions.env to pin it"),
                allowed.stdout());
    }

    /** sha256 of the four bytes "rpm\n" (sha256sum of printf 'rpm\n', computed apart from the test). */
    private static final String SHA_OF_RPM = "1b940bb6e556353793023b99890a7d4f68f9d855967ceda5e61203ce9b962715";

    @Test
    void theStagesRefuseBeforeInstallingAnythingWhileEnrootIsUnpinned() throws Exception {
        // versions.env as shipped: Pyxis pinned, Enroot's two RPMs not
        Shell.Result pins = bash(Map.of(), "echo \"[$(sl_unpinned)]\"");
        assertEquals("[ENROOT_RPM_SHA256 ENROOT_CAPS_RPM_SHA256]\n", pins.stdout(), pins.stderr());
        // a stage parameter with no default in the library: unset is refused, not read as false
        Shell.Result unset = bash(Map.of(), "sl_require_pins || echo refused");
        assertEquals("ALLOW_UNPINNED_DOWNLOADS is required: true or false\nrefused\n", unset.stdout(), unset.stderr());
        Shell.Result refused = bash(Map.of("ALLOW_UNPINNED_DOWNLOADS", "false"), "sl_require_pins || echo refused");
        assertEquals(
                "versions.env pins no SHA256 for ENROOT_RPM_SHA256 ENROOT_CAPS_RPM_SHA256 and scheduler.allowUnpinnedDownloads"
                        + " is false: pin the sha256sum of each release file in versions.env, or set scheduler.allowUnpinnedDownloads: true"
                        + " to install them unverified\nrefused\n",
                refused.stdout());
        Shell.Result allowed = bash(Map.of("ALLOW_UNPINNED_DOWNLOADS", "true"), "sl_require_pins && echo ok");
        assertEquals("ok\n", allowed.stdout());
        Shell.Result pinned = bash(
                Map.of("ALLOW_UNPINNED_DOWNLOADS", "false"),
                "ENROOT_RPM_SHA256=" + "a".repeat(64) + " ENROOT_CAPS_RPM_SHA256=" + "b".repeat(64)
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

    /**
     * A stand-in on PATH ahead of the real command: for exactly the arguments {@code call} (the
     * call the real tool answers so, as the library means to make it) it prints OUT and exits RC;
     * any other call is refused, exit 64, naming it, so a changed query is not answered as the old one.
     */
    private Path stub(String name, String call, String out, int rc) throws Exception {
        Path bin = tmp.resolve("bin");
        Files.createDirectories(bin);
        Path f = bin.resolve(name);
        Files.writeString(
                f,
                "#!/bin/sh\n[ \"$*\" = '" + call + "' ] || { echo \"" + name
                        + " stand-in: not the call it answers: $*\" >&2;" + " exit 64; }\ncat <<'EOF'\n" + out
                        + "EOF\nexit " + rc + "\n");
        f.toFile().setExecutable(true);
        return bin;
    }

    /** rpm(8) asked for an installed package's version, one line per installed version (--qf). */
    private static final String RPM_VERSION_OF_SLURM = "-q --qf %{VERSION}\\n slurm";

    private Map<String, String> path(Path bin) {
        return Map.of("PATH", bin + ":" + System.getenv("PATH"));
    }

    @Test
    void slurmIsBuiltFromAPinnedSupportedReleaseWithTheSlurmUserPinnedToOracleOciHpcsIds() throws Exception {
        Map<String, String> v = Versions.all();
        // 22.05 is past SchedMD's support and before CVE-2023-41914's fix; 25.11 is supported to May 2027
        assertEquals("25.11.6", v.get("SLURM_VERSION"));
        assertTrue(v.get("SLURM_SHA256").matches("[0-9a-f]{64}"), v.get("SLURM_SHA256"));
        assertEquals("1501", v.get("SLURM_UID"));
        assertEquals("1501", v.get("SLURM_GID"));
        String text = Files.readString(VERSIONS);
        assertTrue(
                text.contains("spack-packages") && text.contains("slurm-25-11-6-1"),
                "the Slurm pin says where its digest comes from");
        assertTrue(
                text.contains("oci-hpc") && text.contains("playbooks/roles/slurm/defaults/main.yml"),
                "the uid says whose it is");
        // a Slurm source back to "unpinned" is refused like Enroot's
        Shell.Result r = bash(Map.of(), "SLURM_SHA256=unpinned; echo \"[$(sl_unpinned)]\"");
        assertEquals("[SLURM_SHA256 ENROOT_RPM_SHA256 ENROOT_CAPS_RPM_SHA256]\n", r.stdout(), r.stderr());
    }

    @Test
    void aSlurmUserWithOtherIdsOrPinnedIdsOfAnotherNameAreConflictsAnAbsentOneIsNot() throws Exception {
        String script = "SLURM_UID=1501 SLURM_GID=1501; echo \"[$(sl_slurm_user_conflict)]\"";
        // getent(1) on a host without the user: exit 2 ("One or more supplied key could not be
        // found in the database") whatever it is asked
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Files.writeString(bin.resolve("getent"), "#!/bin/sh\nexit 2\n");
        bin.resolve("getent").toFile().setExecutable(true);
        assertEquals("[]\n", bash(path(bin), script).stdout(), "no slurm user yet: it will be created");
        Files.writeString(
                bin.resolve("getent"),
                "#!/bin/sh\ncase \"$1 $2\" in\n 'passwd slurm') echo 'slurm:x:1600:1600::/var/lib/slurm:/sbin/nologin' ;;\n"
                        + " 'group slurm') echo 'slurm:x:1600:' ;;\n *) exit 2 ;;\nesac\n");
        assertEquals(
                "[user slurm has uid 1600 gid 1600 here, versions.env pins SLURM_UID=1501 SLURM_GID=1501]\n",
                bash(path(bin), script).stdout());
        Files.writeString(
                bin.resolve("getent"),
                "#!/bin/sh\ncase \"$1 $2\" in\n 'passwd 1501') echo 'alice:x:1501:1501::/home/alice:/bin/bash' ;;\n"
                        + " *) exit 2 ;;\nesac\n");
        assertEquals(
                "[uid 1501 (SLURM_UID in versions.env) belongs to user alice here]\n",
                bash(path(bin), script).stdout());
        Files.writeString(
                bin.resolve("getent"),
                "#!/bin/sh\ncase \"$1 $2\" in\n 'passwd slurm'|'passwd 1501') echo 'slurm:x:1501:1501::/var/lib/slurm:/sbin/nologin' ;;\n"
                        + " 'group slurm'|'group 1501') echo 'slurm:x:1501:' ;;\n *) exit 2 ;;\nesac\n");
        assertEquals("[]\n", bash(path(bin), script).stdout(), "the pinned user: nothing to do");
    }

    @Test
    void anInstalledSlurmOfAnotherSeriesOrNewerThanTheClustersIsAConflictAnOlderPatchIsUpdated() throws Exception {
        String script = "echo \"[$(sl_installed_conflict 25.11.6)]\"";
        assertEquals(
                "[]\n",
                bash(path(stub("rpm", RPM_VERSION_OF_SLURM, "package slurm is not installed\n", 1)), script)
                        .stdout());
        assertEquals(
                "[]\n",
                bash(path(stub("rpm", RPM_VERSION_OF_SLURM, "25.11.6\n", 0)), script)
                        .stdout());
        assertEquals(
                "[]\n",
                bash(path(stub("rpm", RPM_VERSION_OF_SLURM, "25.11.4\n", 0)), script)
                        .stdout(),
                "same series, older: updated in place");
        String epel = bash(path(stub("rpm", RPM_VERSION_OF_SLURM, "22.05.9\n", 0)), script)
                .stdout();
        assertTrue(
                epel.startsWith(
                        "[slurm 22.05.9 is installed here, the cluster's Slurm is 25.11.6: another release series"),
                epel);
        String newer = bash(path(stub("rpm", RPM_VERSION_OF_SLURM, "25.11.7\n", 0)), script)
                .stdout();
        assertTrue(newer.startsWith("[slurm 25.11.7 is installed here, newer than the cluster's 25.11.6"), newer);
    }

    @Test
    void aRepositoryTheHostDoesNotDefineIsSaidBeforeAnyInstall() throws Exception {
        String list = "repo id                  repo name                        status\n"
                + "ol9_baseos_latest        Oracle Linux 9 BaseOS Latest     enabled\n"
                + "ol9_codeready_builder    Oracle Linux 9 CodeReady Builder disabled\n";
        Shell.Result known = bash(
                path(stub("dnf", "-q repolist --all", list, 0)),
                "sl_repo_defined ol9_codeready_builder && echo defined");
        assertEquals("defined\n", known.stdout(), known.stderr());
        Shell.Result unknown = bash(
                path(stub("dnf", "-q repolist --all", list, 0)), "sl_repo_defined ol9_developer_EPEL || echo unknown");
        assertEquals("unknown\n", unknown.stdout());
    }
}
