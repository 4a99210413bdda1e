// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Service enabled on a service gateway; serviceId comes from getServices. */
public final class ServiceGatewayServiceArgs extends ResourceArgs {

    public static final ServiceGatewayServiceArgs Empty = new ServiceGatewayServiceArgs();

    @Import(name="serviceId", required=true)
    private Output<String> serviceId;

    public Output<String> serviceId() {
        return this.serviceId;
    }

    @Import(name="serviceName")
    private Output<String> serviceName;

    public Optional<Output<String>> serviceName() {
        return Optional.ofNullable(this.serviceName);
    }

    private ServiceGatewayServiceArgs() {}

    private ServiceGatewayServiceArgs(ServiceGatewayServiceArgs $) {
        this.serviceId = $.serviceId;
        this.serviceName = $.serviceName;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ServiceGatewayServiceArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final ServiceGatewayServiceArgs $;

        public Builder() {
            $ = new ServiceGatewayServiceArgs();
        }

        public Builder(ServiceGatewayServiceArgs defaults) {
            $ = new ServiceGatewayServiceArgs(Objects.requireNonNull(defaults));
        }

        public Builder serviceId(Output<String> serviceId) {
            $.serviceId = serviceId;
            return this;
        }

        public Builder serviceId(String serviceId) {
            return serviceId(Output.of(serviceId));
        }

        public Builder serviceName(Output<String> serviceName) {
            $.serviceName = serviceName;
            return this;
        }

        public Builder serviceName(String serviceName) {
            return serviceName(Output.of(serviceName));
        }

        public ServiceGatewayServiceArgs build() {
            if ($.serviceId == null) {
                throw new MissingRequiredPropertyException("ServiceGatewayServiceArgs", "serviceId");
            }
            return $;
        }
    }
}
