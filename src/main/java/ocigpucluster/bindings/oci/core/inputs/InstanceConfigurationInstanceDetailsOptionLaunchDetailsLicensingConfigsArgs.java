// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigs (used by oci:Core/InstanceConfigurationInstanceDetailsOptionLaunchDetails:InstanceConfigurationInstanceDetailsOptionLaunchDetails). */
public final class InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigsArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigsArgs Empty = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigsArgs();

    @Import(name="licenseType")
    private Output<String> licenseType;

    public Optional<Output<String>> licenseType() {
        return Optional.ofNullable(this.licenseType);
    }

    @Import(name="type", required=true)
    private Output<String> type;

    public Output<String> type() {
        return this.type;
    }

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigsArgs() {}

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigsArgs(InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigsArgs $) {
        this.licenseType = $.licenseType;
        this.type = $.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigsArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigsArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigsArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigsArgs(Objects.requireNonNull(defaults));
        }

        public Builder licenseType(Output<String> licenseType) {
            $.licenseType = licenseType;
            return this;
        }

        public Builder licenseType(String licenseType) {
            return licenseType(Output.of(licenseType));
        }

        public Builder type(Output<String> type) {
            $.type = type;
            return this;
        }

        public Builder type(String type) {
            return type(Output.of(type));
        }

        public InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigsArgs build() {
            if ($.type == null) {
                throw new MissingRequiredPropertyException("InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigsArgs", "type");
            }
            return $;
        }
    }
}
