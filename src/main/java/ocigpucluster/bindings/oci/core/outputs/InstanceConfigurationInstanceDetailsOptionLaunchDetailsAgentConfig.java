// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfig (used by oci:Core/InstanceConfigurationInstanceDetailsOptionLaunchDetails:InstanceConfigurationInstanceDetailsOptionLaunchDetails). */
@CustomType
public final class InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfig {
    private Boolean areAllPluginsDisabled;
    private Boolean isManagementDisabled;
    private Boolean isMonitoringDisabled;
    private List<InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfig> pluginsConfigs;

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfig() {}

    public Optional<Boolean> areAllPluginsDisabled() {
        return Optional.ofNullable(this.areAllPluginsDisabled);
    }

    public Optional<Boolean> isManagementDisabled() {
        return Optional.ofNullable(this.isManagementDisabled);
    }

    public Optional<Boolean> isMonitoringDisabled() {
        return Optional.ofNullable(this.isMonitoringDisabled);
    }

    public List<InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfig> pluginsConfigs() {
        return this.pluginsConfigs == null ? List.of() : this.pluginsConfigs;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfig defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Boolean areAllPluginsDisabled;
        private Boolean isManagementDisabled;
        private Boolean isMonitoringDisabled;
        private List<InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfig> pluginsConfigs;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfig defaults) {
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
        public Builder pluginsConfigs(List<InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfig> pluginsConfigs) {
            this.pluginsConfigs = pluginsConfigs;
            return this;
        }

        public Builder pluginsConfigs(InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfig... pluginsConfigs) {
            return pluginsConfigs(List.of(pluginsConfigs));
        }

        public InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfig build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfig();
            _resultValue.areAllPluginsDisabled = areAllPluginsDisabled;
            _resultValue.isManagementDisabled = isManagementDisabled;
            _resultValue.isMonitoringDisabled = isMonitoringDisabled;
            _resultValue.pluginsConfigs = pluginsConfigs;
            return _resultValue;
        }
    }
}
