package ocigpucluster.ondemand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.ShippedBootstrap;
import ocigpucluster.compute.OnDemandPool;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Slurm's power-saving programs (ondemand/resume.sh, suspend.sh, resume-fail.sh) and the sweeper
 * against the fake OCI CLI and scontrol: what they launch, terminate and tell Slurm, the
 * "(Code:...)" reasons, the 429 retry, the stop file, the re-execution as the login user.
 * The full resume of a node that boots and joins is the test bed's (SshTestBedTest).
 */
@Tag("process")
class PowerSavingProgramsTest {
    private static final Path BOOTSTRAP = ShippedBootstrap.root();
    private static final Path RESUME = BOOTSTRAP.resolve("ondemand/resume.sh");
    private static final Path SUSPEND = BOOTSTRAP.resolve("ondemand/suspend.sh");
    private static final Path RESUME_FAIL = BOOTSTRAP.resolve("ondemand/resume-fail.sh");
    private static final Path SWEEPER = BOOTSTRAP.resolve("ondemand/sweeper.sh");
    private static final String STACK = "oci-gpu-cluster-dev";
    private static final Map<String, String> TAGS = OnDemandPool.tags(STACK);

    @TempDir
    Path dir;

    FakeCloud cloud;

    @BeforeEach
    void configuration() throws IOException {
        cloud = new FakeCloud(dir);
        cloud.instances();
        Files.writeString(
                dir.resolve("metadata.json"),
                "{\"ssh_authorized_keys\": \"ssh-ed25519 AAAA\", \"user_data\": \"I2Nsb3VkLWNvbmZpZw==\"}");
        Files.writeString(dir.resolve("agent.json"), "{\"pluginsConfig\": []}");
        // the file ondemand-setup.sh writes, with the bounds shortened
        Map<String, String> env = new LinkedHashMap<>();
        env.put("ONDEMAND_USER", System.getProperty("user.name"));
        env.put("COMPARTMENT_ID", FakeCloud.COMPARTMENT);
        env.put("AVAILABILITY_DOMAIN", "Uocm:AP-TOKYO-1-AD-1");
        env.put("SHAPE", "BM.GPU4.8");
        env.put("IMAGE_ID", "ocid1.image.oc1..img");
        env.put("BOOT_VOLUME_GB", "100");
        env.put("SUBNET_ID", "ocid1.subnet.oc1..private");
        env.put("COMPUTE_CLUSTER_ID", "ocid1.computecluster.oc1..cc");
        env.put("STACK_TAG", OnDemandPool.STACK_TAG);
        env.put("STACK_TAG_VALUE", STACK);
        env.put("ROLE_TAG", OnDemandPool.ROLE_TAG);
        env.put("ROLE_VALUE", OnDemandPool.ROLE_VALUE);
        env.put("PARTITION", "ondemand");
        env.put("STOP_FILE", dir.resolve("ondemand-stopped").toString());
        env.put("RESUME_TIMEOUT_SECONDS", "15");
        env.put("SUSPEND_TIMEOUT_SECONDS", "10");
        env.put("SHAPE_GPUS", "8");
        env.put("SHAPE_RDMA_NICS", "0");
        env.put("TIMEZONE", "UTC");
        env.put("ONDEMAND_LOG", dir.resolve("ondemand.log").toString());
        StringBuilder file = new StringBuilder("# test\n");
        env.forEach((k, v) -> file.append(k).append('=').append(v).append('\n'));
        Files.writeString(dir.resolve("ondemand.env"), file.toString());
    }

    private FakeCloud.Run run(Path script, Map<String, String> extra, String... args) throws Exception {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("ONDEMAND_ENV", dir.resolve("ondemand.env").toString());
        env.put("ONDEMAND_METADATA", dir.resolve("metadata.json").toString());
        env.put("ONDEMAND_AGENT_CONFIG", dir.resolve("agent.json").toString());
        env.put("RETRY_DELAY_SECONDS", "0");
        env.put("RESUME_MARGIN_SECONDS", "0");
        env.putAll(extra);
        return cloud.run(script, env, List.of(args), 60);
    }

