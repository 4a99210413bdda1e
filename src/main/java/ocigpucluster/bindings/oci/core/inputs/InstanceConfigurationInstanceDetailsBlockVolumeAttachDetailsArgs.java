// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsBlockVolumeAttachDetails (used by oci:Core/InstanceConfigurationInstanceDetailsBlockVolume:InstanceConfigurationInstanceDetailsBlockVolume). */
public final class InstanceConfigurationInstanceDetailsBlockVolumeAttachDetailsArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsBlockVolumeAttachDetailsArgs Empty = new InstanceConfigurationInstanceDetailsBlockVolumeAttachDetailsArgs();

    @Import(name="device")
    private Output<String> device;

    public Optional<Output<String>> device() {
        return Optional.ofNullable(this.device);
    }

    @Import(name="displayName")
    private Output<String> displayName;

    public Optional<Output<String>> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    @Import(name="isPvEncryptionInTransitEnabled")
    private Output<Boolean> isPvEncryptionInTransitEnabled;

    public Optional<Output<Boolean>> isPvEncryptionInTransitEnabled() {
        return Optional.ofNullable(this.isPvEncryptionInTransitEnabled);
    }

    @Import(name="isReadOnly")
    private Output<Boolean> isReadOnly;

    public Optional<Output<Boolean>> isReadOnly() {
        return Optional.ofNullable(this.isReadOnly);
    }

    @Import(name="isShareable")
    private Output<Boolean> isShareable;

    public Optional<Output<Boolean>> isShareable() {
        return Optional.ofNullable(this.isShareable);
    }

    @Import(name="type", required=true)
    private Output<String> type;

    public Output<String> type() {
        return this.type;
    }

    @Import(name="useChap")
    private Output<Boolean> useChap;

    public Optional<Output<Boolean>> useChap() {
        return Optional.ofNullable(this.useChap);
    }

    private InstanceConfigurationInstanceDetailsBlockVolumeAttachDetailsArgs() {}

    private InstanceConfigurationInstanceDetailsBlockVolumeAttachDetailsArgs(InstanceConfigurationInstanceDetailsBlockVolumeAttachDetailsArgs $) {
        this.device = $.device;
        this.displayName = $.displayName;
        this.isPvEncryptionInTransitEnabled = $.isPvEncryptionInTransitEnabled;
        this.isReadOnly = $.isReadOnly;
        this.isShareable = $.isShareable;
        this.type = $.type;
        this.useChap = $.useChap;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsBlockVolumeAttachDetailsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsBlockVolumeAttachDetailsArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsBlockVolumeAttachDetailsArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsBlockVolumeAttachDetailsArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsBlockVolumeAttachDetailsArgs(Objects.requireNonNull(defaults));
        }

        public Builder device(Output<String> device) {
            $.device = device;
            return this;
        }

        public Builder device(String device) {
            return device(Output.of(device));
        }

        public Builder displayName(Output<String> displayName) {
            $.displayName = displayName;
            return this;
        }

        public Builder displayName(String displayName) {
            return displayName(Output.of(displayName));
        }

        public Builder isPvEncryptionInTransitEnabled(Output<Boolean> isPvEncryptionInTransitEnabled) {
            $.isPvEncryptionInTransitEnabled = isPvEncryptionInTransitEnabled;
            return this;
        }

        public Builder isPvEncryptionInTransitEnabled(Boolean isPvEncryptionInTransitEnabled) {
            return isPvEncryptionInTransitEnabled(Output.of(isPvEncryptionInTransitEnabled));
        }

        public Builder isReadOnly(Output<Boolean> isReadOnly) {
            $.isReadOnly = isReadOnly;
            return this;
        }

        public Builder isReadOnly(Boolean isReadOnly) {
            return isReadOnly(Output.of(isReadOnly));
        }

        public Builder isShareable(Output<Boolean> isShareable) {
            $.isShareable = isShareable;
            return this;
        }

        public Builder isShareable(Boolean isShareable) {
            return isShareable(Output.of(isShareable));
        }

        public Builder type(Output<String> type) {
            $.type = type;
            return this;
        }

        public Builder type(String type) {
            return type(Output.of(type));
        }

        public Builder useChap(Output<Boolean> useChap) {
            $.useChap = useChap;
            return this;
        }

        public Builder useChap(Boolean useChap) {
            return useChap(Output.of(useChap));
        }

        public InstanceConfigurationInstanceDetailsBlockVolumeAttachDetailsArgs build() {
            if ($.type == null) {
                throw new MissingRequiredPropertyException("InstanceConfigurationInstanceDetailsBlockVolumeAttachDetailsArgs", "type");
            }
            return $;
        }
    }
}
