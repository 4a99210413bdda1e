// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;

/** Nested object getInstanceAgentConfig (used by oci:Core/getInstance:getInstance). */
@CustomType
public final class GetInstanceAgentConfig {
    private Boolean areAllPluginsDisabled;
    private Boolean isManagementDisabled;
    private Boolean isMonitoringDisabled;
    private List<GetInstanceAgentConfigPluginsConfig> pluginsConfigs;

    private GetInstanceAgentConfig() {}

    public Boolean areAllPluginsDisabled() {
        return this.areAllPluginsDisabled;
    }

    public Boolean isManagementDisabled() {
        return this.isManagementDisabled;
    }

    public Boolean isMonitoringDisabled() {
        return this.isMonitoringDisabled;
    }

    public List<GetInstanceAgentConfigPluginsConfig> pluginsConfigs() {
        return this.pluginsConfigs;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstanceAgentConfig defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Boolean areAllPluginsDisabled;
        private Boolean isManagementDisabled;
        private Boolean isMonitoringDisabled;
        private List<GetInstanceAgentConfigPluginsConfig> pluginsConfigs;

        public Builder() {}

        public Builder(GetInstanceAgentConfig defaults) {
            Objects.requireNonNull(defaults);
            this.areAllPluginsDisabled = defaults.areAllPluginsDisabled;
            this.isManagementDisabled = defaults.isManagementDisabled;
            this.isMonitoringDisabled = defaults.isMonitoringDisabled;
            this.pluginsConfigs = defaults.pluginsConfigs;
        }

        @CustomType.Setter
        public Builder areAllPluginsDisabled(Boolean areAllPluginsDisabled) {
            this.areAllPluginsDisabled = areAllPluginsDisabled;
            return this;
        }

        @CustomType.Setter
        public Builder isManagementDisabled(Boolean isManagementDisabled) {
            this.isManagementDisabled = isManagementDisabled;
            return this;
        }

        @CustomType.Setter
        public Builder isMonitoringDisabled(Boolean isMonitoringDisabled) {
            this.isMonitoringDisabled = isMonitoringDisabled;
            return this;
        }

        @CustomType.Setter
        public Builder pluginsConfigs(List<GetInstanceAgentConfigPluginsConfig> pluginsConfigs) {
            this.pluginsConfigs = pluginsConfigs;
            return this;
        }

        public Builder pluginsConfigs(GetInstanceAgentConfigPluginsConfig... pluginsConfigs) {
            return pluginsConfigs(List.of(pluginsConfigs));
        }

        public GetInstanceAgentConfig build() {
            final var _resultValue = new GetInstanceAgentConfig();
            _resultValue.areAllPluginsDisabled = areAllPluginsDisabled;
            _resultValue.isManagementDisabled = isManagementDisabled;
            _resultValue.isMonitoringDisabled = isMonitoringDisabled;
            _resultValue.pluginsConfigs = pluginsConfigs;
            return _resultValue;
        }
    }
}
