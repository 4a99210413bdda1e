package ocigpucluster.ondemand;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * The state of the fake OCI CLI and scontrol (tests/resources/ocigpucluster/ondemand/fakebin, their
 * contracts in their headers) in one directory, and a runner for the on-demand scripts against them.
 */
final class FakeCloud {
    static final ObjectMapper JSON = new ObjectMapper();
    static final Path FAKES =
            Path.of("tests/resources/ocigpucluster/ondemand/fakebin").toAbsolutePath();
    static final String COMPARTMENT = "ocid1.compartment.oc1..aaaaaaaafake";

    record Run(int exit, String stderr) {}

    final Path dir;

    FakeCloud(Path dir) {
        this.dir = dir;
    }

    static ObjectNode instance(String id, String name, String state, Map<String, String> tags) {
        return instance(id, name, state, tags, OffsetDateTime.now(ZoneOffset.UTC));
    }

    static ObjectNode instance(String id, String name, String state, Map<String, String> tags, OffsetDateTime created) {
        ObjectNode i = JSON.createObjectNode();
        i.put("id", id)
                .put("display-name", name)
                .put("lifecycle-state", state)
                .put("compartment-id", COMPARTMENT)
                .put("time-created", created.toString());
        i.set("freeform-tags", JSON.valueToTree(tags));
        return i;
    }

    void instances(ObjectNode... instances) throws IOException {
        ArrayNode a = JSON.createArrayNode();
        List.of(instances).forEach(a::add);
        Files.writeString(dir.resolve("instances.json"), a.toString());
    }

    /** Instance id to lifecycle state. */
    Map<String, String> states() throws IOException {
        Map<String, String> out = new TreeMap<>();
        for (JsonNode i : JSON.readTree(dir.resolve("instances.json").toFile())) {
            out.put(i.path("id").asText(), i.path("lifecycle-state").asText());
        }
        return out;
    }

    /** The lines a fake recorded: "calls" (oci), "scontrol", "sudo". */
    List<String> calls(String file) throws IOException {
        Path p = dir.resolve(file);
        return Files.exists(p) ? Files.readAllLines(p) : List.of();
    }

    /** Runs a script with only these variables (and the fakes first on PATH); bounded. */
    Run run(Path script, String path, Map<String, String> env, List<String> args, int boundSeconds) throws Exception {
        List<String> cmd =
                new ArrayList<>(List.of("env", "-i", "PATH=" + path, "HOME=" + dir, "FAKE_OCI_STATE=" + dir));
        env.forEach((k, v) -> cmd.add(k + "=" + v));
        cmd.addAll(List.of("bash", script.toAbsolutePath().toString()));
        cmd.addAll(args);
        Process proc = new ProcessBuilder(cmd)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        String err = new String(proc.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(proc.waitFor(boundSeconds, TimeUnit.SECONDS), script + " exceeded " + boundSeconds + " s");
        return new Run(proc.exitValue(), err);
    }

    Run run(Path script, Map<String, String> env, List<String> args, int boundSeconds) throws Exception {
        return run(script, FAKES + ":/usr/bin:/bin", env, args, boundSeconds);
    }
}
