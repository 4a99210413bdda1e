// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.filestorage.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** NFS client rule of an export; source (CIDR or IP) is required. */
public final class ExportExportOptionArgs extends ResourceArgs {

    public static final ExportExportOptionArgs Empty = new ExportExportOptionArgs();

    @Import(name="access")
    private Output<String> access;

    public Optional<Output<String>> access() {
        return Optional.ofNullable(this.access);
    }

    @Import(name="allowedAuths")
    private Output<List<String>> allowedAuths;

    public Optional<Output<List<String>>> allowedAuths() {
        return Optional.ofNullable(this.allowedAuths);
    }

    @Import(name="anonymousGid")
    private Output<String> anonymousGid;

    public Optional<Output<String>> anonymousGid() {
        return Optional.ofNullable(this.anonymousGid);
    }

    @Import(name="anonymousUid")
    private Output<String> anonymousUid;

    public Optional<Output<String>> anonymousUid() {
        return Optional.ofNullable(this.anonymousUid);
    }

    @Import(name="identitySquash")
    private Output<String> identitySquash;

    public Optional<Output<String>> identitySquash() {
        return Optional.ofNullable(this.identitySquash);
    }

    @Import(name="isAnonymousAccessAllowed")
    private Output<Boolean> isAnonymousAccessAllowed;

    public Optional<Output<Boolean>> isAnonymousAccessAllowed() {
        return Optional.ofNullable(this.isAnonymousAccessAllowed);
    }

    @Import(name="requirePrivilegedSourcePort")
    private Output<Boolean> requirePrivilegedSourcePort;

    public Optional<Output<Boolean>> requirePrivilegedSourcePort() {
        return Optional.ofNullable(this.requirePrivilegedSourcePort);
    }

    @Import(name="source", required=true)
    private Output<String> source;

    public Output<String> source() {
        return this.source;
    }

    private ExportExportOptionArgs() {}

    private ExportExportOptionArgs(ExportExportOptionArgs $) {
        this.access = $.access;
        this.allowedAuths = $.allowedAuths;
        this.anonymousGid = $.anonymousGid;
        this.anonymousUid = $.anonymousUid;
        this.identitySquash = $.identitySquash;
        this.isAnonymousAccessAllowed = $.isAnonymousAccessAllowed;
        this.requirePrivilegedSourcePort = $.requirePrivilegedSourcePort;
        this.source = $.source;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ExportExportOptionArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final ExportExportOptionArgs $;

        public Builder() {
            $ = new ExportExportOptionArgs();
        }

        public Builder(ExportExportOptionArgs defaults) {
            $ = new ExportExportOptionArgs(Objects.requireNonNull(defaults));
        }

        public Builder access(Output<String> access) {
            $.access = access;
            return this;
        }

        public Builder access(String access) {
            return access(Output.of(access));
        }

        public Builder allowedAuths(Output<List<String>> allowedAuths) {
            $.allowedAuths = allowedAuths;
            return this;
        }

        public Builder allowedAuths(List<String> allowedAuths) {
            return allowedAuths(Output.of(allowedAuths));
        }

        public Builder allowedAuths(String... allowedAuths) {
            return allowedAuths(List.of(allowedAuths));
        }

        public Builder anonymousGid(Output<String> anonymousGid) {
            $.anonymousGid = anonymousGid;
            return this;
        }

        public Builder anonymousGid(String anonymousGid) {
            return anonymousGid(Output.of(anonymousGid));
        }

        public Builder anonymousUid(Output<String> anonymousUid) {
            $.anonymousUid = anonymousUid;
            return this;
        }

        public Builder anonymousUid(String anonymousUid) {
            return anonymousUid(Output.of(anonymousUid));
        }

        public Builder identitySquash(Output<String> identitySquash) {
            $.identitySquash = identitySquash;
            return this;
        }

        public Builder identitySquash(String identitySquash) {
            return identitySquash(Output.of(identitySquash));
        }

        public Builder isAnonymousAccessAllowed(Output<Boolean> isAnonymousAccessAllowed) {
            $.isAnonymousAccessAllowed = isAnonymousAccessAllowed;
            return this;
        }

        public Builder isAnonymousAccessAllowed(Boolean isAnonymousAccessAllowed) {
            return isAnonymousAccessAllowed(Output.of(isAnonymousAccessAllowed));
        }

        public Builder requirePrivilegedSourcePort(Output<Boolean> requirePrivilegedSourcePort) {
            $.requirePrivilegedSourcePort = requirePrivilegedSourcePort;
            return this;
        }

        public Builder requirePrivilegedSourcePort(Boolean requirePrivilegedSourcePort) {
            return requirePrivilegedSourcePort(Output.of(requirePrivilegedSourcePort));
        }

        public Builder source(Output<String> source) {
            $.source = source;
            return this;
        }

        public Builder source(String source) {
            return source(Output.of(source));
        }

        public ExportExportOptionArgs build() {
            if ($.source == null) {
                throw new MissingRequiredPropertyException("ExportExportOptionArgs", "source");
            }
            return $;
        }
    }
}
