// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;

/** Optional HPC island / network block pinning for a cluster network. */
@CustomType
public final class ClusterNetworkClusterConfiguration {
    private String hpcIslandId;
    private List<String> networkBlockIds;

    private ClusterNetworkClusterConfiguration() {}

    public String hpcIslandId() {
        return this.hpcIslandId;
    }

    public List<String> networkBlockIds() {
        return this.networkBlockIds == null ? List.of() : this.networkBlockIds;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ClusterNetworkClusterConfiguration defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String hpcIslandId;
        private List<String> networkBlockIds;

        public Builder() {}

        public Builder(ClusterNetworkClusterConfiguration defaults) {
            Objects.requireNonNull(defaults);
            this.hpcIslandId = defaults.hpcIslandId;
            this.networkBlockIds = defaults.networkBlockIds;
        }

        @CustomType.Setter
        public Builder hpcIslandId(String hpcIslandId) {
            this.hpcIslandId = hpcIslandId;
            return this;
        }

        @CustomType.Setter
        public Builder networkBlockIds(List<String> networkBlockIds) {
            this.networkBlockIds = networkBlockIds;
            return this;
        }

        public Builder networkBlockIds(String... networkBlockIds) {
            return networkBlockIds(List.of(networkBlockIds));
        }

        public ClusterNetworkClusterConfiguration build() {
            final var _resultValue = new ClusterNetworkClusterConfiguration();
            _resultValue.hpcIslandId = hpcIslandId;
            _resultValue.networkBlockIds = networkBlockIds;
            return _resultValue;
        }
    }
}
