// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetails (used by oci:Core/InstanceLaunchVolumeAttachment:InstanceLaunchVolumeAttachment). */
public final class InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetailsArgs extends ResourceArgs {

    public static final InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetailsArgs Empty = new InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetailsArgs();

    @Import(name="compartmentId")
    private Output<String> compartmentId;

    public Optional<Output<String>> compartmentId() {
        return Optional.ofNullable(this.compartmentId);
    }

    @Import(name="displayName")
    private Output<String> displayName;

    public Optional<Output<String>> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    @Import(name="kmsKeyId")
    private Output<String> kmsKeyId;

    public Optional<Output<String>> kmsKeyId() {
        return Optional.ofNullable(this.kmsKeyId);
    }

    @Import(name="sizeInGbs", required=true)
    private Output<String> sizeInGbs;

    public Output<String> sizeInGbs() {
        return this.sizeInGbs;
    }

    @Import(name="volumeCreationType", required=true)
    private Output<String> volumeCreationType;

    public Output<String> volumeCreationType() {
        return this.volumeCreationType;
    }

    @Import(name="vpusPerGb")
    private Output<String> vpusPerGb;

    public Optional<Output<String>> vpusPerGb() {
        return Optional.ofNullable(this.vpusPerGb);
    }

    private InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetailsArgs() {}

    private InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetailsArgs(InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetailsArgs $) {
        this.compartmentId = $.compartmentId;
        this.displayName = $.displayName;
        this.kmsKeyId = $.kmsKeyId;
        this.sizeInGbs = $.sizeInGbs;
        this.volumeCreationType = $.volumeCreationType;
        this.vpusPerGb = $.vpusPerGb;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetailsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetailsArgs $;

        public Builder() {
            $ = new InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetailsArgs();
        }

        public Builder(InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetailsArgs defaults) {
            $ = new InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetailsArgs(Objects.requireNonNull(defaults));
        }

        public Builder compartmentId(Output<String> compartmentId) {
            $.compartmentId = compartmentId;
            return this;
        }

        public Builder compartmentId(String compartmentId) {
            return compartmentId(Output.of(compartmentId));
        }

        public Builder displayName(Output<String> displayName) {
            $.displayName = displayName;
            return this;
        }

        public Builder displayName(String displayName) {
            return displayName(Output.of(displayName));
        }

        public Builder kmsKeyId(Output<String> kmsKeyId) {
            $.kmsKeyId = kmsKeyId;
            return this;
        }

        public Builder kmsKeyId(String kmsKeyId) {
            return kmsKeyId(Output.of(kmsKeyId));
        }

        public Builder sizeInGbs(Output<String> sizeInGbs) {
            $.sizeInGbs = sizeInGbs;
            return this;
        }

        public Builder sizeInGbs(String sizeInGbs) {
            return sizeInGbs(Output.of(sizeInGbs));
        }

        public Builder volumeCreationType(Output<String> volumeCreationType) {
            $.volumeCreationType = volumeCreationType;
            return this;
        }

        public Builder volumeCreationType(String volumeCreationType) {
            return volumeCreationType(Output.of(volumeCreationType));
        }

        public Builder vpusPerGb(Output<String> vpusPerGb) {
            $.vpusPerGb = vpusPerGb;
            return this;
        }

        public Builder vpusPerGb(String vpusPerGb) {
            return vpusPerGb(Output.of(vpusPerGb));
        }

        public InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetailsArgs build() {
            if ($.sizeInGbs == null) {
                throw new MissingRequiredPropertyException("InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetailsArgs", "sizeInGbs");
            }
            if ($.volumeCreationType == null) {
                throw new MissingRequiredPropertyException("InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetailsArgs", "volumeCreationType");
            }
            return $;
        }
    }
}
