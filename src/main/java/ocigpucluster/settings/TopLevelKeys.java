package ocigpucluster.settings;

import static ocigpucluster.settings.ValueType.STRING;
import static ocigpucluster.settings.ValueType.STRING_LIST;

import java.util.List;

/**
 * The top-level keys (no group): where the cluster goes, the SSH keys, and which warnings to
 * silence. The Settings record holds them itself, so this group has no record of its own.
 * Each key is declared here once; the reader, the checks and the generated docs use the constants.
 */
public final class TopLevelKeys {
    public static final ConfigKey COMPARTMENT_ID =
            ConfigKey.of("compartmentId", STRING, null, "OCID of the compartment everything is created in (required).");

    public static final ConfigKey AVAILABILITY_DOMAIN = ConfigKey.of(
            "availabilityDomain",
            STRING,
            null,
            "Availability domain name for the bastion and GPU nodes; default: the first one of the region.");

    public static final ConfigKey SSH_PUBLIC_KEY = ConfigKey.of(
                    "sshPublicKey",
                    STRING,
                    null,
                    "Your SSH public key (OpenSSH one-line form), installed on the bastion (required).")
            .multiLine(); // one key a line: several are read line by line (AccessChecks)

    public static final ConfigKey SSH_PRIVATE_KEY = ConfigKey.secret(
            "sshPrivateKey",
            "The private key matching sshPublicKey, as a secret (`pulumi config set --secret`); the bootstrap chain uses it to reach the bastion.");

    public static final ConfigKey SSH_ALLOWED_CIDRS = ConfigKey.of(
            "sshAllowedCidrs",
            STRING_LIST,
            List.of("0.0.0.0/0"),
            "Source CIDRs allowed to reach the bastion on TCP 22 (default as in Oracle's GPU cluster tutorial: anywhere; a warning says so).");

    public static final ConfigKey SUPPRESS_WARNINGS = ConfigKey.of(
            "suppressWarnings", STRING_LIST, List.of(), "Warning check ids to silence, e.g. [SSH_OPEN_TO_WORLD].");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(
            COMPARTMENT_ID, AVAILABILITY_DOMAIN, SSH_PUBLIC_KEY, SSH_PRIVATE_KEY, SSH_ALLOWED_CIDRS, SUPPRESS_WARNINGS);

    private TopLevelKeys() {}
}
