package ocigpucluster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.settings.StackConfig;
import ocigpucluster.validation.Validation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The user's private key reaches the engine only as a secret: never in plan.json, the written
 * cloud-init or scripts, or anything the CLI prints; a key stored in plain text is refused.
 */
@Tag("process")
class SecretsTest {
    @TempDir
    static Path tmp;

    /** A freshly generated (so recognizable and unique) key pair; never a real user's key. */
    private static String privateKey;

    private static String publicKey;
    /** The key's base64 body lines: none of them may appear anywhere. */
    private static List<String> keyLines;

    @BeforeAll
    static void generateKey() {
        ocigpucluster.ThrowawayKey key = ocigpucluster.ThrowawayKey.get();
        privateKey = key.privateKey();
        publicKey = key.publicKey();
        keyLines = key.bodyLines();
    }

    /** A PEM block with a body (stage 1's script legitimately greps for the bare marker). */
    private static final Pattern PEM_BLOCK =
            Pattern.compile("-----BEGIN [A-Z ]*PRIVATE KEY-----\\s*(\\\\n)?[A-Za-z0-9+/=]{16,}");

    private static void assertNoKeyIn(String where, String text) {
        assertFalse(PEM_BLOCK.matcher(text).find(), where + " contains a private key block");
        for (String line : keyLines) {
            assertFalse(text.contains(line), where + " contains a line of the private key");
        }
    }

