// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceShapeConfig (used by oci:Core/instance:Instance). */
public final class InstanceShapeConfigArgs extends ResourceArgs {

    public static final InstanceShapeConfigArgs Empty = new InstanceShapeConfigArgs();

    @Import(name="baselineOcpuUtilization")
    private Output<String> baselineOcpuUtilization;

    public Optional<Output<String>> baselineOcpuUtilization() {
        return Optional.ofNullable(this.baselineOcpuUtilization);
    }

    @Import(name="gpuDescription")
    private Output<String> gpuDescription;

    public Optional<Output<String>> gpuDescription() {
        return Optional.ofNullable(this.gpuDescription);
    }

    @Import(name="gpus")
    private Output<Integer> gpus;

    public Optional<Output<Integer>> gpus() {
        return Optional.ofNullable(this.gpus);
    }

    @Import(name="localDiskDescription")
    private Output<String> localDiskDescription;

    public Optional<Output<String>> localDiskDescription() {
        return Optional.ofNullable(this.localDiskDescription);
    }

    @Import(name="localDisks")
    private Output<Integer> localDisks;

    public Optional<Output<Integer>> localDisks() {
        return Optional.ofNullable(this.localDisks);
    }

    @Import(name="localDisksTotalSizeInGbs")
    private Output<Double> localDisksTotalSizeInGbs;

    public Optional<Output<Double>> localDisksTotalSizeInGbs() {
        return Optional.ofNullable(this.localDisksTotalSizeInGbs);
    }

    @Import(name="localVolumeSizeInGbs")
    private Output<Integer> localVolumeSizeInGbs;

    public Optional<Output<Integer>> localVolumeSizeInGbs() {
        return Optional.ofNullable(this.localVolumeSizeInGbs);
    }

    @Import(name="maxVnicAttachments")
    private Output<Integer> maxVnicAttachments;

    public Optional<Output<Integer>> maxVnicAttachments() {
        return Optional.ofNullable(this.maxVnicAttachments);
    }

    @Import(name="memoryInGbs")
    private Output<Double> memoryInGbs;

    public Optional<Output<Double>> memoryInGbs() {
        return Optional.ofNullable(this.memoryInGbs);
    }

    @Import(name="networkingBandwidthInGbps")
    private Output<Double> networkingBandwidthInGbps;

    public Optional<Output<Double>> networkingBandwidthInGbps() {
        return Optional.ofNullable(this.networkingBandwidthInGbps);
    }

    @Import(name="nvmes")
    private Output<Integer> nvmes;

    public Optional<Output<Integer>> nvmes() {
        return Optional.ofNullable(this.nvmes);
    }

    @Import(name="ocpus")
    private Output<Double> ocpus;

    public Optional<Output<Double>> ocpus() {
        return Optional.ofNullable(this.ocpus);
    }

    @Import(name="processorDescription")
    private Output<String> processorDescription;

    public Optional<Output<String>> processorDescription() {
        return Optional.ofNullable(this.processorDescription);
    }

    @Import(name="resourceManagement")
    private Output<String> resourceManagement;

    public Optional<Output<String>> resourceManagement() {
        return Optional.ofNullable(this.resourceManagement);
    }

    @Import(name="vcpus")
    private Output<Integer> vcpus;

    public Optional<Output<Integer>> vcpus() {
        return Optional.ofNullable(this.vcpus);
    }

    private InstanceShapeConfigArgs() {}

