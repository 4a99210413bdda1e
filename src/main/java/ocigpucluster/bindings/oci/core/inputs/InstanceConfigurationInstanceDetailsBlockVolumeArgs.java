// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsBlockVolume (used by oci:Core/InstanceConfigurationInstanceDetails:InstanceConfigurationInstanceDetails). */
public final class InstanceConfigurationInstanceDetailsBlockVolumeArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsBlockVolumeArgs Empty = new InstanceConfigurationInstanceDetailsBlockVolumeArgs();

    @Import(name="attachDetails")
    private Output<InstanceConfigurationInstanceDetailsBlockVolumeAttachDetailsArgs> attachDetails;

    public Optional<Output<InstanceConfigurationInstanceDetailsBlockVolumeAttachDetailsArgs>> attachDetails() {
        return Optional.ofNullable(this.attachDetails);
    }

    @Import(name="createDetails")
    private Output<InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsArgs> createDetails;

    public Optional<Output<InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsArgs>> createDetails() {
        return Optional.ofNullable(this.createDetails);
    }

    @Import(name="volumeId")
    private Output<String> volumeId;

    public Optional<Output<String>> volumeId() {
        return Optional.ofNullable(this.volumeId);
    }

    private InstanceConfigurationInstanceDetailsBlockVolumeArgs() {}

    private InstanceConfigurationInstanceDetailsBlockVolumeArgs(InstanceConfigurationInstanceDetailsBlockVolumeArgs $) {
        this.attachDetails = $.attachDetails;
        this.createDetails = $.createDetails;
        this.volumeId = $.volumeId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsBlockVolumeArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsBlockVolumeArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsBlockVolumeArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsBlockVolumeArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsBlockVolumeArgs(Objects.requireNonNull(defaults));
        }

        public Builder attachDetails(Output<InstanceConfigurationInstanceDetailsBlockVolumeAttachDetailsArgs> attachDetails) {
            $.attachDetails = attachDetails;
            return this;
        }

        public Builder attachDetails(InstanceConfigurationInstanceDetailsBlockVolumeAttachDetailsArgs attachDetails) {
            return attachDetails(Output.of(attachDetails));
        }

        public Builder createDetails(Output<InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsArgs> createDetails) {
            $.createDetails = createDetails;
            return this;
        }

        public Builder createDetails(InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsArgs createDetails) {
            return createDetails(Output.of(createDetails));
        }

        public Builder volumeId(Output<String> volumeId) {
            $.volumeId = volumeId;
            return this;
        }

        public Builder volumeId(String volumeId) {
            return volumeId(Output.of(volumeId));
        }

        public InstanceConfigurationInstanceDetailsBlockVolumeArgs build() {
            return $;
        }
    }
}
