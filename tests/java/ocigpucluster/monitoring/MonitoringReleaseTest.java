package ocigpucluster.monitoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.Shell;
import ocigpucluster.bootstrap.ShippedBootstrap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Prometheus projects' release tarballs are checked against the SHA256 versions.env pins, not
 * against a digest file from the same download site: lib/monitoring-lib.sh's mon_release with a
 * curl stand-in that serves one tarball (and would serve a matching sha256sums.txt too, which is
 * no longer asked for). A wrong pin and a missing pin are refused before anything is installed.
 */
@Tag("process")
class MonitoringReleaseTest {
    private static Shell.Result release(Path tmp, String pin) throws Exception {
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Path tarball = tmp.resolve("served.tar.gz");
        Files.writeString(tarball, "a release tarball's bytes\n");
        // curl -fsSL --connect-timeout 20 -o FILE URL: the served bytes into FILE, the URLs logged
        Files.writeString(
                bin.resolve("curl"),
                "#!/bin/sh\nwhile [ $# -gt 1 ]; do [ \"$1\" = -o ] && out=$2; shift; done\necho \"$1\" >>" + tmp
                        + "/urls\ncp " + tarball + " \"$out\"\n");
        Files.setPosixFilePermissions(bin.resolve("curl"), PosixFilePermissions.fromString("rwxr-xr-x"));
        String script = "set -euo pipefail\nsay() { echo \"$*\"; }\nRETRY_DELAY_SECONDS=0\nsource '"
                + ShippedBootstrap.source("lib/monitoring-lib.sh") + "'\nMON_MARKER_DIR=" + tmp
                + "/marker\nnode_retry() { shift 3; \"$@\"; }\n"
                + "mon_release node_exporter 1.11.1 '" + pin + "' node_exporter && echo installed || echo refused\n";
        return Shell.run(tmp, Map.of("PATH", bin + ":" + System.getenv("PATH")), null, List.of("bash", "-c", script));
    }

    @Test
    void aTarballThatIsNotThePinnedOneIsRefusedAndNoDigestFileIsAsked(@TempDir Path tmp) throws Exception {
        String wrong = "9f5ea48e5bc7b656f8a91a32e7d7deb89f70f73dabd0d974418aca15f37d6810";
        Shell.Result r = release(tmp, wrong);
        assertEquals(0, r.exit(), r.stderr());
        assertTrue(
                r.stdout()
                        .contains(
                                "node_exporter-1.11.1.linux-amd64.tar.gz does not match the SHA256 versions.env pins ("
                                        + wrong + ")"),
                r.stdout());
        assertTrue(r.stdout().strip().endsWith("refused"), r.stdout());
        assertEquals(
                List.of(
                        "https://github.com/prometheus/node_exporter/releases/download/v1.11.1/node_exporter-1.11.1.linux-amd64.tar.gz"),
                Files.readAllLines(tmp.resolve("urls")),
                "the tarball only: no same-origin sha256sums.txt");
    }

    @Test
    void anUnpinnedTarballIsRefusedBeforeItIsDownloaded(@TempDir Path tmp) throws Exception {
        Shell.Result r = release(tmp, "unpinned");
        assertTrue(
                r.stdout().contains("no SHA256 of node_exporter-1.11.1.linux-amd64.tar.gz pinned in versions.env"),
                r.stdout());
        assertTrue(r.stdout().strip().endsWith("refused"), r.stdout());
        assertTrue(!Files.exists(tmp.resolve("urls")), "nothing downloaded");
    }

    @Test
    void everyReleaseTarballHasADigestPinned() throws Exception {
        Map<String, String> v = new java.util.HashMap<>();
        for (String line : Files.readAllLines(ShippedBootstrap.source("versions.env"))) {
            if (line.matches("[A-Z0-9_]+=.*")) {
                v.put(line.substring(0, line.indexOf('=')), line.substring(line.indexOf('=') + 1));
            }
        }
        for (String key : List.of("NODE_EXPORTER_SHA256", "PROMETHEUS_SHA256", "ALERTMANAGER_SHA256")) {
            assertTrue(v.getOrDefault(key, "").matches("[0-9a-f]{64}"), key + "=" + v.get(key));
        }
    }
}
