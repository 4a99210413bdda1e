// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetails (used by oci:Core/InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetails:InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetails). */
public final class InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetailsArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetailsArgs Empty = new InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetailsArgs();

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

    private InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetailsArgs() {}

    private InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetailsArgs(InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetailsArgs $) {
        this.id = $.id;
        this.type = $.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetailsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetailsArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetailsArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetailsArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetailsArgs(Objects.requireNonNull(defaults));
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

        public InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetailsArgs build() {
            if ($.type == null) {
                throw new MissingRequiredPropertyException("InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetailsArgs", "type");
            }
            return $;
        }
    }
}
