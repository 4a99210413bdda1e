// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.filestorage;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import ocigpucluster.bindings.Providers;
import ocigpucluster.bindings.oci.filestorage.outputs.ExportExportOption;
import ocigpucluster.bindings.oci.filestorage.outputs.ExportLock;

/** Publishes a file system at a path through the export set of a mount target, with client options. */
@ResourceType(type="oci:FileStorage/export:Export")
public class Export extends CustomResource {
    private static final String PROVIDER = "oci";

    @com.pulumi.core.annotations.Export(name="exportOptions", refs={List.class,ExportExportOption.class}, tree="[0,1]")
    private Output<List<ExportExportOption>> exportOptions;

    public Output<List<ExportExportOption>> exportOptions() {
        return this.exportOptions;
    }

    @com.pulumi.core.annotations.Export(name="exportSetId", refs={String.class}, tree="[0]")
    private Output<String> exportSetId;

    public Output<String> exportSetId() {
        return this.exportSetId;
    }

    @com.pulumi.core.annotations.Export(name="fileSystemId", refs={String.class}, tree="[0]")
    private Output<String> fileSystemId;

    public Output<String> fileSystemId() {
        return this.fileSystemId;
    }

    @com.pulumi.core.annotations.Export(name="isIdmapGroupsForSysAuth", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> isIdmapGroupsForSysAuth;

    public Output<Boolean> isIdmapGroupsForSysAuth() {
        return this.isIdmapGroupsForSysAuth;
    }

    @com.pulumi.core.annotations.Export(name="isLockOverride", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> isLockOverride;

    public Output<Boolean> isLockOverride() {
        return this.isLockOverride;
    }

    @com.pulumi.core.annotations.Export(name="locks", refs={List.class,ExportLock.class}, tree="[0,1]")
    private Output<List<ExportLock>> locks;

    public Output<List<ExportLock>> locks() {
        return this.locks;
    }

    @com.pulumi.core.annotations.Export(name="path", refs={String.class}, tree="[0]")
    private Output<String> path;

    public Output<String> path() {
        return this.path;
    }

    @com.pulumi.core.annotations.Export(name="state", refs={String.class}, tree="[0]")
    private Output<String> state;

    public Output<String> state() {
        return this.state;
    }

    @com.pulumi.core.annotations.Export(name="timeCreated", refs={String.class}, tree="[0]")
    private Output<String> timeCreated;

    public Output<String> timeCreated() {
        return this.timeCreated;
    }

    public Export(String name, ExportArgs args) {
        this(name, args, null);
    }

    public Export(String name, ExportArgs args, CustomResourceOptions options) {
        super("oci:FileStorage/export:Export", name, args == null ? ExportArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of()), false);
    }
}
