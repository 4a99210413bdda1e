// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionLaunchDetails (used by oci:Core/InstanceConfigurationInstanceDetailsOption:InstanceConfigurationInstanceDetailsOption). */
@CustomType
public final class InstanceConfigurationInstanceDetailsOptionLaunchDetails {
    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfig agentConfig;
    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfig availabilityConfig;
    private String availabilityDomain;
    private String capacityReservationId;
    private String clusterPlacementGroupId;
    private String compartmentId;
    private String computeClusterId;
    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsCreateVnicDetails createVnicDetails;
    private String dedicatedVmHostId;
    private Map<String,String> definedTags;
    private String displayName;
    private Map<String,String> extendedMetadata;
    private String faultDomain;
    private Map<String,String> freeformTags;
    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsInstanceOptions instanceOptions;
    private String ipxeScript;
    private Boolean isAiEnterpriseEnabled;
    private Boolean isPvEncryptionInTransitEnabled;
    private String launchMode;
    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsLaunchOptions launchOptions;
    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigs licensingConfigs;
    private Map<String,String> metadata;
    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetails placementConstraintDetails;
    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlatformConfig platformConfig;
    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfig preemptibleInstanceConfig;
    private String preferredMaintenanceAction;
    private Map<String,String> securityAttributes;
    private String shape;
    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfig shapeConfig;
    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetails sourceDetails;

    private InstanceConfigurationInstanceDetailsOptionLaunchDetails() {}

    public Optional<InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfig> agentConfig() {
        return Optional.ofNullable(this.agentConfig);
    }

    public Optional<InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfig> availabilityConfig() {
        return Optional.ofNullable(this.availabilityConfig);
    }

    public Optional<String> availabilityDomain() {
        return Optional.ofNullable(this.availabilityDomain);
    }

    public Optional<String> capacityReservationId() {
        return Optional.ofNullable(this.capacityReservationId);
    }

    public Optional<String> clusterPlacementGroupId() {
        return Optional.ofNullable(this.clusterPlacementGroupId);
    }

    public Optional<String> compartmentId() {
        return Optional.ofNullable(this.compartmentId);
    }

    public Optional<String> computeClusterId() {
        return Optional.ofNullable(this.computeClusterId);
    }

    public Optional<InstanceConfigurationInstanceDetailsOptionLaunchDetailsCreateVnicDetails> createVnicDetails() {
        return Optional.ofNullable(this.createVnicDetails);
    }

    public Optional<String> dedicatedVmHostId() {
        return Optional.ofNullable(this.dedicatedVmHostId);
    }

    public Map<String,String> definedTags() {
        return this.definedTags == null ? Map.of() : this.definedTags;
    }

    public Optional<String> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    public Map<String,String> extendedMetadata() {
        return this.extendedMetadata == null ? Map.of() : this.extendedMetadata;
    }

    public Optional<String> faultDomain() {
        return Optional.ofNullable(this.faultDomain);
    }

    public Map<String,String> freeformTags() {
        return this.freeformTags == null ? Map.of() : this.freeformTags;
    }

    public Optional<InstanceConfigurationInstanceDetailsOptionLaunchDetailsInstanceOptions> instanceOptions() {
        return Optional.ofNullable(this.instanceOptions);
    }

    public Optional<String> ipxeScript() {
        return Optional.ofNullable(this.ipxeScript);
    }

    public Optional<Boolean> isAiEnterpriseEnabled() {
        return Optional.ofNullable(this.isAiEnterpriseEnabled);
    }

    public Optional<Boolean> isPvEncryptionInTransitEnabled() {
        return Optional.ofNullable(this.isPvEncryptionInTransitEnabled);
    }

    public Optional<String> launchMode() {
        return Optional.ofNullable(this.launchMode);
    }

    public Optional<InstanceConfigurationInstanceDetailsOptionLaunchDetailsLaunchOptions> launchOptions() {
        return Optional.ofNullable(this.launchOptions);
    }

    public Optional<InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigs> licensingConfigs() {
        return Optional.ofNullable(this.licensingConfigs);
    }

    public Map<String,String> metadata() {
        return this.metadata == null ? Map.of() : this.metadata;
    }

    public Optional<InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetails> placementConstraintDetails() {
        return Optional.ofNullable(this.placementConstraintDetails);
    }

    public Optional<InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlatformConfig> platformConfig() {
        return Optional.ofNullable(this.platformConfig);
    }

    public Optional<InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfig> preemptibleInstanceConfig() {
        return Optional.ofNullable(this.preemptibleInstanceConfig);
    }

    public Optional<String> preferredMaintenanceAction() {
        return Optional.ofNullable(this.preferredMaintenanceAction);
    }

    public Map<String,String> securityAttributes() {
        return this.securityAttributes == null ? Map.of() : this.securityAttributes;
    }

    public Optional<String> shape() {
        return Optional.ofNullable(this.shape);
    }

