// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import ocigpucluster.bindings.oci.core.inputs.InstanceAgentConfigArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceAvailabilityConfigArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceCreateVnicDetailsArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceInstanceOptionsArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceLaunchOptionsArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceLaunchVolumeAttachmentArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceLicensingConfigsArgs;
import ocigpucluster.bindings.oci.core.inputs.InstancePlacementConstraintDetailsArgs;
import ocigpucluster.bindings.oci.core.inputs.InstancePlatformConfigArgs;
import ocigpucluster.bindings.oci.core.inputs.InstancePreemptibleInstanceConfigArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceShapeConfigArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceSourceDetailsArgs;

/** Input properties for Instance (oci:Core/instance:Instance). */
public final class InstanceArgs extends ResourceArgs {

    public static final InstanceArgs Empty = new InstanceArgs();

    @Import(name="agentConfig")
    private Output<InstanceAgentConfigArgs> agentConfig;

    public Optional<Output<InstanceAgentConfigArgs>> agentConfig() {
        return Optional.ofNullable(this.agentConfig);
    }

    @Import(name="async")
    private Output<Boolean> async;

    public Optional<Output<Boolean>> async() {
        return Optional.ofNullable(this.async);
    }

    @Import(name="availabilityConfig")
    private Output<InstanceAvailabilityConfigArgs> availabilityConfig;

    public Optional<Output<InstanceAvailabilityConfigArgs>> availabilityConfig() {
        return Optional.ofNullable(this.availabilityConfig);
    }

    @Import(name="availabilityDomain", required=true)
    private Output<String> availabilityDomain;

    public Output<String> availabilityDomain() {
        return this.availabilityDomain;
    }

    @Import(name="capacityReservationId")
    private Output<String> capacityReservationId;

    public Optional<Output<String>> capacityReservationId() {
        return Optional.ofNullable(this.capacityReservationId);
    }

    @Import(name="clusterPlacementGroupId")
    private Output<String> clusterPlacementGroupId;

    public Optional<Output<String>> clusterPlacementGroupId() {
        return Optional.ofNullable(this.clusterPlacementGroupId);
    }

