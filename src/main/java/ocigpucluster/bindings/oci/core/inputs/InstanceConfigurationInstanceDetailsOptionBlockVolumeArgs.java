// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionBlockVolume (used by oci:Core/InstanceConfigurationInstanceDetailsOption:InstanceConfigurationInstanceDetailsOption). */
public final class InstanceConfigurationInstanceDetailsOptionBlockVolumeArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsOptionBlockVolumeArgs Empty = new InstanceConfigurationInstanceDetailsOptionBlockVolumeArgs();

    @Import(name="attachDetails")
    private Output<InstanceConfigurationInstanceDetailsOptionBlockVolumeAttachDetailsArgs> attachDetails;

    public Optional<Output<InstanceConfigurationInstanceDetailsOptionBlockVolumeAttachDetailsArgs>> attachDetails() {
        return Optional.ofNullable(this.attachDetails);
    }

    @Import(name="createDetails")
    private Output<InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsArgs> createDetails;

    public Optional<Output<InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsArgs>> createDetails() {
        return Optional.ofNullable(this.createDetails);
    }

    @Import(name="volumeId")
    private Output<String> volumeId;

    public Optional<Output<String>> volumeId() {
        return Optional.ofNullable(this.volumeId);
    }

    private InstanceConfigurationInstanceDetailsOptionBlockVolumeArgs() {}

    private InstanceConfigurationInstanceDetailsOptionBlockVolumeArgs(InstanceConfigurationInstanceDetailsOptionBlockVolumeArgs $) {
        this.attachDetails = $.attachDetails;
        this.createDetails = $.createDetails;
        this.volumeId = $.volumeId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionBlockVolumeArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsOptionBlockVolumeArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsOptionBlockVolumeArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsOptionBlockVolumeArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsOptionBlockVolumeArgs(Objects.requireNonNull(defaults));
        }

        public Builder attachDetails(Output<InstanceConfigurationInstanceDetailsOptionBlockVolumeAttachDetailsArgs> attachDetails) {
            $.attachDetails = attachDetails;
            return this;
        }

        public Builder attachDetails(InstanceConfigurationInstanceDetailsOptionBlockVolumeAttachDetailsArgs attachDetails) {
            return attachDetails(Output.of(attachDetails));
        }

        public Builder createDetails(Output<InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsArgs> createDetails) {
            $.createDetails = createDetails;
            return this;
        }

        public Builder createDetails(InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsArgs createDetails) {
            return createDetails(Output.of(createDetails));
        }

        public Builder volumeId(Output<String> volumeId) {
            $.volumeId = volumeId;
            return this;
        }

        public Builder volumeId(String volumeId) {
            return volumeId(Output.of(volumeId));
        }

        public InstanceConfigurationInstanceDetailsOptionBlockVolumeArgs build() {
            return $;
        }
    }
}
