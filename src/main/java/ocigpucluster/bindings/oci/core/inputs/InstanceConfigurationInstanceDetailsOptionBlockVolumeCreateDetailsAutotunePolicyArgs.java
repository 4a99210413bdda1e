// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicy (used by oci:Core/InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetails:InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetails). */
public final class InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicyArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicyArgs Empty = new InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicyArgs();

    @Import(name="autotuneType", required=true)
    private Output<String> autotuneType;

    public Output<String> autotuneType() {
        return this.autotuneType;
    }

    @Import(name="maxVpusPerGb")
    private Output<String> maxVpusPerGb;

    public Optional<Output<String>> maxVpusPerGb() {
        return Optional.ofNullable(this.maxVpusPerGb);
    }

    private InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicyArgs() {}

    private InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicyArgs(InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicyArgs $) {
        this.autotuneType = $.autotuneType;
        this.maxVpusPerGb = $.maxVpusPerGb;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicyArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicyArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicyArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicyArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicyArgs(Objects.requireNonNull(defaults));
        }

        public Builder autotuneType(Output<String> autotuneType) {
            $.autotuneType = autotuneType;
            return this;
        }

        public Builder autotuneType(String autotuneType) {
            return autotuneType(Output.of(autotuneType));
        }

        public Builder maxVpusPerGb(Output<String> maxVpusPerGb) {
            $.maxVpusPerGb = maxVpusPerGb;
            return this;
        }

        public Builder maxVpusPerGb(String maxVpusPerGb) {
            return maxVpusPerGb(Output.of(maxVpusPerGb));
        }

        public InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicyArgs build() {
            if ($.autotuneType == null) {
                throw new MissingRequiredPropertyException("InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicyArgs", "autotuneType");
            }
            return $;
        }
    }
}
