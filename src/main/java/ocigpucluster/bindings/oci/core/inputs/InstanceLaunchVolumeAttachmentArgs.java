// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceLaunchVolumeAttachment (used by oci:Core/instance:Instance). */
public final class InstanceLaunchVolumeAttachmentArgs extends ResourceArgs {

    public static final InstanceLaunchVolumeAttachmentArgs Empty = new InstanceLaunchVolumeAttachmentArgs();

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

    @Import(name="encryptionInTransitType")
    private Output<String> encryptionInTransitType;

    public Optional<Output<String>> encryptionInTransitType() {
        return Optional.ofNullable(this.encryptionInTransitType);
    }

    @Import(name="isAgentAutoIscsiLoginEnabled")
    private Output<Boolean> isAgentAutoIscsiLoginEnabled;

    public Optional<Output<Boolean>> isAgentAutoIscsiLoginEnabled() {
        return Optional.ofNullable(this.isAgentAutoIscsiLoginEnabled);
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

    @Import(name="launchCreateVolumeDetails")
    private Output<InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetailsArgs> launchCreateVolumeDetails;

    public Optional<Output<InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetailsArgs>> launchCreateVolumeDetails() {
        return Optional.ofNullable(this.launchCreateVolumeDetails);
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

    @Import(name="volumeId")
    private Output<String> volumeId;

    public Optional<Output<String>> volumeId() {
        return Optional.ofNullable(this.volumeId);
    }

    private InstanceLaunchVolumeAttachmentArgs() {}

    private InstanceLaunchVolumeAttachmentArgs(InstanceLaunchVolumeAttachmentArgs $) {
        this.device = $.device;
        this.displayName = $.displayName;
        this.encryptionInTransitType = $.encryptionInTransitType;
        this.isAgentAutoIscsiLoginEnabled = $.isAgentAutoIscsiLoginEnabled;
        this.isPvEncryptionInTransitEnabled = $.isPvEncryptionInTransitEnabled;
        this.isReadOnly = $.isReadOnly;
        this.isShareable = $.isShareable;
        this.launchCreateVolumeDetails = $.launchCreateVolumeDetails;
        this.type = $.type;
        this.useChap = $.useChap;
        this.volumeId = $.volumeId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceLaunchVolumeAttachmentArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceLaunchVolumeAttachmentArgs $;

        public Builder() {
            $ = new InstanceLaunchVolumeAttachmentArgs();
        }

        public Builder(InstanceLaunchVolumeAttachmentArgs defaults) {
            $ = new InstanceLaunchVolumeAttachmentArgs(Objects.requireNonNull(defaults));
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

        public Builder encryptionInTransitType(Output<String> encryptionInTransitType) {
            $.encryptionInTransitType = encryptionInTransitType;
            return this;
        }

        public Builder encryptionInTransitType(String encryptionInTransitType) {
            return encryptionInTransitType(Output.of(encryptionInTransitType));
        }

        public Builder isAgentAutoIscsiLoginEnabled(Output<Boolean> isAgentAutoIscsiLoginEnabled) {
            $.isAgentAutoIscsiLoginEnabled = isAgentAutoIscsiLoginEnabled;
            return this;
        }

        public Builder isAgentAutoIscsiLoginEnabled(Boolean isAgentAutoIscsiLoginEnabled) {
            return isAgentAutoIscsiLoginEnabled(Output.of(isAgentAutoIscsiLoginEnabled));
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

        public Builder launchCreateVolumeDetails(Output<InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetailsArgs> launchCreateVolumeDetails) {
            $.launchCreateVolumeDetails = launchCreateVolumeDetails;
            return this;
        }

        public Builder launchCreateVolumeDetails(InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetailsArgs launchCreateVolumeDetails) {
            return launchCreateVolumeDetails(Output.of(launchCreateVolumeDetails));
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

        public Builder volumeId(Output<String> volumeId) {
            $.volumeId = volumeId;
            return this;
        }

        public Builder volumeId(String volumeId) {
            return volumeId(Output.of(volumeId));
        }

        public InstanceLaunchVolumeAttachmentArgs build() {
            if ($.type == null) {
                throw new MissingRequiredPropertyException("InstanceLaunchVolumeAttachmentArgs", "type");
            }
            return $;
        }
    }
}
