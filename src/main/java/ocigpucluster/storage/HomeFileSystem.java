package ocigpucluster.storage;

import com.pulumi.core.Output;
import com.pulumi.oci.FileStorage.Export;
import com.pulumi.oci.FileStorage.ExportArgs;
import com.pulumi.oci.FileStorage.ExportSet;
import com.pulumi.oci.FileStorage.ExportSetArgs;
import com.pulumi.oci.FileStorage.FileSystem;
import com.pulumi.oci.FileStorage.FileSystemArgs;
import com.pulumi.oci.FileStorage.MountTarget;
import com.pulumi.oci.FileStorage.MountTargetArgs;
import com.pulumi.oci.FileStorage.inputs.ExportExportOptionArgs;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import java.util.Map;
import ocigpucluster.settings.Settings;

/**
 * The users' homes on OCI File Storage: the file system, a mount target in the private subnet,
 * its export set, and one export open to the VCN only. The file system is the data: by default
 * {@code pulumi destroy} (or a replacement) leaves it in the compartment ({@code retainOnDelete}),
 * and {@code storage.protect} makes Pulumi refuse any plan that would delete it. The mount target,
 * export set and export hold no data and are recreated freely. Nothing here depends on the GPU
 * nodes, so a shape change or a new cluster network never touches it.
 * (OCI "Overview of File Storage"; Pulumi "Resource options: retainOnDelete, protect".)
 */
public final class HomeFileSystem extends ComponentResource {
    /** The component's type token; plan-diff finds the home file system by its FileSystem child. */
    public static final String TYPE = "oci-gpu-cluster:index:HomeFileSystem";

    public record Args(
            String compartmentId,
            String displayPrefix,
            Output<String> availabilityDomain,
            Output<String> privateSubnetId,
            String vcnCidr,
            Settings.Storage storage) {}

    public final Output<String> fileSystemId;

    public HomeFileSystem(String name, Args args, ComponentResourceOptions options) {
        super(TYPE, name, options);
        CustomResourceOptions child =
                CustomResourceOptions.builder().parent(this).build();
        String c = args.compartmentId();
        String p = args.displayPrefix();
        Settings.Storage st = args.storage();

        // Adopting a file system kept from an earlier stack: Pulumi imports it and fails, changing
        // nothing, unless the inputs match what exists; its display name is left as it is.
        boolean adopt = st.fileSystemId() != null;
        FileSystemArgs.Builder fsArgs =
                FileSystemArgs.builder().compartmentId(c).availabilityDomain(args.availabilityDomain());
        if (!adopt) {
            fsArgs.displayName(p + "-home");
        }
        CustomResourceOptions.Builder fsOptions = CustomResourceOptions.builder()
                .parent(this)
                .retainOnDelete(st.retainOnDelete())
                .protect(st.protect());
        if (adopt) {
            fsOptions.importId(st.fileSystemId());
        }
        FileSystem fs = new FileSystem(name + "-fs", fsArgs.build(), fsOptions.build());
        MountTarget mountTarget = new MountTarget(
                name + "-mount-target",
                MountTargetArgs.builder()
                        .compartmentId(c)
                        .availabilityDomain(args.availabilityDomain())
                        .subnetId(args.privateSubnetId())
                        .hostnameLabel(st.mountTargetHostname())
                        .displayName(p + "-home-mt")
                        .build(),
                child);
        // The export set comes with the mount target; this only names it (it cannot be created on its own).
        ExportSet exportSet = new ExportSet(
                name + "-export-set",
                ExportSetArgs.builder()
                        .mountTargetId(mountTarget.id())
                        .displayName(p + "-home-exports")
                        .build(),
                child);
        // Only the VCN may mount it; root is not squashed because the bootstrap creates the
        // users' homes as root (as the bastion's own export does, no_root_squash).
        new Export(
                name + "-export",
                ExportArgs.builder()
                        .exportSetId(exportSet.id())
                        .fileSystemId(fs.id())
                        .path(st.exportPath())
                        .exportOptions(ExportExportOptionArgs.builder()
                                .source(args.vcnCidr())
                                .access("READ_WRITE")
                                .identitySquash("NONE")
                                .requirePrivilegedSourcePort(true)
                                .build())
                        .build(),
                child);

        this.fileSystemId = fs.id();
        registerOutputs(Map.of("fileSystemId", fileSystemId));
    }
}
