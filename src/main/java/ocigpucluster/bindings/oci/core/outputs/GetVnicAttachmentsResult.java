// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Lists VNIC attachments in a compartment, filterable by instanceId or vnicId. */
@CustomType
public final class GetVnicAttachmentsResult {
    private String availabilityDomain;
    private String compartmentId;
    private List<GetVnicAttachmentsFilter> filters;
    private String id;
    private String instanceId;
    private List<GetVnicAttachmentsVnicAttachment> vnicAttachments;
    private String vnicId;

    private GetVnicAttachmentsResult() {}

    public Optional<String> availabilityDomain() {
        return Optional.ofNullable(this.availabilityDomain);
    }

    public String compartmentId() {
        return this.compartmentId;
    }

    public List<GetVnicAttachmentsFilter> filters() {
        return this.filters == null ? List.of() : this.filters;
    }

    public String id() {
        return this.id;
    }

    public Optional<String> instanceId() {
        return Optional.ofNullable(this.instanceId);
    }

    public List<GetVnicAttachmentsVnicAttachment> vnicAttachments() {
        return this.vnicAttachments;
    }

    public Optional<String> vnicId() {
        return Optional.ofNullable(this.vnicId);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetVnicAttachmentsResult defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String availabilityDomain;
        private String compartmentId;
        private List<GetVnicAttachmentsFilter> filters;
        private String id;
        private String instanceId;
        private List<GetVnicAttachmentsVnicAttachment> vnicAttachments;
        private String vnicId;

        public Builder() {}

        public Builder(GetVnicAttachmentsResult defaults) {
            Objects.requireNonNull(defaults);
            this.availabilityDomain = defaults.availabilityDomain;
            this.compartmentId = defaults.compartmentId;
            this.filters = defaults.filters;
            this.id = defaults.id;
            this.instanceId = defaults.instanceId;
            this.vnicAttachments = defaults.vnicAttachments;
            this.vnicId = defaults.vnicId;
        }

        @CustomType.Setter
        public Builder availabilityDomain(String availabilityDomain) {
            this.availabilityDomain = availabilityDomain;
            return this;
        }

        @CustomType.Setter
        public Builder compartmentId(String compartmentId) {
            this.compartmentId = compartmentId;
            return this;
        }

        @CustomType.Setter
        public Builder filters(List<GetVnicAttachmentsFilter> filters) {
            this.filters = filters;
            return this;
        }

        public Builder filters(GetVnicAttachmentsFilter... filters) {
            return filters(List.of(filters));
        }

        @CustomType.Setter
        public Builder id(String id) {
            this.id = id;
            return this;
        }

        @CustomType.Setter
        public Builder instanceId(String instanceId) {
            this.instanceId = instanceId;
            return this;
        }

        @CustomType.Setter
        public Builder vnicAttachments(List<GetVnicAttachmentsVnicAttachment> vnicAttachments) {
            this.vnicAttachments = vnicAttachments;
            return this;
        }

        public Builder vnicAttachments(GetVnicAttachmentsVnicAttachment... vnicAttachments) {
            return vnicAttachments(List.of(vnicAttachments));
        }

        @CustomType.Setter
        public Builder vnicId(String vnicId) {
            this.vnicId = vnicId;
            return this;
        }

        public GetVnicAttachmentsResult build() {
            final var _resultValue = new GetVnicAttachmentsResult();
            _resultValue.availabilityDomain = availabilityDomain;
            _resultValue.compartmentId = compartmentId;
            _resultValue.filters = filters;
            _resultValue.id = id;
            _resultValue.instanceId = instanceId;
            _resultValue.vnicAttachments = vnicAttachments;
            _resultValue.vnicId = vnicId;
            return _resultValue;
        }
    }
}
