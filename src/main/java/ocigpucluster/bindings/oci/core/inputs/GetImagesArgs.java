// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.InvokeArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Arguments of the oci:Core/getImages:getImages invoke. */
public final class GetImagesArgs extends InvokeArgs {

    public static final GetImagesArgs Empty = new GetImagesArgs();

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
    private Output<List<GetImagesFilterArgs>> filters;

    public Optional<Output<List<GetImagesFilterArgs>>> filters() {
        return Optional.ofNullable(this.filters);
    }

    @Import(name="operatingSystem")
    private Output<String> operatingSystem;

    public Optional<Output<String>> operatingSystem() {
        return Optional.ofNullable(this.operatingSystem);
    }

    @Import(name="operatingSystemVersion")
    private Output<String> operatingSystemVersion;

    public Optional<Output<String>> operatingSystemVersion() {
        return Optional.ofNullable(this.operatingSystemVersion);
    }

    @Import(name="shape")
    private Output<String> shape;

    public Optional<Output<String>> shape() {
        return Optional.ofNullable(this.shape);
    }

    @Import(name="sortBy")
    private Output<String> sortBy;

    public Optional<Output<String>> sortBy() {
        return Optional.ofNullable(this.sortBy);
    }

    @Import(name="sortOrder")
    private Output<String> sortOrder;

    public Optional<Output<String>> sortOrder() {
        return Optional.ofNullable(this.sortOrder);
    }

    @Import(name="state")
    private Output<String> state;

    public Optional<Output<String>> state() {
        return Optional.ofNullable(this.state);
    }

    private GetImagesArgs() {}

    private GetImagesArgs(GetImagesArgs $) {
        this.compartmentId = $.compartmentId;
        this.displayName = $.displayName;
        this.filters = $.filters;
        this.operatingSystem = $.operatingSystem;
        this.operatingSystemVersion = $.operatingSystemVersion;
        this.shape = $.shape;
        this.sortBy = $.sortBy;
        this.sortOrder = $.sortOrder;
        this.state = $.state;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetImagesArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final GetImagesArgs $;

        public Builder() {
            $ = new GetImagesArgs();
        }

        public Builder(GetImagesArgs defaults) {
            $ = new GetImagesArgs(Objects.requireNonNull(defaults));
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

        public Builder filters(Output<List<GetImagesFilterArgs>> filters) {
            $.filters = filters;
            return this;
        }

        public Builder filters(List<GetImagesFilterArgs> filters) {
            return filters(Output.of(filters));
        }

        public Builder filters(GetImagesFilterArgs... filters) {
            return filters(List.of(filters));
        }

        public Builder operatingSystem(Output<String> operatingSystem) {
            $.operatingSystem = operatingSystem;
            return this;
        }

        public Builder operatingSystem(String operatingSystem) {
            return operatingSystem(Output.of(operatingSystem));
        }

        public Builder operatingSystemVersion(Output<String> operatingSystemVersion) {
            $.operatingSystemVersion = operatingSystemVersion;
            return this;
        }

        public Builder operatingSystemVersion(String operatingSystemVersion) {
            return operatingSystemVersion(Output.of(operatingSystemVersion));
        }

        public Builder shape(Output<String> shape) {
            $.shape = shape;
            return this;
        }

        public Builder shape(String shape) {
            return shape(Output.of(shape));
        }

        public Builder sortBy(Output<String> sortBy) {
            $.sortBy = sortBy;
            return this;
        }

        public Builder sortBy(String sortBy) {
            return sortBy(Output.of(sortBy));
        }

        public Builder sortOrder(Output<String> sortOrder) {
            $.sortOrder = sortOrder;
            return this;
        }

        public Builder sortOrder(String sortOrder) {
            return sortOrder(Output.of(sortOrder));
        }

        public Builder state(Output<String> state) {
            $.state = state;
            return this;
        }

        public Builder state(String state) {
            return state(Output.of(state));
        }

        public GetImagesArgs build() {
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("GetImagesArgs", "compartmentId");
            }
            return $;
        }
    }
}
