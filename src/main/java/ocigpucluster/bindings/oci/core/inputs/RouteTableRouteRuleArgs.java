// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** One route; use destination + destinationType (cidrBlock is deprecated) and networkEntityId = gateway OCID. */
public final class RouteTableRouteRuleArgs extends ResourceArgs {

    public static final RouteTableRouteRuleArgs Empty = new RouteTableRouteRuleArgs();

    @Import(name="cidrBlock")
    private Output<String> cidrBlock;

    public Optional<Output<String>> cidrBlock() {
        return Optional.ofNullable(this.cidrBlock);
    }

    @Import(name="description")
    private Output<String> description;

    public Optional<Output<String>> description() {
        return Optional.ofNullable(this.description);
    }

    @Import(name="destination")
    private Output<String> destination;

    public Optional<Output<String>> destination() {
        return Optional.ofNullable(this.destination);
    }

    @Import(name="destinationType")
    private Output<String> destinationType;

    public Optional<Output<String>> destinationType() {
        return Optional.ofNullable(this.destinationType);
    }

    @Import(name="networkEntityId", required=true)
    private Output<String> networkEntityId;

    public Output<String> networkEntityId() {
        return this.networkEntityId;
    }

    @Import(name="routeType")
    private Output<String> routeType;

    public Optional<Output<String>> routeType() {
        return Optional.ofNullable(this.routeType);
    }

    private RouteTableRouteRuleArgs() {}

    private RouteTableRouteRuleArgs(RouteTableRouteRuleArgs $) {
        this.cidrBlock = $.cidrBlock;
        this.description = $.description;
        this.destination = $.destination;
        this.destinationType = $.destinationType;
        this.networkEntityId = $.networkEntityId;
        this.routeType = $.routeType;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(RouteTableRouteRuleArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final RouteTableRouteRuleArgs $;

        public Builder() {
            $ = new RouteTableRouteRuleArgs();
        }

        public Builder(RouteTableRouteRuleArgs defaults) {
            $ = new RouteTableRouteRuleArgs(Objects.requireNonNull(defaults));
        }

        public Builder cidrBlock(Output<String> cidrBlock) {
            $.cidrBlock = cidrBlock;
            return this;
        }

        public Builder cidrBlock(String cidrBlock) {
            return cidrBlock(Output.of(cidrBlock));
        }

        public Builder description(Output<String> description) {
            $.description = description;
            return this;
        }

        public Builder description(String description) {
            return description(Output.of(description));
        }

        public Builder destination(Output<String> destination) {
            $.destination = destination;
            return this;
        }

        public Builder destination(String destination) {
            return destination(Output.of(destination));
        }

        public Builder destinationType(Output<String> destinationType) {
            $.destinationType = destinationType;
            return this;
        }

        public Builder destinationType(String destinationType) {
            return destinationType(Output.of(destinationType));
        }

        public Builder networkEntityId(Output<String> networkEntityId) {
            $.networkEntityId = networkEntityId;
            return this;
        }

        public Builder networkEntityId(String networkEntityId) {
            return networkEntityId(Output.of(networkEntityId));
        }

        public Builder routeType(Output<String> routeType) {
            $.routeType = routeType;
            return this;
        }

        public Builder routeType(String routeType) {
            return routeType(Output.of(routeType));
        }

        public RouteTableRouteRuleArgs build() {
            if ($.networkEntityId == null) {
                throw new MissingRequiredPropertyException("RouteTableRouteRuleArgs", "networkEntityId");
            }
            return $;
        }
    }
}
