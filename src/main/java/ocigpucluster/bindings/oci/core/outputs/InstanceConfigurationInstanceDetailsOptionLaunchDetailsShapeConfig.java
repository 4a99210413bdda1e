// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfig (used by oci:Core/InstanceConfigurationInstanceDetailsOptionLaunchDetails:InstanceConfigurationInstanceDetailsOptionLaunchDetails). */
@CustomType
public final class InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfig {
    private String baselineOcpuUtilization;
    private Integer localVolumeSizeInGbs;
    private Double memoryInGbs;
    private Integer nvmes;
    private Double ocpus;
    private String resourceManagement;
    private Integer vcpus;

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfig() {}

    public Optional<String> baselineOcpuUtilization() {
        return Optional.ofNullable(this.baselineOcpuUtilization);
    }

    public Optional<Integer> localVolumeSizeInGbs() {
        return Optional.ofNullable(this.localVolumeSizeInGbs);
    }

    public Optional<Double> memoryInGbs() {
        return Optional.ofNullable(this.memoryInGbs);
    }

    public Optional<Integer> nvmes() {
        return Optional.ofNullable(this.nvmes);
    }

    public Optional<Double> ocpus() {
        return Optional.ofNullable(this.ocpus);
    }

    public Optional<String> resourceManagement() {
        return Optional.ofNullable(this.resourceManagement);
    }

    public Optional<Integer> vcpus() {
        return Optional.ofNullable(this.vcpus);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfig defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String baselineOcpuUtilization;
        private Integer localVolumeSizeInGbs;
        private Double memoryInGbs;
        private Integer nvmes;
        private Double ocpus;
        private String resourceManagement;
        private Integer vcpus;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfig defaults) {
            Objects.requireNonNull(defaults);
            this.baselineOcpuUtilization = defaults.baselineOcpuUtilization;
            this.localVolumeSizeInGbs = defaults.localVolumeSizeInGbs;
            this.memoryInGbs = defaults.memoryInGbs;
            this.nvmes = defaults.nvmes;
            this.ocpus = defaults.ocpus;
            this.resourceManagement = defaults.resourceManagement;
            this.vcpus = defaults.vcpus;
        }

        @CustomType.Setter
        public Builder baselineOcpuUtilization(String baselineOcpuUtilization) {
            this.baselineOcpuUtilization = baselineOcpuUtilization;
            return this;
        }

        @CustomType.Setter
        public Builder localVolumeSizeInGbs(Integer localVolumeSizeInGbs) {
            this.localVolumeSizeInGbs = localVolumeSizeInGbs;
            return this;
        }

        @CustomType.Setter
        public Builder memoryInGbs(Double memoryInGbs) {
            this.memoryInGbs = memoryInGbs;
            return this;
        }

        @CustomType.Setter
        public Builder nvmes(Integer nvmes) {
            this.nvmes = nvmes;
            return this;
        }

        @CustomType.Setter
        public Builder ocpus(Double ocpus) {
            this.ocpus = ocpus;
            return this;
        }

        @CustomType.Setter
        public Builder resourceManagement(String resourceManagement) {
            this.resourceManagement = resourceManagement;
            return this;
        }

        @CustomType.Setter
        public Builder vcpus(Integer vcpus) {
            this.vcpus = vcpus;
            return this;
        }

        public InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfig build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfig();
            _resultValue.baselineOcpuUtilization = baselineOcpuUtilization;
            _resultValue.localVolumeSizeInGbs = localVolumeSizeInGbs;
            _resultValue.memoryInGbs = memoryInGbs;
            _resultValue.nvmes = nvmes;
            _resultValue.ocpus = ocpus;
            _resultValue.resourceManagement = resourceManagement;
            _resultValue.vcpus = vcpus;
            return _resultValue;
        }
    }
}
