package ocigpucluster.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import ocigpucluster.bootstrap.BootstrapFiles;
import org.junit.jupiter.api.Test;

class BakeContentTest {
    private static final String BASE = "ocid1.image.oc1..test";

    /**
     * The digest of this input, computed apart from the code (Python's hashlib):
     * sha256(b"base-image\0" + base + b"\0" + for each file in path order: path + b"\0" + text + b"\0").
     */
    @Test
    void theHashIsSha256OfTheBaseImageAndEachFileInPathOrder() {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("node/b.sh", "b\n");
        files.put("lib/a.sh", "a\n");
        assertEquals("500df035c76834aa4c31d3214f0b01229747a50969df73e9fe70bd41f8f3f653", BakeContent.hash(BASE, files));
    }

    @Test
    void oneChangedByteOrAnotherBaseImageChangesIt() {
        Map<String, String> files = Map.of("node/b.sh", "b\n", "lib/a.sh", "a\n");
        String hash = BakeContent.hash(BASE, files);
        assertNotEquals(hash, BakeContent.hash(BASE, Map.of("node/b.sh", "c\n", "lib/a.sh", "a\n")));
        assertNotEquals(hash, BakeContent.hash(BASE + "2", files));
        // a file moved to another path is another image
        assertNotEquals(hash, BakeContent.hash(BASE, Map.of("node/a.sh", "a\n", "node/b.sh", "b\n")));
    }

    @Test
    void theImageHoldsTheNodeScriptsTheLibrariesAndThePinsNotTheBastionStages() {
        Map<String, String> files = BakeContent.files(BootstrapFiles.get());
        assertTrue(files.containsKey("node/slurm-node.sh"), "a node script: " + files.keySet());
        assertTrue(files.containsKey("node/bake-node.sh"), "the bake's own node script");
        assertTrue(files.containsKey("lib/common.sh"), "the shared library");
        assertTrue(files.containsKey("versions.env"), "the pins");
        assertFalse(files.containsKey("readiness-gate.sh"), "a stage the bastion runs is not baked");
        assertFalse(files.keySet().stream().anyMatch(p -> p.endsWith(".md")), "no docs");
    }
}
