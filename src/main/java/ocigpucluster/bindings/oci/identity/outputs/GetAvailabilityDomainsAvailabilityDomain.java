// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.identity.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object getAvailabilityDomainsAvailabilityDomain (used by oci:Identity/getAvailabilityDomains:getAvailabilityDomains). */
@CustomType
public final class GetAvailabilityDomainsAvailabilityDomain {
    private String compartmentId;
    private String id;
    private String name;

    private GetAvailabilityDomainsAvailabilityDomain() {}

    public String compartmentId() {
        return this.compartmentId;
    }

    public String id() {
        return this.id;
    }

    public String name() {
        return this.name;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetAvailabilityDomainsAvailabilityDomain defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String compartmentId;
        private String id;
        private String name;

        public Builder() {}

        public Builder(GetAvailabilityDomainsAvailabilityDomain defaults) {
            Objects.requireNonNull(defaults);
            this.compartmentId = defaults.compartmentId;
            this.id = defaults.id;
            this.name = defaults.name;
        }

        @CustomType.Setter
        public Builder compartmentId(String compartmentId) {
            this.compartmentId = compartmentId;
            return this;
        }

        @CustomType.Setter
        public Builder id(String id) {
            this.id = id;
            return this;
        }

        @CustomType.Setter
        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public GetAvailabilityDomainsAvailabilityDomain build() {
            final var _resultValue = new GetAvailabilityDomainsAvailabilityDomain();
            _resultValue.compartmentId = compartmentId;
            _resultValue.id = id;
            _resultValue.name = name;
            return _resultValue;
        }
    }
}
