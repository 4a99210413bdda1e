// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfig (used by oci:Core/InstanceConfigurationInstanceDetailsOptionLaunchDetails:InstanceConfigurationInstanceDetailsOptionLaunchDetails). */
@CustomType
public final class InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfig {
    private Boolean isLiveMigrationPreferred;
    private String recoveryAction;

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfig() {}

    public Optional<Boolean> isLiveMigrationPreferred() {
        return Optional.ofNullable(this.isLiveMigrationPreferred);
    }

    public Optional<String> recoveryAction() {
        return Optional.ofNullable(this.recoveryAction);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfig defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Boolean isLiveMigrationPreferred;
        private String recoveryAction;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfig defaults) {
            Objects.requireNonNull(defaults);
            this.isLiveMigrationPreferred = defaults.isLiveMigrationPreferred;
            this.recoveryAction = defaults.recoveryAction;
        }

        @CustomType.Setter
        public Builder isLiveMigrationPreferred(Boolean isLiveMigrationPreferred) {
            this.isLiveMigrationPreferred = isLiveMigrationPreferred;
            return this;
        }

        @CustomType.Setter
        public Builder recoveryAction(String recoveryAction) {
            this.recoveryAction = recoveryAction;
            return this;
        }

        public InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfig build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfig();
            _resultValue.isLiveMigrationPreferred = isLiveMigrationPreferred;
            _resultValue.recoveryAction = recoveryAction;
            return _resultValue;
        }
    }
}
