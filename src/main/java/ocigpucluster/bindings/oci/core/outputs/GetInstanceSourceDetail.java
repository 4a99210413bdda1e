// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;

/** Nested object getInstanceSourceDetail (used by oci:Core/getInstance:getInstance). */
@CustomType
public final class GetInstanceSourceDetail {
    private String bootVolumeSizeInGbs;
    private String bootVolumeVpusPerGb;
    private List<GetInstanceSourceDetailInstanceSourceImageFilterDetail> instanceSourceImageFilterDetails;
    private Boolean isPreserveBootVolumeEnabled;
    private String kmsKeyId;
    private String sourceId;
    private String sourceType;

    private GetInstanceSourceDetail() {}

    public String bootVolumeSizeInGbs() {
        return this.bootVolumeSizeInGbs;
    }

    public String bootVolumeVpusPerGb() {
        return this.bootVolumeVpusPerGb;
    }

    public List<GetInstanceSourceDetailInstanceSourceImageFilterDetail> instanceSourceImageFilterDetails() {
        return this.instanceSourceImageFilterDetails;
    }

    public Boolean isPreserveBootVolumeEnabled() {
        return this.isPreserveBootVolumeEnabled;
    }

    public String kmsKeyId() {
        return this.kmsKeyId;
    }

    public String sourceId() {
        return this.sourceId;
    }

    public String sourceType() {
        return this.sourceType;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstanceSourceDetail defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String bootVolumeSizeInGbs;
        private String bootVolumeVpusPerGb;
        private List<GetInstanceSourceDetailInstanceSourceImageFilterDetail> instanceSourceImageFilterDetails;
        private Boolean isPreserveBootVolumeEnabled;
        private String kmsKeyId;
        private String sourceId;
        private String sourceType;

        public Builder() {}

        public Builder(GetInstanceSourceDetail defaults) {
            Objects.requireNonNull(defaults);
            this.bootVolumeSizeInGbs = defaults.bootVolumeSizeInGbs;
            this.bootVolumeVpusPerGb = defaults.bootVolumeVpusPerGb;
            this.instanceSourceImageFilterDetails = defaults.instanceSourceImageFilterDetails;
            this.isPreserveBootVolumeEnabled = defaults.isPreserveBootVolumeEnabled;
            this.kmsKeyId = defaults.kmsKeyId;
            this.sourceId = defaults.sourceId;
            this.sourceType = defaults.sourceType;
        }

        @CustomType.Setter
        public Builder bootVolumeSizeInGbs(String bootVolumeSizeInGbs) {
            this.bootVolumeSizeInGbs = bootVolumeSizeInGbs;
            return this;
        }

        @CustomType.Setter
        public Builder bootVolumeVpusPerGb(String bootVolumeVpusPerGb) {
            this.bootVolumeVpusPerGb = bootVolumeVpusPerGb;
            return this;
        }

        @CustomType.Setter
        public Builder instanceSourceImageFilterDetails(List<GetInstanceSourceDetailInstanceSourceImageFilterDetail> instanceSourceImageFilterDetails) {
            this.instanceSourceImageFilterDetails = instanceSourceImageFilterDetails;
            return this;
        }

        public Builder instanceSourceImageFilterDetails(GetInstanceSourceDetailInstanceSourceImageFilterDetail... instanceSourceImageFilterDetails) {
            return instanceSourceImageFilterDetails(List.of(instanceSourceImageFilterDetails));
        }

        @CustomType.Setter
        public Builder isPreserveBootVolumeEnabled(Boolean isPreserveBootVolumeEnabled) {
            this.isPreserveBootVolumeEnabled = isPreserveBootVolumeEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder kmsKeyId(String kmsKeyId) {
            this.kmsKeyId = kmsKeyId;
            return this;
        }

        @CustomType.Setter
        public Builder sourceId(String sourceId) {
            this.sourceId = sourceId;
            return this;
        }

        @CustomType.Setter
        public Builder sourceType(String sourceType) {
            this.sourceType = sourceType;
            return this;
        }

        public GetInstanceSourceDetail build() {
            final var _resultValue = new GetInstanceSourceDetail();
            _resultValue.bootVolumeSizeInGbs = bootVolumeSizeInGbs;
            _resultValue.bootVolumeVpusPerGb = bootVolumeVpusPerGb;
            _resultValue.instanceSourceImageFilterDetails = instanceSourceImageFilterDetails;
            _resultValue.isPreserveBootVolumeEnabled = isPreserveBootVolumeEnabled;
            _resultValue.kmsKeyId = kmsKeyId;
            _resultValue.sourceId = sourceId;
            _resultValue.sourceType = sourceType;
            return _resultValue;
        }
    }
}
