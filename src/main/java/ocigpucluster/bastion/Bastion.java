package ocigpucluster.bastion;

import com.pulumi.core.Output;
import com.pulumi.oci.Core.CoreFunctions;
import com.pulumi.oci.Core.Instance;
import com.pulumi.oci.Core.InstanceArgs;
import com.pulumi.oci.Core.inputs.GetImagesArgs;
import com.pulumi.oci.Core.inputs.InstanceCreateVnicDetailsArgs;
import com.pulumi.oci.Core.inputs.InstanceShapeConfigArgs;
import com.pulumi.oci.Core.inputs.InstanceSourceDetailsArgs;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import java.util.Map;
import ocigpucluster.cloudinit.CloudInitParams;
import ocigpucluster.cloudinit.CloudInitRenderer;
import ocigpucluster.cloudinit.CloudInitTemplate;
import ocigpucluster.network.Network;
import ocigpucluster.settings.Settings;

/**
 * The bastion of Oracle's GPU cluster tutorial §1-2: a public Flex VM that is the jump host for everything else and the NFS
 * server for the nodes' /home. What runs on it is set up later by the bootstrap chain; its own
 * cloud-init only installs packages. Protect it to keep /home across a destroy.
 */
public final class Bastion extends ComponentResource {

    public record Args(
            String compartmentId,
            String displayPrefix,
            Output<String> availabilityDomain,
            Settings.Bastion bastion,
            String sshPublicKey,
            String timezone) {}

    /** The VM itself, for stages that must wait for it. */
    public final Instance instance;
    /** The image it runs (configured or looked up): the roles' VMs run it too unless they name theirs. */
    public final Output<String> imageId;

    public final Output<String> instanceId;
    public final Output<String> publicIp;
    public final Output<String> privateIp;
    /** Name the GPU nodes mount /home from (resolvable through the public subnet's DNS domain). */
    public final String hostname;

    public final String user;

    /** The component's type token; plan-diff knows the bastion (it holds /home) by it. */
    public static final String TYPE = "oci-gpu-cluster:index:Bastion";

    public Bastion(String name, Args args, Network network, ComponentResourceOptions options) {
        super(TYPE, name, options);
        Settings.Bastion b = args.bastion();
        Output<String> imageId =
                b.imageId() != null ? Output.of(b.imageId()) : newestOracleLinux9(args.compartmentId(), b.shape());
        String userData = CloudInitRenderer.base64(
                new CloudInitRenderer().render(CloudInitTemplate.BASTION, CloudInitParams.bastion(args.timezone())));

        InstanceArgs.Builder instance = InstanceArgs.builder()
                .compartmentId(args.compartmentId())
                .availabilityDomain(args.availabilityDomain())
                .displayName(args.displayPrefix() + "-bastion")
                .shape(b.shape())
                .shapeConfig(InstanceShapeConfigArgs.builder()
                        .ocpus(b.ocpus())
                        .memoryInGbs(b.memoryInGbs())
                        .build())
                .sourceDetails(sourceDetails(b, imageId))
                .createVnicDetails(InstanceCreateVnicDetailsArgs.builder()
                        .subnetId(network.publicSubnetId)
                        .assignPublicIp("true")
                        .hostnameLabel(b.hostname())
                        .build())
                .metadata(Map.of("ssh_authorized_keys", args.sshPublicKey(), "user_data", userData));
        Instance vm = new Instance(
                name + "-instance",
                instance.build(),
                CustomResourceOptions.builder()
                        .parent(this)
                        .protect(b.protect())
                        .ignoreChanges(keptImage(b))
                        .build());

        this.instance = vm;
        this.imageId = imageId;
        this.instanceId = vm.id();
        this.publicIp = vm.publicIp();
        this.privateIp = vm.privateIp();
        this.hostname = b.hostname();
        this.user = b.user();
        registerOutputs(Map.of("instanceId", instanceId, "publicIp", publicIp, "privateIp", privateIp));
    }

    /**
     * The bastion keeps the image it was created with. A changed image is no replacement of the
     * instance but an in-place replacement of its boot volume (terraform-provider-oci
     * core_instance_resource.go: source_details.source_id is not ForceNew, and a change of it sends
     * UpdateInstance with UpdateInstanceSourceViaImageDetails), and that volume holds /home with
     * storage.mode bastion: so the looked-up newest image, or a changed bastion.imageId, is ignored
     * after the create ("ignoreChanges: ... the current state value is used instead", Pulumi
     * resource options) unless bastion.allowImageChange asks for it.
     */
    static List<String> keptImage(Settings.Bastion b) {
        return b.allowImageChange() ? List.of() : List.of(SOURCE_ID);
    }

    /** The property path of the bastion's image, as ignoreChanges and plan-diff name it. */
    public static final String SOURCE_ID = "sourceDetails.sourceId";

    /**
     * The image and boot volume. With bastion.allowImageChange the replaced boot volume is kept,
     * detached, by OCI ("isPreserveBootVolumeEnabled: Whether to preserve the boot volume that was
     * previously attached to the instance after a successful replacement of that boot volume", OCI
     * API UpdateInstanceSourceViaImageDetails; the provider sends it only with a changed source id).
     */
    private static InstanceSourceDetailsArgs sourceDetails(Settings.Bastion b, Output<String> imageId) {
        InstanceSourceDetailsArgs.Builder source = InstanceSourceDetailsArgs.builder()
                .sourceType("image")
                .sourceId(imageId)
                .bootVolumeSizeInGbs(Integer.toString(b.bootVolumeSizeInGbs()));
        if (b.allowImageChange()) {
            source.isPreserveBootVolumeEnabled(true);
        }
        return source.build();
    }

    /** The newest Oracle Linux 9 platform image that runs on the bastion shape. */
    private static Output<String> newestOracleLinux9(String compartmentId, String shape) {
        return CoreFunctions.getImages(GetImagesArgs.builder()
                        .compartmentId(compartmentId)
                        .operatingSystem("Oracle Linux")
                        .operatingSystemVersion("9")
                        .shape(shape)
                        .sortBy("TIMECREATED")
                        .sortOrder("DESC")
                        .state("AVAILABLE")
                        .build())
                .applyValue(r -> {
                    if (r.images().isEmpty()) {
                        throw new IllegalStateException("no Oracle Linux 9 image for " + shape
                                + " in the compartment's region; set bastion.imageId");
                    }
                    return r.images().get(0).id();
                });
    }
}
