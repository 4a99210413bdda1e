package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.bake.BakeImage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bake Command's script (bake-builder.sh, as {@code BakeImage.builderScript} renders it) when
 * the builder cannot be had, against the bed's fake OCI CLI without a bed (no daemon: a launched
 * instance stays PROVISIONING): a launch refused for capacity fails with
 * {@code BAKE_BUILDER_LAUNCH_FAILED} naming the builder, and a builder never RUNNING within the
 * bound fails with {@code BAKE_BUILDER_TIMEOUT} and is terminated, so a failed bake leaves no
 * instance billing. Neither prints the {@code BAKE_BUILDER=} line the image would be made from,
 * writes the last bake or leaves the builder's key. The whole bake is SshTestBedTest$Bake's.
 */
@Tag("process")
class BakeBuilderScriptTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path CLI =
            Path.of("tests/testbed/fakes/lib/oci_cli.py").toAbsolutePath();
    private static final String DISPLAY = "dev-gpu-bake";

    @TempDir
    Path dir;

    private Path cloud;
    private Path home;

    @BeforeEach
    void emptyCloud() throws IOException {
        cloud = Files.createDirectories(dir.resolve("cloud"));
        Files.createDirectories(cloud.resolve("requests"));
        Files.writeString(cloud.resolve("faults.env"), "");
        Files.writeString(cloud.resolve("config.json"), "{\"gpus\": 8, \"rdmaNics\": 16, \"subnet\": \"10.0.4\"}");
        home = Files.createDirectories(dir.resolve("home"));
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Files.writeString(bin.resolve("oci"), "#!/bin/sh\nexec python3 -B " + CLI + " \"$@\"\n");
        bin.resolve("oci").toFile().setExecutable(true);
    }

    private Machine.Result bake(int waitSeconds) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("GROUP", "gpu");
        p.put("COMPARTMENT_ID", "c1");
        p.put("AVAILABILITY_DOMAIN", "AD-1");
        p.put("SUBNET_ID", "sn1");
        p.put("BUILDER_SHAPE", "BM.GPU4.8");
        p.put("BASE_IMAGE_ID", "img-base");
        p.put("BAKE_HASH", "0".repeat(64));
        p.put("DISPLAY_NAME", DISPLAY);
        p.put("BUILDER_USER", "opc");
        p.put("BOOT_VOLUME_SIZE_IN_GBS", "200");
        p.put("HASH_TAG", "oci-gpu-cluster-bake-hash");
        String script = BakeImage.builderScript(p, Map.of("node/x.sh", "true\n"), List.of());
        script = BakeScenario.knob(
                BakeScenario.knob(script, "POLL_SECONDS", "1"), "WAIT_SECONDS", Integer.toString(waitSeconds));
        return Machine.exec(
                List.of(
                        "env",
                        "-i",
                        "PATH=" + dir.resolve("bin") + ":/usr/bin:/bin",
                        "HOME=" + home,
                        "OCITB_CLOUD_DIR=" + cloud,
                        "RETRY_DELAY_SECONDS=0",
                        "bash",
                        "-c",
                        BakeImage.loader("gpu")),
                script,
                60);
    }

    private List<JsonNode> instances() throws IOException {
        if (!Files.exists(cloud.resolve("state.json"))) {
            return List.of();
        }
        JsonNode state = JSON.readTree(cloud.resolve("state.json").toFile());
        List<JsonNode> out = new java.util.ArrayList<>();
        state.path("instances").forEach(out::add);
        return out;
    }

    private void leavesNothing(Machine.Result r) {
        assertFalse(r.stdout().contains("BAKE_BUILDER="), "no builder for an image: " + r.stdout());
        Path bakeDir = home.resolve(".oci-gpu-cluster/bake/gpu");
        for (String f : List.of("builder-key", "builder-key.pub", "known_hosts", ".last-bake")) {
            assertFalse(Files.exists(bakeDir.resolve(f)), f + " left after a failed bake");
        }
    }

    @Test
    void aLaunchRefusedForCapacityFailsNamingTheBuilderAndLaunchesNothing() throws IOException {
        Files.writeString(cloud.resolve("faults.env"), "LAUNCH_CAPACITY=always\n");
        Machine.Result r = bake(5);
        assertEquals(1, r.exitCode(), r.stderr());
        assertTrue(
                r.stderr()
                        .contains("FAIL " + DISPLAY
                                + " BAKE_BUILDER_LAUNCH_FAILED launch of BM.GPU4.8 from img-base failed: "),
                r.stderr());
        assertTrue(r.stderr().contains("Out of host capacity."), r.stderr());
        assertEquals(List.of(), instances(), "nothing launched");
        leavesNothing(r);
    }

    @Test
    void aBuilderNeverRunningWithinTheBoundFailsAndIsTerminated() throws IOException {
        Machine.Result r = bake(3);
        assertEquals(1, r.exitCode(), r.stderr());
        List<JsonNode> launched = instances();
        assertEquals(1, launched.size(), launched.toString());
        JsonNode builder = launched.get(0);
        assertEquals(DISPLAY, builder.path("display-name").asText());
        assertTrue(
                r.stderr()
                        .contains("FAIL " + DISPLAY + " BAKE_BUILDER_TIMEOUT builder "
                                + builder.path("id").asText() + " not RUNNING after 3s (last state PROVISIONING)"),
                r.stderr());
        assertTrue(
                builder.path("lifecycle-state").asText().matches("TERMINATING|TERMINATED"),
                "a failed bake terminates its builder: " + builder);
        assertTrue(
                r.stderr()
                        .contains("bake failed: terminating builder "
                                + builder.path("id").asText()),
                r.stderr());
        leavesNothing(r);
    }
}
