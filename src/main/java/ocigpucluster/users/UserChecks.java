package ocigpucluster.users;

import static ocigpucluster.validation.Check.error;
import static ocigpucluster.validation.Check.warning;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import ocigpucluster.settings.Settings;
import ocigpucluster.users.Users.Account;
import ocigpucluster.validation.Check;
import ocigpucluster.validation.Check.Finding;
import ocigpucluster.validation.SshKeys;

/**
 * The login accounts (config group {@code users}). Every name and number here ends up in a
 * {@code useradd}/{@code groupadd} command on every host, so each is held to what those tools
 * accept on Oracle Linux 9 and to what is still free there.
 */
public final class UserChecks {
    /** Oracle Linux 9's /etc/login.defs: UID_MIN/GID_MIN 1000, UID_MAX/GID_MAX 60000 (useradd picks regular ids there). */
    static final int ID_MIN = 1000;

    static final int ID_MAX = 60000;
    /** The uid and gid of the image's login user: cloud-init creates opc as the first regular user on Oracle's images. */
    static final int LOGIN_USER_ID = 1000;
    /**
     * useradd(8), CAVEATS: letters, digits, '_' and '-', not starting with '-', at most 32 characters;
     * lower case only, the default NAME_REGEX of Oracle Linux and Debian alike.
     */
    static final Pattern NAME = Pattern.compile("[a-z_][a-z0-9_-]{0,31}");
    /**
     * Users and groups an Oracle Linux 9 GPU host already has: the base system's (setup,
     * systemd, dbus, openssh, chrony, rpcbind, polkit, sssd, ...), Oracle Cloud Agent's
     * {@code ocarun}, the image's login user and what the stages install (slurm, munge).
     */
    static final Set<String> RESERVED = Set.of(
            "root",
            "bin",
            "daemon",
            "adm",
            "lp",
            "sync",
            "shutdown",
            "halt",
            "mail",
            "operator",
            "games",
            "ftp",
            "nobody",
            "users",
            "wheel",
            "video",
            "audio",
            "render",
            "input",
            "kvm",
            "tty",
            "disk",
            "kmem",
            "dialout",
            "floppy",
            "cdrom",
            "tape",
            "lock",
            "utmp",
            "utempter",
            "ssh_keys",
            "sgx",
            "systemd-journal",
            "systemd-coredump",
            "systemd-resolve",
            "systemd-oom",
            "systemd-network",
            "systemd-timesync",
            "dbus",
            "polkitd",
            "sshd",
            "chrony",
            "tss",
            "rpc",
            "rpcuser",
            "nfsnobody",
            "unbound",
            "sssd",
            "libstoragemgmt",
            "setroubleshoot",
            "cockpit-ws",
            "cockpit-wsinstance",
            "clevis",
            "rngd",
            "printadmin",
            "ocarun",
            "opc",
            "slurm",
            "munge",
            Users.CONTAINER_GROUP);
    /** Groups of the OS an account may join as they are (fixed GIDs from Oracle Linux's setup package). */
    static final Set<String> OS_GROUPS = Set.of("wheel", "video");

    private UserChecks() {}

    public static final List<Check> ALL = List.of(
            error(
                    "USER_NAME_INVALID",
                    "a users.accounts or users.groups name useradd/groupadd would refuse",
                    UserChecks::names),
            error(
                    "USER_NAME_RESERVED",
                    "a user or group name an Oracle Linux 9 host already has (root, opc, sshd, slurm, gpuusers, ...)",
                    UserChecks::reserved),
            error(
                    "USER_NAME_DUPLICATE",
                    "two accounts or groups with one name (an account's private group is named like it)",
                    UserChecks::duplicateNames),
            error(
                    "USER_UID_RANGE",
                    "an account uid outside 1001 to 60000 (1000 is the image's login user)",
                    UserChecks::uidRange),
            error(
                    "USER_GID_RANGE",
                    "an account or users.groups gid outside 1001 to 60000 (1000 is the image's login user's group)",
                    UserChecks::gidRange),
            error("USER_UID_DUPLICATE", "two accounts with one uid", UserChecks::duplicateUids),
            error(
                    "USER_GID_DUPLICATE",
                    "two groups with one gid (private groups, users.groups, users.containerGroupGid)",
                    UserChecks::duplicateGids),
            error(
                    "USER_GROUP_UNKNOWN",
                    "an account's group is neither in users.groups nor gpuusers, wheel, video or another account's group",
                    UserChecks::unknownGroups),
            error(
                    "USER_SSH_KEY_INVALID",
                    "an account's SSH public key is malformed, of an unknown type or RSA below 2048 bits",
                    UserChecks::keys),
            warning(
                    "USER_WITHOUT_SSH_KEY",
                    "an account has no SSH public key, so nobody can log in as it",
                    UserChecks::keyless));

    private static List<Finding> names(Settings s) {
        List<Finding> out = new ArrayList<>();
        forEachName(s, (key, name) -> {
            if (!NAME.matcher(name).matches()) {
                out.add(new Finding(
                        key,
                        "'" + shorten(name) + "' is not a name useradd accepts",
                        "use at most 32 lower-case letters, digits, '_' and '-', starting with a letter or '_', e.g. "
                                + suggestName(name)));
            }
        });
        return out;
    }

