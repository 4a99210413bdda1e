// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.InvokeArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Arguments of the oci:Core/getClusterNetworkInstances:getClusterNetworkInstances invoke. */
public final class GetClusterNetworkInstancesArgs extends InvokeArgs {

    public static final GetClusterNetworkInstancesArgs Empty = new GetClusterNetworkInstancesArgs();

    @Import(name="clusterNetworkId", required=true)
    private Output<String> clusterNetworkId;

    public Output<String> clusterNetworkId() {
        return this.clusterNetworkId;
    }

    @Import(name="compartmentId", required=true)
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
    }

    @Import(name="displayName")
    private Output<String> displayName;

    public Optional<Output<String>> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    @Import(name="filters")
    private Output<List<GetClusterNetworkInstancesFilterArgs>> filters;

    public Optional<Output<List<GetClusterNetworkInstancesFilterArgs>>> filters() {
        return Optional.ofNullable(this.filters);
    }

    private GetClusterNetworkInstancesArgs() {}

    private GetClusterNetworkInstancesArgs(GetClusterNetworkInstancesArgs $) {
        this.clusterNetworkId = $.clusterNetworkId;
        this.compartmentId = $.compartmentId;
        this.displayName = $.displayName;
        this.filters = $.filters;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetClusterNetworkInstancesArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final GetClusterNetworkInstancesArgs $;

        public Builder() {
            $ = new GetClusterNetworkInstancesArgs();
        }

        public Builder(GetClusterNetworkInstancesArgs defaults) {
            $ = new GetClusterNetworkInstancesArgs(Objects.requireNonNull(defaults));
        }

        public Builder clusterNetworkId(Output<String> clusterNetworkId) {
            $.clusterNetworkId = clusterNetworkId;
            return this;
        }

        public Builder clusterNetworkId(String clusterNetworkId) {
            return clusterNetworkId(Output.of(clusterNetworkId));
        }

        public Builder compartmentId(Output<String> compartmentId) {
            $.compartmentId = compartmentId;
            return this;
        }

        public Builder compartmentId(String compartmentId) {
            return compartmentId(Output.of(compartmentId));
        }

        public Builder displayName(Output<String> displayName) {
            $.displayName = displayName;
            return this;
        }

        public Builder displayName(String displayName) {
            return displayName(Output.of(displayName));
        }

        public Builder filters(Output<List<GetClusterNetworkInstancesFilterArgs>> filters) {
            $.filters = filters;
            return this;
        }

        public Builder filters(List<GetClusterNetworkInstancesFilterArgs> filters) {
            return filters(Output.of(filters));
        }

        public Builder filters(GetClusterNetworkInstancesFilterArgs... filters) {
            return filters(List.of(filters));
        }

        public GetClusterNetworkInstancesArgs build() {
            if ($.clusterNetworkId == null) {
                throw new MissingRequiredPropertyException("GetClusterNetworkInstancesArgs", "clusterNetworkId");
            }
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("GetClusterNetworkInstancesArgs", "compartmentId");
            }
            return $;
        }
    }
}
