package ocigpucluster.roles;

import com.pulumi.core.Output;
import com.pulumi.oci.Core.Instance;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import ocigpucluster.compute.NodeAddress;
import ocigpucluster.network.Network;
import ocigpucluster.settings.Settings;

/**
 * The login nodes users ssh to (through the bastion, {@code ssh -J}): {@code login.count} VMs in
 * the private subnet, each with /home, and (set up by the login stage) the Slurm client and the
 * container tools. Apart from the controller: a user's heavy build on a login node never slows
 * slurmctld.
 */
public final class LoginPool extends ComponentResource {
    public static final String TYPE = "oci-gpu-cluster:index:LoginPool";

    /** The login nodes, login-1 .. login-N, with their private IPs. */
    public final Output<List<NodeAddress>> nodes;
    /** The VMs, for stages that must wait for them. */
    public final List<Instance> instances;

    public LoginPool(
            String name,
            Settings.Login login,
            RoleVms.Common common,
            Network network,
            ComponentResourceOptions options) {
        super(TYPE, name, options);
        List<Instance> vms = new ArrayList<>();
        List<Output<NodeAddress>> addresses = new ArrayList<>();
        for (int i = 1; i <= login.count(); i++) {
            String host = name + "-" + i;
            Instance vm =
                    RoleVms.launch(host, common.displayPrefix() + "-" + host, host, login.vm(), common, network, this);
            vms.add(vm);
            addresses.add(vm.privateIp().applyValue(ip -> new NodeAddress(host, ip)));
        }
        this.instances = List.copyOf(vms);
        this.nodes = Output.all(addresses).applyValue(List::copyOf);
        registerOutputs(Map.of(
                "privateIps",
                nodes.applyValue(l -> l.stream().map(NodeAddress::ip).toList())));
    }

    /** What the pool and the role hosts share, from the program: placement, keys, /home, the default image. */
    public static RoleVms.Common common(
            String compartmentId,
            String displayPrefix,
            Output<String> availabilityDomain,
            String timezone,
            String userPublicKey,
            Output<String> clusterPublicKey,
            ocigpucluster.storage.HomeStorage home,
            Output<String> imageId) {
        return new RoleVms.Common(
                compartmentId,
                displayPrefix,
                availabilityDomain,
                timezone,
                userPublicKey,
                clusterPublicKey,
                home,
                imageId);
    }
}
