// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetails (used by oci:Core/InstanceConfigurationInstanceDetailsOptionLaunchDetails:InstanceConfigurationInstanceDetailsOptionLaunchDetails). */
@CustomType
public final class InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetails {
    private String computeHostGroupId;
    private String type;

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetails() {}

    public String computeHostGroupId() {
        return this.computeHostGroupId;
    }

    public String type() {
        return this.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetails defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String computeHostGroupId;
        private String type;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetails defaults) {
            Objects.requireNonNull(defaults);
            this.computeHostGroupId = defaults.computeHostGroupId;
            this.type = defaults.type;
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

        public InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetails build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetails();
            _resultValue.computeHostGroupId = computeHostGroupId;
            _resultValue.type = type;
            return _resultValue;
        }
    }
}
