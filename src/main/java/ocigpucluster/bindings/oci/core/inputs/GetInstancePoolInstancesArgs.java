// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.InvokeArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Arguments of the oci:Core/getInstancePoolInstances:getInstancePoolInstances invoke. */
public final class GetInstancePoolInstancesArgs extends InvokeArgs {

    public static final GetInstancePoolInstancesArgs Empty = new GetInstancePoolInstancesArgs();

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
    private Output<List<GetInstancePoolInstancesFilterArgs>> filters;

    public Optional<Output<List<GetInstancePoolInstancesFilterArgs>>> filters() {
        return Optional.ofNullable(this.filters);
    }

    @Import(name="instancePoolId", required=true)
    private Output<String> instancePoolId;

    public Output<String> instancePoolId() {
        return this.instancePoolId;
    }

    private GetInstancePoolInstancesArgs() {}

    private GetInstancePoolInstancesArgs(GetInstancePoolInstancesArgs $) {
        this.compartmentId = $.compartmentId;
        this.displayName = $.displayName;
        this.filters = $.filters;
        this.instancePoolId = $.instancePoolId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstancePoolInstancesArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final GetInstancePoolInstancesArgs $;

        public Builder() {
            $ = new GetInstancePoolInstancesArgs();
        }

        public Builder(GetInstancePoolInstancesArgs defaults) {
            $ = new GetInstancePoolInstancesArgs(Objects.requireNonNull(defaults));
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

        public Builder filters(Output<List<GetInstancePoolInstancesFilterArgs>> filters) {
            $.filters = filters;
            return this;
        }

        public Builder filters(List<GetInstancePoolInstancesFilterArgs> filters) {
            return filters(Output.of(filters));
        }

        public Builder filters(GetInstancePoolInstancesFilterArgs... filters) {
            return filters(List.of(filters));
        }

        public Builder instancePoolId(Output<String> instancePoolId) {
            $.instancePoolId = instancePoolId;
            return this;
        }

        public Builder instancePoolId(String instancePoolId) {
            return instancePoolId(Output.of(instancePoolId));
        }

        public GetInstancePoolInstancesArgs build() {
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("GetInstancePoolInstancesArgs", "compartmentId");
            }
            if ($.instancePoolId == null) {
                throw new MissingRequiredPropertyException("GetInstancePoolInstancesArgs", "instancePoolId");
            }
            return $;
        }
    }
}
