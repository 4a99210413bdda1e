// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicy (used by oci:Core/InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails:InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails). */
public final class InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicyArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicyArgs Empty = new InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicyArgs();

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

    private InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicyArgs() {}

    private InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicyArgs(InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicyArgs $) {
        this.autotuneType = $.autotuneType;
        this.maxVpusPerGb = $.maxVpusPerGb;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicyArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicyArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicyArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicyArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicyArgs(Objects.requireNonNull(defaults));
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

        public InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicyArgs build() {
            if ($.autotuneType == null) {
                throw new MissingRequiredPropertyException("InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicyArgs", "autotuneType");
            }
            return $;
        }
    }
}
