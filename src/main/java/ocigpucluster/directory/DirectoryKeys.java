package ocigpucluster.directory;

import static ocigpucluster.settings.ValueType.STRING;
import static ocigpucluster.settings.ValueType.STRING_LIST;

import java.util.List;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.KeyReader;

/**
 * The {@code users.directory} subgroup: directory mode (SSSD reading an LDAP directory).
 * Each key is declared here once; the reader, the checks and the generated docs use the constants.
 */
public final class DirectoryKeys {
    public static final ConfigKey URI = ConfigKey.of(
            "users.directory.uri",
            STRING_LIST,
            List.of(),
            "Directory mode: LDAP server URI(s), ldap:// or ldaps:// (several = failover, in order); SSSD on the bastion and every node then resolves and authenticates the directory's users.");

    public static final ConfigKey BASE_DN = ConfigKey.of(
            "users.directory.baseDn",
            STRING,
            null,
            "Directory mode: search base of users and groups, e.g. dc=example,dc=org (required with uri).");

    public static final ConfigKey BIND_DN = ConfigKey.of(
            "users.directory.bindDn",
            STRING,
            null,
            "Directory mode: DN SSSD binds as to read the directory, e.g. cn=sssd,ou=services,dc=example,dc=org (required with uri).");

    public static final ConfigKey BIND_PASSWORD = ConfigKey.secret(
            "users.directory.bindPassword",
            "Directory mode: password of bindDn, as a secret (`pulumi config set --secret --path users.directory.bindPassword`); written only to /etc/sssd/sssd.conf (0600 root).");

    public static final ConfigKey TLS_CA_CERT = ConfigKey.of(
                    "users.directory.tlsCaCert",
                    STRING,
                    null,
                    "Directory mode: PEM certificate(s) of the CA that signed the directory's TLS certificate; required with ldaps://, and with ldap:// it turns on StartTLS (ldap:// without it is refused).")
            .multiLine(); // a PEM block

    public static final ConfigKey ALLOW_GROUPS = ConfigKey.of(
            "users.directory.allowGroups",
            STRING_LIST,
            List.of(),
            "Directory mode: the directory groups whose members may log in to the bastion and the nodes (SSSD access_provider simple, simple_allow_groups); required: without it every directory user could log in everywhere.");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(URI, BASE_DN, BIND_DN, BIND_PASSWORD, TLS_CA_CERT, ALLOW_GROUPS);

    private DirectoryKeys() {}

    /** The group as the reader reads it; {@code Directory.of(settings)} gives its record. */
    public static final ConfigGroup<Directory> GROUP = ConfigGroup.of("users.directory", 30, ALL, DirectoryKeys::read);

    private static Directory read(KeyReader read) {
        return new Directory(
                read.list(URI),
                read.string(BASE_DN),
                read.string(BIND_DN),
                read.secret(BIND_PASSWORD),
                read.string(TLS_CA_CERT),
                read.list(ALLOW_GROUPS));
    }
}
