// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.tls;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Input properties for PrivateKey (tls:index/privateKey:PrivateKey). */
public final class PrivateKeyArgs extends ResourceArgs {

    public static final PrivateKeyArgs Empty = new PrivateKeyArgs();

    @Import(name="algorithm", required=true)
    private Output<String> algorithm;

    public Output<String> algorithm() {
        return this.algorithm;
    }

    @Import(name="ecdsaCurve")
    private Output<String> ecdsaCurve;

    public Optional<Output<String>> ecdsaCurve() {
        return Optional.ofNullable(this.ecdsaCurve);
    }

    @Import(name="rsaBits")
    private Output<Integer> rsaBits;

    public Optional<Output<Integer>> rsaBits() {
        return Optional.ofNullable(this.rsaBits);
    }

    private PrivateKeyArgs() {}

    private PrivateKeyArgs(PrivateKeyArgs $) {
        this.algorithm = $.algorithm;
        this.ecdsaCurve = $.ecdsaCurve;
        this.rsaBits = $.rsaBits;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(PrivateKeyArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final PrivateKeyArgs $;

        public Builder() {
            $ = new PrivateKeyArgs();
        }

        public Builder(PrivateKeyArgs defaults) {
            $ = new PrivateKeyArgs(Objects.requireNonNull(defaults));
        }

        public Builder algorithm(Output<String> algorithm) {
            $.algorithm = algorithm;
            return this;
        }

        public Builder algorithm(String algorithm) {
            return algorithm(Output.of(algorithm));
        }

        public Builder ecdsaCurve(Output<String> ecdsaCurve) {
            $.ecdsaCurve = ecdsaCurve;
            return this;
        }

        public Builder ecdsaCurve(String ecdsaCurve) {
            return ecdsaCurve(Output.of(ecdsaCurve));
        }

        public Builder rsaBits(Output<Integer> rsaBits) {
            $.rsaBits = rsaBits;
            return this;
        }

        public Builder rsaBits(Integer rsaBits) {
            return rsaBits(Output.of(rsaBits));
        }

        public PrivateKeyArgs build() {
            if ($.algorithm == null) {
                throw new MissingRequiredPropertyException("PrivateKeyArgs", "algorithm");
            }
            return $;
        }
    }
}
