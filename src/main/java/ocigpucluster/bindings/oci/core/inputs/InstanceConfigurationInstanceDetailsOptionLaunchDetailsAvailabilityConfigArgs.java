// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfig (used by oci:Core/InstanceConfigurationInstanceDetailsOptionLaunchDetails:InstanceConfigurationInstanceDetailsOptionLaunchDetails). */
public final class InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfigArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfigArgs Empty = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfigArgs();

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

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfigArgs() {}

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfigArgs(InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfigArgs $) {
        this.isLiveMigrationPreferred = $.isLiveMigrationPreferred;
        this.recoveryAction = $.recoveryAction;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfigArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfigArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfigArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfigArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfigArgs(Objects.requireNonNull(defaults));
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

        public InstanceConfigurationInstanceDetailsOptionLaunchDetailsAvailabilityConfigArgs build() {
            return $;
        }
    }
}
