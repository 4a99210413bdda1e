// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.command.remote.enums;

import com.pulumi.core.annotations.EnumType;
import java.util.Objects;

/** Enum (string) controlling which streams are logged. */
@EnumType
public enum Logging {
    Stdout("stdout"),
    Stderr("stderr"),
    StdoutAndStderr("stdoutAndStderr"),
    None("none");

    private final String value;

    Logging(String value) {
        this.value = Objects.requireNonNull(value);
    }

    @EnumType.Converter
    public String getValue() {
        return this.value;
    }

    @Override
    public String toString() {
        return this.value;
    }
}
