// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** One route; use destination + destinationType (cidrBlock is deprecated) and networkEntityId = gateway OCID. */
@CustomType
public final class RouteTableRouteRule {
    private String cidrBlock;
    private String description;
    private String destination;
    private String destinationType;
    private String networkEntityId;
    private String routeType;

    private RouteTableRouteRule() {}

    public Optional<String> cidrBlock() {
        return Optional.ofNullable(this.cidrBlock);
    }

    public Optional<String> description() {
        return Optional.ofNullable(this.description);
    }

    public Optional<String> destination() {
        return Optional.ofNullable(this.destination);
    }

    public Optional<String> destinationType() {
        return Optional.ofNullable(this.destinationType);
    }

    public String networkEntityId() {
        return this.networkEntityId;
    }

    public Optional<String> routeType() {
        return Optional.ofNullable(this.routeType);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(RouteTableRouteRule defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String cidrBlock;
        private String description;
        private String destination;
        private String destinationType;
        private String networkEntityId;
        private String routeType;

        public Builder() {}

        public Builder(RouteTableRouteRule defaults) {
            Objects.requireNonNull(defaults);
            this.cidrBlock = defaults.cidrBlock;
            this.description = defaults.description;
            this.destination = defaults.destination;
            this.destinationType = defaults.destinationType;
            this.networkEntityId = defaults.networkEntityId;
            this.routeType = defaults.routeType;
        }

        @CustomType.Setter
        public Builder cidrBlock(String cidrBlock) {
            this.cidrBlock = cidrBlock;
            return this;
        }

        @CustomType.Setter
        public Builder description(String description) {
            this.description = description;
            return this;
        }

        @CustomType.Setter
        public Builder destination(String destination) {
            this.destination = destination;
            return this;
        }

        @CustomType.Setter
        public Builder destinationType(String destinationType) {
            this.destinationType = destinationType;
            return this;
        }

        @CustomType.Setter
        public Builder networkEntityId(String networkEntityId) {
            this.networkEntityId = networkEntityId;
            return this;
        }

        @CustomType.Setter
        public Builder routeType(String routeType) {
            this.routeType = routeType;
            return this;
        }

        public RouteTableRouteRule build() {
            final var _resultValue = new RouteTableRouteRule();
            _resultValue.cidrBlock = cidrBlock;
            _resultValue.description = description;
            _resultValue.destination = destination;
            _resultValue.destinationType = destinationType;
            _resultValue.networkEntityId = networkEntityId;
            _resultValue.routeType = routeType;
            return _resultValue;
        }
    }
}
