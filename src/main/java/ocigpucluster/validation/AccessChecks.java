package ocigpucluster.validation;

import static ocigpucluster.validation.Check.error;
import static ocigpucluster.validation.Check.warning;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ocigpucluster.settings.BastionKeys;
import ocigpucluster.settings.BootstrapKeys;
import ocigpucluster.settings.ClusterKeys;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.NetworkKeys;
import ocigpucluster.settings.Secret;
import ocigpucluster.settings.Settings;
import ocigpucluster.settings.StorageKeys;
import ocigpucluster.settings.TopLevelKeys;
import ocigpucluster.validation.Check.Finding;

/** What the program needs to reach OCI and the machines: required values, OCIDs and SSH keys. */
public final class AccessChecks {
    /**
     * {@code ocid1.<type>.<realm>.[region][.future].<unique>}; the region is empty for global
     * resources (OCI "Resource Identifiers"). The unique part of the OCIDs OCI issues is 60
     * characters; 20 to 200 leaves room without taking a cut-off or runaway paste.
     */
    static final Pattern OCID =
            Pattern.compile("ocid1\\.([a-z0-9]+)\\.([a-z0-9]+)\\.([a-z0-9-]*)(?:\\.[a-z0-9-]+)?\\.([a-z0-9]{20,200})");
    /** Longer than any OCID: not worth matching, nor quoting whole. */
    static final int OCID_MAX_LENGTH = 255;

    /**
     * An availability domain name: a tenancy-specific prefix, a colon, the region in capitals (its
     * three-letter key in the first regions, else its identifier, Ashburn's without the -1), then
     * -AD- and the domain's number: OCI's API reference gives {@code Uocm:PHX-AD-1} as the example of
     * every availabilityDomain field (oci-go-sdk core, e.g. LaunchInstanceDetails), the Terraform
     * provider's oci_identity_availability_domain page {@code YXol:US-ASHBURN-AD-1} (ad_number "corresponds
     * to the integer in the Availability Domain name"); Tokyo's are {@code <prefix>:AP-TOKYO-1-AD-1}.
     * The value reaches ondemand.env and the capacity guard's parameters as one word.
     */
    static final Pattern AVAILABILITY_DOMAIN =
            Pattern.compile("([A-Za-z0-9]{1,16}):([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*)-AD-([1-9])");

    static final String AD_FORM = "<prefix>:<REGION>-AD-<n>";

    /** A config key holding an availability domain name. */
    public record AdKey(ConfigKey key, Function<Settings, String> value) {}

    /** A config key holding an OCID, and the resource types it may name. */
    public record OcidKey(
            ConfigKey key, Function<Settings, String> value, Set<String> kinds, String example, String where) {
        public OcidKey(ConfigKey key, Function<Settings, String> value, Set<String> kinds, String example) {
            this(key, value, kinds, example, key.key());
        }
    }

    /** The images the nodeGroups items name themselves (the others take cluster.imageId, checked as such). */
    static List<OcidKey> groupImages(Settings s) {
        List<OcidKey> out = new ArrayList<>();
        for (ocigpucluster.settings.NodeGroup g : s.groups()) {
            if (g.origin() == ocigpucluster.settings.NodeGroup.Origin.NODE_GROUPS
                    && !blank(g.imageId())
                    && !g.imageId().equals(s.cluster().imageId())) {
                out.add(new OcidKey(
                        ocigpucluster.settings.NodeGroupKeys.NODE_GROUPS,
                        x -> g.imageId(),
                        Set.of("image"),
                        "ocid1.image.oc1.<region>.<unique>",
                        g.key("imageId")));
            }
        }
        return out;
    }

