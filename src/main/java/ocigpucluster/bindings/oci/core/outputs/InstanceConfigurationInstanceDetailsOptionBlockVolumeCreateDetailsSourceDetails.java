// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetails (used by oci:Core/InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetails:InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetails). */
@CustomType
public final class InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetails {
    private String id;
    private String type;

    private InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetails() {}

    public Optional<String> id() {
        return Optional.ofNullable(this.id);
    }

    public String type() {
        return this.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetails defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String id;
        private String type;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetails defaults) {
            Objects.requireNonNull(defaults);
            this.id = defaults.id;
            this.type = defaults.type;
        }

        @CustomType.Setter
        public Builder id(String id) {
            this.id = id;
            return this;
        }

        @CustomType.Setter
        public Builder type(String type) {
            this.type = type;
            return this;
        }

        public InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetails build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetails();
            _resultValue.id = id;
            _resultValue.type = type;
            return _resultValue;
        }
    }
}
