package ocigpucluster.bootstrap;

import static ocigpucluster.bootstrap.ChainPlans.create;
import static ocigpucluster.bootstrap.ChainPlans.plan;
import static ocigpucluster.bootstrap.ChainPlans.require;
import static ocigpucluster.bootstrap.ChainPlans.triggers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ocigpucluster.containers.ContainersFeature;
import ocigpucluster.feature.Feature;
import ocigpucluster.home.HomeFeature;
import ocigpucluster.ncclgate.NcclGate;
import ocigpucluster.preview.Plan;
import ocigpucluster.program.Features;
import ocigpucluster.readiness.ReadinessFeature;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Each stage re-runs when, and only when, something it uses changes. */
@Tag("process")
class ChainTriggersTest {
    private static final List<StageSpec> DEFAULT_STAGES = List.of(
            HomeFeature.BASTION_SETUP,
            ReadinessFeature.READINESS_GATE,
            ContainersFeature.CONTAINER_RUNTIME,
            NcclGate.NCCL_TEST);
    private static final Pattern NODES = Pattern.compile("\n  NODES='([^']*)' \\\\\n");

    @Test
    void triggersAreStageHashNodesAndOwnParameters() {
        Plan plain = plan("bootstrap.tensorflowSample=true");
        Plan slurm = plan(
                "scheduler.type=slurm", "scheduler.allowUnpinnedDownloads=true", "bootstrap.tensorflowSample=true");
        Plan users = plan("bootstrap.tensorflowSample=true", "users.accounts=[{name: alice, uid: 20001}]");
        Plan onDemand = plan(
                "scheduler.type=slurm",
                "scheduler.allowUnpinnedDownloads=true",
                "onDemand.enabled=true",
                "iam.existingDynamicGroup=gpu-bastion");
        // the Slurm stages (and Slurm's NCCL gate instead of nerdctl's, and the health check) exist with
        // scheduler.type slurm, the users stage with users.accounts, the on-demand stage with
        // onDemand.enabled, the directory stage with users.directory; any other stage with its
        // feature's example configuration, Slurm too (enabledPlan)
        List<Supplier<Plan>> known =
                List.of(() -> plain, () -> slurm, () -> users, () -> onDemand, ChainPlans::directoryPlan);
        for (StageSpec s : Features.STAGES.all()) {
            Plan p = known.stream()
                    .map(Supplier::get)
                    .filter(c -> c.find("bootstrap-" + s.id()).isPresent())
                    .findFirst()
                    .orElseGet(() -> enabledPlan(s));
            JsonNode t = triggers(p, s);
            assertEquals(4, t.size(), s.id() + " triggers: " + t);
            assertEquals(s.id(), t.get(0).asText());
            assertEquals(StageCommand.contentHash(s), t.get(1).asText(), s.id() + " content hash");
            Matcher m = NODES.matcher(create(p, s));
            if (s.parameters().contains("NODES")) {
                assertTrue(m.find(), s.id() + " create has no NODES");
                assertEquals(
                        m.group(1),
                        t.get(2).asText(),
                        s.id() + ": the node list in the triggers is the one the stage gets");
            } else {
                assertFalse(m.find(), s.id() + " takes no node list");
                assertEquals("", t.get(2).asText(), s.id() + ": the node set is not among its triggers");
            }
            String own = t.get(3).asText();
            for (String name : s.parameters()) {
                if (!name.equals("NODES")) {
                    assertTrue(own.contains(name + "="), s.id() + " triggers miss its parameter " + name + ": " + own);
                }
            }
            // no other stage's parameter: a foreign change must not re-run this stage
            Pattern names = Pattern.compile("(?:^| )([A-Z][A-Z0-9_]*)=");
            names.matcher(own)
                    .results()
                    .map(r -> r.group(1))
                    .forEach(n -> assertTrue(
                            s.parameters().contains(n) || isInsideNcclEnv(own, n) || isInsideMpiJob(own, s, n),
                            s.id() + " triggers carry foreign parameter " + n));
        }
    }

    @Test
    void aFeaturesExampleSecretIsAnObviousFakeAndPlannedOnlyAsASecret() {
        for (Feature f : Features.ALL) {
            if (f.example().secret().isEmpty()) {
                continue;
            }
            String plan = ChainPlans.examplePlan(f).toJsonText();
            f.example().secret().forEach((k, v) -> {
                assertTrue(v.contains(".invalid"), k.key() + ": an example secret names an RFC 2606 .invalid host");
                assertFalse(plan.contains(v), k.key() + ": the example secret is in the plan in clear");
            });
        }
    }

