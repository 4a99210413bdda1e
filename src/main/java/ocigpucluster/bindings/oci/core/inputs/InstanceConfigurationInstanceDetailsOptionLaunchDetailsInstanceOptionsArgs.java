// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionLaunchDetailsInstanceOptions (used by oci:Core/InstanceConfigurationInstanceDetailsOptionLaunchDetails:InstanceConfigurationInstanceDetailsOptionLaunchDetails). */
public final class InstanceConfigurationInstanceDetailsOptionLaunchDetailsInstanceOptionsArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsOptionLaunchDetailsInstanceOptionsArgs Empty = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsInstanceOptionsArgs();

    @Import(name="areLegacyImdsEndpointsDisabled")
    private Output<Boolean> areLegacyImdsEndpointsDisabled;

    public Optional<Output<Boolean>> areLegacyImdsEndpointsDisabled() {
        return Optional.ofNullable(this.areLegacyImdsEndpointsDisabled);
    }

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsInstanceOptionsArgs() {}

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsInstanceOptionsArgs(InstanceConfigurationInstanceDetailsOptionLaunchDetailsInstanceOptionsArgs $) {
        this.areLegacyImdsEndpointsDisabled = $.areLegacyImdsEndpointsDisabled;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsInstanceOptionsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsOptionLaunchDetailsInstanceOptionsArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsInstanceOptionsArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsInstanceOptionsArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsInstanceOptionsArgs(Objects.requireNonNull(defaults));
        }

        public Builder areLegacyImdsEndpointsDisabled(Output<Boolean> areLegacyImdsEndpointsDisabled) {
            $.areLegacyImdsEndpointsDisabled = areLegacyImdsEndpointsDisabled;
            return this;
        }

        public Builder areLegacyImdsEndpointsDisabled(Boolean areLegacyImdsEndpointsDisabled) {
            return areLegacyImdsEndpointsDisabled(Output.of(areLegacyImdsEndpointsDisabled));
        }

        public InstanceConfigurationInstanceDetailsOptionLaunchDetailsInstanceOptionsArgs build() {
            return $;
        }
    }
}
