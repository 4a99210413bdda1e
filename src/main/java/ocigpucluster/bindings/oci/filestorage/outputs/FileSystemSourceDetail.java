// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.filestorage.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object FileSystemSourceDetail (used by oci:FileStorage/fileSystem:FileSystem). */
@CustomType
public final class FileSystemSourceDetail {
    private String parentFileSystemId;
    private String sourceSnapshotId;

    private FileSystemSourceDetail() {}

    public Optional<String> parentFileSystemId() {
        return Optional.ofNullable(this.parentFileSystemId);
    }

    public Optional<String> sourceSnapshotId() {
        return Optional.ofNullable(this.sourceSnapshotId);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(FileSystemSourceDetail defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String parentFileSystemId;
        private String sourceSnapshotId;

        public Builder() {}

        public Builder(FileSystemSourceDetail defaults) {
            Objects.requireNonNull(defaults);
            this.parentFileSystemId = defaults.parentFileSystemId;
            this.sourceSnapshotId = defaults.sourceSnapshotId;
        }

        @CustomType.Setter
        public Builder parentFileSystemId(String parentFileSystemId) {
            this.parentFileSystemId = parentFileSystemId;
            return this;
        }

        @CustomType.Setter
        public Builder sourceSnapshotId(String sourceSnapshotId) {
            this.sourceSnapshotId = sourceSnapshotId;
            return this;
        }

        public FileSystemSourceDetail build() {
            final var _resultValue = new FileSystemSourceDetail();
            _resultValue.parentFileSystemId = parentFileSystemId;
            _resultValue.sourceSnapshotId = sourceSnapshotId;
            return _resultValue;
        }
    }
}
