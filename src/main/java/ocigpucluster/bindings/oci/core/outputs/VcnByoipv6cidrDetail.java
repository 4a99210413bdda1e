// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object VcnByoipv6cidrDetail (used by oci:Core/vcn:Vcn). */
@CustomType
public final class VcnByoipv6cidrDetail {
    private String byoipv6rangeId;
    private String ipv6cidrBlock;

    private VcnByoipv6cidrDetail() {}

    public String byoipv6rangeId() {
        return this.byoipv6rangeId;
    }

    public String ipv6cidrBlock() {
        return this.ipv6cidrBlock;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(VcnByoipv6cidrDetail defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String byoipv6rangeId;
        private String ipv6cidrBlock;

        public Builder() {}

        public Builder(VcnByoipv6cidrDetail defaults) {
            Objects.requireNonNull(defaults);
            this.byoipv6rangeId = defaults.byoipv6rangeId;
            this.ipv6cidrBlock = defaults.ipv6cidrBlock;
        }

        @CustomType.Setter
        public Builder byoipv6rangeId(String byoipv6rangeId) {
            this.byoipv6rangeId = byoipv6rangeId;
            return this;
        }

        @CustomType.Setter
        public Builder ipv6cidrBlock(String ipv6cidrBlock) {
            this.ipv6cidrBlock = ipv6cidrBlock;
            return this;
        }

        public VcnByoipv6cidrDetail build() {
            final var _resultValue = new VcnByoipv6cidrDetail();
            _resultValue.byoipv6rangeId = byoipv6rangeId;
            _resultValue.ipv6cidrBlock = ipv6cidrBlock;
            return _resultValue;
        }
    }
}
