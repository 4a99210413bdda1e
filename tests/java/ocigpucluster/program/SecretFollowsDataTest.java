package ocigpucluster.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns;
import org.junit.jupiter.api.Test;

/**
 * Secrecy follows the data in the program: a value marked secret for a key that is not secret by
 * nature reaches the engine only inside secrets. Each case runs the real program under the mock
 * engine (PreviewRuns: stack file, --set-secret, validation) and reads the registration requests
 * and stack outputs as the SDK sends them (RecordingMonitor: a secret is "[secret]" there, not a
 * text the preview redacted afterwards).
 */
class SecretFollowsDataTest {
    private static final Pattern BASE64 = Pattern.compile("[A-Za-z0-9+/]{16,}={0,2}");

    /** One marked key: the stack, plain overrides, the secret KEY=VALUE, and inputs that must show as secret. */
    private record Case(Path stack, List<String> sets, String key, String value, List<String> mustBeSecret) {
        Plan plan() {
            return PreviewRuns.run(stack, sets, List.of(key + "=" + value));
        }
    }

    private static final Path DEV = PreviewRuns.DEV_STACK;
    private static final List<String> SLURM = List.of("scheduler.type=slurm", "scheduler.allowUnpinnedDownloads=true");

    private static List<Case> cases() {
        return List.of(
                new Case(
                        DEV,
                        List.of("network.publicSubnetCidr=10.77.1.0/24", "network.privateSubnetCidr=10.77.4.0/22"),
                        "network.vcnCidr",
                        "10.77.0.0/16",
                        List.of(
                                "network-vcn:cidrBlocks",
                                "network-public-sl:ingressSecurityRules",
                                "network-private-sl:ingressSecurityRules")),
                new Case(
                        DEV,
                        List.of("suppressWarnings=[]"),
                        "sshAllowedCidrs",
                        "198.51.100.0/24",
                        List.of("network-public-sl:ingressSecurityRules")),
                new Case(DEV, List.of(), "cluster.timezone", "Europe/Zurich", List.of("bastion-instance:metadata")),
                new Case(DEV, List.of(), "cluster.poolName", "zzsecretpool", List.of()),
                // on-demand nodes get it in their launch metadata: cloud-init in base64 inside base64 in the stage's
                // text
                new Case(
                        PreviewRuns.ONDEMAND_STACK,
                        List.of(),
                        "cluster.timezone",
                        "Europe/Zurich",
                        List.of("bootstrap-ondemand:stdin", "ondemand-instance-configuration:instanceDetails")),
                new Case(DEV, SLURM, "scheduler.partition", "zzqueue", List.of("bootstrap-slurm-controller:create")),
                new Case(
                        PreviewRuns.ONDEMAND_STACK,
                        List.of(),
                        "onDemand.partition",
                        "zzburst",
                        List.of("ondemand-teardown:delete")),
                new Case(DEV, List.of(), "oci:region", "ap-tokyo-1", List.of("bastion-instance:availabilityDomain")),
                // a provider's input: the explicit provider of the identity resources
                new Case(
                        PreviewRuns.ONDEMAND_STACK,
                        List.of(),
                        "iam.homeRegion",
                        "us-ashburn-1",
                        List.of("ondemand-access-home-region:region")),
                new Case(
                        PreviewRuns.ONDEMAND_STACK,
                        List.of(),
                        "iam.tenancyOcid",
                        "ocid1.tenancy.oc1..aaaaaaaasecrettenancyzz000000000000000000000000000000000000000",
                        List.of("ondemand-access-dynamic-group:compartmentId", "ondemand-access-policy:compartmentId")),
                new Case(
                        DEV,
                        List.of(),
                        "compartmentId",
                        "ocid1.compartment.oc1..aaaaaaaasecretcompartmentzz00000000000000000000000000000000",
                        List.of("network-vcn:compartmentId", "bastion-instance:compartmentId")));
    }

    @Test
    void everyInputAndOutputCarryingAMarkedValueIsSecretOnTheWire() {
        List<String> problems = new ArrayList<>();
        for (Case c : cases()) {
            Plan plan = c.plan();
            for (PlannedResource r : plan.resources()) {
                plainCopies(r.inputs(), r.name() + " input ", c.value(), problems);
            }
            plainCopies(plan.outputs(), "stack output ", c.value(), problems);
            for (String where : c.mustBeSecret()) {
                String[] rp = where.split(":");
                JsonNode v = PreviewRuns.resource(plan, rp[0]).inputs().path(rp[1]);
                if (!"[secret]".equals(v.asText())) {
                    problems.add(c.key() + ": " + where + " is not a secret: " + abbreviate(v.toString()));
                }
            }
        }
        if (!problems.isEmpty()) {
            fail(problems.size() + " plain copies of marked values:\n"
                    + String.join("\n", problems.subList(0, Math.min(40, problems.size()))));
        }
    }

