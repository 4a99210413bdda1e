// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.InvokeArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Arguments of the oci:Core/getServices:getServices invoke. */
public final class GetServicesArgs extends InvokeArgs {

    public static final GetServicesArgs Empty = new GetServicesArgs();

    @Import(name="filters")
    private Output<List<GetServicesFilterArgs>> filters;

    public Optional<Output<List<GetServicesFilterArgs>>> filters() {
        return Optional.ofNullable(this.filters);
    }

    private GetServicesArgs() {}

    private GetServicesArgs(GetServicesArgs $) {
        this.filters = $.filters;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetServicesArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final GetServicesArgs $;

        public Builder() {
            $ = new GetServicesArgs();
        }

        public Builder(GetServicesArgs defaults) {
            $ = new GetServicesArgs(Objects.requireNonNull(defaults));
        }

        public Builder filters(Output<List<GetServicesFilterArgs>> filters) {
            $.filters = filters;
            return this;
        }

        public Builder filters(List<GetServicesFilterArgs> filters) {
            return filters(Output.of(filters));
        }

        public Builder filters(GetServicesFilterArgs... filters) {
            return filters(List.of(filters));
        }

        public GetServicesArgs build() {
            return $;
        }
    }
}
