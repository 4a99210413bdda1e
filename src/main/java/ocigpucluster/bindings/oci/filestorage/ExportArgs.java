// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.filestorage;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import ocigpucluster.bindings.oci.filestorage.inputs.ExportExportOptionArgs;
import ocigpucluster.bindings.oci.filestorage.inputs.ExportLockArgs;

/** Input properties for Export (oci:FileStorage/export:Export). */
public final class ExportArgs extends ResourceArgs {

    public static final ExportArgs Empty = new ExportArgs();

    @Import(name="exportOptions")
    private Output<List<ExportExportOptionArgs>> exportOptions;

    public Optional<Output<List<ExportExportOptionArgs>>> exportOptions() {
        return Optional.ofNullable(this.exportOptions);
    }

    @Import(name="exportSetId", required=true)
    private Output<String> exportSetId;

    public Output<String> exportSetId() {
        return this.exportSetId;
    }

    @Import(name="fileSystemId", required=true)
    private Output<String> fileSystemId;

    public Output<String> fileSystemId() {
        return this.fileSystemId;
    }

    @Import(name="isIdmapGroupsForSysAuth")
    private Output<Boolean> isIdmapGroupsForSysAuth;

    public Optional<Output<Boolean>> isIdmapGroupsForSysAuth() {
        return Optional.ofNullable(this.isIdmapGroupsForSysAuth);
    }

    @Import(name="isLockOverride")
    private Output<Boolean> isLockOverride;

    public Optional<Output<Boolean>> isLockOverride() {
        return Optional.ofNullable(this.isLockOverride);
    }

    @Import(name="locks")
    private Output<List<ExportLockArgs>> locks;

    public Optional<Output<List<ExportLockArgs>>> locks() {
        return Optional.ofNullable(this.locks);
    }

    @Import(name="path", required=true)
    private Output<String> path;

    public Output<String> path() {
        return this.path;
    }

    private ExportArgs() {}

    private ExportArgs(ExportArgs $) {
        this.exportOptions = $.exportOptions;
        this.exportSetId = $.exportSetId;
        this.fileSystemId = $.fileSystemId;
        this.isIdmapGroupsForSysAuth = $.isIdmapGroupsForSysAuth;
        this.isLockOverride = $.isLockOverride;
        this.locks = $.locks;
        this.path = $.path;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ExportArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final ExportArgs $;

        public Builder() {
            $ = new ExportArgs();
        }

        public Builder(ExportArgs defaults) {
            $ = new ExportArgs(Objects.requireNonNull(defaults));
        }

        public Builder exportOptions(Output<List<ExportExportOptionArgs>> exportOptions) {
            $.exportOptions = exportOptions;
            return this;
        }

        public Builder exportOptions(List<ExportExportOptionArgs> exportOptions) {
            return exportOptions(Output.of(exportOptions));
        }

        public Builder exportOptions(ExportExportOptionArgs... exportOptions) {
            return exportOptions(List.of(exportOptions));
        }

        public Builder exportSetId(Output<String> exportSetId) {
            $.exportSetId = exportSetId;
            return this;
        }

        public Builder exportSetId(String exportSetId) {
            return exportSetId(Output.of(exportSetId));
        }

        public Builder fileSystemId(Output<String> fileSystemId) {
            $.fileSystemId = fileSystemId;
            return this;
        }

        public Builder fileSystemId(String fileSystemId) {
            return fileSystemId(Output.of(fileSystemId));
        }

        public Builder isIdmapGroupsForSysAuth(Output<Boolean> isIdmapGroupsForSysAuth) {
            $.isIdmapGroupsForSysAuth = isIdmapGroupsForSysAuth;
            return this;
        }

        public Builder isIdmapGroupsForSysAuth(Boolean isIdmapGroupsForSysAuth) {
            return isIdmapGroupsForSysAuth(Output.of(isIdmapGroupsForSysAuth));
        }

        public Builder isLockOverride(Output<Boolean> isLockOverride) {
            $.isLockOverride = isLockOverride;
            return this;
        }

        public Builder isLockOverride(Boolean isLockOverride) {
            return isLockOverride(Output.of(isLockOverride));
        }

        public Builder locks(Output<List<ExportLockArgs>> locks) {
            $.locks = locks;
            return this;
        }

        public Builder locks(List<ExportLockArgs> locks) {
            return locks(Output.of(locks));
        }

        public Builder locks(ExportLockArgs... locks) {
            return locks(List.of(locks));
        }

        public Builder path(Output<String> path) {
            $.path = path;
            return this;
        }

        public Builder path(String path) {
            return path(Output.of(path));
        }

        public ExportArgs build() {
            if ($.exportSetId == null) {
                throw new MissingRequiredPropertyException("ExportArgs", "exportSetId");
            }
            if ($.fileSystemId == null) {
                throw new MissingRequiredPropertyException("ExportArgs", "fileSystemId");
            }
            if ($.path == null) {
                throw new MissingRequiredPropertyException("ExportArgs", "path");
            }
            return $;
        }
    }
}
