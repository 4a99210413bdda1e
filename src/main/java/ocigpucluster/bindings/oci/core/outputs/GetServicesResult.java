// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;

/** Lists Oracle services reachable through a service gateway (id, name, cidrBlock label). */
@CustomType
public final class GetServicesResult {
    private List<GetServicesFilter> filters;
    private String id;
    private List<GetServicesService> services;

    private GetServicesResult() {}

    public List<GetServicesFilter> filters() {
        return this.filters == null ? List.of() : this.filters;
    }

    public String id() {
        return this.id;
    }

    public List<GetServicesService> services() {
        return this.services;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetServicesResult defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private List<GetServicesFilter> filters;
        private String id;
        private List<GetServicesService> services;

        public Builder() {}

        public Builder(GetServicesResult defaults) {
            Objects.requireNonNull(defaults);
            this.filters = defaults.filters;
            this.id = defaults.id;
            this.services = defaults.services;
        }

        @CustomType.Setter
        public Builder filters(List<GetServicesFilter> filters) {
            this.filters = filters;
            return this;
        }

        public Builder filters(GetServicesFilter... filters) {
            return filters(List.of(filters));
        }

        @CustomType.Setter
        public Builder id(String id) {
            this.id = id;
            return this;
        }

        @CustomType.Setter
        public Builder services(List<GetServicesService> services) {
            this.services = services;
            return this;
        }

        public Builder services(GetServicesService... services) {
            return services(List.of(services));
        }

        public GetServicesResult build() {
            final var _resultValue = new GetServicesResult();
            _resultValue.filters = filters;
            _resultValue.id = id;
            _resultValue.services = services;
            return _resultValue;
        }
    }
}
