package ocigpucluster.compute;

import com.pulumi.core.Output;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.CustomTimeouts;
import ocigpucluster.bindings.oci.core.ClusterNetwork;
import ocigpucluster.bindings.oci.core.ClusterNetworkArgs;
import ocigpucluster.bindings.oci.core.CoreFunctions;
import ocigpucluster.bindings.oci.core.Instance;
import ocigpucluster.bindings.oci.core.InstanceArgs;
import ocigpucluster.bindings.oci.core.InstanceConfiguration;
import ocigpucluster.bindings.oci.core.InstanceConfigurationArgs;
import ocigpucluster.bindings.oci.core.inputs.ClusterNetworkInstancePoolArgs;
import ocigpucluster.bindings.oci.core.inputs.ClusterNetworkPlacementConfigurationArgs;
import ocigpucluster.bindings.oci.core.inputs.ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs;
import ocigpucluster.bindings.oci.core.inputs.GetClusterNetworkInstancesArgs;
import ocigpucluster.bindings.oci.core.inputs.GetVnicArgs;
import ocigpucluster.bindings.oci.core.inputs.GetVnicAttachmentsArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceAgentConfigArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceAgentConfigPluginsConfigArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceConfigurationInstanceDetailsArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfigArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsSourceDetailsArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceCreateVnicDetailsArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceSourceDetailsArgs;
import ocigpucluster.bindings.oci.core.outputs.GetClusterNetworkInstancesInstance;
import ocigpucluster.bindings.oci.core.outputs.GetVnicAttachmentsResult;
import ocigpucluster.bindings.oci.core.outputs.GetVnicAttachmentsVnicAttachment;
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
