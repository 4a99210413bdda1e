package ocigpucluster.settings;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Which settings came from keys the user marked secret ({@code pulumi config set --secret}, a
 * {@code secure:} value) although they are not secret by nature (a region, a pool name, a CIDR),
 * and the texts their values take. Pulumi's rule is that whatever is derived from a secret is
 * secret; the program follows it with these facts (program.SecretInputs). Keys secret by nature
 * (sshPrivateKey, users.directory.bindPassword) are not here: the program always hands them over
 * as secrets. Empty for a stack with no such key, and then the program registers exactly what it
 * registered before secrecy was tracked.
 *
 * @param texts  marked key to the texts its value takes (derived values under {@code derived:} keys)
 * @param shadow the settings read with every marked number moved by one within its range: a value
 *               the program computes that differs between the two is derived from a marked number
 *               (null when no number is marked)
 */
public record Secrecy(Map<String, List<String>> texts, Settings shadow) {
    /** No key of the stack is marked secret beyond the secret-by-nature ones. */
    public static final Secrecy NONE = new Secrecy(Map.of(), null);

    public Secrecy {
        texts = java.util.Collections.unmodifiableMap(new TreeMap<>(texts));
    }

    /**
     * The same keys and values with more texts: values the program computed from marked ones
     * (a timeout in seconds from one in minutes), found by comparing with {@link #shadow}.
     */
    public Secrecy withDerived(Map<String, List<String>> derived) {
        Map<String, List<String>> all = new java.util.LinkedHashMap<>(texts);
        all.putAll(derived);
        return new Secrecy(all, shadow);
    }

    public boolean isEmpty() {
        return texts.isEmpty();
    }

    /** The marked keys: dotted config keys, {@code region} for {@code oci:region}. */
    public Set<String> keys() {
        return texts.keySet();
    }

    /**
     * True when a value derived from these keys or groups ({@code cluster.nodeCount}, or
     * {@code onDemand} for any key of the group) is secret.
     */
    public boolean anyOf(Collection<String> keysOrGroups) {
        for (String k : keysOrGroups) {
            for (String marked : texts.keySet()) {
                if (marked.equals(k) || marked.startsWith(k + ".")) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Every text form of every marked value (as written, trimmed, as a plain number, upper case). */
    public Set<String> allTexts() {
        Set<String> out = new TreeSet<>();
        texts.values().forEach(out::addAll);
        return out;
    }

    @Override
    public String toString() {
        return "Secrecy" + texts.keySet(); // never the values
    }
}
