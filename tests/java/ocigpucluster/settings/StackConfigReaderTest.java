package ocigpucluster.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The offline reader reads a stack file as `pulumi up` does: Pulumi parses it with Go's yaml.v3
 * (YAML 1.2 core schema: yes/on/off/no are strings; duplicate keys are an error; aliases resolve).
 * Files that are not a stack config each get their own clear message.
 */
class StackConfigReaderTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String P = "oci-gpu-cluster:";

    @TempDir
    Path dir;

    private Path file(String yaml) throws Exception {
        Path f = dir.resolve("Pulumi.t.yaml");
        Files.writeString(f, yaml);
        return f;
    }

    private JsonNode group(StackConfig c, String group) throws Exception {
        return JSON.readTree(c.toRawConfig().values().get(P + group));
    }

    @Test
    void yaml11BooleanWordsAreStrings() throws Exception {
        for (String word : List.of("yes", "no", "on", "off", "y", "n", "Yes", "ON")) {
            StackConfig c = StackConfig.read(file("config:\n  " + P + "bastion:\n    protect: " + word + "\n"));
            JsonNode v = group(c, "bastion").get("protect");
            assertTrue(v.isTextual() && v.asText().equals(word), word + " read as " + v);
        }
        for (String word : List.of("true", "false")) {
            StackConfig c = StackConfig.read(file("config:\n  " + P + "bastion:\n    protect: " + word + "\n"));
            assertTrue(group(c, "bastion").get("protect").isBoolean(), word);
        }
    }

    @Test
    void setOverridesReadScalarsTheSameWay() throws Exception {
        StackConfig c = StackConfig.empty();
        c.set("bastion.protect=yes", false);
        c.set("cluster.nodeCount=3", false);
        c.set("bootstrap.nccl=false", false);
        assertEquals("yes", group(c, "bastion").get("protect").asText());
        assertTrue(group(c, "bastion").get("protect").isTextual());
        assertTrue(group(c, "cluster").get("nodeCount").isIntegralNumber());
        assertTrue(group(c, "bootstrap").get("nccl").isBoolean());
    }

    @Test
    void duplicateKeysAreRefusedNamingTheKey() throws Exception {
        for (String yaml : List.of(
                "config:\n  " + P + "compartmentId: a\n  " + P + "compartmentId: b\n",
                "config:\n  " + P + "cluster:\n    nodeCount: 2\n    nodeCount: 3\n",
                "config: {}\nconfig: {}\n")) {
            Path f = file(yaml);
            StackConfig.ConfigFileException e =
                    assertThrows(StackConfig.ConfigFileException.class, () -> StackConfig.read(f), yaml);
            assertTrue(e.getMessage().contains("duplicate key"), e.getMessage());
            assertTrue(e.getMessage().contains("line"), e.getMessage());
        }
    }

    @Test
    void aliasesResolve() throws Exception {
        StackConfig c = StackConfig.read(
                file("config:\n  " + P + "network:\n    vcnCidr: &v 10.0.0.0/16\n  " + P + "sshAllowedCidrs: [*v]\n"));
        assertEquals("[\"10.0.0.0/16\"]", c.toRawConfig().values().get(P + "sshAllowedCidrs"));
    }

    @Test
    void numbersAndTextAsYaml12CoreReadsThem() throws Exception {
        StackConfig c =
                StackConfig.read(file("config:\n  " + P + "cluster:\n    nodeCount: \"3\"\n    maxNodeCount: 010\n"
                        + "    timezone: 2001-01-01\n  " + P + "bastion:\n    ocpus: 1e1\n"));
        JsonNode cluster = group(c, "cluster");
        assertTrue(cluster.get("nodeCount").isTextual(), "a quoted number stays text: " + cluster);
        assertEquals(10, cluster.get("maxNodeCount").asInt(), "YAML 1.2 has no octal 010: " + cluster);
        assertTrue(cluster.get("timezone").isTextual(), "no timestamps in the core schema: " + cluster);
        assertEquals(10.0, group(c, "bastion").get("ocpus").asDouble());
    }

    @Test
    void filesThatAreNotStackConfigsGetTheirOwnMessage() throws Exception {
        Path list = file("- a\n- b\n");
        Path binary = dir.resolve("bin.yaml");
        Files.write(binary, new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 0, 13, (byte) 0xff, (byte) 0xfe});
        Path folder = Files.createDirectory(dir.resolve("folder.yaml"));
        Path scalar = dir.resolve("scalar.yaml");
        Files.writeString(scalar, "just text\n");
        Path badConfig = dir.resolve("badconfig.yaml");
        Files.writeString(badConfig, "config:\n  - a\n");
        Path broken = dir.resolve("broken.yaml");
        Files.writeString(broken, "config:\n  a: [1, 2\n");
        Path missing = dir.resolve("missing.yaml");
        Path project = Path.of("Pulumi.yaml");
        Path deep = dir.resolve("deep.yaml");
        Files.writeString(deep, "config: " + "[".repeat(200_000) + "]".repeat(200_000) + "\n");
        Map<Path, String> expected = new java.util.LinkedHashMap<>();
        expected.put(list, "is a YAML list");
        expected.put(binary, "not a text file");
        expected.put(folder, "is a directory");
        expected.put(Path.of("/dev/null"), "not a regular file");
        expected.put(scalar, "is a YAML scalar");
        expected.put(badConfig, "`config:` must be a map");
        expected.put(broken, "not valid YAML");
        expected.put(missing, "not found");
        expected.put(project, "is a Pulumi project file");
        expected.put(deep, "nests deeper");
        List<String> messages = new ArrayList<>();
        for (Map.Entry<Path, String> e : expected.entrySet()) {
            StackConfig.ConfigFileException ex = assertThrows(
                    StackConfig.ConfigFileException.class,
                    () -> StackConfig.read(e.getKey()),
                    e.getKey().toString());
            assertTrue(
                    ex.getMessage().contains(e.getValue())
                            && ex.getMessage().contains(e.getKey().toString()),
                    e.getKey() + ": " + ex.getMessage());
            assertTrue(
                    !ex.getMessage().contains("Exception") && !ex.getMessage().contains("\n"), ex.getMessage());
            messages.add(ex.getMessage());
        }
        assertEquals(messages.size(), messages.stream().distinct().count(), "each kind its own message: " + messages);
    }

    @Test
    void anEmptyFileIsAnEmptyConfig() throws Exception {
        assertTrue(StackConfig.read(file("")).toRawConfig().values().isEmpty());
        assertTrue(StackConfig.read(file("# only a comment\n"))
                .toRawConfig()
                .values()
                .isEmpty());
    }
}
