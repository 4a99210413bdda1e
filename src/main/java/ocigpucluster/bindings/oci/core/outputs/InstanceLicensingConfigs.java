// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceLicensingConfigs (used by oci:Core/instance:Instance). */
@CustomType
public final class InstanceLicensingConfigs {
    private String licenseType;
    private String osVersion;
    private String type;

    private InstanceLicensingConfigs() {}

    public Optional<String> licenseType() {
        return Optional.ofNullable(this.licenseType);
    }

    public Optional<String> osVersion() {
        return Optional.ofNullable(this.osVersion);
    }

    public String type() {
        return this.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceLicensingConfigs defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String licenseType;
        private String osVersion;
        private String type;

        public Builder() {}

        public Builder(InstanceLicensingConfigs defaults) {
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

        public InstanceLicensingConfigs build() {
            final var _resultValue = new InstanceLicensingConfigs();
            _resultValue.licenseType = licenseType;
            _resultValue.osVersion = osVersion;
            _resultValue.type = type;
            return _resultValue;
        }
    }
}
