// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Root of the launch template; instanceType is required (use "compute") and launchDetails carries the instance settings. */
public final class InstanceConfigurationInstanceDetailsArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsArgs Empty = new InstanceConfigurationInstanceDetailsArgs();

    @Import(name="blockVolumes")
    private Output<List<InstanceConfigurationInstanceDetailsBlockVolumeArgs>> blockVolumes;

    public Optional<Output<List<InstanceConfigurationInstanceDetailsBlockVolumeArgs>>> blockVolumes() {
        return Optional.ofNullable(this.blockVolumes);
    }

    @Import(name="instanceType", required=true)
    private Output<String> instanceType;

    public Output<String> instanceType() {
        return this.instanceType;
    }

    @Import(name="launchDetails")
    private Output<InstanceConfigurationInstanceDetailsLaunchDetailsArgs> launchDetails;

    public Optional<Output<InstanceConfigurationInstanceDetailsLaunchDetailsArgs>> launchDetails() {
        return Optional.ofNullable(this.launchDetails);
    }

    @Import(name="options")
    private Output<List<InstanceConfigurationInstanceDetailsOptionArgs>> options;

    public Optional<Output<List<InstanceConfigurationInstanceDetailsOptionArgs>>> options() {
        return Optional.ofNullable(this.options);
    }

    @Import(name="secondaryVnics")
    private Output<List<InstanceConfigurationInstanceDetailsSecondaryVnicArgs>> secondaryVnics;

    public Optional<Output<List<InstanceConfigurationInstanceDetailsSecondaryVnicArgs>>> secondaryVnics() {
        return Optional.ofNullable(this.secondaryVnics);
    }

    private InstanceConfigurationInstanceDetailsArgs() {}

    private InstanceConfigurationInstanceDetailsArgs(InstanceConfigurationInstanceDetailsArgs $) {
        this.blockVolumes = $.blockVolumes;
        this.instanceType = $.instanceType;
        this.launchDetails = $.launchDetails;
        this.options = $.options;
        this.secondaryVnics = $.secondaryVnics;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsArgs(Objects.requireNonNull(defaults));
        }

        public Builder blockVolumes(Output<List<InstanceConfigurationInstanceDetailsBlockVolumeArgs>> blockVolumes) {
            $.blockVolumes = blockVolumes;
            return this;
        }

        public Builder blockVolumes(List<InstanceConfigurationInstanceDetailsBlockVolumeArgs> blockVolumes) {
            return blockVolumes(Output.of(blockVolumes));
        }

        public Builder blockVolumes(InstanceConfigurationInstanceDetailsBlockVolumeArgs... blockVolumes) {
            return blockVolumes(List.of(blockVolumes));
        }

        public Builder instanceType(Output<String> instanceType) {
            $.instanceType = instanceType;
            return this;
        }

        public Builder instanceType(String instanceType) {
            return instanceType(Output.of(instanceType));
        }

        public Builder launchDetails(Output<InstanceConfigurationInstanceDetailsLaunchDetailsArgs> launchDetails) {
            $.launchDetails = launchDetails;
            return this;
        }

        public Builder launchDetails(InstanceConfigurationInstanceDetailsLaunchDetailsArgs launchDetails) {
            return launchDetails(Output.of(launchDetails));
        }

        public Builder options(Output<List<InstanceConfigurationInstanceDetailsOptionArgs>> options) {
            $.options = options;
            return this;
        }

        public Builder options(List<InstanceConfigurationInstanceDetailsOptionArgs> options) {
            return options(Output.of(options));
        }

        public Builder options(InstanceConfigurationInstanceDetailsOptionArgs... options) {
            return options(List.of(options));
        }

        public Builder secondaryVnics(Output<List<InstanceConfigurationInstanceDetailsSecondaryVnicArgs>> secondaryVnics) {
            $.secondaryVnics = secondaryVnics;
            return this;
        }

        public Builder secondaryVnics(List<InstanceConfigurationInstanceDetailsSecondaryVnicArgs> secondaryVnics) {
            return secondaryVnics(Output.of(secondaryVnics));
        }

        public Builder secondaryVnics(InstanceConfigurationInstanceDetailsSecondaryVnicArgs... secondaryVnics) {
            return secondaryVnics(List.of(secondaryVnics));
        }

        public InstanceConfigurationInstanceDetailsArgs build() {
            if ($.instanceType == null) {
                throw new MissingRequiredPropertyException("InstanceConfigurationInstanceDetailsArgs", "instanceType");
            }
            return $;
        }
    }
}
