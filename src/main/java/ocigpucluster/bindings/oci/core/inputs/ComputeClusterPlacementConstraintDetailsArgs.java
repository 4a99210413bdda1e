// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Optional HPC-island / network-block constraints of a compute cluster. */
public final class ComputeClusterPlacementConstraintDetailsArgs extends ResourceArgs {

    public static final ComputeClusterPlacementConstraintDetailsArgs Empty = new ComputeClusterPlacementConstraintDetailsArgs();

    @Import(name="hpcIslandId")
    private Output<String> hpcIslandId;

    public Optional<Output<String>> hpcIslandId() {
        return Optional.ofNullable(this.hpcIslandId);
    }

    @Import(name="logicalPlacementConstraint")
    private Output<String> logicalPlacementConstraint;

    public Optional<Output<String>> logicalPlacementConstraint() {
        return Optional.ofNullable(this.logicalPlacementConstraint);
    }

    @Import(name="targetMemoryFabricIds")
    private Output<List<String>> targetMemoryFabricIds;

    public Optional<Output<List<String>>> targetMemoryFabricIds() {
        return Optional.ofNullable(this.targetMemoryFabricIds);
    }

    @Import(name="targetNetworkBlockIds")
    private Output<List<String>> targetNetworkBlockIds;

    public Optional<Output<List<String>>> targetNetworkBlockIds() {
        return Optional.ofNullable(this.targetNetworkBlockIds);
    }

    @Import(name="type", required=true)
    private Output<String> type;

    public Output<String> type() {
        return this.type;
    }

    private ComputeClusterPlacementConstraintDetailsArgs() {}

    private ComputeClusterPlacementConstraintDetailsArgs(ComputeClusterPlacementConstraintDetailsArgs $) {
        this.hpcIslandId = $.hpcIslandId;
        this.logicalPlacementConstraint = $.logicalPlacementConstraint;
        this.targetMemoryFabricIds = $.targetMemoryFabricIds;
        this.targetNetworkBlockIds = $.targetNetworkBlockIds;
        this.type = $.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ComputeClusterPlacementConstraintDetailsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final ComputeClusterPlacementConstraintDetailsArgs $;

        public Builder() {
            $ = new ComputeClusterPlacementConstraintDetailsArgs();
        }

        public Builder(ComputeClusterPlacementConstraintDetailsArgs defaults) {
            $ = new ComputeClusterPlacementConstraintDetailsArgs(Objects.requireNonNull(defaults));
        }

        public Builder hpcIslandId(Output<String> hpcIslandId) {
            $.hpcIslandId = hpcIslandId;
            return this;
        }

        public Builder hpcIslandId(String hpcIslandId) {
            return hpcIslandId(Output.of(hpcIslandId));
        }

        public Builder logicalPlacementConstraint(Output<String> logicalPlacementConstraint) {
            $.logicalPlacementConstraint = logicalPlacementConstraint;
            return this;
        }

        public Builder logicalPlacementConstraint(String logicalPlacementConstraint) {
            return logicalPlacementConstraint(Output.of(logicalPlacementConstraint));
        }

        public Builder targetMemoryFabricIds(Output<List<String>> targetMemoryFabricIds) {
            $.targetMemoryFabricIds = targetMemoryFabricIds;
            return this;
        }

        public Builder targetMemoryFabricIds(List<String> targetMemoryFabricIds) {
            return targetMemoryFabricIds(Output.of(targetMemoryFabricIds));
        }

        public Builder targetMemoryFabricIds(String... targetMemoryFabricIds) {
            return targetMemoryFabricIds(List.of(targetMemoryFabricIds));
        }

        public Builder targetNetworkBlockIds(Output<List<String>> targetNetworkBlockIds) {
            $.targetNetworkBlockIds = targetNetworkBlockIds;
            return this;
        }

        public Builder targetNetworkBlockIds(List<String> targetNetworkBlockIds) {
            return targetNetworkBlockIds(Output.of(targetNetworkBlockIds));
        }

        public Builder targetNetworkBlockIds(String... targetNetworkBlockIds) {
            return targetNetworkBlockIds(List.of(targetNetworkBlockIds));
        }

        public Builder type(Output<String> type) {
            $.type = type;
            return this;
        }

        public Builder type(String type) {
            return type(Output.of(type));
        }

        public ComputeClusterPlacementConstraintDetailsArgs build() {
            if ($.type == null) {
                throw new MissingRequiredPropertyException("ComputeClusterPlacementConstraintDetailsArgs", "type");
            }
            return $;
        }
    }
}
