// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import java.util.Map;
import ocigpucluster.bindings.Providers;
import ocigpucluster.bindings.oci.core.outputs.InstanceAgentConfig;
import ocigpucluster.bindings.oci.core.outputs.InstanceAvailabilityConfig;
import ocigpucluster.bindings.oci.core.outputs.InstanceCreateVnicDetails;
import ocigpucluster.bindings.oci.core.outputs.InstanceInstanceOptions;
import ocigpucluster.bindings.oci.core.outputs.InstanceLaunchOptions;
import ocigpucluster.bindings.oci.core.outputs.InstanceLaunchVolumeAttachment;
import ocigpucluster.bindings.oci.core.outputs.InstanceLicensingConfigs;
import ocigpucluster.bindings.oci.core.outputs.InstancePlacementConstraintDetails;
import ocigpucluster.bindings.oci.core.outputs.InstancePlatformConfig;
import ocigpucluster.bindings.oci.core.outputs.InstancePreemptibleInstanceConfig;
import ocigpucluster.bindings.oci.core.outputs.InstanceShapeConfig;
import ocigpucluster.bindings.oci.core.outputs.InstanceSourceDetails;

/** A single compute instance (VM or bare metal) launched directly, e.g. a bastion or head node. */
@ResourceType(type="oci:Core/instance:Instance")
public class Instance extends CustomResource {
    private static final String PROVIDER = "oci";

    @Export(name="agentConfig", refs={InstanceAgentConfig.class}, tree="[0]")
    private Output<InstanceAgentConfig> agentConfig;

    public Output<InstanceAgentConfig> agentConfig() {
        return this.agentConfig;
    }

    @Export(name="async", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> async;

    public Output<Boolean> async() {
        return this.async;
    }

    @Export(name="availabilityConfig", refs={InstanceAvailabilityConfig.class}, tree="[0]")
    private Output<InstanceAvailabilityConfig> availabilityConfig;

    public Output<InstanceAvailabilityConfig> availabilityConfig() {
        return this.availabilityConfig;
    }

    @Export(name="availabilityDomain", refs={String.class}, tree="[0]")
    private Output<String> availabilityDomain;

    public Output<String> availabilityDomain() {
        return this.availabilityDomain;
    }

    @Export(name="bootVolumeId", refs={String.class}, tree="[0]")
    private Output<String> bootVolumeId;

    public Output<String> bootVolumeId() {
        return this.bootVolumeId;
    }

    @Export(name="capacityReservationId", refs={String.class}, tree="[0]")
    private Output<String> capacityReservationId;

    public Output<String> capacityReservationId() {
        return this.capacityReservationId;
    }

    @Export(name="clusterPlacementGroupId", refs={String.class}, tree="[0]")
    private Output<String> clusterPlacementGroupId;

    public Output<String> clusterPlacementGroupId() {
        return this.clusterPlacementGroupId;
    }

    @Export(name="compartmentId", refs={String.class}, tree="[0]")
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
    }

    @Export(name="computeClusterId", refs={String.class}, tree="[0]")
    private Output<String> computeClusterId;

    public Output<String> computeClusterId() {
        return this.computeClusterId;
    }

    @Export(name="createVnicDetails", refs={InstanceCreateVnicDetails.class}, tree="[0]")
    private Output<InstanceCreateVnicDetails> createVnicDetails;

    public Output<InstanceCreateVnicDetails> createVnicDetails() {
        return this.createVnicDetails;
    }

    @Export(name="dedicatedVmHostId", refs={String.class}, tree="[0]")
    private Output<String> dedicatedVmHostId;

    public Output<String> dedicatedVmHostId() {
        return this.dedicatedVmHostId;
    }

    @Export(name="definedTags", refs={Map.class,String.class}, tree="[0,1,1]")
    private Output<Map<String,String>> definedTags;

    public Output<Map<String,String>> definedTags() {
        return this.definedTags;
    }

    @Export(name="displayName", refs={String.class}, tree="[0]")
    private Output<String> displayName;

    public Output<String> displayName() {
        return this.displayName;
    }

