// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Lists images in a compartment, filterable by OS, OS version, shape and state. */
@CustomType
public final class GetImagesResult {
    private String compartmentId;
    private String displayName;
    private List<GetImagesFilter> filters;
    private String id;
    private List<GetImagesImage> images;
    private String operatingSystem;
    private String operatingSystemVersion;
    private String shape;
    private String sortBy;
    private String sortOrder;
    private String state;

    private GetImagesResult() {}

    public String compartmentId() {
        return this.compartmentId;
    }

    public Optional<String> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    public List<GetImagesFilter> filters() {
        return this.filters == null ? List.of() : this.filters;
    }

    public String id() {
        return this.id;
    }

    public List<GetImagesImage> images() {
        return this.images;
    }

    public Optional<String> operatingSystem() {
        return Optional.ofNullable(this.operatingSystem);
    }

    public Optional<String> operatingSystemVersion() {
        return Optional.ofNullable(this.operatingSystemVersion);
    }

    public Optional<String> shape() {
        return Optional.ofNullable(this.shape);
    }

    public Optional<String> sortBy() {
        return Optional.ofNullable(this.sortBy);
    }

    public Optional<String> sortOrder() {
        return Optional.ofNullable(this.sortOrder);
    }

    public Optional<String> state() {
        return Optional.ofNullable(this.state);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetImagesResult defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String compartmentId;
        private String displayName;
        private List<GetImagesFilter> filters;
        private String id;
        private List<GetImagesImage> images;
        private String operatingSystem;
        private String operatingSystemVersion;
        private String shape;
        private String sortBy;
        private String sortOrder;
        private String state;

        public Builder() {}

        public Builder(GetImagesResult defaults) {
            Objects.requireNonNull(defaults);
            this.compartmentId = defaults.compartmentId;
            this.displayName = defaults.displayName;
            this.filters = defaults.filters;
            this.id = defaults.id;
            this.images = defaults.images;
            this.operatingSystem = defaults.operatingSystem;
            this.operatingSystemVersion = defaults.operatingSystemVersion;
            this.shape = defaults.shape;
            this.sortBy = defaults.sortBy;
            this.sortOrder = defaults.sortOrder;
            this.state = defaults.state;
        }

        @CustomType.Setter
        public Builder compartmentId(String compartmentId) {
            this.compartmentId = compartmentId;
            return this;
        }

        @CustomType.Setter
        public Builder displayName(String displayName) {
            this.displayName = displayName;
            return this;
        }

        @CustomType.Setter
        public Builder filters(List<GetImagesFilter> filters) {
            this.filters = filters;
            return this;
        }

        public Builder filters(GetImagesFilter... filters) {
            return filters(List.of(filters));
        }

        @CustomType.Setter
        public Builder id(String id) {
            this.id = id;
            return this;
        }

        @CustomType.Setter
        public Builder images(List<GetImagesImage> images) {
            this.images = images;
            return this;
        }

        public Builder images(GetImagesImage... images) {
            return images(List.of(images));
        }

        @CustomType.Setter
        public Builder operatingSystem(String operatingSystem) {
            this.operatingSystem = operatingSystem;
            return this;
        }

        @CustomType.Setter
        public Builder operatingSystemVersion(String operatingSystemVersion) {
            this.operatingSystemVersion = operatingSystemVersion;
            return this;
        }

        @CustomType.Setter
        public Builder shape(String shape) {
            this.shape = shape;
            return this;
        }

        @CustomType.Setter
        public Builder sortBy(String sortBy) {
            this.sortBy = sortBy;
            return this;
        }

        @CustomType.Setter
        public Builder sortOrder(String sortOrder) {
            this.sortOrder = sortOrder;
            return this;
        }

        @CustomType.Setter
        public Builder state(String state) {
            this.state = state;
            return this;
        }

        public GetImagesResult build() {
            final var _resultValue = new GetImagesResult();
            _resultValue.compartmentId = compartmentId;
            _resultValue.displayName = displayName;
            _resultValue.filters = filters;
            _resultValue.id = id;
            _resultValue.images = images;
            _resultValue.operatingSystem = operatingSystem;
            _resultValue.operatingSystemVersion = operatingSystemVersion;
            _resultValue.shape = shape;
            _resultValue.sortBy = sortBy;
            _resultValue.sortOrder = sortOrder;
            _resultValue.state = state;
            return _resultValue;
        }
    }
}