    private List<String> downs() throws IOException {
        return cloud.calls("scontrol").stream()
                .filter(l -> l.contains("State=DOWN"))
                .toList();
    }

    private long launches() throws IOException {
        return cloud.calls("calls").stream()
                .filter(c -> c.startsWith("compute instance launch"))
                .count();
    }

    @Test
    void outOfHostCapacityMarksEveryNodeDownWithTheCodeAndLeavesNoInstance() throws Exception {
        FakeCloud.Run r = run(RESUME, Map.of("FAKE_CAPACITY", "1"), "ondemand-[1-2]");
        assertEquals(1, r.exit(), r.stderr());
        assertEquals(
                List.of(
                        "update NodeName=ondemand-1 State=DOWN Reason=(Code:OUT_OF_HOST_CAPACITY)Out of host capacity for BM.GPU4.8 in"
                                + " Uocm:AP-TOKYO-1-AD-1 (OCI: 500 InternalError: Out of host capacity.)",
                        "update NodeName=ondemand-2 State=DOWN Reason=(Code:OUT_OF_HOST_CAPACITY)Out of host capacity for BM.GPU4.8 in"
                                + " Uocm:AP-TOKYO-1-AD-1 (OCI: 500 InternalError: Out of host capacity.)"),
                downs().stream().sorted().toList());
        assertEquals(Map.of(), cloud.states(), "nothing was created");
        assertEquals(2, launches(), "a capacity error is not retried");
        assertTrue(
                Files.readString(dir.resolve("ondemand.log")).contains("ondemand-1: DOWN (Code:OUT_OF_HOST_CAPACITY)"),
                "the log file has it too");
    }

    @Test
    void theLaunchCarriesTheStacksLaunchDetailsNameAndTags() throws Exception {
        // the launch is accepted but the instance never gets past PROVISIONING: bounded, then terminated
        FakeCloud.Run r = run(RESUME, Map.of("FAKE_BOOT", "PROVISIONING"), "ondemand-3");
        assertEquals(1, r.exit(), r.stderr());
        String launch = cloud.calls("calls").stream()
                .filter(c -> c.startsWith("compute instance launch"))
                .findFirst()
                .orElseThrow();
        for (String part : List.of(
                "--compute-cluster-id ocid1.computecluster.oc1..cc",
                "--subnet-id ocid1.subnet.oc1..private",
                "--image-id ocid1.image.oc1..img",
                "--shape BM.GPU4.8",
                "--display-name ondemand-3",
                "--assign-public-ip false",
                "--metadata file://" + dir.resolve("metadata.json"),
                "--no-retry",
                "--freeform-tags {\"oci-gpu-cluster-stack\": \"" + STACK
                        + "\", \"oci-gpu-cluster-role\": \"ondemand\"}")) {
            assertTrue(launch.contains(part), "launch lacks " + part + ": " + launch);
        }
        assertEquals(1, downs().size(), downs().toString());
        assertTrue(
                downs().get(0).startsWith("update NodeName=ondemand-3 State=DOWN Reason=(Code:ONDEMAND_BOOT_TIMEOUT)"),
                downs().toString());
        assertEquals(
                Map.of("ocid1.instance.oc1..launched1", "TERMINATING"),
                cloud.states(),
                "the instance that did not boot is terminated");
        assertFalse(r.stderr().contains("I2Nsb3VkLWNvbmZpZw=="), "the user data is never logged");
    }

    private static final String RESERVATION = "ocid1.capacityreservation.oc1.ap-tokyo-1.res";

