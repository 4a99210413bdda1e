// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfig (used by oci:Core/InstanceConfigurationInstanceDetailsOptionLaunchDetails:InstanceConfigurationInstanceDetailsOptionLaunchDetails). */
public final class InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfigArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfigArgs Empty = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfigArgs();

    @Import(name="baselineOcpuUtilization")
    private Output<String> baselineOcpuUtilization;

    public Optional<Output<String>> baselineOcpuUtilization() {
        return Optional.ofNullable(this.baselineOcpuUtilization);
    }

    @Import(name="localVolumeSizeInGbs")
    private Output<Integer> localVolumeSizeInGbs;

    public Optional<Output<Integer>> localVolumeSizeInGbs() {
        return Optional.ofNullable(this.localVolumeSizeInGbs);
    }

    @Import(name="memoryInGbs")
    private Output<Double> memoryInGbs;

    public Optional<Output<Double>> memoryInGbs() {
        return Optional.ofNullable(this.memoryInGbs);
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

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfigArgs() {}

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfigArgs(InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfigArgs $) {
        this.baselineOcpuUtilization = $.baselineOcpuUtilization;
        this.localVolumeSizeInGbs = $.localVolumeSizeInGbs;
        this.memoryInGbs = $.memoryInGbs;
        this.nvmes = $.nvmes;
        this.ocpus = $.ocpus;
        this.resourceManagement = $.resourceManagement;
        this.vcpus = $.vcpus;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfigArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfigArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfigArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfigArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfigArgs(Objects.requireNonNull(defaults));
        }

        public Builder baselineOcpuUtilization(Output<String> baselineOcpuUtilization) {
            $.baselineOcpuUtilization = baselineOcpuUtilization;
            return this;
        }

        public Builder baselineOcpuUtilization(String baselineOcpuUtilization) {
            return baselineOcpuUtilization(Output.of(baselineOcpuUtilization));
        }

        public Builder localVolumeSizeInGbs(Output<Integer> localVolumeSizeInGbs) {
            $.localVolumeSizeInGbs = localVolumeSizeInGbs;
            return this;
        }

        public Builder localVolumeSizeInGbs(Integer localVolumeSizeInGbs) {
            return localVolumeSizeInGbs(Output.of(localVolumeSizeInGbs));
        }

        public Builder memoryInGbs(Output<Double> memoryInGbs) {
            $.memoryInGbs = memoryInGbs;
            return this;
        }

        public Builder memoryInGbs(Double memoryInGbs) {
            return memoryInGbs(Output.of(memoryInGbs));
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

        public InstanceConfigurationInstanceDetailsOptionLaunchDetailsShapeConfigArgs build() {
            return $;
        }
    }
}
