// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetails (used by oci:Core/InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails:InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails). */
@CustomType
public final class InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetails {
    private String id;
    private String type;

    private InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetails() {}

    public Optional<String> id() {
        return Optional.ofNullable(this.id);
    }

    public String type() {
        return this.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetails defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String id;
        private String type;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetails defaults) {
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

        public InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetails build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetails();
            _resultValue.id = id;
            _resultValue.type = type;
            return _resultValue;
        }
    }
}
