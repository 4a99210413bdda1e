// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Reads one instance by OCID, including privateIp and publicIp. */
@CustomType
public final class GetInstanceResult {
    private List<GetInstanceAgentConfig> agentConfigs;
    private Boolean async;
    private List<GetInstanceAvailabilityConfig> availabilityConfigs;
    private String availabilityDomain;
    private String bootVolumeId;
    private String capacityReservationId;
    private String clusterPlacementGroupId;
    private String compartmentId;
    private String computeClusterId;
    private List<GetInstanceCreateVnicDetail> createVnicDetails;
    private String dedicatedVmHostId;
    private Map<String,String> definedTags;
    private String displayName;
    private Map<String,String> extendedMetadata;
    private String faultDomain;
    private Map<String,String> freeformTags;
    private String hostnameLabel;
    private String id;
    private String image;
    private String instanceConfigurationId;
    private String instanceId;
    private List<GetInstanceInstanceOption> instanceOptions;
    private String ipxeScript;
    private Boolean isAiEnterpriseEnabled;
    private Boolean isCrossNumaNode;
    private Boolean isPvEncryptionInTransitEnabled;
    private String launchMode;
    private List<GetInstanceLaunchOption> launchOptions;
    private List<GetInstanceLaunchVolumeAttachment> launchVolumeAttachments;
    private List<GetInstanceLicensingConfig> licensingConfigs;
    private Map<String,String> metadata;
    private List<GetInstancePlacementConstraintDetail> placementConstraintDetails;
    private List<GetInstancePlatformConfig> platformConfigs;
    private List<GetInstancePreemptibleInstanceConfig> preemptibleInstanceConfigs;
    private Boolean preserveBootVolume;
    private Boolean preserveDataVolumesCreatedAtLaunch;
    private String privateIp;
    private String publicIp;
    private String region;
    private Map<String,String> securityAttributes;
    private String securityAttributesState;
    private String shape;
    private List<GetInstanceShapeConfig> shapeConfigs;
    private List<GetInstanceSourceDetail> sourceDetails;
    private String state;
    private String subnetId;
    private Map<String,String> systemTags;
    private String timeCreated;
    private String timeMaintenanceRebootDue;
    private String updateOperationConstraint;

    private GetInstanceResult() {}

    public List<GetInstanceAgentConfig> agentConfigs() {
        return this.agentConfigs;
    }

    public Boolean async() {
        return this.async;
    }

    public List<GetInstanceAvailabilityConfig> availabilityConfigs() {
        return this.availabilityConfigs;
    }

    public String availabilityDomain() {
        return this.availabilityDomain;
    }

    public String bootVolumeId() {
        return this.bootVolumeId;
    }

    public String capacityReservationId() {
        return this.capacityReservationId;
    }

    public String clusterPlacementGroupId() {
        return this.clusterPlacementGroupId;
    }

    public String compartmentId() {
        return this.compartmentId;
    }

    public String computeClusterId() {
        return this.computeClusterId;
    }

    public List<GetInstanceCreateVnicDetail> createVnicDetails() {
        return this.createVnicDetails;
    }

    public String dedicatedVmHostId() {
        return this.dedicatedVmHostId;
    }

    public Map<String,String> definedTags() {
        return this.definedTags;
    }

    public String displayName() {
        return this.displayName;
    }

    public Map<String,String> extendedMetadata() {
        return this.extendedMetadata;
    }

    public String faultDomain() {
        return this.faultDomain;
    }

    public Map<String,String> freeformTags() {
        return this.freeformTags;
    }

    public String hostnameLabel() {
        return this.hostnameLabel;
    }

    public String id() {
        return this.id;
    }

    public String image() {
        return this.image;
    }

    public String instanceConfigurationId() {
        return this.instanceConfigurationId;
    }

    public String instanceId() {
        return this.instanceId;
    }

    public List<GetInstanceInstanceOption> instanceOptions() {
        return this.instanceOptions;
    }

    public String ipxeScript() {
        return this.ipxeScript;
    }

    public Boolean isAiEnterpriseEnabled() {
        return this.isAiEnterpriseEnabled;
    }

    public Boolean isCrossNumaNode() {
        return this.isCrossNumaNode;
    }

