// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import ocigpucluster.bindings.oci.core.inputs.ClusterNetworkClusterConfigurationArgs;
import ocigpucluster.bindings.oci.core.inputs.ClusterNetworkInstancePoolArgs;
import ocigpucluster.bindings.oci.core.inputs.ClusterNetworkPlacementConfigurationArgs;

/** Input properties for ClusterNetwork (oci:Core/clusterNetwork:ClusterNetwork). */
public final class ClusterNetworkArgs extends ResourceArgs {

    public static final ClusterNetworkArgs Empty = new ClusterNetworkArgs();

    @Import(name="clusterConfiguration")
    private Output<ClusterNetworkClusterConfigurationArgs> clusterConfiguration;

    public Optional<Output<ClusterNetworkClusterConfigurationArgs>> clusterConfiguration() {
        return Optional.ofNullable(this.clusterConfiguration);
    }

    @Import(name="compartmentId", required=true)
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
    }

    @Import(name="definedTags")
    private Output<Map<String,String>> definedTags;

    public Optional<Output<Map<String,String>>> definedTags() {
        return Optional.ofNullable(this.definedTags);
    }

    @Import(name="displayName")
    private Output<String> displayName;

    public Optional<Output<String>> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    @Import(name="freeformTags")
    private Output<Map<String,String>> freeformTags;

    public Optional<Output<Map<String,String>>> freeformTags() {
        return Optional.ofNullable(this.freeformTags);
    }

    @Import(name="instancePools", required=true)
    private Output<List<ClusterNetworkInstancePoolArgs>> instancePools;

    public Output<List<ClusterNetworkInstancePoolArgs>> instancePools() {
        return this.instancePools;
    }

    @Import(name="placementConfiguration", required=true)
    private Output<ClusterNetworkPlacementConfigurationArgs> placementConfiguration;

    public Output<ClusterNetworkPlacementConfigurationArgs> placementConfiguration() {
        return this.placementConfiguration;
    }

    private ClusterNetworkArgs() {}

    private ClusterNetworkArgs(ClusterNetworkArgs $) {
        this.clusterConfiguration = $.clusterConfiguration;
        this.compartmentId = $.compartmentId;
        this.definedTags = $.definedTags;
        this.displayName = $.displayName;
        this.freeformTags = $.freeformTags;
        this.instancePools = $.instancePools;
        this.placementConfiguration = $.placementConfiguration;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ClusterNetworkArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final ClusterNetworkArgs $;

        public Builder() {
            $ = new ClusterNetworkArgs();
        }

        public Builder(ClusterNetworkArgs defaults) {
            $ = new ClusterNetworkArgs(Objects.requireNonNull(defaults));
        }

        public Builder clusterConfiguration(Output<ClusterNetworkClusterConfigurationArgs> clusterConfiguration) {
            $.clusterConfiguration = clusterConfiguration;
            return this;
        }

        public Builder clusterConfiguration(ClusterNetworkClusterConfigurationArgs clusterConfiguration) {
            return clusterConfiguration(Output.of(clusterConfiguration));
        }

        public Builder compartmentId(Output<String> compartmentId) {
            $.compartmentId = compartmentId;
            return this;
        }

        public Builder compartmentId(String compartmentId) {
            return compartmentId(Output.of(compartmentId));
        }

        public Builder definedTags(Output<Map<String,String>> definedTags) {
            $.definedTags = definedTags;
            return this;
        }

        public Builder definedTags(Map<String,String> definedTags) {
            return definedTags(Output.of(definedTags));
        }

        public Builder displayName(Output<String> displayName) {
            $.displayName = displayName;
            return this;
        }

        public Builder displayName(String displayName) {
            return displayName(Output.of(displayName));
        }

        public Builder freeformTags(Output<Map<String,String>> freeformTags) {
            $.freeformTags = freeformTags;
            return this;
        }

        public Builder freeformTags(Map<String,String> freeformTags) {
            return freeformTags(Output.of(freeformTags));
        }

        public Builder instancePools(Output<List<ClusterNetworkInstancePoolArgs>> instancePools) {
            $.instancePools = instancePools;
            return this;
        }

        public Builder instancePools(List<ClusterNetworkInstancePoolArgs> instancePools) {
            return instancePools(Output.of(instancePools));
        }

        public Builder instancePools(ClusterNetworkInstancePoolArgs... instancePools) {
            return instancePools(List.of(instancePools));
        }

        public Builder placementConfiguration(Output<ClusterNetworkPlacementConfigurationArgs> placementConfiguration) {
            $.placementConfiguration = placementConfiguration;
            return this;
        }

        public Builder placementConfiguration(ClusterNetworkPlacementConfigurationArgs placementConfiguration) {
            return placementConfiguration(Output.of(placementConfiguration));
        }

        public ClusterNetworkArgs build() {
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("ClusterNetworkArgs", "compartmentId");
            }
            if ($.instancePools == null) {
                throw new MissingRequiredPropertyException("ClusterNetworkArgs", "instancePools");
            }
            if ($.placementConfiguration == null) {
                throw new MissingRequiredPropertyException("ClusterNetworkArgs", "placementConfiguration");
            }
            return $;
        }
    }
}
