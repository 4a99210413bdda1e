// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails (used by oci:Core/InstanceConfigurationInstanceDetailsBlockVolume:InstanceConfigurationInstanceDetailsBlockVolume). */
@CustomType
public final class InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails {
    private List<InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicy> autotunePolicies;
    private String availabilityDomain;
    private String backupPolicyId;
    private InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsBlockVolumeReplicas blockVolumeReplicas;
    private String clusterPlacementGroupId;
    private String compartmentId;
    private Map<String,String> definedTags;
    private String displayName;
    private Map<String,String> freeformTags;
    private Boolean isAutoTuneEnabled;
    private String kmsKeyId;
    private String sizeInGbs;
    private InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetails sourceDetails;
    private String vpusPerGb;
    private String xrcKmsKeyId;

    private InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails() {}

    public List<InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicy> autotunePolicies() {
        return this.autotunePolicies == null ? List.of() : this.autotunePolicies;
    }

    public Optional<String> availabilityDomain() {
        return Optional.ofNullable(this.availabilityDomain);
    }

    public Optional<String> backupPolicyId() {
        return Optional.ofNullable(this.backupPolicyId);
    }

    public Optional<InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsBlockVolumeReplicas> blockVolumeReplicas() {
        return Optional.ofNullable(this.blockVolumeReplicas);
    }

    public Optional<String> clusterPlacementGroupId() {
        return Optional.ofNullable(this.clusterPlacementGroupId);
    }

    public Optional<String> compartmentId() {
        return Optional.ofNullable(this.compartmentId);
    }

    public Map<String,String> definedTags() {
        return this.definedTags == null ? Map.of() : this.definedTags;
    }

    public Optional<String> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    public Map<String,String> freeformTags() {
        return this.freeformTags == null ? Map.of() : this.freeformTags;
    }

    public Optional<Boolean> isAutoTuneEnabled() {
        return Optional.ofNullable(this.isAutoTuneEnabled);
    }

    public Optional<String> kmsKeyId() {
        return Optional.ofNullable(this.kmsKeyId);
    }

    public Optional<String> sizeInGbs() {
        return Optional.ofNullable(this.sizeInGbs);
    }

    public Optional<InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetails> sourceDetails() {
        return Optional.ofNullable(this.sourceDetails);
    }

    public Optional<String> vpusPerGb() {
        return Optional.ofNullable(this.vpusPerGb);
    }

    public Optional<String> xrcKmsKeyId() {
        return Optional.ofNullable(this.xrcKmsKeyId);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private List<InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicy> autotunePolicies;
        private String availabilityDomain;
        private String backupPolicyId;
        private InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsBlockVolumeReplicas blockVolumeReplicas;
        private String clusterPlacementGroupId;
        private String compartmentId;
        private Map<String,String> definedTags;
        private String displayName;
        private Map<String,String> freeformTags;
        private Boolean isAutoTuneEnabled;
        private String kmsKeyId;
        private String sizeInGbs;
        private InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetails sourceDetails;
        private String vpusPerGb;
        private String xrcKmsKeyId;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails defaults) {
            Objects.requireNonNull(defaults);
            this.autotunePolicies = defaults.autotunePolicies;
            this.availabilityDomain = defaults.availabilityDomain;
            this.backupPolicyId = defaults.backupPolicyId;
            this.blockVolumeReplicas = defaults.blockVolumeReplicas;
            this.clusterPlacementGroupId = defaults.clusterPlacementGroupId;
            this.compartmentId = defaults.compartmentId;
            this.definedTags = defaults.definedTags;
            this.displayName = defaults.displayName;
            this.freeformTags = defaults.freeformTags;
            this.isAutoTuneEnabled = defaults.isAutoTuneEnabled;
            this.kmsKeyId = defaults.kmsKeyId;
            this.sizeInGbs = defaults.sizeInGbs;
            this.sourceDetails = defaults.sourceDetails;
            this.vpusPerGb = defaults.vpusPerGb;
            this.xrcKmsKeyId = defaults.xrcKmsKeyId;
        }

        @CustomType.Setter
        public Builder autotunePolicies(List<InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicy> autotunePolicies) {
            this.autotunePolicies = autotunePolicies;
            return this;
        }

        public Builder autotunePolicies(InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicy... autotunePolicies) {
            return autotunePolicies(List.of(autotunePolicies));
        }

        @CustomType.Setter
        public Builder availabilityDomain(String availabilityDomain) {
            this.availabilityDomain = availabilityDomain;
            return this;
        }

        @CustomType.Setter
        public Builder backupPolicyId(String backupPolicyId) {
            this.backupPolicyId = backupPolicyId;
            return this;
        }

        @CustomType.Setter
        public Builder blockVolumeReplicas(InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsBlockVolumeReplicas blockVolumeReplicas) {
            this.blockVolumeReplicas = blockVolumeReplicas;
            return this;
        }

        @CustomType.Setter
        public Builder clusterPlacementGroupId(String clusterPlacementGroupId) {
            this.clusterPlacementGroupId = clusterPlacementGroupId;
            return this;
        }

        @CustomType.Setter
        public Builder compartmentId(String compartmentId) {
            this.compartmentId = compartmentId;
            return this;
        }

        @CustomType.Setter
        public Builder definedTags(Map<String,String> definedTags) {
            this.definedTags = definedTags;
            return this;
        }

        @CustomType.Setter
        public Builder displayName(String displayName) {
            this.displayName = displayName;
            return this;
        }

        @CustomType.Setter
        public Builder freeformTags(Map<String,String> freeformTags) {
            this.freeformTags = freeformTags;
            return this;
        }

        @CustomType.Setter
        public Builder isAutoTuneEnabled(Boolean isAutoTuneEnabled) {
            this.isAutoTuneEnabled = isAutoTuneEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder kmsKeyId(String kmsKeyId) {
            this.kmsKeyId = kmsKeyId;
            return this;
        }

        @CustomType.Setter
        public Builder sizeInGbs(String sizeInGbs) {
            this.sizeInGbs = sizeInGbs;
            return this;
        }

        @CustomType.Setter
        public Builder sourceDetails(InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsSourceDetails sourceDetails) {
            this.sourceDetails = sourceDetails;
            return this;
        }

        @CustomType.Setter
        public Builder vpusPerGb(String vpusPerGb) {
            this.vpusPerGb = vpusPerGb;
            return this;
        }

        @CustomType.Setter
        public Builder xrcKmsKeyId(String xrcKmsKeyId) {
            this.xrcKmsKeyId = xrcKmsKeyId;
            return this;
        }

        public InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails();
            _resultValue.autotunePolicies = autotunePolicies;
            _resultValue.availabilityDomain = availabilityDomain;
            _resultValue.backupPolicyId = backupPolicyId;
            _resultValue.blockVolumeReplicas = blockVolumeReplicas;
            _resultValue.clusterPlacementGroupId = clusterPlacementGroupId;
            _resultValue.compartmentId = compartmentId;
            _resultValue.definedTags = definedTags;
            _resultValue.displayName = displayName;
            _resultValue.freeformTags = freeformTags;
            _resultValue.isAutoTuneEnabled = isAutoTuneEnabled;
            _resultValue.kmsKeyId = kmsKeyId;
            _resultValue.sizeInGbs = sizeInGbs;
            _resultValue.sourceDetails = sourceDetails;
            _resultValue.vpusPerGb = vpusPerGb;
            _resultValue.xrcKmsKeyId = xrcKmsKeyId;
            return _resultValue;
        }
    }
}