    private InstanceShapeConfigArgs(InstanceShapeConfigArgs $) {
        this.baselineOcpuUtilization = $.baselineOcpuUtilization;
        this.gpuDescription = $.gpuDescription;
        this.gpus = $.gpus;
        this.localDiskDescription = $.localDiskDescription;
        this.localDisks = $.localDisks;
        this.localDisksTotalSizeInGbs = $.localDisksTotalSizeInGbs;
        this.localVolumeSizeInGbs = $.localVolumeSizeInGbs;
        this.maxVnicAttachments = $.maxVnicAttachments;
        this.memoryInGbs = $.memoryInGbs;
        this.networkingBandwidthInGbps = $.networkingBandwidthInGbps;
        this.nvmes = $.nvmes;
        this.ocpus = $.ocpus;
        this.processorDescription = $.processorDescription;
        this.resourceManagement = $.resourceManagement;
        this.vcpus = $.vcpus;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceShapeConfigArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceShapeConfigArgs $;

        public Builder() {
            $ = new InstanceShapeConfigArgs();
        }

        public Builder(InstanceShapeConfigArgs defaults) {
            $ = new InstanceShapeConfigArgs(Objects.requireNonNull(defaults));
        }

        public Builder baselineOcpuUtilization(Output<String> baselineOcpuUtilization) {
            $.baselineOcpuUtilization = baselineOcpuUtilization;
            return this;
        }

        public Builder baselineOcpuUtilization(String baselineOcpuUtilization) {
            return baselineOcpuUtilization(Output.of(baselineOcpuUtilization));
        }

        public Builder gpuDescription(Output<String> gpuDescription) {
            $.gpuDescription = gpuDescription;
            return this;
        }

        public Builder gpuDescription(String gpuDescription) {
            return gpuDescription(Output.of(gpuDescription));
        }

        public Builder gpus(Output<Integer> gpus) {
            $.gpus = gpus;
            return this;
        }

        public Builder gpus(Integer gpus) {
            return gpus(Output.of(gpus));
        }

        public Builder localDiskDescription(Output<String> localDiskDescription) {
            $.localDiskDescription = localDiskDescription;
            return this;
        }

        public Builder localDiskDescription(String localDiskDescription) {
            return localDiskDescription(Output.of(localDiskDescription));
        }

        public Builder localDisks(Output<Integer> localDisks) {
            $.localDisks = localDisks;
            return this;
        }

        public Builder localDisks(Integer localDisks) {
            return localDisks(Output.of(localDisks));
        }

        public Builder localDisksTotalSizeInGbs(Output<Double> localDisksTotalSizeInGbs) {
            $.localDisksTotalSizeInGbs = localDisksTotalSizeInGbs;
            return this;
        }

        public Builder localDisksTotalSizeInGbs(Double localDisksTotalSizeInGbs) {
            return localDisksTotalSizeInGbs(Output.of(localDisksTotalSizeInGbs));
        }

        public Builder localVolumeSizeInGbs(Output<Integer> localVolumeSizeInGbs) {
            $.localVolumeSizeInGbs = localVolumeSizeInGbs;
            return this;
        }

        public Builder localVolumeSizeInGbs(Integer localVolumeSizeInGbs) {
            return localVolumeSizeInGbs(Output.of(localVolumeSizeInGbs));
        }

        public Builder maxVnicAttachments(Output<Integer> maxVnicAttachments) {
            $.maxVnicAttachments = maxVnicAttachments;
            return this;
        }

        public Builder maxVnicAttachments(Integer maxVnicAttachments) {
            return maxVnicAttachments(Output.of(maxVnicAttachments));
        }

        public Builder memoryInGbs(Output<Double> memoryInGbs) {
            $.memoryInGbs = memoryInGbs;
            return this;
        }

        public Builder memoryInGbs(Double memoryInGbs) {
            return memoryInGbs(Output.of(memoryInGbs));
        }

        public Builder networkingBandwidthInGbps(Output<Double> networkingBandwidthInGbps) {
            $.networkingBandwidthInGbps = networkingBandwidthInGbps;
            return this;
        }

        public Builder networkingBandwidthInGbps(Double networkingBandwidthInGbps) {
            return networkingBandwidthInGbps(Output.of(networkingBandwidthInGbps));
        }

        public Builder nvmes(Output<Integer> nvmes) {
            $.nvmes = nvmes;
            return this;
        }

        public Builder nvmes(Integer nvmes) {
            return nvmes(Output.of(nvmes));
        }

        public Builder ocpus(Output<Double> ocpus) {
            $.ocpus = ocpus;
            return this;
        }

        public Builder ocpus(Double ocpus) {
            return ocpus(Output.of(ocpus));
        }

        public Builder processorDescription(Output<String> processorDescription) {
            $.processorDescription = processorDescription;
            return this;
        }

        public Builder processorDescription(String processorDescription) {
            return processorDescription(Output.of(processorDescription));
        }

        public Builder resourceManagement(Output<String> resourceManagement) {
            $.resourceManagement = resourceManagement;
            return this;
        }

        public Builder resourceManagement(String resourceManagement) {
            return resourceManagement(Output.of(resourceManagement));
        }

        public Builder vcpus(Output<Integer> vcpus) {
            $.vcpus = vcpus;
            return this;
        }

        public Builder vcpus(Integer vcpus) {
            return vcpus(Output.of(vcpus));
        }

        public InstanceShapeConfigArgs build() {
            return $;
        }
    }
}
