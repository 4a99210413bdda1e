// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Optional HPC island / network block pinning for a cluster network. */
public final class ClusterNetworkClusterConfigurationArgs extends ResourceArgs {

    public static final ClusterNetworkClusterConfigurationArgs Empty = new ClusterNetworkClusterConfigurationArgs();

    @Import(name="hpcIslandId", required=true)
    private Output<String> hpcIslandId;

    public Output<String> hpcIslandId() {
        return this.hpcIslandId;
    }

    @Import(name="networkBlockIds")
    private Output<List<String>> networkBlockIds;

    public Optional<Output<List<String>>> networkBlockIds() {
        return Optional.ofNullable(this.networkBlockIds);
    }

    private ClusterNetworkClusterConfigurationArgs() {}

    private ClusterNetworkClusterConfigurationArgs(ClusterNetworkClusterConfigurationArgs $) {
        this.hpcIslandId = $.hpcIslandId;
        this.networkBlockIds = $.networkBlockIds;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ClusterNetworkClusterConfigurationArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final ClusterNetworkClusterConfigurationArgs $;

        public Builder() {
            $ = new ClusterNetworkClusterConfigurationArgs();
        }

        public Builder(ClusterNetworkClusterConfigurationArgs defaults) {
            $ = new ClusterNetworkClusterConfigurationArgs(Objects.requireNonNull(defaults));
        }

        public Builder hpcIslandId(Output<String> hpcIslandId) {
            $.hpcIslandId = hpcIslandId;
            return this;
        }

        public Builder hpcIslandId(String hpcIslandId) {
            return hpcIslandId(Output.of(hpcIslandId));
        }

        public Builder networkBlockIds(Output<List<String>> networkBlockIds) {
            $.networkBlockIds = networkBlockIds;
            return this;
        }

        public Builder networkBlockIds(List<String> networkBlockIds) {
            return networkBlockIds(Output.of(networkBlockIds));
        }

        public Builder networkBlockIds(String... networkBlockIds) {
            return networkBlockIds(List.of(networkBlockIds));
        }

        public ClusterNetworkClusterConfigurationArgs build() {
            if ($.hpcIslandId == null) {
                throw new MissingRequiredPropertyException("ClusterNetworkClusterConfigurationArgs", "hpcIslandId");
            }
            return $;
        }
    }
}