    static final List<OcidKey> OCID_KEYS = List.of(
            // the tenancy OCID names the root compartment
            new OcidKey(
                    TopLevelKeys.COMPARTMENT_ID,
                    Settings::compartmentId,
                    Set.of("compartment", "tenancy"),
                    "ocid1.compartment.oc1..<unique>"),
            new OcidKey(
                    ClusterKeys.IMAGE_ID,
                    s -> s.cluster().imageId(),
                    Set.of("image"),
                    "ocid1.image.oc1.<region>.<unique>"),
            new OcidKey(
                    BastionKeys.IMAGE_ID,
                    s -> s.bastion().imageId(),
                    Set.of("image"),
                    "ocid1.image.oc1.<region>.<unique>"),
            new OcidKey(
                    NetworkKeys.EXISTING_VCN_ID,
                    s -> s.network().existingVcnId(),
                    Set.of("vcn"),
                    "ocid1.vcn.oc1.<region>.<unique>"),
            new OcidKey(
                    NetworkKeys.EXISTING_PUBLIC_SUBNET_ID,
                    s -> s.network().existingPublicSubnetId(),
                    Set.of("subnet"),
                    "ocid1.subnet.oc1.<region>.<unique>"),
            new OcidKey(
                    NetworkKeys.EXISTING_PRIVATE_SUBNET_ID,
                    s -> s.network().existingPrivateSubnetId(),
                    Set.of("subnet"),
                    "ocid1.subnet.oc1.<region>.<unique>"),
            new OcidKey(
                    StorageKeys.FILE_SYSTEM_ID,
                    s -> s.storage().fileSystemId(),
                    Set.of("filesystem"),
                    "ocid1.filesystem.oc1.<region>.<unique>"));

    /** The OCID checks of these keys: a feature's OCID keys get them under the same ids ({@link #ocidChecks}). */
    private static final List<Check> OCID_CHECKS = ocidChecks(s -> {
        List<OcidKey> all = new ArrayList<>(OCID_KEYS);
        all.addAll(groupImages(s));
        return all;
    });

    private static final List<Check> AD_CHECKS = availabilityDomainChecks(
            List.of(new AdKey(TopLevelKeys.AVAILABILITY_DOMAIN, Settings::availabilityDomain)));

    private AccessChecks() {}

    public static final List<Check> ALL = List.of(
            error("REQUIRED_MISSING", "a required setting is not set", AccessChecks::requiredMissing),
            OCID_CHECKS.get(0),
            OCID_CHECKS.get(1),
            OCID_CHECKS.get(2),
            AD_CHECKS.get(0),
            AD_CHECKS.get(1),
            error(
                    "SSH_PUBLIC_KEY_MALFORMED",
                    "sshPublicKey is not an OpenSSH public key line",
                    AccessChecks::publicKeyMalformed),
            error(
                    "IMAGE_REGION_MISMATCH",
                    "an image OCID is from another region than oci:region",
                    AccessChecks::imageRegion),
            error(
                    "SSH_RSA_KEY_WEAK",
                    "sshPublicKey is an RSA key shorter than 2048 bits, which Oracle Linux 9's sshd refuses",
                    AccessChecks::rsaKeyWeak),
            error(
                    "SSH_PRIVATE_KEY_MALFORMED",
                    "sshPrivateKey is not a usable PEM/OpenSSH private key",
                    AccessChecks::privateKeyMalformed),
            error(
                    "SSH_KEY_PAIR_MISMATCH",
                    "sshPrivateKey is not the private half of sshPublicKey",
                    AccessChecks::keyPairMismatch),
            error(
                    "SSH_NO_ALLOWED_SOURCE",
                    "sshAllowedCidrs is empty, so the bootstrap cannot reach the bastion",
                    AccessChecks::noAllowedSource),
            warning("SSH_OPEN_TO_WORLD", "SSH to the bastion is open to 0.0.0.0/0", AccessChecks::sshOpenToWorld));

