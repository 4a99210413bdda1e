package ocigpucluster.bootstrap;

import static ocigpucluster.bootstrap.ChainPlans.CLUSTER_KEY_PLACEHOLDER;
import static ocigpucluster.bootstrap.ChainPlans.USER_KEY_MARKER;
import static ocigpucluster.bootstrap.ChainPlans.commands;
import static ocigpucluster.bootstrap.ChainPlans.plan;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Pattern;
import ocigpucluster.directory.DirectoryFeature;
import ocigpucluster.home.HomeFeature;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Keys reach the Commands only as secrets and never show in their text, their triggers or the plan. */
@Tag("process")
class ChainSecretsTest {
    /** The mock's cluster public key line carries the placeholder as its comment: that is public. */
    private static final Pattern PUBLIC_KEY_LINE =
            Pattern.compile("ssh-rsa [A-Za-z0-9+/=]+ " + CLUSTER_KEY_PLACEHOLDER);
    /** A key block's header as it appears in key text (the scripts may grep for '-----BEGIN .*PRIVATE KEY-----'). */
    private static final Pattern KEY_HEADER = Pattern.compile("-----BEGIN [A-Z ]*PRIVATE KEY-----");

    private static final Pattern BASE64 = Pattern.compile("[A-Za-z0-9+/]{40,}={0,2}");

    private static List<Plan> plans() {
        return List.of(
                plan(),
                plan("bootstrap.tensorflowSample=true"),
                plan("cluster.mode=singleInstance", "cluster.nodeCount=1"));
    }

    @Test
    void connectionKeyAndStageOneStdinAreSecrets() {
        for (Plan p : plans()) {
            List<PlannedResource> cmds = commands(p);
            assertFalse(cmds.isEmpty());
            for (PlannedResource c : cmds) {
                JsonNode conn = c.inputs().path("connection");
                assertEquals("[secret]", conn.path("privateKey").asText(), c.name() + " connection.privateKey");
                assertEquals(
                        "203.0.113",
                        conn.path("host").asText().replaceAll("\\.\\d+$", ""),
                        c.name() + " connects to the bastion's public IP");
                if (c.name().equals("bootstrap-" + HomeFeature.BASTION_SETUP.id())) {
                    assertEquals("[secret]", c.inputs().path("stdin").asText(), "stage 1 stdin (the cluster key)");
                } else {
                    assertNull(c.inputs().get("stdin"), c.name() + " must not get the cluster key");
                }
            }
        }
    }

    @Test
    void theDirectorysBindPasswordReachesOnlyItsStagesStdinAsASecret() {
        String password = ChainPlans.BIND_PASSWORD;
        Plan p = ChainPlans.directoryPlan();
        PlannedResource directory = ChainPlans.stage(p, DirectoryFeature.DIRECTORY);
        assertEquals(
                "[secret]",
                directory.inputs().path("stdin").asText(),
                "the directory stage's stdin (the bind password)");
        assertTrue(directory.inputs().path("create").asText().contains("DIRECTORY_URI='ldaps://ldap.example.org'"));
        for (PlannedResource c : commands(p)) {
            if (c != directory && !c.name().equals("bootstrap-" + HomeFeature.BASTION_SETUP.id())) {
                assertNull(c.inputs().get("stdin"), c.name() + " must get no stdin");
            }
        }
        String text = p.toJsonText();
        List<String> decoded = new ArrayList<>();
        BASE64.matcher(text).results().forEach(m -> decodeOrSkip(m.group(), decoded));
        for (String where : concat(text, decoded)) {
            assertFalse(where.contains(password), "the plan shows the bind password");
        }
    }

    @Test
    void noKeyTextInAnyCommandOrInThePlan() {
        for (Plan p : plans()) {
            for (PlannedResource c : commands(p)) {
                String create = c.inputs().path("create").asText();
                String triggers = c.inputs().path("triggers").toString();
                for (String where : List.of(create, triggers)) {
                    assertFalse(where.contains(USER_KEY_MARKER), c.name() + " shows the user's private key");
                    assertFalse(where.contains(CLUSTER_KEY_PLACEHOLDER), c.name() + " shows the cluster private key");
                    assertFalse(KEY_HEADER.matcher(where).find(), c.name() + " shows a private key");
                }
            }
            String text = p.toJsonText();
            List<String> decoded = new ArrayList<>();
            BASE64.matcher(text).results().forEach(m -> decodeOrSkip(m.group(), decoded));
            assertTrue(
                    decoded.stream().anyMatch(d -> d.contains("#cloud-config")),
                    "expected base64 cloud-init user data to look into");
            for (String where : concat(text, decoded)) {
                assertFalse(where.contains(USER_KEY_MARKER), "the plan shows the user's private key");
                assertFalse(KEY_HEADER.matcher(where).find(), "the plan shows a private key");
                String withoutPublicKey = PUBLIC_KEY_LINE.matcher(where).replaceAll("ssh-rsa PUBLIC");
                assertFalse(
                        withoutPublicKey.contains(CLUSTER_KEY_PLACEHOLDER), "the plan shows the cluster private key");
            }
        }
    }

    @Test
    void renderedStagesNeverTraceCommands() {
        for (Plan p : plans()) {
            for (PlannedResource c : commands(p)) {
                String create = c.inputs().path("create").asText();
                assertTrue(create.startsWith("#!/usr/bin/env bash\n"), c.name());
                for (String trace : List.of("set -x", "set -o xtrace", "set -euxo", "bash -x", "set -vx", "set -xv")) {
                    assertFalse(create.contains(trace), c.name() + " contains '" + trace + "'");
                }
            }
        }
    }

    @Test
    void theDetectorsRecogniseTheKeys() {
        // guards against a vacuous pass: the patterns above do match key text
        assertTrue(KEY_HEADER.matcher(ChainPlans.USER_KEY).find());
        assertTrue(ChainPlans.USER_KEY.contains(USER_KEY_MARKER));
        assertTrue(PUBLIC_KEY_LINE
                .matcher("x" + CLUSTER_KEY_PLACEHOLDER)
                .replaceAll("")
                .contains(CLUSTER_KEY_PLACEHOLDER));
        String b64 = Base64.getEncoder()
                .encodeToString(("#cloud-config\n" + ChainPlans.USER_KEY).getBytes(StandardCharsets.UTF_8));
        List<String> decoded = new ArrayList<>();
        BASE64.matcher("{\"user_data\":\"" + b64 + "\"}").results().forEach(m -> decodeOrSkip(m.group(), decoded));
        assertTrue(decoded.stream().anyMatch(d -> d.contains(USER_KEY_MARKER)), "base64 user data is decoded");
    }

    private static void decodeOrSkip(String candidate, List<String> out) {
        try {
            out.add(new String(Base64.getDecoder().decode(candidate), StandardCharsets.UTF_8));
        } catch (IllegalArgumentException notBase64) {
            // an ordinary long token
        }
    }

    private static List<String> concat(String first, List<String> rest) {
        List<String> all = new ArrayList<>(rest);
        all.add(0, first);
        return all;
    }
}
