package ocigpucluster.users;

import static ocigpucluster.bootstrap.ChainPlans.commands;
import static ocigpucluster.bootstrap.ChainPlans.create;
import static ocigpucluster.bootstrap.ChainPlans.plan;
import static ocigpucluster.bootstrap.ChainPlans.stage;
import static ocigpucluster.bootstrap.ChainPlans.triggers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ocigpucluster.bootstrap.ChainPlans;
import ocigpucluster.containers.ContainersFeature;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.readiness.ReadinessFeature;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The users stage in the offline plan (mock engine): where it sits, what it is given, what re-runs it. */
@Tag("process")
class UsersStageTest {
    /** Made with `ssh-keygen -t ed25519 -C alice@laptop` (public half only). */
    private static final String ALICE_KEY =
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHeNo610xYo+mIsFjhUrkqbE35aKxCsLQHLtL2++/5Pc alice@laptop";

    private static final String ALICE =
            "{name: alice, uid: 20001, containers: true, sshPublicKeys: [\"" + ALICE_KEY + "\"]}";
    private static final String BOB = "{name: bob, uid: 20002, groups: [research]}";
    private static final String TEAM = "users.accounts=[" + ALICE + ", " + BOB + "]";
    private static final String GROUPS = "users.groups=[{name: research, gid: 30001}]";
    private static final Pattern SPEC = Pattern.compile("\n  USERS_SPEC='([^']*)' \\\\\n");

    private static String spec(Plan p) {
        Matcher m = SPEC.matcher(create(p, UsersFeature.USERS));
        assertTrue(m.find(), "no USERS_SPEC in " + create(p, UsersFeature.USERS));
        return m.group(1);
    }

    @Test
    void withoutUsersAccountsThereIsNoUsersStage() {
        assertFalse(commands(plan()).stream().anyMatch(c -> c.name().equals("bootstrap-users")));
        assertTrue(
                create(plan(), ReadinessFeature.READINESS_GATE).contains("USERS_EXPECTED='' \\"),
                "the gate then requires no account");
    }

    @Test
    void theStageRunsAfterBastionSetupAndBeforeTheReadinessGate() {
        Plan p = plan(TEAM, GROUPS);
        List<String> deps = stage(p, UsersFeature.USERS).dependsOn();
        assertTrue(deps.contains("bootstrap-bastion-setup"), deps.toString());
        assertTrue(
                stage(p, ReadinessFeature.READINESS_GATE).dependsOn().contains("bootstrap-users"),
                "the gate must not pass a node before the accounts are on it");
        assertFalse(
                stage(p, ContainersFeature.CONTAINER_RUNTIME).dependsOn().contains("bootstrap-users"),
                "the runtime does not wait for accounts");
        // an empty list still runs it: that is how the last accounts are removed
        assertTrue(commands(plan("users.accounts=[]")).stream()
                .anyMatch(c -> c.name().equals("bootstrap-users")));
    }

    @Test
    void theAccountsTravelAsCheckedWordsWithTheKeysBase64Encoded() {
        Plan p = plan(TEAM, GROUPS);
        String key = Base64.getEncoder().encodeToString(ALICE_KEY.getBytes(StandardCharsets.UTF_8));
        assertEquals(
                "group:research:30001 group:gpuusers:60000 user:alice:20001:20001:alice:gpuusers:" + key
                        + " user:bob:20002:20002:bob:research:",
                spec(p));
        assertFalse(
                create(p, UsersFeature.USERS).contains("alice@laptop"), "the key text itself never meets the shell");
        assertTrue(create(p, ReadinessFeature.READINESS_GATE).contains("USERS_EXPECTED='alice:20001 bob:20002' \\"));
        assertTrue(create(p, UsersFeature.USERS).contains("USERS_DELETE_REMOVED_HOMES='false' \\"));
        assertTrue(create(plan(TEAM, GROUPS, "users.deleteRemovedHomes=true"), UsersFeature.USERS)
                .contains("USERS_DELETE_REMOVED_HOMES='true' \\"));
    }

    @Test
    void aKeyChangeReRunsTheUsersStageButNotTheReadinessGate() {
        Plan before = plan(TEAM, GROUPS);
        Plan after = plan(
                "users.accounts=[" + ALICE + ", {name: bob, uid: 20002, groups: [research], sshPublicKeys: [\""
                        + ALICE_KEY.replace("alice@laptop", "bob@laptop") + "\"]}]",
                GROUPS);
        assertNotEquals(triggers(before, UsersFeature.USERS), triggers(after, UsersFeature.USERS));
        assertEquals(
                triggers(before, ReadinessFeature.READINESS_GATE), triggers(after, ReadinessFeature.READINESS_GATE));
        // a new account re-runs both: the gate must find it on every node
        Plan more = plan("users.accounts=[" + ALICE + ", " + BOB + ", {name: carol, uid: 20003}]", GROUPS);
        assertNotEquals(
                triggers(before, ReadinessFeature.READINESS_GATE), triggers(more, ReadinessFeature.READINESS_GATE));
    }

    @Test
    void theStageTakesNoSecretAndItsCommandHoldsNone() {
        Plan p = plan(TEAM, GROUPS);
        PlannedResource users = stage(p, UsersFeature.USERS);
        assertFalse(
                users.inputs().has("stdin") && !users.inputs().get("stdin").isNull(),
                "the users stage reads nothing on stdin");
        String text = create(p, UsersFeature.USERS);
        assertFalse(text.contains(ChainPlans.USER_KEY_MARKER), "the user's private key is not in the users stage");
        assertFalse(text.contains("PRIVATE KEY"), "no private key in the users stage");
    }
}
