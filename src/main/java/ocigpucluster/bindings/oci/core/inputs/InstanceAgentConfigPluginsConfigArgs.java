// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Agent plugin toggle on a standalone Instance; name and desiredState are both required here. */
public final class InstanceAgentConfigPluginsConfigArgs extends ResourceArgs {

    public static final InstanceAgentConfigPluginsConfigArgs Empty = new InstanceAgentConfigPluginsConfigArgs();

    @Import(name="desiredState", required=true)
    private Output<String> desiredState;

    public Output<String> desiredState() {
        return this.desiredState;
    }

    @Import(name="name", required=true)
    private Output<String> name;

    public Output<String> name() {
        return this.name;
    }

    private InstanceAgentConfigPluginsConfigArgs() {}

    private InstanceAgentConfigPluginsConfigArgs(InstanceAgentConfigPluginsConfigArgs $) {
        this.desiredState = $.desiredState;
        this.name = $.name;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceAgentConfigPluginsConfigArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceAgentConfigPluginsConfigArgs $;

        public Builder() {
            $ = new InstanceAgentConfigPluginsConfigArgs();
        }

        public Builder(InstanceAgentConfigPluginsConfigArgs defaults) {
            $ = new InstanceAgentConfigPluginsConfigArgs(Objects.requireNonNull(defaults));
        }

        public Builder desiredState(Output<String> desiredState) {
            $.desiredState = desiredState;
            return this;
        }

        public Builder desiredState(String desiredState) {
            return desiredState(Output.of(desiredState));
        }

        public Builder name(Output<String> name) {
            $.name = name;
            return this;
        }

        public Builder name(String name) {
            return name(Output.of(name));
        }

        public InstanceAgentConfigPluginsConfigArgs build() {
            if ($.desiredState == null) {
                throw new MissingRequiredPropertyException("InstanceAgentConfigPluginsConfigArgs", "desiredState");
            }
            if ($.name == null) {
                throw new MissingRequiredPropertyException("InstanceAgentConfigPluginsConfigArgs", "name");
            }
            return $;
        }
    }
}
