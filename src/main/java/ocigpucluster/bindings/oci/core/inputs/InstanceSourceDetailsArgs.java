// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceSourceDetails (used by oci:Core/instance:Instance). */
public final class InstanceSourceDetailsArgs extends ResourceArgs {

    public static final InstanceSourceDetailsArgs Empty = new InstanceSourceDetailsArgs();

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

    @Import(name="instanceSourceImageFilterDetails")
    private Output<InstanceSourceDetailsInstanceSourceImageFilterDetailsArgs> instanceSourceImageFilterDetails;

    public Optional<Output<InstanceSourceDetailsInstanceSourceImageFilterDetailsArgs>> instanceSourceImageFilterDetails() {
        return Optional.ofNullable(this.instanceSourceImageFilterDetails);
    }

    @Import(name="isPreserveBootVolumeEnabled")
    private Output<Boolean> isPreserveBootVolumeEnabled;

    public Optional<Output<Boolean>> isPreserveBootVolumeEnabled() {
        return Optional.ofNullable(this.isPreserveBootVolumeEnabled);
    }

    @Import(name="kmsKeyId")
    private Output<String> kmsKeyId;

    public Optional<Output<String>> kmsKeyId() {
        return Optional.ofNullable(this.kmsKeyId);
    }

    @Import(name="sourceId")
    private Output<String> sourceId;

    public Optional<Output<String>> sourceId() {
        return Optional.ofNullable(this.sourceId);
    }

    @Import(name="sourceType", required=true)
    private Output<String> sourceType;

    public Output<String> sourceType() {
        return this.sourceType;
    }

    private InstanceSourceDetailsArgs() {}

    private InstanceSourceDetailsArgs(InstanceSourceDetailsArgs $) {
        this.bootVolumeSizeInGbs = $.bootVolumeSizeInGbs;
        this.bootVolumeVpusPerGb = $.bootVolumeVpusPerGb;
        this.instanceSourceImageFilterDetails = $.instanceSourceImageFilterDetails;
        this.isPreserveBootVolumeEnabled = $.isPreserveBootVolumeEnabled;
        this.kmsKeyId = $.kmsKeyId;
        this.sourceId = $.sourceId;
        this.sourceType = $.sourceType;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceSourceDetailsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceSourceDetailsArgs $;

        public Builder() {
            $ = new InstanceSourceDetailsArgs();
        }

        public Builder(InstanceSourceDetailsArgs defaults) {
            $ = new InstanceSourceDetailsArgs(Objects.requireNonNull(defaults));
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

        public Builder instanceSourceImageFilterDetails(Output<InstanceSourceDetailsInstanceSourceImageFilterDetailsArgs> instanceSourceImageFilterDetails) {
            $.instanceSourceImageFilterDetails = instanceSourceImageFilterDetails;
            return this;
        }

        public Builder instanceSourceImageFilterDetails(InstanceSourceDetailsInstanceSourceImageFilterDetailsArgs instanceSourceImageFilterDetails) {
            return instanceSourceImageFilterDetails(Output.of(instanceSourceImageFilterDetails));
        }

        public Builder isPreserveBootVolumeEnabled(Output<Boolean> isPreserveBootVolumeEnabled) {
            $.isPreserveBootVolumeEnabled = isPreserveBootVolumeEnabled;
            return this;
        }

        public Builder isPreserveBootVolumeEnabled(Boolean isPreserveBootVolumeEnabled) {
            return isPreserveBootVolumeEnabled(Output.of(isPreserveBootVolumeEnabled));
        }

        public Builder kmsKeyId(Output<String> kmsKeyId) {
            $.kmsKeyId = kmsKeyId;
            return this;
        }

        public Builder kmsKeyId(String kmsKeyId) {
            return kmsKeyId(Output.of(kmsKeyId));
        }

        public Builder sourceId(Output<String> sourceId) {
            $.sourceId = sourceId;
            return this;
        }

        public Builder sourceId(String sourceId) {
            return sourceId(Output.of(sourceId));
        }

        public Builder sourceType(Output<String> sourceType) {
            $.sourceType = sourceType;
            return this;
        }

        public Builder sourceType(String sourceType) {
            return sourceType(Output.of(sourceType));
        }

        public InstanceSourceDetailsArgs build() {
            if ($.sourceType == null) {
                throw new MissingRequiredPropertyException("InstanceSourceDetailsArgs", "sourceType");
            }
            return $;
        }
    }
}
