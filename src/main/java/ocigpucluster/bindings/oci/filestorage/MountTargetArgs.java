// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.filestorage;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import ocigpucluster.bindings.oci.filestorage.inputs.MountTargetKerberosArgs;
import ocigpucluster.bindings.oci.filestorage.inputs.MountTargetLdapIdmapArgs;
import ocigpucluster.bindings.oci.filestorage.inputs.MountTargetLockArgs;

/** Input properties for MountTarget (oci:FileStorage/mountTarget:MountTarget). */
public final class MountTargetArgs extends ResourceArgs {

    public static final MountTargetArgs Empty = new MountTargetArgs();

    @Import(name="availabilityDomain", required=true)
    private Output<String> availabilityDomain;

    public Output<String> availabilityDomain() {
        return this.availabilityDomain;
    }

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

    @Import(name="hostnameLabel")
    private Output<String> hostnameLabel;

    public Optional<Output<String>> hostnameLabel() {
        return Optional.ofNullable(this.hostnameLabel);
    }

    @Import(name="idmapType")
    private Output<String> idmapType;

    public Optional<Output<String>> idmapType() {
        return Optional.ofNullable(this.idmapType);
    }

    @Import(name="ipAddress")
    private Output<String> ipAddress;

    public Optional<Output<String>> ipAddress() {
        return Optional.ofNullable(this.ipAddress);
    }

    @Import(name="isLockOverride")
    private Output<Boolean> isLockOverride;

    public Optional<Output<Boolean>> isLockOverride() {
        return Optional.ofNullable(this.isLockOverride);
    }

    @Import(name="kerberos")
    private Output<MountTargetKerberosArgs> kerberos;

    public Optional<Output<MountTargetKerberosArgs>> kerberos() {
        return Optional.ofNullable(this.kerberos);
    }

    @Import(name="ldapIdmap")
    private Output<MountTargetLdapIdmapArgs> ldapIdmap;

    public Optional<Output<MountTargetLdapIdmapArgs>> ldapIdmap() {
        return Optional.ofNullable(this.ldapIdmap);
    }

    @Import(name="locks")
    private Output<List<MountTargetLockArgs>> locks;

    public Optional<Output<List<MountTargetLockArgs>>> locks() {
        return Optional.ofNullable(this.locks);
    }

    @Import(name="nsgIds")
    private Output<List<String>> nsgIds;

    public Optional<Output<List<String>>> nsgIds() {
        return Optional.ofNullable(this.nsgIds);
    }

    @Import(name="requestedThroughput")
    private Output<String> requestedThroughput;

    public Optional<Output<String>> requestedThroughput() {
        return Optional.ofNullable(this.requestedThroughput);
    }

    @Import(name="securityAttributes")
    private Output<Map<String,String>> securityAttributes;

    public Optional<Output<Map<String,String>>> securityAttributes() {
        return Optional.ofNullable(this.securityAttributes);
    }

    @Import(name="subnetId", required=true)
    private Output<String> subnetId;

    public Output<String> subnetId() {
        return this.subnetId;
    }

    private MountTargetArgs() {}

    private MountTargetArgs(MountTargetArgs $) {
        this.availabilityDomain = $.availabilityDomain;
        this.compartmentId = $.compartmentId;
        this.definedTags = $.definedTags;
        this.displayName = $.displayName;
        this.freeformTags = $.freeformTags;
        this.hostnameLabel = $.hostnameLabel;
        this.idmapType = $.idmapType;
        this.ipAddress = $.ipAddress;
        this.isLockOverride = $.isLockOverride;
        this.kerberos = $.kerberos;
        this.ldapIdmap = $.ldapIdmap;
        this.locks = $.locks;
        this.nsgIds = $.nsgIds;
        this.requestedThroughput = $.requestedThroughput;
        this.securityAttributes = $.securityAttributes;
        this.subnetId = $.subnetId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(MountTargetArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final MountTargetArgs $;

        public Builder() {
            $ = new MountTargetArgs();
        }

        public Builder(MountTargetArgs defaults) {
            $ = new MountTargetArgs(Objects.requireNonNull(defaults));
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

        public Builder hostnameLabel(Output<String> hostnameLabel) {
            $.hostnameLabel = hostnameLabel;
            return this;
        }

        public Builder hostnameLabel(String hostnameLabel) {
            return hostnameLabel(Output.of(hostnameLabel));
        }

        public Builder idmapType(Output<String> idmapType) {
            $.idmapType = idmapType;
            return this;
        }

        public Builder idmapType(String idmapType) {
            return idmapType(Output.of(idmapType));
        }

        public Builder ipAddress(Output<String> ipAddress) {
            $.ipAddress = ipAddress;
            return this;
        }

        public Builder ipAddress(String ipAddress) {
            return ipAddress(Output.of(ipAddress));
        }

        public Builder isLockOverride(Output<Boolean> isLockOverride) {
            $.isLockOverride = isLockOverride;
            return this;
        }

        public Builder isLockOverride(Boolean isLockOverride) {
            return isLockOverride(Output.of(isLockOverride));
        }

        public Builder kerberos(Output<MountTargetKerberosArgs> kerberos) {
            $.kerberos = kerberos;
            return this;
        }

        public Builder kerberos(MountTargetKerberosArgs kerberos) {
            return kerberos(Output.of(kerberos));
        }

        public Builder ldapIdmap(Output<MountTargetLdapIdmapArgs> ldapIdmap) {
            $.ldapIdmap = ldapIdmap;
            return this;
        }

        public Builder ldapIdmap(MountTargetLdapIdmapArgs ldapIdmap) {
            return ldapIdmap(Output.of(ldapIdmap));
        }

        public Builder locks(Output<List<MountTargetLockArgs>> locks) {
            $.locks = locks;
            return this;
        }

        public Builder locks(List<MountTargetLockArgs> locks) {
            return locks(Output.of(locks));
        }

        public Builder locks(MountTargetLockArgs... locks) {
            return locks(List.of(locks));
        }

        public Builder nsgIds(Output<List<String>> nsgIds) {
            $.nsgIds = nsgIds;
            return this;
        }

        public Builder nsgIds(List<String> nsgIds) {
            return nsgIds(Output.of(nsgIds));
        }

        public Builder nsgIds(String... nsgIds) {
            return nsgIds(List.of(nsgIds));
        }

        public Builder requestedThroughput(Output<String> requestedThroughput) {
            $.requestedThroughput = requestedThroughput;
            return this;
        }

        public Builder requestedThroughput(String requestedThroughput) {
            return requestedThroughput(Output.of(requestedThroughput));
        }

        public Builder securityAttributes(Output<Map<String,String>> securityAttributes) {
            $.securityAttributes = securityAttributes;
            return this;
        }

        public Builder securityAttributes(Map<String,String> securityAttributes) {
            return securityAttributes(Output.of(securityAttributes));
        }

        public Builder subnetId(Output<String> subnetId) {
            $.subnetId = subnetId;
            return this;
        }

        public Builder subnetId(String subnetId) {
            return subnetId(Output.of(subnetId));
        }

        public MountTargetArgs build() {
            if ($.availabilityDomain == null) {
                throw new MissingRequiredPropertyException("MountTargetArgs", "availabilityDomain");
            }
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("MountTargetArgs", "compartmentId");
            }
            if ($.subnetId == null) {
                throw new MissingRequiredPropertyException("MountTargetArgs", "subnetId");
            }
            return $;
        }
    }
}
