// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.filestorage;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Input properties for ExportSet (oci:FileStorage/exportSet:ExportSet). */
public final class ExportSetArgs extends ResourceArgs {

    public static final ExportSetArgs Empty = new ExportSetArgs();

    @Import(name="displayName")
    private Output<String> displayName;

    public Optional<Output<String>> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    @Import(name="maxFsStatBytes")
    private Output<String> maxFsStatBytes;

    public Optional<Output<String>> maxFsStatBytes() {
        return Optional.ofNullable(this.maxFsStatBytes);
    }

    @Import(name="maxFsStatFiles")
    private Output<String> maxFsStatFiles;

    public Optional<Output<String>> maxFsStatFiles() {
        return Optional.ofNullable(this.maxFsStatFiles);
    }

    @Import(name="mountTargetId", required=true)
    private Output<String> mountTargetId;

    public Output<String> mountTargetId() {
        return this.mountTargetId;
    }

    private ExportSetArgs() {}

    private ExportSetArgs(ExportSetArgs $) {
        this.displayName = $.displayName;
        this.maxFsStatBytes = $.maxFsStatBytes;
        this.maxFsStatFiles = $.maxFsStatFiles;
        this.mountTargetId = $.mountTargetId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ExportSetArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final ExportSetArgs $;

        public Builder() {
            $ = new ExportSetArgs();
        }

        public Builder(ExportSetArgs defaults) {
            $ = new ExportSetArgs(Objects.requireNonNull(defaults));
        }

        public Builder displayName(Output<String> displayName) {
            $.displayName = displayName;
            return this;
        }

        public Builder displayName(String displayName) {
            return displayName(Output.of(displayName));
        }

        public Builder maxFsStatBytes(Output<String> maxFsStatBytes) {
            $.maxFsStatBytes = maxFsStatBytes;
            return this;
        }

        public Builder maxFsStatBytes(String maxFsStatBytes) {
            return maxFsStatBytes(Output.of(maxFsStatBytes));
        }

        public Builder maxFsStatFiles(Output<String> maxFsStatFiles) {
            $.maxFsStatFiles = maxFsStatFiles;
            return this;
        }

        public Builder maxFsStatFiles(String maxFsStatFiles) {
            return maxFsStatFiles(Output.of(maxFsStatFiles));
        }

        public Builder mountTargetId(Output<String> mountTargetId) {
            $.mountTargetId = mountTargetId;
            return this;
        }

        public Builder mountTargetId(String mountTargetId) {
            return mountTargetId(Output.of(mountTargetId));
        }

        public ExportSetArgs build() {
            if ($.mountTargetId == null) {
                throw new MissingRequiredPropertyException("ExportSetArgs", "mountTargetId");
            }
            return $;
        }
    }
}
