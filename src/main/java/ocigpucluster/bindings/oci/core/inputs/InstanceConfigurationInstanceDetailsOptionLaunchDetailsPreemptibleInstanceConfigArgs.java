// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfig (used by oci:Core/InstanceConfigurationInstanceDetailsOptionLaunchDetails:InstanceConfigurationInstanceDetailsOptionLaunchDetails). */
public final class InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigArgs Empty = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigArgs();

    @Import(name="preemptionAction")
    private Output<InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigPreemptionActionArgs> preemptionAction;

    public Optional<Output<InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigPreemptionActionArgs>> preemptionAction() {
        return Optional.ofNullable(this.preemptionAction);
    }

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigArgs() {}

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigArgs(InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigArgs $) {
        this.preemptionAction = $.preemptionAction;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigArgs(Objects.requireNonNull(defaults));
        }

        public Builder preemptionAction(Output<InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigPreemptionActionArgs> preemptionAction) {
            $.preemptionAction = preemptionAction;
            return this;
        }

        public Builder preemptionAction(InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigPreemptionActionArgs preemptionAction) {
            return preemptionAction(Output.of(preemptionAction));
        }

        public InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigArgs build() {
            return $;
        }
    }
}
