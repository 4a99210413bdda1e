// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object getImagesImageImageSourceDetail (used by oci:Core/getImagesImage:getImagesImage). */
@CustomType
public final class GetImagesImageImageSourceDetail {
    private String bucketName;
    private String namespaceName;
    private String objectName;
    private String operatingSystem;
    private String operatingSystemVersion;
    private String sourceImageType;
    private String sourceType;
    private String sourceUri;

    private GetImagesImageImageSourceDetail() {}

    public String bucketName() {
        return this.bucketName;
    }

    public String namespaceName() {
        return this.namespaceName;
    }

    public String objectName() {
        return this.objectName;
    }

    public String operatingSystem() {
        return this.operatingSystem;
    }

    public String operatingSystemVersion() {
        return this.operatingSystemVersion;
    }

    public String sourceImageType() {
        return this.sourceImageType;
    }

    public String sourceType() {
        return this.sourceType;
    }

    public String sourceUri() {
        return this.sourceUri;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetImagesImageImageSourceDetail defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String bucketName;
        private String namespaceName;
        private String objectName;
        private String operatingSystem;
        private String operatingSystemVersion;
        private String sourceImageType;
        private String sourceType;
        private String sourceUri;

        public Builder() {}

        public Builder(GetImagesImageImageSourceDetail defaults) {
            Objects.requireNonNull(defaults);
            this.bucketName = defaults.bucketName;
            this.namespaceName = defaults.namespaceName;
            this.objectName = defaults.objectName;
            this.operatingSystem = defaults.operatingSystem;
            this.operatingSystemVersion = defaults.operatingSystemVersion;
            this.sourceImageType = defaults.sourceImageType;
            this.sourceType = defaults.sourceType;
            this.sourceUri = defaults.sourceUri;
        }

        @CustomType.Setter
        public Builder bucketName(String bucketName) {
            this.bucketName = bucketName;
            return this;
        }

        @CustomType.Setter
        public Builder namespaceName(String namespaceName) {
            this.namespaceName = namespaceName;
            return this;
        }

        @CustomType.Setter
        public Builder objectName(String objectName) {
            this.objectName = objectName;
            return this;
        }

        @CustomType.Setter
        public Builder operatingSystem(String operatingSystem) {
            this.operatingSystem = operatingSystem;
            return this;
        }

        @CustomType.Setter
        public Builder operatingSystemVersion(String operatingSystemVersion) {
            this.operatingSystemVersion = operatingSystemVersion;
            return this;
        }

        @CustomType.Setter
        public Builder sourceImageType(String sourceImageType) {
            this.sourceImageType = sourceImageType;
            return this;
        }

        @CustomType.Setter
        public Builder sourceType(String sourceType) {
            this.sourceType = sourceType;
            return this;
        }

        @CustomType.Setter
        public Builder sourceUri(String sourceUri) {
            this.sourceUri = sourceUri;
            return this;
        }

        public GetImagesImageImageSourceDetail build() {
            final var _resultValue = new GetImagesImageImageSourceDetail();
            _resultValue.bucketName = bucketName;
            _resultValue.namespaceName = namespaceName;
            _resultValue.objectName = objectName;
            _resultValue.operatingSystem = operatingSystem;
            _resultValue.operatingSystemVersion = operatingSystemVersion;
            _resultValue.sourceImageType = sourceImageType;
            _resultValue.sourceType = sourceType;
            _resultValue.sourceUri = sourceUri;
            return _resultValue;
        }
    }
}
