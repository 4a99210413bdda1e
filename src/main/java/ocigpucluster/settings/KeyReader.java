package ocigpucluster.settings;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.List;

/**
 * What a config group reads its typed record with: one method per kind of value, each taking
 * the key's declaration, so a group names its keys only through their constants
 * ({@code new Scheduler(read.string(PARTITION), ...)}). The validation package's reader
 * implements it: a value it cannot use is reported there, and the key's default stands in.
 */
public interface KeyReader {
    /** Text, trimmed; the default when unset. */
    String string(ConfigKey key);

    /** One of the key's {@link ConfigKey#choices() choices}; any other value is refused and the default stands in. */
    String oneOf(ConfigKey key);

    /** A whole number within the key's range; the default when unset or refused. */
    int integer(ConfigKey key);

    /** A number within the key's range; the default (null when there is none) when unset or refused. */
    BigDecimal number(ConfigKey key);

    boolean bool(ConfigKey key);

    /** A list of text; a single plain value is a list of one. */
    List<String> list(ConfigKey key);

    /** A map of text to text; the default when unset (a value that is not such a map is reported). */
    java.util.Map<String, String> map(ConfigKey key);

    /** True when the key has a value, even an empty list. */
    boolean isSet(ConfigKey key);

    /** A key that is secret by nature: its value, unknown when encrypted, null when unset. */
    Secret secret(ConfigKey key);

    /** The items of a list of objects (users.accounts); none when unset or not a list (then reported). */
    List<JsonNode> objects(ConfigKey key);

    /**
     * Reports an error a group's own reading found ({@code where}: a key, or an item of one,
     * {@code users.accounts[0].uid}), with the reader's: for what a key's type cannot say.
     */
    void error(String id, String where, String message, String fix);
}
