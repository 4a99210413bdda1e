package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * users.accounts in the bed (2 nodes; the cluster starts as the first, the second joins later):
 * the users stage creates the accounts with equal UIDs/GIDs on the bastion and the nodes and
 * each home once on the bastion's /home (which the nodes see as over NFS); a user logs in
 * through the bastion to a node with their own key; a second run changes no host state; a node
 * that joins later fails the readiness gate (USERS_MISSING) until the stage's late-node entry
 * point (users.sh with NODES naming only it) gave it the accounts; an account removed from the config is
 * locked out everywhere, its processes ended, its home kept. Real useradd/usermod/groupadd and
 * a real sshd on every host: nothing about accounts is faked.
 * <p>
 * In detail (the test bed README's group table points here): bed of 2 nodes, the cluster first the
 * 1st node, the 2nd joining later; {@code users.accounts} alice (containers) and bob (group
 * research) with keys generated per run: real {@code groupadd}/{@code useradd}/{@code usermod} on
 * every host (nothing about accounts is faked; each host's {@code /etc/passwd}, {@code group},
 * {@code shadow} are its own overlay copies): equal UIDs/GIDs and groups on the bastion and the
 * node, the home made once on the bastion's /home (0700, {@code /etc/skel},
 * {@code authorized_keys} 0600 owned by the user; regression test: {@code cp -a /etc/skel/.} had
 * left it 0755); alice logs in with her own key through the bastion ({@code ProxyCommand ssh -W})
 * to the node and finds her home and key there; a second run changes no host state; the late node
 * fails the readiness gate with {@code USERS_MISSING} until {@code users.sh} with {@code NODES}
 * naming only it (the late-node entry point, accounts from the copy on the bastion, the other
 * parameters as ondemand/resume.sh passes them) gave it the accounts, then passes and alice logs in there; bob removed: locked ({@code !} password, expired,
 * {@code /sbin/nologin}, out of {@code research}) on all three hosts, his {@code sleep} on the
 * node ended, ssh refused on node and bastion, his file in his home kept, alice unaffected,
 * locking again changes nothing, the gate passes; with {@code USERS_DELETE_REMOVED_HOMES=true}
 * only bob's home is deleted, the account stays locked, a second run changes nothing.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class UsersScenario {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int NODE_TIMEOUT = 20;
    private static TestBed bed;
    private static TestBed.Host first;
    private static TestBed.Host late;
    private static String aliceKey;
    private static String bobKey;

    @BeforeAll
    static void startBed() throws IOException {
        bed = TestBed.builder().nodes(2).start();
        first = bed.nodes().get(0);
        late = bed.nodes().get(1);
        aliceKey = bed.keyPair("alice");
        bobKey = bed.keyPair("bob");
        TestBed.StageRun setup = bed.bastionSetup(params(List.of(first, late), true));
        assertEquals(0, setup.exitCode(), setup.describe());
    }

    @AfterAll
    static void stopBedAndCheckNothingIsLeft() {
        TestBed.closeAndCheckNothingIsLeft(bed);
    }

    /** The dev stack with alice (containers) and bob (group research); bob left out when {@code withBob} is false. */
    private static Map<String, String> params(List<TestBed.Host> nodes, boolean withBob) {
        String alice = "{name: alice, uid: 20001, containers: true, sshPublicKeys: [\"" + aliceKey + "\"]}";
        String bob = "{name: bob, uid: 20002, groups: [research], sshPublicKeys: [\"" + bobKey + "\"]}";
        Map<String, String> env = bed.params(
                NODE_TIMEOUT,
                60,
                "users.accounts=[" + alice + (withBob ? ", " + bob : "") + "]",
                "users.groups=[{name: research, gid: 30001}]");
        env.put("NODES", TestBed.nodesParam(nodes));
        return env;
    }

    private static String passwd(String host, String user) {
        return on(host, "getent passwd " + user + " || true").strip();
    }

    private static String on(String host, String command) {
        return host.equals("bastion")
                ? bed.onBastion(command)
                : bed.onNode(
                        bed.nodes().stream()
                                .filter(n -> n.name().equals(host))
                                .findFirst()
                                .orElseThrow(),
                        command);
    }

    /** {@link TestBed#login}: ssh as {@code user} with their own key, through the bastion. */
    private static Machine.Result login(String user, String target, String command) {
        return bed.login(user, target, command);
    }

    private static JsonNode bastionRecord(TestBed.StageRun r) {
        return r.result().path("bastion");
    }

    @Test
    @Order(1)
    void accountsGetEqualIdsOnTheBastionAndTheNodesAndTheirHomesOnce() throws IOException {
        TestBed.StageRun r = bed.runStage("users", params(List.of(first), true));
        assertEquals(0, r.exitCode(), r.describe());
        for (String host : List.of("bastion", first.name())) {
            assertEquals("alice:x:20001:20001::/home/alice:/bin/bash", passwd(host, "alice"), host);
            assertEquals("bob:x:20002:20002::/home/bob:/bin/bash", passwd(host, "bob"), host);
            assertEquals(
                    "gpuusers:x:60000:alice", on(host, "getent group gpuusers").strip(), host);
            assertEquals(
                    "research:x:30001:bob", on(host, "getent group research").strip(), host);
        }
        assertTrue(bastionRecord(r).path("changed").toString().contains("home /home/alice"), r.describe());
        assertTrue(
                r.node(first.name()).path("changed").toString().contains("account alice (20001:20001)"), r.describe());
        assertTrue(
                !r.node(first.name()).path("changed").toString().contains("home /home"),
                "homes are made once, on the bastion");

        Path home = bed.bastion().dir().resolve("home/alice");
        assertEquals(
                "40700 20001:20001",
                bed.stateEntries(home).get(bed.dir().relativize(home).toString()));
        Path keys = home.resolve(".ssh/authorized_keys");
        String entry = bed.stateEntries(keys).get(bed.dir().relativize(keys).toString());
        assertTrue(entry.startsWith("100600 20001:20001 "), entry);
        assertTrue(Files.readString(keys).contains(aliceKey), "alice's key is in her authorized_keys");
        assertTrue(Files.exists(home.resolve(".bashrc")), "the home starts from /etc/skel");
    }

    @Test
    @Order(2)
    void aUserLogsInThroughTheBastionToANodeWithTheirOwnKeyAndFindsTheirHome() {
        Machine.Result r =
                login("alice", first.ip(), "hostname; id -u; id -nG; echo $HOME; cat ~/.ssh/authorized_keys");
        assertEquals(0, r.exitCode(), r.stderr());
        List<String> lines = r.stdout().lines().toList();
        assertEquals(first.name(), lines.get(0));
        assertEquals("20001", lines.get(1));
        assertEquals("alice gpuusers", lines.get(2));
        assertEquals("/home/alice", lines.get(3));
        assertTrue(
                r.stdout().contains(aliceKey), "the node reads the authorized_keys of the shared home: " + r.stdout());
        assertNotEquals(
                0, login("alice", late.ip(), "true").exitCode(), "the node not yet in the cluster has no alice");
    }

    @Test
    @Order(3)
    void aSecondRunChangesNoHostState() {
        Map<String, String> before = bed.allStateEntries();
        TestBed.StageRun r = bed.runStage("users", params(List.of(first), true));
        assertEquals(0, r.exitCode(), r.describe());
        assertEquals(0, bastionRecord(r).path("changed").size(), r.describe());
        assertEquals(0, r.node(first.name()).path("changed").size(), r.describe());
        assertEquals(before, bed.allStateEntries(), "a second users run changed host state");
    }

    @Test
    @Order(4)
    void aNodeThatJoinsLaterIsNotReadyUntilTheLateNodeEntryPointGaveItTheAccounts() throws IOException {
        Map<String, String> both = params(List.of(first, late), true);
        TestBed.StageRun gate = bed.runStage("readiness-gate", both);
        assertEquals(1, gate.exitCode(), gate.describe());
        assertEquals(List.of("USERS_MISSING"), gate.codes(late.name()), gate.describe());
        assertEquals(List.of(), gate.codes(first.name()), gate.describe());
        assertTrue(gate.stderr().contains("alice(20001) bob(20002)"), gate.describe());

        // what a resize or Slurm's resume path runs for the new node: the stage's own script, the
        // accounts read from the copy the last run kept on the bastion; the other parameters as
        // ondemand/resume.sh passes them (the script has no defaults)
        String out = bed.onBastion("NODES=" + Machine.shellQuote(TestBed.nodesParam(List.of(late)))
                + " NODE_USER=" + Machine.shellQuote(both.get("NODE_USER")) + " USERS_DELETE_REMOVED_HOMES=false"
                + " NODE_TIMEOUT_SECONDS=20 STAGE_TIMEOUT_SECONDS=60 RETRY_DELAY_SECONDS=1"
                + " bash ~/.oci-gpu-cluster/bootstrap/users/users.sh");
        JsonNode result = JSON.readTree(out.strip().lines().reduce((a, b) -> b).orElseThrow());
        assertTrue(result.path("ok").asBoolean(), out);
        assertEquals(0, result.path("bastion").path("changed").size(), "nothing changes on the bastion: " + out);
        assertEquals("alice:x:20001:20001::/home/alice:/bin/bash", passwd(late.name(), "alice"));

        gate = bed.runStage("readiness-gate", both);
        assertEquals(0, gate.exitCode(), gate.describe());
        assertEquals(
                0,
                login("alice", late.ip(), "test -f ~/.ssh/authorized_keys").exitCode(),
                "alice reaches the new node");
    }

    @Test
    @Order(5)
    void removingAUserLocksThemOutEverywhereEndsTheirProcessesAndKeepsTheirHome() throws IOException {
        assertEquals(0, login("bob", first.ip(), "true").exitCode(), "bob can log in before his removal");
        bed.onNode(first, "sudo -u bob setsid sleep 600 >/dev/null 2>&1 < /dev/null &");
        assertTrue(!bed.onNode(first, "pgrep -u bob || true").isBlank(), "bob's process runs");
        Files.writeString(bed.bastion().dir().resolve("home/bob/thesis.txt"), "chapter 1\n");

        Map<String, String> withoutBob = params(List.of(first, late), false);
        TestBed.StageRun r = bed.runStage("users", withoutBob);
        assertEquals(0, r.exitCode(), r.describe());
        for (String host : List.of("bastion", first.name(), late.name())) {
            assertEquals("bob:x:20002:20002::/home/bob:/sbin/nologin", passwd(host, "bob"), host);
            String[] shadow = on(host, "sudo getent shadow bob").strip().split(":", -1);
            assertTrue(shadow[1].startsWith("!"), host + ": password locked: " + shadow[1]);
            assertEquals("1", shadow[7], host + ": account expired");
            assertEquals(
                    "research:x:30001:", on(host, "getent group research").strip(), host + ": bob left his groups");
        }
        assertEquals(List.of("bob"), jsonList(r.node(first.name()).path("locked")), r.describe());
        assertEquals("", bed.onNode(first, "pgrep -u bob || true").strip(), "bob's processes ended");
        assertNotEquals(0, login("bob", first.ip(), "true").exitCode(), "bob is refused on the node");
        assertNotEquals(0, login("bob", bed.bastion().ip(), "true").exitCode(), "bob is refused on the bastion");
        assertEquals(
                "chapter 1\n",
                Files.readString(bed.bastion().dir().resolve("home/bob/thesis.txt")),
                "bob's home is kept");
        assertEquals(0, login("alice", late.ip(), "true").exitCode(), "alice is not affected");

        Map<String, String> before = bed.allStateEntries();
        TestBed.StageRun again = bed.runStage("users", withoutBob);
        assertEquals(0, again.exitCode(), again.describe());
        assertEquals(before, bed.allStateEntries(), "locking again changed host state");
        TestBed.StageRun gate = bed.runStage("readiness-gate", withoutBob);
        assertEquals(0, gate.exitCode(), gate.describe());
    }

    @Test
    @Order(6)
    void deleteRemovedHomesDeletesOnlyTheRemovedAccountsHomeAndKeepsItLocked() throws IOException {
        Map<String, String> env = params(List.of(first, late), false);
        env.put("USERS_DELETE_REMOVED_HOMES", "true");
        TestBed.StageRun r = bed.runStage("users", env);
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(bastionRecord(r).path("changed").toString().contains("home /home/bob deleted"), r.describe());
        assertTrue(!Files.exists(bed.bastion().dir().resolve("home/bob")), "bob's home is gone");
        assertTrue(Files.exists(bed.bastion().dir().resolve("home/alice/.ssh/authorized_keys")), "alice's home stays");
        assertEquals(
                "bob:x:20002:20002::/home/bob:/sbin/nologin", passwd("bastion", "bob"), "the account stays, locked");
        assertNotEquals(0, login("bob", first.ip(), "true").exitCode(), "bob is still refused");
        TestBed.StageRun again = bed.runStage("users", env);
        assertEquals(0, again.exitCode(), again.describe());
        assertEquals(0, bastionRecord(again).path("changed").size(), again.describe());
    }

    private static List<String> jsonList(JsonNode n) {
        List<String> out = new ArrayList<>();
        n.forEach(x -> out.add(x.asText()));
        return out;
    }
}
