// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfig (used by oci:Core/InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfig:InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfig). */
public final class InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfigArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfigArgs Empty = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfigArgs();

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

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfigArgs() {}

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfigArgs(InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfigArgs $) {
        this.desiredState = $.desiredState;
        this.name = $.name;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfigArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfigArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfigArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfigArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfigArgs(Objects.requireNonNull(defaults));
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

        public InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfigArgs build() {
            return $;
        }
    }
}
