package ocigpucluster.ondemand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import ocigpucluster.bootstrap.ShippedBootstrap;
import ocigpucluster.compute.OnDemandPool;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ondemand-teardown.sh against a fake OCI CLI (tests/resources/ocigpucluster/ondemand/fakebin/oci,
 * its contract in its header): it terminates exactly this stack's on-demand instances, waits
 * until they are TERMINATED, changes nothing when run again, and fails within its bound naming
 * what is left.
 */
@Tag("process")
class TeardownScriptTest {
    private static final Path SCRIPT = ShippedBootstrap.root().resolve("ondemand-teardown.sh");
    private static final Path FAKES = FakeCloud.FAKES;
    private static final String C = FakeCloud.COMPARTMENT;
    private static final String STACK = "oci-gpu-cluster-dev";

    @TempDir
    Path state;

    private FakeCloud fake() {
        return new FakeCloud(state);
    }

    private static ObjectNode instance(String id, String name, String state, Map<String, String> tags) {
        return FakeCloud.instance(id, name, state, tags);
    }

    private void cloud(ObjectNode... instances) throws IOException {
        fake().instances(instances);
    }

    private Map<String, String> states() throws IOException {
        return fake().states();
    }

    private List<String> calls(String file) throws IOException {
        return fake().calls(file);
    }

    private FakeCloud.Run run(String path, Map<String, String> extra) throws Exception {
        Map<String, String> p = new java.util.LinkedHashMap<>(OnDemandTeardown.parameters(C, STACK, "ondemand"));
        p.put("STOP_FILE", state.resolve("etc/ondemand-stopped").toString());
        p.put("WAIT_SECONDS", "4");
        p.put("POLL_SECONDS", "1");
        p.putAll(extra);
        // the script's own bound is 4 s
        return fake().run(SCRIPT, path, p, List.of(), 30);
    }

    private FakeCloud.Run run(Map<String, String> extra) throws Exception {
        return run(FAKES + ":/usr/bin:/bin", extra);
    }

    private void aStackWithTwoOnDemandNodes() throws IOException {
        cloud(
                instance("ocid1.instance.oc1..a", "ondemand-1", "RUNNING", OnDemandPool.tags(STACK)),
                instance("ocid1.instance.oc1..b", "ondemand-2", "PROVISIONING", OnDemandPool.tags(STACK)),
                instance(
                        "ocid1.instance.oc1..c",
                        "other-stack-ondemand-1",
                        "RUNNING",
                        OnDemandPool.tags("oci-gpu-cluster-prod")),
                instance("ocid1.instance.oc1..d", "inst-static-gpu", "RUNNING", Map.of(OnDemandPool.STACK_TAG, STACK)),
                instance("ocid1.instance.oc1..e", "ondemand-0", "TERMINATED", OnDemandPool.tags(STACK)));
    }

    @Test
    void terminatesExactlyThisStacksOnDemandNodesAndWaitsForThem() throws Exception {
        aStackWithTwoOnDemandNodes();
        FakeCloud.Run r = run(Map.of("TERMINATE_AFTER_LISTS", "2"));
        assertEquals(0, r.exit(), r.stderr());
        assertEquals(
                Map.of(
                        "ocid1.instance.oc1..a",
                        "TERMINATED",
                        "ocid1.instance.oc1..b",
                        "TERMINATED",
                        "ocid1.instance.oc1..c",
                        "RUNNING",
                        "ocid1.instance.oc1..d",
                        "RUNNING",
                        "ocid1.instance.oc1..e",
                        "TERMINATED"),
                states());
        assertEquals(
                2,
                calls("calls").stream()
                        .filter(c -> c.startsWith("compute instance terminate"))
                        .count(),
                calls("calls").toString());
        assertTrue(Files.exists(state.resolve("etc/ondemand-stopped")), "power saving stopped");
        // as the login user: /etc and the partition need root (found by the bed's destroy test)
        assertTrue(
                calls("sudo-root").contains("touch " + state.resolve("etc/ondemand-stopped")),
                calls("sudo-root").toString());
        assertTrue(
                calls("sudo-root").stream()
                        .anyMatch(c -> c.endsWith("scontrol update PartitionName=ondemand State=INACTIVE")),
                calls("sudo-root").toString());
        assertEquals(List.of("update PartitionName=ondemand State=INACTIVE"), calls("scontrol"));
        assertTrue(r.stderr().contains("no on-demand instance of " + STACK + " remains"), r.stderr());
    }

    @Test
    void aSecondRunChangesNothing() throws Exception {
        aStackWithTwoOnDemandNodes();
        assertEquals(0, run(Map.of()).exit());
        Files.delete(state.resolve("calls"));
        Map<String, String> before = states();
        FakeCloud.Run again = run(Map.of());
        assertEquals(0, again.exit(), again.stderr());
        assertEquals(before, states());
        assertTrue(
                calls("calls").stream().noneMatch(c -> c.startsWith("compute instance terminate")),
                calls("calls").toString());
    }

    @Test
    void anEmptyCompartmentIsNothingToDo() throws Exception {
        cloud();
        FakeCloud.Run r = run(Map.of());
        assertEquals(0, r.exit(), r.stderr());
    }

    @Test
    void aNodeThatDoesNotTerminateFailsTheDestroyWithinTheBoundAndIsNamed() throws Exception {
        aStackWithTwoOnDemandNodes();
        long start = System.nanoTime();
        FakeCloud.Run r = run(Map.of("STUCK", "ocid1.instance.oc1..b"));
        long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
        assertEquals(1, r.exit(), r.stderr());
        String error = r.stderr()
                .lines()
                .filter(l -> l.startsWith("ERROR "))
                .findFirst()
                .orElse("");
        assertTrue(error.contains("ondemand-2 (ocid1.instance.oc1..b, TERMINATING)"), r.stderr());
        assertFalse(error.contains("ondemand-1 ("), "a terminated node is not blamed: " + error);
        assertTrue(seconds < 15, "bounded: " + seconds + " s");
    }

    @Test
    void withoutTheOciCliItRefusesInsteadOfLeavingNodesBehind() throws Exception {
        aStackWithTwoOnDemandNodes();
        Path noOci = Files.createDirectories(state.resolve("bin"));
        Files.copy(FAKES.resolve("scontrol"), noOci.resolve("scontrol"));
        noOci.resolve("scontrol").toFile().setExecutable(true);
        FakeCloud.Run r = run(noOci + ":/usr/bin:/bin", Map.of());
        assertEquals(1, r.exit(), r.stderr());
        assertTrue(r.stderr().contains("OCI CLI is not installed"), r.stderr());
        assertEquals("RUNNING", states().get("ocid1.instance.oc1..a"));
    }

    @Test
    void aMissingParameterIsBadInput() throws Exception {
        cloud();
        FakeCloud.Run r = run(Map.of("COMPARTMENT_ID", ""));
        assertEquals(2, r.exit(), r.stderr());
        assertTrue(r.stderr().contains("COMPARTMENT_ID is required"), r.stderr());
    }
}
