// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsLaunchDetailsLicensingConfigs (used by oci:Core/InstanceConfigurationInstanceDetailsLaunchDetails:InstanceConfigurationInstanceDetailsLaunchDetails). */
public final class InstanceConfigurationInstanceDetailsLaunchDetailsLicensingConfigsArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsLaunchDetailsLicensingConfigsArgs Empty = new InstanceConfigurationInstanceDetailsLaunchDetailsLicensingConfigsArgs();

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

    private InstanceConfigurationInstanceDetailsLaunchDetailsLicensingConfigsArgs() {}

    private InstanceConfigurationInstanceDetailsLaunchDetailsLicensingConfigsArgs(InstanceConfigurationInstanceDetailsLaunchDetailsLicensingConfigsArgs $) {
        this.licenseType = $.licenseType;
        this.type = $.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsLaunchDetailsLicensingConfigsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsLaunchDetailsLicensingConfigsArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsLaunchDetailsLicensingConfigsArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsLaunchDetailsLicensingConfigsArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsLaunchDetailsLicensingConfigsArgs(Objects.requireNonNull(defaults));
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

        public InstanceConfigurationInstanceDetailsLaunchDetailsLicensingConfigsArgs build() {
            if ($.type == null) {
                throw new MissingRequiredPropertyException("InstanceConfigurationInstanceDetailsLaunchDetailsLicensingConfigsArgs", "type");
            }
            return $;
        }
    }
}
