package ocigpucluster.compute;

import com.pulumi.core.Output;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResource;
import java.util.List;
import java.util.Map;
import ocigpucluster.cloudinit.CloudInitRenderer;
import ocigpucluster.network.Network;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;
import ocigpucluster.storage.HomeStorage;

/**
 * The GPU nodes: one {@link NodePool} (what kind of nodes) booting with the cloud-config of one
 * {@link HomeStorage} (where /home lives). This component only joins the two: the node metadata
 * (both SSH keys, cloud-init) and what the rest of the program reads back.
 */
public final class GpuCompute extends ComponentResource {

    /** {@code capacityReservationId}: the capacity reservation the nodes launch into, or null (none). */
    public record Args(
            String compartmentId,
            String displayPrefix,
            Output<String> availabilityDomain,
            Settings.Cluster cluster,
            Shape shape,
            String userPublicKey,
            Output<String> clusterPublicKey,
            NodePool pool,
            HomeStorage home,
            Output<String> capacityReservationId) {}

    /** The node pool this component created. */
    public final NodePool pool;
    /** The cluster network or the single instance, for stages that must wait for it. */
    public final CustomResource cluster;
    /** Every node with its private IP, read back after creation (invokes, no blocking). */
    public final Output<List<NodeAddress>> nodes;
    /** The pool's own stack outputs (ids), in export order. */
    public final Map<String, Output<String>> stackOutputs;
    /** The rendered cloud-config the nodes boot with (not base64). */
    public final Output<String> cloudConfig;
    /** The launch metadata (ssh_authorized_keys, user_data): public keys and cloud-config, no secret. */
    public final Output<Map<String, String>> metadata;

    public GpuCompute(String name, Args args, Network network, ComponentResourceOptions options) {
        super("oci-gpu-cluster:index:GpuCompute", name, options);
        Settings.Cluster c = args.cluster();
        HomeStorage home = args.home();
        CloudInitRenderer renderer = new CloudInitRenderer();
        this.cloudConfig = home.needsDnsSearchSuffix()
                ? network.publicSubnetDomain.applyValue(domain ->
                        renderer.render(home.nodeTemplate(), home.nodeParams(c.timezone(), args.shape(), domain)))
                : Output.of(renderer.render(home.nodeTemplate(), home.nodeParams(c.timezone(), args.shape(), null)));
        // The user's key lets a person reach a node through the bastion (ssh -J); the cluster key
        // is what the bastion and MPI use.
        this.metadata = Output.tuple(args.clusterPublicKey(), cloudConfig)
                .applyValue(t -> Map.of(
                        "ssh_authorized_keys",
                        args.userPublicKey().strip() + "\n" + t.t1.strip() + "\n",
                        "user_data",
                        CloudInitRenderer.base64(t.t2)));

        this.pool = args.pool();
        NodePool.Provisioned p = pool.provision(name, this, args, network, metadata);
        this.cluster = p.resource();
        this.nodes = p.nodes();
        Map<String, Output<String>> outputs = new java.util.LinkedHashMap<>(p.stackOutputs());
        if (args.capacityReservationId() != null) {
            outputs.put("capacityReservationId", args.capacityReservationId());
        }
        this.stackOutputs = java.util.Collections.unmodifiableMap(outputs);
        registerOutputs(Map.of("clusterId", p.id()));
    }
}
