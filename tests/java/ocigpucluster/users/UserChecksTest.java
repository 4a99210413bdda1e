package ocigpucluster.users;

import static ocigpucluster.validation.Config.assertExactly;
import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.validation.Config;
import ocigpucluster.validation.Diagnostic;
import org.junit.jupiter.api.Test;

/** users.accounts and users.groups: each problem one line naming the item, with a fix that validates. */
class UserChecksTest {

    private static Map<String, Object> account(String name, Object uid) {
        Map<String, Object> a = new LinkedHashMap<>();
        a.put("name", name);
        a.put("uid", uid);
        a.put("sshPublicKeys", List.of(Config.ED25519_PUBLIC));
        return a;
    }

    private static Map<String, Object> with(Map<String, Object> a, String field, Object value) {
        Map<String, Object> out = new LinkedHashMap<>(a);
        if (value == null) {
            out.remove(field);
        } else {
            out.put(field, value);
        }
        return out;
    }

    @SafeVarargs
    private static Config accounts(Map<String, Object>... accounts) {
        return Config.seedLike().set("users.accounts", List.of(accounts));
    }

    private static final Map<String, Object> ALICE = account("alice", 20001);
    private static final Map<String, Object> BOB = account("bob", 20002);

    @Test
    void aTypicalTeamValidates() {
        Map<String, Object> bob = with(with(BOB, "groups", List.of("research", "wheel")), "containers", true);
        assertExactly(accounts(ALICE, bob)
                .set("users.groups", List.of(Map.of("name", "research", "gid", 30001)))
                .validate());
        assertExactly(Config.seedLike().set("users.accounts", List.of()).validate());
    }

    @Test
    void namesUseraddWouldRefuseAreNamedWithAValidExample() {
        for (String bad : List.of("Alice", "1alice", "-alice", "al ice", "alice;rm", "a".repeat(33), "alice$")) {
            Diagnostic d =
                    only(accounts(account(bad, 20001)).validate(), "USER_NAME_INVALID", "users.accounts[0].name");
            String example = d.fix().substring(d.fix().lastIndexOf("e.g. ") + 5);
            assertExactly(accounts(account(example, 20001)).validate());
        }
        for (String good : List.of("alice", "_svc", "a-b_c9", "a".repeat(32))) {
            assertExactly(accounts(account(good, 20001)).validate());
        }
    }

    @Test
    void systemLoginAndStageAccountsAreReserved() {
        for (String taken : List.of("root", "opc", "sshd", "slurm", "munge", "nobody", "gpuusers", "wheel")) {
            Diagnostic d =
                    only(accounts(account(taken, 20001)).validate(), "USER_NAME_RESERVED", "users.accounts[0].name");
            assertExactly(accounts(account(taken + "1", 20001)).validate(), new String[0]);
            assertTrue(d.fix().contains(taken + "1"), d.line());
        }
        // another bastion user is reserved too
        only(
                accounts(account("cloud", 20001)).set("bastion.user", "cloud").validate(),
                "USER_NAME_RESERVED",
                "users.accounts[0].name");
    }

    @Test
    void uidsOutsideTheRegularRangeOrTheLoginUsersAreRefusedWithAFreeOne() {
        for (int bad : List.of(0, 999, 1000, 60001, 65534)) {
            Diagnostic d =
                    only(accounts(account("alice", bad), BOB).validate(), "USER_UID_RANGE", "users.accounts[0].uid");
            if (bad == 1000) {
                assertTrue(d.message().contains("opc"), d.line());
            }
            int suggested = Integer.parseInt(d.fix().replaceAll(".*e\\.g\\. ", ""));
            assertExactly(accounts(account("alice", suggested), BOB).validate());
        }
        assertExactly(accounts(account("alice", 1001), account("bob", 60000))
                .set("users.containerGroupGid", 59999)
                .validate());
    }