    private static List<Finding> requiredMissing(Settings s) {
        List<Finding> out = new ArrayList<>();
        if (blank(s.compartmentId())) {
            out.add(
                    new Finding(
                            TopLevelKeys.COMPARTMENT_ID,
                            "is required and not set",
                            "`pulumi config set compartmentId ocid1.compartment.oc1..<unique>` (the tenancy OCID for the root compartment)"));
        }
        if (blank(s.sshPublicKey())) {
            out.add(new Finding(
                    TopLevelKeys.SSH_PUBLIC_KEY,
                    "is required and not set",
                    "`pulumi config set sshPublicKey \"$(cat ~/.ssh/id_ed25519.pub)\"`"));
        }
        if (blank(s.cluster().imageId()) && !s.declaresNodeGroups()) {
            out.add(new Finding(
                    ClusterKeys.IMAGE_ID,
                    "is required and not set",
                    "set the OCID of the Oracle Linux GPU Cluster Networking image:"
                            + " `pulumi config set --path cluster.imageId ocid1.image.oc1.<region>.<unique>`"));
        }
        // a nodeGroups item without an image of its own takes cluster.imageId: one of the two
        for (ocigpucluster.settings.NodeGroup g : s.groups()) {
            if (g.origin() == ocigpucluster.settings.NodeGroup.Origin.NODE_GROUPS && blank(g.imageId())) {
                out.add(Finding.at(
                        g.key("imageId"),
                        ocigpucluster.settings.NodeGroupKeys.NODE_GROUPS,
                        "is required and not set (and cluster.imageId, every group's default, is not set either)",
                        "set the OCID of the group's GPU image: `pulumi config set --path '" + g.key("imageId")
                                + "' ocid1.image.oc1.<region>.<unique>`, or cluster.imageId for every group"));
            }
        }
        if (s.bootstrap().enabled() && s.sshPrivateKey() == null) {
            out.add(new Finding(
                            TopLevelKeys.SSH_PRIVATE_KEY,
                            "is required while bootstrap.enabled is true (the bootstrap logs in with it)",
                            "`pulumi config set --secret sshPrivateKey < ~/.ssh/id_ed25519`")
                    .naming(BootstrapKeys.ENABLED));
        }
        return out;
    }

    /**
     * OCID_MALFORMED, OCID_WRONG_KIND and OCID_REGION_MISMATCH over these keys (a feature's checks
     * add its own OCID keys so). An image's region is IMAGE_REGION_MISMATCH's.
     */
    public static List<Check> ocidChecks(List<OcidKey> keys) {
        return ocidChecks(s -> keys);
    }

    private static List<Check> ocidChecks(Function<Settings, List<OcidKey>> of) {
        return List.of(
                error(
                        "OCID_MALFORMED",
                        "a value is not an OCID (ocid1.<type>.<realm>.[region].<unique>)",
                        s -> ocidMalformed(s, of.apply(s))),
                error(
                        "OCID_WRONG_KIND",
                        "an OCID names the wrong kind of resource (e.g. a subnet as the VCN)",
                        s -> ocidWrongKind(s, of.apply(s))),
                error(
                        "OCID_REGION_MISMATCH",
                        "a regional OCID (VCN, subnet, file system, capacity reservation) is from another region than oci:region",
                        s -> ocidRegion(s, of.apply(s))));
    }

    /**
     * AVAILABILITY_DOMAIN_MALFORMED and AVAILABILITY_DOMAIN_REGION_MISMATCH over these keys (a
     * feature's availability domain keys get them under the same ids).
     */
    public static List<Check> availabilityDomainChecks(List<AdKey> keys) {
        return List.of(
                error(
                        "AVAILABILITY_DOMAIN_MALFORMED",
                        "an availability domain is not an OCI availability domain name (" + AD_FORM + ")",
                        s -> adMalformed(s, keys)),
                error(
                        "AVAILABILITY_DOMAIN_REGION_MISMATCH",
                        "an availability domain is in another region than oci:region",
                        s -> adRegion(s, keys)));
    }

