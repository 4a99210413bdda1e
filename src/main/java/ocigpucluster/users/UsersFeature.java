package ocigpucluster.users;

import static ocigpucluster.bootstrap.CommonParams.NODES;
import static ocigpucluster.bootstrap.CommonParams.NODE_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.CommonParams.NODE_USER;
import static ocigpucluster.bootstrap.CommonParams.STAGE_TIMEOUT_SECONDS;

import java.util.List;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageResults;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.feature.Feature;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.validation.Check;

/**
 * Login accounts (users.accounts): the same UID/GID on the bastion and every node, homes created
 * once on the shared /home, removed accounts locked.
 */
public final class UsersFeature implements Feature {
    /** The accounts and groups of users.accounts / users.groups ({@link UsersSpec}: keys base64-encoded). */
    public static final Param USERS_SPEC = Param.of(
            "USERS_SPEC",
            "the accounts and groups of `users.accounts`/`users.groups` as strict words (`group:NAME:GID`, `user:NAME:UID:GID:PRIMARY:GROUPS:BASE64KEYS`; keys base64 so their text never meets a shell)",
            c -> UsersSpec.render(Users.of(c.settings())));
    /** true: the users stage deletes the home of an account removed from users.accounts (default: kept). */
    public static final Param USERS_DELETE_REMOVED_HOMES = Param.of(
            "USERS_DELETE_REMOVED_HOMES",
            "`true`: delete the home of an account dropped from `users.accounts`; `false`: keep it (`users.deleteRemovedHomes`)",
            c -> Boolean.toString(Users.of(c.settings()).deleteRemovedHomes()));
    /** NAME:UID of every account, which the readiness gate requires on each node (empty: none). */
    public static final Param USERS_EXPECTED = Param.of(
            "USERS_EXPECTED",
            "`NAME:UID` of every account, required on each node (USERS_MISSING); empty: none",
            c -> UsersSpec.expected(Users.of(c.settings())));

    /**
     * Runs only when users.accounts is set; before the readiness gate, which then also requires
     * the accounts on each node.
     */
    public static final StageSpec USERS = StageSpec.stage("users", "users.sh")
            .enabledWhen(s -> Users.of(s).managed())
            .params(
                    NODES,
                    NODE_USER,
                    USERS_SPEC,
                    USERS_DELETE_REMOVED_HOMES,
                    NODE_TIMEOUT_SECONDS,
                    STAGE_TIMEOUT_SECONDS)
            .after("bastion-setup")
            .nodes(StageSpec.Nodes.STATIC_AND_LOGIN)
            .output("users", (out, c) -> StageResults.asMap(out))
            .build();

    @Override
    public List<ConfigGroup<?>> config() {
        return List.of(UsersKeys.GROUP);
    }

    @Override
    public List<Check> checks() {
        return UserChecks.ALL;
    }

    @Override
    public List<StageSpec> stages() {
        return List.of(USERS);
    }
}
