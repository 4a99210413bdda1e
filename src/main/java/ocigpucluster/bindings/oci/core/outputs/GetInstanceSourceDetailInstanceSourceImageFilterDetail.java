// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Map;
import java.util.Objects;

/** Nested object getInstanceSourceDetailInstanceSourceImageFilterDetail (used by oci:Core/getInstanceSourceDetail:getInstanceSourceDetail). */
@CustomType
public final class GetInstanceSourceDetailInstanceSourceImageFilterDetail {
    private String compartmentId;
    private Map<String,String> definedTagsFilter;
    private String operatingSystem;
    private String operatingSystemVersion;

    private GetInstanceSourceDetailInstanceSourceImageFilterDetail() {}

    public String compartmentId() {
        return this.compartmentId;
    }

    public Map<String,String> definedTagsFilter() {
        return this.definedTagsFilter;
    }

    public String operatingSystem() {
        return this.operatingSystem;
    }

    public String operatingSystemVersion() {
        return this.operatingSystemVersion;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstanceSourceDetailInstanceSourceImageFilterDetail defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String compartmentId;
        private Map<String,String> definedTagsFilter;
        private String operatingSystem;
        private String operatingSystemVersion;

        public Builder() {}

        public Builder(GetInstanceSourceDetailInstanceSourceImageFilterDetail defaults) {
            Objects.requireNonNull(defaults);
            this.compartmentId = defaults.compartmentId;
            this.definedTagsFilter = defaults.definedTagsFilter;
            this.operatingSystem = defaults.operatingSystem;
            this.operatingSystemVersion = defaults.operatingSystemVersion;
        }

        @CustomType.Setter
        public Builder compartmentId(String compartmentId) {
            this.compartmentId = compartmentId;
            return this;
        }

        @CustomType.Setter
        public Builder definedTagsFilter(Map<String,String> definedTagsFilter) {
            this.definedTagsFilter = definedTagsFilter;
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

        public GetInstanceSourceDetailInstanceSourceImageFilterDetail build() {
            final var _resultValue = new GetInstanceSourceDetailInstanceSourceImageFilterDetail();
            _resultValue.compartmentId = compartmentId;
            _resultValue.definedTagsFilter = definedTagsFilter;
            _resultValue.operatingSystem = operatingSystem;
            _resultValue.operatingSystemVersion = operatingSystemVersion;
            return _resultValue;
        }
    }
}