    @Export(name="extendedMetadata", refs={Map.class,String.class}, tree="[0,1,1]")
    private Output<Map<String,String>> extendedMetadata;

    public Output<Map<String,String>> extendedMetadata() {
        return this.extendedMetadata;
    }

    @Export(name="faultDomain", refs={String.class}, tree="[0]")
    private Output<String> faultDomain;

    public Output<String> faultDomain() {
        return this.faultDomain;
    }

    @Export(name="freeformTags", refs={Map.class,String.class}, tree="[0,1,1]")
    private Output<Map<String,String>> freeformTags;

    public Output<Map<String,String>> freeformTags() {
        return this.freeformTags;
    }

    @Export(name="hostnameLabel", refs={String.class}, tree="[0]")
    private Output<String> hostnameLabel;

    public Output<String> hostnameLabel() {
        return this.hostnameLabel;
    }

    @Export(name="image", refs={String.class}, tree="[0]")
    private Output<String> image;

    public Output<String> image() {
        return this.image;
    }

    @Export(name="instanceConfigurationId", refs={String.class}, tree="[0]")
    private Output<String> instanceConfigurationId;

    public Output<String> instanceConfigurationId() {
        return this.instanceConfigurationId;
    }

    @Export(name="instanceOptions", refs={InstanceInstanceOptions.class}, tree="[0]")
    private Output<InstanceInstanceOptions> instanceOptions;

    public Output<InstanceInstanceOptions> instanceOptions() {
        return this.instanceOptions;
    }

    @Export(name="ipxeScript", refs={String.class}, tree="[0]")
    private Output<String> ipxeScript;

    public Output<String> ipxeScript() {
        return this.ipxeScript;
    }

