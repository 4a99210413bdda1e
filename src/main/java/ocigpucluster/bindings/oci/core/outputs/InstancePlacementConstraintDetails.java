// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstancePlacementConstraintDetails (used by oci:Core/instance:Instance). */
@CustomType
public final class InstancePlacementConstraintDetails {
    private String computeBareMetalHostId;
    private String computeHostGroupId;
    private String type;

    private InstancePlacementConstraintDetails() {}

    public Optional<String> computeBareMetalHostId() {
        return Optional.ofNullable(this.computeBareMetalHostId);
    }

    public Optional<String> computeHostGroupId() {
        return Optional.ofNullable(this.computeHostGroupId);
    }

    public String type() {
        return this.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstancePlacementConstraintDetails defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String computeBareMetalHostId;
        private String computeHostGroupId;
        private String type;

        public Builder() {}

        public Builder(InstancePlacementConstraintDetails defaults) {
            Objects.requireNonNull(defaults);
            this.computeBareMetalHostId = defaults.computeBareMetalHostId;
            this.computeHostGroupId = defaults.computeHostGroupId;
            this.type = defaults.type;
        }

        @CustomType.Setter
        public Builder computeBareMetalHostId(String computeBareMetalHostId) {
            this.computeBareMetalHostId = computeBareMetalHostId;
            return this;
        }

        @CustomType.Setter
        public Builder computeHostGroupId(String computeHostGroupId) {
            this.computeHostGroupId = computeHostGroupId;
            return this;
        }

        @CustomType.Setter
        public Builder type(String type) {
            this.type = type;
            return this;
        }

        public InstancePlacementConstraintDetails build() {
            final var _resultValue = new InstancePlacementConstraintDetails();
            _resultValue.computeBareMetalHostId = computeBareMetalHostId;
            _resultValue.computeHostGroupId = computeHostGroupId;
            _resultValue.type = type;
            return _resultValue;
        }
    }
}
