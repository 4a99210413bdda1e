// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.filestorage.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** NFS client rule of an export; source (CIDR or IP) is required. */
@CustomType
public final class ExportExportOption {
    private String access;
    private List<String> allowedAuths;
    private String anonymousGid;
    private String anonymousUid;
    private String identitySquash;
    private Boolean isAnonymousAccessAllowed;
    private Boolean requirePrivilegedSourcePort;
    private String source;

    private ExportExportOption() {}

    public Optional<String> access() {
        return Optional.ofNullable(this.access);
    }

    public List<String> allowedAuths() {
        return this.allowedAuths == null ? List.of() : this.allowedAuths;
    }

    public Optional<String> anonymousGid() {
        return Optional.ofNullable(this.anonymousGid);
    }

    public Optional<String> anonymousUid() {
        return Optional.ofNullable(this.anonymousUid);
    }

    public Optional<String> identitySquash() {
        return Optional.ofNullable(this.identitySquash);
    }

    public Optional<Boolean> isAnonymousAccessAllowed() {
        return Optional.ofNullable(this.isAnonymousAccessAllowed);
    }

    public Optional<Boolean> requirePrivilegedSourcePort() {
        return Optional.ofNullable(this.requirePrivilegedSourcePort);
    }

    public String source() {
        return this.source;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ExportExportOption defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String access;
        private List<String> allowedAuths;
        private String anonymousGid;
        private String anonymousUid;
        private String identitySquash;
        private Boolean isAnonymousAccessAllowed;
        private Boolean requirePrivilegedSourcePort;
        private String source;

        public Builder() {}

        public Builder(ExportExportOption defaults) {
            Objects.requireNonNull(defaults);
            this.access = defaults.access;
            this.allowedAuths = defaults.allowedAuths;
            this.anonymousGid = defaults.anonymousGid;
            this.anonymousUid = defaults.anonymousUid;
            this.identitySquash = defaults.identitySquash;
            this.isAnonymousAccessAllowed = defaults.isAnonymousAccessAllowed;
            this.requirePrivilegedSourcePort = defaults.requirePrivilegedSourcePort;
            this.source = defaults.source;
        }

        @CustomType.Setter
        public Builder access(String access) {
            this.access = access;
            return this;
        }

        @CustomType.Setter
        public Builder allowedAuths(List<String> allowedAuths) {
            this.allowedAuths = allowedAuths;
            return this;
        }

        public Builder allowedAuths(String... allowedAuths) {
            return allowedAuths(List.of(allowedAuths));
        }

        @CustomType.Setter
        public Builder anonymousGid(String anonymousGid) {
            this.anonymousGid = anonymousGid;
            return this;
        }

        @CustomType.Setter
        public Builder anonymousUid(String anonymousUid) {
            this.anonymousUid = anonymousUid;
            return this;
        }

        @CustomType.Setter
        public Builder identitySquash(String identitySquash) {
            this.identitySquash = identitySquash;
            return this;
        }

        @CustomType.Setter
        public Builder isAnonymousAccessAllowed(Boolean isAnonymousAccessAllowed) {
            this.isAnonymousAccessAllowed = isAnonymousAccessAllowed;
            return this;
        }

        @CustomType.Setter
        public Builder requirePrivilegedSourcePort(Boolean requirePrivilegedSourcePort) {
            this.requirePrivilegedSourcePort = requirePrivilegedSourcePort;
            return this;
        }

        @CustomType.Setter
        public Builder source(String source) {
            this.source = source;
            return this;
        }

        public ExportExportOption build() {
            final var _resultValue = new ExportExportOption();
            _resultValue.access = access;
            _resultValue.allowedAuths = allowedAuths;
            _resultValue.anonymousGid = anonymousGid;
            _resultValue.anonymousUid = anonymousUid;
            _resultValue.identitySquash = identitySquash;
            _resultValue.isAnonymousAccessAllowed = isAnonymousAccessAllowed;
            _resultValue.requirePrivilegedSourcePort = requirePrivilegedSourcePort;
            _resultValue.source = source;
            return _resultValue;
        }
    }
}
