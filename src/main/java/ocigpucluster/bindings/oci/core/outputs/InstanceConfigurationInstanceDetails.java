// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Root of the launch template; instanceType is required (use "compute") and launchDetails carries the instance settings. */
@CustomType
public final class InstanceConfigurationInstanceDetails {
    private List<InstanceConfigurationInstanceDetailsBlockVolume> blockVolumes;
    private String instanceType;
    private InstanceConfigurationInstanceDetailsLaunchDetails launchDetails;
    private List<InstanceConfigurationInstanceDetailsOption> options;
    private List<InstanceConfigurationInstanceDetailsSecondaryVnic> secondaryVnics;

    private InstanceConfigurationInstanceDetails() {}

    public List<InstanceConfigurationInstanceDetailsBlockVolume> blockVolumes() {
        return this.blockVolumes == null ? List.of() : this.blockVolumes;
    }

    public String instanceType() {
        return this.instanceType;
    }

    public Optional<InstanceConfigurationInstanceDetailsLaunchDetails> launchDetails() {
        return Optional.ofNullable(this.launchDetails);
    }

    public List<InstanceConfigurationInstanceDetailsOption> options() {
        return this.options == null ? List.of() : this.options;
    }

    public List<InstanceConfigurationInstanceDetailsSecondaryVnic> secondaryVnics() {
        return this.secondaryVnics == null ? List.of() : this.secondaryVnics;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetails defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private List<InstanceConfigurationInstanceDetailsBlockVolume> blockVolumes;
        private String instanceType;
        private InstanceConfigurationInstanceDetailsLaunchDetails launchDetails;
        private List<InstanceConfigurationInstanceDetailsOption> options;
        private List<InstanceConfigurationInstanceDetailsSecondaryVnic> secondaryVnics;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetails defaults) {
            Objects.requireNonNull(defaults);
            this.blockVolumes = defaults.blockVolumes;
            this.instanceType = defaults.instanceType;
            this.launchDetails = defaults.launchDetails;
            this.options = defaults.options;
            this.secondaryVnics = defaults.secondaryVnics;
        }

        @CustomType.Setter
        public Builder blockVolumes(List<InstanceConfigurationInstanceDetailsBlockVolume> blockVolumes) {
            this.blockVolumes = blockVolumes;
            return this;
        }

        public Builder blockVolumes(InstanceConfigurationInstanceDetailsBlockVolume... blockVolumes) {
            return blockVolumes(List.of(blockVolumes));
        }

        @CustomType.Setter
        public Builder instanceType(String instanceType) {
            this.instanceType = instanceType;
            return this;
        }

        @CustomType.Setter
        public Builder launchDetails(InstanceConfigurationInstanceDetailsLaunchDetails launchDetails) {
            this.launchDetails = launchDetails;
            return this;
        }

        @CustomType.Setter
        public Builder options(List<InstanceConfigurationInstanceDetailsOption> options) {
            this.options = options;
            return this;
        }

        public Builder options(InstanceConfigurationInstanceDetailsOption... options) {
            return options(List.of(options));
        }

        @CustomType.Setter
        public Builder secondaryVnics(List<InstanceConfigurationInstanceDetailsSecondaryVnic> secondaryVnics) {
            this.secondaryVnics = secondaryVnics;
            return this;
        }

        public Builder secondaryVnics(InstanceConfigurationInstanceDetailsSecondaryVnic... secondaryVnics) {
            return secondaryVnics(List.of(secondaryVnics));
        }

        public InstanceConfigurationInstanceDetails build() {
            final var _resultValue = new InstanceConfigurationInstanceDetails();
            _resultValue.blockVolumes = blockVolumes;
            _resultValue.instanceType = instanceType;
            _resultValue.launchDetails = launchDetails;
            _resultValue.options = options;
            _resultValue.secondaryVnics = secondaryVnics;
            return _resultValue;
        }
    }
}