    public Boolean isPvEncryptionInTransitEnabled() {
        return this.isPvEncryptionInTransitEnabled;
    }

    public String launchMode() {
        return this.launchMode;
    }

    public List<GetInstanceLaunchOption> launchOptions() {
        return this.launchOptions;
    }

    public List<GetInstanceLaunchVolumeAttachment> launchVolumeAttachments() {
        return this.launchVolumeAttachments;
    }

    public List<GetInstanceLicensingConfig> licensingConfigs() {
        return this.licensingConfigs;
    }

    public Map<String,String> metadata() {
        return this.metadata;
    }

    public List<GetInstancePlacementConstraintDetail> placementConstraintDetails() {
        return this.placementConstraintDetails;
    }

    public List<GetInstancePlatformConfig> platformConfigs() {
        return this.platformConfigs;
    }

    public List<GetInstancePreemptibleInstanceConfig> preemptibleInstanceConfigs() {
        return this.preemptibleInstanceConfigs;
    }

    public Boolean preserveBootVolume() {
        return this.preserveBootVolume;
    }

    public Boolean preserveDataVolumesCreatedAtLaunch() {
        return this.preserveDataVolumesCreatedAtLaunch;
    }

    public String privateIp() {
        return this.privateIp;
    }

    public String publicIp() {
        return this.publicIp;
    }

    public String region() {
        return this.region;
    }

    public Map<String,String> securityAttributes() {
        return this.securityAttributes;
    }

    public String securityAttributesState() {
        return this.securityAttributesState;
    }

    public String shape() {
        return this.shape;
    }

    public List<GetInstanceShapeConfig> shapeConfigs() {
        return this.shapeConfigs;
    }

    public List<GetInstanceSourceDetail> sourceDetails() {
        return this.sourceDetails;
    }

    public String state() {
        return this.state;
    }

    public String subnetId() {
        return this.subnetId;
    }

    public Map<String,String> systemTags() {
        return this.systemTags;
    }

    public String timeCreated() {
        return this.timeCreated;
    }

    public String timeMaintenanceRebootDue() {
        return this.timeMaintenanceRebootDue;
    }

