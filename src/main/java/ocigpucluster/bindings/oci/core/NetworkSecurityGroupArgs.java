// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Input properties for NetworkSecurityGroup (oci:Core/networkSecurityGroup:NetworkSecurityGroup). */
public final class NetworkSecurityGroupArgs extends ResourceArgs {

    public static final NetworkSecurityGroupArgs Empty = new NetworkSecurityGroupArgs();

    @Import(name="compartmentId", required=true)
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
    }

    @Import(name="definedTags")
    private Output<Map<String,String>> definedTags;

    public Optional<Output<Map<String,String>>> definedTags() {
        return Optional.ofNullable(this.definedTags);
    }

    @Import(name="displayName")
    private Output<String> displayName;

    public Optional<Output<String>> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    @Import(name="freeformTags")
    private Output<Map<String,String>> freeformTags;

    public Optional<Output<Map<String,String>>> freeformTags() {
        return Optional.ofNullable(this.freeformTags);
    }

    @Import(name="vcnId", required=true)
    private Output<String> vcnId;

    public Output<String> vcnId() {
        return this.vcnId;
    }

    private NetworkSecurityGroupArgs() {}

    private NetworkSecurityGroupArgs(NetworkSecurityGroupArgs $) {
        this.compartmentId = $.compartmentId;
        this.definedTags = $.definedTags;
        this.displayName = $.displayName;
        this.freeformTags = $.freeformTags;
        this.vcnId = $.vcnId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(NetworkSecurityGroupArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final NetworkSecurityGroupArgs $;

        public Builder() {
            $ = new NetworkSecurityGroupArgs();
        }

        public Builder(NetworkSecurityGroupArgs defaults) {
            $ = new NetworkSecurityGroupArgs(Objects.requireNonNull(defaults));
        }

        public Builder compartmentId(Output<String> compartmentId) {
            $.compartmentId = compartmentId;
            return this;
        }

        public Builder compartmentId(String compartmentId) {
            return compartmentId(Output.of(compartmentId));
        }

        public Builder definedTags(Output<Map<String,String>> definedTags) {
            $.definedTags = definedTags;
            return this;
        }

        public Builder definedTags(Map<String,String> definedTags) {
            return definedTags(Output.of(definedTags));
        }

        public Builder displayName(Output<String> displayName) {
            $.displayName = displayName;
            return this;
        }

        public Builder displayName(String displayName) {
            return displayName(Output.of(displayName));
        }

        public Builder freeformTags(Output<Map<String,String>> freeformTags) {
            $.freeformTags = freeformTags;
            return this;
        }

        public Builder freeformTags(Map<String,String> freeformTags) {
            return freeformTags(Output.of(freeformTags));
        }

        public Builder vcnId(Output<String> vcnId) {
            $.vcnId = vcnId;
            return this;
        }

        public Builder vcnId(String vcnId) {
            return vcnId(Output.of(vcnId));
        }

        public NetworkSecurityGroupArgs build() {
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("NetworkSecurityGroupArgs", "compartmentId");
            }
            if ($.vcnId == null) {
                throw new MissingRequiredPropertyException("NetworkSecurityGroupArgs", "vcnId");
            }
            return $;
        }
    }
}
