// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.filestorage.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object MountTargetLdapIdmap (used by oci:FileStorage/mountTarget:MountTarget). */
@CustomType
public final class MountTargetLdapIdmap {
    private Integer cacheLifetimeSeconds;
    private Integer cacheRefreshIntervalSeconds;
    private String groupSearchBase;
    private Integer negativeCacheLifetimeSeconds;
    private String outboundConnector1id;
    private String outboundConnector2id;
    private String schemaType;
    private String userSearchBase;

    private MountTargetLdapIdmap() {}

    public Optional<Integer> cacheLifetimeSeconds() {
        return Optional.ofNullable(this.cacheLifetimeSeconds);
    }

    public Optional<Integer> cacheRefreshIntervalSeconds() {
        return Optional.ofNullable(this.cacheRefreshIntervalSeconds);
    }

    public Optional<String> groupSearchBase() {
        return Optional.ofNullable(this.groupSearchBase);
    }

    public Optional<Integer> negativeCacheLifetimeSeconds() {
        return Optional.ofNullable(this.negativeCacheLifetimeSeconds);
    }

    public Optional<String> outboundConnector1id() {
        return Optional.ofNullable(this.outboundConnector1id);
    }

    public Optional<String> outboundConnector2id() {
        return Optional.ofNullable(this.outboundConnector2id);
    }

    public Optional<String> schemaType() {
        return Optional.ofNullable(this.schemaType);
    }

    public Optional<String> userSearchBase() {
        return Optional.ofNullable(this.userSearchBase);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(MountTargetLdapIdmap defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Integer cacheLifetimeSeconds;
        private Integer cacheRefreshIntervalSeconds;
        private String groupSearchBase;
        private Integer negativeCacheLifetimeSeconds;
        private String outboundConnector1id;
        private String outboundConnector2id;
        private String schemaType;
        private String userSearchBase;

        public Builder() {}

        public Builder(MountTargetLdapIdmap defaults) {
            Objects.requireNonNull(defaults);
            this.cacheLifetimeSeconds = defaults.cacheLifetimeSeconds;
            this.cacheRefreshIntervalSeconds = defaults.cacheRefreshIntervalSeconds;
            this.groupSearchBase = defaults.groupSearchBase;
            this.negativeCacheLifetimeSeconds = defaults.negativeCacheLifetimeSeconds;
            this.outboundConnector1id = defaults.outboundConnector1id;
            this.outboundConnector2id = defaults.outboundConnector2id;
            this.schemaType = defaults.schemaType;
            this.userSearchBase = defaults.userSearchBase;
        }

        @CustomType.Setter
        public Builder cacheLifetimeSeconds(Integer cacheLifetimeSeconds) {
            this.cacheLifetimeSeconds = cacheLifetimeSeconds;
            return this;
        }

        @CustomType.Setter
        public Builder cacheRefreshIntervalSeconds(Integer cacheRefreshIntervalSeconds) {
            this.cacheRefreshIntervalSeconds = cacheRefreshIntervalSeconds;
            return this;
        }

        @CustomType.Setter
        public Builder groupSearchBase(String groupSearchBase) {
            this.groupSearchBase = groupSearchBase;
            return this;
        }

        @CustomType.Setter
        public Builder negativeCacheLifetimeSeconds(Integer negativeCacheLifetimeSeconds) {
            this.negativeCacheLifetimeSeconds = negativeCacheLifetimeSeconds;
            return this;
        }

        @CustomType.Setter
        public Builder outboundConnector1id(String outboundConnector1id) {
            this.outboundConnector1id = outboundConnector1id;
            return this;
        }

        @CustomType.Setter
        public Builder outboundConnector2id(String outboundConnector2id) {
            this.outboundConnector2id = outboundConnector2id;
            return this;
        }

        @CustomType.Setter
        public Builder schemaType(String schemaType) {
            this.schemaType = schemaType;
            return this;
        }

        @CustomType.Setter
        public Builder userSearchBase(String userSearchBase) {
            this.userSearchBase = userSearchBase;
            return this;
        }

        public MountTargetLdapIdmap build() {
            final var _resultValue = new MountTargetLdapIdmap();
            _resultValue.cacheLifetimeSeconds = cacheLifetimeSeconds;
            _resultValue.cacheRefreshIntervalSeconds = cacheRefreshIntervalSeconds;
            _resultValue.groupSearchBase = groupSearchBase;
            _resultValue.negativeCacheLifetimeSeconds = negativeCacheLifetimeSeconds;
            _resultValue.outboundConnector1id = outboundConnector1id;
            _resultValue.outboundConnector2id = outboundConnector2id;
            _resultValue.schemaType = schemaType;
            _resultValue.userSearchBase = userSearchBase;
            return _resultValue;
        }
    }
}