    private static List<Finding> reserved(Settings s) {
        List<Finding> out = new ArrayList<>();
        forEachName(s, (key, name) -> {
            if (RESERVED.contains(name) || name.equals(s.bastion().user())) {
                out.add(new Finding(
                        key,
                        "'" + name
                                + "' already exists on Oracle Linux 9 hosts (a system, login or stage account or group)",
                        "choose another name, e.g. " + name + "1"));
            }
        });
        return out;
    }

    private static List<Finding> duplicateNames(Settings s) {
        List<Finding> out = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        forEachName(s, (key, name) -> {
            if (!seen.add(name)) {
                out.add(new Finding(
                        key,
                        "'" + name
                                + "' is used twice (accounts and groups share one name space: each account has a group of its name)",
                        "give each account and group its own name"));
            }
        });
        return out;
    }

    private static List<Finding> uidRange(Settings s) {
        List<Finding> out = new ArrayList<>();
        List<Account> accounts = Users.of(s).accounts();
        for (int i = 0; i < accounts.size(); i++) {
            Account a = accounts.get(i);
            String problem = idProblem(a.uid(), "uid");
            if (problem != null) {
                out.add(new Finding(
                        accountKey(i) + ".uid", problem, "use a free uid from 1001 to 60000, e.g. " + freeId(s)));
            }
        }
        return out;
    }

    private static List<Finding> gidRange(Settings s) {
        List<Finding> out = new ArrayList<>();
        List<Account> accounts = Users.of(s).accounts();
        for (int i = 0; i < accounts.size(); i++) {
            Account a = accounts.get(i);
            // a gid left out is the uid, whose range USER_UID_RANGE already reports
            String problem = a.gidSet() == null ? null : idProblem(a.gid(), "gid");
            if (problem != null) {
                out.add(new Finding(
                        accountKey(i) + ".gid",
                        problem,
                        "leave gid out (it is then the uid) or use one from 1001 to 60000"));
            }
        }
        List<Users.Group> groups = Users.of(s).groups();
        for (int i = 0; i < groups.size(); i++) {
            String problem = idProblem(groups.get(i).gid(), "gid");
            if (problem != null) {
                out.add(new Finding(
                        UsersReader.GROUPS + "[" + i + "].gid",
                        problem,
                        "use a free gid from 1001 to 60000, e.g. " + freeId(s)));
            }
        }
        return out;
    }

    private static String idProblem(int id, String what) {
        if (id == LOGIN_USER_ID) {
            return "is " + id + ", the " + what + " of the image's login user (opc on Oracle Linux images)";
        }
        if (id < ID_MIN || id > ID_MAX) {
            return "is " + id + ", outside the regular " + what + "s of Oracle Linux 9 (" + ID_MIN + " to " + ID_MAX
                    + "; below are system accounts, 65534 is nobody)";
        }
        return null;
    }

    private static List<Finding> duplicateUids(Settings s) {
        List<Finding> out = new ArrayList<>();
        Map<Integer, String> seen = new HashMap<>();
        List<Account> accounts = Users.of(s).accounts();
        for (int i = 0; i < accounts.size(); i++) {
            Account a = accounts.get(i);
            String before = seen.putIfAbsent(a.uid(), a.name());
            if (before != null) {
                out.add(new Finding(
                        accountKey(i) + ".uid",
                        "is " + a.uid() + ", already the uid of '" + before + "'",
                        "give each account its own uid, e.g. " + freeId(s)));
            }
        }
        return out;
    }

    private static List<Finding> duplicateGids(Settings s) {
        List<Finding> out = new ArrayList<>();
        Map<Integer, String> seen = new HashMap<>();
        Users u = Users.of(s);
        for (int i = 0; i < u.groups().size(); i++) {
            Users.Group g = u.groups().get(i);
            String before = seen.putIfAbsent(g.gid(), "group '" + g.name() + "'");
            if (before != null) {
                out.add(new Finding(
                        UsersReader.GROUPS + "[" + i + "].gid",
                        "is " + g.gid() + ", already the gid of " + before,
                        "give each group its own gid, e.g. " + freeId(s)));
            }
        }
        Set<Integer> uids = new java.util.HashSet<>();
        for (int i = 0; i < u.accounts().size(); i++) {
            Account a = u.accounts().get(i);
            if (!a.primaryGroup(u.groups()).equals(a.name())) {
                continue; // its set gid names a shared group, its primary group
            }
            if (a.gidSet() == null && !uids.add(a.uid())) {
                continue; // the uid is taken by an earlier account: USER_UID_DUPLICATE says so, once
            }
            String before = seen.putIfAbsent(a.gid(), "the private group of '" + a.name() + "'");
            if (before != null) {
                out.add(
                        a.gidSet() == null
                                ? new Finding(
                                        accountKey(i) + ".uid",
                                        "is " + a.uid() + ", also the gid of its private group, already the gid of "
                                                + before,
                                        "give the account another uid, e.g. " + freeId(s)
                                                + ", or the other group another gid")
                                : new Finding(
                                                accountKey(i) + ".gid",
                                                "is " + a.gid() + ", already the gid of " + before,
                                                "leave gid out (a private group with the uid's number) or name a group of users.groups by its gid")
                                        .naming(UsersKeys.GROUPS));
            }
        }
        if (u.managed()) {
            String before = seen.putIfAbsent(u.containerGroupGid(), "group " + Users.CONTAINER_GROUP);
            if (before != null) {
                out.add(new Finding(
                        UsersKeys.CONTAINER_GROUP_GID,
                        "is " + u.containerGroupGid() + ", already the gid of " + before,
                        "set another gid for " + Users.CONTAINER_GROUP + ", e.g. " + freeId(s)));
            }
        }
        return out;
    }

