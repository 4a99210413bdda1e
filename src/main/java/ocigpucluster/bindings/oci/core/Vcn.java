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
import ocigpucluster.bindings.oci.core.outputs.VcnByoipv6cidrDetail;

/** Virtual cloud network: the private IPv4/IPv6 address space that holds subnets and gateways. */
@ResourceType(type="oci:Core/vcn:Vcn")
public class Vcn extends CustomResource {
    private static final String PROVIDER = "oci";

    @Export(name="byoipv6cidrBlocks", refs={List.class,String.class}, tree="[0,1]")
    private Output<List<String>> byoipv6cidrBlocks;

    public Output<List<String>> byoipv6cidrBlocks() {
        return this.byoipv6cidrBlocks;
    }

    @Export(name="byoipv6cidrDetails", refs={List.class,VcnByoipv6cidrDetail.class}, tree="[0,1]")
    private Output<List<VcnByoipv6cidrDetail>> byoipv6cidrDetails;

    public Output<List<VcnByoipv6cidrDetail>> byoipv6cidrDetails() {
        return this.byoipv6cidrDetails;
    }

    @Export(name="cidrBlock", refs={String.class}, tree="[0]")
    private Output<String> cidrBlock;

    public Output<String> cidrBlock() {
        return this.cidrBlock;
    }

    @Export(name="cidrBlocks", refs={List.class,String.class}, tree="[0,1]")
    private Output<List<String>> cidrBlocks;

    public Output<List<String>> cidrBlocks() {
        return this.cidrBlocks;
    }

    @Export(name="compartmentId", refs={String.class}, tree="[0]")
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
    }

    @Export(name="defaultDhcpOptionsId", refs={String.class}, tree="[0]")
    private Output<String> defaultDhcpOptionsId;

    public Output<String> defaultDhcpOptionsId() {
        return this.defaultDhcpOptionsId;
    }

    @Export(name="defaultRouteTableId", refs={String.class}, tree="[0]")
    private Output<String> defaultRouteTableId;

    public Output<String> defaultRouteTableId() {
        return this.defaultRouteTableId;
    }

    @Export(name="defaultSecurityListId", refs={String.class}, tree="[0]")
    private Output<String> defaultSecurityListId;

    public Output<String> defaultSecurityListId() {
        return this.defaultSecurityListId;
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

    @Export(name="dnsLabel", refs={String.class}, tree="[0]")
    private Output<String> dnsLabel;

    public Output<String> dnsLabel() {
        return this.dnsLabel;
    }

    @Export(name="freeformTags", refs={Map.class,String.class}, tree="[0,1,1]")
    private Output<Map<String,String>> freeformTags;

    public Output<Map<String,String>> freeformTags() {
        return this.freeformTags;
    }

    @Export(name="ipv6cidrBlocks", refs={List.class,String.class}, tree="[0,1]")
    private Output<List<String>> ipv6cidrBlocks;

    public Output<List<String>> ipv6cidrBlocks() {
        return this.ipv6cidrBlocks;
    }

    @Export(name="ipv6privateCidrBlocks", refs={List.class,String.class}, tree="[0,1]")
    private Output<List<String>> ipv6privateCidrBlocks;

    public Output<List<String>> ipv6privateCidrBlocks() {
        return this.ipv6privateCidrBlocks;
    }

    @Export(name="isIpv6enabled", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> isIpv6enabled;

    public Output<Boolean> isIpv6enabled() {
        return this.isIpv6enabled;
    }

    @Export(name="isOracleGuaAllocationEnabled", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> isOracleGuaAllocationEnabled;

    public Output<Boolean> isOracleGuaAllocationEnabled() {
        return this.isOracleGuaAllocationEnabled;
    }

    @Export(name="securityAttributes", refs={Map.class,String.class}, tree="[0,1,1]")
    private Output<Map<String,String>> securityAttributes;

    public Output<Map<String,String>> securityAttributes() {
        return this.securityAttributes;
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

    @Export(name="vcnDomainName", refs={String.class}, tree="[0]")
    private Output<String> vcnDomainName;

    public Output<String> vcnDomainName() {
        return this.vcnDomainName;
    }

    public Vcn(String name, VcnArgs args) {
        this(name, args, null);
    }

    public Vcn(String name, VcnArgs args, CustomResourceOptions options) {
        super("oci:Core/vcn:Vcn", name, args == null ? VcnArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of()), false);
    }
}
