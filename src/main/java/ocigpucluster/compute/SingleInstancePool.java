package ocigpucluster.compute;

import com.pulumi.core.Output;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.CustomTimeouts;
import com.pulumi.oci.Core.ClusterNetwork;
import com.pulumi.oci.Core.ClusterNetworkArgs;
import com.pulumi.oci.Core.CoreFunctions;
import com.pulumi.oci.Core.Instance;
import com.pulumi.oci.Core.InstanceArgs;
import com.pulumi.oci.Core.InstanceConfiguration;
import com.pulumi.oci.Core.InstanceConfigurationArgs;
import com.pulumi.oci.Core.inputs.ClusterNetworkInstancePoolArgs;
import com.pulumi.oci.Core.inputs.ClusterNetworkPlacementConfigurationArgs;
import com.pulumi.oci.Core.inputs.ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs;
import com.pulumi.oci.Core.inputs.GetClusterNetworkInstancesArgs;
import com.pulumi.oci.Core.inputs.GetVnicArgs;
import com.pulumi.oci.Core.inputs.GetVnicAttachmentsArgs;
import com.pulumi.oci.Core.inputs.InstanceAgentConfigArgs;
import com.pulumi.oci.Core.inputs.InstanceAgentConfigPluginsConfigArgs;
import com.pulumi.oci.Core.inputs.InstanceConfigurationInstanceDetailsArgs;
import com.pulumi.oci.Core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigArgs;
import com.pulumi.oci.Core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfigArgs;
import com.pulumi.oci.Core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsArgs;
import com.pulumi.oci.Core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs;
import com.pulumi.oci.Core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsSourceDetailsArgs;
import com.pulumi.oci.Core.inputs.InstanceCreateVnicDetailsArgs;
import com.pulumi.oci.Core.inputs.InstanceSourceDetailsArgs;
import com.pulumi.oci.Core.outputs.GetClusterNetworkInstancesInstance;
import com.pulumi.oci.Core.outputs.GetVnicAttachmentsResult;
import com.pulumi.oci.Core.outputs.GetVnicAttachmentsVnicAttachment;
import ocigpucluster.network.Network;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;

import java.time.Duration;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One GPU instance without a cluster network: no RDMA fabric, its own /home. */
public final class SingleInstancePool implements NodePool {
    @Override
    public boolean rdmaFabric() {
        return false;
    }

    @Override
    public Provisioned provision(String name, GpuCompute parent, GpuCompute.Args args, Network network,
                                 Output<Map<String, String>> metadata) {
        Settings.Cluster c = args.cluster();
        CustomResourceOptions child = CustomResourceOptions.builder().parent(parent).build();
        Instance instance = new Instance(name + "-instance", InstanceArgs.builder()
                .compartmentId(args.compartmentId())
                .availabilityDomain(args.availabilityDomain())
                .displayName(args.displayPrefix() + "-gpu-1")
                .shape(args.shape().name())
                .sourceDetails(InstanceSourceDetailsArgs.builder()
                        .sourceType("image").sourceId(c.imageId())
                        .bootVolumeSizeInGbs(Integer.toString(c.bootVolumeSizeInGbs())).build())
                .createVnicDetails(InstanceCreateVnicDetailsArgs.builder()
                        .subnetId(network.privateSubnetId).assignPublicIp("false").hostnameLabel(singleHostname(c)).build())
                .agentConfig(InstanceAgentConfigArgs.builder()
                        .pluginsConfigs(AgentPlugins.enabledFor(false).stream()
                                .map(p -> InstanceAgentConfigPluginsConfigArgs.builder().name(p).desiredState(AgentPlugins.ENABLED).build())
                                .toList())
                        .build())
                .metadata(metadata)
                .build(), child);
        Map<String, Output<String>> outputs = new LinkedHashMap<>();
        outputs.put("gpuInstanceId", instance.id());
        return new Provisioned(instance, instance.id(),
                instance.privateIp().applyValue(ip -> List.of(new NodeAddress(singleHostname(c), ip))), outputs);
    }

    static String singleHostname(Settings.Cluster c) {
        return c.poolName() + "-1";
    }
}