    private static List<Finding> unknownGroups(Settings s) {
        List<Finding> out = new ArrayList<>();
        Set<String> known = new LinkedHashSet<>(OS_GROUPS);
        known.add(Users.CONTAINER_GROUP);
        Users.of(s).groups().forEach(g -> known.add(g.name()));
        Users.of(s).accounts().forEach(a -> known.add(a.name()));
        List<Account> accounts = Users.of(s).accounts();
        for (int i = 0; i < accounts.size(); i++) {
            for (String g : accounts.get(i).groups()) {
                if (!known.contains(g)) {
                    out.add(new Finding(
                                    accountKey(i) + ".groups",
                                    "names the group '" + shorten(g) + "', which no host has with a fixed gid",
                                    "add it to users.groups with a gid (e.g. {name: research, gid: " + freeId(s)
                                            + "}) or remove it")
                            .naming(UsersKeys.GROUPS));
                }
            }
        }
        return out;
    }

    private static List<Finding> keys(Settings s) {
        List<Finding> out = new ArrayList<>();
        List<Account> accounts = Users.of(s).accounts();
        for (int i = 0; i < accounts.size(); i++) {
            List<String> keys = accounts.get(i).sshPublicKeys();
            for (int k = 0; k < keys.size(); k++) {
                String key = accountKey(i) + ".sshPublicKeys[" + k + "]";
                SshKeys.Parsed p = SshKeys.parsePublic(keys.get(k));
                if (p.key() == null) {
                    out.add(new Finding(key, p.problem(), p.fix().replace("sshPublicKey ", "--path '" + key + "' ")));
                } else if (p.key().type().equals("ssh-rsa") && p.key().rsaBits() < SshKeys.RSA_MIN_BITS) {
                    out.add(new Finding(
                            key,
                            "is an RSA key of " + p.key().rsaBits() + " bits, below the " + SshKeys.RSA_MIN_BITS
                                    + " bits Oracle Linux 9's DEFAULT crypto policy accepts",
                            "use an ed25519 key (`ssh-keygen -t ed25519`)"));
                }
            }
        }
        return out;
    }

    private static List<Finding> keyless(Settings s) {
        List<Finding> out = new ArrayList<>();
        List<Account> accounts = Users.of(s).accounts();
        for (int i = 0; i < accounts.size(); i++) {
            if (accounts.get(i).sshPublicKeys().isEmpty()) {
                out.add(new Finding(
                        accountKey(i) + ".sshPublicKeys",
                        "is empty: '" + accounts.get(i).name() + "' cannot log in over SSH",
                        "add the user's public key (the line of their .pub file)"));
            }
        }
        return out;
    }

    private interface NameVisitor {
        void visit(String key, String name);
    }

    /** Every account name, then every group name, with its key. */
    private static void forEachName(Settings s, NameVisitor v) {
        List<Account> accounts = Users.of(s).accounts();
        for (int i = 0; i < accounts.size(); i++) {
            v.visit(accountKey(i) + ".name", accounts.get(i).name());
        }
        List<Users.Group> groups = Users.of(s).groups();
        for (int i = 0; i < groups.size(); i++) {
            v.visit(UsersReader.GROUPS + "[" + i + "].name", groups.get(i).name());
        }
    }

    static String accountKey(int i) {
        return UsersReader.ACCOUNTS + "[" + i + "]";
    }

    /** The lowest id from 20001 on that no account, group or the container group uses. */
    static int freeId(Settings s) {
        Set<Integer> used = new TreeSet<>();
        Users.of(s).accounts().forEach(a -> {
            used.add(a.uid());
            used.add(a.gid());
        });
        Users.of(s).groups().forEach(g -> used.add(g.gid()));
        used.add(Users.of(s).containerGroupGid());
        int id = 20001;
        while (used.contains(id)) {
            id++;
        }
        return id;
    }

    /** A valid name close to a refused one: lower-cased, other characters dropped. */
    static String suggestName(String name) {
        String s = name.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9_-]", "");
        s = s.replaceFirst("^[^a-z_]+", "");
        if (s.length() > 32) {
            s = s.substring(0, 32);
        }
        return s.isEmpty() || RESERVED.contains(s) ? "alice" : s;
    }

    private static String shorten(String v) {
        return v.length() > 40 ? v.substring(0, 37) + "..." : v;
    }
}
