// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object getInstanceLicensingConfig (used by oci:Core/getInstance:getInstance). */
@CustomType
public final class GetInstanceLicensingConfig {
    private String licenseType;
    private String osVersion;
    private String type;

    private GetInstanceLicensingConfig() {}

    public String licenseType() {
        return this.licenseType;
    }

    public String osVersion() {
        return this.osVersion;
    }

    public String type() {
        return this.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstanceLicensingConfig defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String licenseType;
        private String osVersion;
        private String type;

        public Builder() {}

        public Builder(GetInstanceLicensingConfig defaults) {
            Objects.requireNonNull(defaults);
            this.licenseType = defaults.licenseType;
            this.osVersion = defaults.osVersion;
            this.type = defaults.type;
        }

        @CustomType.Setter
        public Builder licenseType(String licenseType) {
            this.licenseType = licenseType;
            return this;
        }

        @CustomType.Setter
        public Builder osVersion(String osVersion) {
            this.osVersion = osVersion;
            return this;
        }

        @CustomType.Setter
        public Builder type(String type) {
            this.type = type;
            return this;
        }

        public GetInstanceLicensingConfig build() {
            final var _resultValue = new GetInstanceLicensingConfig();
            _resultValue.licenseType = licenseType;
            _resultValue.osVersion = osVersion;
            _resultValue.type = type;
            return _resultValue;
        }
    }
}
