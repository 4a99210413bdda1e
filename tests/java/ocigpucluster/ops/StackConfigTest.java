package ocigpucluster.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import inet.ipaddr.IPAddress;
import inet.ipaddr.IPAddressString;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import ocigpucluster.shapes.ShapeCatalog;
import org.junit.jupiter.api.Test;

/** The example stacks at the repository top level use the documented keys and hold no secrets. */
class StackConfigTest {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final String NS = "oci-gpu-cluster:";
    private static final Map<String, Set<String>> KEYS = Map.ofEntries(
            Map.entry("compartmentId", Set.of()),
            Map.entry("availabilityDomain", Set.of()),
            Map.entry("sshPublicKey", Set.of()),
            Map.entry("sshPrivateKey", Set.of()),
            Map.entry("sshAllowedCidrs", Set.of()),
            Map.entry("monitoring", Set.of("enabled")),
            Map.entry("network", Set.of("vcnCidr", "publicSubnetCidr", "privateSubnetCidr")),
            Map.entry("bastion", Set.of("shape", "ocpus", "memoryInGbs", "imageId", "protect")),
            Map.entry(
                    "cluster",
                    Set.of("mode", "shape", "nodeCount", "imageId", "bootVolumeSizeInGbs", "poolName", "timezone")),
            Map.entry("bootstrap", Set.of("containerRuntime")),
            Map.entry("scheduler", Set.of("type", "partition", "onNodeFailure", "allowUnpinnedDownloads")),
            Map.entry("accounting", Set.of("enabled")),
            Map.entry("users", Set.of("directory")));

    private static List<Path> stackFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(Path.of("."), "Pulumi.*.yaml")) {
            ds.forEach(files::add);
        }
        return files;
    }

    private static JsonNode config(Path file) throws IOException {
        return YAML.readTree(file.toFile()).path("config");
    }

    @Test
    void everyStackKeepsTheSshKeySecret() throws IOException {
        List<Path> files = stackFiles();
        assertTrue(
                files.contains(Path.of("./Pulumi.prod.yaml")), "Pulumi.prod.yaml missing at the top level: " + files);
        for (Path file : files) {
            JsonNode key = config(file).path(NS + "sshPrivateKey");
            assertTrue(
                    key.isMissingNode() || key.path("secure").isTextual(),
                    file + ": sshPrivateKey must be a secure: value (pulumi config set --secret sshPrivateKey)");
            assertFalse(Files.readString(file).contains("PRIVATE KEY"), file + " contains private key material");
        }
    }

    @Test
    void everyCommittedStackPreviewsOfflineWithoutErrors(@org.junit.jupiter.api.io.TempDir Path out)
            throws IOException {
        List<Path> files = stackFiles();
        assertTrue(files.size() >= 2, "expected at least the dev and prod stacks: " + files);
        for (Path file : files) {
            String stack = file.getFileName().toString().replaceAll("^Pulumi\\.|\\.yaml$", "");
            Path dir = out.resolve(stack);
            int exit = ocigpucluster.cli.Cli.commandLine()
                    .setOut(new java.io.PrintWriter(java.io.Writer.nullWriter()))
                    .execute("preview", "--stack", stack, "--out", dir.toString());
            assertEquals(0, exit, file + " does not preview offline");
            JsonNode plan = new ObjectMapper().readTree(dir.resolve("plan.json").toFile());
            for (JsonNode d : plan.path("diagnostics")) {
                assertFalse("error".equals(d.path("level").asText()), file + ": " + d);
            }
            assertTrue(plan.path("resources").size() > 15, file + ": too few resources planned");
        }
    }

    @Test
    void prodExampleUsesOnlyTheDocumentedKeys() throws IOException {
        Path file = Path.of("Pulumi.prod.yaml");
        for (Iterator<Map.Entry<String, JsonNode>> it = config(file).fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String key = e.getKey();
            if (key.startsWith("oci:")) {
                continue;
            }
            assertTrue(key.startsWith(NS), file + ": key " + key + " outside the " + NS + " namespace");
            String name = key.substring(NS.length());
            assertTrue(KEYS.containsKey(name), file + ": undocumented key " + key);
            if (!KEYS.get(name).isEmpty()) {
                e.getValue()
                        .fieldNames()
                        .forEachRemaining(sub -> assertTrue(
                                KEYS.get(name).contains(sub), file + ": undocumented key " + key + "." + sub));
            }
        }
    }

    @Test
    void prodExampleIsAProtectedFourNodeH100ClusterWithFakeIds() throws IOException {
        JsonNode c = config(Path.of("Pulumi.prod.yaml"));
        JsonNode cluster = c.path(NS + "cluster");
        assertEquals("clusterNetwork", cluster.path("mode").asText());
        assertEquals("BM.GPU.H100.8", cluster.path("shape").asText());
        assertTrue(ShapeCatalog.get().find(cluster.path("shape").asText()).isPresent());
        assertEquals(4, cluster.path("nodeCount").asInt());
        assertTrue(c.path(NS + "bastion").path("protect").asBoolean(false), "bastion (and /home) must be protected");
        assertTrue(c.path("oci:region").isTextual());

        for (String ocid : List.of(
                c.path(NS + "compartmentId").asText(),
                cluster.path("imageId").asText(),
                c.path(NS + "bastion").path("imageId").asText())) {
            assertTrue(ocid.startsWith("ocid1.") && ocid.contains("example"), "placeholder OCID expected: " + ocid);
        }
        // directory mode: the bind password only ever as an encrypted (secure:) value
        assertTrue(
                c.path(NS + "users")
                        .path("directory")
                        .path("bindPassword")
                        .path("secure")
                        .isTextual(),
                "users.directory.bindPassword must be a secure: value");
        JsonNode cidrs = c.path(NS + "sshAllowedCidrs");
        assertTrue(cidrs.isArray() && cidrs.size() > 0);
        for (JsonNode cidr : cidrs) {
            IPAddress range = new IPAddressString(cidr.asText()).getAddress();
            assertTrue(
                    range != null && range.getPrefixLength() != null && range.getPrefixLength() > 0,
                    "SSH must be limited to a corporate range, not " + cidr.asText());
        }
        IPAddress privateSubnet = new IPAddressString(
                        c.path(NS + "network").path("privateSubnetCidr").asText())
                .getAddress();
        assertFalse(
                privateSubnet.contains(new IPAddressString("10.0.2.2").getAddress()),
                "the private subnet must not contain the container runtime's 10.0.2.2");
    }
}
