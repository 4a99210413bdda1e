// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Lists the instances currently in an instance pool. */
@CustomType
public final class GetInstancePoolInstancesResult {
    private String compartmentId;
    private String displayName;
    private List<GetInstancePoolInstancesFilter> filters;
    private String id;
    private String instancePoolId;
    private List<GetInstancePoolInstancesInstance> instances;

    private GetInstancePoolInstancesResult() {}

    public String compartmentId() {
        return this.compartmentId;
    }

    public Optional<String> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    public List<GetInstancePoolInstancesFilter> filters() {
        return this.filters == null ? List.of() : this.filters;
    }

    public String id() {
        return this.id;
    }

    public String instancePoolId() {
        return this.instancePoolId;
    }

    public List<GetInstancePoolInstancesInstance> instances() {
        return this.instances;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstancePoolInstancesResult defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String compartmentId;
        private String displayName;
        private List<GetInstancePoolInstancesFilter> filters;
        private String id;
        private String instancePoolId;
        private List<GetInstancePoolInstancesInstance> instances;

        public Builder() {}

        public Builder(GetInstancePoolInstancesResult defaults) {
            Objects.requireNonNull(defaults);
            this.compartmentId = defaults.compartmentId;
            this.displayName = defaults.displayName;
            this.filters = defaults.filters;
            this.id = defaults.id;
            this.instancePoolId = defaults.instancePoolId;
            this.instances = defaults.instances;
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
        public Builder filters(List<GetInstancePoolInstancesFilter> filters) {
            this.filters = filters;
            return this;
        }

        public Builder filters(GetInstancePoolInstancesFilter... filters) {
            return filters(List.of(filters));
        }

        @CustomType.Setter
        public Builder id(String id) {
            this.id = id;
            return this;
        }

        @CustomType.Setter
        public Builder instancePoolId(String instancePoolId) {
            this.instancePoolId = instancePoolId;
            return this;
        }

        @CustomType.Setter
        public Builder instances(List<GetInstancePoolInstancesInstance> instances) {
            this.instances = instances;
            return this;
        }

        public Builder instances(GetInstancePoolInstancesInstance... instances) {
            return instances(List.of(instances));
        }

        public GetInstancePoolInstancesResult build() {
            final var _resultValue = new GetInstancePoolInstancesResult();
            _resultValue.compartmentId = compartmentId;
            _resultValue.displayName = displayName;
            _resultValue.filters = filters;
            _resultValue.id = id;
            _resultValue.instancePoolId = instancePoolId;
            _resultValue.instances = instances;
            return _resultValue;
        }
    }
}
