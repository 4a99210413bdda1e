// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object getInstanceShapeConfig (used by oci:Core/getInstance:getInstance). */
@CustomType
public final class GetInstanceShapeConfig {
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

    private GetInstanceShapeConfig() {}

    public String baselineOcpuUtilization() {
        return this.baselineOcpuUtilization;
    }

    public String gpuDescription() {
        return this.gpuDescription;
    }

    public Integer gpus() {
        return this.gpus;
    }

    public String localDiskDescription() {
        return this.localDiskDescription;
    }

    public Integer localDisks() {
        return this.localDisks;
    }

    public Double localDisksTotalSizeInGbs() {
        return this.localDisksTotalSizeInGbs;
    }

    public Integer localVolumeSizeInGbs() {
        return this.localVolumeSizeInGbs;
    }

    public Integer maxVnicAttachments() {
        return this.maxVnicAttachments;
    }

    public Double memoryInGbs() {
        return this.memoryInGbs;
    }

    public Double networkingBandwidthInGbps() {
        return this.networkingBandwidthInGbps;
    }

    public Integer nvmes() {
        return this.nvmes;
    }

    public Double ocpus() {
        return this.ocpus;
    }

    public String processorDescription() {
        return this.processorDescription;
    }

    public String resourceManagement() {
        return this.resourceManagement;
    }

    public Integer vcpus() {
        return this.vcpus;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstanceShapeConfig defaults) {
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

        public Builder(GetInstanceShapeConfig defaults) {
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

        public GetInstanceShapeConfig build() {
            final var _resultValue = new GetInstanceShapeConfig();
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
