// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Input properties for NatGateway (oci:Core/natGateway:NatGateway). */
public final class NatGatewayArgs extends ResourceArgs {

    public static final NatGatewayArgs Empty = new NatGatewayArgs();

    @Import(name="blockTraffic")
    private Output<Boolean> blockTraffic;

    public Optional<Output<Boolean>> blockTraffic() {
        return Optional.ofNullable(this.blockTraffic);
    }

    @Import(name="compartmentId", required=true)
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
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

    @Import(name="publicIpId")
    private Output<String> publicIpId;

    public Optional<Output<String>> publicIpId() {
        return Optional.ofNullable(this.publicIpId);
    }

    @Import(name="routeTableId")
    private Output<String> routeTableId;

    public Optional<Output<String>> routeTableId() {
        return Optional.ofNullable(this.routeTableId);
    }

    @Import(name="vcnId", required=true)
    private Output<String> vcnId;

    public Output<String> vcnId() {
        return this.vcnId;
    }

    private NatGatewayArgs() {}

    private NatGatewayArgs(NatGatewayArgs $) {
        this.blockTraffic = $.blockTraffic;
        this.compartmentId = $.compartmentId;
        this.definedTags = $.definedTags;
        this.displayName = $.displayName;
        this.freeformTags = $.freeformTags;
        this.publicIpId = $.publicIpId;
        this.routeTableId = $.routeTableId;
        this.vcnId = $.vcnId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(NatGatewayArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final NatGatewayArgs $;

        public Builder() {
            $ = new NatGatewayArgs();
        }

        public Builder(NatGatewayArgs defaults) {
            $ = new NatGatewayArgs(Objects.requireNonNull(defaults));
        }

        public Builder blockTraffic(Output<Boolean> blockTraffic) {
            $.blockTraffic = blockTraffic;
            return this;
        }

        public Builder blockTraffic(Boolean blockTraffic) {
            return blockTraffic(Output.of(blockTraffic));
        }

        public Builder compartmentId(Output<String> compartmentId) {
            $.compartmentId = compartmentId;
            return this;
        }

        public Builder compartmentId(String compartmentId) {
            return compartmentId(Output.of(compartmentId));
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

        public Builder publicIpId(Output<String> publicIpId) {
            $.publicIpId = publicIpId;
            return this;
        }

        public Builder publicIpId(String publicIpId) {
            return publicIpId(Output.of(publicIpId));
        }

        public Builder routeTableId(Output<String> routeTableId) {
            $.routeTableId = routeTableId;
            return this;
        }

        public Builder routeTableId(String routeTableId) {
            return routeTableId(Output.of(routeTableId));
        }

        public Builder vcnId(Output<String> vcnId) {
            $.vcnId = vcnId;
            return this;
        }

        public Builder vcnId(String vcnId) {
            return vcnId(Output.of(vcnId));
        }

        public NatGatewayArgs build() {
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("NatGatewayArgs", "compartmentId");
            }
            if ($.vcnId == null) {
                throw new MissingRequiredPropertyException("NatGatewayArgs", "vcnId");
            }
            return $;
        }
    }
}