    private String firstLaunch() throws IOException {
        return cloud.calls("calls").stream()
                .filter(c -> c.startsWith("compute instance launch"))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void withAReservationTheLaunchDrawsOnItAndWithoutOneNamesNone() throws Exception {
        run(RESUME, Map.of("FAKE_BOOT", "PROVISIONING", "RESUME_TIMEOUT_SECONDS", "3"), "ondemand-1");
        assertFalse(firstLaunch().contains("--capacity-reservation-id"), firstLaunch());

        Files.writeString(dir.resolve("calls"), "");
        run(
                RESUME,
                Map.of(
                        "FAKE_BOOT",
                        "PROVISIONING",
                        "RESUME_TIMEOUT_SECONDS",
                        "3",
                        "CAPACITY_RESERVATION_ID",
                        RESERVATION),
                "ondemand-2");
        assertTrue(firstLaunch().contains("--capacity-reservation-id " + RESERVATION), firstLaunch());
    }

    @Test
    void aReservationOfAnotherShapeIsRefusedWithItsCodeAndNothingIsLaunched() throws Exception {
        FakeCloud.Run r = run(
                RESUME,
                Map.of("CAPACITY_RESERVATION_ID", RESERVATION, "FAKE_RESERVATION_SHAPE", "BM.GPU.H100.8"),
                "ondemand-1");
        assertEquals(1, r.exit(), r.stderr());
        assertEquals(1, downs().size(), downs().toString());
        String down = downs().get(0);
        assertTrue(
                down.startsWith("update NodeName=ondemand-1 State=DOWN Reason=(Code:ONDEMAND_RESERVATION_REFUSED)"),
                down);
        assertTrue(down.contains(RESERVATION) && down.contains("400 InvalidParameter"), down);
        assertEquals(Map.of(), cloud.states(), "nothing was created");
        assertEquals(1, launches(), "a refusal is not retried");
    }

    /**
     * A policy without use compute-capacity-reservations: the refusal is the policy's, whatever the
     * message names, never ONDEMAND_RESERVATION_REFUSED's "compare shape and AD" (the wrong fix).
     */
    @Test
    void aReservationThePolicyDoesNotAllowIsReportedAsNotAuthorizedNotAsAShapeOrAdProblem() throws Exception {
        for (String message : List.of(
                "A resource specified in the body of the request was not found, or you do not have authorization"
                        + " to access that resource.",
                "Capacity reservation " + RESERVATION + " not found or not authorized.")) {
            Files.deleteIfExists(dir.resolve("scontrol"));
            FakeCloud.Run r = run(
                    RESUME,
                    Map.of(
                            "CAPACITY_RESERVATION_ID",
                            RESERVATION,
                            "FAKE_RESERVATION_DENIED",
                            "1",
                            "FAKE_RESERVATION_DENIED_MESSAGE",
                            message),
                    "ondemand-1");
            assertEquals(1, r.exit(), r.stderr());
            assertEquals(1, downs().size(), downs().toString());
            String down = downs().get(0);
            assertTrue(
                    down.startsWith("update NodeName=ondemand-1 State=DOWN Reason=(Code:ONDEMAND_NOT_AUTHORIZED)"),
                    message + ": " + down);
            assertTrue(down.contains("400 RelatedResourceNotAuthorizedOrNotFound"), down);
            assertTrue(down.contains("use compute-capacity-reservations"), "names the statement: " + down);
            assertEquals(Map.of(), cloud.states(), "nothing was created");
        }
    }

    @Test
    void aSlowButHealthyLaunchIsNotKilledBeforeTheOneDeadline() throws Exception {
        // RUNNING only at the 16th poll (1 s apart, and each poll a fake CLI call): past the old
        // split's share for the boot (35 % of a 40 s bound, 14 s), inside the one deadline with
        // room for polls twice as slow on a loaded machine (at a 20 s bound and 10 polls a loaded
        // CI run took over 20 s); the node then reaches the readiness gate (whose ssh fails
        // here), not ONDEMAND_BOOT_TIMEOUT
        FakeCloud.Run r = run(
                RESUME,
                Map.of(
                        "RESUME_TIMEOUT_SECONDS",
                        "40",
                        "RETRY_DELAY_SECONDS",
                        "1",
                        "FAKE_BOOT_GETS",
                        "16",
                        "FAKE_IP",
                        "127.0.0.1",
                        "SSH_OPTS",
                        "-p 9 -o UserKnownHostsFile=/dev/null",
                        "NODE_REPORT_GRACE_SECONDS",
                        "2"),
                "ondemand-1");
        assertEquals(1, r.exit(), r.stderr());
        assertTrue(r.stderr().contains("ondemand-1: RUNNING at 127.0.0.1"), r.stderr());
        assertTrue(
                downs().get(0).startsWith("update NodeName=ondemand-1 State=DOWN Reason=(Code:SSH_UNREACHABLE)"),
                downs().toString());
    }

    @Test
    void throttlingIsRetriedWithBackoffThenTheRealErrorCounts() throws Exception {
        FakeCloud.Run r = run(RESUME, Map.of("FAKE_429", "2", "FAKE_CAPACITY", "1"), "ondemand-1");
        assertEquals(1, r.exit(), r.stderr());
        assertEquals(3, launches(), "two 429s, then the capacity error: " + cloud.calls("calls"));
        assertTrue(r.stderr().contains("throttled (429 TooManyRequests), attempt 2 of 5"), r.stderr());
        assertTrue(downs().get(0).contains("(Code:OUT_OF_HOST_CAPACITY)"), downs().toString());
    }

    @Test
    void throttlingThatLastsIsBoundedAndNamed() throws Exception {
        FakeCloud.Run r = run(RESUME, Map.of("FAKE_429", "99", "OCI_ATTEMPTS", "3"), "ondemand-1");
        assertEquals(1, r.exit(), r.stderr());
        assertEquals(3, launches());
        assertTrue(
                downs().get(0).contains("(Code:ONDEMAND_API_THROTTLED)launch still throttled after 3 attempts"),
                downs().toString());
    }

    @Test
    void nothingIsLaunchedWhileTheStopFileExists() throws Exception {
        Files.writeString(dir.resolve("ondemand-stopped"), "");
        FakeCloud.Run r = run(RESUME, Map.of(), "ondemand-[1-2]");
        assertEquals(1, r.exit(), r.stderr());
        assertEquals(0, launches());
        assertEquals(2, downs().size());
        assertTrue(downs().stream().allMatch(d -> d.contains("(Code:ONDEMAND_STOPPED)")), downs().toString());
    }

    @Test
    void aNodeAlreadyUpIsReusedAndOneFailingTheReadinessGateIsTerminatedWithItsCode() throws Exception {
        // slurmctld restarted mid-resume: the instance exists; its address answers no ssh
        cloud.instances(FakeCloud.instance("ocid1.instance.oc1..up", "ondemand-1", "RUNNING", TAGS));
        FakeCloud.Run r = run(
                RESUME,
                Map.of(
                        "FAKE_IP",
                        "127.0.0.1",
                        "SSH_OPTS",
                        "-p 9 -o UserKnownHostsFile=/dev/null",
                        "NODE_REPORT_GRACE_SECONDS",
                        "2"),
                "ondemand-1");
        assertEquals(1, r.exit(), r.stderr());
        assertEquals(0, launches(), "reused, not launched twice");
        assertTrue(
                cloud.calls("scontrol")
                        .contains("update NodeName=ondemand-1 NodeAddr=127.0.0.1 NodeHostname=ondemand-1"),
                cloud.calls("scontrol").toString());
        // the static nodes' readiness gate ran on it, and its code is the reason
        assertTrue(r.stderr().contains("running readiness-gate.sh on ondemand-1=127.0.0.1"), r.stderr());
        assertTrue(
                downs().get(0).startsWith("update NodeName=ondemand-1 State=DOWN Reason=(Code:SSH_UNREACHABLE)"),
                downs().toString());
        assertEquals(Map.of("ocid1.instance.oc1..up", "TERMINATING"), cloud.states());
    }

    @Test
    void suspendTerminatesOnlyThatNodesInstanceAndWaitsUntilItIsGone() throws Exception {
        cloud.instances(
                FakeCloud.instance("i1", "ondemand-1", "RUNNING", TAGS),
                FakeCloud.instance("i2", "ondemand-2", "RUNNING", TAGS),
                FakeCloud.instance("other", "ondemand-1", "RUNNING", OnDemandPool.tags("oci-gpu-cluster-prod")));
        FakeCloud.Run r = run(SUSPEND, Map.of("TERMINATE_AFTER_LISTS", "2"), "ondemand-1");
        assertEquals(0, r.exit(), r.stderr());
        assertEquals(Map.of("i1", "TERMINATED", "i2", "RUNNING", "other", "RUNNING"), cloud.states());
        assertTrue(r.stderr().contains("ondemand-1: no instance left"), r.stderr());
        // idempotent: a second run terminates nothing
        Files.delete(dir.resolve("calls"));
        assertEquals(0, run(SUSPEND, Map.of(), "ondemand-1").exit());
        assertTrue(cloud.calls("calls").stream().noneMatch(c -> c.startsWith("compute instance terminate")));
    }

    /** A 409 IncorrectState on a terminate is transient: retried, not reported as ONDEMAND_TERMINATE_FAILED. */
    @Test
    void aTerminateAnsweredIncorrectStateIsRetried() throws Exception {
        cloud.instances(FakeCloud.instance("i1", "ondemand-1", "RUNNING", TAGS));
        FakeCloud.Run r = run(SUSPEND, Map.of("FAKE_TERMINATE_409", "2", "TERMINATE_AFTER_LISTS", "1"), "ondemand-1");
        assertEquals(0, r.exit(), r.stderr());
        assertFalse(r.stderr().contains("ONDEMAND_TERMINATE_FAILED"), r.stderr());
        assertTrue(r.stderr().contains("409 IncorrectState"), "the retry is logged: " + r.stderr());
        assertEquals(Map.of("i1", "TERMINATED"), cloud.states());
        assertEquals(
                3,
                cloud.calls("calls").stream()
                        .filter(c -> c.startsWith("compute instance terminate"))
                        .count(),
                "two refusals, then the terminate");
    }

    @Test
    void suspendIsBoundedAndSaysWhatRemains() throws Exception {
        cloud.instances(FakeCloud.instance("i1", "ondemand-1", "RUNNING", TAGS));
        long start = System.nanoTime();
        FakeCloud.Run r = run(SUSPEND, Map.of("STUCK", "i1", "RETRY_DELAY_SECONDS", "1"), "ondemand-1");
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;
        assertEquals(1, r.exit(), r.stderr());
        assertTrue(
                r.stderr().contains("ondemand-1: WARN not TERMINATED within 5s: ondemand-1 (i1, TERMINATING)"),
                r.stderr());
        assertTrue(seconds < 20, seconds + " s");
    }

    @Test
    void resumeFailTerminatesAndSaysWhyInTheReason() throws Exception {
        cloud.instances(FakeCloud.instance("i1", "ondemand-2", "RUNNING", TAGS));
        FakeCloud.Run r = run(RESUME_FAIL, Map.of(), "ondemand-2");
        assertEquals(0, r.exit(), r.stderr());
        assertEquals(Map.of("i1", "TERMINATED"), cloud.states());
        assertTrue(
                downs().get(0)
                        .startsWith("update NodeName=ondemand-2 State=DOWN Reason=(Code:ONDEMAND_RESUME_TIMEOUT)"),
                downs().toString());
    }

    @Test
    void theSweeperTerminatesOrphansAndOverstayersAndKeepsNodesInService() throws Exception {
        OffsetDateTime old = OffsetDateTime.now(ZoneOffset.UTC).minusHours(2);
        cloud.instances(
                FakeCloud.instance("powered-down", "ondemand-1", "RUNNING", TAGS, old),
                FakeCloud.instance("in-service", "ondemand-2", "RUNNING", TAGS, old),
                FakeCloud.instance("still-resuming", "ondemand-3", "RUNNING", TAGS),
                FakeCloud.instance("crashed-resume", "ondemand-4", "RUNNING", TAGS, old),
                FakeCloud.instance("unknown", "ondemand-9", "RUNNING", TAGS),
                FakeCloud.instance(
                        "other-stack", "ondemand-1", "RUNNING", OnDemandPool.tags("oci-gpu-cluster-prod"), old));
        Files.writeString(
                dir.resolve("slurm-nodes"),
                String.join(
                                "\n",
                                "ondemand-1 IDLE+CLOUD+POWERED_DOWN",
                                "ondemand-2 ALLOCATED+CLOUD",
                                "ondemand-3 ALLOCATED+CLOUD+POWERING_UP",
                                "ondemand-4 DOWN+CLOUD+NOT_RESPONDING")
                        + "\n");
        FakeCloud.Run r = run(SWEEPER, Map.of());
        assertEquals(0, r.exit(), r.stderr());
        assertEquals(
                Map.of(
                        "powered-down",
                        "TERMINATING",
                        "in-service",
                        "RUNNING",
                        "still-resuming",
                        "RUNNING",
                        "crashed-resume",
                        "TERMINATING",
                        "unknown",
                        "TERMINATING",
                        "other-stack",
                        "RUNNING"),
                cloud.states());
        assertTrue(r.stderr().contains("ONDEMAND_ORPHAN_UNKNOWN: ondemand-9 is not a node of Slurm"), r.stderr());
        assertTrue(
                r.stderr().contains("ONDEMAND_ORPHAN_OVERSTAYED: ondemand-4 is DOWN+CLOUD+NOT_RESPONDING"), r.stderr());
    }

    @Test
    void withSlurmctldNotAnsweringTheSweeperTerminatesNothing() throws Exception {
        OffsetDateTime old = OffsetDateTime.now(ZoneOffset.UTC).minusHours(2);
        cloud.instances(
                FakeCloud.instance("in-service", "ondemand-2", "RUNNING", TAGS, old),
                FakeCloud.instance("powered-down", "ondemand-1", "RUNNING", TAGS, old));
        Files.writeString(
                dir.resolve("slurm-nodes"), "ondemand-1 IDLE+CLOUD+POWERED_DOWN\nondemand-2 ALLOCATED+CLOUD\n");
        // scontrol exits 1 for "not found" and for "cannot reach the controller" alike
        Files.writeString(dir.resolve("slurmctld-down"), "");
        FakeCloud.Run r = run(SWEEPER, Map.of());
        assertEquals(0, r.exit(), r.stderr());
        assertEquals(Map.of("in-service", "RUNNING", "powered-down", "RUNNING"), cloud.states());
        assertTrue(
                cloud.calls("calls").stream().noneMatch(c -> c.startsWith("compute instance terminate")),
                cloud.calls("calls").toString());
        assertTrue(
                r.stderr().contains("WARN slurmctld does not answer (Slurmctld(primary) at bastion is DOWN)"),
                r.stderr());
        assertTrue(r.stderr().contains("no sweep this run, nothing terminated"), r.stderr());
        // the controller back: the sweep as before
        Files.delete(dir.resolve("slurmctld-down"));
        FakeCloud.Run again = run(SWEEPER, Map.of());
        assertEquals(0, again.exit(), again.stderr());
        assertEquals(Map.of("in-service", "RUNNING", "powered-down", "TERMINATING"), cloud.states());
    }

    @Test
    void aTerminateThePolicyRefusesIsReportedFailedNotTerminated() throws Exception {
        // 404 NotAuthorizedOrNotFound on terminate while ListInstances lists the instance: no INSTANCE_DELETE
        cloud.instances(
                FakeCloud.instance("i1", "ondemand-9", "RUNNING", TAGS),
                FakeCloud.instance("i2", "ondemand-1", "RUNNING", TAGS));
        Files.writeString(dir.resolve("slurm-nodes"), "ondemand-1 IDLE+CLOUD+POWERED_DOWN\n");
        FakeCloud.Run sweep = run(SWEEPER, Map.of("DENY", "i1"));
        assertEquals(1, sweep.exit(), sweep.stderr());
        assertEquals("RUNNING", cloud.states().get("i1"));
        assertTrue(
                sweep.stderr()
                        .contains(
                                "ondemand-9: ONDEMAND_TERMINATE_FAILED: cannot terminate i1: 404 NotAuthorizedOrNotFound:"
                                        + " Authorization failed or requested resource not found.; ListInstances lists it RUNNING"),
                sweep.stderr());

        // suspend: the same, and it does not say the node's instance is gone
        cloud.instances(FakeCloud.instance("i3", "ondemand-1", "RUNNING", TAGS));
        FakeCloud.Run suspend = run(SUSPEND, Map.of("DENY", "i3", "SUSPEND_TIMEOUT_SECONDS", "2"), "ondemand-1");
        assertEquals(1, suspend.exit(), suspend.stderr());
        assertTrue(suspend.stderr().contains("ONDEMAND_TERMINATE_FAILED: cannot terminate i3"), suspend.stderr());
        assertFalse(suspend.stderr().contains("no instance left"), suspend.stderr());
        assertEquals(Map.of("i3", "RUNNING"), cloud.states());

        // a 404 for an instance that is really gone (not listed any more) is still no error
        cloud.instances(FakeCloud.instance("i4", "ondemand-1", "TERMINATED", TAGS));
        Files.delete(dir.resolve("calls"));
        FakeCloud.Run gone = run(RESUME_FAIL, Map.of("DENY", "i4"), "ondemand-1");
        assertEquals(0, gone.exit(), gone.stderr());
        assertFalse(gone.stderr().contains("ONDEMAND_TERMINATE_FAILED"), gone.stderr());
    }

    @Test
    void aResumeWhoseInstanceThePolicyMayNotReadFailsNamingItAndIsNotTakenForTerminated() throws Exception {
        // the launch succeeds; GetInstance of the new instance answers 404 while ListInstances lists it
        FakeCloud.Run r = run(RESUME, Map.of("DENY", "ocid1.instance.oc1..launched1"), "ondemand-1");
        assertEquals(1, r.exit(), r.stderr());
        assertTrue(
                downs().get(0)
                        .startsWith(
                                "update NodeName=ondemand-1 State=DOWN Reason=(Code:ONDEMAND_LAUNCH_FAILED)GetInstance: 404 for ocid1.instance.oc1..launched1, still listed"),
                downs().toString());
        assertTrue(
                r.stderr().contains("ONDEMAND_TERMINATE_FAILED: cannot terminate ocid1.instance.oc1..launched1"),
                r.stderr());
    }

    @Test
    void runBySlurmsUserAProgramContinuesAsTheLoginUser() throws Exception {
        String env = Files.readString(dir.resolve("ondemand.env"))
                .replace("ONDEMAND_USER=" + System.getProperty("user.name"), "ONDEMAND_USER=opc");
        Files.writeString(dir.resolve("ondemand.env"), env);
        FakeCloud.Run r = run(SUSPEND, Map.of(), "ondemand-1");
        assertEquals(0, r.exit(), r.stderr());
        assertEquals(List.of("-u opc -- " + SUSPEND.toAbsolutePath() + " ondemand-1"), cloud.calls("sudo"));
        assertEquals(List.of(), cloud.calls("calls"), "nothing is done as the wrong user");
    }
}
