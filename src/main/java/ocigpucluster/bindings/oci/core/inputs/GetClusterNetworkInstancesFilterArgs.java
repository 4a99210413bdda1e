// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Nested object getClusterNetworkInstancesFilter (used by oci:Core/getClusterNetworkInstances:getClusterNetworkInstances). */
public final class GetClusterNetworkInstancesFilterArgs extends ResourceArgs {

    public static final GetClusterNetworkInstancesFilterArgs Empty = new GetClusterNetworkInstancesFilterArgs();

    @Import(name="name", required=true)
    private Output<String> name;

    public Output<String> name() {
        return this.name;
    }

    @Import(name="regex")
    private Output<Boolean> regex;

    public Optional<Output<Boolean>> regex() {
        return Optional.ofNullable(this.regex);
    }

    @Import(name="values", required=true)
    private Output<List<String>> values;

    public Output<List<String>> values() {
        return this.values;
    }

    private GetClusterNetworkInstancesFilterArgs() {}

    private GetClusterNetworkInstancesFilterArgs(GetClusterNetworkInstancesFilterArgs $) {
        this.name = $.name;
        this.regex = $.regex;
        this.values = $.values;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetClusterNetworkInstancesFilterArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final GetClusterNetworkInstancesFilterArgs $;

        public Builder() {
            $ = new GetClusterNetworkInstancesFilterArgs();
        }

        public Builder(GetClusterNetworkInstancesFilterArgs defaults) {
            $ = new GetClusterNetworkInstancesFilterArgs(Objects.requireNonNull(defaults));
        }

        public Builder name(Output<String> name) {
            $.name = name;
            return this;
        }

        public Builder name(String name) {
            return name(Output.of(name));
        }

        public Builder regex(Output<Boolean> regex) {
            $.regex = regex;
            return this;
        }

        public Builder regex(Boolean regex) {
            return regex(Output.of(regex));
        }

        public Builder values(Output<List<String>> values) {
            $.values = values;
            return this;
        }

        public Builder values(List<String> values) {
            return values(Output.of(values));
        }

        public Builder values(String... values) {
            return values(List.of(values));
        }

        public GetClusterNetworkInstancesFilterArgs build() {
            if ($.name == null) {
                throw new MissingRequiredPropertyException("GetClusterNetworkInstancesFilterArgs", "name");
            }
            if ($.values == null) {
                throw new MissingRequiredPropertyException("GetClusterNetworkInstancesFilterArgs", "values");
            }
            return $;
        }
    }
}