    @Test
    void valuesComputedFromAMarkedNumberAreSecret() {
        Plan plan = PreviewRuns.run(DEV, List.of(), List.of("cluster.nodeCount=3"));
        for (String output : List.of("nodeCount", "gpuCount", "estimatedCost")) {
            assertEquals("[secret]", plan.outputs().path(output).asText(), "stack output " + output);
        }
        JsonNode cluster = plan.resources().stream()
                .filter(r -> r.type().equals("oci:Core/clusterNetwork:ClusterNetwork"))
                .findFirst()
                .orElseThrow()
                .inputs();
        assertEquals(
                "[secret]",
                cluster.path("instancePools").asText(),
                "the cluster network's pool size is the node count");
    }

    @Test
    void stageParametersComputedFromAMarkedNumberAreSecret() {
        // 37 minutes: the stages wait 37*60 = 2220 s per node and 2220+120 = 2340 s in all
        Plan plan = PreviewRuns.run(DEV, List.of(), List.of("bootstrap.nodeTimeoutMinutes=37"));
        List<String> problems = new ArrayList<>();
        for (PlannedResource r : plan.resources()) {
            for (String derived : List.of("2220", "2340")) {
                plainCopies(r.inputs(), r.name() + " input ", derived, problems);
            }
        }
        assertEquals(List.of(), problems);
        assertEquals(
                "[secret]",
                PreviewRuns.resource(plan, "bootstrap-readiness-gate")
                        .inputs()
                        .path("create")
                        .asText());
        // an on-demand node is suspended after onDemand.idleMinutes: 13 minutes are Slurm's SuspendTime=780
        Plan onDemand = PreviewRuns.run(PreviewRuns.ONDEMAND_STACK, List.of(), List.of("onDemand.idleMinutes=13"));
        for (PlannedResource r : onDemand.resources()) {
            plainCopies(r.inputs(), r.name() + " input ", "780", problems);
        }
        assertEquals(List.of(), problems);
        assertEquals("[secret]", onDemand.outputs().path("onDemandPartition").asText());
    }

    @Test
    void aStackWithNoMarkedValueRegistersOnlyTheSecretsByNature() {
        for (Plan plan : List.of(
                PreviewRuns.plan(DEV),
                PreviewRuns.plan(PreviewRuns.ONDEMAND_STACK),
                PreviewRuns.plan(Path.of("Pulumi.prod.yaml")))) {
            Set<String> secrets = new TreeSet<>();
            for (PlannedResource r : plan.resources()) {
                secretPaths(r.inputs(), r.type(), secrets);
                JsonNode added = r.options().path("additionalSecretOutputs");
                // by nature: a Command's connection, a private key's key texts; never what a script prints
                assertTrue(
                        !added.toString().contains("stdout")
                                && !added.toString().contains("stderr"),
                        r.name() + " has secret outputs added: " + added);
            }
            secretPaths(plan.outputs(), "outputs", secrets);
            // the key the chain connects with, the cluster key and the bind password on stdin
            assertEquals(
                    Set.of("command:remote:Command.connection.privateKey", "command:remote:Command.stdin"),
                    secrets,
                    plan.stack());
        }
    }

    private static void secretPaths(JsonNode n, String path, Set<String> out) {
        if (n == null) {
            return;
        }
        if (n.isObject()) {
            n.fields().forEachRemaining(e -> secretPaths(e.getValue(), path + "." + e.getKey(), out));
        } else if (n.isArray()) {
            n.forEach(x -> secretPaths(x, path, out));
        } else if ("[secret]".equals(n.asText())) {
            out.add(path);
        }
    }

    /** Every text of the tree that holds the value (any case, or inside a base64 run) is a problem. */
    private static void plainCopies(JsonNode n, String where, String value, List<String> problems) {
        if (n == null) {
            return;
        }
        if (n.isObject()) {
            n.fields().forEachRemaining(e -> plainCopies(e.getValue(), where + "." + e.getKey(), value, problems));
        } else if (n.isArray()) {
            n.forEach(x -> plainCopies(x, where + "[]", value, problems));
        } else if (holds(n.asText(), value)) {
            problems.add(value + " in plain text at " + where + ": " + abbreviate(n.asText()));
        }
    }

    private static boolean holds(String text, String value) {
        // a SHA-256 digest (a stage's trigger) carries no value, whatever digits it happens to show
        if (text.matches("[0-9a-f]{64}")) {
            return false;
        }
        if (text.toLowerCase(Locale.ROOT).contains(value.toLowerCase(Locale.ROOT))) {
            return true;
        }
        Matcher b = BASE64.matcher(text);
        while (b.find()) {
            String decoded = decode(b.group());
            if (decoded != null && holds(decoded, value)) {
                return true;
            }
        }
        return false;
    }

    private static String decode(String candidate) {
        if (candidate.length() % 4 != 0) {
            return null;
        }
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(Base64.getDecoder().decode(candidate)))
                    .toString();
        } catch (IllegalArgumentException | CharacterCodingException e) {
            return null;
        }
    }

    private static String abbreviate(String s) {
        return s.length() > 160 ? s.substring(0, 160) + "..." : s;
    }
}