    public Optional<InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfig> shapeConfig() {
        return Optional.ofNullable(this.shapeConfig);
    }

    public Optional<InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetails> sourceDetails() {
        return Optional.ofNullable(this.sourceDetails);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionLaunchDetails defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfig agentConfig;
        private InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfig availabilityConfig;
        private String availabilityDomain;
        private String capacityReservationId;
        private String clusterPlacementGroupId;
        private String compartmentId;
        private String computeClusterId;
        private InstanceConfigurationInstanceDetailsOptionLaunchDetailsCreateVnicDetails createVnicDetails;
        private String dedicatedVmHostId;
        private Map<String,String> definedTags;
        private String displayName;
        private Map<String,String> extendedMetadata;
        private String faultDomain;
        private Map<String,String> freeformTags;
        private InstanceConfigurationInstanceDetailsOptionLaunchDetailsInstanceOptions instanceOptions;
        private String ipxeScript;
        private Boolean isAiEnterpriseEnabled;
        private Boolean isPvEncryptionInTransitEnabled;
        private String launchMode;
        private InstanceConfigurationInstanceDetailsOptionLaunchDetailsLaunchOptions launchOptions;
        private InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigs licensingConfigs;
        private Map<String,String> metadata;
        private InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetails placementConstraintDetails;
        private InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlatformConfig platformConfig;
        private InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfig preemptibleInstanceConfig;
        private String preferredMaintenanceAction;
        private Map<String,String> securityAttributes;
        private String shape;
        private InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfig shapeConfig;
        private InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetails sourceDetails;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsOptionLaunchDetails defaults) {
            Objects.requireNonNull(defaults);
            this.agentConfig = defaults.agentConfig;
            this.availabilityConfig = defaults.availabilityConfig;
            this.availabilityDomain = defaults.availabilityDomain;
            this.capacityReservationId = defaults.capacityReservationId;
            this.clusterPlacementGroupId = defaults.clusterPlacementGroupId;
            this.compartmentId = defaults.compartmentId;
            this.computeClusterId = defaults.computeClusterId;
            this.createVnicDetails = defaults.createVnicDetails;
            this.dedicatedVmHostId = defaults.dedicatedVmHostId;
            this.definedTags = defaults.definedTags;
            this.displayName = defaults.displayName;
            this.extendedMetadata = defaults.extendedMetadata;
            this.faultDomain = defaults.faultDomain;
            this.freeformTags = defaults.freeformTags;
            this.instanceOptions = defaults.instanceOptions;
            this.ipxeScript = defaults.ipxeScript;
            this.isAiEnterpriseEnabled = defaults.isAiEnterpriseEnabled;
            this.isPvEncryptionInTransitEnabled = defaults.isPvEncryptionInTransitEnabled;
            this.launchMode = defaults.launchMode;
            this.launchOptions = defaults.launchOptions;
            this.licensingConfigs = defaults.licensingConfigs;
            this.metadata = defaults.metadata;
            this.placementConstraintDetails = defaults.placementConstraintDetails;
            this.platformConfig = defaults.platformConfig;
            this.preemptibleInstanceConfig = defaults.preemptibleInstanceConfig;
            this.preferredMaintenanceAction = defaults.preferredMaintenanceAction;
            this.securityAttributes = defaults.securityAttributes;
            this.shape = defaults.shape;
            this.shapeConfig = defaults.shapeConfig;
            this.sourceDetails = defaults.sourceDetails;
        }

        @CustomType.Setter
        public Builder agentConfig(InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfig agentConfig) {
            this.agentConfig = agentConfig;
            return this;
        }

        @CustomType.Setter
        public Builder availabilityConfig(InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfig availabilityConfig) {
            this.availabilityConfig = availabilityConfig;
            return this;
        }

        @CustomType.Setter
        public Builder availabilityDomain(String availabilityDomain) {
            this.availabilityDomain = availabilityDomain;
            return this;
        }

