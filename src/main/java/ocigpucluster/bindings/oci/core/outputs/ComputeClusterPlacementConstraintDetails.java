// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Optional HPC-island / network-block constraints of a compute cluster. */
@CustomType
public final class ComputeClusterPlacementConstraintDetails {
    private String hpcIslandId;
    private String logicalPlacementConstraint;
    private List<String> targetMemoryFabricIds;
    private List<String> targetNetworkBlockIds;
    private String type;

    private ComputeClusterPlacementConstraintDetails() {}

    public Optional<String> hpcIslandId() {
        return Optional.ofNullable(this.hpcIslandId);
    }

    public Optional<String> logicalPlacementConstraint() {
        return Optional.ofNullable(this.logicalPlacementConstraint);
    }

    public List<String> targetMemoryFabricIds() {
        return this.targetMemoryFabricIds == null ? List.of() : this.targetMemoryFabricIds;
    }

    public List<String> targetNetworkBlockIds() {
        return this.targetNetworkBlockIds == null ? List.of() : this.targetNetworkBlockIds;
    }

    public String type() {
        return this.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ComputeClusterPlacementConstraintDetails defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String hpcIslandId;
        private String logicalPlacementConstraint;
        private List<String> targetMemoryFabricIds;
        private List<String> targetNetworkBlockIds;
        private String type;

        public Builder() {}

        public Builder(ComputeClusterPlacementConstraintDetails defaults) {
            Objects.requireNonNull(defaults);
            this.hpcIslandId = defaults.hpcIslandId;
            this.logicalPlacementConstraint = defaults.logicalPlacementConstraint;
            this.targetMemoryFabricIds = defaults.targetMemoryFabricIds;
            this.targetNetworkBlockIds = defaults.targetNetworkBlockIds;
            this.type = defaults.type;
        }

        @CustomType.Setter
        public Builder hpcIslandId(String hpcIslandId) {
            this.hpcIslandId = hpcIslandId;
            return this;
        }

        @CustomType.Setter
        public Builder logicalPlacementConstraint(String logicalPlacementConstraint) {
            this.logicalPlacementConstraint = logicalPlacementConstraint;
            return this;
        }

        @CustomType.Setter
        public Builder targetMemoryFabricIds(List<String> targetMemoryFabricIds) {
            this.targetMemoryFabricIds = targetMemoryFabricIds;
            return this;
        }

        public Builder targetMemoryFabricIds(String... targetMemoryFabricIds) {
            return targetMemoryFabricIds(List.of(targetMemoryFabricIds));
        }

        @CustomType.Setter
        public Builder targetNetworkBlockIds(List<String> targetNetworkBlockIds) {
            this.targetNetworkBlockIds = targetNetworkBlockIds;
            return this;
        }

        public Builder targetNetworkBlockIds(String... targetNetworkBlockIds) {
            return targetNetworkBlockIds(List.of(targetNetworkBlockIds));
        }

        @CustomType.Setter
        public Builder type(String type) {
            this.type = type;
            return this;
        }

        public ComputeClusterPlacementConstraintDetails build() {
            final var _resultValue = new ComputeClusterPlacementConstraintDetails();
            _resultValue.hpcIslandId = hpcIslandId;
            _resultValue.logicalPlacementConstraint = logicalPlacementConstraint;
            _resultValue.targetMemoryFabricIds = targetMemoryFabricIds;
            _resultValue.targetNetworkBlockIds = targetNetworkBlockIds;
            _resultValue.type = type;
            return _resultValue;
        }
    }
}
