// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import java.util.Map;
import ocigpucluster.bindings.Providers;
import ocigpucluster.bindings.oci.core.outputs.ClusterNetworkClusterConfiguration;
import ocigpucluster.bindings.oci.core.outputs.ClusterNetworkInstancePool;
import ocigpucluster.bindings.oci.core.outputs.ClusterNetworkPlacementConfiguration;

/** RDMA cluster network that creates and owns one instance pool of bare-metal GPU/HPC nodes. */
@ResourceType(type="oci:Core/clusterNetwork:ClusterNetwork")
public class ClusterNetwork extends CustomResource {
    private static final String PROVIDER = "oci";

    @Export(name="clusterConfiguration", refs={ClusterNetworkClusterConfiguration.class}, tree="[0]")
    private Output<ClusterNetworkClusterConfiguration> clusterConfiguration;

    public Output<ClusterNetworkClusterConfiguration> clusterConfiguration() {
        return this.clusterConfiguration;
    }

    @Export(name="compartmentId", refs={String.class}, tree="[0]")
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
    }

    @Export(name="definedTags", refs={Map.class,String.class}, tree="[0,1,1]")
    private Output<Map<String,String>> definedTags;

    public Output<Map<String,String>> definedTags() {
        return this.definedTags;
    }

    @Export(name="displayName", refs={String.class}, tree="[0]")
    private Output<String> displayName;

    public Output<String> displayName() {
        return this.displayName;
    }

    @Export(name="freeformTags", refs={Map.class,String.class}, tree="[0,1,1]")
    private Output<Map<String,String>> freeformTags;

    public Output<Map<String,String>> freeformTags() {
        return this.freeformTags;
    }

    @Export(name="hpcIslandId", refs={String.class}, tree="[0]")
    private Output<String> hpcIslandId;

    public Output<String> hpcIslandId() {
        return this.hpcIslandId;
    }

    @Export(name="instancePools", refs={List.class,ClusterNetworkInstancePool.class}, tree="[0,1]")
    private Output<List<ClusterNetworkInstancePool>> instancePools;

    public Output<List<ClusterNetworkInstancePool>> instancePools() {
        return this.instancePools;
    }

    @Export(name="networkBlockIds", refs={List.class,String.class}, tree="[0,1]")
    private Output<List<String>> networkBlockIds;

    public Output<List<String>> networkBlockIds() {
        return this.networkBlockIds;
    }

    @Export(name="placementConfiguration", refs={ClusterNetworkPlacementConfiguration.class}, tree="[0]")
    private Output<ClusterNetworkPlacementConfiguration> placementConfiguration;

    public Output<ClusterNetworkPlacementConfiguration> placementConfiguration() {
        return this.placementConfiguration;
    }

    @Export(name="state", refs={String.class}, tree="[0]")
    private Output<String> state;

    public Output<String> state() {
        return this.state;
    }

    @Export(name="timeCreated", refs={String.class}, tree="[0]")
    private Output<String> timeCreated;

    public Output<String> timeCreated() {
        return this.timeCreated;
    }

    @Export(name="timeUpdated", refs={String.class}, tree="[0]")
    private Output<String> timeUpdated;

    public Output<String> timeUpdated() {
        return this.timeUpdated;
    }

    public ClusterNetwork(String name, ClusterNetworkArgs args) {
        this(name, args, null);
    }

    public ClusterNetwork(String name, ClusterNetworkArgs args, CustomResourceOptions options) {
        super("oci:Core/clusterNetwork:ClusterNetwork", name, args == null ? ClusterNetworkArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of()), false);
    }
}
