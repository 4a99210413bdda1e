// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceSourceDetailsInstanceSourceImageFilterDetails (used by oci:Core/InstanceSourceDetails:InstanceSourceDetails). */
public final class InstanceSourceDetailsInstanceSourceImageFilterDetailsArgs extends ResourceArgs {

    public static final InstanceSourceDetailsInstanceSourceImageFilterDetailsArgs Empty = new InstanceSourceDetailsInstanceSourceImageFilterDetailsArgs();

    @Import(name="compartmentId", required=true)
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
    }

    @Import(name="definedTagsFilter")
    private Output<Map<String,String>> definedTagsFilter;

    public Optional<Output<Map<String,String>>> definedTagsFilter() {
        return Optional.ofNullable(this.definedTagsFilter);
    }

    @Import(name="operatingSystem")
    private Output<String> operatingSystem;

    public Optional<Output<String>> operatingSystem() {
        return Optional.ofNullable(this.operatingSystem);
    }

    @Import(name="operatingSystemVersion")
    private Output<String> operatingSystemVersion;

    public Optional<Output<String>> operatingSystemVersion() {
        return Optional.ofNullable(this.operatingSystemVersion);
    }

    private InstanceSourceDetailsInstanceSourceImageFilterDetailsArgs() {}

    private InstanceSourceDetailsInstanceSourceImageFilterDetailsArgs(InstanceSourceDetailsInstanceSourceImageFilterDetailsArgs $) {
        this.compartmentId = $.compartmentId;
        this.definedTagsFilter = $.definedTagsFilter;
        this.operatingSystem = $.operatingSystem;
        this.operatingSystemVersion = $.operatingSystemVersion;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceSourceDetailsInstanceSourceImageFilterDetailsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceSourceDetailsInstanceSourceImageFilterDetailsArgs $;

        public Builder() {
            $ = new InstanceSourceDetailsInstanceSourceImageFilterDetailsArgs();
        }

        public Builder(InstanceSourceDetailsInstanceSourceImageFilterDetailsArgs defaults) {
            $ = new InstanceSourceDetailsInstanceSourceImageFilterDetailsArgs(Objects.requireNonNull(defaults));
        }

        public Builder compartmentId(Output<String> compartmentId) {
            $.compartmentId = compartmentId;
            return this;
        }

        public Builder compartmentId(String compartmentId) {
            return compartmentId(Output.of(compartmentId));
        }

        public Builder definedTagsFilter(Output<Map<String,String>> definedTagsFilter) {
            $.definedTagsFilter = definedTagsFilter;
            return this;
        }

        public Builder definedTagsFilter(Map<String,String> definedTagsFilter) {
            return definedTagsFilter(Output.of(definedTagsFilter));
        }

        public Builder operatingSystem(Output<String> operatingSystem) {
            $.operatingSystem = operatingSystem;
            return this;
        }

        public Builder operatingSystem(String operatingSystem) {
            return operatingSystem(Output.of(operatingSystem));
        }

        public Builder operatingSystemVersion(Output<String> operatingSystemVersion) {
            $.operatingSystemVersion = operatingSystemVersion;
            return this;
        }

        public Builder operatingSystemVersion(String operatingSystemVersion) {
            return operatingSystemVersion(Output.of(operatingSystemVersion));
        }

        public InstanceSourceDetailsInstanceSourceImageFilterDetailsArgs build() {
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("InstanceSourceDetailsInstanceSourceImageFilterDetailsArgs", "compartmentId");
            }
            return $;
        }
    }
}
