// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import ocigpucluster.bindings.Providers;
import ocigpucluster.bindings.oci.core.outputs.NetworkSecurityGroupSecurityRuleIcmpOptions;
import ocigpucluster.bindings.oci.core.outputs.NetworkSecurityGroupSecurityRuleTcpOptions;
import ocigpucluster.bindings.oci.core.outputs.NetworkSecurityGroupSecurityRuleUdpOptions;

/** A single ingress or egress rule belonging to one network security group. */
@ResourceType(type="oci:Core/networkSecurityGroupSecurityRule:NetworkSecurityGroupSecurityRule")
public class NetworkSecurityGroupSecurityRule extends CustomResource {
    private static final String PROVIDER = "oci";

    @Export(name="description", refs={String.class}, tree="[0]")
    private Output<String> description;

    public Output<String> description() {
        return this.description;
    }

    @Export(name="destination", refs={String.class}, tree="[0]")
    private Output<String> destination;

    public Output<String> destination() {
        return this.destination;
    }

    @Export(name="destinationType", refs={String.class}, tree="[0]")
    private Output<String> destinationType;

    public Output<String> destinationType() {
        return this.destinationType;
    }

    @Export(name="direction", refs={String.class}, tree="[0]")
    private Output<String> direction;

    public Output<String> direction() {
        return this.direction;
    }

    @Export(name="icmpOptions", refs={NetworkSecurityGroupSecurityRuleIcmpOptions.class}, tree="[0]")
    private Output<NetworkSecurityGroupSecurityRuleIcmpOptions> icmpOptions;

    public Output<NetworkSecurityGroupSecurityRuleIcmpOptions> icmpOptions() {
        return this.icmpOptions;
    }

    @Export(name="isValid", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> isValid;

    public Output<Boolean> isValid() {
        return this.isValid;
    }

    @Export(name="networkSecurityGroupId", refs={String.class}, tree="[0]")
    private Output<String> networkSecurityGroupId;

    public Output<String> networkSecurityGroupId() {
        return this.networkSecurityGroupId;
    }

    @Export(name="protocol", refs={String.class}, tree="[0]")
    private Output<String> protocol;

    public Output<String> protocol() {
        return this.protocol;
    }

    @Export(name="source", refs={String.class}, tree="[0]")
    private Output<String> source;

    public Output<String> source() {
        return this.source;
    }

    @Export(name="sourceType", refs={String.class}, tree="[0]")
    private Output<String> sourceType;

    public Output<String> sourceType() {
        return this.sourceType;
    }

    @Export(name="stateless", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> stateless;

    public Output<Boolean> stateless() {
        return this.stateless;
    }

    @Export(name="tcpOptions", refs={NetworkSecurityGroupSecurityRuleTcpOptions.class}, tree="[0]")
    private Output<NetworkSecurityGroupSecurityRuleTcpOptions> tcpOptions;

    public Output<NetworkSecurityGroupSecurityRuleTcpOptions> tcpOptions() {
        return this.tcpOptions;
    }

    @Export(name="timeCreated", refs={String.class}, tree="[0]")
    private Output<String> timeCreated;

    public Output<String> timeCreated() {
        return this.timeCreated;
    }

    @Export(name="udpOptions", refs={NetworkSecurityGroupSecurityRuleUdpOptions.class}, tree="[0]")
    private Output<NetworkSecurityGroupSecurityRuleUdpOptions> udpOptions;

    public Output<NetworkSecurityGroupSecurityRuleUdpOptions> udpOptions() {
        return this.udpOptions;
    }

    public NetworkSecurityGroupSecurityRule(String name, NetworkSecurityGroupSecurityRuleArgs args) {
        this(name, args, null);
    }

    public NetworkSecurityGroupSecurityRule(String name, NetworkSecurityGroupSecurityRuleArgs args, CustomResourceOptions options) {
        super("oci:Core/networkSecurityGroupSecurityRule:NetworkSecurityGroupSecurityRule", name, args == null ? NetworkSecurityGroupSecurityRuleArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of()), false);
    }
}
