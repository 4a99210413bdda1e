package ocigpucluster.testbed;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import ocigpucluster.compute.OnDemandPool;
import ocigpucluster.ondemand.TeardownCommandForTests;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * On-demand GPU nodes against the bed's cloud (tests/testbed/cloud-host.sh, cloud.py and the
 * fake OCI CLI fakes/oci): every launched instance is a real bed host, every terminated one is
 * gone. First the destroy clean-up (ondemand-teardown.sh, run as the delete Command runs it).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class OnDemandScenario {

    static final String COMPARTMENT = "ocid1.compartment.oc1..aaaaaaaabedondemand";
    static final String STACK = "oci-gpu-cluster-dev";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static TestBed bed;
    private static Path bedDir;

    @BeforeAll
    static void startBed() {
        bed = TestBed.builder().nodes(0).cloud().start();
        bedDir = bed.dir();
    }

    @AfterAll
    static void stopBedAndCheckNothingIsLeft() {
        if (bed != null) {
            bed.close();
        }
        assertEquals(List.of(), TestBed.leftovers(bedDir), "the test bed left something behind");
    }

    /** The OCI CLI on the bastion as its login user with the instance principal. */
    static TestBed.Result oci(String args) {
        List<String> ssh = new ArrayList<>(bed.sshToBastion());
        ssh.add("OCI_CLI_AUTH=instance_principal oci " + args);
        return TestBed.exec(ssh, "", 60);
    }

    /** Launches an instance through the bastion's CLI; returns its id. */
    static String launch(String name, Map<String, String> tags) throws Exception {
        TestBed.Result r = oci("compute instance launch --output json --compartment-id " + COMPARTMENT
                + " --availability-domain TrcQ:AP-TOKYO-1-AD-1 --shape " + TestBed.SHAPE + " --display-name " + name
                + " --freeform-tags " + TestBed.shellQuote(JSON.writeValueAsString(tags)));
        assertEquals(0, r.exitCode(), r.stderr());
        JsonNode data = JSON.readTree(r.stdout()).path("data");
        assertEquals("PROVISIONING", data.path("lifecycle-state").asText(), r.stdout());
        assertEquals(name, data.path("display-name").asText());
        return data.path("id").asText();
    }

    /** id -> lifecycle state of every instance the cloud knows. */
    static Map<String, String> states() {
        Map<String, String> out = new TreeMap<>();
        bed.cloudInstances().forEach(i -> out.put(i.path("id").asText(), i.path("lifecycle-state").asText()));
        return out;
    }

    static JsonNode instance(String id) {
        return bed.cloudInstances().stream().filter(i -> i.path("id").asText().equals(id)).findFirst().orElseThrow();
    }

    /** Waits (bounded) until the instance is RUNNING and its host's sshd listens. */
    static void awaitRunning(String id) throws Exception {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (true) {
            JsonNode i = instance(id);
            String name = i.path("display-name").asText();
            if (i.path("lifecycle-state").asText().equals("RUNNING") && !TestBed.exec(List.of("ip", "netns", "exec",
                    "ocitb-" + name, "ss", "-Hltn", "sport = :22"), "", 10).stdout().isBlank()) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError(name + " not RUNNING with sshd within 30 s: " + i + "\n"
                        + Files.readString(bed.dir().resolve("cloud/daemon.log")));
            }
            Thread.sleep(200);
        }
    }

    /** Instances of this stack's on-demand partition that are not TERMINATED, as the teardown sees them. */
    static List<String> taggedNotTerminated() {
        return bed.cloudInstances().stream()
                .filter(i -> STACK.equals(i.path("freeform-tags").path(OnDemandPool.STACK_TAG).asText())
                        && OnDemandPool.ROLE_VALUE.equals(i.path("freeform-tags").path(OnDemandPool.ROLE_TAG).asText())
                        && !i.path("lifecycle-state").asText().equals("TERMINATED"))
                .map(i -> i.path("display-name").asText()).toList();
    }

    /** The delete Command's script as pulumi destroy runs it on the bastion, polling every second. */
    static TestBed.Result destroy() {
        String command = TeardownCommandForTests.deleteCommand(COMPARTMENT, STACK)
                .replace("POLL_SECONDS='" + TeardownCommandForTests.pollSeconds() + "'", "POLL_SECONDS='1'")
                .replace("WAIT_SECONDS='" + TeardownCommandForTests.waitSeconds() + "'", "WAIT_SECONDS='60'");
        assertTrue(command.contains("POLL_SECONDS='1'") && command.contains("WAIT_SECONDS='60'"), command);
        List<String> ssh = new ArrayList<>(bed.sshToBastion());
        ssh.add(command);
        long t0 = System.nanoTime();
        TestBed.Result r = TestBed.exec(ssh, "", 120);
        System.err.printf("TIMING ondemand-teardown %.2f s%n", (System.nanoTime() - t0) / 1e9);
        return r;
    }

    @Test
    @Order(1)
    void destroyTerminatesEveryTaggedInstanceWaitsUntilItsHostIsGoneAndSparesTheRest() throws Exception {
        Map<String, String> mine = OnDemandPool.tags(STACK);
        String a = launch("ondemand-1", mine);
        String b = launch("ondemand-2", mine);
        String other = launch("ondemand-1-prod", OnDemandPool.tags("oci-gpu-cluster-prod"));
        String staticNode = launch("inst-static-gpu", Map.of(OnDemandPool.STACK_TAG, STACK));
        for (String id : List.of(a, b, other, staticNode)) {
            awaitRunning(id);
        }
        // each instance is a bed host: hostname = display name, the private IP its VNIC reports
        for (String id : List.of(a, b)) {
            JsonNode i = instance(id);
            String name = i.path("display-name").asText();
            TestBed.Result vnics = oci("compute instance list-vnics --output json --instance-id " + id);
            assertEquals(0, vnics.exitCode(), vnics.stderr());
            String ip = JSON.readTree(vnics.stdout()).path("data").path(0).path("private-ip").asText();
            assertEquals(i.path("_ip").asText(), ip);
            assertTrue(TestBed.output(List.of("ip", "-n", "ocitb-" + name, "-4", "addr", "show", "eth0")).contains(ip + "/"));
            assertEquals(name + "\n", Files.readString(bed.dir().resolve("hosts/" + name + "/upper/etc/hostname")));
            assertFalse(TestBed.hostRemains(name).isEmpty(), name + " runs");
        }
        assertEquals(List.of("ondemand-1", "ondemand-2"), taggedNotTerminated());

        TestBed.Result r = destroy();
        assertEquals(0, r.exitCode(), r.stdout() + r.stderr());
        assertTrue(r.stderr().contains("no on-demand instance of " + STACK + " remains"), r.stderr());
        assertEquals(List.of(), taggedNotTerminated(), "nothing tagged for the stack remains");
        assertEquals("TERMINATED", states().get(a));
        assertEquals("TERMINATED", states().get(b));
        for (String name : List.of("ondemand-1", "ondemand-2")) {
            assertEquals(List.of(), TestBed.hostRemains(name), name + "'s host is gone");
        }
        // the other stack's node and this stack's static node are untouched and still run
        assertEquals("RUNNING", states().get(other));
        assertEquals("RUNNING", states().get(staticNode));
        assertFalse(TestBed.hostRemains("ondemand-1-prod").isEmpty());
        assertFalse(TestBed.hostRemains("inst-static-gpu").isEmpty());
        assertEquals(2, bed.cloudApiLog().stream().filter(l -> l.contains(" TerminateInstance 200")).count(),
                String.join("\n", bed.cloudApiLog()));

        // a second destroy changes nothing: no terminate, the same states
        Map<String, String> before = states();
        int requests = bed.cloudApiLog().size();
        TestBed.Result again = destroy();
        assertEquals(0, again.exitCode(), again.stdout() + again.stderr());
        assertEquals(before, states());
        List<String> later = bed.cloudApiLog().subList(requests, bed.cloudApiLog().size());
        assertTrue(later.stream().allMatch(l -> l.contains(" ListInstances 200")), later.toString());
        assertFalse(TestBed.hostRemains("ondemand-1-prod").isEmpty());
    }
}
