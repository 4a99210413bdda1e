package ocigpucluster.compute;

import com.pulumi.core.Output;
import com.pulumi.oci.Core.Instance;
import com.pulumi.oci.Core.InstanceArgs;
import com.pulumi.oci.Core.inputs.InstanceAgentConfigArgs;
import com.pulumi.oci.Core.inputs.InstanceAgentConfigPluginsConfigArgs;
import com.pulumi.oci.Core.inputs.InstanceCreateVnicDetailsArgs;
import com.pulumi.oci.Core.inputs.InstanceSourceDetailsArgs;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.network.Network;
import ocigpucluster.settings.NodeGroup;

/**
 * Plain instances, no RDMA fabric: a VM group (VM.GPU.A10), a bare-metal group outside any
 * cluster network, or the one instance of {@code cluster.mode singleInstance} (its resource and
 * host name as they always were: {@code gpu-instance}, {@code <poolName>-1}).
 */
public final class InstancesPool implements NodePool {
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
        List<Instance> instances = launch(name, parent, args, network, metadata, null, false);
        Map<String, Output<String>> outputs = new LinkedHashMap<>();
        if (legacy(args.group())) {
            outputs.put("gpuInstanceId", instances.get(0).id());
        }
        return new Provisioned(instances.get(0), instances.get(0).id(), addresses(args.group(), instances), outputs);
    }

    /**
     * The group's instances, launched one by one (into {@code computeClusterId} when given), each
     * with its own host name: {@code <group>-<n>}.
     */
    static List<Instance> launch(
            String name,
            GpuCompute parent,
            GpuCompute.Args args,
            Network network,
            Output<Map<String, String>> metadata,
            Output<String> computeClusterId,
            boolean rdma) {
        NodeGroup g = args.group();
        List<Instance> out = new ArrayList<>();
        for (int i = 1; i <= g.count(); i++) {
            InstanceArgs.Builder launch = InstanceArgs.builder();
            if (args.capacityReservationId() != null) {
                launch.capacityReservationId(args.capacityReservationId());
            }
            if (computeClusterId != null) {
                launch.computeClusterId(computeClusterId);
            }
            out.add(new Instance(
                    legacy(g) ? name + "-instance" : name + "-instance-" + i,
                    launch.compartmentId(args.compartmentId())
                            .availabilityDomain(args.availabilityDomain())
                            .displayName(
                                    legacy(g)
                                            ? args.displayPrefix() + "-gpu-1"
                                            : args.displayPrefix() + "-" + hostname(g, i))
                            .shape(args.shape().name())
                            .sourceDetails(InstanceSourceDetailsArgs.builder()
                                    .sourceType("image")
                                    .sourceId(args.launchImage())
                                    .bootVolumeSizeInGbs(Integer.toString(g.bootVolumeSizeInGbs()))
                                    .build())
                            .createVnicDetails(InstanceCreateVnicDetailsArgs.builder()
                                    .subnetId(network.privateSubnetId)
                                    .assignPublicIp("false")
                                    .hostnameLabel(hostname(g, i))
                                    .build())
                            .agentConfig(InstanceAgentConfigArgs.builder()
                                    .pluginsConfigs(AgentPlugins.enabledFor(rdma).stream()
                                            .map(p -> InstanceAgentConfigPluginsConfigArgs.builder()
                                                    .name(p)
                                                    .desiredState(AgentPlugins.ENABLED)
                                                    .build())
                                            .toList())
                                    .build())
                            .metadata(metadata)
                            .build(),
                    CustomResourceOptions.builder().parent(parent).build()));
        }
        return List.copyOf(out);
    }

    /** Each instance's host name and private IP, in order. */
    static Output<List<NodeAddress>> addresses(NodeGroup g, List<Instance> instances) {
        List<Output<NodeAddress>> each = new ArrayList<>();
        for (int i = 0; i < instances.size(); i++) {
            String host = hostname(g, i + 1);
            each.add(instances.get(i).privateIp().applyValue(ip -> new NodeAddress(host, ip)));
        }
        return Output.all(each).applyValue(List::copyOf);
    }

    /** The group cluster.* declares as one instance (singleInstance mode). */
    static boolean legacy(NodeGroup g) {
        return g.origin() == NodeGroup.Origin.CLUSTER_KEYS;
    }

    /** Node {@code n}'s host name: {@code <poolName>-<n>} (in nodeGroups the pool name is the group's). */
    static String hostname(NodeGroup g, int n) {
        return g.poolName() + "-" + n;
    }

    /** The resource the chain waits for: the last instance (they are created at the same time). */
    static CustomResource last(List<Instance> instances) {
        return instances.get(instances.size() - 1);
    }
}
