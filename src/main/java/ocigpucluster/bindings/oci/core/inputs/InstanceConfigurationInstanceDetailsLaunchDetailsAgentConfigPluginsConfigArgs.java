// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** One agent plugin toggle {name, desiredState}; for RDMA use names such as "Compute HPC RDMA Authentication" and "Compute HPC RDMA Auto-Configuration". Both fields optional here, unlike on Instance. */
public final class InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfigArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfigArgs Empty = new InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfigArgs();

    @Import(name="desiredState")
    private Output<String> desiredState;

    public Optional<Output<String>> desiredState() {
        return Optional.ofNullable(this.desiredState);
    }

    @Import(name="name")
    private Output<String> name;

    public Optional<Output<String>> name() {
        return Optional.ofNullable(this.name);
    }

    private InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfigArgs() {}

    private InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfigArgs(InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfigArgs $) {
        this.desiredState = $.desiredState;
        this.name = $.name;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfigArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfigArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfigArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfigArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfigArgs(Objects.requireNonNull(defaults));
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

        public InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfigArgs build() {
            return $;
        }
    }
}
