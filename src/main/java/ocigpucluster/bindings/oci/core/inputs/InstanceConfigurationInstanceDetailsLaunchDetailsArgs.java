// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Per-instance launch settings; none of its fields are required by the schema, but OCI needs availabilityDomain/compartmentId/shape/sourceDetails/createVnicDetails in practice for pools. */
public final class InstanceConfigurationInstanceDetailsLaunchDetailsArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsLaunchDetailsArgs Empty = new InstanceConfigurationInstanceDetailsLaunchDetailsArgs();

    @Import(name="agentConfig")
    private Output<InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigArgs> agentConfig;

    public Optional<Output<InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigArgs>> agentConfig() {
        return Optional.ofNullable(this.agentConfig);
    }

    @Import(name="availabilityConfig")
    private Output<InstanceConfigurationInstanceDetailsLaunchDetailsAvailabilityConfigArgs> availabilityConfig;

    public Optional<Output<InstanceConfigurationInstanceDetailsLaunchDetailsAvailabilityConfigArgs>> availabilityConfig() {
        return Optional.ofNullable(this.availabilityConfig);
    }

    @Import(name="availabilityDomain")
    private Output<String> availabilityDomain;

    public Optional<Output<String>> availabilityDomain() {
        return Optional.ofNullable(this.availabilityDomain);
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

    @Import(name="compartmentId")
    private Output<String> compartmentId;

    public Optional<Output<String>> compartmentId() {
        return Optional.ofNullable(this.compartmentId);
    }

    @Import(name="computeClusterId")
    private Output<String> computeClusterId;

    public Optional<Output<String>> computeClusterId() {
        return Optional.ofNullable(this.computeClusterId);
    }

    @Import(name="createVnicDetails")
    private Output<InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs> createVnicDetails;

    public Optional<Output<InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs>> createVnicDetails() {
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

    @Import(name="instanceOptions")
    private Output<InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptionsArgs> instanceOptions;

    public Optional<Output<InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptionsArgs>> instanceOptions() {
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

    @Import(name="launchMode")
    private Output<String> launchMode;

    public Optional<Output<String>> launchMode() {
        return Optional.ofNullable(this.launchMode);
    }

    @Import(name="launchOptions")
    private Output<InstanceConfigurationInstanceDetailsLaunchDetailsLaunchOptionsArgs> launchOptions;

    public Optional<Output<InstanceConfigurationInstanceDetailsLaunchDetailsLaunchOptionsArgs>> launchOptions() {
        return Optional.ofNullable(this.launchOptions);
    }

    @Import(name="licensingConfigs")
    private Output<InstanceConfigurationInstanceDetailsLaunchDetailsLicensingConfigsArgs> licensingConfigs;

    public Optional<Output<InstanceConfigurationInstanceDetailsLaunchDetailsLicensingConfigsArgs>> licensingConfigs() {
        return Optional.ofNullable(this.licensingConfigs);
    }

    @Import(name="metadata")
    private Output<Map<String,String>> metadata;

    public Optional<Output<Map<String,String>>> metadata() {
        return Optional.ofNullable(this.metadata);
    }

    @Import(name="placementConstraintDetails")
    private Output<InstanceConfigurationInstanceDetailsLaunchDetailsPlacementConstraintDetailsArgs> placementConstraintDetails;

    public Optional<Output<InstanceConfigurationInstanceDetailsLaunchDetailsPlacementConstraintDetailsArgs>> placementConstraintDetails() {
        return Optional.ofNullable(this.placementConstraintDetails);
    }

    @Import(name="platformConfig")
    private Output<InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfigArgs> platformConfig;

    public Optional<Output<InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfigArgs>> platformConfig() {
        return Optional.ofNullable(this.platformConfig);
    }

    @Import(name="preemptibleInstanceConfig")
    private Output<InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigArgs> preemptibleInstanceConfig;

    public Optional<Output<InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigArgs>> preemptibleInstanceConfig() {
        return Optional.ofNullable(this.preemptibleInstanceConfig);
    }

    @Import(name="preferredMaintenanceAction")
    private Output<String> preferredMaintenanceAction;

    public Optional<Output<String>> preferredMaintenanceAction() {
        return Optional.ofNullable(this.preferredMaintenanceAction);
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
    private Output<InstanceConfigurationInstanceDetailsLaunchDetailsShapeConfigArgs> shapeConfig;

    public Optional<Output<InstanceConfigurationInstanceDetailsLaunchDetailsShapeConfigArgs>> shapeConfig() {
        return Optional.ofNullable(this.shapeConfig);
    }

    @Import(name="sourceDetails")
    private Output<InstanceConfigurationInstanceDetailsLaunchDetailsSourceDetailsArgs> sourceDetails;

    public Optional<Output<InstanceConfigurationInstanceDetailsLaunchDetailsSourceDetailsArgs>> sourceDetails() {
        return Optional.ofNullable(this.sourceDetails);
    }

    private InstanceConfigurationInstanceDetailsLaunchDetailsArgs() {}

    private InstanceConfigurationInstanceDetailsLaunchDetailsArgs(InstanceConfigurationInstanceDetailsLaunchDetailsArgs $) {
        this.agentConfig = $.agentConfig;
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
        this.instanceOptions = $.instanceOptions;
        this.ipxeScript = $.ipxeScript;
        this.isAiEnterpriseEnabled = $.isAiEnterpriseEnabled;
        this.isPvEncryptionInTransitEnabled = $.isPvEncryptionInTransitEnabled;
        this.launchMode = $.launchMode;
        this.launchOptions = $.launchOptions;
        this.licensingConfigs = $.licensingConfigs;
        this.metadata = $.metadata;
        this.placementConstraintDetails = $.placementConstraintDetails;
        this.platformConfig = $.platformConfig;
        this.preemptibleInstanceConfig = $.preemptibleInstanceConfig;
        this.preferredMaintenanceAction = $.preferredMaintenanceAction;
        this.securityAttributes = $.securityAttributes;
        this.shape = $.shape;
        this.shapeConfig = $.shapeConfig;
        this.sourceDetails = $.sourceDetails;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsLaunchDetailsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsLaunchDetailsArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsLaunchDetailsArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsLaunchDetailsArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsLaunchDetailsArgs(Objects.requireNonNull(defaults));
        }

        public Builder agentConfig(Output<InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigArgs> agentConfig) {
            $.agentConfig = agentConfig;
            return this;
        }

        public Builder agentConfig(InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigArgs agentConfig) {
            return agentConfig(Output.of(agentConfig));
        }

        public Builder availabilityConfig(Output<InstanceConfigurationInstanceDetailsLaunchDetailsAvailabilityConfigArgs> availabilityConfig) {
            $.availabilityConfig = availabilityConfig;
            return this;
        }

        public Builder availabilityConfig(InstanceConfigurationInstanceDetailsLaunchDetailsAvailabilityConfigArgs availabilityConfig) {
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

        public Builder createVnicDetails(Output<InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs> createVnicDetails) {
            $.createVnicDetails = createVnicDetails;
            return this;
        }

        public Builder createVnicDetails(InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs createVnicDetails) {
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

        public Builder instanceOptions(Output<InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptionsArgs> instanceOptions) {
            $.instanceOptions = instanceOptions;
            return this;
        }

        public Builder instanceOptions(InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptionsArgs instanceOptions) {
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

        public Builder launchMode(Output<String> launchMode) {
            $.launchMode = launchMode;
            return this;
        }

        public Builder launchMode(String launchMode) {
            return launchMode(Output.of(launchMode));
        }

        public Builder launchOptions(Output<InstanceConfigurationInstanceDetailsLaunchDetailsLaunchOptionsArgs> launchOptions) {
            $.launchOptions = launchOptions;
            return this;
        }

        public Builder launchOptions(InstanceConfigurationInstanceDetailsLaunchDetailsLaunchOptionsArgs launchOptions) {
            return launchOptions(Output.of(launchOptions));
        }

        public Builder licensingConfigs(Output<InstanceConfigurationInstanceDetailsLaunchDetailsLicensingConfigsArgs> licensingConfigs) {
            $.licensingConfigs = licensingConfigs;
            return this;
        }

        public Builder licensingConfigs(InstanceConfigurationInstanceDetailsLaunchDetailsLicensingConfigsArgs licensingConfigs) {
            return licensingConfigs(Output.of(licensingConfigs));
        }

        public Builder metadata(Output<Map<String,String>> metadata) {
            $.metadata = metadata;
            return this;
        }

        public Builder metadata(Map<String,String> metadata) {
            return metadata(Output.of(metadata));
        }

        public Builder placementConstraintDetails(Output<InstanceConfigurationInstanceDetailsLaunchDetailsPlacementConstraintDetailsArgs> placementConstraintDetails) {
            $.placementConstraintDetails = placementConstraintDetails;
            return this;
        }

        public Builder placementConstraintDetails(InstanceConfigurationInstanceDetailsLaunchDetailsPlacementConstraintDetailsArgs placementConstraintDetails) {
            return placementConstraintDetails(Output.of(placementConstraintDetails));
        }

        public Builder platformConfig(Output<InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfigArgs> platformConfig) {
            $.platformConfig = platformConfig;
            return this;
        }

        public Builder platformConfig(InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfigArgs platformConfig) {
            return platformConfig(Output.of(platformConfig));
        }

        public Builder preemptibleInstanceConfig(Output<InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigArgs> preemptibleInstanceConfig) {
            $.preemptibleInstanceConfig = preemptibleInstanceConfig;
            return this;
        }

        public Builder preemptibleInstanceConfig(InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigArgs preemptibleInstanceConfig) {
            return preemptibleInstanceConfig(Output.of(preemptibleInstanceConfig));
        }

        public Builder preferredMaintenanceAction(Output<String> preferredMaintenanceAction) {
            $.preferredMaintenanceAction = preferredMaintenanceAction;
            return this;
        }

        public Builder preferredMaintenanceAction(String preferredMaintenanceAction) {
            return preferredMaintenanceAction(Output.of(preferredMaintenanceAction));
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

        public Builder shapeConfig(Output<InstanceConfigurationInstanceDetailsLaunchDetailsShapeConfigArgs> shapeConfig) {
            $.shapeConfig = shapeConfig;
            return this;
        }

        public Builder shapeConfig(InstanceConfigurationInstanceDetailsLaunchDetailsShapeConfigArgs shapeConfig) {
            return shapeConfig(Output.of(shapeConfig));
        }

        public Builder sourceDetails(Output<InstanceConfigurationInstanceDetailsLaunchDetailsSourceDetailsArgs> sourceDetails) {
            $.sourceDetails = sourceDetails;
            return this;
        }

        public Builder sourceDetails(InstanceConfigurationInstanceDetailsLaunchDetailsSourceDetailsArgs sourceDetails) {
            return sourceDetails(Output.of(sourceDetails));
        }

        public InstanceConfigurationInstanceDetailsLaunchDetailsArgs build() {
            return $;
        }
    }
}
