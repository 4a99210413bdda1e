package ocigpucluster.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A feature folder's files ship at their path below it; the shared root and lib/ keep theirs. */
class BootstrapFilesTest {

    @Test
    void aFeatureFolderShipsBelowItselfAndTheSharedFilesKeepTheirPath() {
        assertEquals("lib/slurm-lib.sh", BootstrapFiles.shippedPath("slurm/lib/slurm-lib.sh"));
        assertEquals("node/slurm-node.sh", BootstrapFiles.shippedPath("slurm/node/slurm-node.sh"));
        assertEquals("slurm-controller.sh", BootstrapFiles.shippedPath("slurm/slurm-controller.sh"));
        assertEquals("ondemand/resume.sh", BootstrapFiles.shippedPath("ondemand/ondemand/resume.sh"));
        assertEquals("lib/common.sh", BootstrapFiles.shippedPath("lib/common.sh"));
        assertEquals("versions.env", BootstrapFiles.shippedPath("versions.env"));
        BootstrapFiles files =
                BootstrapFiles.of(Map.of("lib/common.sh", "c", "slurm/lib/slurm-lib.sh", "s", "versions.env", "v"));
        assertEquals(Map.of("lib/common.sh", "c", "lib/slurm-lib.sh", "s", "versions.env", "v"), files.all());
        assertEquals("slurm/lib/slurm-lib.sh", files.sources().get("lib/slurm-lib.sh"));
    }

    /** Each feature folder has its own failure-codes.tsv: none ships (all would ship as failure-codes.tsv). */
    @Test
    void aFeaturesFailureCodeTableDoesNotShip() {
        BootstrapFiles files = BootstrapFiles.of(Map.of(
                "failure-codes.tsv", "shared",
                "slurm/failure-codes.tsv", "s",
                "home/failure-codes.tsv", "h",
                "slurm/slurm-controller.sh", "c"));
        assertEquals(Map.of("failure-codes.tsv", "shared", "slurm-controller.sh", "c"), files.all());
        assertTrue(BootstrapFiles.isFeatureTable("slurm/failure-codes.tsv"));
        assertFalse(BootstrapFiles.isFeatureTable("lib/failure-codes.tsv"), "lib/ is shared, not a feature");
        assertFalse(BootstrapFiles.isFeatureTable("slurm/lib/failure-codes.tsv"), "only at the top of the folder");
        assertEquals(
                "failure-codes.tsv",
                BootstrapFiles.get().sources().get(FailureCodes.TABLE),
                "the shipped tree has the shared table only, as before");
    }

    @Test
    void twoFilesShippingAtTheSamePathAreRefusedNamingBoth() {
        IllegalStateException twoFeatures = assertThrows(
                IllegalStateException.class,
                () -> BootstrapFiles.of(Map.of("ncclgate/node/run.sh", "a", "slurm/node/run.sh", "b")));
        assertTrue(
                twoFeatures
                        .getMessage()
                        .contains("src/main/bootstrap/ncclgate/node/run.sh and src/main/bootstrap/slurm/node/run.sh"
                                + " would both ship as node/run.sh"),
                twoFeatures.getMessage());
        IllegalStateException shadowsShared = assertThrows(
                IllegalStateException.class,
                () -> BootstrapFiles.of(Map.of("lib/common.sh", "a", "users/lib/common.sh", "b")));
        assertTrue(shadowsShared.getMessage().contains("would both ship as lib/common.sh"), shadowsShared.getMessage());
        assertThrows(
                IllegalStateException.class,
                () -> BootstrapFiles.of(Map.of("versions.env", "a", "nccl/versions.env", "b")));
    }

    /** The real loader, on a copy of the tree with one file added that ships where another does. */
    @Test
    void aCollisionStopsTheLoadFromTheClasspath(@TempDir Path tmp) throws Exception {
        Path root = tmp.resolve("classes");
        for (Map.Entry<String, String> f : BootstrapFiles.get().sources().entrySet()) {
            Path p = root.resolve(BootstrapFiles.ROOT).resolve(f.getValue());
            Files.createDirectories(p.getParent());
            Files.writeString(p, BootstrapFiles.get().read(f.getKey()), StandardCharsets.UTF_8);
        }
        Path clash = root.resolve(BootstrapFiles.ROOT).resolve("ncclgate/node/node-ready.sh");
        Files.writeString(clash, "#!/usr/bin/env bash\n", StandardCharsets.UTF_8);
        URL classes = BootstrapFiles.class.getProtectionDomain().getCodeSource().getLocation();
        try (URLClassLoader loader =
                new URLClassLoader(new URL[] {root.toUri().toURL(), classes}, ClassLoader.getPlatformClassLoader())) {
            ExceptionInInitializerError e = assertThrows(
                    ExceptionInInitializerError.class,
                    () -> Class.forName(BootstrapFiles.class.getName(), true, loader));
            Throwable cause = e.getCause();
            assertInstanceOf(IllegalStateException.class, cause, String.valueOf(cause));
            assertTrue(
                    cause.getMessage().contains("src/main/bootstrap/ncclgate/node/node-ready.sh")
                            && cause.getMessage().contains("src/main/bootstrap/readiness/node/node-ready.sh")
                            && cause.getMessage().contains("would both ship as node/node-ready.sh"),
                    cause.getMessage());
        }
    }
}
