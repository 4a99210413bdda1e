// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Primary VNIC of pool instances; assignPublicIp is boolean here (string on Instance). */
public final class InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs Empty = new InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs();

    @Import(name="assignIpv6ip")
    private Output<Boolean> assignIpv6ip;

    public Optional<Output<Boolean>> assignIpv6ip() {
        return Optional.ofNullable(this.assignIpv6ip);
    }

    @Import(name="assignPrivateDnsRecord")
    private Output<Boolean> assignPrivateDnsRecord;

    public Optional<Output<Boolean>> assignPrivateDnsRecord() {
        return Optional.ofNullable(this.assignPrivateDnsRecord);
    }

    @Import(name="assignPublicIp")
    private Output<Boolean> assignPublicIp;

    public Optional<Output<Boolean>> assignPublicIp() {
        return Optional.ofNullable(this.assignPublicIp);
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

    @Import(name="freeformTags")
    private Output<Map<String,String>> freeformTags;

    public Optional<Output<Map<String,String>>> freeformTags() {
        return Optional.ofNullable(this.freeformTags);
    }

    @Import(name="hostnameLabel")
    private Output<String> hostnameLabel;

    public Optional<Output<String>> hostnameLabel() {
        return Optional.ofNullable(this.hostnameLabel);
    }

    @Import(name="ipv6addressIpv6subnetCidrPairDetails")
    private Output<List<InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetailArgs>> ipv6addressIpv6subnetCidrPairDetails;

    public Optional<Output<List<InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetailArgs>>> ipv6addressIpv6subnetCidrPairDetails() {
        return Optional.ofNullable(this.ipv6addressIpv6subnetCidrPairDetails);
    }

    @Import(name="nsgIds")
    private Output<List<String>> nsgIds;

    public Optional<Output<List<String>>> nsgIds() {
        return Optional.ofNullable(this.nsgIds);
    }

    @Import(name="privateIp")
    private Output<String> privateIp;

    public Optional<Output<String>> privateIp() {
        return Optional.ofNullable(this.privateIp);
    }

    @Import(name="privateIpId")
    private Output<String> privateIpId;

    public Optional<Output<String>> privateIpId() {
        return Optional.ofNullable(this.privateIpId);
    }

    @Import(name="securityAttributes")
    private Output<Map<String,String>> securityAttributes;

    public Optional<Output<Map<String,String>>> securityAttributes() {
        return Optional.ofNullable(this.securityAttributes);
    }

    @Import(name="skipSourceDestCheck")
    private Output<Boolean> skipSourceDestCheck;

    public Optional<Output<Boolean>> skipSourceDestCheck() {
        return Optional.ofNullable(this.skipSourceDestCheck);
    }

    @Import(name="subnetCidr")
    private Output<String> subnetCidr;

    public Optional<Output<String>> subnetCidr() {
        return Optional.ofNullable(this.subnetCidr);
    }

    @Import(name="subnetId")
    private Output<String> subnetId;

    public Optional<Output<String>> subnetId() {
        return Optional.ofNullable(this.subnetId);
    }

    private InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs() {}

    private InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs(InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs $) {
        this.assignIpv6ip = $.assignIpv6ip;
        this.assignPrivateDnsRecord = $.assignPrivateDnsRecord;
        this.assignPublicIp = $.assignPublicIp;
        this.definedTags = $.definedTags;
        this.displayName = $.displayName;
        this.freeformTags = $.freeformTags;
        this.hostnameLabel = $.hostnameLabel;
        this.ipv6addressIpv6subnetCidrPairDetails = $.ipv6addressIpv6subnetCidrPairDetails;
        this.nsgIds = $.nsgIds;
        this.privateIp = $.privateIp;
        this.privateIpId = $.privateIpId;
        this.securityAttributes = $.securityAttributes;
        this.skipSourceDestCheck = $.skipSourceDestCheck;
        this.subnetCidr = $.subnetCidr;
        this.subnetId = $.subnetId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs(Objects.requireNonNull(defaults));
        }

        public Builder assignIpv6ip(Output<Boolean> assignIpv6ip) {
            $.assignIpv6ip = assignIpv6ip;
            return this;
        }

        public Builder assignIpv6ip(Boolean assignIpv6ip) {
            return assignIpv6ip(Output.of(assignIpv6ip));
        }

        public Builder assignPrivateDnsRecord(Output<Boolean> assignPrivateDnsRecord) {
            $.assignPrivateDnsRecord = assignPrivateDnsRecord;
            return this;
        }

        public Builder assignPrivateDnsRecord(Boolean assignPrivateDnsRecord) {
            return assignPrivateDnsRecord(Output.of(assignPrivateDnsRecord));
        }

        public Builder assignPublicIp(Output<Boolean> assignPublicIp) {
            $.assignPublicIp = assignPublicIp;
            return this;
        }

        public Builder assignPublicIp(Boolean assignPublicIp) {
            return assignPublicIp(Output.of(assignPublicIp));
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

        public Builder freeformTags(Output<Map<String,String>> freeformTags) {
            $.freeformTags = freeformTags;
            return this;
        }

        public Builder freeformTags(Map<String,String> freeformTags) {
            return freeformTags(Output.of(freeformTags));
        }

        public Builder hostnameLabel(Output<String> hostnameLabel) {
            $.hostnameLabel = hostnameLabel;
            return this;
        }

        public Builder hostnameLabel(String hostnameLabel) {
            return hostnameLabel(Output.of(hostnameLabel));
        }

        public Builder ipv6addressIpv6subnetCidrPairDetails(Output<List<InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetailArgs>> ipv6addressIpv6subnetCidrPairDetails) {
            $.ipv6addressIpv6subnetCidrPairDetails = ipv6addressIpv6subnetCidrPairDetails;
            return this;
        }

        public Builder ipv6addressIpv6subnetCidrPairDetails(List<InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetailArgs> ipv6addressIpv6subnetCidrPairDetails) {
            return ipv6addressIpv6subnetCidrPairDetails(Output.of(ipv6addressIpv6subnetCidrPairDetails));
        }

        public Builder ipv6addressIpv6subnetCidrPairDetails(InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetailArgs... ipv6addressIpv6subnetCidrPairDetails) {
            return ipv6addressIpv6subnetCidrPairDetails(List.of(ipv6addressIpv6subnetCidrPairDetails));
        }

        public Builder nsgIds(Output<List<String>> nsgIds) {
            $.nsgIds = nsgIds;
            return this;
        }

        public Builder nsgIds(List<String> nsgIds) {
            return nsgIds(Output.of(nsgIds));
        }

        public Builder nsgIds(String... nsgIds) {
            return nsgIds(List.of(nsgIds));
        }

        public Builder privateIp(Output<String> privateIp) {
            $.privateIp = privateIp;
            return this;
        }

        public Builder privateIp(String privateIp) {
            return privateIp(Output.of(privateIp));
        }

        public Builder privateIpId(Output<String> privateIpId) {
            $.privateIpId = privateIpId;
            return this;
        }

        public Builder privateIpId(String privateIpId) {
            return privateIpId(Output.of(privateIpId));
        }

        public Builder securityAttributes(Output<Map<String,String>> securityAttributes) {
            $.securityAttributes = securityAttributes;
            return this;
        }

        public Builder securityAttributes(Map<String,String> securityAttributes) {
            return securityAttributes(Output.of(securityAttributes));
        }

        public Builder skipSourceDestCheck(Output<Boolean> skipSourceDestCheck) {
            $.skipSourceDestCheck = skipSourceDestCheck;
            return this;
        }

        public Builder skipSourceDestCheck(Boolean skipSourceDestCheck) {
            return skipSourceDestCheck(Output.of(skipSourceDestCheck));
        }

        public Builder subnetCidr(Output<String> subnetCidr) {
            $.subnetCidr = subnetCidr;
            return this;
        }

        public Builder subnetCidr(String subnetCidr) {
            return subnetCidr(Output.of(subnetCidr));
        }

        public Builder subnetId(Output<String> subnetId) {
            $.subnetId = subnetId;
            return this;
        }

        public Builder subnetId(String subnetId) {
            return subnetId(Output.of(subnetId));
        }

        public InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs build() {
            return $;
        }
    }
}
