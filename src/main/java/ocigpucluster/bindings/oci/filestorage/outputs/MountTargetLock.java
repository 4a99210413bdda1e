// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.filestorage.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object MountTargetLock (used by oci:FileStorage/mountTarget:MountTarget). */
@CustomType
public final class MountTargetLock {
    private String message;
    private String relatedResourceId;
    private String timeCreated;
    private String type;

    private MountTargetLock() {}

    public Optional<String> message() {
        return Optional.ofNullable(this.message);
    }

    public Optional<String> relatedResourceId() {
        return Optional.ofNullable(this.relatedResourceId);
    }

    public Optional<String> timeCreated() {
        return Optional.ofNullable(this.timeCreated);
    }

    public String type() {
        return this.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(MountTargetLock defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String message;
        private String relatedResourceId;
        private String timeCreated;
        private String type;

        public Builder() {}

        public Builder(MountTargetLock defaults) {
            Objects.requireNonNull(defaults);
            this.message = defaults.message;
            this.relatedResourceId = defaults.relatedResourceId;
            this.timeCreated = defaults.timeCreated;
            this.type = defaults.type;
        }

        @CustomType.Setter
        public Builder message(String message) {
            this.message = message;
            return this;
        }

        @CustomType.Setter
        public Builder relatedResourceId(String relatedResourceId) {
            this.relatedResourceId = relatedResourceId;
            return this;
        }

        @CustomType.Setter
        public Builder timeCreated(String timeCreated) {
            this.timeCreated = timeCreated;
            return this;
        }

        @CustomType.Setter
        public Builder type(String type) {
            this.type = type;
            return this;
        }

        public MountTargetLock build() {
            final var _resultValue = new MountTargetLock();
            _resultValue.message = message;
            _resultValue.relatedResourceId = relatedResourceId;
            _resultValue.timeCreated = timeCreated;
            _resultValue.type = type;
            return _resultValue;
        }
    }
}
