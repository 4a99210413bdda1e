package ocigpucluster.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import ocigpucluster.release.PomVersion;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The release's files are the build's jar and launcher, checked by their sums, under the tag of their version. */
@Tag("packaged")
class ReleaseAssetsIT {
    private static final Path SCRIPT = Path.of(".github/scripts/release-assets.sh");

    @Test
    void theTagOfTheBuildsVersionGetsItsJarLauncherLicenceSumsAndNotes(@TempDir Path tmp) throws Exception {
        String version = PomVersion.read();
        Path changelog = tmp.resolve("CHANGELOG.md");
        Files.writeString(
                changelog, "# Changelog\n\n## " + version + " — 2026-11-29\n\nThe notes.\n\n## 2026-11-26\n\nold\n");
        Path out = tmp.resolve("dist");
        Tools.Result r = Tools.run(
                List.of("bash", SCRIPT.toString(), "v" + version, out.toString()),
                Map.of("CHANGELOG", changelog.toString()),
                120);
        assertEquals(0, r.exit(), r.out() + r.err());
        assertEquals("The notes.\n", Files.readString(out.resolve("notes.md")));
        assertEquals(-1L, Files.mismatch(Path.of("target/oci-gpu-cluster.jar"), out.resolve("oci-gpu-cluster.jar")));
        assertEquals(-1L, Files.mismatch(Path.of("bin/oci-gpu-cluster"), out.resolve("oci-gpu-cluster")));
        Tools.Result sums =
                Tools.run(List.of("bash", "-c", "cd '" + out + "' && sha256sum -c SHA256SUMS"), Map.of(), 60);
        assertEquals(0, sums.exit(), sums.out() + sums.err());
        assertTrue(sums.out().contains("oci-gpu-cluster.jar: OK"), sums.out());
    }

    @Test
    void aTagOfAnotherVersionIsRefusedAndNothingIsLaidOut(@TempDir Path tmp) {
        Path out = tmp.resolve("dist");
        Tools.Result r = Tools.run(List.of("bash", SCRIPT.toString(), "v9.9.9", out.toString()), Map.of(), 120);
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("tag v9.9.9 does not match the build's version " + PomVersion.read()), r.err());
        assertFalse(Files.exists(out));
    }
}
