// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceShapeConfig (used by oci:Core/instance:Instance). */
@CustomType
public final class InstanceShapeConfig {
    private String baselineOcpuUtilization;
    private String gpuDescription;
    private Integer gpus;
    private String localDiskDescription;
    private Integer localDisks;
    private Double localDisksTotalSizeInGbs;
    private Integer localVolumeSizeInGbs;
    private Integer maxVnicAttachments;
    private Double memoryInGbs;
    private Double networkingBandwidthInGbps;
    private Integer nvmes;
    private Double ocpus;
    private String processorDescription;
    private String resourceManagement;
    private Integer vcpus;

    private InstanceShapeConfig() {}

    public Optional<String> baselineOcpuUtilization() {
        return Optional.ofNullable(this.baselineOcpuUtilization);
    }

    public Optional<String> gpuDescription() {
        return Optional.ofNullable(this.gpuDescription);
    }

    public Optional<Integer> gpus() {
        return Optional.ofNullable(this.gpus);
    }

    public Optional<String> localDiskDescription() {
        return Optional.ofNullable(this.localDiskDescription);
    }

    public Optional<Integer> localDisks() {
        return Optional.ofNullable(this.localDisks);
    }

    public Optional<Double> localDisksTotalSizeInGbs() {
        return Optional.ofNullable(this.localDisksTotalSizeInGbs);
    }

    public Optional<Integer> localVolumeSizeInGbs() {
        return Optional.ofNullable(this.localVolumeSizeInGbs);
    }

    public Optional<Integer> maxVnicAttachments() {
        return Optional.ofNullable(this.maxVnicAttachments);
    }

    public Optional<Double> memoryInGbs() {
        return Optional.ofNullable(this.memoryInGbs);
    }

    public Optional<Double> networkingBandwidthInGbps() {
        return Optional.ofNullable(this.networkingBandwidthInGbps);
    }

    public Optional<Integer> nvmes() {
        return Optional.ofNullable(this.nvmes);
    }

    public Optional<Double> ocpus() {
        return Optional.ofNullable(this.ocpus);
    }

    public Optional<String> processorDescription() {
        return Optional.ofNullable(this.processorDescription);
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

    public static Builder builder(InstanceShapeConfig defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String baselineOcpuUtilization;
        private String gpuDescription;
        private Integer gpus;
        private String localDiskDescription;
        private Integer localDisks;
        private Double localDisksTotalSizeInGbs;
        private Integer localVolumeSizeInGbs;
        private Integer maxVnicAttachments;
        private Double memoryInGbs;
        private Double networkingBandwidthInGbps;
        private Integer nvmes;
        private Double ocpus;
        private String processorDescription;
        private String resourceManagement;
        private Integer vcpus;

        public Builder() {}

        public Builder(InstanceShapeConfig defaults) {
            Objects.requireNonNull(defaults);
            this.baselineOcpuUtilization = defaults.baselineOcpuUtilization;
            this.gpuDescription = defaults.gpuDescription;
            this.gpus = defaults.gpus;
            this.localDiskDescription = defaults.localDiskDescription;
            this.localDisks = defaults.localDisks;
            this.localDisksTotalSizeInGbs = defaults.localDisksTotalSizeInGbs;
            this.localVolumeSizeInGbs = defaults.localVolumeSizeInGbs;
            this.maxVnicAttachments = defaults.maxVnicAttachments;
            this.memoryInGbs = defaults.memoryInGbs;
            this.networkingBandwidthInGbps = defaults.networkingBandwidthInGbps;
            this.nvmes = defaults.nvmes;
            this.ocpus = defaults.ocpus;
            this.processorDescription = defaults.processorDescription;
            this.resourceManagement = defaults.resourceManagement;
            this.vcpus = defaults.vcpus;
        }

        @CustomType.Setter
        public Builder baselineOcpuUtilization(String baselineOcpuUtilization) {
            this.baselineOcpuUtilization = baselineOcpuUtilization;
            return this;
        }

        @CustomType.Setter
        public Builder gpuDescription(String gpuDescription) {
            this.gpuDescription = gpuDescription;
            return this;
        }

        @CustomType.Setter
        public Builder gpus(Integer gpus) {
            this.gpus = gpus;
            return this;
        }

        @CustomType.Setter
        public Builder localDiskDescription(String localDiskDescription) {
            this.localDiskDescription = localDiskDescription;
            return this;
        }

        @CustomType.Setter
        public Builder localDisks(Integer localDisks) {
            this.localDisks = localDisks;
            return this;
        }

        @CustomType.Setter
        public Builder localDisksTotalSizeInGbs(Double localDisksTotalSizeInGbs) {
            this.localDisksTotalSizeInGbs = localDisksTotalSizeInGbs;
            return this;
        }

        @CustomType.Setter
        public Builder localVolumeSizeInGbs(Integer localVolumeSizeInGbs) {
            this.localVolumeSizeInGbs = localVolumeSizeInGbs;
            return this;
        }

        @CustomType.Setter
        public Builder maxVnicAttachments(Integer maxVnicAttachments) {
            this.maxVnicAttachments = maxVnicAttachments;
            return this;
        }

        @CustomType.Setter
        public Builder memoryInGbs(Double memoryInGbs) {
            this.memoryInGbs = memoryInGbs;
            return this;
        }

        @CustomType.Setter
        public Builder networkingBandwidthInGbps(Double networkingBandwidthInGbps) {
            this.networkingBandwidthInGbps = networkingBandwidthInGbps;
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
        public Builder processorDescription(String processorDescription) {
            this.processorDescription = processorDescription;
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

        public InstanceShapeConfig build() {
            final var _resultValue = new InstanceShapeConfig();
            _resultValue.baselineOcpuUtilization = baselineOcpuUtilization;
            _resultValue.gpuDescription = gpuDescription;
            _resultValue.gpus = gpus;
            _resultValue.localDiskDescription = localDiskDescription;
            _resultValue.localDisks = localDisks;
            _resultValue.localDisksTotalSizeInGbs = localDisksTotalSizeInGbs;
            _resultValue.localVolumeSizeInGbs = localVolumeSizeInGbs;
            _resultValue.maxVnicAttachments = maxVnicAttachments;
            _resultValue.memoryInGbs = memoryInGbs;
            _resultValue.networkingBandwidthInGbps = networkingBandwidthInGbps;
            _resultValue.nvmes = nvmes;
            _resultValue.ocpus = ocpus;
            _resultValue.processorDescription = processorDescription;
            _resultValue.resourceManagement = resourceManagement;
            _resultValue.vcpus = vcpus;
            return _resultValue;
        }
    }
}
