// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstancePreemptibleInstanceConfig (used by oci:Core/instance:Instance). */
public final class InstancePreemptibleInstanceConfigArgs extends ResourceArgs {

    public static final InstancePreemptibleInstanceConfigArgs Empty = new InstancePreemptibleInstanceConfigArgs();

    @Import(name="preemptionAction", required=true)
    private Output<InstancePreemptibleInstanceConfigPreemptionActionArgs> preemptionAction;

    public Output<InstancePreemptibleInstanceConfigPreemptionActionArgs> preemptionAction() {
        return this.preemptionAction;
    }

    private InstancePreemptibleInstanceConfigArgs() {}

    private InstancePreemptibleInstanceConfigArgs(InstancePreemptibleInstanceConfigArgs $) {
        this.preemptionAction = $.preemptionAction;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstancePreemptibleInstanceConfigArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstancePreemptibleInstanceConfigArgs $;

        public Builder() {
            $ = new InstancePreemptibleInstanceConfigArgs();
        }

        public Builder(InstancePreemptibleInstanceConfigArgs defaults) {
            $ = new InstancePreemptibleInstanceConfigArgs(Objects.requireNonNull(defaults));
        }

        public Builder preemptionAction(Output<InstancePreemptibleInstanceConfigPreemptionActionArgs> preemptionAction) {
            $.preemptionAction = preemptionAction;
            return this;
        }

        public Builder preemptionAction(InstancePreemptibleInstanceConfigPreemptionActionArgs preemptionAction) {
            return preemptionAction(Output.of(preemptionAction));
        }

        public InstancePreemptibleInstanceConfigArgs build() {
            if ($.preemptionAction == null) {
                throw new MissingRequiredPropertyException("InstancePreemptibleInstanceConfigArgs", "preemptionAction");
            }
            return $;
        }
    }
}
