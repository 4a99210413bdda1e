// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceInstanceOptions (used by oci:Core/instance:Instance). */
public final class InstanceInstanceOptionsArgs extends ResourceArgs {

    public static final InstanceInstanceOptionsArgs Empty = new InstanceInstanceOptionsArgs();

    @Import(name="areLegacyImdsEndpointsDisabled")
    private Output<Boolean> areLegacyImdsEndpointsDisabled;

    public Optional<Output<Boolean>> areLegacyImdsEndpointsDisabled() {
        return Optional.ofNullable(this.areLegacyImdsEndpointsDisabled);
    }

    private InstanceInstanceOptionsArgs() {}

    private InstanceInstanceOptionsArgs(InstanceInstanceOptionsArgs $) {
        this.areLegacyImdsEndpointsDisabled = $.areLegacyImdsEndpointsDisabled;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceInstanceOptionsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceInstanceOptionsArgs $;

        public Builder() {
            $ = new InstanceInstanceOptionsArgs();
        }

        public Builder(InstanceInstanceOptionsArgs defaults) {
            $ = new InstanceInstanceOptionsArgs(Objects.requireNonNull(defaults));
        }

        public Builder areLegacyImdsEndpointsDisabled(Output<Boolean> areLegacyImdsEndpointsDisabled) {
            $.areLegacyImdsEndpointsDisabled = areLegacyImdsEndpointsDisabled;
            return this;
        }

        public Builder areLegacyImdsEndpointsDisabled(Boolean areLegacyImdsEndpointsDisabled) {
            return areLegacyImdsEndpointsDisabled(Output.of(areLegacyImdsEndpointsDisabled));
        }

        public InstanceInstanceOptionsArgs build() {
            return $;
        }
    }
}
