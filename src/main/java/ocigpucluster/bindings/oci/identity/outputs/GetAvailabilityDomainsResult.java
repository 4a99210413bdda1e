// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.identity.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;

/** Lists the availability domains visible to a compartment (pass the tenancy OCID). */
@CustomType
public final class GetAvailabilityDomainsResult {
    private List<GetAvailabilityDomainsAvailabilityDomain> availabilityDomains;
    private String compartmentId;
    private List<GetAvailabilityDomainsFilter> filters;
    private String id;

    private GetAvailabilityDomainsResult() {}

    public List<GetAvailabilityDomainsAvailabilityDomain> availabilityDomains() {
        return this.availabilityDomains;
    }

    public String compartmentId() {
        return this.compartmentId;
    }

    public List<GetAvailabilityDomainsFilter> filters() {
        return this.filters == null ? List.of() : this.filters;
    }

    public String id() {
        return this.id;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetAvailabilityDomainsResult defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private List<GetAvailabilityDomainsAvailabilityDomain> availabilityDomains;
        private String compartmentId;
        private List<GetAvailabilityDomainsFilter> filters;
        private String id;

        public Builder() {}

        public Builder(GetAvailabilityDomainsResult defaults) {
            Objects.requireNonNull(defaults);
            this.availabilityDomains = defaults.availabilityDomains;
            this.compartmentId = defaults.compartmentId;
            this.filters = defaults.filters;
            this.id = defaults.id;
        }

        @CustomType.Setter
        public Builder availabilityDomains(List<GetAvailabilityDomainsAvailabilityDomain> availabilityDomains) {
            this.availabilityDomains = availabilityDomains;
            return this;
        }

        public Builder availabilityDomains(GetAvailabilityDomainsAvailabilityDomain... availabilityDomains) {
            return availabilityDomains(List.of(availabilityDomains));
        }

        @CustomType.Setter
        public Builder compartmentId(String compartmentId) {
            this.compartmentId = compartmentId;
            return this;
        }

        @CustomType.Setter
        public Builder filters(List<GetAvailabilityDomainsFilter> filters) {
            this.filters = filters;
            return this;
        }

        public Builder filters(GetAvailabilityDomainsFilter... filters) {
            return filters(List.of(filters));
        }

        @CustomType.Setter
        public Builder id(String id) {
            this.id = id;
            return this;
        }

        public GetAvailabilityDomainsResult build() {
            final var _resultValue = new GetAvailabilityDomainsResult();
            _resultValue.availabilityDomains = availabilityDomains;
            _resultValue.compartmentId = compartmentId;
            _resultValue.filters = filters;
            _resultValue.id = id;
            return _resultValue;
        }
    }
}
