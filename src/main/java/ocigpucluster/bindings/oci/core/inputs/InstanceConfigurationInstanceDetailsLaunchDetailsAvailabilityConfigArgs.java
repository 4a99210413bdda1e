// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsLaunchDetailsAvailabilityConfig (used by oci:Core/InstanceConfigurationInstanceDetailsLaunchDetails:InstanceConfigurationInstanceDetailsLaunchDetails). */
public final class InstanceConfigurationInstanceDetailsLaunchDetailsAvailabilityConfigArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsLaunchDetailsAvailabilityConfigArgs Empty = new InstanceConfigurationInstanceDetailsLaunchDetailsAvailabilityConfigArgs();

    @Import(name="isLiveMigrationPreferred")
    private Output<Boolean> isLiveMigrationPreferred;

    public Optional<Output<Boolean>> isLiveMigrationPreferred() {
        return Optional.ofNullable(this.isLiveMigrationPreferred);
    }

    @Import(name="recoveryAction")
    private Output<String> recoveryAction;

    public Optional<Output<String>> recoveryAction() {
        return Optional.ofNullable(this.recoveryAction);
    }

    private InstanceConfigurationInstanceDetailsLaunchDetailsAvailabilityConfigArgs() {}

    private InstanceConfigurationInstanceDetailsLaunchDetailsAvailabilityConfigArgs(InstanceConfigurationInstanceDetailsLaunchDetailsAvailabilityConfigArgs $) {
        this.isLiveMigrationPreferred = $.isLiveMigrationPreferred;
        this.recoveryAction = $.recoveryAction;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsLaunchDetailsAvailabilityConfigArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsLaunchDetailsAvailabilityConfigArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsLaunchDetailsAvailabilityConfigArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsLaunchDetailsAvailabilityConfigArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsLaunchDetailsAvailabilityConfigArgs(Objects.requireNonNull(defaults));
        }

        public Builder isLiveMigrationPreferred(Output<Boolean> isLiveMigrationPreferred) {
            $.isLiveMigrationPreferred = isLiveMigrationPreferred;
            return this;
        }

        public Builder isLiveMigrationPreferred(Boolean isLiveMigrationPreferred) {
            return isLiveMigrationPreferred(Output.of(isLiveMigrationPreferred));
        }

        public Builder recoveryAction(Output<String> recoveryAction) {
            $.recoveryAction = recoveryAction;
            return this;
        }

        public Builder recoveryAction(String recoveryAction) {
            return recoveryAction(Output.of(recoveryAction));
        }

        public InstanceConfigurationInstanceDetailsLaunchDetailsAvailabilityConfigArgs build() {
            return $;
        }
    }
}
