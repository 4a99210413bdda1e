package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import ocigpucluster.nocapacity.CapacityGuardForTests;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No capacity for a cluster network, against the bed's fake OCI CLI and cloud (fakes/lib/oci_cli.py,
 * its contract in its header and tests/testbed/README.md): the capacity guard's commands exactly as
 * its Pulumi local Commands run them, where {@code pulumi up} runs (no bed host: the deployer's API
 * key, a config file in HOME), and the provider's create played as terraform-provider-oci does it
 * (CreateClusterNetwork, then GetClusterNetwork until RUNNING; any state that is neither pending nor
 * the target fails the create at once: core_cluster_network_resource.go, CreatedPending/CreatedTarget).
 * The watch's poll is shortened from {@link CapacityGuardForTests#pollSeconds()} to 2 s; the bounds
 * asserted are stated in docs/no-capacity.md.
 */
@Tag("process")
class NoCapacityCloudTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String COMPARTMENT = "ocid1.compartment.oc1..nocapacity";
    private static final String AD = "TrcQ:AP-TOKYO-1-AD-1";
    private static final String SHAPE = "BM.GPU4.8";
    private static final String NAME = "oci-gpu-cluster-dev-cluster-network";
    private static final int POLL = 2;
    private static final String CONFIG = "ocid1.instanceconfiguration.oc1..ic";

    @TempDir
    Path dir;

    private Path cloud;
    private FakeCloudDeployer deployer;

    @BeforeEach
    void deployerMachineAndCloud() throws IOException {
        deployer = FakeCloudDeployer.in(dir, "ocid1.tenancy.oc1..t");
        cloud = deployer.cloud;
    }

    private void faults(String text) throws IOException {
        Files.writeString(cloud.resolve("faults.env"), text);
    }

    private FakeCloudDeployer.Run run(long timeoutSeconds, String... command) throws Exception {
        return deployer.run("", timeoutSeconds, command);
    }

    private JsonNode oci(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(dir.resolve("bin/oci").toString()));
        cmd.addAll(List.of(args));
        FakeCloudDeployer.Run r = run(30, cmd.toArray(String[]::new));
        assertEquals(0, r.exit(), r.stderr());
        return r.stdout().isBlank() ? JSON.createObjectNode() : JSON.readTree(r.stdout());
    }

    private List<String> api() throws IOException {
        return ocigpucluster.testbed.FakeCloudRequests.of(cloud);
    }

    /** What the provider's create does: CreateClusterNetwork, the id; the wait is {@link #providerWait}. */
    private String providerCreate(int size) throws Exception {
        return providerCreate(size, CONFIG);
    }

    private String providerCreate(int size, String config) throws Exception {
        return oci(
                        "compute-management",
                        "cluster-network",
                        "create",
                        "--compartment-id",
                        COMPARTMENT,
                        "--display-name",
                        NAME,
                        "--instance-pools",
                        "[{\"instanceConfigurationId\": \"" + config + "\", \"size\": " + size
                                + ", \"displayName\": \"dev\"}]",
                        "--placement-configuration",
                        "{\"availabilityDomain\": \"" + AD + "\", \"primarySubnetId\": \"ocid1.subnet.oc1..s\"}",
                        "--output",
                        "json")
                .path("data")
                .path("id")
                .asText();
    }

    /** terraform-provider-oci's wait for a created cluster network: the state it ended in, and when. */
    private String providerWait(String id, Duration bound) throws Exception {
        long deadline = System.nanoTime() + bound.toNanos();
        while (System.nanoTime() < deadline) {
            String state = oci("compute-management", "cluster-network", "get", "--cluster-network-id", id)
                    .path("data")
                    .path("lifecycle-state")
                    .asText();
            if (!List.of("PROVISIONING", "SCALING", "STARTING").contains(state)) {
                return state; // RUNNING: created; anything else: "unexpected state"
            }
            Thread.sleep(500);
        }
        return "TIMEOUT";
    }

    private String[] guard(String text) {
        return new String[] {"/bin/bash", "-c", text};
    }

    private String watchText(int nodes, String config) {
        return CapacityGuardForTests.watch(COMPARTMENT, AD, SHAPE, nodes, NAME, config, Duration.ofMinutes(30))
                .replace("POLL_SECONDS='" + CapacityGuardForTests.pollSeconds() + "'", "POLL_SECONDS='" + POLL + "'");
    }

    /** The watch, started as Pulumi starts it: beside the provider's create. */
    private CompletableFuture<FakeCloudDeployer.Run> startWatch(int nodes) {
        return startWatch(nodes, CONFIG);
    }

    private CompletableFuture<FakeCloudDeployer.Run> startWatch(int nodes, String config) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return run(120, guard(watchText(nodes, config)));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private List<JsonNode> billing() throws Exception {
        List<JsonNode> out = new ArrayList<>();
        oci("compute", "instance", "list", "--compartment-id", COMPARTMENT, "--all")
                .path("data")
                .forEach(i -> {
                    if (!i.path("lifecycle-state").asText().equals("TERMINATED")) {
                        out.add(i);
                    }
                });
        return out;
    }

    private static void assertNamesTheOptions(String stderr) {
        assertTrue(stderr.contains("OUT_OF_HOST_CAPACITY: Out of host capacity for " + SHAPE + " in " + AD), stderr);
        for (String option : List.of("availabilityDomain", "capacity.*", "cluster.nodeCount", "onDemand.*")) {
            assertTrue(stderr.contains(option), "the options name " + option + ":\n" + stderr);
        }
    }

    @Test
    void thePreflightRefusesWhenTheReportHasTooFewHostsAndNothingIsCreated() throws Exception {
        faults("HOST_CAPACITY=3\n");
        FakeCloudDeployer.Run r = run(60, guard(CapacityGuardForTests.preflight(COMPARTMENT, AD, SHAPE, 4, NAME)));
        System.out.printf("no capacity: the preflight failed after %.1f s%n", r.seconds());
        assertEquals(1, r.exit(), r.stderr());
        assertNamesTheOptions(r.stderr());
        assertTrue(r.stderr().contains("capacity report: AVAILABLE, 3 available, 4 needed"), r.stderr());
        assertEquals(List.of("ListClusterNetworks 200", "CreateComputeCapacityReport 200"), api());
        assertTrue(r.seconds() < 30, "the preflight answers in seconds: " + r.seconds());
        // what it leaves behind on the deployer's machine: nothing
        try (var left = Files.list(dir.resolve("tmp"))) {
            assertEquals(List.of(), left.toList());
        }
    }

    /** availableCount is optional in OCI's report: an AVAILABLE shape without it is not "0 available". */
    @Test
    void anAvailableShapeWithoutACountIsNotRefused() throws Exception {
        faults("HOST_CAPACITY=8\nCAPACITY_REPORT_NO_COUNT=1\n");
        FakeCloudDeployer.Run r = run(60, guard(CapacityGuardForTests.preflight(COMPARTMENT, AD, SHAPE, 4, NAME)));
        assertEquals(0, r.exit(), r.stderr());
        assertTrue(r.stderr().contains("is AVAILABLE, unknown available, 4 to launch"), r.stderr());
        assertTrue(r.stderr().contains("the watch guards the create"), r.stderr());
    }

    /** The preflight with a piece of the deployer's CLI missing: it stops with CODE's line, asking nothing. */
    private FakeCloudDeployer.Run preflightRefusedUnasked(Path missing, String failure) throws Exception {
        Files.delete(missing);
        FakeCloudDeployer.Run r = run(60, guard(CapacityGuardForTests.preflight(COMPARTMENT, AD, SHAPE, 4, NAME)));
        assertEquals(1, r.exit(), r.stderr());
        assertTrue(r.stderr().contains(NAME + ": CAPACITY_CHECK_UNAVAILABLE: " + failure), r.stderr());
        assertTrue(r.stderr().contains("or set capacityGuard.enabled false"), r.stderr());
        assertEquals(List.of(), api(), "no request");
        return r;
    }

    @Test
    void withoutTheOciCliThePreflightStopsBeforeAnythingIsCreatedAndSaysWhatToDo() throws Exception {
        FakeCloudDeployer.Run r = preflightRefusedUnasked(dir.resolve("bin/oci"), "the OCI CLI (oci) is not installed");
        assertTrue(r.stderr().contains("pip install oci-cli"), r.stderr());
    }

    @Test
    void withoutTheCliConfigurationThePreflightNamesTheFileAndTheCommandThatWritesIt() throws Exception {
        FakeCloudDeployer.Run r = preflightRefusedUnasked(
                dir.resolve("home/.oci/config"),
                "the OCI CLI has no configuration file at " + dir.resolve("home/.oci/config"));
        assertTrue(r.stderr().contains("run 'oci setup config'"), r.stderr());
    }

    @Test
    void inACapacityReservationThePreflightDoesNotAskTheReport() throws Exception {
        faults("HOST_CAPACITY=0\n");
        FakeCloudDeployer.Run r =
                run(60, guard(CapacityGuardForTests.preflight(COMPARTMENT, AD, SHAPE, 4, NAME, true)));
        assertEquals(0, r.exit(), r.stderr());
        assertTrue(r.stderr().contains("capacity reservation: the capacity report does not apply"), r.stderr());
        assertEquals(List.of(), api(), "no request");
    }

    @Test
    void aResizeAsksOnlyForTheNewNodesAndAShapeTheAdLacksHasItsOwnCode() throws Exception {
        faults("HOST_CAPACITY=4\n");
        assertEquals("RUNNING", providerWait(providerCreate(2), Duration.ofSeconds(20)), "a network of 2 that fits");
        // 2 hosts held, 2 free: growing to 4 needs 2
        FakeCloudDeployer.Run grow = run(60, guard(CapacityGuardForTests.preflight(COMPARTMENT, AD, SHAPE, 4, NAME)));
        assertEquals(0, grow.exit(), grow.stderr());
        assertTrue(grow.stderr().contains("2 available, 2 to launch"), grow.stderr());
        FakeCloudDeployer.Run tooMany =
                run(60, guard(CapacityGuardForTests.preflight(COMPARTMENT, AD, SHAPE, 5, NAME)));
        assertEquals(1, tooMany.exit(), tooMany.stderr());
        assertNamesTheOptions(tooMany.stderr());

        // a new shape replaces every node: the existing ones do not count
        FakeCloudDeployer.Run newShape =
                run(60, guard(CapacityGuardForTests.preflight(COMPARTMENT, AD, "BM.GPU.H100.8", 2, NAME)));
        assertEquals(0, newShape.exit(), newShape.stderr());
        assertTrue(newShape.stderr().contains("4 available, 2 to launch"), newShape.stderr());

        faults("HARDWARE_NOT_SUPPORTED_SHAPES=" + SHAPE + "\n");
        FakeCloudDeployer.Run none = run(60, guard(CapacityGuardForTests.preflight(COMPARTMENT, AD, SHAPE, 8, NAME)));
        assertEquals(1, none.exit(), none.stderr());
        assertTrue(none.stderr().contains("SHAPE_NOT_IN_AD: " + SHAPE + " is not offered in " + AD), none.stderr());
    }

    @Test
    void theWatchTerminatesAClusterNetworkOciCannotFillAndTheUpdateFailsWithinTheBound() throws Exception {
        // the AD has hosts (the report passes), one network block only 2: the real long wait
        faults("HOST_CAPACITY=8\nCLUSTER_NETWORK_CAPACITY=2\nCAPACITY_ERROR_SECONDS=3\nTERMINATE_SECONDS=2\n");
        FakeCloudDeployer.Run preflight =
                run(60, guard(CapacityGuardForTests.preflight(COMPARTMENT, AD, SHAPE, 4, NAME)));
        assertEquals(0, preflight.exit(), preflight.stderr());

        long start = System.nanoTime();
        CompletableFuture<FakeCloudDeployer.Run> watch = startWatch(4);
        String id = providerCreate(4);
        assertEquals(2, billing().size(), "OCI launched what it could: 2 nodes bill while the pool waits");
        String ended = providerWait(id, Duration.ofSeconds(90));
        double providerSeconds = (System.nanoTime() - start) / 1e9;
        FakeCloudDeployer.Run w = watch.get(120, TimeUnit.SECONDS);
        double watchSeconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(
                "no capacity: OCI recorded the error after 3 s; the provider's wait ended (%s) after %.1f s;"
                        + " the watch failed after %.1f s (poll %d s, terminate 2 s)%n",
                ended, providerSeconds, watchSeconds, POLL);

        assertTrue(List.of("TERMINATING", "TERMINATED").contains(ended), "the provider's create fails: " + ended);
        // the bound: the error's 3 s, one poll to see it, the terminate request (docs/no-capacity.md)
        assertTrue(providerSeconds < 3 + 2 * POLL + 10, "the provider's wait ended after " + providerSeconds);
        assertEquals(1, w.exit(), w.stderr());
        assertNamesTheOptions(w.stderr());
        assertTrue(w.stderr().contains("and its nodes are terminated, nothing is left billing"), w.stderr());
        assertTrue(watchSeconds < 3 + 2 + 3 * POLL + 10, "the watch failed after " + watchSeconds);
        assertEquals(List.of(), billing(), "nothing is left billing");
        assertEquals(
                "TERMINATED",
                oci("compute-management", "cluster-network", "get", "--cluster-network-id", id)
                        .path("data")
                        .path("lifecycle-state")
                        .asText());
        assertTrue(api().contains("TerminateClusterNetwork 200"), api()::toString);
    }

    @Test
    void onAReplacementTheOldNetworkDoesNotEndTheWatchAndTheNewOneThatCannotFillIsTerminated() throws Exception {
        faults("HOST_CAPACITY=8\n");
        String old = providerCreate(4, CONFIG + "-old");
        assertEquals("RUNNING", providerWait(old, Duration.ofSeconds(20)));
        faults("HOST_CAPACITY=8\nCLUSTER_NETWORK_CAPACITY=2\nCAPACITY_ERROR_SECONDS=1\n");
        CompletableFuture<FakeCloudDeployer.Run> watch = startWatch(4, CONFIG);
        Thread.sleep((POLL + 1) * 1000L); // the watch has seen the old network RUNNING with 4 nodes
        assertFalse(watch.isDone(), "the old network is not the one being created");
        // deleteBeforeReplace: the provider terminates the old network, then creates the new one
        oci("compute-management", "cluster-network", "terminate", "--cluster-network-id", old, "--force");
        String created = providerCreate(4, CONFIG);
        String ended = providerWait(created, Duration.ofSeconds(60));
        assertTrue(List.of("TERMINATING", "TERMINATED").contains(ended), "the provider's create fails: " + ended);
        FakeCloudDeployer.Run w = watch.get(120, TimeUnit.SECONDS);
        assertEquals(1, w.exit(), w.stderr());
        assertTrue(w.stderr().contains("cluster network " + created + " and its nodes are terminated"), w.stderr());
        assertEquals(List.of(), billing(), "nothing is left billing");
    }

    @Test
    void theWatchLetsANetworkThatFillsBeAndEndsWithIt() throws Exception {
        faults("HOST_CAPACITY=8\n");
        CompletableFuture<FakeCloudDeployer.Run> watch = startWatch(4);
        String id = providerCreate(4);
        assertEquals("RUNNING", providerWait(id, Duration.ofSeconds(30)));
        FakeCloudDeployer.Run w = watch.get(60, TimeUnit.SECONDS);
        assertEquals(0, w.exit(), w.stderr());
        assertTrue(w.stderr().contains("is RUNNING with 4 nodes"), w.stderr());
        assertEquals(4, billing().size(), "the nodes are kept");
        assertFalse(api().contains("TerminateClusterNetwork 200"), api()::toString);
    }

    /** What the provider's update of a resize does: UpdateClusterNetwork with the pool's new size, no wait. */
    private void providerResize(String id, int size) throws Exception {
        String pool = oci("compute-management", "cluster-network", "get", "--cluster-network-id", id)
                .path("data")
                .path("instance-pools")
                .get(0)
                .path("id")
                .asText();
        oci(
                "compute-management",
                "cluster-network",
                "update",
                "--cluster-network-id",
                id,
                "--instance-pools",
                "[{\"id\": \"" + pool + "\", \"size\": " + size + "}]",
                "--force");
    }

    /** The node list's source (ListClusterNetworkInstances): how many instances, how many Running. */
    private int[] listed(String id) throws Exception {
        int[] out = new int[2];
        oci(
                        "compute-management",
                        "cluster-network",
                        "list-instances",
                        "--compartment-id",
                        COMPARTMENT,
                        "--cluster-network-id",
                        id,
                        "--all")
                .path("data")
                .forEach(i -> {
                    out[0]++;
                    if (i.path("state").asText().equalsIgnoreCase("running")) {
                        out[1]++;
                    }
                });
        return out;
    }

    private String poolWait(String id, int nodes, Duration bound) {
        return CapacityGuardForTests.poolWait(COMPARTMENT, id, NAME, "dev", nodes, bound, 1);
    }

    /**
     * A resize is an in-place update the provider does not wait for (terraform-provider-oci
     * core_cluster_network_resource.go: no UpdatedPending/UpdatedTarget): right after it the pool
     * lists the old nodes Running and the new ones still provisioning, which is what the node list
     * would read. The pool wait returns only once all of them are Running.
     */
    @Test
    void aResizeIsWaitedForUntilThePoolHasItsNodesRunning() throws Exception {
        faults("HOST_CAPACITY=8\nCLUSTER_NETWORK_PROVISION_SECONDS=4\n");
        String id = providerCreate(2);
        assertEquals("RUNNING", providerWait(id, Duration.ofSeconds(20)));
        providerResize(id, 4);
        int[] mid = listed(id);
        assertEquals(4, mid[0], "the new instances are listed at once");
        assertEquals(2, mid[1], "but only the old ones Running: the node list would miss the new nodes");

        long start = System.nanoTime();
        FakeCloudDeployer.Run w = run(60, guard(poolWait(id, 4, Duration.ofMinutes(2))));
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("resize 2 -> 4: the pool wait returned after %.1f s (provisioning 4 s, poll 1 s)%n", seconds);
        assertEquals(0, w.exit(), w.stderr());
        assertEquals("RUNNING 4\n", w.stdout());
        assertArrayEquals(new int[] {4, 4}, listed(id), "when the wait returns, every node is Running");
        assertTrue(seconds >= 2, "it waited for the provisioning: " + seconds);
        assertTrue(w.stderr().contains("pool dev is RUNNING with its 4 instances"), w.stderr());
    }

    @Test
    void aPoolThatNeverReachesItsSizeFailsWithinTheBoundNamingThePool() throws Exception {
        faults("HOST_CAPACITY=3\nCLUSTER_NETWORK_PROVISION_SECONDS=1\n");
        String id = providerCreate(2);
        assertEquals("RUNNING", providerWait(id, Duration.ofSeconds(20)));
        providerResize(id, 4); // one host left: 3 of 4
        long start = System.nanoTime();
        FakeCloudDeployer.Run w = run(60, guard(poolWait(id, 4, Duration.ofSeconds(6))));
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("resize 2 -> 4 with one free host: the pool wait failed after %.1f s (bound 6 s)%n", seconds);
        assertEquals(1, w.exit(), w.stderr());
        assertTrue(
                w.stderr()
                        .contains(NAME + ": POOL_NOT_AT_SIZE: pool dev of cluster network " + NAME + " (" + id
                                + ") is SCALING with 3 of 4 instances Running"),
                w.stderr());
        assertTrue(w.stderr().contains("what to do: the pool's work requests say why"), w.stderr());
        // bash's SECONDS counts whole wall-clock seconds since the shell started (bash(1), "SECONDS"),
        // so a deadline of SECONDS + 6 is reached after 5 to 6 s of real time, never less
        assertTrue(seconds >= 5 && seconds < 6 + 15, "bounded: " + seconds);
        assertEquals("", w.stdout(), "no output: the node list is not read");
    }

    @Test
    void withoutTheOciCliThePoolWaitFailsSayingWhatToInstall() throws Exception {
        Files.delete(dir.resolve("bin/oci"));
        FakeCloudDeployer.Run w = run(30, guard(poolWait("ocid1.clusternetwork.oc1..x", 2, Duration.ofMinutes(1))));
        assertEquals(1, w.exit(), w.stderr());
        assertTrue(
                w.stderr().contains(NAME + ": POOL_WAIT_UNAVAILABLE: the OCI CLI (oci) is not installed"), w.stderr());
        assertEquals(List.of(), api(), "no request");
    }

    /**
     * The guard calls the stack's region (oci:region), not the CLI profile's: a profile of another
     * region would ask that region's capacity report and pass, or watch an empty region.
     */
    @Test
    void theGuardAsksTheStacksRegionWhateverTheCliProfileSays() throws Exception {
        Files.writeString(
                dir.resolve("home/.oci/config"),
                "[DEFAULT]\nuser=ocid1.user.oc1..u\ntenancy=ocid1.tenancy.oc1..t\nregion=us-ashburn-1\n");
        faults("HOST_CAPACITY=3\n");
        FakeCloudDeployer.Run inTokyo =
                run(60, guard(CapacityGuardForTests.preflight(COMPARTMENT, AD, SHAPE, 4, NAME, false, "ap-tokyo-1")));
        assertEquals(1, inTokyo.exit(), inTokyo.stderr());
        assertTrue(inTokyo.stderr().contains("3 available, 4 needed"), inTokyo.stderr());
        // without oci:region the CLI's own profile decides: Ashburn's empty region has the hosts
        FakeCloudDeployer.Run profile =
                run(60, guard(CapacityGuardForTests.preflight(COMPARTMENT, AD, SHAPE, 4, NAME, false, "")));
        assertEquals(0, profile.exit(), profile.stderr());
    }
}
