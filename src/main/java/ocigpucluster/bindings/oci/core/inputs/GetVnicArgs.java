// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.InvokeArgs;
import java.util.Objects;
import java.util.Optional;

/** Arguments of the oci:Core/getVnic:getVnic invoke. */
public final class GetVnicArgs extends InvokeArgs {

    public static final GetVnicArgs Empty = new GetVnicArgs();

    @Import(name="vnicId", required=true)
    private Output<String> vnicId;

    public Output<String> vnicId() {
        return this.vnicId;
    }

    private GetVnicArgs() {}

    private GetVnicArgs(GetVnicArgs $) {
        this.vnicId = $.vnicId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetVnicArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final GetVnicArgs $;

        public Builder() {
            $ = new GetVnicArgs();
        }

        public Builder(GetVnicArgs defaults) {
            $ = new GetVnicArgs(Objects.requireNonNull(defaults));
        }

        public Builder vnicId(Output<String> vnicId) {
            $.vnicId = vnicId;
            return this;
        }

        public Builder vnicId(String vnicId) {
            return vnicId(Output.of(vnicId));
        }

        public GetVnicArgs build() {
            if ($.vnicId == null) {
                throw new MissingRequiredPropertyException("GetVnicArgs", "vnicId");
            }
            return $;
        }
    }
}
