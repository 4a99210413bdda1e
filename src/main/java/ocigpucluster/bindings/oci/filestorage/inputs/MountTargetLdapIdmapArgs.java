// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.filestorage.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object MountTargetLdapIdmap (used by oci:FileStorage/mountTarget:MountTarget). */
public final class MountTargetLdapIdmapArgs extends ResourceArgs {

    public static final MountTargetLdapIdmapArgs Empty = new MountTargetLdapIdmapArgs();

    @Import(name="cacheLifetimeSeconds")
    private Output<Integer> cacheLifetimeSeconds;

    public Optional<Output<Integer>> cacheLifetimeSeconds() {
        return Optional.ofNullable(this.cacheLifetimeSeconds);
    }

    @Import(name="cacheRefreshIntervalSeconds")
    private Output<Integer> cacheRefreshIntervalSeconds;

    public Optional<Output<Integer>> cacheRefreshIntervalSeconds() {
        return Optional.ofNullable(this.cacheRefreshIntervalSeconds);
    }

    @Import(name="groupSearchBase")
    private Output<String> groupSearchBase;

    public Optional<Output<String>> groupSearchBase() {
        return Optional.ofNullable(this.groupSearchBase);
    }

    @Import(name="negativeCacheLifetimeSeconds")
    private Output<Integer> negativeCacheLifetimeSeconds;

    public Optional<Output<Integer>> negativeCacheLifetimeSeconds() {
        return Optional.ofNullable(this.negativeCacheLifetimeSeconds);
    }

    @Import(name="outboundConnector1id")
    private Output<String> outboundConnector1id;

    public Optional<Output<String>> outboundConnector1id() {
        return Optional.ofNullable(this.outboundConnector1id);
    }

    @Import(name="outboundConnector2id")
    private Output<String> outboundConnector2id;

    public Optional<Output<String>> outboundConnector2id() {
        return Optional.ofNullable(this.outboundConnector2id);
    }

    @Import(name="schemaType")
    private Output<String> schemaType;

    public Optional<Output<String>> schemaType() {
        return Optional.ofNullable(this.schemaType);
    }

    @Import(name="userSearchBase")
    private Output<String> userSearchBase;

    public Optional<Output<String>> userSearchBase() {
        return Optional.ofNullable(this.userSearchBase);
    }

    private MountTargetLdapIdmapArgs() {}

    private MountTargetLdapIdmapArgs(MountTargetLdapIdmapArgs $) {
        this.cacheLifetimeSeconds = $.cacheLifetimeSeconds;
        this.cacheRefreshIntervalSeconds = $.cacheRefreshIntervalSeconds;
        this.groupSearchBase = $.groupSearchBase;
        this.negativeCacheLifetimeSeconds = $.negativeCacheLifetimeSeconds;
        this.outboundConnector1id = $.outboundConnector1id;
        this.outboundConnector2id = $.outboundConnector2id;
        this.schemaType = $.schemaType;
        this.userSearchBase = $.userSearchBase;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(MountTargetLdapIdmapArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final MountTargetLdapIdmapArgs $;

        public Builder() {
            $ = new MountTargetLdapIdmapArgs();
        }

        public Builder(MountTargetLdapIdmapArgs defaults) {
            $ = new MountTargetLdapIdmapArgs(Objects.requireNonNull(defaults));
        }

        public Builder cacheLifetimeSeconds(Output<Integer> cacheLifetimeSeconds) {
            $.cacheLifetimeSeconds = cacheLifetimeSeconds;
            return this;
        }

        public Builder cacheLifetimeSeconds(Integer cacheLifetimeSeconds) {
            return cacheLifetimeSeconds(Output.of(cacheLifetimeSeconds));
        }

        public Builder cacheRefreshIntervalSeconds(Output<Integer> cacheRefreshIntervalSeconds) {
            $.cacheRefreshIntervalSeconds = cacheRefreshIntervalSeconds;
            return this;
        }

        public Builder cacheRefreshIntervalSeconds(Integer cacheRefreshIntervalSeconds) {
            return cacheRefreshIntervalSeconds(Output.of(cacheRefreshIntervalSeconds));
        }

        public Builder groupSearchBase(Output<String> groupSearchBase) {
            $.groupSearchBase = groupSearchBase;
            return this;
        }

        public Builder groupSearchBase(String groupSearchBase) {
            return groupSearchBase(Output.of(groupSearchBase));
        }

        public Builder negativeCacheLifetimeSeconds(Output<Integer> negativeCacheLifetimeSeconds) {
            $.negativeCacheLifetimeSeconds = negativeCacheLifetimeSeconds;
            return this;
        }

        public Builder negativeCacheLifetimeSeconds(Integer negativeCacheLifetimeSeconds) {
            return negativeCacheLifetimeSeconds(Output.of(negativeCacheLifetimeSeconds));
        }

        public Builder outboundConnector1id(Output<String> outboundConnector1id) {
            $.outboundConnector1id = outboundConnector1id;
            return this;
        }

        public Builder outboundConnector1id(String outboundConnector1id) {
            return outboundConnector1id(Output.of(outboundConnector1id));
        }

        public Builder outboundConnector2id(Output<String> outboundConnector2id) {
            $.outboundConnector2id = outboundConnector2id;
            return this;
        }

        public Builder outboundConnector2id(String outboundConnector2id) {
            return outboundConnector2id(Output.of(outboundConnector2id));
        }

        public Builder schemaType(Output<String> schemaType) {
            $.schemaType = schemaType;
            return this;
        }

        public Builder schemaType(String schemaType) {
            return schemaType(Output.of(schemaType));
        }

        public Builder userSearchBase(Output<String> userSearchBase) {
            $.userSearchBase = userSearchBase;
            return this;
        }

        public Builder userSearchBase(String userSearchBase) {
            return userSearchBase(Output.of(userSearchBase));
        }

        public MountTargetLdapIdmapArgs build() {
            return $;
        }
    }
}
