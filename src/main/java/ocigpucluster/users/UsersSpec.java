package ocigpucluster.users;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The users stage's view of {@code users}: one word per group and account, fields separated by
 * ':', so that the scripts can check each field against a strict pattern before any useradd.
 * Names and ids are validated before they get here (UserChecks); SSH keys travel base64-encoded,
 * so no key text (spaces, quotes, comments) ever meets the shell.
 * <pre>
 * group:NAME:GID
 * user:NAME:UID:GID:PRIMARY_GROUP:SUPPLEMENTARY,GROUPS:BASE64_KEY,BASE64_KEY
 * </pre>
 * Groups come first: the accounts name them.
 */
public final class UsersSpec {
    private UsersSpec() {}

    public static String render(Users users) {
        List<String> words = new ArrayList<>();
        for (Users.Group g : users.groups()) {
            words.add("group:" + g.name() + ":" + g.gid());
        }
        if (users.managed()) {
            // always there with users.accounts: the Slurm partition allows this group
            words.add("group:" + Users.CONTAINER_GROUP + ":" + users.containerGroupGid());
        }
        for (Users.Account a : users.accounts()) {
            String primary = a.primaryGroup(users.groups());
            Set<String> supplementary = new LinkedHashSet<>(a.groups());
            if (a.containers()) {
                supplementary.add(Users.CONTAINER_GROUP);
            }
            supplementary.remove(primary);
            List<String> keys = a.sshPublicKeys().stream()
                    .map(k -> Base64.getEncoder().encodeToString(k.trim().getBytes(StandardCharsets.UTF_8)))
                    .toList();
            words.add("user:" + a.name() + ":" + a.uid() + ":" + a.gid() + ":" + primary + ":"
                    + String.join(",", supplementary) + ":" + String.join(",", keys));
        }
        return String.join(" ", words);
    }

    /** What the readiness gate checks on each node: {@code NAME:UID} of every account. */
    public static String expected(Users users) {
        return String.join(
                " ",
                users.accounts().stream().map(a -> a.name() + ":" + a.uid()).toList());
    }
}
