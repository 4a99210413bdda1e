package ocigpucluster.users;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import ocigpucluster.settings.ConfigItem;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.KeyReader;

/**
 * Reads the items of {@code users.accounts} and {@code users.groups}: each an object with known
 * fields of known types. An item it cannot use (not an object, a required field missing or of the
 * wrong type) is reported and left out; the checks ({@link UserChecks}) see the others. Diagnostics
 * name the item as {@code pulumi config set --path} does: {@code users.accounts[0].uid}. Field
 * values are never quoted: the list may have been set as a secret.
 */
final class UsersReader {
    static final String ACCOUNTS = UsersKeys.ACCOUNTS.key();
    static final String GROUPS = UsersKeys.GROUPS.key();
    private static final Set<String> ACCOUNT_FIELDS =
            Set.of("name", "uid", "gid", "groups", "sshPublicKeys", "containers");
    private static final Set<String> GROUP_FIELDS = Set.of("name", "gid");
    private static final String INCOMPLETE = "USER_ACCOUNT_INCOMPLETE";
    private static final String ACCOUNT_EXAMPLE =
            "e.g. {name: alice, uid: 20001, sshPublicKeys: [\"ssh-ed25519 AAAA... alice@laptop\"]}";

    private UsersReader() {}

    static List<Users.Account> accounts(KeyReader read, ConfigKey key) {
        List<JsonNode> items = read.objects(key);
        List<Users.Account> accounts = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            ConfigItem it = new ConfigItem(key.key(), i, items.get(i), read, INCOMPLETE);
            if (!it.object(ACCOUNT_FIELDS, ACCOUNT_EXAMPLE)) {
                continue;
            }
            String name = it.text("name", true, "alice");
            Integer uid = it.whole("uid", true, "20001");
            Integer gid = it.whole("gid", false, "20001");
            List<String> groups = it.texts("groups");
            List<String> keys = it.texts("sshPublicKeys");
            boolean containers = it.flag("containers", false);
            if (it.usable()) {
                accounts.add(new Users.Account(name, uid, gid, groups, keys, containers));
            }
        }
        return List.copyOf(accounts);
    }

    static List<Users.Group> groups(KeyReader read, ConfigKey key) {
        List<JsonNode> items = read.objects(key);
        List<Users.Group> groups = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            ConfigItem it = new ConfigItem(key.key(), i, items.get(i), read, INCOMPLETE);
            if (!it.object(GROUP_FIELDS, "e.g. {name: research, gid: 30001}")) {
                continue;
            }
            String name = it.text("name", true, "alice");
            Integer gid = it.whole("gid", true, "20001");
            if (it.usable()) {
                groups.add(new Users.Group(name, gid));
            }
        }
        return List.copyOf(groups);
    }
}
