// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object getInstanceAvailabilityConfig (used by oci:Core/getInstance:getInstance). */
@CustomType
public final class GetInstanceAvailabilityConfig {
    private Boolean isLiveMigrationPreferred;
    private String recoveryAction;

    private GetInstanceAvailabilityConfig() {}

    public Boolean isLiveMigrationPreferred() {
        return this.isLiveMigrationPreferred;
    }

    public String recoveryAction() {
        return this.recoveryAction;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstanceAvailabilityConfig defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Boolean isLiveMigrationPreferred;
        private String recoveryAction;

        public Builder() {}

        public Builder(GetInstanceAvailabilityConfig defaults) {
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

        public GetInstanceAvailabilityConfig build() {
            final var _resultValue = new GetInstanceAvailabilityConfig();
            _resultValue.isLiveMigrationPreferred = isLiveMigrationPreferred;
            _resultValue.recoveryAction = recoveryAction;
            return _resultValue;
        }
    }
}
