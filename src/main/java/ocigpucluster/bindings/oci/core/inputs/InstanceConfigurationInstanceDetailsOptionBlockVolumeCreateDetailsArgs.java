// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetails (used by oci:Core/InstanceConfigurationInstanceDetailsOptionBlockVolume:InstanceConfigurationInstanceDetailsOptionBlockVolume). */
public final class InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsArgs Empty = new InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsArgs();

    @Import(name="autotunePolicies")
    private Output<List<InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicyArgs>> autotunePolicies;

    public Optional<Output<List<InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicyArgs>>> autotunePolicies() {
        return Optional.ofNullable(this.autotunePolicies);
    }

    @Import(name="availabilityDomain")
    private Output<String> availabilityDomain;

    public Optional<Output<String>> availabilityDomain() {
        return Optional.ofNullable(this.availabilityDomain);
    }

    @Import(name="backupPolicyId")
    private Output<String> backupPolicyId;

    public Optional<Output<String>> backupPolicyId() {
        return Optional.ofNullable(this.backupPolicyId);
    }

    @Import(name="blockVolumeReplicas")
    private Output<InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsBlockVolumeReplicasArgs> blockVolumeReplicas;

    public Optional<Output<InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsBlockVolumeReplicasArgs>> blockVolumeReplicas() {
        return Optional.ofNullable(this.blockVolumeReplicas);
    }

    @Import(name="clusterPlacementGroupId")
    private Output<String> clusterPlacementGroupId;

    public Optional<Output<String>> clusterPlacementGroupId() {
        return Optional.ofNullable(this.clusterPlacementGroupId);
    }

    @Import(name="compartmentId")
    private Output<String> compartmentId;

    public Optional<Output<String>> compartmentId() {
        return Optional.ofNullable(this.compartmentId);
    }

    @Import(name="definedTags")
    private Output<Map<String,String>> definedTags;

    public Optional<Output<Map<String,String>>> definedTags() {
        return Optional.ofNullable(this.definedTags);
    }

    @Import(name="displayName")
    private Output<String> displayName;

    public Optional<Output<String>> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    @Import(name="freeformTags")
    private Output<Map<String,String>> freeformTags;

    public Optional<Output<Map<String,String>>> freeformTags() {
        return Optional.ofNullable(this.freeformTags);
    }

    @Import(name="isAutoTuneEnabled")
    private Output<Boolean> isAutoTuneEnabled;

    public Optional<Output<Boolean>> isAutoTuneEnabled() {
        return Optional.ofNullable(this.isAutoTuneEnabled);
    }

    @Import(name="kmsKeyId")
    private Output<String> kmsKeyId;

    public Optional<Output<String>> kmsKeyId() {
        return Optional.ofNullable(this.kmsKeyId);
    }

    @Import(name="sizeInGbs")
    private Output<String> sizeInGbs;

    public Optional<Output<String>> sizeInGbs() {
        return Optional.ofNullable(this.sizeInGbs);
    }

    @Import(name="sourceDetails")
    private Output<InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetailsArgs> sourceDetails;

    public Optional<Output<InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetailsArgs>> sourceDetails() {
        return Optional.ofNullable(this.sourceDetails);
    }

    @Import(name="vpusPerGb")
    private Output<String> vpusPerGb;

    public Optional<Output<String>> vpusPerGb() {
        return Optional.ofNullable(this.vpusPerGb);
    }

    @Import(name="xrcKmsKeyId")
    private Output<String> xrcKmsKeyId;

    public Optional<Output<String>> xrcKmsKeyId() {
        return Optional.ofNullable(this.xrcKmsKeyId);
    }

    private InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsArgs() {}

    private InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsArgs(InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsArgs $) {
        this.autotunePolicies = $.autotunePolicies;
        this.availabilityDomain = $.availabilityDomain;
        this.backupPolicyId = $.backupPolicyId;
        this.blockVolumeReplicas = $.blockVolumeReplicas;
        this.clusterPlacementGroupId = $.clusterPlacementGroupId;
        this.compartmentId = $.compartmentId;
        this.definedTags = $.definedTags;
        this.displayName = $.displayName;
        this.freeformTags = $.freeformTags;
        this.isAutoTuneEnabled = $.isAutoTuneEnabled;
        this.kmsKeyId = $.kmsKeyId;
        this.sizeInGbs = $.sizeInGbs;
        this.sourceDetails = $.sourceDetails;
        this.vpusPerGb = $.vpusPerGb;
        this.xrcKmsKeyId = $.xrcKmsKeyId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsArgs(Objects.requireNonNull(defaults));
        }

        public Builder autotunePolicies(Output<List<InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicyArgs>> autotunePolicies) {
            $.autotunePolicies = autotunePolicies;
            return this;
        }

        public Builder autotunePolicies(List<InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicyArgs> autotunePolicies) {
            return autotunePolicies(Output.of(autotunePolicies));
        }

        public Builder autotunePolicies(InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsAutotunePolicyArgs... autotunePolicies) {
            return autotunePolicies(List.of(autotunePolicies));
        }

        public Builder availabilityDomain(Output<String> availabilityDomain) {
            $.availabilityDomain = availabilityDomain;
            return this;
        }

        public Builder availabilityDomain(String availabilityDomain) {
            return availabilityDomain(Output.of(availabilityDomain));
        }

        public Builder backupPolicyId(Output<String> backupPolicyId) {
            $.backupPolicyId = backupPolicyId;
            return this;
        }

        public Builder backupPolicyId(String backupPolicyId) {
            return backupPolicyId(Output.of(backupPolicyId));
        }

        public Builder blockVolumeReplicas(Output<InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsBlockVolumeReplicasArgs> blockVolumeReplicas) {
            $.blockVolumeReplicas = blockVolumeReplicas;
            return this;
        }

        public Builder blockVolumeReplicas(InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsBlockVolumeReplicasArgs blockVolumeReplicas) {
            return blockVolumeReplicas(Output.of(blockVolumeReplicas));
        }

        public Builder clusterPlacementGroupId(Output<String> clusterPlacementGroupId) {
            $.clusterPlacementGroupId = clusterPlacementGroupId;
            return this;
        }

        public Builder clusterPlacementGroupId(String clusterPlacementGroupId) {
            return clusterPlacementGroupId(Output.of(clusterPlacementGroupId));
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

        public Builder displayName(Output<String> displayName) {
            $.displayName = displayName;
            return this;
        }

        public Builder displayName(String displayName) {
            return displayName(Output.of(displayName));
        }

        public Builder freeformTags(Output<Map<String,String>> freeformTags) {
            $.freeformTags = freeformTags;
            return this;
        }

        public Builder freeformTags(Map<String,String> freeformTags) {
            return freeformTags(Output.of(freeformTags));
        }

        public Builder isAutoTuneEnabled(Output<Boolean> isAutoTuneEnabled) {
            $.isAutoTuneEnabled = isAutoTuneEnabled;
            return this;
        }

        public Builder isAutoTuneEnabled(Boolean isAutoTuneEnabled) {
            return isAutoTuneEnabled(Output.of(isAutoTuneEnabled));
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

        public Builder sourceDetails(Output<InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetailsArgs> sourceDetails) {
            $.sourceDetails = sourceDetails;
            return this;
        }

        public Builder sourceDetails(InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsSourceDetailsArgs sourceDetails) {
            return sourceDetails(Output.of(sourceDetails));
        }

        public Builder vpusPerGb(Output<String> vpusPerGb) {
            $.vpusPerGb = vpusPerGb;
            return this;
        }

        public Builder vpusPerGb(String vpusPerGb) {
            return vpusPerGb(Output.of(vpusPerGb));
        }

        public Builder xrcKmsKeyId(Output<String> xrcKmsKeyId) {
            $.xrcKmsKeyId = xrcKmsKeyId;
            return this;
        }

        public Builder xrcKmsKeyId(String xrcKmsKeyId) {
            return xrcKmsKeyId(Output.of(xrcKmsKeyId));
        }

        public InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetailsArgs build() {
            return $;
        }
    }
}