    @Test
    void duplicateNamesUidsAndGidsAreEachOneLine() {
        assertExactly(
                accounts(ALICE, account("alice", 20002)).validate(), "USER_NAME_DUPLICATE", "users.accounts[1].name");
        // one line: the private group numbered like the uid clashes too, but that is the same mistake
        Diagnostic d =
                only(accounts(ALICE, account("bob", 20001)).validate(), "USER_UID_DUPLICATE", "users.accounts[1].uid");
        assertEquals(1, accounts(ALICE, account("bob", 20001)).validate().size());
        assertTrue(d.message().contains("'alice'"), d.line());
        assertExactly(accounts(ALICE, account("bob", 20003)).validate());
        // a private group's gid taken by a shared group; and an account named like a group
        Config groupClash = accounts(ALICE).set("users.groups", List.of(Map.of("name", "research", "gid", 20001)));
        assertExactly(groupClash.validate(), "USER_GID_DUPLICATE", "users.accounts[0].uid");
        assertExactly(accounts(account("alice", 20002))
                .set("users.groups", List.of(Map.of("name", "research", "gid", 20001)))
                .validate());
        Config sameName = accounts(ALICE).set("users.groups", List.of(Map.of("name", "alice", "gid", 30001)));
        assertExactly(sameName.validate(), "USER_NAME_DUPLICATE", "users.groups[0].name");
        // gpuusers exists on every host once users.accounts is set, whoever is in it
        Config containerClash = accounts(with(ALICE, "containers", true)).set("users.containerGroupGid", 20001);
        assertExactly(containerClash.validate(), "USER_GID_DUPLICATE", "users.containerGroupGid");
        assertExactly(
                accounts(ALICE).set("users.containerGroupGid", 20001).validate(),
                "USER_GID_DUPLICATE",
                "users.containerGroupGid");
    }

    @Test
    void aGidNamingASharedGroupMakesItThePrimaryGroup() {
        Config c = accounts(with(ALICE, "gid", 30001), with(BOB, "gid", 30001))
                .set("users.groups", List.of(Map.of("name", "research", "gid", 30001)));
        assertExactly(c.validate());
        assertExactly(accounts(with(ALICE, "gid", 999)).validate(), "USER_GID_RANGE", "users.accounts[0].gid");
        assertExactly(
                Config.seedLike().set("users.containerGroupGid", 1000).validate(),
                "USER_GID_RANGE",
                "users.containerGroupGid");
    }

    @Test
    void aGroupWithoutAFixedGidIsRefused() {
        Diagnostic d = only(
                accounts(with(ALICE, "groups", List.of("research"))).validate(),
                "USER_GROUP_UNKNOWN",
                "users.accounts[0].groups");
        assertTrue(d.fix().contains("users.groups"), d.line());
        assertExactly(accounts(with(ALICE, "groups", List.of("research")))
                .set("users.groups", List.of(Map.of("name", "research", "gid", 20002)))
                .validate());
    }

    @Test
    void malformedOrWeakKeysAreNamedPerKeyWithoutQuotingThem() {
        Map<String, Object> bad = with(
                ALICE,
                "sshPublicKeys",
                List.of(Config.ED25519_PUBLIC, "ssh-ed25519 AAAA!!notbase64", Config.RSA_1024_PUBLIC));
        List<Diagnostic> d = accounts(bad).validate();
        assertExactly(
                d,
                "USER_SSH_KEY_INVALID",
                "users.accounts[0].sshPublicKeys[1]",
                "USER_SSH_KEY_INVALID",
                "users.accounts[0].sshPublicKeys[2]");
        for (Diagnostic x : d) {
            assertFalse(x.line().contains("notbase64") || x.line().contains("weak@fixture"), x.line());
        }
        Diagnostic keyless = only(
                accounts(with(ALICE, "sshPublicKeys", null)).validate(),
                "USER_WITHOUT_SSH_KEY",
                "users.accounts[0].sshPublicKeys");
        assertEquals(Diagnostic.Level.WARNING, keyless.level());
    }

    @Test
    void itemsThatCannotBeReadAreOneLineEachAndNameTheField() {
        assertExactly(
                accounts(with(ALICE, "uid", null)).validate(), "USER_ACCOUNT_INCOMPLETE", "users.accounts[0].uid");
        assertExactly(accounts(with(ALICE, "uid", "many")).validate(), "CONFIG_TYPE", "users.accounts[0].uid");
        assertExactly(
                accounts(with(ALICE, "containers", "yes")).validate(), "CONFIG_TYPE", "users.accounts[0].containers");
        assertExactly(
                accounts(with(ALICE, "shell", "/bin/zsh")).validate(), "CONFIG_UNKNOWN_KEY", "users.accounts[0].shell");
        // `pulumi config set --path 'users.accounts[0].uid' 20001` stores the number as text
        assertExactly(accounts(with(ALICE, "uid", "20001")).validate());
        List<Object> mixed = new ArrayList<>(List.of(ALICE, "bob"));
        assertExactly(Config.seedLike().set("users.accounts", mixed).validate(), "CONFIG_TYPE", "users.accounts");
    }
}
