package ocigpucluster.nocapacity;

import static ocigpucluster.preview.PreviewRuns.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.preview.PreviewRuns.Mode;
import org.junit.jupiter.api.Test;

/** The capacity guard's wiring under the mock engine: before and beside the cluster network, never after it. */
class CapacityGuardPlanTest {
    private static final String PREFLIGHT = "gpu-capacity-preflight";
    private static final String WATCH = "gpu-capacity-watch";
    private static final String NETWORK = "gpu-cluster-network";

    @Test
    void theClusterNetworkWaitsForThePreflightAndTheWatchRunsBesideIt() {
        Plan plan = Mode.CLUSTER_NETWORK.plan();
        PlannedResource preflight = resource(plan, PREFLIGHT);
        PlannedResource watch = resource(plan, WATCH);
        for (PlannedResource r : List.of(preflight, watch)) {
            assertEquals("command:local:Command", r.type(), r.name() + " runs where pulumi up runs");
            assertEquals("gpu", r.parent());
            assertEquals(
                    List.of("/bin/bash", "-c"), PreviewRuns.toMap(r.inputs()).get("interpreter"));
        }
        assertTrue(resource(plan, NETWORK).dependsOn().contains(PREFLIGHT), "no pool before the preflight");
        assertTrue(
                watch.dependsOn().containsAll(List.of(PREFLIGHT, "gpu-instance-configuration")),
                watch.dependsOn()::toString);
        assertFalse(
                PreviewRuns.transitiveDependencies(plan, WATCH).contains(NETWORK),
                "the watch must run while the provider waits for the cluster network, not after it");
        assertFalse(PreviewRuns.transitiveDependencies(plan, PREFLIGHT).contains(NETWORK));
    }

    /**
     * The node list is read after the pool wait, which runs after the cluster network: the first
     * stage waits for it, and the wait runs again on a resize (its triggers), so a resize's new
     * nodes are Running before any stage gets NODES.
     */
    @Test
    void theNodeListAndTheFirstStagesWaitForThePoolToHaveItsNodes() {
        Plan plan = Mode.CLUSTER_NETWORK.plan();
        PlannedResource wait = resource(plan, "gpu-pool-wait");
        assertEquals("command:local:Command", wait.type());
        assertTrue(wait.dependsOn().contains(NETWORK), wait.dependsOn()::toString);
        String create = wait.inputs().path("create").asText();
        assertTrue(create.contains("bash \"$dir/pool-wait.sh\""), create);
        assertTrue(create.contains("POOL_NAME='gpu'") && create.contains("NODE_COUNT='2'"), create);
        assertTrue(create.contains("STACK_REGION='ap-tokyo-1'"), "the CLI calls the stack's region: " + create);
        // every stage that takes NODES waits for it (the chain's first stages name it; the rest through them)
        for (PlannedResource stage : plan.ofType("command:remote:Command")) {
            if (stage.inputs().path("environment").has("NODES")
                    || stage.inputs().path("create").asText().contains("NODES=")) {
                assertTrue(
                        PreviewRuns.transitiveDependencies(plan, stage.name()).contains("gpu-pool-wait"),
                        stage.name() + " reads the node list before the pool wait");
            }
        }
        // a resize runs it again
        assertNotEquals(
                resource(PreviewRuns.plan("cluster.nodeCount=2"), "gpu-pool-wait")
                        .inputs()
                        .path("triggers"),
                resource(PreviewRuns.plan("cluster.nodeCount=3"), "gpu-pool-wait")
                        .inputs()
                        .path("triggers"));
        // with the guard off, the pool wait still runs
        Plan off = PreviewRuns.plan("capacityGuard.enabled=false");
        assertTrue(off.ofType("command:local:Command").stream()
                .anyMatch(r -> r.name().equals("gpu-pool-wait")));
        assertFalse(off.ofType("command:local:Command").stream()
                .anyMatch(r -> r.name().equals(PREFLIGHT)));
    }

