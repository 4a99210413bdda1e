// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigs (used by oci:Core/InstanceConfigurationInstanceDetailsOptionLaunchDetails:InstanceConfigurationInstanceDetailsOptionLaunchDetails). */
@CustomType
public final class InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigs {
    private String licenseType;
    private String type;

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigs() {}

    public Optional<String> licenseType() {
        return Optional.ofNullable(this.licenseType);
    }

    public String type() {
        return this.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigs defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String licenseType;
        private String type;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigs defaults) {
            Objects.requireNonNull(defaults);
            this.licenseType = defaults.licenseType;
            this.type = defaults.type;
        }

        @CustomType.Setter
        public Builder licenseType(String licenseType) {
            this.licenseType = licenseType;
            return this;
        }

        @CustomType.Setter
        public Builder type(String type) {
            this.type = type;
            return this;
        }

        public InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigs build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigs();
            _resultValue.licenseType = licenseType;
            _resultValue.type = type;
            return _resultValue;
        }
    }
}