    @Export(name="isAiEnterpriseEnabled", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> isAiEnterpriseEnabled;

    public Output<Boolean> isAiEnterpriseEnabled() {
        return this.isAiEnterpriseEnabled;
    }

    @Export(name="isCrossNumaNode", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> isCrossNumaNode;

    public Output<Boolean> isCrossNumaNode() {
        return this.isCrossNumaNode;
    }

    @Export(name="isPvEncryptionInTransitEnabled", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> isPvEncryptionInTransitEnabled;

    public Output<Boolean> isPvEncryptionInTransitEnabled() {
        return this.isPvEncryptionInTransitEnabled;
    }

    @Export(name="launchMode", refs={String.class}, tree="[0]")
    private Output<String> launchMode;

    public Output<String> launchMode() {
        return this.launchMode;
    }

    @Export(name="launchOptions", refs={InstanceLaunchOptions.class}, tree="[0]")
    private Output<InstanceLaunchOptions> launchOptions;

    public Output<InstanceLaunchOptions> launchOptions() {
        return this.launchOptions;
    }

    @Export(name="launchVolumeAttachments", refs={List.class,InstanceLaunchVolumeAttachment.class}, tree="[0,1]")
    private Output<List<InstanceLaunchVolumeAttachment>> launchVolumeAttachments;

    public Output<List<InstanceLaunchVolumeAttachment>> launchVolumeAttachments() {
        return this.launchVolumeAttachments;
    }

    @Export(name="licensingConfigs", refs={InstanceLicensingConfigs.class}, tree="[0]")
    private Output<InstanceLicensingConfigs> licensingConfigs;

    public Output<InstanceLicensingConfigs> licensingConfigs() {
        return this.licensingConfigs;
    }

    @Export(name="metadata", refs={Map.class,String.class}, tree="[0,1,1]")
    private Output<Map<String,String>> metadata;

    public Output<Map<String,String>> metadata() {
        return this.metadata;
    }

    @Export(name="placementConstraintDetails", refs={InstancePlacementConstraintDetails.class}, tree="[0]")
    private Output<InstancePlacementConstraintDetails> placementConstraintDetails;

    public Output<InstancePlacementConstraintDetails> placementConstraintDetails() {
        return this.placementConstraintDetails;
    }

    @Export(name="platformConfig", refs={InstancePlatformConfig.class}, tree="[0]")
    private Output<InstancePlatformConfig> platformConfig;

    public Output<InstancePlatformConfig> platformConfig() {
        return this.platformConfig;
    }

    @Export(name="preemptibleInstanceConfig", refs={InstancePreemptibleInstanceConfig.class}, tree="[0]")
    private Output<InstancePreemptibleInstanceConfig> preemptibleInstanceConfig;

    public Output<InstancePreemptibleInstanceConfig> preemptibleInstanceConfig() {
        return this.preemptibleInstanceConfig;
    }

    @Export(name="preserveBootVolume", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> preserveBootVolume;

    public Output<Boolean> preserveBootVolume() {
        return this.preserveBootVolume;
    }

    @Export(name="preserveDataVolumesCreatedAtLaunch", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> preserveDataVolumesCreatedAtLaunch;

    public Output<Boolean> preserveDataVolumesCreatedAtLaunch() {
        return this.preserveDataVolumesCreatedAtLaunch;
    }

    @Export(name="privateIp", refs={String.class}, tree="[0]")
    private Output<String> privateIp;

    public Output<String> privateIp() {
        return this.privateIp;
    }

    @Export(name="publicIp", refs={String.class}, tree="[0]")
    private Output<String> publicIp;

    public Output<String> publicIp() {
        return this.publicIp;
    }

    @Export(name="region", refs={String.class}, tree="[0]")
    private Output<String> region;

    public Output<String> region() {
        return this.region;
    }

    @Export(name="securityAttributes", refs={Map.class,String.class}, tree="[0,1,1]")
    private Output<Map<String,String>> securityAttributes;

    public Output<Map<String,String>> securityAttributes() {
        return this.securityAttributes;
    }

    @Export(name="securityAttributesState", refs={String.class}, tree="[0]")
    private Output<String> securityAttributesState;

    public Output<String> securityAttributesState() {
        return this.securityAttributesState;
    }

    @Export(name="shape", refs={String.class}, tree="[0]")
    private Output<String> shape;

    public Output<String> shape() {
        return this.shape;
    }

    @Export(name="shapeConfig", refs={InstanceShapeConfig.class}, tree="[0]")
    private Output<InstanceShapeConfig> shapeConfig;

    public Output<InstanceShapeConfig> shapeConfig() {
        return this.shapeConfig;
    }

    @Export(name="sourceDetails", refs={InstanceSourceDetails.class}, tree="[0]")
    private Output<InstanceSourceDetails> sourceDetails;

    public Output<InstanceSourceDetails> sourceDetails() {
        return this.sourceDetails;
    }

    @Export(name="state", refs={String.class}, tree="[0]")
    private Output<String> state;

    public Output<String> state() {
        return this.state;
    }

    @Export(name="subnetId", refs={String.class}, tree="[0]")
    private Output<String> subnetId;

    public Output<String> subnetId() {
        return this.subnetId;
    }

    @Export(name="systemTags", refs={Map.class,String.class}, tree="[0,1,1]")
    private Output<Map<String,String>> systemTags;

    public Output<Map<String,String>> systemTags() {
        return this.systemTags;
    }

    @Export(name="timeCreated", refs={String.class}, tree="[0]")
    private Output<String> timeCreated;

    public Output<String> timeCreated() {
        return this.timeCreated;
    }

    @Export(name="timeMaintenanceRebootDue", refs={String.class}, tree="[0]")
    private Output<String> timeMaintenanceRebootDue;

    public Output<String> timeMaintenanceRebootDue() {
        return this.timeMaintenanceRebootDue;
    }

    @Export(name="updateOperationConstraint", refs={String.class}, tree="[0]")
    private Output<String> updateOperationConstraint;

    public Output<String> updateOperationConstraint() {
        return this.updateOperationConstraint;
    }

    public Instance(String name, InstanceArgs args) {
        this(name, args, null);
    }

    public Instance(String name, InstanceArgs args, CustomResourceOptions options) {
        super("oci:Core/instance:Instance", name, args == null ? InstanceArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of()), false);
    }
}
