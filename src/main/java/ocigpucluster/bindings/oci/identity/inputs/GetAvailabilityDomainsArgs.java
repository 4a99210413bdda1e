// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.identity.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.InvokeArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Arguments of the oci:Identity/getAvailabilityDomains:getAvailabilityDomains invoke. */
public final class GetAvailabilityDomainsArgs extends InvokeArgs {

    public static final GetAvailabilityDomainsArgs Empty = new GetAvailabilityDomainsArgs();

    @Import(name="compartmentId", required=true)
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
    }

    @Import(name="filters")
    private Output<List<GetAvailabilityDomainsFilterArgs>> filters;

    public Optional<Output<List<GetAvailabilityDomainsFilterArgs>>> filters() {
        return Optional.ofNullable(this.filters);
    }

    private GetAvailabilityDomainsArgs() {}

    private GetAvailabilityDomainsArgs(GetAvailabilityDomainsArgs $) {
        this.compartmentId = $.compartmentId;
        this.filters = $.filters;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetAvailabilityDomainsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final GetAvailabilityDomainsArgs $;

        public Builder() {
            $ = new GetAvailabilityDomainsArgs();
        }

        public Builder(GetAvailabilityDomainsArgs defaults) {
            $ = new GetAvailabilityDomainsArgs(Objects.requireNonNull(defaults));
        }

        public Builder compartmentId(Output<String> compartmentId) {
            $.compartmentId = compartmentId;
            return this;
        }

        public Builder compartmentId(String compartmentId) {
            return compartmentId(Output.of(compartmentId));
        }

        public Builder filters(Output<List<GetAvailabilityDomainsFilterArgs>> filters) {
            $.filters = filters;
            return this;
        }

        public Builder filters(List<GetAvailabilityDomainsFilterArgs> filters) {
            return filters(Output.of(filters));
        }

        public Builder filters(GetAvailabilityDomainsFilterArgs... filters) {
            return filters(List.of(filters));
        }

        public GetAvailabilityDomainsArgs build() {
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("GetAvailabilityDomainsArgs", "compartmentId");
            }
            return $;
        }
    }
}
