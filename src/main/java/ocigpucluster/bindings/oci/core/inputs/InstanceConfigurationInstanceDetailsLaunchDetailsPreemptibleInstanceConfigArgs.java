// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfig (used by oci:Core/InstanceConfigurationInstanceDetailsLaunchDetails:InstanceConfigurationInstanceDetailsLaunchDetails). */
public final class InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigArgs Empty = new InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigArgs();

    @Import(name="preemptionAction")
    private Output<InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigPreemptionActionArgs> preemptionAction;

    public Optional<Output<InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigPreemptionActionArgs>> preemptionAction() {
        return Optional.ofNullable(this.preemptionAction);
    }

    private InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigArgs() {}

    private InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigArgs(InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigArgs $) {
        this.preemptionAction = $.preemptionAction;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigArgs(Objects.requireNonNull(defaults));
        }

        public Builder preemptionAction(Output<InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigPreemptionActionArgs> preemptionAction) {
            $.preemptionAction = preemptionAction;
            return this;
        }

        public Builder preemptionAction(InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigPreemptionActionArgs preemptionAction) {
            return preemptionAction(Output.of(preemptionAction));
        }

        public InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigArgs build() {
            return $;
        }
    }
}
