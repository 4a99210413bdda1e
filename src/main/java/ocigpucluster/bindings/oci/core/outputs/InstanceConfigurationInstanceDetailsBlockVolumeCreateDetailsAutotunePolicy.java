// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicy (used by oci:Core/InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails:InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails). */
@CustomType
public final class InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicy {
    private String autotuneType;
    private String maxVpusPerGb;

    private InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicy() {}

    public String autotuneType() {
        return this.autotuneType;
    }

    public Optional<String> maxVpusPerGb() {
        return Optional.ofNullable(this.maxVpusPerGb);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicy defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String autotuneType;
        private String maxVpusPerGb;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicy defaults) {
            Objects.requireNonNull(defaults);
            this.autotuneType = defaults.autotuneType;
            this.maxVpusPerGb = defaults.maxVpusPerGb;
        }

        @CustomType.Setter
        public Builder autotuneType(String autotuneType) {
            this.autotuneType = autotuneType;
            return this;
        }

        @CustomType.Setter
        public Builder maxVpusPerGb(String maxVpusPerGb) {
            this.maxVpusPerGb = maxVpusPerGb;
            return this;
        }

        public InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicy build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsBlockVolumeCreateDetailsAutotunePolicy();
            _resultValue.autotuneType = autotuneType;
            _resultValue.maxVpusPerGb = maxVpusPerGb;
            return _resultValue;
        }
    }
}
