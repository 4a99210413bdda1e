package ocigpucluster;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A freshly generated ed25519 key pair for tests that must prove a private key never leaks:
 * unique per run (so recognisable), valid (so validation accepts it), never a real user's key.
 */
public record ThrowawayKey(String privateKey, String publicKey, List<String> bodyLines) {
    private static ThrowawayKey instance;

    public static synchronized ThrowawayKey get() {
        if (instance == null) {
            instance = generate();
        }
        return instance;
    }

    /** A line of the key's body: it appears nowhere but in the key. */
    public String marker() {
        return bodyLines.get(1);
    }

    private static ThrowawayKey generate() {
        try {
            Path dir = Files.createTempDirectory("throwaway-key");
            Path key = dir.resolve("id_ed25519");
            Process p;
            try {
                p = new ProcessBuilder(
                                "ssh-keygen",
                                "-q",
                                "-t",
                                "ed25519",
                                "-N",
                                "",
                                "-C",
                                "throwaway-test-key",
                                "-f",
                                key.toString())
                        .redirectErrorStream(true)
                        .start();
            } catch (IOException e) {
                throw new AssertionError(
                        "ssh-keygen is needed to make a throw-away key: apt-get install -y openssh-client", e);
            }
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new AssertionError(
                        "ssh-keygen failed: " + new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
            }
            String privateKey = Files.readString(key, StandardCharsets.UTF_8);
            String publicKey = Files.readString(dir.resolve("id_ed25519.pub"), StandardCharsets.UTF_8)
                    .strip();
            Files.delete(key);
            Files.delete(dir.resolve("id_ed25519.pub"));
            Files.delete(dir);
            List<String> body =
                    privateKey.lines().filter(l -> !l.startsWith("-----")).toList();
            if (body.size() < 3) {
                throw new AssertionError("unexpected ssh-keygen output: " + body.size() + " body lines");
            }
            return new ThrowawayKey(privateKey, publicKey, body);
        } catch (IOException e) {
            throw new AssertionError("cannot make a throw-away key", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
