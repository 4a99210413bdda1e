// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOption (used by oci:Core/InstanceConfigurationInstanceDetails:InstanceConfigurationInstanceDetails). */
public final class InstanceConfigurationInstanceDetailsOptionArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsOptionArgs Empty = new InstanceConfigurationInstanceDetailsOptionArgs();

    @Import(name="blockVolumes")
    private Output<List<InstanceConfigurationInstanceDetailsOptionBlockVolumeArgs>> blockVolumes;

    public Optional<Output<List<InstanceConfigurationInstanceDetailsOptionBlockVolumeArgs>>> blockVolumes() {
        return Optional.ofNullable(this.blockVolumes);
    }

    @Import(name="launchDetails")
    private Output<InstanceConfigurationInstanceDetailsOptionLaunchDetailsArgs> launchDetails;

    public Optional<Output<InstanceConfigurationInstanceDetailsOptionLaunchDetailsArgs>> launchDetails() {
        return Optional.ofNullable(this.launchDetails);
    }

    @Import(name="secondaryVnics")
    private Output<List<InstanceConfigurationInstanceDetailsOptionSecondaryVnicArgs>> secondaryVnics;

    public Optional<Output<List<InstanceConfigurationInstanceDetailsOptionSecondaryVnicArgs>>> secondaryVnics() {
        return Optional.ofNullable(this.secondaryVnics);
    }

    private InstanceConfigurationInstanceDetailsOptionArgs() {}

    private InstanceConfigurationInstanceDetailsOptionArgs(InstanceConfigurationInstanceDetailsOptionArgs $) {
        this.blockVolumes = $.blockVolumes;
        this.launchDetails = $.launchDetails;
        this.secondaryVnics = $.secondaryVnics;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsOptionArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsOptionArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsOptionArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsOptionArgs(Objects.requireNonNull(defaults));
        }

        public Builder blockVolumes(Output<List<InstanceConfigurationInstanceDetailsOptionBlockVolumeArgs>> blockVolumes) {
            $.blockVolumes = blockVolumes;
            return this;
        }

        public Builder blockVolumes(List<InstanceConfigurationInstanceDetailsOptionBlockVolumeArgs> blockVolumes) {
            return blockVolumes(Output.of(blockVolumes));
        }

        public Builder blockVolumes(InstanceConfigurationInstanceDetailsOptionBlockVolumeArgs... blockVolumes) {
            return blockVolumes(List.of(blockVolumes));
        }

        public Builder launchDetails(Output<InstanceConfigurationInstanceDetailsOptionLaunchDetailsArgs> launchDetails) {
            $.launchDetails = launchDetails;
            return this;
        }

        public Builder launchDetails(InstanceConfigurationInstanceDetailsOptionLaunchDetailsArgs launchDetails) {
            return launchDetails(Output.of(launchDetails));
        }

        public Builder secondaryVnics(Output<List<InstanceConfigurationInstanceDetailsOptionSecondaryVnicArgs>> secondaryVnics) {
            $.secondaryVnics = secondaryVnics;
            return this;
        }

        public Builder secondaryVnics(List<InstanceConfigurationInstanceDetailsOptionSecondaryVnicArgs> secondaryVnics) {
            return secondaryVnics(Output.of(secondaryVnics));
        }

        public Builder secondaryVnics(InstanceConfigurationInstanceDetailsOptionSecondaryVnicArgs... secondaryVnics) {
            return secondaryVnics(List.of(secondaryVnics));
        }

        public InstanceConfigurationInstanceDetailsOptionArgs build() {
            return $;
        }
    }
}
