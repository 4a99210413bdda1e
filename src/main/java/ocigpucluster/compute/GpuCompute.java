package ocigpucluster.compute;

import com.pulumi.core.Output;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResource;
import java.util.List;
import java.util.Map;
import ocigpucluster.cloudinit.CloudInitRenderer;
import ocigpucluster.cloudinit.NodeBoot;
import ocigpucluster.network.Network;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.shapes.Shape;
import ocigpucluster.storage.HomeStorage;

/**
 * One node group's nodes: its {@link NodePool} (how they are placed) booting with the cloud-config
 * of one {@link HomeStorage} (where /home lives). This component only joins the two: the node
 * metadata (both SSH keys, cloud-init) and what the rest of the program reads back. Its name is
 * the group's: {@code gpu} for the group {@code cluster.*} declares, as it always was.
 */
public final class GpuCompute extends ComponentResource {

    /**
     * @param capacityReservationId the capacity reservation the nodes launch into, or null (none)
     * @param launchTags            the freeform and defined tags the nodes themselves carry (their
     *                              launch details), or null: none (the group cluster.* declares,
     *                              whose launch details stay as they were: a change there replaces its nodes)
     * @param image                 the image the nodes launch from when a feature made one for the
     *                              group (a baked image), or null: the group's {@code imageId}
     */
    public record Args(
            String compartmentId,
            String displayPrefix,
            Output<String> availabilityDomain,
            NodeGroup group,
            Shape shape,
            String timezone,
            String userPublicKey,
            Output<String> clusterPublicKey,
            NodePool pool,
            HomeStorage home,
            Output<String> capacityReservationId,
            LaunchTags launchTags,
            Output<String> image,
            Output<NodeBoot> boot) {
        /** The image the nodes launch from. */
        public Output<String> launchImage() {
            return image != null ? image : Output.of(group.imageId());
        }
    }

    /** The tags a node is launched with. */
    public record LaunchTags(Map<String, String> freeform, Map<String, String> defined) {}

    /** The component's type token. */
    public static final String TYPE = "oci-gpu-cluster:index:GpuCompute";

    /** The node group it holds. */
    public final NodeGroup group;
    /** The node pool this component created. */
    public final NodePool pool;
    /** The fabric or the instances the bootstrap chain waits for. */
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
        super(TYPE, name, options);
        HomeStorage home = args.home();
        CloudInitRenderer renderer = new CloudInitRenderer();
        Output<String> template = home.needsDnsSearchSuffix()
                ? network.publicSubnetDomain.applyValue(domain ->
                        renderer.render(home.nodeTemplate(), home.nodeParams(args.timezone(), args.shape(), domain)))
                : Output.of(renderer.render(home.nodeTemplate(), home.nodeParams(args.timezone(), args.shape(), null)));
        // a feature's first-boot steps after the template's (joining OKE, in Kubernetes mode)
        this.cloudConfig = args.boot() == null
                ? template
                : Output.tuple(template, args.boot()).applyValue(t -> renderer.withPart(t.t1, t.t2));
        // The user's key lets a person reach a node through the bastion (ssh -J); the cluster key
        // is what the bastion and MPI use.
        this.metadata = Output.tuple(args.clusterPublicKey(), cloudConfig)
                .applyValue(t -> Map.of(
                        "ssh_authorized_keys",
                        args.userPublicKey().strip() + "\n" + t.t1.strip() + "\n",
                        "user_data",
                        CloudInitRenderer.base64(t.t2)));

        this.group = args.group();
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
