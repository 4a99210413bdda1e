// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.filestorage;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import java.util.Map;
import ocigpucluster.bindings.Providers;
import ocigpucluster.bindings.oci.filestorage.outputs.MountTargetKerberos;
import ocigpucluster.bindings.oci.filestorage.outputs.MountTargetLdapIdmap;
import ocigpucluster.bindings.oci.filestorage.outputs.MountTargetLock;

/** NFS mount target: private IP endpoint in a subnet; it comes with its own export set. */
@ResourceType(type="oci:FileStorage/mountTarget:MountTarget")
public class MountTarget extends CustomResource {
    private static final String PROVIDER = "oci";

    @Export(name="availabilityDomain", refs={String.class}, tree="[0]")
    private Output<String> availabilityDomain;

    public Output<String> availabilityDomain() {
        return this.availabilityDomain;
    }

    @Export(name="compartmentId", refs={String.class}, tree="[0]")
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
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

    @Export(name="exportSetId", refs={String.class}, tree="[0]")
    private Output<String> exportSetId;

    public Output<String> exportSetId() {
        return this.exportSetId;
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

    @Export(name="idmapType", refs={String.class}, tree="[0]")
    private Output<String> idmapType;

    public Output<String> idmapType() {
        return this.idmapType;
    }

    @Export(name="ipAddress", refs={String.class}, tree="[0]")
    private Output<String> ipAddress;

    public Output<String> ipAddress() {
        return this.ipAddress;
    }

    @Export(name="isLockOverride", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> isLockOverride;

    public Output<Boolean> isLockOverride() {
        return this.isLockOverride;
    }

    @Export(name="kerberos", refs={MountTargetKerberos.class}, tree="[0]")
    private Output<MountTargetKerberos> kerberos;

    public Output<MountTargetKerberos> kerberos() {
        return this.kerberos;
    }

    @Export(name="ldapIdmap", refs={MountTargetLdapIdmap.class}, tree="[0]")
    private Output<MountTargetLdapIdmap> ldapIdmap;

    public Output<MountTargetLdapIdmap> ldapIdmap() {
        return this.ldapIdmap;
    }

    @Export(name="lifecycleDetails", refs={String.class}, tree="[0]")
    private Output<String> lifecycleDetails;

    public Output<String> lifecycleDetails() {
        return this.lifecycleDetails;
    }

    @Export(name="locks", refs={List.class,MountTargetLock.class}, tree="[0,1]")
    private Output<List<MountTargetLock>> locks;

    public Output<List<MountTargetLock>> locks() {
        return this.locks;
    }

    @Export(name="mountTargetIpv6ids", refs={List.class,String.class}, tree="[0,1]")
    private Output<List<String>> mountTargetIpv6ids;

    public Output<List<String>> mountTargetIpv6ids() {
        return this.mountTargetIpv6ids;
    }

    @Export(name="nsgIds", refs={List.class,String.class}, tree="[0,1]")
    private Output<List<String>> nsgIds;

    public Output<List<String>> nsgIds() {
        return this.nsgIds;
    }

    @Export(name="observedThroughput", refs={String.class}, tree="[0]")
    private Output<String> observedThroughput;

    public Output<String> observedThroughput() {
        return this.observedThroughput;
    }

    @Export(name="privateIpIds", refs={List.class,String.class}, tree="[0,1]")
    private Output<List<String>> privateIpIds;

    public Output<List<String>> privateIpIds() {
        return this.privateIpIds;
    }

    @Export(name="requestedThroughput", refs={String.class}, tree="[0]")
    private Output<String> requestedThroughput;

    public Output<String> requestedThroughput() {
        return this.requestedThroughput;
    }

    @Export(name="reservedStorageCapacity", refs={String.class}, tree="[0]")
    private Output<String> reservedStorageCapacity;

    public Output<String> reservedStorageCapacity() {
        return this.reservedStorageCapacity;
    }

    @Export(name="securityAttributes", refs={Map.class,String.class}, tree="[0,1,1]")
    private Output<Map<String,String>> securityAttributes;

    public Output<Map<String,String>> securityAttributes() {
        return this.securityAttributes;
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

    @Export(name="timeBillingCycleEnd", refs={String.class}, tree="[0]")
    private Output<String> timeBillingCycleEnd;

    public Output<String> timeBillingCycleEnd() {
        return this.timeBillingCycleEnd;
    }

    @Export(name="timeCreated", refs={String.class}, tree="[0]")
    private Output<String> timeCreated;

    public Output<String> timeCreated() {
        return this.timeCreated;
    }

    public MountTarget(String name, MountTargetArgs args) {
        this(name, args, null);
    }

    public MountTarget(String name, MountTargetArgs args, CustomResourceOptions options) {
        super("oci:FileStorage/mountTarget:MountTarget", name, args == null ? MountTargetArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of()), false);
    }
}
