package ocigpucluster.settings;

import java.util.Optional;

/**
 * A secret config value. Its text never shows in {@link #toString()}; the program hands it to
 * Pulumi only as {@code Output.ofSecret}. The value is absent when the stack file holds an
 * encrypted ({@code secure:}) value that the offline preview cannot decrypt.
 */
public final class Secret {
    private final String value;

    private Secret(String value) {
        this.value = value;
    }

    public static Secret of(String value) {
        return new Secret(value);
    }

    /** An encrypted value that is known to exist but cannot be read here. */
    public static Secret unknown() {
        return new Secret(null);
    }

    public Optional<String> value() {
        return Optional.ofNullable(value);
    }

    @Override
    public String toString() {
        return "[secret]";
    }
}