    @Test
    void aResizeAsksAgain() {
        Plan two = PreviewRuns.plan("cluster.nodeCount=2");
        Plan three = PreviewRuns.plan("cluster.nodeCount=3");
        for (String name : List.of(PREFLIGHT, WATCH)) {
            for (String input : List.of("create", "triggers")) {
                assertNotEquals(
                        resource(two, name).inputs().path(input),
                        resource(three, name).inputs().path(input),
                        name + " " + input + " must change with the node count");
            }
        }
    }

    @Test
    void thePreflightAsksForTheClusterNetworkTheProgramCreates() {
        Plan plan = Mode.CLUSTER_NETWORK.plan();
        PlannedResource network = resource(plan, NETWORK);
        String name = network.inputs().path("displayName").asText();
        int size = network.inputs().path("instancePools").get(0).path("size").asInt();
        String shape = resource(plan, "gpu-instance-configuration")
                .inputs()
                .path("instanceDetails")
                .path("launchDetails")
                .path("shape")
                .asText();
        String create = resource(plan, PREFLIGHT).inputs().path("create").asText();
        for (String expected : List.of(
                "CLUSTER_NETWORK_NAME='" + name + "'",
                "NODE_COUNT='" + size + "'",
                "SHAPE='" + shape + "'",
                "COMPARTMENT_ID='" + network.inputs().path("compartmentId").asText() + "'",
                "bash \"$dir/capacity-preflight.sh\"")) {
            assertTrue(create.contains(expected), expected + " missing from\n" + create);
        }
        // it runs again when what it checked changes: the count is a trigger
        List<String> triggers = new java.util.ArrayList<>();
        resource(plan, PREFLIGHT).inputs().path("triggers").forEach(n -> triggers.add(n.asText()));
        assertTrue(triggers.containsAll(List.of(Integer.toString(size), shape)), triggers::toString);
    }

    @Test
    void theWatchIsBoundedByTheClusterNetworksOwnCreateTimeout() {
        Plan plan = Mode.CLUSTER_NETWORK.plan();
        Duration create = nanos(resource(plan, NETWORK)
                .options()
                .path("customTimeouts")
                .path("create")
                .asText());
        String text = resource(plan, WATCH).inputs().path("create").asText();
        assertTrue(text.contains("WATCH_SECONDS='" + create.toSeconds() + "'"), text);
        assertTrue(text.contains("POLL_SECONDS='" + CapacityGuard.POLL_SECONDS + "'"), text);
        Duration own = nanos(resource(plan, WATCH)
                .options()
                .path("customTimeouts")
                .path("create")
                .asText());
        assertTrue(
                own.compareTo(create.plus(CapacityGuard.TERMINATE_WAIT)) > 0,
                "the watch's own bound " + own + " leaves room for the terminate after " + create);
    }

    @Test
    void inACapacityReservationThePreflightIsToldSo() {
        assertTrue(resource(Mode.CLUSTER_NETWORK.plan(), PREFLIGHT)
                .inputs()
                .path("create")
                .asText()
                .contains("CAPACITY_RESERVED='false'"));
        Plan reserved = PreviewRuns.plan("capacity.create=true");
        String create = resource(reserved, PREFLIGHT).inputs().path("create").asText();
        assertTrue(create.contains("CAPACITY_RESERVED='true'"), create);
    }

    @Test
    void switchedOffTheClusterNetworkIsCreatedAsBefore() {
        Plan plan = PreviewRuns.plan(CapacityGuardKeys.ENABLED.key() + "=false");
        assertTrue(plan.find(PREFLIGHT).isEmpty() && plan.find(WATCH).isEmpty(), "no guard");
        assertEquals(
                List.of("gpu-instance-configuration", "network-private-subnet"),
                resource(plan, NETWORK).dependsOn().stream().sorted().toList());
    }

    @Test
    void aSingleInstanceHasNoGuard() {
        Plan plan = Mode.SINGLE_INSTANCE.plan();
        assertTrue(plan.find(PREFLIGHT).isEmpty() && plan.find(WATCH).isEmpty(), "only a cluster network is guarded");
    }

    private static Duration nanos(String wire) {
        assertTrue(wire.endsWith("ns"), wire);
        return Duration.ofNanos(Long.parseLong(wire.substring(0, wire.length() - 2)));
    }
}
