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
import ocigpucluster.bindings.oci.core.inputs.VcnByoipv6cidrDetailArgs;

/** Input properties for Vcn (oci:Core/vcn:Vcn). */
public final class VcnArgs extends ResourceArgs {

    public static final VcnArgs Empty = new VcnArgs();

    @Import(name="byoipv6cidrDetails")
    private Output<List<VcnByoipv6cidrDetailArgs>> byoipv6cidrDetails;

    public Optional<Output<List<VcnByoipv6cidrDetailArgs>>> byoipv6cidrDetails() {
        return Optional.ofNullable(this.byoipv6cidrDetails);
    }

    @Import(name="cidrBlock")
    private Output<String> cidrBlock;

    public Optional<Output<String>> cidrBlock() {
        return Optional.ofNullable(this.cidrBlock);
    }

    @Import(name="cidrBlocks")
    private Output<List<String>> cidrBlocks;

    public Optional<Output<List<String>>> cidrBlocks() {
        return Optional.ofNullable(this.cidrBlocks);
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

    @Import(name="ipv6privateCidrBlocks")
    private Output<List<String>> ipv6privateCidrBlocks;

    public Optional<Output<List<String>>> ipv6privateCidrBlocks() {
        return Optional.ofNullable(this.ipv6privateCidrBlocks);
    }

    @Import(name="isIpv6enabled")
    private Output<Boolean> isIpv6enabled;

    public Optional<Output<Boolean>> isIpv6enabled() {
        return Optional.ofNullable(this.isIpv6enabled);
    }

    @Import(name="isOracleGuaAllocationEnabled")
    private Output<Boolean> isOracleGuaAllocationEnabled;

    public Optional<Output<Boolean>> isOracleGuaAllocationEnabled() {
        return Optional.ofNullable(this.isOracleGuaAllocationEnabled);
    }

    @Import(name="securityAttributes")
    private Output<Map<String,String>> securityAttributes;

    public Optional<Output<Map<String,String>>> securityAttributes() {
        return Optional.ofNullable(this.securityAttributes);
    }

    private VcnArgs() {}

    private VcnArgs(VcnArgs $) {
        this.byoipv6cidrDetails = $.byoipv6cidrDetails;
        this.cidrBlock = $.cidrBlock;
        this.cidrBlocks = $.cidrBlocks;
        this.compartmentId = $.compartmentId;
        this.definedTags = $.definedTags;
        this.displayName = $.displayName;
        this.dnsLabel = $.dnsLabel;
        this.freeformTags = $.freeformTags;
        this.ipv6privateCidrBlocks = $.ipv6privateCidrBlocks;
        this.isIpv6enabled = $.isIpv6enabled;
        this.isOracleGuaAllocationEnabled = $.isOracleGuaAllocationEnabled;
        this.securityAttributes = $.securityAttributes;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(VcnArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final VcnArgs $;

        public Builder() {
            $ = new VcnArgs();
        }

        public Builder(VcnArgs defaults) {
            $ = new VcnArgs(Objects.requireNonNull(defaults));
        }

        public Builder byoipv6cidrDetails(Output<List<VcnByoipv6cidrDetailArgs>> byoipv6cidrDetails) {
            $.byoipv6cidrDetails = byoipv6cidrDetails;
            return this;
        }

        public Builder byoipv6cidrDetails(List<VcnByoipv6cidrDetailArgs> byoipv6cidrDetails) {
            return byoipv6cidrDetails(Output.of(byoipv6cidrDetails));
        }

        public Builder byoipv6cidrDetails(VcnByoipv6cidrDetailArgs... byoipv6cidrDetails) {
            return byoipv6cidrDetails(List.of(byoipv6cidrDetails));
        }

        public Builder cidrBlock(Output<String> cidrBlock) {
            $.cidrBlock = cidrBlock;
            return this;
        }

        public Builder cidrBlock(String cidrBlock) {
            return cidrBlock(Output.of(cidrBlock));
        }

        public Builder cidrBlocks(Output<List<String>> cidrBlocks) {
            $.cidrBlocks = cidrBlocks;
            return this;
        }

        public Builder cidrBlocks(List<String> cidrBlocks) {
            return cidrBlocks(Output.of(cidrBlocks));
        }

        public Builder cidrBlocks(String... cidrBlocks) {
            return cidrBlocks(List.of(cidrBlocks));
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

        public Builder ipv6privateCidrBlocks(Output<List<String>> ipv6privateCidrBlocks) {
            $.ipv6privateCidrBlocks = ipv6privateCidrBlocks;
            return this;
        }

        public Builder ipv6privateCidrBlocks(List<String> ipv6privateCidrBlocks) {
            return ipv6privateCidrBlocks(Output.of(ipv6privateCidrBlocks));
        }

        public Builder ipv6privateCidrBlocks(String... ipv6privateCidrBlocks) {
            return ipv6privateCidrBlocks(List.of(ipv6privateCidrBlocks));
        }

        public Builder isIpv6enabled(Output<Boolean> isIpv6enabled) {
            $.isIpv6enabled = isIpv6enabled;
            return this;
        }

        public Builder isIpv6enabled(Boolean isIpv6enabled) {
            return isIpv6enabled(Output.of(isIpv6enabled));
        }

        public Builder isOracleGuaAllocationEnabled(Output<Boolean> isOracleGuaAllocationEnabled) {
            $.isOracleGuaAllocationEnabled = isOracleGuaAllocationEnabled;
            return this;
        }

        public Builder isOracleGuaAllocationEnabled(Boolean isOracleGuaAllocationEnabled) {
            return isOracleGuaAllocationEnabled(Output.of(isOracleGuaAllocationEnabled));
        }

        public Builder securityAttributes(Output<Map<String,String>> securityAttributes) {
            $.securityAttributes = securityAttributes;
            return this;
        }

        public Builder securityAttributes(Map<String,String> securityAttributes) {
            return securityAttributes(Output.of(securityAttributes));
        }

        public VcnArgs build() {
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("VcnArgs", "compartmentId");
            }
            return $;
        }
    }
}
