package ocigpucluster.users;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.KeyReader;
import ocigpucluster.settings.PlainText;

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
    private static final String ACCOUNT_EXAMPLE =
            "e.g. {name: alice, uid: 20001, sshPublicKeys: [\"ssh-ed25519 AAAA... alice@laptop\"]}";

    private UsersReader() {}

    static List<Users.Account> accounts(KeyReader read, ConfigKey key) {
        List<JsonNode> items = read.objects(key);
        List<Users.Account> accounts = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            Item it = new Item(key.key(), i, items.get(i), read);
            if (!it.object(ACCOUNT_FIELDS, ACCOUNT_EXAMPLE)) {
                continue;
            }
            String name = it.text("name", true);
            Integer uid = it.whole("uid", true);
            Integer gid = it.whole("gid", false);
            List<String> groups = it.texts("groups");
            List<String> keys = it.texts("sshPublicKeys");
            boolean containers = it.flag("containers");
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
            Item it = new Item(key.key(), i, items.get(i), read);
            if (!it.object(GROUP_FIELDS, "e.g. {name: research, gid: 30001}")) {
                continue;
            }
            String name = it.text("name", true);
            Integer gid = it.whole("gid", true);
            if (it.usable()) {
                groups.add(new Users.Group(name, gid));
            }
        }
        return List.copyOf(groups);
    }

    /** One list item being read; records whether it can be used. */
    private static final class Item {
        private final String list;
        private final int index;
        private final String key;
        private final JsonNode node;
        private final KeyReader out;
        private boolean usable = true;

        Item(String list, int index, JsonNode node, KeyReader out) {
            this.list = list;
            this.index = index;
            this.key = list + "[" + index + "]";
            this.node = node;
            this.out = out;
        }

        boolean usable() {
            return usable;
        }

        boolean object(Set<String> fields, String example) {
            if (!node.isObject()) {
                // reported on the list itself: an item that is no object has no fields to name
                error(
                        "CONFIG_TYPE",
                        list,
                        "item " + index + " must be an object, got " + kind(node),
                        "write each item as a map, " + example);
                return false;
            }
            for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
                String f = names.next();
                if (!fields.contains(f)) {
                    out.error(
                            "CONFIG_UNKNOWN_KEY",
                            key + "." + f,
                            "is not a field of " + list + " items",
                            "remove it; the fields are "
                                    + String.join(", ", fields.stream().sorted().toList()));
                }
            }
            return true;
        }

        String text(String field, boolean required) {
            JsonNode v = node.get(field);
            if (v == null || v.isNull() || (v.isTextual() && v.asText().isBlank())) {
                if (required) {
                    missing(field);
                }
                return null;
            }
            if (!v.isTextual()) {
                wrong(field, v, "a string");
                return null;
            }
            return plain(field, v.asText().trim());
        }

        /** The text, or null when it holds a control character (then refused: it reaches useradd and authorized_keys). */
        private String plain(String field, String text) {
            int control = PlainText.firstControl(text, "");
            if (control < 0) {
                return text;
            }
            usable = false;
            error(
                    "CONFIG_CONTROL_CHARACTER",
                    key + "." + field,
                    "contains a control character; its value reaches useradd and authorized_keys on every host,"
                            + " where a line break would add a line",
                    "set it again as one line of plain text, without line breaks, tabs or other control characters"
                            + " (one public key per item of sshPublicKeys)");
            return null;
        }

        Integer whole(String field, boolean required) {
            JsonNode v = node.get(field);
            if (v == null || v.isNull()) {
                if (required) {
                    missing(field);
                }
                return null;
            }
            BigDecimal d = null;
            if (v.isIntegralNumber()) {
                d = v.decimalValue();
            } else if (v.isTextual() && v.asText().trim().matches("[0-9]{1,10}")) {
                d = new BigDecimal(v.asText().trim()); // `pulumi config set --path` stores numbers as text
            }
            if (d == null || d.compareTo(BigDecimal.valueOf(Integer.MAX_VALUE)) > 0 || d.signum() < 0) {
                wrong(field, v, "a whole number from 0 to " + Integer.MAX_VALUE);
                return null;
            }
            return d.intValueExact();
        }

        List<String> texts(String field) {
            JsonNode v = node.get(field);
            if (v == null || v.isNull()) {
                return List.of();
            }
            if (v.isTextual()) {
                String one = plain(field, v.asText().trim());
                return one == null ? List.of() : List.of(one); // one value is a list of one
            }
            List<String> values = new ArrayList<>();
            if (v.isArray()) {
                for (JsonNode x : v) {
                    if (!x.isTextual()) {
                        wrong(field, v, "a list of strings");
                        return List.of();
                    }
                    String item = plain(field, x.asText().trim());
                    if (item == null) {
                        return List.of();
                    }
                    values.add(item);
                }
                return List.copyOf(values);
            }
            wrong(field, v, "a list of strings");
            return List.of();
        }

        boolean flag(String field) {
            JsonNode v = node.get(field);
            if (v == null || v.isNull()) {
                return false;
            }
            if (v.isBoolean()) {
                return v.booleanValue();
            }
            if (v.isTextual() && (v.asText().equals("true") || v.asText().equals("false"))) {
                return Boolean.parseBoolean(v.asText());
            }
            wrong(field, v, "true or false");
            return false;
        }

        private void missing(String field) {
            usable = false;
            error(
                    "USER_ACCOUNT_INCOMPLETE",
                    key + "." + field,
                    "is required",
                    "set it: `pulumi config set --path '" + key + "." + field + "' "
                            + (field.equals("name") ? "alice" : "20001") + "`");
        }

        private void wrong(String field, JsonNode v, String expected) {
            usable = false;
            error("CONFIG_TYPE", key + "." + field, "must be " + expected + ", got " + kind(v), "set " + expected);
        }

        private void error(String id, String k, String message, String fix) {
            out.error(id, k, message, fix);
        }
    }

    /** What kind of value it is, never the value itself. */
    private static String kind(JsonNode v) {
        if (v.isObject()) {
            return "an object";
        }
        if (v.isArray()) {
            return "a list";
        }
        if (v.isBoolean()) {
            return "true/false";
        }
        if (v.isNumber()) {
            return "a number";
        }
        return "text";
    }
}
