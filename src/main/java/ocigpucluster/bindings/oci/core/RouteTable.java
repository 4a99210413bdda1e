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
import ocigpucluster.bindings.oci.core.outputs.RouteTableRouteRule;

/** Route table of a VCN; each rule sends a destination to a gateway OCID (networkEntityId). */
@ResourceType(type="oci:Core/routeTable:RouteTable")
public class RouteTable extends CustomResource {
    private static final String PROVIDER = "oci";

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

    @Export(name="routeRules", refs={List.class,RouteTableRouteRule.class}, tree="[0,1]")
    private Output<List<RouteTableRouteRule>> routeRules;

    public Output<List<RouteTableRouteRule>> routeRules() {
        return this.routeRules;
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

    @Export(name="vcnId", refs={String.class}, tree="[0]")
    private Output<String> vcnId;

    public Output<String> vcnId() {
        return this.vcnId;
    }

    public RouteTable(String name, RouteTableArgs args) {
        this(name, args, null);
    }

    public RouteTable(String name, RouteTableArgs args, CustomResourceOptions options) {
        super("oci:Core/routeTable:RouteTable", name, args == null ? RouteTableArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of()), false);
    }
}
