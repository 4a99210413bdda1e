// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Reads one VNIC by OCID (private/public IP, MAC, hostname label, subnet). */
@CustomType
public final class GetVnicResult {
    private String availabilityDomain;
    private String compartmentId;
    private Map<String,String> definedTags;
    private String displayName;
    private Map<String,String> freeformTags;
    private String hostnameLabel;
    private String id;
    private List<String> ipv6addresses;
    private Boolean isPrimary;
    private String macAddress;
    private List<String> nsgIds;
    private String privateIpAddress;
    private String publicIpAddress;
    private String routeTableId;
    private Map<String,String> securityAttributes;
    private Boolean skipSourceDestCheck;
    private String state;
    private String subnetId;
    private String timeCreated;
    private String vlanId;
    private String vnicId;

    private GetVnicResult() {}

    public String availabilityDomain() {
        return this.availabilityDomain;
    }

    public String compartmentId() {
        return this.compartmentId;
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

    public String id() {
        return this.id;
    }

    public List<String> ipv6addresses() {
        return this.ipv6addresses;
    }

    public Boolean isPrimary() {
        return this.isPrimary;
    }

    public String macAddress() {
        return this.macAddress;
    }

    public List<String> nsgIds() {
        return this.nsgIds;
    }

    public String privateIpAddress() {
        return this.privateIpAddress;
    }

    public String publicIpAddress() {
        return this.publicIpAddress;
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

    public String state() {
        return this.state;
    }

    public String subnetId() {
        return this.subnetId;
    }

    public String timeCreated() {
        return this.timeCreated;
    }

    public String vlanId() {
        return this.vlanId;
    }

    public String vnicId() {
        return this.vnicId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetVnicResult defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String availabilityDomain;
        private String compartmentId;
        private Map<String,String> definedTags;
        private String displayName;
        private Map<String,String> freeformTags;
        private String hostnameLabel;
        private String id;
        private List<String> ipv6addresses;
        private Boolean isPrimary;
        private String macAddress;
        private List<String> nsgIds;
        private String privateIpAddress;
        private String publicIpAddress;
        private String routeTableId;
        private Map<String,String> securityAttributes;
        private Boolean skipSourceDestCheck;
        private String state;
        private String subnetId;
        private String timeCreated;
        private String vlanId;
        private String vnicId;

        public Builder() {}

        public Builder(GetVnicResult defaults) {
            Objects.requireNonNull(defaults);
            this.availabilityDomain = defaults.availabilityDomain;
            this.compartmentId = defaults.compartmentId;
            this.definedTags = defaults.definedTags;
            this.displayName = defaults.displayName;
            this.freeformTags = defaults.freeformTags;
            this.hostnameLabel = defaults.hostnameLabel;
            this.id = defaults.id;
            this.ipv6addresses = defaults.ipv6addresses;
            this.isPrimary = defaults.isPrimary;
            this.macAddress = defaults.macAddress;
            this.nsgIds = defaults.nsgIds;
            this.privateIpAddress = defaults.privateIpAddress;
            this.publicIpAddress = defaults.publicIpAddress;
            this.routeTableId = defaults.routeTableId;
            this.securityAttributes = defaults.securityAttributes;
            this.skipSourceDestCheck = defaults.skipSourceDestCheck;
            this.state = defaults.state;
            this.subnetId = defaults.subnetId;
            this.timeCreated = defaults.timeCreated;
            this.vlanId = defaults.vlanId;
            this.vnicId = defaults.vnicId;
        }

        @CustomType.Setter
        public Builder availabilityDomain(String availabilityDomain) {
            this.availabilityDomain = availabilityDomain;
            return this;
        }

        @CustomType.Setter
        public Builder compartmentId(String compartmentId) {
            this.compartmentId = compartmentId;
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
        public Builder id(String id) {
            this.id = id;
            return this;
        }

        @CustomType.Setter
        public Builder ipv6addresses(List<String> ipv6addresses) {
            this.ipv6addresses = ipv6addresses;
            return this;
        }

        public Builder ipv6addresses(String... ipv6addresses) {
            return ipv6addresses(List.of(ipv6addresses));
        }

        @CustomType.Setter
        public Builder isPrimary(Boolean isPrimary) {
            this.isPrimary = isPrimary;
            return this;
        }

        @CustomType.Setter
        public Builder macAddress(String macAddress) {
            this.macAddress = macAddress;
            return this;
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
        public Builder privateIpAddress(String privateIpAddress) {
            this.privateIpAddress = privateIpAddress;
            return this;
        }

        @CustomType.Setter
        public Builder publicIpAddress(String publicIpAddress) {
            this.publicIpAddress = publicIpAddress;
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
        public Builder state(String state) {
            this.state = state;
            return this;
        }

        @CustomType.Setter
        public Builder subnetId(String subnetId) {
            this.subnetId = subnetId;
            return this;
        }

        @CustomType.Setter
        public Builder timeCreated(String timeCreated) {
            this.timeCreated = timeCreated;
            return this;
        }

        @CustomType.Setter
        public Builder vlanId(String vlanId) {
            this.vlanId = vlanId;
            return this;
        }

        @CustomType.Setter
        public Builder vnicId(String vnicId) {
            this.vnicId = vnicId;
            return this;
        }

        public GetVnicResult build() {
            final var _resultValue = new GetVnicResult();
            _resultValue.availabilityDomain = availabilityDomain;
            _resultValue.compartmentId = compartmentId;
            _resultValue.definedTags = definedTags;
            _resultValue.displayName = displayName;
            _resultValue.freeformTags = freeformTags;
            _resultValue.hostnameLabel = hostnameLabel;
            _resultValue.id = id;
            _resultValue.ipv6addresses = ipv6addresses;
            _resultValue.isPrimary = isPrimary;
            _resultValue.macAddress = macAddress;
            _resultValue.nsgIds = nsgIds;
            _resultValue.privateIpAddress = privateIpAddress;
            _resultValue.publicIpAddress = publicIpAddress;
            _resultValue.routeTableId = routeTableId;
            _resultValue.securityAttributes = securityAttributes;
            _resultValue.skipSourceDestCheck = skipSourceDestCheck;
            _resultValue.state = state;
            _resultValue.subnetId = subnetId;
            _resultValue.timeCreated = timeCreated;
            _resultValue.vlanId = vlanId;
            _resultValue.vnicId = vnicId;
            return _resultValue;
        }
    }
}
