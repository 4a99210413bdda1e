// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object VcnByoipv6cidrDetail (used by oci:Core/vcn:Vcn). */
public final class VcnByoipv6cidrDetailArgs extends ResourceArgs {

    public static final VcnByoipv6cidrDetailArgs Empty = new VcnByoipv6cidrDetailArgs();

    @Import(name="byoipv6rangeId", required=true)
    private Output<String> byoipv6rangeId;

    public Output<String> byoipv6rangeId() {
        return this.byoipv6rangeId;
    }

    @Import(name="ipv6cidrBlock", required=true)
    private Output<String> ipv6cidrBlock;

    public Output<String> ipv6cidrBlock() {
        return this.ipv6cidrBlock;
    }

    private VcnByoipv6cidrDetailArgs() {}

    private VcnByoipv6cidrDetailArgs(VcnByoipv6cidrDetailArgs $) {
        this.byoipv6rangeId = $.byoipv6rangeId;
        this.ipv6cidrBlock = $.ipv6cidrBlock;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(VcnByoipv6cidrDetailArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final VcnByoipv6cidrDetailArgs $;

        public Builder() {
            $ = new VcnByoipv6cidrDetailArgs();
        }

        public Builder(VcnByoipv6cidrDetailArgs defaults) {
            $ = new VcnByoipv6cidrDetailArgs(Objects.requireNonNull(defaults));
        }

        public Builder byoipv6rangeId(Output<String> byoipv6rangeId) {
            $.byoipv6rangeId = byoipv6rangeId;
            return this;
        }

        public Builder byoipv6rangeId(String byoipv6rangeId) {
            return byoipv6rangeId(Output.of(byoipv6rangeId));
        }

        public Builder ipv6cidrBlock(Output<String> ipv6cidrBlock) {
            $.ipv6cidrBlock = ipv6cidrBlock;
            return this;
        }

        public Builder ipv6cidrBlock(String ipv6cidrBlock) {
            return ipv6cidrBlock(Output.of(ipv6cidrBlock));
        }

        public VcnByoipv6cidrDetailArgs build() {
            if ($.byoipv6rangeId == null) {
                throw new MissingRequiredPropertyException("VcnByoipv6cidrDetailArgs", "byoipv6rangeId");
            }
            if ($.ipv6cidrBlock == null) {
                throw new MissingRequiredPropertyException("VcnByoipv6cidrDetailArgs", "ipv6cidrBlock");
            }
            return $;
        }
    }
}
