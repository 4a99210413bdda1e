package ocigpucluster.settings;

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

    /** True when the key has a value, even an empty list. */
    boolean isSet(ConfigKey key);

    /** A key that is secret by nature: its value, unknown when encrypted, null when unset. */
    Secret secret(ConfigKey key);

    /** The items of a users.accounts-like list of objects. */
    List<Settings.Account> accounts(ConfigKey key);

    /** The items of a users.groups-like list of objects. */
    List<Settings.Group> groups(ConfigKey key);
}
