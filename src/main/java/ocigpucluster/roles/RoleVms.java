package ocigpucluster.roles;

import com.pulumi.core.Output;
import com.pulumi.oci.Core.Instance;
import com.pulumi.oci.Core.InstanceArgs;
import com.pulumi.oci.Core.inputs.InstanceCreateVnicDetailsArgs;
import com.pulumi.oci.Core.inputs.InstanceShapeConfigArgs;
import com.pulumi.oci.Core.inputs.InstanceSourceDetailsArgs;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.Resource;
import java.util.Map;
import ocigpucluster.cloudinit.CloudInitRenderer;
import ocigpucluster.network.Network;
import ocigpucluster.settings.Settings;
import ocigpucluster.storage.HomeStorage;

/**
 * What the role VMs (login nodes, an own controller or monitoring host) have in common: a Flex VM
 * in the private subnet, no public IP (reached through the bastion, ssh -J), both SSH keys, and the
 * nodes' cloud-config without NVMe (/home from its server, the DNS search suffix, /mnt/localdisk on
 * the boot volume).
 */
final class RoleVms {
    private RoleVms() {}

    /**
     * What every role VM is launched with.
     *
     * @param imageId the bastion's image, when the role names none
     */
    record Common(
            String compartmentId,
            String displayPrefix,
            Output<String> availabilityDomain,
            String timezone,
            String userPublicKey,
            Output<String> clusterPublicKey,
            HomeStorage home,
            Output<String> imageId) {}

    static Instance launch(
            String name,
            String displayName,
            String hostname,
            Settings.Vm vm,
            Common c,
            Network network,
            Resource parent) {
        CloudInitRenderer renderer = new CloudInitRenderer();
        HomeStorage home = c.home();
        Output<String> cloudConfig = home.needsDnsSearchSuffix()
                ? network.publicSubnetDomain.applyValue(domain -> renderer.render(
                        home.nodeTemplate(),
                        home.nodeParams(c.timezone(), null, domain).withoutNvme()))
                : Output.of(renderer.render(
                        home.nodeTemplate(),
                        home.nodeParams(c.timezone(), null, null).withoutNvme()));
        Output<Map<String, String>> metadata = Output.tuple(c.clusterPublicKey(), cloudConfig)
                .applyValue(t -> Map.of(
                        "ssh_authorized_keys",
                        c.userPublicKey().strip() + "\n" + t.t1.strip() + "\n",
                        "user_data",
                        CloudInitRenderer.base64(t.t2)));
        return new Instance(
                name,
                InstanceArgs.builder()
                        .compartmentId(c.compartmentId())
                        .availabilityDomain(c.availabilityDomain())
                        .displayName(displayName)
                        .shape(vm.shape())
                        .shapeConfig(InstanceShapeConfigArgs.builder()
                                .ocpus(vm.ocpus())
                                .memoryInGbs(vm.memoryInGbs())
                                .build())
                        .sourceDetails(InstanceSourceDetailsArgs.builder()
                                .sourceType("image")
                                .sourceId(vm.imageId() != null ? Output.of(vm.imageId()) : c.imageId())
                                .bootVolumeSizeInGbs(Integer.toString(vm.bootVolumeSizeInGbs()))
                                .build())
                        .createVnicDetails(InstanceCreateVnicDetailsArgs.builder()
                                .subnetId(network.privateSubnetId)
                                .assignPublicIp("false")
                                .hostnameLabel(hostname)
                                .build())
                        .metadata(metadata)
                        .build(),
                CustomResourceOptions.builder().parent(parent).build());
    }
}
