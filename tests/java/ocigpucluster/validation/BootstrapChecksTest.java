package ocigpucluster.validation;

import static ocigpucluster.validation.Config.assertExactly;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class BootstrapChecksTest {

    @Test
    void disabledBootstrapWarnsThatNothingProvesTheClusterHealthy() {
        List<Diagnostic> diagnostics =
                Config.seedLike().set("bootstrap.enabled", false).validate();
        assertExactly(diagnostics, "BOOTSTRAP_DISABLED", "bootstrap.enabled");
        assertEquals(Diagnostic.Level.WARNING, diagnostics.get(0).level());
    }

    @Test
    void disabledBootstrapWarningCanBeSuppressed() {
        assertEquals(
                List.of(),
                Config.seedLike()
                        .set("bootstrap.enabled", false)
                        .set("suppressWarnings", List.of("BOOTSTRAP_DISABLED"))
                        .validate());
    }

    @Test
    void ncclWithoutContainerRuntimeIsRefused() {
        assertExactly(
                Config.seedLike().set("bootstrap.containerRuntime", false).validate(),
                "NCCL_NEEDS_CONTAINER_RUNTIME",
                "bootstrap.containerRuntime");
    }

    @Test
    void noContainerRuntimeIsAcceptedWithoutNccl() {
        assertEquals(
                List.of(),
                Config.seedLike()
                        .set("bootstrap.containerRuntime", false)
                        .set("bootstrap.nccl", false)
                        .validate());
    }

    @Test
    void tensorflowSampleWithoutContainerRuntimeIsRefused() {
        assertExactly(
                Config.seedLike()
                        .set("bootstrap.containerRuntime", false)
                        .set("bootstrap.nccl", false)
                        .set("bootstrap.tensorflowSample", true)
                        .validate(),
                "TENSORFLOW_NEEDS_CONTAINER_RUNTIME",
                "bootstrap.containerRuntime");
        assertEquals(
                List.of(),
                Config.seedLike().set("bootstrap.tensorflowSample", true).validate());
    }

    @Test
    void nonPositivePassLineIsRefused() {
        assertExactly(
                Config.seedLike().set("bootstrap.ncclPassLineGBps", 0).validate(),
                "NCCL_PASS_LINE_INVALID",
                "bootstrap.ncclPassLineGBps");
        List<Diagnostic> diagnostics =
                Config.seedLike().set("bootstrap.ncclPassLineGBps", -10.5).validate();
        assertExactly(diagnostics, "NCCL_PASS_LINE_INVALID", "bootstrap.ncclPassLineGBps");
        assertTrue(
                diagnostics.get(0).message().startsWith("is -10.5, outside its range above 0 to "),
                diagnostics.get(0).line());
    }

    @Test
    void positivePassLineIsAccepted() {
        assertEquals(
                List.of(),
                Config.seedLike().set("bootstrap.ncclPassLineGBps", 150.5).validate());
    }

    @Test
    void ncclSizeThatIsNotASizeIsRefused() {
        for (String bad : List.of("1GB", "1.5G", "0", "-1G", "big", "1T")) {
            assertExactly(
                    Config.seedLike().set("bootstrap.ncclMaxBytes", bad).validate(),
                    "NCCL_SIZE_INVALID",
                    "bootstrap.ncclMaxBytes");
        }
        assertExactly(
                Config.seedLike().set("bootstrap.ncclMinBytes", "8 B").validate(),
                "NCCL_SIZE_INVALID",
                "bootstrap.ncclMinBytes");
    }

    @Test
    void ncclMinAboveMaxIsRefused() {
        assertExactly(
                Config.seedLike()
                        .set("bootstrap.ncclMinBytes", "2G")
                        .set("bootstrap.ncclMaxBytes", "1G")
                        .validate(),
                "NCCL_SIZE_INVALID",
                "bootstrap.ncclMinBytes");
    }

    @Test
    void ncclSizesInEveryFormNcclTestsTakesAreAccepted() {
        assertEquals(
                List.of(),
                Config.seedLike()
                        .set("bootstrap.ncclMinBytes", "512M")
                        .set("bootstrap.ncclMaxBytes", "1073741824")
                        .validate());
        assertEquals(
                List.of(),
                Config.seedLike()
                        .set("bootstrap.ncclMinBytes", "8")
                        .set("bootstrap.ncclMaxBytes", "8")
                        .validate());
        assertEquals(
                List.of(),
                Config.seedLike()
                        .set("bootstrap.ncclMinBytes", "10g")
                        .set("bootstrap.ncclMaxBytes", "10G")
                        .validate());
    }

    @Test
    void ncclBytesUsePowersOf1024() {
        assertEquals(OptionalLong.of(1L << 30), ocigpucluster.nccl.NcclSweep.bytes("1G"));
        assertEquals(OptionalLong.of(512L << 20), ocigpucluster.nccl.NcclSweep.bytes("512M"));
        assertEquals(OptionalLong.of(64L << 10), ocigpucluster.nccl.NcclSweep.bytes("64k"));
        assertEquals(OptionalLong.of(1073741824L), ocigpucluster.nccl.NcclSweep.bytes("1073741824"));
        assertEquals(OptionalLong.empty(), ocigpucluster.nccl.NcclSweep.bytes("1.5G"));
    }

    @Test
    void nodeTimeoutBelowOneMinuteIsRefused() {
        assertExactly(
                Config.seedLike().set("bootstrap.nodeTimeoutMinutes", 0).validate(),
                "TIMEOUT_INVALID",
                "bootstrap.nodeTimeoutMinutes");
        assertEquals(
                List.of(),
                Config.seedLike().set("bootstrap.nodeTimeoutMinutes", 1).validate());
    }
}
