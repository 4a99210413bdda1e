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

/** Network security group container in a VCN; its rules are separate NetworkSecurityGroupSecurityRule resources. */
@ResourceType(type="oci:Core/networkSecurityGroup:NetworkSecurityGroup")
public class NetworkSecurityGroup extends CustomResource {
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

    public NetworkSecurityGroup(String name, NetworkSecurityGroupArgs args) {
        this(name, args, null);
    }

    public NetworkSecurityGroup(String name, NetworkSecurityGroupArgs args, CustomResourceOptions options) {
        super("oci:Core/networkSecurityGroup:NetworkSecurityGroup", name, args == null ? NetworkSecurityGroupArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of()), false);
    }
}