    private static List<Finding> adMalformed(Settings s, List<AdKey> keys) {
        List<Finding> out = new ArrayList<>();
        for (AdKey k : keys) {
            String ad = k.value().apply(s);
            if (!blank(ad) && !AVAILABILITY_DOMAIN.matcher(ad).matches()) {
                out.add(Finding.suggesting(
                        k.key(),
                        "'" + shorten(ad) + "' is not an availability domain name (" + AD_FORM
                                + ", as OCI lists them, e.g. Uocm:AP-TOKYO-1-AD-1)",
                        "copy the name `oci iam availability-domain list` prints for your region, or remove it"
                                + " (`pulumi config rm " + (k.key().group() == null ? "" : "--path ")
                                + k.key().key()
                                + "`)" + adDefault(k),
                        null));
            }
        }
        return out;
    }

    private static List<Finding> adRegion(Settings s, List<AdKey> keys) {
        String region = s.region();
        if (region == null) {
            return List.of(); // oci:region unset: the provider reads ~/.oci/config
        }
        List<Finding> out = new ArrayList<>();
        for (AdKey k : keys) {
            String ad = k.value().apply(s);
            Matcher m = blank(ad) ? null : AVAILABILITY_DOMAIN.matcher(ad);
            if (m == null || !m.matches() || Regions.names(m.group(2), region) || !certainlyOther(m.group(2), region)) {
                continue;
            }
            String upper = region.toUpperCase(java.util.Locale.ROOT);
            out.add(Finding.suggesting(
                    k.key(),
                    "'" + ad + "' is an availability domain of another region than oci:region " + region
                            + "; OCI places instances, reservations and file systems only in an availability domain"
                            + " of the region they are created in",
                    "use one of " + region + "'s (`oci iam availability-domain list --region " + region
                            + "`, e.g. <prefix>:" + upper + "-AD-1), or remove it (`pulumi config rm "
                            + (k.key().group() == null ? "" : "--path ")
                            + k.key().key() + "`)" + adDefault(k),
                    null));
        }
        return out;
    }

    private static String adDefault(AdKey k) {
        return k.key() == TopLevelKeys.AVAILABILITY_DOMAIN ? " to use the region's first availability domain" : "";
    }

    /**
     * Whether a region part (of an OCID or an availability domain name) surely names another
     * region than {@code region}: when either is one this program knows, the table says; two
     * unknown ones could be a name and its key, so they are not compared.
     */
    private static boolean certainlyOther(String part, String region) {
        return !Regions.names(part, region)
                && (Regions.identifier(region).isPresent()
                        || Regions.identifier(part).isPresent()
                        || Regions.identifier(part + "-1").isPresent());
    }

    private static List<Finding> ocidRegion(Settings s, List<OcidKey> keys) {
        String region = s.region();
        if (region == null) {
            return List.of();
        }
        List<Finding> out = new ArrayList<>();
        for (OcidKey k : keys) {
            String v = k.value().apply(s);
            Matcher m = blank(v) || v.length() > OCID_MAX_LENGTH ? null : OCID.matcher(v);
            if (m == null
                    || !m.matches()
                    || k.kinds().contains("image")
                    || !k.kinds().contains(m.group(1))
                    || m.group(3).isEmpty()
                    || !certainlyOther(m.group(3), region)) {
                continue;
            }
            boolean hidden =
                    s.secrecy() != null && s.secrecy().anyOf(List.of(k.key().key()));
            out.add(new Finding(
                    k.key(),
                    "is the OCID of " + withArticle(m.group(1)) + " of another region"
                            + (hidden ? "" : " ('" + m.group(3) + "' in the OCID)") + " than oci:region " + region
                            + "; OCI uses a VCN, subnet, file system or capacity reservation only from its own region",
                    "use the OCID of " + withArticle(m.group(1)) + " in " + region + " (" + k.example() + " with "
                            + region + " as <region>), or set oci:region to the region it is in"));
        }
        return out;
    }