    private static void assertNoKeyUnder(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                assertNoKeyIn(f.toString(), Files.readString(f, StandardCharsets.UTF_8));
            }
        }
    }

    private static String[] secretPreviewArgs(Path out) {
        return new String[] {
            "preview",
            "--stack",
            "dev",
            "--set",
            "sshPublicKey=" + publicKey,
            "--set-secret",
            "sshPrivateKey=" + privateKey,
            "--out",
            out.toString()
        };
    }

    @Test
    void aKeyGivenWithSetSecretNeverShowsInFilesOrOutput() throws IOException {
        Path out = tmp.resolve("preview-secret");
        CliProcess run = CliProcess.run(secretPreviewArgs(out));
        assertEquals(0, run.exitCode(), run.stderr());
        assertTrue(Files.isRegularFile(out.resolve("plan.json")));
        assertTrue(Files.isDirectory(out.resolve("scripts")) && Files.isDirectory(out.resolve("cloud-init")));
        assertNoKeyIn("stdout", run.stdout());
        assertNoKeyIn("stderr", run.stderr());
        assertNoKeyUnder(out);

        JsonNode plan = new ObjectMapper().readTree(out.resolve("plan.json").toFile());
        for (JsonNode r : plan.path("resources")) {
            if (r.path("type").asText().equals("command:remote:Command")) {
                assertEquals(
                        "[secret]",
                        r.path("inputs").path("connection").path("privateKey").asText(),
                        r.path("name").asText());
            }
        }
    }

    @Test
    void theKeyGivenWithSetSecretArrivesIntact() {
        StackConfig config = PreviewRuns.config(
                PreviewRuns.DEV_STACK, List.of("sshPublicKey=" + publicKey), List.of("sshPrivateKey=" + privateKey));
        Validation v = PreviewRuns.validation(config);
        assertEquals(
                privateKey.strip(),
                v.settings().sshPrivateKey().value().orElseThrow().strip(),
                "the key reaches the program with its line breaks (else ssh cannot parse it)");
    }

    @Test
    void commandsCarryBothKeysOnlyAsSecrets() {
        Plan known = PreviewRuns.run(
                PreviewRuns.DEV_STACK, List.of("sshPublicKey=" + publicKey), List.of("sshPrivateKey=" + privateKey));
        Plan encrypted = PreviewRuns.plan(); // the stack's `secure:` value
        // with Slurm: its controller and node stages and NCCL as a Slurm job (and the stages other
        // features add under Slurm); the munge key is made on the bastion, never in the plan
        Plan slurm = PreviewRuns.run(
                PreviewRuns.DEV_STACK,
                List.of("sshPublicKey=" + publicKey, "scheduler.type=slurm", "scheduler.allowUnpinnedDownloads=true"),
                List.of("sshPrivateKey=" + privateKey));
        assertTrue(slurm.ofType("command:remote:Command").stream()
                .map(PlannedResource::name)
                .toList()
                .containsAll(List.of("bootstrap-slurm-controller", "bootstrap-slurm-nodes", "bootstrap-slurm-nccl")));
        // the production example: its sshPrivateKey and users.directory.bindPassword are both encrypted
        Plan production = PreviewRuns.plan(Path.of("Pulumi.prod.yaml"), List.of(), List.of());
        assertEquals(
                "[secret]",
                PreviewRuns.resource(production, "bootstrap-directory")
                        .inputs()
                        .path("stdin")
                        .asText());
        for (Plan plan : List.of(known, encrypted, slurm, production)) {
            List<PlannedResource> commands = plan.ofType("command:remote:Command");
            assertFalse(commands.isEmpty());
            for (PlannedResource c : commands) {
                assertEquals(
                        "[secret]",
                        c.inputs().path("connection").path("privateKey").asText(),
                        c.name() + " connection.privateKey");
            }
            // stage 1 hands the cluster key to the bastion on stdin, never in the command text
            assertEquals(
                    "[secret]",
                    PreviewRuns.resource(plan, "bootstrap-bastion-setup")
                            .inputs()
                            .path("stdin")
                            .asText());
            String json = plan.toJsonText();
            assertNoKeyIn("plan.json", json);
            assertFalse(
                    json.contains("offline-preview-unreadable-secret"), "the placeholder for an encrypted key leaks");
        }
    }

    /** A preview of the dev stack with users.directory (the example CA) and the bind password given with FLAG. */
    private static CliProcess directoryPreview(Path out, String flag, String password) throws IOException {
        String ca;
        try (var in = SecretsTest.class.getResourceAsStream("/ocigpucluster/directory/example-ca.pem")) {
            ca = new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        }
        List<String> args = new ArrayList<>(List.of(secretPreviewArgs(out)));
        args.addAll(List.of(
                "--set",
                "users.directory.uri=ldaps://ldap.example.org",
                "--set",
                "users.directory.baseDn=dc=example,dc=org",
                "--set",
                "users.directory.bindDn=cn=sssd,ou=services,dc=example,dc=org",
                "--set",
                "users.directory.tlsCaCert=" + ca,
                "--set",
                "users.directory.allowGroups=ml",
                flag,
                "users.directory.bindPassword=" + password));
        return CliProcess.run(args.toArray(String[]::new));
    }

    @Test
    void aDirectoryBindPasswordGivenWithSetSecretIsOnlyTheDirectoryStagesSecretStdin() throws IOException {
        String password = "bind-" + java.util.UUID.randomUUID();
        Path out = tmp.resolve("preview-directory");
        CliProcess run = directoryPreview(out, "--set-secret", password);
        assertNowhere(run, out, password, "the bind password");
        JsonNode plan = new ObjectMapper().readTree(out.resolve("plan.json").toFile());
        boolean found = false;
        for (JsonNode r : plan.path("resources")) {
            if (r.path("name").asText().equals("bootstrap-directory")) {
                found = true;
                assertEquals(
                        "[secret]",
                        r.path("inputs").path("stdin").asText(),
                        "the bind password reaches the stage on stdin");
            }
        }
        assertTrue(found, "the directory stage is planned");
    }

    @Test
    void aPlainTextBindPasswordIsRefusedWithoutPrintingItAndNothingIsWritten() throws IOException {
        String password = "plain-" + java.util.UUID.randomUUID();
        Path out = tmp.resolve("preview-directory-plain");
        CliProcess run = directoryPreview(out, "--set", password);
        assertEquals(2, run.exitCode(), run.stdout() + run.stderr());
        assertTrue(run.stderr().contains("DIRECTORY_BIND_PASSWORD_NOT_SECRET"), run.stderr());
        assertTrue(
                run.stderr().contains("pulumi config set --secret --path users.directory.bindPassword"), run.stderr());
        assertFalse(
                run.stdout().contains(password) || run.stderr().contains(password), "the refusal printed the password");
        assertFalse(Files.exists(out), "the refused preview wrote " + out);
    }

    /** The preview succeeded and neither printed the secret nor wrote it to any file under OUT. */
    private static void assertNowhere(CliProcess run, Path out, String secret, String what) throws IOException {
        assertEquals(0, run.exitCode(), run.stderr());
        assertFalse(run.stdout().contains(secret) || run.stderr().contains(secret), "the preview printed " + what);
        try (Stream<Path> files = Files.walk(out)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                assertFalse(Files.readString(f, StandardCharsets.UTF_8).contains(secret), f + " holds " + what);
            }
        }
    }

    /** A preview of the dev stack with monitoring on and the alert receiver URL given with FLAG. */
    private static CliProcess alertReceiverPreview(Path out, String flag, String url) throws IOException {
        List<String> args = new ArrayList<>(List.of(secretPreviewArgs(out)));
        args.addAll(List.of("--set", "monitoring.enabled=true", flag, "monitoring.alertReceiver=" + url));
        return CliProcess.run(args.toArray(String[]::new));
    }

    @Test
    void anAlertReceiverGivenWithSetSecretIsOnlyTheAlertmanagerStagesSecretStdin() throws IOException {
        String token = "hooktoken-" + java.util.UUID.randomUUID();
        String url = "https://hooks.example.com/services/" + token;
        Path out = tmp.resolve("preview-alertmanager");
        CliProcess run = alertReceiverPreview(out, "--set-secret", url);
        assertNowhere(run, out, token, "the receiver's token");
        JsonNode plan = new ObjectMapper().readTree(out.resolve("plan.json").toFile());
        List<String> secretStdin = new ArrayList<>();
        for (JsonNode r : plan.path("resources")) {
            if (r.path("inputs").path("stdin").asText().equals("[secret]")) {
                secretStdin.add(r.path("name").asText());
            }
        }
        assertTrue(
                secretStdin.contains("bootstrap-alertmanager"), "the URL reaches its stage on stdin: " + secretStdin);
        assertFalse(secretStdin.contains("bootstrap-monitoring"), "the monitoring stage's stdin is its script");
    }

    @Test
    void aPlainTextAlertReceiverIsRefusedWithoutPrintingIt() throws IOException {
        String token = "plainhook-" + java.util.UUID.randomUUID();
        Path out = tmp.resolve("preview-alertmanager-plain");
        CliProcess run = alertReceiverPreview(out, "--set", "https://hooks.example.com/" + token);
        assertEquals(2, run.exitCode(), run.stdout() + run.stderr());
        assertTrue(run.stderr().contains("ALERT_RECEIVER_NOT_SECRET"), run.stderr());
        assertTrue(run.stderr().contains("pulumi config set --secret --path monitoring.alertReceiver"), run.stderr());
        assertFalse(run.stdout().contains(token) || run.stderr().contains(token), "the refusal printed the URL");
        assertFalse(Files.exists(out), "the refused preview wrote " + out);
    }

    @Test
    void aPlainTextPrivateKeyInTheStackFileIsRefusedAndNothingIsWritten() throws IOException {
        List<String> lines = new ArrayList<>();
        boolean skip = false;
        for (String line : Files.readAllLines(PreviewRuns.DEV_STACK)) {
            if (line.startsWith("  oci-gpu-cluster:sshPrivateKey:")) {
                lines.add("  oci-gpu-cluster:sshPrivateKey: |");
                privateKey.lines().forEach(l -> lines.add("    " + l));
                skip = true;
                continue;
            }
            if (skip && line.startsWith("    secure:")) {
                continue;
            }
            skip = false;
            if (line.startsWith("  oci-gpu-cluster:sshPublicKey:")) {
                line = "  oci-gpu-cluster:sshPublicKey: " + publicKey;
            }
            lines.add(line);
        }
        Path stack = tmp.resolve("Pulumi.plain.yaml");
        Files.write(stack, lines);
        assertTrue(Files.readString(stack).contains(keyLines.get(1)), "the fixture holds the key in plain text");

        Path out = tmp.resolve("preview-plain");
        CliProcess run = CliProcess.run("preview", "--config", stack.toString(), "--out", out.toString());
        assertEquals(2, run.exitCode(), run.stdout() + run.stderr());
        assertTrue(run.stderr().contains("error: sshPrivateKey: "), run.stderr());
        assertTrue(run.stderr().contains("SSH_PRIVATE_KEY_NOT_SECRET"), run.stderr());
        assertNoKeyIn("stderr", run.stderr());
        assertNoKeyIn("stdout", run.stdout());
        assertFalse(Files.exists(out), "the refused preview wrote " + out);
    }
}
