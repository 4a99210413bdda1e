package ocigpucluster.cloudinit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** A feature's part appended to a node's cloud-config ({@link CloudInitRenderer#withPart}). */
class NodeBootPartTest {
    private static final CloudInitRenderer RENDERER = new CloudInitRenderer();
    private static final String CONFIG = "#cloud-config\ntimezone: UTC\n\nruncmd:\n  - set -eu\n  - echo template\n";

    @Test
    void itsStepsFollowTheTemplatesAndItsKeysComeAfter() {
        String out = RENDERER.withPart(
                CONFIG,
                new NodeBoot("oke-join.part", Map.of("okeApiServerHost", "10.0.4.3", "okeCaCertificate", "Q0E=")));
        assertTrue(out.startsWith(CONFIG), out);
        String added = out.substring(CONFIG.length());
        assertTrue(added.startsWith("  #\n  # Kubernetes mode:"), added);
        assertTrue(
                added.contains("\nwrite_files:\n  - path: /etc/oke/oke-apiserver\n    content: '10.0.4.3'\n"), added);
        assertTrue(added.contains("    encoding: b64\n    content: Q0E=\n"), added);
        assertTrue(!added.contains("{{"), added);
    }

    @Test
    void aMissingValueIsRefusedNamingThePlaceholder() {
        var e = assertThrows(
                IllegalArgumentException.class,
                () -> RENDERER.withPart(CONFIG, new NodeBoot("oke-join.part", Map.of("okeApiServerHost", "10.0.4.3"))));
        assertEquals("okeCaCertificate is not set, but cloud-init part oke-join.part needs it", e.getMessage());
    }

    @Test
    void aConfigWhoseLastKeyIsNotRuncmdIsRefused() {
        var e = assertThrows(
                IllegalStateException.class,
                () -> RENDERER.withPart(
                        CONFIG + "packages:\n  - pdsh\n",
                        new NodeBoot("oke-join.part", Map.of("okeApiServerHost", "h", "okeCaCertificate", "c"))));
        assertTrue(e.getMessage().contains("last key is runcmd"), e.getMessage());
    }
}