    private static List<Finding> ocidMalformed(Settings s, List<OcidKey> keys) {
        List<Finding> out = new ArrayList<>();
        for (OcidKey k : keys) {
            String v = k.value().apply(s);
            if (!blank(v) && (v.length() > OCID_MAX_LENGTH || !OCID.matcher(v).matches())) {
                // not its length: that of a value given as a secret would be told
                String what = v.length() > OCID_MAX_LENGTH
                        ? "is longer than any OCID (over " + OCID_MAX_LENGTH + " characters)"
                        : "'" + shorten(v) + "' is not an OCID";
                out.add(new Finding(k.where(), what, "copy the OCID from the console; it looks like " + k.example()));
            }
        }
        return out;
    }

    private static List<Finding> ocidWrongKind(Settings s, List<OcidKey> keys) {
        List<Finding> out = new ArrayList<>();
        for (OcidKey k : keys) {
            String v = k.value().apply(s);
            Matcher m = blank(v) ? null : OCID.matcher(v);
            if (m != null && m.matches() && !k.kinds().contains(m.group(1))) {
                out.add(new Finding(
                        k.where(),
                        "is the OCID of " + withArticle(m.group(1)) + ", not of "
                                + String.join(
                                        " or ",
                                        k.kinds().stream()
                                                .sorted()
                                                .map(AccessChecks::withArticle)
                                                .toList()),
                        "set the OCID of the right resource; it looks like " + k.example()));
            }
        }
        return out;
    }

    /** Image OCIDs of the keys that name images, and the region they were issued in. */
    private static List<Finding> imageRegion(Settings s) {
        Optional<String> region = Regions.identifier(s.region());
        if (region.isEmpty()) {
            return List.of(); // oci:region unset (the provider reads ~/.oci/config) or unknown here
        }
        List<Finding> out = new ArrayList<>();
        List<OcidKey> keys = new ArrayList<>(OCID_KEYS);
        keys.addAll(groupImages(s));
        for (OcidKey k : keys) {
            String v = k.value().apply(s);
            Matcher m = blank(v) || v.length() > OCID_MAX_LENGTH ? null : OCID.matcher(v);
            if (m == null || !m.matches() || !k.kinds().contains("image")) {
                continue;
            }
            Optional<String> imageRegion = Regions.identifier(m.group(3));
            if (imageRegion.isPresent() && !imageRegion.get().equals(region.get())) {
                out.add(new Finding(
                        k.where(),
                        "is an image of " + imageRegion.get() + " ('" + m.group(3)
                                + "' in the OCID), but oci:region is " + region.get()
                                + "; OCI launches only images of the instance's own region",
                        "use the OCID of the same image in " + region.get() + " (the console lists it per region;"
                                + " import or copy a custom image there), or set oci:region to " + imageRegion.get()));
            }
        }
        return out;
    }

    private static List<Finding> publicKeyMalformed(Settings s) {
        List<Finding> out = new ArrayList<>();
        List<String> lines = publicKeyLines(s);
        for (int i = 0; i < lines.size(); i++) {
            SshKeys.Parsed p = SshKeys.parsePublic(lines.get(i));
            if (p.key() == null) {
                String where = lines.size() > 1 ? "line " + (i + 1) + " " : "";
                out.add(new Finding(TopLevelKeys.SSH_PUBLIC_KEY, where + p.problem(), p.fix()));
            }
        }
        return out;
    }

    private static List<Finding> rsaKeyWeak(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (SshKeys.PublicKey key : publicKeys(s)) {
            if (key.type().equals("ssh-rsa") && key.rsaBits() < SshKeys.RSA_MIN_BITS) {
                out.add(new Finding(
                                TopLevelKeys.SSH_PUBLIC_KEY,
                                "is a " + key.rsaBits() + "-bit RSA key (" + key.fingerprint()
                                        + "), below the " + SshKeys.RSA_MIN_BITS
                                        + " bits Oracle Linux 9's DEFAULT crypto policy requires,"
                                        + " so the bastion's sshd would refuse it",
                                "create a stronger key (`ssh-keygen -t ed25519`, or `ssh-keygen -t rsa -b 3072`) and set sshPublicKey"
                                        + " and sshPrivateKey to it")
                        .naming(TopLevelKeys.SSH_PRIVATE_KEY));
            }
        }
        return out;
    }

