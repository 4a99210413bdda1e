package ocigpucluster.users;

import java.util.List;
import ocigpucluster.settings.Settings;

/**
 * The login accounts the users stage keeps on the bastion and every node (config group
 * {@code users}, {@link UsersKeys}). {@code managed}: users.accounts is set (an empty list too), so the stage runs
 * and locks accounts removed from it. Values are kept as written; {@link UserChecks} checks them.
 */
public record Users(
        boolean managed,
        List<Account> accounts,
        List<Group> groups,
        int containerGroupGid,
        boolean deleteRemovedHomes) {
    /** The group of the accounts that may run containers and submit jobs. */
    public static final String CONTAINER_GROUP = "gpuusers";

    /** The users group's record in these settings. */
    public static Users of(Settings s) {
        return s.get(UsersKeys.GROUP);
    }

    /**
     * One entry of users.accounts. {@code gidSet} is the gid as configured (null: left out, so the
     * account gets a private group numbered like its uid); a gid of a users.groups entry makes that
     * group the primary one.
     */
    public record Account(
            String name, int uid, Integer gidSet, List<String> groups, List<String> sshPublicKeys, boolean containers) {
        public int gid() {
            return gidSet != null ? gidSet : uid;
        }

        /** The primary group's name: the users.groups entry the set gid names, else the account's own. */
        public String primaryGroup(List<Group> shared) {
            return gidSet == null
                    ? name
                    : shared.stream()
                            .filter(g -> g.gid() == gidSet)
                            .map(Group::name)
                            .findFirst()
                            .orElse(name);
        }
    }

    /** One entry of users.groups. */
    public record Group(String name, int gid) {}
}
