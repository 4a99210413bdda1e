// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.filestorage;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import ocigpucluster.bindings.oci.filestorage.inputs.FileSystemLockArgs;

/** Input properties for FileSystem (oci:FileStorage/fileSystem:FileSystem). */
public final class FileSystemArgs extends ResourceArgs {

    public static final FileSystemArgs Empty = new FileSystemArgs();

    @Import(name="areQuotaRulesEnabled")
    private Output<Boolean> areQuotaRulesEnabled;

    public Optional<Output<Boolean>> areQuotaRulesEnabled() {
        return Optional.ofNullable(this.areQuotaRulesEnabled);
    }

    @Import(name="availabilityDomain", required=true)
    private Output<String> availabilityDomain;

    public Output<String> availabilityDomain() {
        return this.availabilityDomain;
    }

    @Import(name="cloneAttachStatus")
    private Output<String> cloneAttachStatus;

    public Optional<Output<String>> cloneAttachStatus() {
        return Optional.ofNullable(this.cloneAttachStatus);
    }

    @Import(name="compartmentId", required=true)
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
    }

    @Import(name="definedTags")
    private Output<Map<String,String>> definedTags;

    public Optional<Output<Map<String,String>>> definedTags() {
        return Optional.ofNullable(this.definedTags);
    }

    @Import(name="detachCloneTrigger")
    private Output<Integer> detachCloneTrigger;

    public Optional<Output<Integer>> detachCloneTrigger() {
        return Optional.ofNullable(this.detachCloneTrigger);
    }

    @Import(name="displayName")
    private Output<String> displayName;

    public Optional<Output<String>> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    @Import(name="filesystemSnapshotPolicyId")
    private Output<String> filesystemSnapshotPolicyId;

    public Optional<Output<String>> filesystemSnapshotPolicyId() {
        return Optional.ofNullable(this.filesystemSnapshotPolicyId);
    }

    @Import(name="freeformTags")
    private Output<Map<String,String>> freeformTags;

    public Optional<Output<Map<String,String>>> freeformTags() {
        return Optional.ofNullable(this.freeformTags);
    }

    @Import(name="isLockOverride")
    private Output<Boolean> isLockOverride;

    public Optional<Output<Boolean>> isLockOverride() {
        return Optional.ofNullable(this.isLockOverride);
    }

    @Import(name="kmsKeyId")
    private Output<String> kmsKeyId;

    public Optional<Output<String>> kmsKeyId() {
        return Optional.ofNullable(this.kmsKeyId);
    }

    @Import(name="locks")
    private Output<List<FileSystemLockArgs>> locks;

    public Optional<Output<List<FileSystemLockArgs>>> locks() {
        return Optional.ofNullable(this.locks);
    }

    @Import(name="sourceSnapshotId")
    private Output<String> sourceSnapshotId;

    public Optional<Output<String>> sourceSnapshotId() {
        return Optional.ofNullable(this.sourceSnapshotId);
    }

    private FileSystemArgs() {}

    private FileSystemArgs(FileSystemArgs $) {
        this.areQuotaRulesEnabled = $.areQuotaRulesEnabled;
        this.availabilityDomain = $.availabilityDomain;
        this.cloneAttachStatus = $.cloneAttachStatus;
        this.compartmentId = $.compartmentId;
        this.definedTags = $.definedTags;
        this.detachCloneTrigger = $.detachCloneTrigger;
        this.displayName = $.displayName;
        this.filesystemSnapshotPolicyId = $.filesystemSnapshotPolicyId;
        this.freeformTags = $.freeformTags;
        this.isLockOverride = $.isLockOverride;
        this.kmsKeyId = $.kmsKeyId;
        this.locks = $.locks;
        this.sourceSnapshotId = $.sourceSnapshotId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(FileSystemArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final FileSystemArgs $;

        public Builder() {
            $ = new FileSystemArgs();
        }

        public Builder(FileSystemArgs defaults) {
            $ = new FileSystemArgs(Objects.requireNonNull(defaults));
        }

        public Builder areQuotaRulesEnabled(Output<Boolean> areQuotaRulesEnabled) {
            $.areQuotaRulesEnabled = areQuotaRulesEnabled;
            return this;
        }

        public Builder areQuotaRulesEnabled(Boolean areQuotaRulesEnabled) {
            return areQuotaRulesEnabled(Output.of(areQuotaRulesEnabled));
        }

        public Builder availabilityDomain(Output<String> availabilityDomain) {
            $.availabilityDomain = availabilityDomain;
            return this;
        }

        public Builder availabilityDomain(String availabilityDomain) {
            return availabilityDomain(Output.of(availabilityDomain));
        }

        public Builder cloneAttachStatus(Output<String> cloneAttachStatus) {
            $.cloneAttachStatus = cloneAttachStatus;
            return this;
        }

        public Builder cloneAttachStatus(String cloneAttachStatus) {
            return cloneAttachStatus(Output.of(cloneAttachStatus));
        }

        public Builder compartmentId(Output<String> compartmentId) {
            $.compartmentId = compartmentId;
            return this;
        }

        public Builder compartmentId(String compartmentId) {
            return compartmentId(Output.of(compartmentId));
        }

        public Builder definedTags(Output<Map<String,String>> definedTags) {
            $.definedTags = definedTags;
            return this;
        }

        public Builder definedTags(Map<String,String> definedTags) {
            return definedTags(Output.of(definedTags));
        }

        public Builder detachCloneTrigger(Output<Integer> detachCloneTrigger) {
            $.detachCloneTrigger = detachCloneTrigger;
            return this;
        }

        public Builder detachCloneTrigger(Integer detachCloneTrigger) {
            return detachCloneTrigger(Output.of(detachCloneTrigger));
        }

        public Builder displayName(Output<String> displayName) {
            $.displayName = displayName;
            return this;
        }

        public Builder displayName(String displayName) {
            return displayName(Output.of(displayName));
        }

        public Builder filesystemSnapshotPolicyId(Output<String> filesystemSnapshotPolicyId) {
            $.filesystemSnapshotPolicyId = filesystemSnapshotPolicyId;
            return this;
        }

        public Builder filesystemSnapshotPolicyId(String filesystemSnapshotPolicyId) {
            return filesystemSnapshotPolicyId(Output.of(filesystemSnapshotPolicyId));
        }

        public Builder freeformTags(Output<Map<String,String>> freeformTags) {
            $.freeformTags = freeformTags;
            return this;
        }

        public Builder freeformTags(Map<String,String> freeformTags) {
            return freeformTags(Output.of(freeformTags));
        }

        public Builder isLockOverride(Output<Boolean> isLockOverride) {
            $.isLockOverride = isLockOverride;
            return this;
        }

        public Builder isLockOverride(Boolean isLockOverride) {
            return isLockOverride(Output.of(isLockOverride));
        }

        public Builder kmsKeyId(Output<String> kmsKeyId) {
            $.kmsKeyId = kmsKeyId;
            return this;
        }

        public Builder kmsKeyId(String kmsKeyId) {
            return kmsKeyId(Output.of(kmsKeyId));
        }

        public Builder locks(Output<List<FileSystemLockArgs>> locks) {
            $.locks = locks;
            return this;
        }

        public Builder locks(List<FileSystemLockArgs> locks) {
            return locks(Output.of(locks));
        }

        public Builder locks(FileSystemLockArgs... locks) {
            return locks(List.of(locks));
        }

        public Builder sourceSnapshotId(Output<String> sourceSnapshotId) {
            $.sourceSnapshotId = sourceSnapshotId;
            return this;
        }

        public Builder sourceSnapshotId(String sourceSnapshotId) {
            return sourceSnapshotId(Output.of(sourceSnapshotId));
        }

        public FileSystemArgs build() {
            if ($.availabilityDomain == null) {
                throw new MissingRequiredPropertyException("FileSystemArgs", "availabilityDomain");
            }
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("FileSystemArgs", "compartmentId");
            }
            return $;
        }
    }
}
