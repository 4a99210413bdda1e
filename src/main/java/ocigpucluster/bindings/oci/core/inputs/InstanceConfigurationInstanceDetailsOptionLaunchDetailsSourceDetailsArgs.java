// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetails (used by oci:Core/InstanceConfigurationInstanceDetailsOptionLaunchDetails:InstanceConfigurationInstanceDetailsOptionLaunchDetails). */
public final class InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsArgs Empty = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsArgs();

    @Import(name="bootVolumeId")
    private Output<String> bootVolumeId;

    public Optional<Output<String>> bootVolumeId() {
        return Optional.ofNullable(this.bootVolumeId);
    }

    @Import(name="bootVolumeSizeInGbs")
    private Output<String> bootVolumeSizeInGbs;

    public Optional<Output<String>> bootVolumeSizeInGbs() {
        return Optional.ofNullable(this.bootVolumeSizeInGbs);
    }

    @Import(name="bootVolumeVpusPerGb")
    private Output<String> bootVolumeVpusPerGb;

    public Optional<Output<String>> bootVolumeVpusPerGb() {
        return Optional.ofNullable(this.bootVolumeVpusPerGb);
    }

    @Import(name="imageId")
    private Output<String> imageId;

    public Optional<Output<String>> imageId() {
        return Optional.ofNullable(this.imageId);
    }

    @Import(name="instanceSourceImageFilterDetails")
    private Output<InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsInstanceSourceImageFilterDetailsArgs> instanceSourceImageFilterDetails;

    public Optional<Output<InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsInstanceSourceImageFilterDetailsArgs>> instanceSourceImageFilterDetails() {
        return Optional.ofNullable(this.instanceSourceImageFilterDetails);
    }

    @Import(name="kmsKeyId")
    private Output<String> kmsKeyId;

    public Optional<Output<String>> kmsKeyId() {
        return Optional.ofNullable(this.kmsKeyId);
    }

    @Import(name="sourceType", required=true)
    private Output<String> sourceType;

    public Output<String> sourceType() {
        return this.sourceType;
    }

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsArgs() {}

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsArgs(InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsArgs $) {
        this.bootVolumeId = $.bootVolumeId;
        this.bootVolumeSizeInGbs = $.bootVolumeSizeInGbs;
        this.bootVolumeVpusPerGb = $.bootVolumeVpusPerGb;
        this.imageId = $.imageId;
        this.instanceSourceImageFilterDetails = $.instanceSourceImageFilterDetails;
        this.kmsKeyId = $.kmsKeyId;
        this.sourceType = $.sourceType;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsArgs(Objects.requireNonNull(defaults));
        }

        public Builder bootVolumeId(Output<String> bootVolumeId) {
            $.bootVolumeId = bootVolumeId;
            return this;
        }

        public Builder bootVolumeId(String bootVolumeId) {
            return bootVolumeId(Output.of(bootVolumeId));
        }

        public Builder bootVolumeSizeInGbs(Output<String> bootVolumeSizeInGbs) {
            $.bootVolumeSizeInGbs = bootVolumeSizeInGbs;
            return this;
        }

        public Builder bootVolumeSizeInGbs(String bootVolumeSizeInGbs) {
            return bootVolumeSizeInGbs(Output.of(bootVolumeSizeInGbs));
        }

        public Builder bootVolumeVpusPerGb(Output<String> bootVolumeVpusPerGb) {
            $.bootVolumeVpusPerGb = bootVolumeVpusPerGb;
            return this;
        }

        public Builder bootVolumeVpusPerGb(String bootVolumeVpusPerGb) {
            return bootVolumeVpusPerGb(Output.of(bootVolumeVpusPerGb));
        }

        public Builder imageId(Output<String> imageId) {
            $.imageId = imageId;
            return this;
        }

        public Builder imageId(String imageId) {
            return imageId(Output.of(imageId));
        }

        public Builder instanceSourceImageFilterDetails(Output<InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsInstanceSourceImageFilterDetailsArgs> instanceSourceImageFilterDetails) {
            $.instanceSourceImageFilterDetails = instanceSourceImageFilterDetails;
            return this;
        }

        public Builder instanceSourceImageFilterDetails(InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsInstanceSourceImageFilterDetailsArgs instanceSourceImageFilterDetails) {
            return instanceSourceImageFilterDetails(Output.of(instanceSourceImageFilterDetails));
        }

        public Builder kmsKeyId(Output<String> kmsKeyId) {
            $.kmsKeyId = kmsKeyId;
            return this;
        }

        public Builder kmsKeyId(String kmsKeyId) {
            return kmsKeyId(Output.of(kmsKeyId));
        }

        public Builder sourceType(Output<String> sourceType) {
            $.sourceType = sourceType;
            return this;
        }

        public Builder sourceType(String sourceType) {
            return sourceType(Output.of(sourceType));
        }

        public InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsArgs build() {
            if ($.sourceType == null) {
                throw new MissingRequiredPropertyException("InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsArgs", "sourceType");
            }
            return $;
        }
    }
}
