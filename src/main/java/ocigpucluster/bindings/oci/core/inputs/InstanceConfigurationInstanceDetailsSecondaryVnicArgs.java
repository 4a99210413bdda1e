// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsSecondaryVnic (used by oci:Core/InstanceConfigurationInstanceDetails:InstanceConfigurationInstanceDetails). */
public final class InstanceConfigurationInstanceDetailsSecondaryVnicArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsSecondaryVnicArgs Empty = new InstanceConfigurationInstanceDetailsSecondaryVnicArgs();

    @Import(name="createVnicDetails")
    private Output<InstanceConfigurationInstanceDetailsSecondaryVnicCreateVnicDetailsArgs> createVnicDetails;

    public Optional<Output<InstanceConfigurationInstanceDetailsSecondaryVnicCreateVnicDetailsArgs>> createVnicDetails() {
        return Optional.ofNullable(this.createVnicDetails);
    }

    @Import(name="displayName")
    private Output<String> displayName;

    public Optional<Output<String>> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    @Import(name="nicIndex")
    private Output<Integer> nicIndex;

    public Optional<Output<Integer>> nicIndex() {
        return Optional.ofNullable(this.nicIndex);
    }

    private InstanceConfigurationInstanceDetailsSecondaryVnicArgs() {}

    private InstanceConfigurationInstanceDetailsSecondaryVnicArgs(InstanceConfigurationInstanceDetailsSecondaryVnicArgs $) {
        this.createVnicDetails = $.createVnicDetails;
        this.displayName = $.displayName;
        this.nicIndex = $.nicIndex;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsSecondaryVnicArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsSecondaryVnicArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsSecondaryVnicArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsSecondaryVnicArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsSecondaryVnicArgs(Objects.requireNonNull(defaults));
        }

        public Builder createVnicDetails(Output<InstanceConfigurationInstanceDetailsSecondaryVnicCreateVnicDetailsArgs> createVnicDetails) {
            $.createVnicDetails = createVnicDetails;
            return this;
        }

        public Builder createVnicDetails(InstanceConfigurationInstanceDetailsSecondaryVnicCreateVnicDetailsArgs createVnicDetails) {
            return createVnicDetails(Output.of(createVnicDetails));
        }

        public Builder displayName(Output<String> displayName) {
            $.displayName = displayName;
            return this;
        }

        public Builder displayName(String displayName) {
            return displayName(Output.of(displayName));
        }

        public Builder nicIndex(Output<Integer> nicIndex) {
            $.nicIndex = nicIndex;
            return this;
        }

        public Builder nicIndex(Integer nicIndex) {
            return nicIndex(Output.of(nicIndex));
        }

        public InstanceConfigurationInstanceDetailsSecondaryVnicArgs build() {
            return $;
        }
    }
}
