package ocigpucluster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One preview directory per stack by default: previewing one stack never refuses, or replaces,
 * another's. The flow that broke (dev's default preview, then prod's into target/preview/prod as
 * the operator's guide said, then dev's again: exit 2) now passes, each stack in its own directory.
 */
@Tag("process")
class PreviewPerStackTest {
    @Test
    void eachStackHasItsOwnDirectory(@TempDir Path project) throws Exception {
        for (String stack : new String[] {"dev", "prod"}) {
            Files.copy(Path.of("Pulumi." + stack + ".yaml"), project.resolve("Pulumi." + stack + ".yaml"));
        }
        CliProcess dev = CliProcess.runIn(project, "preview", "--stack", "dev");
        assertEquals(0, dev.exitCode(), dev.stderr());
        assertTrue(
                dev.stdout()
                        .contains("Wrote target/preview/dev/plan.json, target/preview/dev/cloud-init/, "
                                + "target/preview/dev/scripts/ and target/preview/dev/diagram.mmd"),
                dev.stdout());
        CliProcess prod = CliProcess.runIn(project, "preview", "--stack", "prod", "--out", "target/preview/prod");
        assertEquals(0, prod.exitCode(), prod.stderr());
        CliProcess again = CliProcess.runIn(project, "preview", "--stack", "dev");
        assertEquals(0, again.exitCode(), again.stderr());
        assertTrue(Files.readString(project.resolve("target/preview/dev/plan.json"))
                .contains("\"stack\" : \"dev\""));
        assertTrue(Files.readString(project.resolve("target/preview/prod/plan.json"))
                .contains("\"stack\" : \"prod\""));
    }
}
