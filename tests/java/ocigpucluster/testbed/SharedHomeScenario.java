package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import ocigpucluster.settings.ConfigKeys;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * storage.mode fileStorage in the bed: the nodes boot with the new, empty file system as /home;
 * stage 1 copies the login user's home onto it (so the cluster key reaches every node), mounts
 * it on the bastion with the fstab line the nodes use, exports nothing itself, and changes
 * nothing on a second run; the readiness gate checks /home against the mount target's export.
 * The mount itself is emulated (no kernel NFS here): the test checks what the scripts write.
 * <p>
 * In detail (the test bed README's group table points here): bed of 2 nodes with {@code /home} on
 * an emulated File Storage export ({@code TestBed.builder().sharedHome(...)}, parameters from the
 * dev stack with {@code storage.mode=fileStorage}): the nodes boot with the new, empty file system
 * as {@code /home}; stage 1 copies the login user's home onto it (without that the chain is locked
 * out of the bastion and the nodes: seen failing), writes the nodes' fstab line, mounts it,
 * exports nothing; readiness passes with {@code /home} from the export; a second stage 1 changes
 * nothing; a node whose {@code /home} is not the configured export fails HOME_NOT_NFS; an export
 * that cannot be mounted fails HOME_MOUNT_FAILED on the bastion within STAGE_TIMEOUT_SECONDS.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class SharedHomeScenario {
    private static final String SOURCE = "home.private.vcn.oraclevcn.com:/home";
    private static final String FSTAB = SOURCE + " /home nfs " + ConfigKeys.HOME_MOUNT_OPTIONS + " 0 0";
    private static final int NODE_TIMEOUT = 20;
    private static TestBed bed;

    private static Map<String, String> params() {
        return bed.params(NODE_TIMEOUT, 60, "storage.mode=fileStorage");
    }

    @BeforeAll
    static void startBedWithAnEmptyFileSystem() {
        bed = TestBed.builder().nodes(2).sharedHome(SOURCE).start();
    }

    @AfterAll
    static void stopBedAndCheckNothingIsLeft() {
        TestBed.closeAndCheckNothingIsLeft(bed);
    }

    @Test
    @Order(1)
    void stageOneSeedsTheLoginUsersHomeAndMountsTheFileSystemOnTheBastion() throws IOException {
        Path server = bed.dir().resolve("fileserver");
        assertFalse(Files.exists(server.resolve("opc")), "the file system starts empty");
        Map<String, String> env = params();
        assertEquals("nfs", env.get("HOME_KIND"));
        TestBed.StageRun r = bed.bastionSetup(env);
        assertEquals(0, r.exitCode(), r.describe());
        assertEquals(FSTAB, r.result().path("nfsExport").asText(), r.describe());

        String keys = Files.readString(server.resolve("opc/.ssh/authorized_keys"));
        String userKey =
                Files.readString(bed.dir().resolve("user_key.pub")).strip().split(" ")[1];
        String clusterKey =
                Files.readString(bed.dir().resolve("cluster_key.pub")).strip().split(" ")[1];
        assertTrue(keys.contains(userKey), "the user's key must reach the shared home: " + keys);
        assertTrue(keys.contains(clusterKey), "the cluster key must reach the shared home: " + keys);
        assertTrue(Files.exists(server.resolve("opc/.ssh/id_rsa")), "the cluster key is installed on the shared home");

        List<String> homeLines = bed.onBastion("cat /etc/fstab")
                .lines()
                .filter(l -> l.split("\\s+").length > 1 && l.split("\\s+")[1].equals("/home"))
                .toList();
        assertEquals(List.of(FSTAB), homeLines, "one /home line, the nodes' own");
        assertEquals(SOURCE, bed.onBastion("findmnt -n -o SOURCE /home").strip());
        assertFalse(
                bed.onBastion("cat /etc/exports 2>/dev/null || true").contains("/home"),
                "the bastion must not export a home it does not hold");
    }

    @Test
    @Order(2)
    void theReadinessGateFindsEveryNodesHomeOnTheFileSystem() {
        TestBed.StageRun r = bed.runStage("readiness-gate", params());
        assertEquals(0, r.exitCode(), r.describe());
        for (TestBed.Host n : bed.nodes()) {
            assertEquals(
                    SOURCE + " nfs",
                    r.node(n.name()).path("checks").path("home").asText(),
                    r.describe());
        }
    }

    @Test
    @Order(3)
    void aSecondStageOneChangesNothing() {
        TestBed.StageRun r = bed.bastionSetup(params());
        assertEquals(0, r.exitCode(), r.describe());
        assertEquals(
                0,
                r.result().path("changed").size(),
                "second run changed: " + r.result().path("changed"));
    }

    @Test
    @Order(4)
    void aNodeWhoseHomeIsNotTheConfiguredExportIsNamed() {
        Map<String, String> env = params();
        env.put("HOME_NFS_PATH", "/export/home"); // the config says another export than the nodes mount
        TestBed.StageRun r = bed.runStage("readiness-gate", env);
        assertEquals(1, r.exitCode(), r.describe());
        for (TestBed.Host n : bed.nodes()) {
            assertEquals(List.of("HOME_NOT_NFS"), r.codes(n.name()), r.describe());
        }
        assertTrue(r.stderr().contains("expected NFS from home.private.vcn.oraclevcn.com:/export/home"), r.describe());
    }

    @Test
    @Order(5)
    void anExportThatCannotBeMountedFailsStageOneWithinItsBoundNamingTheBastion() {
        Map<String, String> env = params();
        env.put("HOME_NFS_SERVER", "nfs.unreachable.example");
        env.put("STAGE_TIMEOUT_SECONDS", "6");
        TestBed.StageRun r = bed.bastionSetup(env);
        assertEquals(1, r.exitCode(), r.describe());
        assertEquals(List.of("HOME_MOUNT_FAILED"), r.codes("bastion"), r.describe());
        assertTrue(r.seconds() < 6 + 15, "bounded by STAGE_TIMEOUT_SECONDS: " + r.seconds());
    }

    @Test
    @Order(6)
    void theUsersStageCreatesEachHomeOnceOnTheFileSystemNotOnTheBastionsDisk() throws IOException {
        Machine.Result key = Machine.exec(
                List.of(
                        "ssh-keygen",
                        "-q",
                        "-t",
                        "ed25519",
                        "-N",
                        "",
                        "-C",
                        "carol@laptop",
                        "-f",
                        bed.dir().resolve("carol_key").toString()),
                "",
                20);
        assertEquals(0, key.exitCode(), key.stderr());
        String pub = Files.readString(bed.dir().resolve("carol_key.pub")).strip();
        Map<String, String> env = bed.params(
                NODE_TIMEOUT,
                60,
                "storage.mode=fileStorage",
                "users.accounts=[{name: carol, uid: 20003, sshPublicKeys: [\"" + pub + "\"]}]");
        TestBed.StageRun r = bed.runStage("users", env);
        assertEquals(0, r.exitCode(), r.describe());
        Path home = bed.dir().resolve("fileserver/carol");
        assertEquals(
                "40700 20003:20003",
                bed.stateEntries(home).get(bed.dir().relativize(home).toString()));
        assertTrue(
                Files.readString(home.resolve(".ssh/authorized_keys")).contains(pub), "carol's key on the file system");
        assertFalse(Files.exists(bed.bastion().dir().resolve("home/carol")), "nothing on the bastion's own disk");
        for (TestBed.Host n : bed.nodes()) {
            // the node resolves the owner of the file on the shared home to its own carol
            assertEquals(
                    "carol 20003",
                    bed.onNode(n, "sudo stat -c '%U %u' /home/carol/.ssh/authorized_keys")
                            .strip(),
                    n.name());
        }
    }
}
