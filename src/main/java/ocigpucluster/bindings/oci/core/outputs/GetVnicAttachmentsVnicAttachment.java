// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;

/** Nested object getVnicAttachmentsVnicAttachment (used by oci:Core/getVnicAttachments:getVnicAttachments). */
@CustomType
public final class GetVnicAttachmentsVnicAttachment {
    private String availabilityDomain;
    private String compartmentId;
    private List<GetVnicAttachmentsVnicAttachmentCreateVnicDetail> createVnicDetails;
    private String displayName;
    private String id;
    private String instanceId;
    private Integer nicIndex;
    private String state;
    private String subnetId;
    private String timeCreated;
    private String vlanId;
    private Integer vlanTag;
    private String vnicId;

    private GetVnicAttachmentsVnicAttachment() {}

    public String availabilityDomain() {
        return this.availabilityDomain;
    }

    public String compartmentId() {
        return this.compartmentId;
    }

    public List<GetVnicAttachmentsVnicAttachmentCreateVnicDetail> createVnicDetails() {
        return this.createVnicDetails;
    }

    public String displayName() {
        return this.displayName;
    }

    public String id() {
        return this.id;
    }

    public String instanceId() {
        return this.instanceId;
    }

    public Integer nicIndex() {
        return this.nicIndex;
    }

    public String state() {
        return this.state;
    }

    public String subnetId() {
        return this.subnetId;
    }

    public String timeCreated() {
        return this.timeCreated;
    }

    public String vlanId() {
        return this.vlanId;
    }

    public Integer vlanTag() {
        return this.vlanTag;
    }

    public String vnicId() {
        return this.vnicId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetVnicAttachmentsVnicAttachment defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String availabilityDomain;
        private String compartmentId;
        private List<GetVnicAttachmentsVnicAttachmentCreateVnicDetail> createVnicDetails;
        private String displayName;
        private String id;
        private String instanceId;
        private Integer nicIndex;
        private String state;
        private String subnetId;
        private String timeCreated;
        private String vlanId;
        private Integer vlanTag;
        private String vnicId;

        public Builder() {}

        public Builder(GetVnicAttachmentsVnicAttachment defaults) {
            Objects.requireNonNull(defaults);
            this.availabilityDomain = defaults.availabilityDomain;
            this.compartmentId = defaults.compartmentId;
            this.createVnicDetails = defaults.createVnicDetails;
            this.displayName = defaults.displayName;
            this.id = defaults.id;
            this.instanceId = defaults.instanceId;
            this.nicIndex = defaults.nicIndex;
            this.state = defaults.state;
            this.subnetId = defaults.subnetId;
            this.timeCreated = defaults.timeCreated;
            this.vlanId = defaults.vlanId;
            this.vlanTag = defaults.vlanTag;
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
        public Builder createVnicDetails(List<GetVnicAttachmentsVnicAttachmentCreateVnicDetail> createVnicDetails) {
            this.createVnicDetails = createVnicDetails;
            return this;
        }

        public Builder createVnicDetails(GetVnicAttachmentsVnicAttachmentCreateVnicDetail... createVnicDetails) {
            return createVnicDetails(List.of(createVnicDetails));
        }

        @CustomType.Setter
        public Builder displayName(String displayName) {
            this.displayName = displayName;
            return this;
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
        public Builder nicIndex(Integer nicIndex) {
            this.nicIndex = nicIndex;
            return this;
        }

        @CustomType.Setter
        public Builder state(String state) {
            this.state = state;
            return this;
        }

        @CustomType.Setter
        public Builder subnetId(String subnetId) {
            this.subnetId = subnetId;
            return this;
        }

        @CustomType.Setter
        public Builder timeCreated(String timeCreated) {
            this.timeCreated = timeCreated;
            return this;
        }

        @CustomType.Setter
        public Builder vlanId(String vlanId) {
            this.vlanId = vlanId;
            return this;
        }

        @CustomType.Setter
        public Builder vlanTag(Integer vlanTag) {
            this.vlanTag = vlanTag;
            return this;
        }

        @CustomType.Setter
        public Builder vnicId(String vnicId) {
            this.vnicId = vnicId;
            return this;
        }

        public GetVnicAttachmentsVnicAttachment build() {
            final var _resultValue = new GetVnicAttachmentsVnicAttachment();
            _resultValue.availabilityDomain = availabilityDomain;
            _resultValue.compartmentId = compartmentId;
            _resultValue.createVnicDetails = createVnicDetails;
            _resultValue.displayName = displayName;
            _resultValue.id = id;
            _resultValue.instanceId = instanceId;
            _resultValue.nicIndex = nicIndex;
            _resultValue.state = state;
            _resultValue.subnetId = subnetId;
            _resultValue.timeCreated = timeCreated;
            _resultValue.vlanId = vlanId;
            _resultValue.vlanTag = vlanTag;
            _resultValue.vnicId = vnicId;
            return _resultValue;
        }
    }
}
