package ocigpucluster.compute;

import com.pulumi.core.Output;
import com.pulumi.oci.Core.CoreFunctions;
import com.pulumi.oci.Core.inputs.GetClusterNetworkInstancesArgs;
import com.pulumi.oci.Core.inputs.GetComputeGpuMemoryClusterInstancesArgs;
import com.pulumi.oci.Core.inputs.GetPrivateIpsArgs;
import com.pulumi.oci.Core.inputs.GetVnicAttachmentsArgs;
import com.pulumi.oci.Core.outputs.GetClusterNetworkInstancesInstance;
import com.pulumi.oci.Core.outputs.GetPrivateIpsPrivateIp;
import com.pulumi.oci.Core.outputs.GetVnicAttachmentsVnicAttachment;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A GPU node as the bootstrap chain reaches it: instance (host) name and private IP. */
public record NodeAddress(String name, String ip) {

    /**
     * The nodes of a cluster network with their primary private IPs, in three invokes whatever
     * the node count: the pool's instances, the compartment's VNIC attachments (in the AD) and
     * the private IPs of the nodes' subnet (each carries its VNIC id), joined here.
     */
    public static Output<List<NodeAddress>> ofClusterNetwork(
            String compartmentId,
            Output<String> clusterNetworkId,
            Output<String> availabilityDomain,
            Output<String> subnetId) {
        var instances = CoreFunctions.getClusterNetworkInstances(GetClusterNetworkInstancesArgs.builder()
                .compartmentId(compartmentId)
                .clusterNetworkId(clusterNetworkId)
                .build());
        return addressed(
                instances.applyValue(r -> r.instances().stream()
                        .map(in -> new Member(in.id(), in.displayName()))
                        .toList()),
                compartmentId,
                availabilityDomain,
                subnetId);
    }

    /**
     * The nodes of a GPU memory cluster with their primary private IPs: its instances, then the
     * same two invokes as a cluster network's.
     */
    public static Output<List<NodeAddress>> ofGpuMemoryCluster(
            String compartmentId,
            Output<String> memoryClusterId,
            Output<String> availabilityDomain,
            Output<String> subnetId) {
        var instances =
                CoreFunctions.getComputeGpuMemoryClusterInstances(GetComputeGpuMemoryClusterInstancesArgs.builder()
                        .computeGpuMemoryClusterId(memoryClusterId)
                        .build());
        return addressed(
                instances.applyValue(r -> r.computeGpuMemoryClusterInstanceCollections().stream()
                        .flatMap(c -> c.items().stream())
                        .map(in -> new Member(in.id(), in.displayName()))
                        .toList()),
                compartmentId,
                availabilityDomain,
                subnetId);
    }

    /** A pool's members with their primary private IPs: two invokes, the AD's VNIC attachments and the subnet's IPs. */
    private static Output<List<NodeAddress>> addressed(
            Output<List<Member>> members,
            String compartmentId,
            Output<String> availabilityDomain,
            Output<String> subnetId) {
        var attachments = CoreFunctions.getVnicAttachments(GetVnicAttachmentsArgs.builder()
                .compartmentId(compartmentId)
                .availabilityDomain(availabilityDomain)
                .build());
        var privateIps = CoreFunctions.getPrivateIps(
                GetPrivateIpsArgs.builder().subnetId(subnetId).build());
        return Output.tuple(members, attachments, privateIps)
                .applyValue(t -> joinMembers(t.t1, t.t2.vnicAttachments(), t.t3.privateIps()));
    }

    /** An instance of a pool as the list invokes give it: its OCID and display name. */
    record Member(String id, String name) {}

    /**
     * Instance -> its primary VNIC (the attachment at NIC index 0) -> that VNIC's primary private
     * IP; sorted by name. An instance without either (still provisioning) is an error that says
     * to run again, not a node without an address.
     */
    static List<NodeAddress> join(
            List<GetClusterNetworkInstancesInstance> instances,
            List<GetVnicAttachmentsVnicAttachment> attachments,
            List<GetPrivateIpsPrivateIp> privateIps) {
        return joinMembers(
                instances.stream().map(i -> new Member(i.id(), i.displayName())).toList(), attachments, privateIps);
    }

    static List<NodeAddress> joinMembers(
            List<Member> instances,
            List<GetVnicAttachmentsVnicAttachment> attachments,
            List<GetPrivateIpsPrivateIp> privateIps) {
        Map<String, String> vnicByInstance = new HashMap<>();
        for (var a : attachments) {
            if (a.nicIndex() == null || a.nicIndex() == 0) {
                vnicByInstance.putIfAbsent(a.instanceId(), a.vnicId());
            }
        }
        Map<String, String> ipByVnic = new HashMap<>();
        for (var ip : privateIps) {
            if (Boolean.TRUE.equals(ip.isPrimary())) {
                ipByVnic.put(ip.vnicId(), ip.ipAddress());
            }
        }
        List<NodeAddress> out = new ArrayList<>(instances.size());
        for (var instance : instances) {
            String vnicId = vnicByInstance.get(instance.id());
            String ip = vnicId == null ? null : ipByVnic.get(vnicId);
            if (ip == null) {
                throw new IllegalStateException("instance " + instance.name() + " (" + instance.id() + ") has no "
                        + (vnicId == null
                                ? "attached VNIC"
                                : "primary private IP on VNIC " + vnicId + " in the nodes' subnet")
                        + " yet; run pulumi up again once its pool is RUNNING");
            }
            out.add(new NodeAddress(instance.name(), ip));
        }
        out.sort(Comparator.comparing(NodeAddress::name));
        return List.copyOf(out);
    }
}
