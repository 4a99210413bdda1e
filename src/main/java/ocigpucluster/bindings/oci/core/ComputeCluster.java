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
import ocigpucluster.bindings.oci.core.outputs.ComputeClusterPlacementConstraintDetails;

/** Empty RDMA compute cluster in one AD; instances join it individually through computeClusterId. */
@ResourceType(type="oci:Core/computeCluster:ComputeCluster")
public class ComputeCluster extends CustomResource {
    private static final String PROVIDER = "oci";

    @Export(name="availabilityDomain", refs={String.class}, tree="[0]")
    private Output<String> availabilityDomain;

    public Output<String> availabilityDomain() {
        return this.availabilityDomain;
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

    @Export(name="placementConstraintDetails", refs={ComputeClusterPlacementConstraintDetails.class}, tree="[0]")
    private Output<ComputeClusterPlacementConstraintDetails> placementConstraintDetails;

    public Output<ComputeClusterPlacementConstraintDetails> placementConstraintDetails() {
        return this.placementConstraintDetails;
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

    public ComputeCluster(String name, ComputeClusterArgs args) {
        this(name, args, null);
    }

    public ComputeCluster(String name, ComputeClusterArgs args, CustomResourceOptions options) {
        super("oci:Core/computeCluster:ComputeCluster", name, args == null ? ComputeClusterArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of()), false);
    }
}
