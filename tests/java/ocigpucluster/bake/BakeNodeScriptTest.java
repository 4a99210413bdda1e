package ocigpucluster.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.BootstrapFiles;
import ocigpucluster.bootstrap.Shell;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * node/bake-node.sh against a file-system root laid out as a builder's (ROOT_DIR): bake mode
 * records the hash and leaves no host key, machine id, host name, login key or project log;
 * delta mode passes on the image it expects and fails with BAKE_IMAGE_MISMATCH, naming the node
 * and the group, on another or on none.
 */
@Tag("process")
class BakeNodeScriptTest {
    private static final String HASH = "a".repeat(64);

    @TempDir
    Path tmp;

    private Path root() throws Exception {
        for (Map.Entry<String, String> f : BootstrapFiles.get().all().entrySet()) {
            Path p = tmp.resolve("bootstrap").resolve(f.getKey());
            Files.createDirectories(p.getParent());
            Files.writeString(p, f.getValue());
        }
        Path root = tmp.resolve("root");
        for (String f : List.of(
                "etc/ssh/ssh_host_ed25519_key",
                "etc/ssh/ssh_host_ed25519_key.pub",
                "etc/ssh/sshd_config",
                "etc/machine-id",
                "var/lib/dbus/machine-id",
                "etc/hostname",
                "home/opc/.ssh/authorized_keys",
                "home/opc/.bashrc",
                "var/log/oci-gpu-cluster/stages.log")) {
            Path p = root.resolve(f);
            Files.createDirectories(p.getParent());
            Files.writeString(p, "builder's " + f + "\n");
        }
        return root;
    }

    private Shell.Result run(Path root, String mode, String hash) throws Exception {
        Map<String, String> env = new HashMap<>(Map.of(
                "PATH", "/usr/bin:/bin",
                "ROOT_DIR", root.toString(),
                "BAKE_HASH", hash,
                "GROUP", "h100",
                "NODE", "h100-3",
                "IMAGE_USER", "opc"));
        return Shell.run(tmp, env, null, List.of("bash", "bootstrap/node/bake-node.sh", mode));
    }

    @Test
    void bakeModeRecordsTheHashAndCleansWhatANodeMustNotInherit() throws Exception {
        Path root = root();
        Shell.Result r = run(root, "bake", HASH);
        assertEquals(0, r.exit(), r.stdout() + r.stderr());
        assertEquals(
                "BAKE_HASH=" + HASH + "\nBAKE_GROUP=h100\n",
                Files.readString(root.resolve("etc/oci-gpu-cluster/image.env")));
        assertFalse(Files.exists(root.resolve("etc/ssh/ssh_host_ed25519_key")), "host key");
        assertFalse(Files.exists(root.resolve("etc/ssh/ssh_host_ed25519_key.pub")), "host key");
        assertEquals("", Files.readString(root.resolve("etc/machine-id")), "machine id emptied, kept (machine-id(5))");
        assertFalse(Files.exists(root.resolve("var/lib/dbus/machine-id")), "dbus machine id");
        assertEquals("", Files.readString(root.resolve("etc/hostname")), "host name");
        assertFalse(Files.exists(root.resolve("home/opc/.ssh/authorized_keys")), "the builder's login key");
        assertFalse(Files.exists(root.resolve("var/log/oci-gpu-cluster")), "the project's logs");
        // what the bake does not own stays
        assertTrue(Files.exists(root.resolve("etc/ssh/sshd_config")));
        assertTrue(Files.exists(root.resolve("home/opc/.bashrc")));
        // idempotent: a second run changes nothing and passes
        assertEquals(0, run(root, "bake", HASH).exit());
    }

    @Test
    void deltaModePassesOnTheExpectedImageAndFailsWithACodeNamingTheGroupOtherwise() throws Exception {
        Path root = root();
        Shell.Result none = run(root, "delta", HASH);
        assertEquals(1, none.exit(), none.stdout() + none.stderr());
        assertTrue(
                none.stdout()
                        .startsWith("FAIL h100-3 BAKE_IMAGE_MISMATCH group h100 expects an image baked with " + HASH),
                none.stdout());

        assertEquals(0, run(root, "bake", HASH).exit());
        Shell.Result ok = run(root, "delta", HASH);
        assertEquals(0, ok.exit(), ok.stdout() + ok.stderr());

        String other = "b".repeat(64);
        Shell.Result stale = run(root, "delta", other);
        assertEquals(1, stale.exit(), stale.stdout());
        assertEquals(
                "FAIL h100-3 BAKE_IMAGE_MISMATCH group h100 expects an image baked with " + other
                        + ", the node runs one baked with " + HASH + "\n",
                stale.stdout());
    }
}
