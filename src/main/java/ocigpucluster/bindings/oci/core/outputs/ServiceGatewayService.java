// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Service enabled on a service gateway; serviceId comes from getServices. */
@CustomType
public final class ServiceGatewayService {
    private String serviceId;
    private String serviceName;

    private ServiceGatewayService() {}

    public String serviceId() {
        return this.serviceId;
    }

    public Optional<String> serviceName() {
        return Optional.ofNullable(this.serviceName);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ServiceGatewayService defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String serviceId;
        private String serviceName;

        public Builder() {}

        public Builder(ServiceGatewayService defaults) {
            Objects.requireNonNull(defaults);
            this.serviceId = defaults.serviceId;
            this.serviceName = defaults.serviceName;
        }

        @CustomType.Setter
        public Builder serviceId(String serviceId) {
            this.serviceId = serviceId;
            return this;
        }

        @CustomType.Setter
        public Builder serviceName(String serviceName) {
            this.serviceName = serviceName;
            return this;
        }

        public ServiceGatewayService build() {
            final var _resultValue = new ServiceGatewayService();
            _resultValue.serviceId = serviceId;
            _resultValue.serviceName = serviceName;
            return _resultValue;
        }
    }
}
