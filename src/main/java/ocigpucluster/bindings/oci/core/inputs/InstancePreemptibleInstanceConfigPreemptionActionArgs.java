// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstancePreemptibleInstanceConfigPreemptionAction (used by oci:Core/InstancePreemptibleInstanceConfig:InstancePreemptibleInstanceConfig). */
public final class InstancePreemptibleInstanceConfigPreemptionActionArgs extends ResourceArgs {

    public static final InstancePreemptibleInstanceConfigPreemptionActionArgs Empty = new InstancePreemptibleInstanceConfigPreemptionActionArgs();

    @Import(name="preserveBootVolume")
    private Output<Boolean> preserveBootVolume;

    public Optional<Output<Boolean>> preserveBootVolume() {
        return Optional.ofNullable(this.preserveBootVolume);
    }

    @Import(name="type", required=true)
    private Output<String> type;

    public Output<String> type() {
        return this.type;
    }

    private InstancePreemptibleInstanceConfigPreemptionActionArgs() {}

    private InstancePreemptibleInstanceConfigPreemptionActionArgs(InstancePreemptibleInstanceConfigPreemptionActionArgs $) {
        this.preserveBootVolume = $.preserveBootVolume;
        this.type = $.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstancePreemptibleInstanceConfigPreemptionActionArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstancePreemptibleInstanceConfigPreemptionActionArgs $;

        public Builder() {
            $ = new InstancePreemptibleInstanceConfigPreemptionActionArgs();
        }

        public Builder(InstancePreemptibleInstanceConfigPreemptionActionArgs defaults) {
            $ = new InstancePreemptibleInstanceConfigPreemptionActionArgs(Objects.requireNonNull(defaults));
        }

        public Builder preserveBootVolume(Output<Boolean> preserveBootVolume) {
            $.preserveBootVolume = preserveBootVolume;
            return this;
        }

        public Builder preserveBootVolume(Boolean preserveBootVolume) {
            return preserveBootVolume(Output.of(preserveBootVolume));
        }

        public Builder type(Output<String> type) {
            $.type = type;
            return this;
        }

        public Builder type(String type) {
            return type(Output.of(type));
        }

        public InstancePreemptibleInstanceConfigPreemptionActionArgs build() {
            if ($.type == null) {
                throw new MissingRequiredPropertyException("InstancePreemptibleInstanceConfigPreemptionActionArgs", "type");
            }
            return $;
        }
    }
}
