// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.filestorage;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import ocigpucluster.bindings.Providers;

/** Manages settings of the export set that a mount target already has; cannot be created or deleted on its own. */
@ResourceType(type="oci:FileStorage/exportSet:ExportSet")
public class ExportSet extends CustomResource {
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

    @Export(name="displayName", refs={String.class}, tree="[0]")
    private Output<String> displayName;

    public Output<String> displayName() {
        return this.displayName;
    }

    @Export(name="maxFsStatBytes", refs={String.class}, tree="[0]")
    private Output<String> maxFsStatBytes;

    public Output<String> maxFsStatBytes() {
        return this.maxFsStatBytes;
    }

    @Export(name="maxFsStatFiles", refs={String.class}, tree="[0]")
    private Output<String> maxFsStatFiles;

    public Output<String> maxFsStatFiles() {
        return this.maxFsStatFiles;
    }

    @Export(name="mountTargetId", refs={String.class}, tree="[0]")
    private Output<String> mountTargetId;

    public Output<String> mountTargetId() {
        return this.mountTargetId;
    }

    @Export(name="state", refs={String.class}, tree="[0]")
    private Output<String> state;

    public Output<String> state() {
        return this.state;
    }

    @Export(name="timeCreated", refs={String.class}, tree="[0]")
    private Output<String> timeCreated;

    public Output<String> timeCreated() {
        return this.timeCreated;
    }

    @Export(name="vcnId", refs={String.class}, tree="[0]")
    private Output<String> vcnId;

    public Output<String> vcnId() {
        return this.vcnId;
    }

    public ExportSet(String name, ExportSetArgs args) {
        this(name, args, null);
    }

    public ExportSet(String name, ExportSetArgs args, CustomResourceOptions options) {
        super("oci:FileStorage/exportSet:ExportSet", name, args == null ? ExportSetArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of()), false);
    }
}
