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

/** Subnet inside a VCN (regional unless availabilityDomain is set); private when prohibitPublicIpOnVnic is true. */
@ResourceType(type="oci:Core/subnet:Subnet")
public class Subnet extends CustomResource {
    private static final String PROVIDER = "oci";

    @Export(name="availabilityDomain", refs={String.class}, tree="[0]")
    private Output<String> availabilityDomain;

    public Output<String> availabilityDomain() {
        return this.availabilityDomain;
    }

    @Export(name="cidrBlock", refs={String.class}, tree="[0]")
    private Output<String> cidrBlock;

    public Output<String> cidrBlock() {
        return this.cidrBlock;
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

    @Export(name="dhcpOptionsId", refs={String.class}, tree="[0]")
    private Output<String> dhcpOptionsId;

    public Output<String> dhcpOptionsId() {
        return this.dhcpOptionsId;
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

    @Export(name="ipv4cidrBlocks", refs={List.class,String.class}, tree="[0,1]")
    private Output<List<String>> ipv4cidrBlocks;

    public Output<List<String>> ipv4cidrBlocks() {
        return this.ipv4cidrBlocks;
    }

    @Export(name="ipv6cidrBlock", refs={String.class}, tree="[0]")
    private Output<String> ipv6cidrBlock;

    public Output<String> ipv6cidrBlock() {
        return this.ipv6cidrBlock;
    }

    @Export(name="ipv6cidrBlocks", refs={List.class,String.class}, tree="[0,1]")
    private Output<List<String>> ipv6cidrBlocks;

    public Output<List<String>> ipv6cidrBlocks() {
        return this.ipv6cidrBlocks;
    }

    @Export(name="ipv6virtualRouterIp", refs={String.class}, tree="[0]")
    private Output<String> ipv6virtualRouterIp;

    public Output<String> ipv6virtualRouterIp() {
        return this.ipv6virtualRouterIp;
    }

    @Export(name="prohibitInternetIngress", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> prohibitInternetIngress;

    public Output<Boolean> prohibitInternetIngress() {
        return this.prohibitInternetIngress;
    }

    @Export(name="prohibitPublicIpOnVnic", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> prohibitPublicIpOnVnic;

    public Output<Boolean> prohibitPublicIpOnVnic() {
        return this.prohibitPublicIpOnVnic;
    }

    @Export(name="routeTableId", refs={String.class}, tree="[0]")
    private Output<String> routeTableId;

    public Output<String> routeTableId() {
        return this.routeTableId;
    }

    @Export(name="securityListIds", refs={List.class,String.class}, tree="[0,1]")
    private Output<List<String>> securityListIds;

    public Output<List<String>> securityListIds() {
        return this.securityListIds;
    }

    @Export(name="state", refs={String.class}, tree="[0]")
    private Output<String> state;

    public Output<String> state() {
        return this.state;
    }

    @Export(name="subnetDomainName", refs={String.class}, tree="[0]")
    private Output<String> subnetDomainName;

    public Output<String> subnetDomainName() {
        return this.subnetDomainName;
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

    @Export(name="virtualRouterIp", refs={String.class}, tree="[0]")
    private Output<String> virtualRouterIp;

    public Output<String> virtualRouterIp() {
        return this.virtualRouterIp;
    }

    @Export(name="virtualRouterMac", refs={String.class}, tree="[0]")
    private Output<String> virtualRouterMac;

    public Output<String> virtualRouterMac() {
        return this.virtualRouterMac;
    }

    public Subnet(String name, SubnetArgs args) {
        this(name, args, null);
    }

    public Subnet(String name, SubnetArgs args, CustomResourceOptions options) {
        super("oci:Core/subnet:Subnet", name, args == null ? SubnetArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of()), false);
    }
}
