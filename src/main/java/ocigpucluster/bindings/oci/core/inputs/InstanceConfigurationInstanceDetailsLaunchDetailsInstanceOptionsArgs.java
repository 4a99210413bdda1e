// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptions (used by oci:Core/InstanceConfigurationInstanceDetailsLaunchDetails:InstanceConfigurationInstanceDetailsLaunchDetails). */
public final class InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptionsArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptionsArgs Empty = new InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptionsArgs();

    @Import(name="areLegacyImdsEndpointsDisabled")
    private Output<Boolean> areLegacyImdsEndpointsDisabled;

    public Optional<Output<Boolean>> areLegacyImdsEndpointsDisabled() {
        return Optional.ofNullable(this.areLegacyImdsEndpointsDisabled);
    }

    private InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptionsArgs() {}

    private InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptionsArgs(InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptionsArgs $) {
        this.areLegacyImdsEndpointsDisabled = $.areLegacyImdsEndpointsDisabled;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptionsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptionsArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptionsArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptionsArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptionsArgs(Objects.requireNonNull(defaults));
        }

        public Builder areLegacyImdsEndpointsDisabled(Output<Boolean> areLegacyImdsEndpointsDisabled) {
            $.areLegacyImdsEndpointsDisabled = areLegacyImdsEndpointsDisabled;
            return this;
        }

        public Builder areLegacyImdsEndpointsDisabled(Boolean areLegacyImdsEndpointsDisabled) {
            return areLegacyImdsEndpointsDisabled(Output.of(areLegacyImdsEndpointsDisabled));
        }

        public InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptionsArgs build() {
            return $;
        }
    }
}
