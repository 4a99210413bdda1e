// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Input properties for Subnet (oci:Core/subnet:Subnet). */
public final class SubnetArgs extends ResourceArgs {

    public static final SubnetArgs Empty = new SubnetArgs();

    @Import(name="availabilityDomain")
    private Output<String> availabilityDomain;

    public Optional<Output<String>> availabilityDomain() {
        return Optional.ofNullable(this.availabilityDomain);
    }

    @Import(name="cidrBlock")
    private Output<String> cidrBlock;

    public Optional<Output<String>> cidrBlock() {
        return Optional.ofNullable(this.cidrBlock);
    }

    @Import(name="compartmentId", required=true)
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
    }

    @Import(name="definedTags")
    private Output<Map<String,String>> definedTags;

    public Optional<Output<Map<String,String>>> definedTags() {
        return Optional.ofNullable(this.definedTags);
    }

    @Import(name="dhcpOptionsId")
    private Output<String> dhcpOptionsId;

    public Optional<Output<String>> dhcpOptionsId() {
        return Optional.ofNullable(this.dhcpOptionsId);
    }

    @Import(name="displayName")
    private Output<String> displayName;

    public Optional<Output<String>> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    @Import(name="dnsLabel")
    private Output<String> dnsLabel;

    public Optional<Output<String>> dnsLabel() {
        return Optional.ofNullable(this.dnsLabel);
    }

    @Import(name="freeformTags")
    private Output<Map<String,String>> freeformTags;

    public Optional<Output<Map<String,String>>> freeformTags() {
        return Optional.ofNullable(this.freeformTags);
    }

    @Import(name="ipv4cidrBlocks")
    private Output<List<String>> ipv4cidrBlocks;

    public Optional<Output<List<String>>> ipv4cidrBlocks() {
        return Optional.ofNullable(this.ipv4cidrBlocks);
    }

    @Import(name="ipv6cidrBlock")
    private Output<String> ipv6cidrBlock;

    public Optional<Output<String>> ipv6cidrBlock() {
        return Optional.ofNullable(this.ipv6cidrBlock);
    }

    @Import(name="ipv6cidrBlocks")
    private Output<List<String>> ipv6cidrBlocks;

    public Optional<Output<List<String>>> ipv6cidrBlocks() {
        return Optional.ofNullable(this.ipv6cidrBlocks);
    }

    @Import(name="prohibitInternetIngress")
    private Output<Boolean> prohibitInternetIngress;

    public Optional<Output<Boolean>> prohibitInternetIngress() {
        return Optional.ofNullable(this.prohibitInternetIngress);
    }

    @Import(name="prohibitPublicIpOnVnic")
    private Output<Boolean> prohibitPublicIpOnVnic;

    public Optional<Output<Boolean>> prohibitPublicIpOnVnic() {
        return Optional.ofNullable(this.prohibitPublicIpOnVnic);
    }

    @Import(name="routeTableId")
    private Output<String> routeTableId;

    public Optional<Output<String>> routeTableId() {
        return Optional.ofNullable(this.routeTableId);
    }

    @Import(name="securityListIds")
    private Output<List<String>> securityListIds;

    public Optional<Output<List<String>>> securityListIds() {
        return Optional.ofNullable(this.securityListIds);
    }

    @Import(name="vcnId", required=true)
    private Output<String> vcnId;

    public Output<String> vcnId() {
        return this.vcnId;
    }

    private SubnetArgs() {}

    private SubnetArgs(SubnetArgs $) {
        this.availabilityDomain = $.availabilityDomain;
        this.cidrBlock = $.cidrBlock;
        this.compartmentId = $.compartmentId;
        this.definedTags = $.definedTags;
        this.dhcpOptionsId = $.dhcpOptionsId;
        this.displayName = $.displayName;
        this.dnsLabel = $.dnsLabel;
        this.freeformTags = $.freeformTags;
        this.ipv4cidrBlocks = $.ipv4cidrBlocks;
        this.ipv6cidrBlock = $.ipv6cidrBlock;
        this.ipv6cidrBlocks = $.ipv6cidrBlocks;
        this.prohibitInternetIngress = $.prohibitInternetIngress;
        this.prohibitPublicIpOnVnic = $.prohibitPublicIpOnVnic;
        this.routeTableId = $.routeTableId;
        this.securityListIds = $.securityListIds;
        this.vcnId = $.vcnId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(SubnetArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final SubnetArgs $;

        public Builder() {
            $ = new SubnetArgs();
        }

        public Builder(SubnetArgs defaults) {
            $ = new SubnetArgs(Objects.requireNonNull(defaults));
        }

        public Builder availabilityDomain(Output<String> availabilityDomain) {
            $.availabilityDomain = availabilityDomain;
            return this;
        }

        public Builder availabilityDomain(String availabilityDomain) {
            return availabilityDomain(Output.of(availabilityDomain));
        }

        public Builder cidrBlock(Output<String> cidrBlock) {
            $.cidrBlock = cidrBlock;
            return this;
        }

        public Builder cidrBlock(String cidrBlock) {
            return cidrBlock(Output.of(cidrBlock));
        }

        public Builder compartmentId(Output<String> compartmentId) {
            $.compartmentId = compartmentId;
            return this;
        }

        public Builder compartmentId(String compartmentId) {
            return compartmentId(Output.of(compartmentId));
        }

        public Builder definedTags(Output<Map<String,String>> definedTags) {
            $.definedTags = definedTags;
            return this;
        }

        public Builder definedTags(Map<String,String> definedTags) {
            return definedTags(Output.of(definedTags));
        }

        public Builder dhcpOptionsId(Output<String> dhcpOptionsId) {
            $.dhcpOptionsId = dhcpOptionsId;
            return this;
        }

        public Builder dhcpOptionsId(String dhcpOptionsId) {
            return dhcpOptionsId(Output.of(dhcpOptionsId));
        }

        public Builder displayName(Output<String> displayName) {
            $.displayName = displayName;
            return this;
        }

        public Builder displayName(String displayName) {
            return displayName(Output.of(displayName));
        }

        public Builder dnsLabel(Output<String> dnsLabel) {
            $.dnsLabel = dnsLabel;
            return this;
        }

        public Builder dnsLabel(String dnsLabel) {
            return dnsLabel(Output.of(dnsLabel));
        }

        public Builder freeformTags(Output<Map<String,String>> freeformTags) {
            $.freeformTags = freeformTags;
            return this;
        }

        public Builder freeformTags(Map<String,String> freeformTags) {
            return freeformTags(Output.of(freeformTags));
        }

        public Builder ipv4cidrBlocks(Output<List<String>> ipv4cidrBlocks) {
            $.ipv4cidrBlocks = ipv4cidrBlocks;
            return this;
        }

        public Builder ipv4cidrBlocks(List<String> ipv4cidrBlocks) {
            return ipv4cidrBlocks(Output.of(ipv4cidrBlocks));
        }

        public Builder ipv4cidrBlocks(String... ipv4cidrBlocks) {
            return ipv4cidrBlocks(List.of(ipv4cidrBlocks));
        }

        public Builder ipv6cidrBlock(Output<String> ipv6cidrBlock) {
            $.ipv6cidrBlock = ipv6cidrBlock;
            return this;
        }

        public Builder ipv6cidrBlock(String ipv6cidrBlock) {
            return ipv6cidrBlock(Output.of(ipv6cidrBlock));
        }

        public Builder ipv6cidrBlocks(Output<List<String>> ipv6cidrBlocks) {
            $.ipv6cidrBlocks = ipv6cidrBlocks;
            return this;
        }

        public Builder ipv6cidrBlocks(List<String> ipv6cidrBlocks) {
            return ipv6cidrBlocks(Output.of(ipv6cidrBlocks));
        }

        public Builder ipv6cidrBlocks(String... ipv6cidrBlocks) {
            return ipv6cidrBlocks(List.of(ipv6cidrBlocks));
        }

        public Builder prohibitInternetIngress(Output<Boolean> prohibitInternetIngress) {
            $.prohibitInternetIngress = prohibitInternetIngress;
            return this;
        }

        public Builder prohibitInternetIngress(Boolean prohibitInternetIngress) {
            return prohibitInternetIngress(Output.of(prohibitInternetIngress));
        }

        public Builder prohibitPublicIpOnVnic(Output<Boolean> prohibitPublicIpOnVnic) {
            $.prohibitPublicIpOnVnic = prohibitPublicIpOnVnic;
            return this;
        }

        public Builder prohibitPublicIpOnVnic(Boolean prohibitPublicIpOnVnic) {
            return prohibitPublicIpOnVnic(Output.of(prohibitPublicIpOnVnic));
        }

        public Builder routeTableId(Output<String> routeTableId) {
            $.routeTableId = routeTableId;
            return this;
        }

        public Builder routeTableId(String routeTableId) {
            return routeTableId(Output.of(routeTableId));
        }

        public Builder securityListIds(Output<List<String>> securityListIds) {
            $.securityListIds = securityListIds;
            return this;
        }

        public Builder securityListIds(List<String> securityListIds) {
            return securityListIds(Output.of(securityListIds));
        }

        public Builder securityListIds(String... securityListIds) {
            return securityListIds(List.of(securityListIds));
        }

        public Builder vcnId(Output<String> vcnId) {
            $.vcnId = vcnId;
            return this;
        }

        public Builder vcnId(String vcnId) {
            return vcnId(Output.of(vcnId));
        }

        public SubnetArgs build() {
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("SubnetArgs", "compartmentId");
            }
            if ($.vcnId == null) {
                throw new MissingRequiredPropertyException("SubnetArgs", "vcnId");
            }
            return $;
        }
    }
}
