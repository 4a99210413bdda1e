package ocigpucluster.compute;

import com.pulumi.core.Output;
import com.pulumi.oci.Core.Instance;
import com.pulumi.oci.Core.InstanceArgs;
import com.pulumi.oci.Core.inputs.InstanceAgentConfigArgs;
import com.pulumi.oci.Core.inputs.InstanceAgentConfigPluginsConfigArgs;
import com.pulumi.oci.Core.inputs.InstanceCreateVnicDetailsArgs;
import com.pulumi.oci.Core.inputs.InstanceSourceDetailsArgs;
import com.pulumi.resources.CustomResourceOptions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.network.Network;
import ocigpucluster.settings.Settings;

/** One GPU instance without a cluster network: no RDMA fabric, its own /home. */
public final class SingleInstancePool implements NodePool {
    @Override
    public boolean rdmaFabric() {
        return false;
    }

    @Override
    public Provisioned provision(
            String name,
            GpuCompute parent,
            GpuCompute.Args args,
            Network network,
            Output<Map<String, String>> metadata) {
        Settings.Cluster c = args.cluster();
        CustomResourceOptions child =
                CustomResourceOptions.builder().parent(parent).build();
        InstanceArgs.Builder launch = InstanceArgs.builder();
        if (args.capacityReservationId() != null) {
            launch.capacityReservationId(args.capacityReservationId());
        }
        Instance instance = new Instance(
                name + "-instance",
                launch.compartmentId(args.compartmentId())
                        .availabilityDomain(args.availabilityDomain())
                        .displayName(args.displayPrefix() + "-gpu-1")
                        .shape(args.shape().name())
                        .sourceDetails(InstanceSourceDetailsArgs.builder()
                                .sourceType("image")
                                .sourceId(c.imageId())
                                .bootVolumeSizeInGbs(Integer.toString(c.bootVolumeSizeInGbs()))
                                .build())
                        .createVnicDetails(InstanceCreateVnicDetailsArgs.builder()
                                .subnetId(network.privateSubnetId)
                                .assignPublicIp("false")
                                .hostnameLabel(singleHostname(c))
                                .build())
                        .agentConfig(InstanceAgentConfigArgs.builder()
                                .pluginsConfigs(AgentPlugins.enabledFor(false).stream()
                                        .map(p -> InstanceAgentConfigPluginsConfigArgs.builder()
                                                .name(p)
                                                .desiredState(AgentPlugins.ENABLED)
                                                .build())
                                        .toList())
                                .build())
                        .metadata(metadata)
                        .build(),
                child);
        Map<String, Output<String>> outputs = new LinkedHashMap<>();
        outputs.put("gpuInstanceId", instance.id());
        return new Provisioned(
                instance,
                instance.id(),
                instance.privateIp().applyValue(ip -> List.of(new NodeAddress(singleHostname(c), ip))),
                outputs);
    }

    static String singleHostname(Settings.Cluster c) {
        return c.poolName() + "-1";
    }
}
