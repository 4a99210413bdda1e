package ocigpucluster.users;

import static ocigpucluster.settings.ValueType.BOOLEAN;
import static ocigpucluster.settings.ValueType.INTEGER;
import static ocigpucluster.settings.ValueType.OBJECT_LIST;

import java.util.List;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ConfigKey.Range;
import ocigpucluster.settings.KeyReader;

/**
 * The {@code users} group: the login accounts and groups kept on every host (its
 * {@code users.directory} subgroup is the directory feature's).
 * Each key is declared here once; the reader, the checks and the generated docs use the constants.
 */
public final class UsersKeys {
    public static final ConfigKey ACCOUNTS = ConfigKey.of(
            "users.accounts",
            OBJECT_LIST,
            List.of(),
            "Login accounts created on the bastion and every node with the same UID/GID, each {name, uid, gid (default uid: a private group), groups, sshPublicKeys, containers}; homes on the shared /home. Set it (even to []) and the users stage runs; an account removed from it is locked everywhere.");

    public static final ConfigKey GROUPS = ConfigKey.of(
            "users.groups",
            OBJECT_LIST,
            List.of(),
            "Shared groups the accounts' groups may name, each {name, gid}, created with that GID everywhere.");

    public static final ConfigKey CONTAINER_GROUP_GID = ConfigKey.number(
            "users.containerGroupGid",
            INTEGER,
            60000,
            Range.of(1001, 60000, "USER_GID_RANGE"),
            "GID of the group `gpuusers` of the accounts with containers: true; with Slurm only it (and the login user) may submit jobs.");

    public static final ConfigKey DELETE_REMOVED_HOMES = ConfigKey.of(
            "users.deleteRemovedHomes",
            BOOLEAN,
            false,
            "Also delete the home of an account removed from users.accounts (default: the account is locked and its home kept).");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(ACCOUNTS, GROUPS, CONTAINER_GROUP_GID, DELETE_REMOVED_HOMES);

    private UsersKeys() {}

    /** The group as the reader reads it; {@code Users.of(settings)} gives its record. */
    public static final ConfigGroup<Users> GROUP = ConfigGroup.of("users", 20, ALL, UsersKeys::read)
            .reporting("USER_ACCOUNT_INCOMPLETE", "a users.accounts or users.groups item without its name, uid or gid");

    private static Users read(KeyReader read) {
        return new Users(
                read.isSet(ACCOUNTS),
                UsersReader.accounts(read, ACCOUNTS),
                UsersReader.groups(read, GROUPS),
                read.integer(CONTAINER_GROUP_GID),
                read.bool(DELETE_REMOVED_HOMES));
    }
}