    public String updateOperationConstraint() {
        return this.updateOperationConstraint;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstanceResult defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private List<GetInstanceAgentConfig> agentConfigs;
        private Boolean async;
        private List<GetInstanceAvailabilityConfig> availabilityConfigs;
        private String availabilityDomain;
        private String bootVolumeId;
        private String capacityReservationId;
        private String clusterPlacementGroupId;
        private String compartmentId;
        private String computeClusterId;
        private List<GetInstanceCreateVnicDetail> createVnicDetails;
        private String dedicatedVmHostId;
        private Map<String,String> definedTags;
        private String displayName;
        private Map<String,String> extendedMetadata;
        private String faultDomain;
        private Map<String,String> freeformTags;
        private String hostnameLabel;
        private String id;
        private String image;
        private String instanceConfigurationId;
        private String instanceId;
        private List<GetInstanceInstanceOption> instanceOptions;
        private String ipxeScript;
        private Boolean isAiEnterpriseEnabled;
        private Boolean isCrossNumaNode;
        private Boolean isPvEncryptionInTransitEnabled;
        private String launchMode;
        private List<GetInstanceLaunchOption> launchOptions;
        private List<GetInstanceLaunchVolumeAttachment> launchVolumeAttachments;
        private List<GetInstanceLicensingConfig> licensingConfigs;
        private Map<String,String> metadata;
        private List<GetInstancePlacementConstraintDetail> placementConstraintDetails;
        private List<GetInstancePlatformConfig> platformConfigs;
        private List<GetInstancePreemptibleInstanceConfig> preemptibleInstanceConfigs;
        private Boolean preserveBootVolume;
        private Boolean preserveDataVolumesCreatedAtLaunch;
        private String privateIp;
        private String publicIp;
        private String region;
        private Map<String,String> securityAttributes;
        private String securityAttributesState;
        private String shape;
        private List<GetInstanceShapeConfig> shapeConfigs;
        private List<GetInstanceSourceDetail> sourceDetails;
        private String state;
        private String subnetId;
        private Map<String,String> systemTags;
        private String timeCreated;
        private String timeMaintenanceRebootDue;
        private String updateOperationConstraint;

        public Builder() {}

        public Builder(GetInstanceResult defaults) {
            Objects.requireNonNull(defaults);
            this.agentConfigs = defaults.agentConfigs;
            this.async = defaults.async;
            this.availabilityConfigs = defaults.availabilityConfigs;
            this.availabilityDomain = defaults.availabilityDomain;
            this.bootVolumeId = defaults.bootVolumeId;
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
            this.hostnameLabel = defaults.hostnameLabel;
            this.id = defaults.id;
            this.image = defaults.image;
            this.instanceConfigurationId = defaults.instanceConfigurationId;
            this.instanceId = defaults.instanceId;
            this.instanceOptions = defaults.instanceOptions;
            this.ipxeScript = defaults.ipxeScript;
            this.isAiEnterpriseEnabled = defaults.isAiEnterpriseEnabled;
            this.isCrossNumaNode = defaults.isCrossNumaNode;
            this.isPvEncryptionInTransitEnabled = defaults.isPvEncryptionInTransitEnabled;
            this.launchMode = defaults.launchMode;
            this.launchOptions = defaults.launchOptions;
            this.launchVolumeAttachments = defaults.launchVolumeAttachments;
            this.licensingConfigs = defaults.licensingConfigs;
            this.metadata = defaults.metadata;
            this.placementConstraintDetails = defaults.placementConstraintDetails;
            this.platformConfigs = defaults.platformConfigs;
            this.preemptibleInstanceConfigs = defaults.preemptibleInstanceConfigs;
            this.preserveBootVolume = defaults.preserveBootVolume;
            this.preserveDataVolumesCreatedAtLaunch = defaults.preserveDataVolumesCreatedAtLaunch;
            this.privateIp = defaults.privateIp;
            this.publicIp = defaults.publicIp;
            this.region = defaults.region;
            this.securityAttributes = defaults.securityAttributes;
            this.securityAttributesState = defaults.securityAttributesState;
            this.shape = defaults.shape;
            this.shapeConfigs = defaults.shapeConfigs;
            this.sourceDetails = defaults.sourceDetails;
            this.state = defaults.state;
            this.subnetId = defaults.subnetId;
            this.systemTags = defaults.systemTags;
            this.timeCreated = defaults.timeCreated;
            this.timeMaintenanceRebootDue = defaults.timeMaintenanceRebootDue;
            this.updateOperationConstraint = defaults.updateOperationConstraint;
        }

        @CustomType.Setter
        public Builder agentConfigs(List<GetInstanceAgentConfig> agentConfigs) {
            this.agentConfigs = agentConfigs;
            return this;
        }

        public Builder agentConfigs(GetInstanceAgentConfig... agentConfigs) {
            return agentConfigs(List.of(agentConfigs));
        }

        @CustomType.Setter
        public Builder async(Boolean async) {
            this.async = async;
            return this;
        }

        @CustomType.Setter
        public Builder availabilityConfigs(List<GetInstanceAvailabilityConfig> availabilityConfigs) {
            this.availabilityConfigs = availabilityConfigs;
            return this;
        }

        public Builder availabilityConfigs(GetInstanceAvailabilityConfig... availabilityConfigs) {
            return availabilityConfigs(List.of(availabilityConfigs));
        }

        @CustomType.Setter
        public Builder availabilityDomain(String availabilityDomain) {
            this.availabilityDomain = availabilityDomain;
            return this;
        }

        @CustomType.Setter
        public Builder bootVolumeId(String bootVolumeId) {
            this.bootVolumeId = bootVolumeId;
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
        public Builder createVnicDetails(List<GetInstanceCreateVnicDetail> createVnicDetails) {
            this.createVnicDetails = createVnicDetails;
            return this;
        }

        public Builder createVnicDetails(GetInstanceCreateVnicDetail... createVnicDetails) {
            return createVnicDetails(List.of(createVnicDetails));
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
        public Builder hostnameLabel(String hostnameLabel) {
            this.hostnameLabel = hostnameLabel;
            return this;
        }

        @CustomType.Setter
        public Builder id(String id) {
            this.id = id;
            return this;
        }

        @CustomType.Setter
        public Builder image(String image) {
            this.image = image;
            return this;
        }

        @CustomType.Setter
        public Builder instanceConfigurationId(String instanceConfigurationId) {
            this.instanceConfigurationId = instanceConfigurationId;
            return this;
        }

        @CustomType.Setter
        public Builder instanceId(String instanceId) {
            this.instanceId = instanceId;
            return this;
        }

        @CustomType.Setter
        public Builder instanceOptions(List<GetInstanceInstanceOption> instanceOptions) {
            this.instanceOptions = instanceOptions;
            return this;
        }

        public Builder instanceOptions(GetInstanceInstanceOption... instanceOptions) {
            return instanceOptions(List.of(instanceOptions));
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
        public Builder isCrossNumaNode(Boolean isCrossNumaNode) {
            this.isCrossNumaNode = isCrossNumaNode;
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
        public Builder launchOptions(List<GetInstanceLaunchOption> launchOptions) {
            this.launchOptions = launchOptions;
            return this;
        }

        public Builder launchOptions(GetInstanceLaunchOption... launchOptions) {
            return launchOptions(List.of(launchOptions));
        }

        @CustomType.Setter
        public Builder launchVolumeAttachments(List<GetInstanceLaunchVolumeAttachment> launchVolumeAttachments) {
            this.launchVolumeAttachments = launchVolumeAttachments;
            return this;
        }

        public Builder launchVolumeAttachments(GetInstanceLaunchVolumeAttachment... launchVolumeAttachments) {
            return launchVolumeAttachments(List.of(launchVolumeAttachments));
        }

        @CustomType.Setter
        public Builder licensingConfigs(List<GetInstanceLicensingConfig> licensingConfigs) {
            this.licensingConfigs = licensingConfigs;
            return this;
        }

        public Builder licensingConfigs(GetInstanceLicensingConfig... licensingConfigs) {
            return licensingConfigs(List.of(licensingConfigs));
        }

        @CustomType.Setter
        public Builder metadata(Map<String,String> metadata) {
            this.metadata = metadata;
            return this;
        }

        @CustomType.Setter
        public Builder placementConstraintDetails(List<GetInstancePlacementConstraintDetail> placementConstraintDetails) {
            this.placementConstraintDetails = placementConstraintDetails;
            return this;
        }

        public Builder placementConstraintDetails(GetInstancePlacementConstraintDetail... placementConstraintDetails) {
            return placementConstraintDetails(List.of(placementConstraintDetails));
        }

        @CustomType.Setter
        public Builder platformConfigs(List<GetInstancePlatformConfig> platformConfigs) {
            this.platformConfigs = platformConfigs;
            return this;
        }

        public Builder platformConfigs(GetInstancePlatformConfig... platformConfigs) {
            return platformConfigs(List.of(platformConfigs));
        }

        @CustomType.Setter
        public Builder preemptibleInstanceConfigs(List<GetInstancePreemptibleInstanceConfig> preemptibleInstanceConfigs) {
            this.preemptibleInstanceConfigs = preemptibleInstanceConfigs;
            return this;
        }

        public Builder preemptibleInstanceConfigs(GetInstancePreemptibleInstanceConfig... preemptibleInstanceConfigs) {
            return preemptibleInstanceConfigs(List.of(preemptibleInstanceConfigs));
        }

        @CustomType.Setter
        public Builder preserveBootVolume(Boolean preserveBootVolume) {
            this.preserveBootVolume = preserveBootVolume;
            return this;
        }

        @CustomType.Setter
        public Builder preserveDataVolumesCreatedAtLaunch(Boolean preserveDataVolumesCreatedAtLaunch) {
            this.preserveDataVolumesCreatedAtLaunch = preserveDataVolumesCreatedAtLaunch;
            return this;
        }

        @CustomType.Setter
        public Builder privateIp(String privateIp) {
            this.privateIp = privateIp;
            return this;
        }

        @CustomType.Setter
        public Builder publicIp(String publicIp) {
            this.publicIp = publicIp;
            return this;
        }

        @CustomType.Setter
        public Builder region(String region) {
            this.region = region;
            return this;
        }

        @CustomType.Setter
        public Builder securityAttributes(Map<String,String> securityAttributes) {
            this.securityAttributes = securityAttributes;
            return this;
        }

        @CustomType.Setter
        public Builder securityAttributesState(String securityAttributesState) {
            this.securityAttributesState = securityAttributesState;
            return this;
        }

        @CustomType.Setter
        public Builder shape(String shape) {
            this.shape = shape;
            return this;
        }

        @CustomType.Setter
        public Builder shapeConfigs(List<GetInstanceShapeConfig> shapeConfigs) {
            this.shapeConfigs = shapeConfigs;
            return this;
        }

        public Builder shapeConfigs(GetInstanceShapeConfig... shapeConfigs) {
            return shapeConfigs(List.of(shapeConfigs));
        }

        @CustomType.Setter
        public Builder sourceDetails(List<GetInstanceSourceDetail> sourceDetails) {
            this.sourceDetails = sourceDetails;
            return this;
        }

        public Builder sourceDetails(GetInstanceSourceDetail... sourceDetails) {
            return sourceDetails(List.of(sourceDetails));
        }

        @CustomType.Setter
        public Builder state(String state) {
            this.state = state;
            return this;
        }

        @CustomType.Setter
        public Builder subnetId(String subnetId) {
            this.subnetId = subnetId;
            return this;
        }

        @CustomType.Setter
        public Builder systemTags(Map<String,String> systemTags) {
            this.systemTags = systemTags;
            return this;
        }

        @CustomType.Setter
        public Builder timeCreated(String timeCreated) {
            this.timeCreated = timeCreated;
            return this;
        }

        @CustomType.Setter
        public Builder timeMaintenanceRebootDue(String timeMaintenanceRebootDue) {
            this.timeMaintenanceRebootDue = timeMaintenanceRebootDue;
            return this;
        }

        @CustomType.Setter
        public Builder updateOperationConstraint(String updateOperationConstraint) {
            this.updateOperationConstraint = updateOperationConstraint;
            return this;
        }

        public GetInstanceResult build() {
            final var _resultValue = new GetInstanceResult();
            _resultValue.agentConfigs = agentConfigs;
            _resultValue.async = async;
            _resultValue.availabilityConfigs = availabilityConfigs;
            _resultValue.availabilityDomain = availabilityDomain;
            _resultValue.bootVolumeId = bootVolumeId;
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
            _resultValue.hostnameLabel = hostnameLabel;
            _resultValue.id = id;
            _resultValue.image = image;
            _resultValue.instanceConfigurationId = instanceConfigurationId;
            _resultValue.instanceId = instanceId;
            _resultValue.instanceOptions = instanceOptions;
            _resultValue.ipxeScript = ipxeScript;
            _resultValue.isAiEnterpriseEnabled = isAiEnterpriseEnabled;
            _resultValue.isCrossNumaNode = isCrossNumaNode;
            _resultValue.isPvEncryptionInTransitEnabled = isPvEncryptionInTransitEnabled;
            _resultValue.launchMode = launchMode;
            _resultValue.launchOptions = launchOptions;
            _resultValue.launchVolumeAttachments = launchVolumeAttachments;
            _resultValue.licensingConfigs = licensingConfigs;
            _resultValue.metadata = metadata;
            _resultValue.placementConstraintDetails = placementConstraintDetails;
            _resultValue.platformConfigs = platformConfigs;
            _resultValue.preemptibleInstanceConfigs = preemptibleInstanceConfigs;
            _resultValue.preserveBootVolume = preserveBootVolume;
            _resultValue.preserveDataVolumesCreatedAtLaunch = preserveDataVolumesCreatedAtLaunch;
            _resultValue.privateIp = privateIp;
            _resultValue.publicIp = publicIp;
            _resultValue.region = region;
            _resultValue.securityAttributes = securityAttributes;
            _resultValue.securityAttributesState = securityAttributesState;
            _resultValue.shape = shape;
            _resultValue.shapeConfigs = shapeConfigs;
            _resultValue.sourceDetails = sourceDetails;
            _resultValue.state = state;
            _resultValue.subnetId = subnetId;
            _resultValue.systemTags = systemTags;
            _resultValue.timeCreated = timeCreated;
            _resultValue.timeMaintenanceRebootDue = timeMaintenanceRebootDue;
            _resultValue.updateOperationConstraint = updateOperationConstraint;
            return _resultValue;
        }
    }
}
