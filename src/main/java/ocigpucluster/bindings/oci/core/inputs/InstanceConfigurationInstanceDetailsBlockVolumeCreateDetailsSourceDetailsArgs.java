// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetails (used by oci:Core/InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails:InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails). */
public final class InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetailsArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetailsArgs Empty = new InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetailsArgs();

    @Import(name="id")
    private Output<String> id;

    public Optional<Output<String>> id() {
        return Optional.ofNullable(this.id);
    }

    @Import(name="type", required=true)
    private Output<String> type;

    public Output<String> type() {
        return this.type;
    }

    private InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetailsArgs() {}

    private InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetailsArgs(InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetailsArgs $) {
        this.id = $.id;
        this.type = $.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetailsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetailsArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetailsArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetailsArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetailsArgs(Objects.requireNonNull(defaults));
        }

        public Builder id(Output<String> id) {
            $.id = id;
            return this;
        }

        public Builder id(String id) {
            return id(Output.of(id));
        }

        public Builder type(Output<String> type) {
            $.type = type;
            return this;
        }

        public Builder type(String type) {
            return type(Output.of(type));
        }

        public InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetailsArgs build() {
            if ($.type == null) {
                throw new MissingRequiredPropertyException("InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetailsArgs", "type");
            }
            return $;
        }
    }
}
