// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Nested object getVnicAttachmentsVnicAttachmentCreateVnicDetail (used by oci:Core/getVnicAttachmentsVnicAttachment:getVnicAttachmentsVnicAttachment). */
@CustomType
public final class GetVnicAttachmentsVnicAttachmentCreateVnicDetail {
    private Boolean assignIpv6ip;
    private Boolean assignPrivateDnsRecord;
    private String assignPublicIp;
    private Map<String,String> definedTags;
    private String displayName;
    private Map<String,String> freeformTags;
    private String hostnameLabel;
    private List<GetVnicAttachmentsVnicAttachmentCreateVnicDetailIpv6addressIpv6subnetCidrPairDetail> ipv6addressIpv6subnetCidrPairDetails;
    private List<String> nsgIds;
    private String privateIp;
    private String privateIpId;
    private String routeTableId;
    private Map<String,String> securityAttributes;
    private Boolean skipSourceDestCheck;
    private String subnetCidr;
    private String subnetId;
    private String vlanId;

    private GetVnicAttachmentsVnicAttachmentCreateVnicDetail() {}

    public Boolean assignIpv6ip() {
        return this.assignIpv6ip;
    }

    public Boolean assignPrivateDnsRecord() {
        return this.assignPrivateDnsRecord;
    }

    public String assignPublicIp() {
        return this.assignPublicIp;
    }

    public Map<String,String> definedTags() {
        return this.definedTags;
    }

    public String displayName() {
        return this.displayName;
    }

    public Map<String,String> freeformTags() {
        return this.freeformTags;
    }

    public String hostnameLabel() {
        return this.hostnameLabel;
    }

    public List<GetVnicAttachmentsVnicAttachmentCreateVnicDetailIpv6addressIpv6subnetCidrPairDetail> ipv6addressIpv6subnetCidrPairDetails() {
        return this.ipv6addressIpv6subnetCidrPairDetails;
    }

    public List<String> nsgIds() {
        return this.nsgIds;
    }

    public String privateIp() {
        return this.privateIp;
    }

    public String privateIpId() {
        return this.privateIpId;
    }

    public String routeTableId() {
        return this.routeTableId;
    }

    public Map<String,String> securityAttributes() {
        return this.securityAttributes;
    }

    public Boolean skipSourceDestCheck() {
        return this.skipSourceDestCheck;
    }

    public String subnetCidr() {
        return this.subnetCidr;
    }

    public String subnetId() {
        return this.subnetId;
    }

