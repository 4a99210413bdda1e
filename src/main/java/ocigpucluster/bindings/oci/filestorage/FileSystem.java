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
import ocigpucluster.bindings.oci.filestorage.outputs.FileSystemLock;
import ocigpucluster.bindings.oci.filestorage.outputs.FileSystemSourceDetail;

/** File Storage (NFS) file system in one availability domain. */
@ResourceType(type="oci:FileStorage/fileSystem:FileSystem")
public class FileSystem extends CustomResource {
    private static final String PROVIDER = "oci";

    @Export(name="areQuotaRulesEnabled", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> areQuotaRulesEnabled;

    public Output<Boolean> areQuotaRulesEnabled() {
        return this.areQuotaRulesEnabled;
    }

    @Export(name="availabilityDomain", refs={String.class}, tree="[0]")
    private Output<String> availabilityDomain;

    public Output<String> availabilityDomain() {
        return this.availabilityDomain;
    }

    @Export(name="cloneAttachStatus", refs={String.class}, tree="[0]")
    private Output<String> cloneAttachStatus;

    public Output<String> cloneAttachStatus() {
        return this.cloneAttachStatus;
    }

    @Export(name="cloneCount", refs={Integer.class}, tree="[0]")
    private Output<Integer> cloneCount;

    public Output<Integer> cloneCount() {
        return this.cloneCount;
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

    @Export(name="detachCloneTrigger", refs={Integer.class}, tree="[0]")
    private Output<Integer> detachCloneTrigger;

    public Output<Integer> detachCloneTrigger() {
        return this.detachCloneTrigger;
    }

    @Export(name="displayName", refs={String.class}, tree="[0]")
    private Output<String> displayName;

    public Output<String> displayName() {
        return this.displayName;
    }

    @Export(name="filesystemSnapshotPolicyId", refs={String.class}, tree="[0]")
    private Output<String> filesystemSnapshotPolicyId;

    public Output<String> filesystemSnapshotPolicyId() {
        return this.filesystemSnapshotPolicyId;
    }

    @Export(name="freeformTags", refs={Map.class,String.class}, tree="[0,1,1]")
    private Output<Map<String,String>> freeformTags;

    public Output<Map<String,String>> freeformTags() {
        return this.freeformTags;
    }

    @Export(name="isCloneParent", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> isCloneParent;

    public Output<Boolean> isCloneParent() {
        return this.isCloneParent;
    }

    @Export(name="isHydrated", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> isHydrated;

    public Output<Boolean> isHydrated() {
        return this.isHydrated;
    }

    @Export(name="isLockOverride", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> isLockOverride;

    public Output<Boolean> isLockOverride() {
        return this.isLockOverride;
    }

    @Export(name="isTargetable", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> isTargetable;

    public Output<Boolean> isTargetable() {
        return this.isTargetable;
    }

    @Export(name="kmsKeyId", refs={String.class}, tree="[0]")
    private Output<String> kmsKeyId;

    public Output<String> kmsKeyId() {
        return this.kmsKeyId;
    }

    @Export(name="lifecycleDetails", refs={String.class}, tree="[0]")
    private Output<String> lifecycleDetails;

    public Output<String> lifecycleDetails() {
        return this.lifecycleDetails;
    }

    @Export(name="locks", refs={List.class,FileSystemLock.class}, tree="[0,1]")
    private Output<List<FileSystemLock>> locks;

    public Output<List<FileSystemLock>> locks() {
        return this.locks;
    }

    @Export(name="meteredBytes", refs={String.class}, tree="[0]")
    private Output<String> meteredBytes;

    public Output<String> meteredBytes() {
        return this.meteredBytes;
    }

    @Export(name="quotaEnforcementState", refs={String.class}, tree="[0]")
    private Output<String> quotaEnforcementState;

    public Output<String> quotaEnforcementState() {
        return this.quotaEnforcementState;
    }

    @Export(name="replicationSourceCount", refs={Integer.class}, tree="[0]")
    private Output<Integer> replicationSourceCount;

    public Output<Integer> replicationSourceCount() {
        return this.replicationSourceCount;
    }

    @Export(name="replicationTargetId", refs={String.class}, tree="[0]")
    private Output<String> replicationTargetId;

    public Output<String> replicationTargetId() {
        return this.replicationTargetId;
    }

    @Export(name="sourceDetails", refs={List.class,FileSystemSourceDetail.class}, tree="[0,1]")
    private Output<List<FileSystemSourceDetail>> sourceDetails;

    public Output<List<FileSystemSourceDetail>> sourceDetails() {
        return this.sourceDetails;
    }

    @Export(name="sourceSnapshotId", refs={String.class}, tree="[0]")
    private Output<String> sourceSnapshotId;

    public Output<String> sourceSnapshotId() {
        return this.sourceSnapshotId;
    }

    @Export(name="state", refs={String.class}, tree="[0]")
    private Output<String> state;

    public Output<String> state() {
        return this.state;
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

    public FileSystem(String name, FileSystemArgs args) {
        this(name, args, null);
    }

    public FileSystem(String name, FileSystemArgs args, CustomResourceOptions options) {
        super("oci:FileStorage/fileSystem:FileSystem", name, args == null ? FileSystemArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of()), false);
    }
}