    @Import(name="compartmentId", required=true)
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
    }

    @Import(name="computeClusterId")
    private Output<String> computeClusterId;

    public Optional<Output<String>> computeClusterId() {
        return Optional.ofNullable(this.computeClusterId);
    }

    @Import(name="createVnicDetails")
    private Output<InstanceCreateVnicDetailsArgs> createVnicDetails;

    public Optional<Output<InstanceCreateVnicDetailsArgs>> createVnicDetails() {
        return Optional.ofNullable(this.createVnicDetails);
    }

    @Import(name="dedicatedVmHostId")
    private Output<String> dedicatedVmHostId;

    public Optional<Output<String>> dedicatedVmHostId() {
        return Optional.ofNullable(this.dedicatedVmHostId);
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

    @Import(name="extendedMetadata")
    private Output<Map<String,String>> extendedMetadata;

    public Optional<Output<Map<String,String>>> extendedMetadata() {
        return Optional.ofNullable(this.extendedMetadata);
    }

    @Import(name="faultDomain")
    private Output<String> faultDomain;

    public Optional<Output<String>> faultDomain() {
        return Optional.ofNullable(this.faultDomain);
    }

    @Import(name="freeformTags")
    private Output<Map<String,String>> freeformTags;

    public Optional<Output<Map<String,String>>> freeformTags() {
        return Optional.ofNullable(this.freeformTags);
    }

    @Import(name="hostnameLabel")
    private Output<String> hostnameLabel;

    public Optional<Output<String>> hostnameLabel() {
        return Optional.ofNullable(this.hostnameLabel);
    }

    @Import(name="image")
    private Output<String> image;

    public Optional<Output<String>> image() {
        return Optional.ofNullable(this.image);
    }

    @Import(name="instanceConfigurationId")
    private Output<String> instanceConfigurationId;

    public Optional<Output<String>> instanceConfigurationId() {
        return Optional.ofNullable(this.instanceConfigurationId);
    }

    @Import(name="instanceOptions")
    private Output<InstanceInstanceOptionsArgs> instanceOptions;

    public Optional<Output<InstanceInstanceOptionsArgs>> instanceOptions() {
        return Optional.ofNullable(this.instanceOptions);
    }

    @Import(name="ipxeScript")
    private Output<String> ipxeScript;

    public Optional<Output<String>> ipxeScript() {
        return Optional.ofNullable(this.ipxeScript);
    }

    @Import(name="isAiEnterpriseEnabled")
    private Output<Boolean> isAiEnterpriseEnabled;

    public Optional<Output<Boolean>> isAiEnterpriseEnabled() {
        return Optional.ofNullable(this.isAiEnterpriseEnabled);
    }

    @Import(name="isPvEncryptionInTransitEnabled")
    private Output<Boolean> isPvEncryptionInTransitEnabled;

    public Optional<Output<Boolean>> isPvEncryptionInTransitEnabled() {
        return Optional.ofNullable(this.isPvEncryptionInTransitEnabled);
    }

    @Import(name="launchOptions")
    private Output<InstanceLaunchOptionsArgs> launchOptions;

    public Optional<Output<InstanceLaunchOptionsArgs>> launchOptions() {
        return Optional.ofNullable(this.launchOptions);
    }

    @Import(name="launchVolumeAttachments")
    private Output<List<InstanceLaunchVolumeAttachmentArgs>> launchVolumeAttachments;

    public Optional<Output<List<InstanceLaunchVolumeAttachmentArgs>>> launchVolumeAttachments() {
        return Optional.ofNullable(this.launchVolumeAttachments);
    }

    @Import(name="licensingConfigs")
    private Output<InstanceLicensingConfigsArgs> licensingConfigs;

    public Optional<Output<InstanceLicensingConfigsArgs>> licensingConfigs() {
        return Optional.ofNullable(this.licensingConfigs);
    }

    @Import(name="metadata")
    private Output<Map<String,String>> metadata;

    public Optional<Output<Map<String,String>>> metadata() {
        return Optional.ofNullable(this.metadata);
    }

    @Import(name="placementConstraintDetails")
    private Output<InstancePlacementConstraintDetailsArgs> placementConstraintDetails;

    public Optional<Output<InstancePlacementConstraintDetailsArgs>> placementConstraintDetails() {
        return Optional.ofNullable(this.placementConstraintDetails);
    }

    @Import(name="platformConfig")
    private Output<InstancePlatformConfigArgs> platformConfig;

    public Optional<Output<InstancePlatformConfigArgs>> platformConfig() {
        return Optional.ofNullable(this.platformConfig);
    }

    @Import(name="preemptibleInstanceConfig")
    private Output<InstancePreemptibleInstanceConfigArgs> preemptibleInstanceConfig;

    public Optional<Output<InstancePreemptibleInstanceConfigArgs>> preemptibleInstanceConfig() {
        return Optional.ofNullable(this.preemptibleInstanceConfig);
    }

    @Import(name="preserveBootVolume")
    private Output<Boolean> preserveBootVolume;

    public Optional<Output<Boolean>> preserveBootVolume() {
        return Optional.ofNullable(this.preserveBootVolume);
    }

    @Import(name="preserveDataVolumesCreatedAtLaunch")
    private Output<Boolean> preserveDataVolumesCreatedAtLaunch;

    public Optional<Output<Boolean>> preserveDataVolumesCreatedAtLaunch() {
        return Optional.ofNullable(this.preserveDataVolumesCreatedAtLaunch);
    }

    @Import(name="securityAttributes")
    private Output<Map<String,String>> securityAttributes;

    public Optional<Output<Map<String,String>>> securityAttributes() {
        return Optional.ofNullable(this.securityAttributes);
    }

    @Import(name="shape")
    private Output<String> shape;

    public Optional<Output<String>> shape() {
        return Optional.ofNullable(this.shape);
    }

    @Import(name="shapeConfig")
    private Output<InstanceShapeConfigArgs> shapeConfig;

    public Optional<Output<InstanceShapeConfigArgs>> shapeConfig() {
        return Optional.ofNullable(this.shapeConfig);
    }

    @Import(name="sourceDetails")
    private Output<InstanceSourceDetailsArgs> sourceDetails;

    public Optional<Output<InstanceSourceDetailsArgs>> sourceDetails() {
        return Optional.ofNullable(this.sourceDetails);
    }

    @Import(name="state")
    private Output<String> state;

    public Optional<Output<String>> state() {
        return Optional.ofNullable(this.state);
    }

    @Import(name="subnetId")
    private Output<String> subnetId;

    public Optional<Output<String>> subnetId() {
        return Optional.ofNullable(this.subnetId);
    }

    @Import(name="updateOperationConstraint")
    private Output<String> updateOperationConstraint;

    public Optional<Output<String>> updateOperationConstraint() {
        return Optional.ofNullable(this.updateOperationConstraint);
    }

    private InstanceArgs() {}

    private InstanceArgs(InstanceArgs $) {
        this.agentConfig = $.agentConfig;
        this.async = $.async;
        this.availabilityConfig = $.availabilityConfig;
        this.availabilityDomain = $.availabilityDomain;
        this.capacityReservationId = $.capacityReservationId;
        this.clusterPlacementGroupId = $.clusterPlacementGroupId;
        this.compartmentId = $.compartmentId;
        this.computeClusterId = $.computeClusterId;
        this.createVnicDetails = $.createVnicDetails;
        this.dedicatedVmHostId = $.dedicatedVmHostId;
        this.definedTags = $.definedTags;
        this.displayName = $.displayName;
        this.extendedMetadata = $.extendedMetadata;
        this.faultDomain = $.faultDomain;
        this.freeformTags = $.freeformTags;
        this.hostnameLabel = $.hostnameLabel;
        this.image = $.image;
        this.instanceConfigurationId = $.instanceConfigurationId;
        this.instanceOptions = $.instanceOptions;
        this.ipxeScript = $.ipxeScript;
        this.isAiEnterpriseEnabled = $.isAiEnterpriseEnabled;
        this.isPvEncryptionInTransitEnabled = $.isPvEncryptionInTransitEnabled;
        this.launchOptions = $.launchOptions;
        this.launchVolumeAttachments = $.launchVolumeAttachments;
        this.licensingConfigs = $.licensingConfigs;
        this.metadata = $.metadata;
        this.placementConstraintDetails = $.placementConstraintDetails;
        this.platformConfig = $.platformConfig;
        this.preemptibleInstanceConfig = $.preemptibleInstanceConfig;
        this.preserveBootVolume = $.preserveBootVolume;
        this.preserveDataVolumesCreatedAtLaunch = $.preserveDataVolumesCreatedAtLaunch;
        this.securityAttributes = $.securityAttributes;
        this.shape = $.shape;
        this.shapeConfig = $.shapeConfig;
        this.sourceDetails = $.sourceDetails;
        this.state = $.state;
        this.subnetId = $.subnetId;
        this.updateOperationConstraint = $.updateOperationConstraint;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceArgs $;

        public Builder() {
            $ = new InstanceArgs();
        }

        public Builder(InstanceArgs defaults) {
            $ = new InstanceArgs(Objects.requireNonNull(defaults));
        }

        public Builder agentConfig(Output<InstanceAgentConfigArgs> agentConfig) {
            $.agentConfig = agentConfig;
            return this;
        }

        public Builder agentConfig(InstanceAgentConfigArgs agentConfig) {
            return agentConfig(Output.of(agentConfig));
        }

        public Builder async(Output<Boolean> async) {
            $.async = async;
            return this;
        }

        public Builder async(Boolean async) {
            return async(Output.of(async));
        }

        public Builder availabilityConfig(Output<InstanceAvailabilityConfigArgs> availabilityConfig) {
            $.availabilityConfig = availabilityConfig;
            return this;
        }

        public Builder availabilityConfig(InstanceAvailabilityConfigArgs availabilityConfig) {
            return availabilityConfig(Output.of(availabilityConfig));
        }

        public Builder availabilityDomain(Output<String> availabilityDomain) {
            $.availabilityDomain = availabilityDomain;
            return this;
        }

        public Builder availabilityDomain(String availabilityDomain) {
            return availabilityDomain(Output.of(availabilityDomain));
        }

        public Builder capacityReservationId(Output<String> capacityReservationId) {
            $.capacityReservationId = capacityReservationId;
            return this;
        }

        public Builder capacityReservationId(String capacityReservationId) {
            return capacityReservationId(Output.of(capacityReservationId));
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

        public Builder computeClusterId(Output<String> computeClusterId) {
            $.computeClusterId = computeClusterId;
            return this;
        }

        public Builder computeClusterId(String computeClusterId) {
            return computeClusterId(Output.of(computeClusterId));
        }

        public Builder createVnicDetails(Output<InstanceCreateVnicDetailsArgs> createVnicDetails) {
            $.createVnicDetails = createVnicDetails;
            return this;
        }

        public Builder createVnicDetails(InstanceCreateVnicDetailsArgs createVnicDetails) {
            return createVnicDetails(Output.of(createVnicDetails));
        }

        public Builder dedicatedVmHostId(Output<String> dedicatedVmHostId) {
            $.dedicatedVmHostId = dedicatedVmHostId;
            return this;
        }

        public Builder dedicatedVmHostId(String dedicatedVmHostId) {
            return dedicatedVmHostId(Output.of(dedicatedVmHostId));
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

        public Builder extendedMetadata(Output<Map<String,String>> extendedMetadata) {
            $.extendedMetadata = extendedMetadata;
            return this;
        }

        public Builder extendedMetadata(Map<String,String> extendedMetadata) {
            return extendedMetadata(Output.of(extendedMetadata));
        }

        public Builder faultDomain(Output<String> faultDomain) {
            $.faultDomain = faultDomain;
            return this;
        }

        public Builder faultDomain(String faultDomain) {
            return faultDomain(Output.of(faultDomain));
        }

        public Builder freeformTags(Output<Map<String,String>> freeformTags) {
            $.freeformTags = freeformTags;
            return this;
        }

        public Builder freeformTags(Map<String,String> freeformTags) {
            return freeformTags(Output.of(freeformTags));
        }

        public Builder hostnameLabel(Output<String> hostnameLabel) {
            $.hostnameLabel = hostnameLabel;
            return this;
        }

        public Builder hostnameLabel(String hostnameLabel) {
            return hostnameLabel(Output.of(hostnameLabel));
        }

        public Builder image(Output<String> image) {
            $.image = image;
            return this;
        }

        public Builder image(String image) {
            return image(Output.of(image));
        }

        public Builder instanceConfigurationId(Output<String> instanceConfigurationId) {
            $.instanceConfigurationId = instanceConfigurationId;
            return this;
        }

        public Builder instanceConfigurationId(String instanceConfigurationId) {
            return instanceConfigurationId(Output.of(instanceConfigurationId));
        }

        public Builder instanceOptions(Output<InstanceInstanceOptionsArgs> instanceOptions) {
            $.instanceOptions = instanceOptions;
            return this;
        }

        public Builder instanceOptions(InstanceInstanceOptionsArgs instanceOptions) {
            return instanceOptions(Output.of(instanceOptions));
        }

        public Builder ipxeScript(Output<String> ipxeScript) {
            $.ipxeScript = ipxeScript;
            return this;
        }

        public Builder ipxeScript(String ipxeScript) {
            return ipxeScript(Output.of(ipxeScript));
        }

        public Builder isAiEnterpriseEnabled(Output<Boolean> isAiEnterpriseEnabled) {
            $.isAiEnterpriseEnabled = isAiEnterpriseEnabled;
            return this;
        }

        public Builder isAiEnterpriseEnabled(Boolean isAiEnterpriseEnabled) {
            return isAiEnterpriseEnabled(Output.of(isAiEnterpriseEnabled));
        }

        public Builder isPvEncryptionInTransitEnabled(Output<Boolean> isPvEncryptionInTransitEnabled) {
            $.isPvEncryptionInTransitEnabled = isPvEncryptionInTransitEnabled;
            return this;
        }

        public Builder isPvEncryptionInTransitEnabled(Boolean isPvEncryptionInTransitEnabled) {
            return isPvEncryptionInTransitEnabled(Output.of(isPvEncryptionInTransitEnabled));
        }

        public Builder launchOptions(Output<InstanceLaunchOptionsArgs> launchOptions) {
            $.launchOptions = launchOptions;
            return this;
        }

        public Builder launchOptions(InstanceLaunchOptionsArgs launchOptions) {
            return launchOptions(Output.of(launchOptions));
        }

        public Builder launchVolumeAttachments(Output<List<InstanceLaunchVolumeAttachmentArgs>> launchVolumeAttachments) {
            $.launchVolumeAttachments = launchVolumeAttachments;
            return this;
        }

        public Builder launchVolumeAttachments(List<InstanceLaunchVolumeAttachmentArgs> launchVolumeAttachments) {
            return launchVolumeAttachments(Output.of(launchVolumeAttachments));
        }

        public Builder launchVolumeAttachments(InstanceLaunchVolumeAttachmentArgs... launchVolumeAttachments) {
            return launchVolumeAttachments(List.of(launchVolumeAttachments));
        }

        public Builder licensingConfigs(Output<InstanceLicensingConfigsArgs> licensingConfigs) {
            $.licensingConfigs = licensingConfigs;
            return this;
        }

        public Builder licensingConfigs(InstanceLicensingConfigsArgs licensingConfigs) {
            return licensingConfigs(Output.of(licensingConfigs));
        }

        public Builder metadata(Output<Map<String,String>> metadata) {
            $.metadata = metadata;
            return this;
        }

        public Builder metadata(Map<String,String> metadata) {
            return metadata(Output.of(metadata));
        }

        public Builder placementConstraintDetails(Output<InstancePlacementConstraintDetailsArgs> placementConstraintDetails) {
            $.placementConstraintDetails = placementConstraintDetails;
            return this;
        }

        public Builder placementConstraintDetails(InstancePlacementConstraintDetailsArgs placementConstraintDetails) {
            return placementConstraintDetails(Output.of(placementConstraintDetails));
        }

        public Builder platformConfig(Output<InstancePlatformConfigArgs> platformConfig) {
            $.platformConfig = platformConfig;
            return this;
        }

        public Builder platformConfig(InstancePlatformConfigArgs platformConfig) {
            return platformConfig(Output.of(platformConfig));
        }

        public Builder preemptibleInstanceConfig(Output<InstancePreemptibleInstanceConfigArgs> preemptibleInstanceConfig) {
            $.preemptibleInstanceConfig = preemptibleInstanceConfig;
            return this;
        }

        public Builder preemptibleInstanceConfig(InstancePreemptibleInstanceConfigArgs preemptibleInstanceConfig) {
            return preemptibleInstanceConfig(Output.of(preemptibleInstanceConfig));
        }

        public Builder preserveBootVolume(Output<Boolean> preserveBootVolume) {
            $.preserveBootVolume = preserveBootVolume;
            return this;
        }

        public Builder preserveBootVolume(Boolean preserveBootVolume) {
            return preserveBootVolume(Output.of(preserveBootVolume));
        }

        public Builder preserveDataVolumesCreatedAtLaunch(Output<Boolean> preserveDataVolumesCreatedAtLaunch) {
            $.preserveDataVolumesCreatedAtLaunch = preserveDataVolumesCreatedAtLaunch;
            return this;
        }

        public Builder preserveDataVolumesCreatedAtLaunch(Boolean preserveDataVolumesCreatedAtLaunch) {
            return preserveDataVolumesCreatedAtLaunch(Output.of(preserveDataVolumesCreatedAtLaunch));
        }

        public Builder securityAttributes(Output<Map<String,String>> securityAttributes) {
            $.securityAttributes = securityAttributes;
            return this;
        }

        public Builder securityAttributes(Map<String,String> securityAttributes) {
            return securityAttributes(Output.of(securityAttributes));
        }

        public Builder shape(Output<String> shape) {
            $.shape = shape;
            return this;
        }

        public Builder shape(String shape) {
            return shape(Output.of(shape));
        }

        public Builder shapeConfig(Output<InstanceShapeConfigArgs> shapeConfig) {
            $.shapeConfig = shapeConfig;
            return this;
        }

        public Builder shapeConfig(InstanceShapeConfigArgs shapeConfig) {
            return shapeConfig(Output.of(shapeConfig));
        }

        public Builder sourceDetails(Output<InstanceSourceDetailsArgs> sourceDetails) {
            $.sourceDetails = sourceDetails;
            return this;
        }

        public Builder sourceDetails(InstanceSourceDetailsArgs sourceDetails) {
            return sourceDetails(Output.of(sourceDetails));
        }

        public Builder state(Output<String> state) {
            $.state = state;
            return this;
        }

        public Builder state(String state) {
            return state(Output.of(state));
        }

        public Builder subnetId(Output<String> subnetId) {
            $.subnetId = subnetId;
            return this;
        }

        public Builder subnetId(String subnetId) {
            return subnetId(Output.of(subnetId));
        }

        public Builder updateOperationConstraint(Output<String> updateOperationConstraint) {
            $.updateOperationConstraint = updateOperationConstraint;
            return this;
        }

        public Builder updateOperationConstraint(String updateOperationConstraint) {
            return updateOperationConstraint(Output.of(updateOperationConstraint));
        }

        public InstanceArgs build() {
            if ($.availabilityDomain == null) {
                throw new MissingRequiredPropertyException("InstanceArgs", "availabilityDomain");
            }
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("InstanceArgs", "compartmentId");
            }
            return $;
        }
    }
}
