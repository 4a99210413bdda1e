// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.InvokeArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Arguments of the oci:Core/getVnicAttachments:getVnicAttachments invoke. */
public final class GetVnicAttachmentsArgs extends InvokeArgs {

    public static final GetVnicAttachmentsArgs Empty = new GetVnicAttachmentsArgs();

    @Import(name="availabilityDomain")
    private Output<String> availabilityDomain;

    public Optional<Output<String>> availabilityDomain() {
        return Optional.ofNullable(this.availabilityDomain);
    }

    @Import(name="compartmentId", required=true)
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
    }

    @Import(name="filters")
    private Output<List<GetVnicAttachmentsFilterArgs>> filters;

    public Optional<Output<List<GetVnicAttachmentsFilterArgs>>> filters() {
        return Optional.ofNullable(this.filters);
    }

    @Import(name="instanceId")
    private Output<String> instanceId;

    public Optional<Output<String>> instanceId() {
        return Optional.ofNullable(this.instanceId);
    }

    @Import(name="vnicId")
    private Output<String> vnicId;

    public Optional<Output<String>> vnicId() {
        return Optional.ofNullable(this.vnicId);
    }

    private GetVnicAttachmentsArgs() {}

    private GetVnicAttachmentsArgs(GetVnicAttachmentsArgs $) {
        this.availabilityDomain = $.availabilityDomain;
        this.compartmentId = $.compartmentId;
        this.filters = $.filters;
        this.instanceId = $.instanceId;
        this.vnicId = $.vnicId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetVnicAttachmentsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final GetVnicAttachmentsArgs $;

        public Builder() {
            $ = new GetVnicAttachmentsArgs();
        }

        public Builder(GetVnicAttachmentsArgs defaults) {
            $ = new GetVnicAttachmentsArgs(Objects.requireNonNull(defaults));
        }

        public Builder availabilityDomain(Output<String> availabilityDomain) {
            $.availabilityDomain = availabilityDomain;
            return this;
        }

        public Builder availabilityDomain(String availabilityDomain) {
            return availabilityDomain(Output.of(availabilityDomain));
        }

        public Builder compartmentId(Output<String> compartmentId) {
            $.compartmentId = compartmentId;
            return this;
        }

        public Builder compartmentId(String compartmentId) {
            return compartmentId(Output.of(compartmentId));
        }

        public Builder filters(Output<List<GetVnicAttachmentsFilterArgs>> filters) {
            $.filters = filters;
            return this;
        }

        public Builder filters(List<GetVnicAttachmentsFilterArgs> filters) {
            return filters(Output.of(filters));
        }

        public Builder filters(GetVnicAttachmentsFilterArgs... filters) {
            return filters(List.of(filters));
        }

        public Builder instanceId(Output<String> instanceId) {
            $.instanceId = instanceId;
            return this;
        }

        public Builder instanceId(String instanceId) {
            return instanceId(Output.of(instanceId));
        }

        public Builder vnicId(Output<String> vnicId) {
            $.vnicId = vnicId;
            return this;
        }

        public Builder vnicId(String vnicId) {
            return vnicId(Output.of(vnicId));
        }

        public GetVnicAttachmentsArgs build() {
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("GetVnicAttachmentsArgs", "compartmentId");
            }
            return $;
        }
    }
}