    public String vlanId() {
        return this.vlanId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetVnicAttachmentsVnicAttachmentCreateVnicDetail defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Boolean assignIpv6ip;
        private Boolean assignPrivateDnsRecord;
        private String assignPublicIp;
        private Map<String,String> definedTags;
        private String displayName;
        private Map<String,String> freeformTags;
        private String hostnameLabel;
        private List<GetVnicAttachmentsVnicAttachmentCreateVnicDetailIpv6addressIpv6subnetCidrPairDetail> ipv6addressIpv6subnetCidrPairDetails;
        private List<String> nsgIds;
        private String privateIp;
        private String privateIpId;
        private String routeTableId;
        private Map<String,String> securityAttributes;
        private Boolean skipSourceDestCheck;
        private String subnetCidr;
        private String subnetId;
        private String vlanId;

        public Builder() {}

        public Builder(GetVnicAttachmentsVnicAttachmentCreateVnicDetail defaults) {
            Objects.requireNonNull(defaults);
            this.assignIpv6ip = defaults.assignIpv6ip;
            this.assignPrivateDnsRecord = defaults.assignPrivateDnsRecord;
            this.assignPublicIp = defaults.assignPublicIp;
            this.definedTags = defaults.definedTags;
            this.displayName = defaults.displayName;
            this.freeformTags = defaults.freeformTags;
            this.hostnameLabel = defaults.hostnameLabel;
            this.ipv6addressIpv6subnetCidrPairDetails = defaults.ipv6addressIpv6subnetCidrPairDetails;
            this.nsgIds = defaults.nsgIds;
            this.privateIp = defaults.privateIp;
            this.privateIpId = defaults.privateIpId;
            this.routeTableId = defaults.routeTableId;
            this.securityAttributes = defaults.securityAttributes;
            this.skipSourceDestCheck = defaults.skipSourceDestCheck;
            this.subnetCidr = defaults.subnetCidr;
            this.subnetId = defaults.subnetId;
            this.vlanId = defaults.vlanId;
        }

        @CustomType.Setter
        public Builder assignIpv6ip(Boolean assignIpv6ip) {
            this.assignIpv6ip = assignIpv6ip;
            return this;
        }

        @CustomType.Setter
        public Builder assignPrivateDnsRecord(Boolean assignPrivateDnsRecord) {
            this.assignPrivateDnsRecord = assignPrivateDnsRecord;
            return this;
        }

        @CustomType.Setter
        public Builder assignPublicIp(String assignPublicIp) {
            this.assignPublicIp = assignPublicIp;
            return this;
        }

        @CustomType.Setter
        public Builder definedTags(Map<String,String> definedTags) {
            this.definedTags = definedTags;
            return this;
        }

        @CustomType.Setter
        public Builder displayName(String displayName) {
            this.displayName = displayName;
            return this;
        }

        @CustomType.Setter
        public Builder freeformTags(Map<String,String> freeformTags) {
            this.freeformTags = freeformTags;
            return this;
        }

        @CustomType.Setter
        public Builder hostnameLabel(String hostnameLabel) {
            this.hostnameLabel = hostnameLabel;
            return this;
        }

        @CustomType.Setter
        public Builder ipv6addressIpv6subnetCidrPairDetails(List<GetVnicAttachmentsVnicAttachmentCreateVnicDetailIpv6addressIpv6subnetCidrPairDetail> ipv6addressIpv6subnetCidrPairDetails) {
            this.ipv6addressIpv6subnetCidrPairDetails = ipv6addressIpv6subnetCidrPairDetails;
            return this;
        }

        public Builder ipv6addressIpv6subnetCidrPairDetails(GetVnicAttachmentsVnicAttachmentCreateVnicDetailIpv6addressIpv6subnetCidrPairDetail... ipv6addressIpv6subnetCidrPairDetails) {
            return ipv6addressIpv6subnetCidrPairDetails(List.of(ipv6addressIpv6subnetCidrPairDetails));
        }

        @CustomType.Setter
        public Builder nsgIds(List<String> nsgIds) {
            this.nsgIds = nsgIds;
            return this;
        }

        public Builder nsgIds(String... nsgIds) {
            return nsgIds(List.of(nsgIds));
        }

        @CustomType.Setter
        public Builder privateIp(String privateIp) {
            this.privateIp = privateIp;
            return this;
        }

        @CustomType.Setter
        public Builder privateIpId(String privateIpId) {
            this.privateIpId = privateIpId;
            return this;
        }

        @CustomType.Setter
        public Builder routeTableId(String routeTableId) {
            this.routeTableId = routeTableId;
            return this;
        }

        @CustomType.Setter
        public Builder securityAttributes(Map<String,String> securityAttributes) {
            this.securityAttributes = securityAttributes;
            return this;
        }

        @CustomType.Setter
        public Builder skipSourceDestCheck(Boolean skipSourceDestCheck) {
            this.skipSourceDestCheck = skipSourceDestCheck;
            return this;
        }

        @CustomType.Setter
        public Builder subnetCidr(String subnetCidr) {
            this.subnetCidr = subnetCidr;
            return this;
        }

        @CustomType.Setter
        public Builder subnetId(String subnetId) {
            this.subnetId = subnetId;
            return this;
        }

        @CustomType.Setter
        public Builder vlanId(String vlanId) {
            this.vlanId = vlanId;
            return this;
        }

        public GetVnicAttachmentsVnicAttachmentCreateVnicDetail build() {
            final var _resultValue = new GetVnicAttachmentsVnicAttachmentCreateVnicDetail();
            _resultValue.assignIpv6ip = assignIpv6ip;
            _resultValue.assignPrivateDnsRecord = assignPrivateDnsRecord;
            _resultValue.assignPublicIp = assignPublicIp;
            _resultValue.definedTags = definedTags;
            _resultValue.displayName = displayName;
            _resultValue.freeformTags = freeformTags;
            _resultValue.hostnameLabel = hostnameLabel;
            _resultValue.ipv6addressIpv6subnetCidrPairDetails = ipv6addressIpv6subnetCidrPairDetails;
            _resultValue.nsgIds = nsgIds;
            _resultValue.privateIp = privateIp;
            _resultValue.privateIpId = privateIpId;
            _resultValue.routeTableId = routeTableId;
            _resultValue.securityAttributes = securityAttributes;
            _resultValue.skipSourceDestCheck = skipSourceDestCheck;
            _resultValue.subnetCidr = subnetCidr;
            _resultValue.subnetId = subnetId;
            _resultValue.vlanId = vlanId;
            return _resultValue;
        }
    }
}
