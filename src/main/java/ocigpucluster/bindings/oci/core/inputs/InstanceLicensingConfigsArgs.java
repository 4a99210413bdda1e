// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceLicensingConfigs (used by oci:Core/instance:Instance). */
public final class InstanceLicensingConfigsArgs extends ResourceArgs {

    public static final InstanceLicensingConfigsArgs Empty = new InstanceLicensingConfigsArgs();

    @Import(name="licenseType")
    private Output<String> licenseType;

    public Optional<Output<String>> licenseType() {
        return Optional.ofNullable(this.licenseType);
    }

    @Import(name="osVersion")
    private Output<String> osVersion;

    public Optional<Output<String>> osVersion() {
        return Optional.ofNullable(this.osVersion);
    }

    @Import(name="type", required=true)
    private Output<String> type;

    public Output<String> type() {
        return this.type;
    }

    private InstanceLicensingConfigsArgs() {}

    private InstanceLicensingConfigsArgs(InstanceLicensingConfigsArgs $) {
        this.licenseType = $.licenseType;
        this.osVersion = $.osVersion;
        this.type = $.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceLicensingConfigsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceLicensingConfigsArgs $;

        public Builder() {
            $ = new InstanceLicensingConfigsArgs();
        }

        public Builder(InstanceLicensingConfigsArgs defaults) {
            $ = new InstanceLicensingConfigsArgs(Objects.requireNonNull(defaults));
        }

        public Builder licenseType(Output<String> licenseType) {
            $.licenseType = licenseType;
            return this;
        }

        public Builder licenseType(String licenseType) {
            return licenseType(Output.of(licenseType));
        }

        public Builder osVersion(Output<String> osVersion) {
            $.osVersion = osVersion;
            return this;
        }

        public Builder osVersion(String osVersion) {
            return osVersion(Output.of(osVersion));
        }

        public Builder type(Output<String> type) {
            $.type = type;
            return this;
        }

        public Builder type(String type) {
            return type(Output.of(type));
        }

        public InstanceLicensingConfigsArgs build() {
            if ($.type == null) {
                throw new MissingRequiredPropertyException("InstanceLicensingConfigsArgs", "type");
            }
            return $;
        }
    }
}
