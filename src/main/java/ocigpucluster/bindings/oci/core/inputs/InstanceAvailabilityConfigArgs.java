// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceAvailabilityConfig (used by oci:Core/instance:Instance). */
public final class InstanceAvailabilityConfigArgs extends ResourceArgs {

    public static final InstanceAvailabilityConfigArgs Empty = new InstanceAvailabilityConfigArgs();

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

    private InstanceAvailabilityConfigArgs() {}

    private InstanceAvailabilityConfigArgs(InstanceAvailabilityConfigArgs $) {
        this.isLiveMigrationPreferred = $.isLiveMigrationPreferred;
        this.recoveryAction = $.recoveryAction;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceAvailabilityConfigArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceAvailabilityConfigArgs $;

        public Builder() {
            $ = new InstanceAvailabilityConfigArgs();
        }

        public Builder(InstanceAvailabilityConfigArgs defaults) {
            $ = new InstanceAvailabilityConfigArgs(Objects.requireNonNull(defaults));
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

        public InstanceAvailabilityConfigArgs build() {
            return $;
        }
    }
}
