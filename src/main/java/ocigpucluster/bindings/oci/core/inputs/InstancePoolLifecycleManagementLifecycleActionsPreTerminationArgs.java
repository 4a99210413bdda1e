// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstancePoolLifecycleManagementLifecycleActionsPreTermination (used by oci:Core/InstancePoolLifecycleManagementLifecycleActions:InstancePoolLifecycleManagementLifecycleActions). */
public final class InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs extends ResourceArgs {

    public static final InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs Empty = new InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs();

    @Import(name="isEnabled", required=true)
    private Output<Boolean> isEnabled;

    public Output<Boolean> isEnabled() {
        return this.isEnabled;
    }

    @Import(name="onTimeout", required=true)
    private Output<InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeoutArgs> onTimeout;

    public Output<InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeoutArgs> onTimeout() {
        return this.onTimeout;
    }

    @Import(name="timeout", required=true)
    private Output<Integer> timeout;

    public Output<Integer> timeout() {
        return this.timeout;
    }

    private InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs() {}

    private InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs(InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs $) {
        this.isEnabled = $.isEnabled;
        this.onTimeout = $.onTimeout;
        this.timeout = $.timeout;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs $;

        public Builder() {
            $ = new InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs();
        }

        public Builder(InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs defaults) {
            $ = new InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs(Objects.requireNonNull(defaults));
        }

        public Builder isEnabled(Output<Boolean> isEnabled) {
            $.isEnabled = isEnabled;
            return this;
        }

        public Builder isEnabled(Boolean isEnabled) {
            return isEnabled(Output.of(isEnabled));
        }

        public Builder onTimeout(Output<InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeoutArgs> onTimeout) {
            $.onTimeout = onTimeout;
            return this;
        }

        public Builder onTimeout(InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeoutArgs onTimeout) {
            return onTimeout(Output.of(onTimeout));
        }

        public Builder timeout(Output<Integer> timeout) {
            $.timeout = timeout;
            return this;
        }

        public Builder timeout(Integer timeout) {
            return timeout(Output.of(timeout));
        }

        public InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs build() {
            if ($.isEnabled == null) {
                throw new MissingRequiredPropertyException("InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs", "isEnabled");
            }
            if ($.onTimeout == null) {
                throw new MissingRequiredPropertyException("InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs", "onTimeout");
            }
            if ($.timeout == null) {
                throw new MissingRequiredPropertyException("InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs", "timeout");
            }
            return $;
        }
    }
}
