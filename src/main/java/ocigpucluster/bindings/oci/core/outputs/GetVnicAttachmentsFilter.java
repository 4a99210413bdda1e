// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Nested object getVnicAttachmentsFilter (used by oci:Core/getVnicAttachments:getVnicAttachments). */
@CustomType
public final class GetVnicAttachmentsFilter {
    private String name;
    private Boolean regex;
    private List<String> values;

    private GetVnicAttachmentsFilter() {}

    public String name() {
        return this.name;
    }

    public Optional<Boolean> regex() {
        return Optional.ofNullable(this.regex);
    }

    public List<String> values() {
        return this.values;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetVnicAttachmentsFilter defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String name;
        private Boolean regex;
        private List<String> values;

        public Builder() {}

        public Builder(GetVnicAttachmentsFilter defaults) {
            Objects.requireNonNull(defaults);
            this.name = defaults.name;
            this.regex = defaults.regex;
            this.values = defaults.values;
        }

        @CustomType.Setter
        public Builder name(String name) {
            this.name = name;
            return this;
        }

        @CustomType.Setter
        public Builder regex(Boolean regex) {
            this.regex = regex;
            return this;
        }

        @CustomType.Setter
        public Builder values(List<String> values) {
            this.values = values;
            return this;
        }

        public Builder values(String... values) {
            return values(List.of(values));
        }

        public GetVnicAttachmentsFilter build() {
            final var _resultValue = new GetVnicAttachmentsFilter();
            _resultValue.name = name;
            _resultValue.regex = regex;
            _resultValue.values = values;
            return _resultValue;
        }
    }
}
