// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.filestorage.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object FileSystemLock (used by oci:FileStorage/fileSystem:FileSystem). */
public final class FileSystemLockArgs extends ResourceArgs {

    public static final FileSystemLockArgs Empty = new FileSystemLockArgs();

    @Import(name="message")
    private Output<String> message;

    public Optional<Output<String>> message() {
        return Optional.ofNullable(this.message);
    }

    @Import(name="relatedResourceId")
    private Output<String> relatedResourceId;

    public Optional<Output<String>> relatedResourceId() {
        return Optional.ofNullable(this.relatedResourceId);
    }

    @Import(name="timeCreated")
    private Output<String> timeCreated;

    public Optional<Output<String>> timeCreated() {
        return Optional.ofNullable(this.timeCreated);
    }

    @Import(name="type", required=true)
    private Output<String> type;

    public Output<String> type() {
        return this.type;
    }

    private FileSystemLockArgs() {}

    private FileSystemLockArgs(FileSystemLockArgs $) {
        this.message = $.message;
        this.relatedResourceId = $.relatedResourceId;
        this.timeCreated = $.timeCreated;
        this.type = $.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(FileSystemLockArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final FileSystemLockArgs $;

        public Builder() {
            $ = new FileSystemLockArgs();
        }

        public Builder(FileSystemLockArgs defaults) {
            $ = new FileSystemLockArgs(Objects.requireNonNull(defaults));
        }

        public Builder message(Output<String> message) {
            $.message = message;
            return this;
        }

        public Builder message(String message) {
            return message(Output.of(message));
        }

        public Builder relatedResourceId(Output<String> relatedResourceId) {
            $.relatedResourceId = relatedResourceId;
            return this;
        }

        public Builder relatedResourceId(String relatedResourceId) {
            return relatedResourceId(Output.of(relatedResourceId));
        }

        public Builder timeCreated(Output<String> timeCreated) {
            $.timeCreated = timeCreated;
            return this;
        }

        public Builder timeCreated(String timeCreated) {
            return timeCreated(Output.of(timeCreated));
        }

        public Builder type(Output<String> type) {
            $.type = type;
            return this;
        }

        public Builder type(String type) {
            return type(Output.of(type));
        }

        public FileSystemLockArgs build() {
            if ($.type == null) {
                throw new MissingRequiredPropertyException("FileSystemLockArgs", "type");
            }
            return $;
        }
    }
}