        @CustomType.Setter
        public Builder capacityReservationId(String capacityReservationId) {
            this.capacityReservationId = capacityReservationId;
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
        public Builder computeClusterId(String computeClusterId) {
            this.computeClusterId = computeClusterId;
            return this;
        }

        @CustomType.Setter
        public Builder createVnicDetails(InstanceConfigurationInstanceDetailsOptionLaunchDetailsCreateVnicDetails createVnicDetails) {
            this.createVnicDetails = createVnicDetails;
            return this;
        }

        @CustomType.Setter
        public Builder dedicatedVmHostId(String dedicatedVmHostId) {
            this.dedicatedVmHostId = dedicatedVmHostId;
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
        public Builder extendedMetadata(Map<String,String> extendedMetadata) {
            this.extendedMetadata = extendedMetadata;
            return this;
        }

        @CustomType.Setter
        public Builder faultDomain(String faultDomain) {
            this.faultDomain = faultDomain;
            return this;
        }

        @CustomType.Setter
        public Builder freeformTags(Map<String,String> freeformTags) {
            this.freeformTags = freeformTags;
            return this;
        }

        @CustomType.Setter
        public Builder instanceOptions(InstanceConfigurationInstanceDetailsOptionLaunchDetailsInstanceOptions instanceOptions) {
            this.instanceOptions = instanceOptions;
            return this;
        }

        @CustomType.Setter
        public Builder ipxeScript(String ipxeScript) {
            this.ipxeScript = ipxeScript;
            return this;
        }

        @CustomType.Setter
        public Builder isAiEnterpriseEnabled(Boolean isAiEnterpriseEnabled) {
            this.isAiEnterpriseEnabled = isAiEnterpriseEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder isPvEncryptionInTransitEnabled(Boolean isPvEncryptionInTransitEnabled) {
            this.isPvEncryptionInTransitEnabled = isPvEncryptionInTransitEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder launchMode(String launchMode) {
            this.launchMode = launchMode;
            return this;
        }

        @CustomType.Setter
        public Builder launchOptions(InstanceConfigurationInstanceDetailsOptionLaunchDetailsLaunchOptions launchOptions) {
            this.launchOptions = launchOptions;
            return this;
        }

        @CustomType.Setter
        public Builder licensingConfigs(InstanceConfigurationInstanceDetailsOptionLaunchDetailsLicensingConfigs licensingConfigs) {
            this.licensingConfigs = licensingConfigs;
            return this;
        }

        @CustomType.Setter
        public Builder metadata(Map<String,String> metadata) {
            this.metadata = metadata;
            return this;
        }

        @CustomType.Setter
        public Builder placementConstraintDetails(InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetails placementConstraintDetails) {
            this.placementConstraintDetails = placementConstraintDetails;
            return this;
        }

        @CustomType.Setter
        public Builder platformConfig(InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlatformConfig platformConfig) {
            this.platformConfig = platformConfig;
            return this;
        }

        @CustomType.Setter
        public Builder preemptibleInstanceConfig(InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfig preemptibleInstanceConfig) {
            this.preemptibleInstanceConfig = preemptibleInstanceConfig;
            return this;
        }

        @CustomType.Setter
        public Builder preferredMaintenanceAction(String preferredMaintenanceAction) {
            this.preferredMaintenanceAction = preferredMaintenanceAction;
            return this;
        }

        @CustomType.Setter
        public Builder securityAttributes(Map<String,String> securityAttributes) {
            this.securityAttributes = securityAttributes;
            return this;
        }

        @CustomType.Setter
        public Builder shape(String shape) {
            this.shape = shape;
            return this;
        }

        @CustomType.Setter
        public Builder shapeConfig(InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfig shapeConfig) {
            this.shapeConfig = shapeConfig;
            return this;
        }

        @CustomType.Setter
        public Builder sourceDetails(InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetails sourceDetails) {
            this.sourceDetails = sourceDetails;
            return this;
        }

        public InstanceConfigurationInstanceDetailsOptionLaunchDetails build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsOptionLaunchDetails();
            _resultValue.agentConfig = agentConfig;
            _resultValue.availabilityConfig = availabilityConfig;
            _resultValue.availabilityDomain = availabilityDomain;
            _resultValue.capacityReservationId = capacityReservationId;
            _resultValue.clusterPlacementGroupId = clusterPlacementGroupId;
            _resultValue.compartmentId = compartmentId;
            _resultValue.computeClusterId = computeClusterId;
            _resultValue.createVnicDetails = createVnicDetails;
            _resultValue.dedicatedVmHostId = dedicatedVmHostId;
            _resultValue.definedTags = definedTags;
            _resultValue.displayName = displayName;
            _resultValue.extendedMetadata = extendedMetadata;
            _resultValue.faultDomain = faultDomain;
            _resultValue.freeformTags = freeformTags;
            _resultValue.instanceOptions = instanceOptions;
            _resultValue.ipxeScript = ipxeScript;
            _resultValue.isAiEnterpriseEnabled = isAiEnterpriseEnabled;
            _resultValue.isPvEncryptionInTransitEnabled = isPvEncryptionInTransitEnabled;
            _resultValue.launchMode = launchMode;
            _resultValue.launchOptions = launchOptions;
            _resultValue.licensingConfigs = licensingConfigs;
            _resultValue.metadata = metadata;
            _resultValue.placementConstraintDetails = placementConstraintDetails;
            _resultValue.platformConfig = platformConfig;
            _resultValue.preemptibleInstanceConfig = preemptibleInstanceConfig;
            _resultValue.preferredMaintenanceAction = preferredMaintenanceAction;
            _resultValue.securityAttributes = securityAttributes;
            _resultValue.shape = shape;
            _resultValue.shapeConfig = shapeConfig;
            _resultValue.sourceDetails = sourceDetails;
            return _resultValue;
        }
    }
}
