// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Lists the instances of a cluster network (item id is the instance OCID). */
@CustomType
public final class GetClusterNetworkInstancesResult {
    private String clusterNetworkId;
    private String compartmentId;
    private String displayName;
    private List<GetClusterNetworkInstancesFilter> filters;
    private String id;
    private List<GetClusterNetworkInstancesInstance> instances;

    private GetClusterNetworkInstancesResult() {}

    public String clusterNetworkId() {
        return this.clusterNetworkId;
    }

    public String compartmentId() {
        return this.compartmentId;
    }

    public Optional<String> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    public List<GetClusterNetworkInstancesFilter> filters() {
        return this.filters == null ? List.of() : this.filters;
    }

    public String id() {
        return this.id;
    }

    public List<GetClusterNetworkInstancesInstance> instances() {
        return this.instances;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetClusterNetworkInstancesResult defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String clusterNetworkId;
        private String compartmentId;
        private String displayName;
        private List<GetClusterNetworkInstancesFilter> filters;
        private String id;
        private List<GetClusterNetworkInstancesInstance> instances;

        public Builder() {}

        public Builder(GetClusterNetworkInstancesResult defaults) {
            Objects.requireNonNull(defaults);
            this.clusterNetworkId = defaults.clusterNetworkId;
            this.compartmentId = defaults.compartmentId;
            this.displayName = defaults.displayName;
            this.filters = defaults.filters;
            this.id = defaults.id;
            this.instances = defaults.instances;
        }

        @CustomType.Setter
        public Builder clusterNetworkId(String clusterNetworkId) {
            this.clusterNetworkId = clusterNetworkId;
            return this;
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
        public Builder filters(List<GetClusterNetworkInstancesFilter> filters) {
            this.filters = filters;
            return this;
        }

        public Builder filters(GetClusterNetworkInstancesFilter... filters) {
            return filters(List.of(filters));
        }

        @CustomType.Setter
        public Builder id(String id) {
            this.id = id;
            return this;
        }

        @CustomType.Setter
        public Builder instances(List<GetClusterNetworkInstancesInstance> instances) {
            this.instances = instances;
            return this;
        }

        public Builder instances(GetClusterNetworkInstancesInstance... instances) {
            return instances(List.of(instances));
        }

        public GetClusterNetworkInstancesResult build() {
            final var _resultValue = new GetClusterNetworkInstancesResult();
            _resultValue.clusterNetworkId = clusterNetworkId;
            _resultValue.compartmentId = compartmentId;
            _resultValue.displayName = displayName;
            _resultValue.filters = filters;
            _resultValue.id = id;
            _resultValue.instances = instances;
            return _resultValue;
        }
    }
}
