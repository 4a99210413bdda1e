// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object getImagesImageAgentFeature (used by oci:Core/getImagesImage:getImagesImage). */
@CustomType
public final class GetImagesImageAgentFeature {
    private Boolean isManagementSupported;
    private Boolean isMonitoringSupported;

    private GetImagesImageAgentFeature() {}

    public Boolean isManagementSupported() {
        return this.isManagementSupported;
    }

    public Boolean isMonitoringSupported() {
        return this.isMonitoringSupported;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetImagesImageAgentFeature defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Boolean isManagementSupported;
        private Boolean isMonitoringSupported;

        public Builder() {}

        public Builder(GetImagesImageAgentFeature defaults) {
            Objects.requireNonNull(defaults);
            this.isManagementSupported = defaults.isManagementSupported;
            this.isMonitoringSupported = defaults.isMonitoringSupported;
        }

        @CustomType.Setter
        public Builder isManagementSupported(Boolean isManagementSupported) {
            this.isManagementSupported = isManagementSupported;
            return this;
        }

        @CustomType.Setter
        public Builder isMonitoringSupported(Boolean isMonitoringSupported) {
            this.isMonitoringSupported = isMonitoringSupported;
            return this;
        }

        public GetImagesImageAgentFeature build() {
            final var _resultValue = new GetImagesImageAgentFeature();
            _resultValue.isManagementSupported = isManagementSupported;
            _resultValue.isMonitoringSupported = isMonitoringSupported;
            return _resultValue;
        }
    }
}
