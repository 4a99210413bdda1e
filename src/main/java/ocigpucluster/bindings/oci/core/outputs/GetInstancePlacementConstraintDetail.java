// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object getInstancePlacementConstraintDetail (used by oci:Core/getInstance:getInstance). */
@CustomType
public final class GetInstancePlacementConstraintDetail {
    private String computeBareMetalHostId;
    private String computeHostGroupId;
    private String type;

    private GetInstancePlacementConstraintDetail() {}

    public String computeBareMetalHostId() {
        return this.computeBareMetalHostId;
    }

    public String computeHostGroupId() {
        return this.computeHostGroupId;
    }

    public String type() {
        return this.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstancePlacementConstraintDetail defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String computeBareMetalHostId;
        private String computeHostGroupId;
        private String type;

        public Builder() {}

        public Builder(GetInstancePlacementConstraintDetail defaults) {
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

        public GetInstancePlacementConstraintDetail build() {
            final var _resultValue = new GetInstancePlacementConstraintDetail();
            _resultValue.computeBareMetalHostId = computeBareMetalHostId;
            _resultValue.computeHostGroupId = computeHostGroupId;
            _resultValue.type = type;
            return _resultValue;
        }
    }
}
