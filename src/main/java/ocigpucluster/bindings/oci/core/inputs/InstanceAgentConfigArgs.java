// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceAgentConfig (used by oci:Core/instance:Instance). */
public final class InstanceAgentConfigArgs extends ResourceArgs {

    public static final InstanceAgentConfigArgs Empty = new InstanceAgentConfigArgs();

    @Import(name="areAllPluginsDisabled")
    private Output<Boolean> areAllPluginsDisabled;

    public Optional<Output<Boolean>> areAllPluginsDisabled() {
        return Optional.ofNullable(this.areAllPluginsDisabled);
    }

    @Import(name="isManagementDisabled")
    private Output<Boolean> isManagementDisabled;

    public Optional<Output<Boolean>> isManagementDisabled() {
        return Optional.ofNullable(this.isManagementDisabled);
    }

    @Import(name="isMonitoringDisabled")
    private Output<Boolean> isMonitoringDisabled;

    public Optional<Output<Boolean>> isMonitoringDisabled() {
        return Optional.ofNullable(this.isMonitoringDisabled);
    }

    @Import(name="pluginsConfigs")
    private Output<List<InstanceAgentConfigPluginsConfigArgs>> pluginsConfigs;

    public Optional<Output<List<InstanceAgentConfigPluginsConfigArgs>>> pluginsConfigs() {
        return Optional.ofNullable(this.pluginsConfigs);
    }

    private InstanceAgentConfigArgs() {}

    private InstanceAgentConfigArgs(InstanceAgentConfigArgs $) {
        this.areAllPluginsDisabled = $.areAllPluginsDisabled;
        this.isManagementDisabled = $.isManagementDisabled;
        this.isMonitoringDisabled = $.isMonitoringDisabled;
        this.pluginsConfigs = $.pluginsConfigs;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceAgentConfigArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceAgentConfigArgs $;

        public Builder() {
            $ = new InstanceAgentConfigArgs();
        }

        public Builder(InstanceAgentConfigArgs defaults) {
            $ = new InstanceAgentConfigArgs(Objects.requireNonNull(defaults));
        }

        public Builder areAllPluginsDisabled(Output<Boolean> areAllPluginsDisabled) {
            $.areAllPluginsDisabled = areAllPluginsDisabled;
            return this;
        }

        public Builder areAllPluginsDisabled(Boolean areAllPluginsDisabled) {
            return areAllPluginsDisabled(Output.of(areAllPluginsDisabled));
        }

        public Builder isManagementDisabled(Output<Boolean> isManagementDisabled) {
            $.isManagementDisabled = isManagementDisabled;
            return this;
        }

        public Builder isManagementDisabled(Boolean isManagementDisabled) {
            return isManagementDisabled(Output.of(isManagementDisabled));
        }

        public Builder isMonitoringDisabled(Output<Boolean> isMonitoringDisabled) {
            $.isMonitoringDisabled = isMonitoringDisabled;
            return this;
        }

        public Builder isMonitoringDisabled(Boolean isMonitoringDisabled) {
            return isMonitoringDisabled(Output.of(isMonitoringDisabled));
        }

        public Builder pluginsConfigs(Output<List<InstanceAgentConfigPluginsConfigArgs>> pluginsConfigs) {
            $.pluginsConfigs = pluginsConfigs;
            return this;
        }

        public Builder pluginsConfigs(List<InstanceAgentConfigPluginsConfigArgs> pluginsConfigs) {
            return pluginsConfigs(Output.of(pluginsConfigs));
        }

        public Builder pluginsConfigs(InstanceAgentConfigPluginsConfigArgs... pluginsConfigs) {
            return pluginsConfigs(List.of(pluginsConfigs));
        }

        public InstanceAgentConfigArgs build() {
            return $;
        }
    }
}