    private static List<Finding> privateKeyMalformed(Settings s) {
        return knownPrivateKey(s)
                .flatMap(SshKeys::privateKeyProblem)
                .map(problem -> List.of(new Finding(
                                TopLevelKeys.SSH_PRIVATE_KEY,
                                problem,
                                "`pulumi config set --secret sshPrivateKey < ~/.ssh/id_ed25519` (the private key of sshPublicKey)")
                        .naming(TopLevelKeys.SSH_PUBLIC_KEY)))
                .orElse(List.of());
    }

    private static List<Finding> keyPairMismatch(Settings s) {
        List<SshKeys.PublicKey> keys = publicKeys(s);
        Optional<byte[]> half = knownPrivateKey(s).flatMap(SshKeys::openSshPublicBlob);
        if (keys.isEmpty() || half.isEmpty() || keys.stream().anyMatch(k -> Arrays.equals(k.blob(), half.get()))) {
            return List.of();
        }
        String fingerprint = new SshKeys.PublicKey("", half.get(), 0).fingerprint();
        return List.of(new Finding(
                        TopLevelKeys.SSH_PRIVATE_KEY,
                        "does not match sshPublicKey (its public half has fingerprint " + fingerprint
                                + "; sshPublicKey has "
                                + String.join(
                                        ", ",
                                        keys.stream()
                                                .map(SshKeys.PublicKey::fingerprint)
                                                .toList()) + ")",
                        "set sshPublicKey to the output of `ssh-keygen -y -f <private key file>`, or set the matching private key")
                .naming(TopLevelKeys.SSH_PUBLIC_KEY));
    }

    private static List<Finding> noAllowedSource(Settings s) {
        if (s.sshAllowedCidrs().isEmpty() && s.bootstrap().enabled()) {
            return List.of(new Finding(
                    TopLevelKeys.SSH_ALLOWED_CIDRS,
                    "is empty, so nothing (not even this program's bootstrap) can reach the bastion",
                    "add the CIDR of the machine that runs pulumi up, e.g. 203.0.113.7/32"));
        }
        return List.of();
    }

    private static List<Finding> sshOpenToWorld(Settings s) {
        boolean open = s.sshAllowedCidrs().stream()
                .anyMatch(
                        c -> Cidrs.parse(c).map(cidr -> Cidrs.prefix(cidr) == 0).orElse(false));
        if (open) {
            return List.of(new Finding(
                    TopLevelKeys.SSH_ALLOWED_CIDRS,
                    "SSH to the bastion is open to the whole internet (0.0.0.0/0)",
                    "set sshAllowedCidrs to your office or VPN CIDRs, or suppress SSH_OPEN_TO_WORLD"));
        }
        return List.of();
    }

    private static List<String> publicKeyLines(Settings s) {
        if (blank(s.sshPublicKey())) {
            return List.of();
        }
        if (s.sshPublicKey().contains("-----BEGIN") || s.sshPublicKey().contains("---- BEGIN")) {
            return List.of(s.sshPublicKey()); // a PEM or RFC 4716 block is one (wrong) key, not many bad lines
        }
        return s.sshPublicKey().lines().filter(l -> !l.isBlank()).toList();
    }

    private static List<SshKeys.PublicKey> publicKeys(Settings s) {
        return publicKeyLines(s).stream()
                .map(SshKeys::parsePublic)
                .map(SshKeys.Parsed::key)
                .filter(java.util.Objects::nonNull)
                .toList();
    }

    private static Optional<String> knownPrivateKey(Settings s) {
        Secret key = s.sshPrivateKey();
        return key == null ? Optional.empty() : key.value();
    }

    private static String withArticle(String kind) {
        return ("aeiou".indexOf(kind.charAt(0)) >= 0 ? "an " : "a ") + kind;
    }

    static boolean blank(String v) {
        return v == null || v.isBlank();
    }

    private static String shorten(String v) {
        return v.length() > 60 ? v.substring(0, 57) + "..." : v;
    }
}
