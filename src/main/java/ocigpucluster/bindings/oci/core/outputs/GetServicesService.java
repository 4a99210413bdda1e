// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object getServicesService (used by oci:Core/getServices:getServices). */
@CustomType
public final class GetServicesService {
    private String cidrBlock;
    private String description;
    private String id;
    private String name;

    private GetServicesService() {}

    public String cidrBlock() {
        return this.cidrBlock;
    }

    public String description() {
        return this.description;
    }

    public String id() {
        return this.id;
    }

    public String name() {
        return this.name;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetServicesService defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String cidrBlock;
        private String description;
        private String id;
        private String name;

        public Builder() {}

        public Builder(GetServicesService defaults) {
            Objects.requireNonNull(defaults);
            this.cidrBlock = defaults.cidrBlock;
            this.description = defaults.description;
            this.id = defaults.id;
            this.name = defaults.name;
        }

        @CustomType.Setter
        public Builder cidrBlock(String cidrBlock) {
            this.cidrBlock = cidrBlock;
            return this;
        }

        @CustomType.Setter
        public Builder description(String description) {
            this.description = description;
            return this;
        }

        @CustomType.Setter
        public Builder id(String id) {
            this.id = id;
            return this;
        }

        @CustomType.Setter
        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public GetServicesService build() {
            final var _resultValue = new GetServicesService();
            _resultValue.cidrBlock = cidrBlock;
            _resultValue.description = description;
            _resultValue.id = id;
            _resultValue.name = name;
            return _resultValue;
        }
    }
}