    @Test
    void nodeCountChangesEveryStagesNodeList() {
        Plan two = plan();
        Plan one = plan("cluster.nodeCount=1");
        for (StageSpec s : DEFAULT_STAGES) {
            JsonNode a = triggers(two, s);
            JsonNode b = triggers(one, s);
            assertNotEquals(a.get(2), b.get(2), s.id() + " must re-run when the node set changes");
            assertEquals(1, b.get(2).asText().split(" ").length);
            assertEquals(a.get(0), b.get(0));
            assertEquals(a.get(1), b.get(1));
            assertEquals(a.get(3), b.get(3), s.id() + ": node count is not among its parameters");
        }
    }

    @Test
    void passLineChangesOnlyTheNcclStage() {
        Plan base = plan();
        Plan changed = plan("bootstrap.ncclPassLineGBps=150");
        assertTrue(
                create(changed, NcclGate.NCCL_TEST).contains("NCCL_PASS_LINE_GBPS='150'"),
                "the new pass line reaches the stage");
        assertNotEquals(triggers(base, NcclGate.NCCL_TEST), triggers(changed, NcclGate.NCCL_TEST));
        assertNotEquals(create(base, NcclGate.NCCL_TEST), create(changed, NcclGate.NCCL_TEST));
        for (StageSpec s : List.of(
                HomeFeature.BASTION_SETUP, ReadinessFeature.READINESS_GATE, ContainersFeature.CONTAINER_RUNTIME)) {
            assertSameStage(base, changed, s);
        }
    }

    @Test
    void timezoneChangesReadinessAndCloudInitButNotLaterStages() {
        Plan base = plan();
        Plan changed = plan("cluster.timezone=Europe/Berlin");
        assertTrue(create(changed, ReadinessFeature.READINESS_GATE).contains("TIMEZONE='Europe/Berlin'"));
        assertNotEquals(
                triggers(base, ReadinessFeature.READINESS_GATE),
                triggers(changed, ReadinessFeature.READINESS_GATE),
                "readiness checks the timezone: it must re-run");
        assertNotEquals(
                userData(base, "gpu-instance-configuration"),
                userData(changed, "gpu-instance-configuration"),
                "the nodes' cloud-init sets the timezone");
        for (StageSpec s :
                List.of(HomeFeature.BASTION_SETUP, ContainersFeature.CONTAINER_RUNTIME, NcclGate.NCCL_TEST)) {
            assertSameStage(base, changed, s);
        }
    }

    /**
     * The dev stack with Slurm and the example configuration of the feature declaring {@code s}
     * ({@code Feature.example()}: its {@code <group>.enabled} keys on, or what it says): how a
     * feature that is off by default switches its stages on (CONTRIBUTING, "Adding a feature").
     */
    static Plan enabledPlan(StageSpec s) {
        Feature owner = Features.ALL.stream()
                .filter(f -> f.stages().contains(s))
                .findFirst()
                .orElseThrow();
        return ChainPlans.examplePlan(owner);
    }

    private static void assertSameStage(Plan a, Plan b, StageSpec s) {
        assertEquals(triggers(a, s), triggers(b, s), s.id() + " triggers must not change");
        assertEquals(create(a, s), create(b, s), s.id() + " command must not change");
    }

    private static String userData(Plan p, String resource) {
        String text = require(p, resource).inputs().toString();
        Matcher m = Pattern.compile("\"user_data\":\"([^\"]+)\"").matcher(text);
        assertTrue(m.find(), resource + " has no user_data: " + text.substring(0, Math.min(400, text.length())));
        return m.group(1);
    }

    /** NCCL_ENV's value is itself a K=V list; its keys are not stage parameters. */
    /** NAME= inside NCCL_MPIJOB's value (the launcher's mpirun -x NCCL_DEBUG=INFO), up to the stage's next parameter. */
    private static boolean isInsideMpiJob(String own, StageSpec s, String name) {
        int job = own.indexOf("NCCL_MPIJOB=");
        if (job < 0) {
            return false;
        }
        int end = s.parameters().stream()
                .filter(p -> !p.equals("NCCL_MPIJOB"))
                .mapToInt(p -> own.indexOf(" " + p + "=", job))
                .filter(i -> i > job)
                .min()
                .orElse(own.length());
        int at = own.indexOf(name + "=", job + 1);
        return at > job && at < end;
    }

    private static boolean isInsideNcclEnv(String own, String name) {
        int env = own.indexOf("NCCL_ENV=");
        int after = own.indexOf(" NCCL_PASS_LINE_GBPS=");
        int at = own.indexOf(" " + name + "=");
        return env >= 0 && after > env && at > env && at < after;
    }
}
