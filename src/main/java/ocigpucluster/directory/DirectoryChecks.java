package ocigpucluster.directory;

import static ocigpucluster.validation.Check.error;

import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.util.ArrayList;
import java.util.List;
import javax.naming.InvalidNameException;
import javax.naming.ldap.LdapName;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.Settings;
import ocigpucluster.validation.Check;
import ocigpucluster.validation.Check.Finding;

/**
 * Directory mode (config {@code users.directory}). Every value lands on one line of
 * /etc/sssd/sssd.conf on the bastion and every node, so each is held to a form that is valid
 * there: URIs that SSSD's {@code ldap_uri} takes, DNs that parse as RFC 4514 names (the JDK's
 * {@link LdapName}), a CA that parses as X.509 certificates.
 */
public final class DirectoryChecks {
    private static final String EXAMPLE_URI = "ldaps://ldap.example.org";

    private DirectoryChecks() {}

    public static final List<Check> ALL = List.of(
            error(
                    "DIRECTORY_INCOMPLETE",
                    "users.directory set without uri, baseDn, bindDn or bindPassword",
                    DirectoryChecks::complete),
            error(
                    "DIRECTORY_URI_INVALID",
                    "users.directory.uri is not an ldap:// or ldaps:// URI of a host",
                    DirectoryChecks::uris),
            error(
                    "DIRECTORY_DN_INVALID",
                    "users.directory.baseDn or bindDn is not an LDAP distinguished name",
                    DirectoryChecks::dns),
            error(
                    "DIRECTORY_TLS_CA_MISSING",
                    "users.directory.uri is ldaps:// without users.directory.tlsCaCert",
                    DirectoryChecks::caMissing),
            error(
                    "DIRECTORY_TLS_CA_INVALID",
                    "users.directory.tlsCaCert is not PEM X.509 certificates",
                    DirectoryChecks::caValid),
            error(
                    "DIRECTORY_BIND_PASSWORD_INVALID",
                    "users.directory.bindPassword is empty or not one line of text",
                    DirectoryChecks::password),
            // an error, not a warning: with ldap_id_use_start_tls = false the bind DN's password crosses the VCN
            // in clear, and SSSD does no LDAP password authentication over it (sssd-ldap(5))
            error(
                    "DIRECTORY_NO_TLS",
                    "users.directory.uri is ldap:// without a CA: the bind password and user data cross the network in clear",
                    DirectoryChecks::noTls),
            error(
                    "DIRECTORY_ACCESS_UNSET",
                    "directory mode without users.directory.allowGroups: every directory user could log in to every host",
                    DirectoryChecks::accessUnset),
            error(
                    "DIRECTORY_ALLOW_GROUP_INVALID",
                    "a users.directory.allowGroups entry is not a group name SSSD's simple_allow_groups takes",
                    DirectoryChecks::allowGroups),
            error(
                    "DIRECTORY_URI_PORT_INVALID",
                    "a users.directory.uri port is 0 or above 65535",
                    DirectoryChecks::directoryPort));

    private static List<Finding> complete(Settings s) {
        Directory d = Directory.of(s);
        List<Finding> out = new ArrayList<>();
        if (!d.anySet()) {
            return out;
        }
        if (!d.enabled()) {
            out.add(new Finding(
                            DirectoryKeys.URI,
                            "is required when other users.directory keys are set",
                            "set the directory's URI: `pulumi config set --path 'users.directory.uri[0]' " + EXAMPLE_URI
                                    + "`")
                    .naming(DirectoryKeys.URI));
        }
        if (d.baseDn() == null) {
            out.add(new Finding(
                    DirectoryKeys.BASE_DN,
                    "is required in directory mode",
                    "set the search base: `pulumi config set --path users.directory.baseDn dc=example,dc=org`"));
        }
        if (d.bindDn() == null) {
            out.add(
                    new Finding(
                            DirectoryKeys.BIND_DN,
                            "is required in directory mode",
                            "set the DN SSSD binds as: `pulumi config set --path users.directory.bindDn cn=sssd,ou=services,dc=example,dc=org`"));
        }
        if (d.bindPassword() == null) {
            out.add(
                    new Finding(
                            DirectoryKeys.BIND_PASSWORD,
                            "is required in directory mode",
                            "set it as a secret: `pulumi config set --secret --path users.directory.bindPassword` (it prompts for the value)"));
        }
        return out;
    }

    private static List<Finding> uris(Settings s) {
        List<Finding> out = new ArrayList<>();
        List<String> uris = Directory.of(s).uris();
        // one TLS mode for all: SSSD's ldap_id_use_start_tls applies to every URI of the list
        if (uris.stream().anyMatch(u -> u.startsWith("ldap://"))
                && uris.stream().anyMatch(u -> u.startsWith("ldaps://"))) {
            out.add(new Finding(
                    DirectoryKeys.URI,
                    "mixes ldap:// and ldaps:// URIs",
                    "use one scheme for every server, e.g. all " + EXAMPLE_URI));
        }
        for (String uri : uris) {
            String problem = uriProblem(uri);
            if (problem != null) {
                out.add(new Finding(
                        DirectoryKeys.URI,
                        "'" + shorten(uri) + "' " + problem,
                        "use ldaps://<host>[:port] or ldap://<host>[:port], e.g. " + EXAMPLE_URI));
            }
        }
        return out;
    }

    /** Why an entry is not a URI SSSD's ldap_uri accepts, or null. */
    static String uriProblem(String uri) {
        if (uri.isEmpty() || !uri.chars().allMatch(c -> c > 32 && c < 127 && c != ',')) {
            return "holds spaces, commas or non-ASCII characters (give several URIs as a list)";
        }
        URI u;
        try {
            u = new URI(uri);
        } catch (URISyntaxException e) {
            return "is not a URI";
        }
        if (u.getScheme() == null
                || !(u.getScheme().equals("ldap") || u.getScheme().equals("ldaps"))) {
            return "is not ldap:// or ldaps://";
        }
        if (u.getHost() == null) {
            return "names no host";
        }
        if ((u.getPath() != null && !u.getPath().isEmpty() && !u.getPath().equals("/"))
                || u.getQuery() != null
                || u.getFragment() != null
                || u.getUserInfo() != null) {
            return "has more than scheme, host and port (the search base is users.directory.baseDn)";
        }
        return null;
    }

    private static List<Finding> dns(Settings s) {
        Directory d = Directory.of(s);
        List<Finding> out = new ArrayList<>();
        dn(DirectoryKeys.BASE_DN, d.baseDn(), "dc=example,dc=org").ifPresent(out::add);
        dn(DirectoryKeys.BIND_DN, d.bindDn(), "cn=sssd,ou=services,dc=example,dc=org")
                .ifPresent(out::add);
        return out;
    }

    private static java.util.Optional<Finding> dn(ConfigKey key, String value, String example) {
        if (value == null) {
            return java.util.Optional.empty();
        }
        String problem = dnProblem(value);
        return problem == null
                ? java.util.Optional.empty()
                : java.util.Optional.of(new Finding(
                        key,
                        "'" + shorten(value) + "' " + problem,
                        "write it as attribute=value pairs separated by commas, e.g. " + example));
    }

    /** Why a value is not an RFC 4514 distinguished name that fits one sssd.conf line, or null. */
    static String dnProblem(String value) {
        if (value.chars().anyMatch(c -> c < 32 || c == 127)) {
            return "holds a line break or control character";
        }
        try {
            LdapName name = new LdapName(value);
            if (name.isEmpty()) {
                return "is empty";
            }
            return null;
        } catch (InvalidNameException | RuntimeException e) {
            // the JDK's parser reports some malformed names with unchecked exceptions
            return "is not a distinguished name";
        }
    }

    private static List<Finding> caMissing(Settings s) {
        Directory d = Directory.of(s);
        if (d.tlsCaCert() != null || d.uris().stream().noneMatch(u -> u.startsWith("ldaps://"))) {
            return List.of();
        }
        return List.of(
                new Finding(
                        DirectoryKeys.TLS_CA_CERT,
                        "is required with an ldaps:// URI (SSSD verifies the server's certificate)",
                        "set the CA certificate that signed the directory's: `pulumi config set --path users.directory.tlsCaCert -- \"$(cat ca.pem)\"`"));
    }

    private static List<Finding> caValid(Settings s) {
        String pem = Directory.of(s).tlsCaCert();
        if (pem == null) {
            return List.of();
        }
        String problem = caProblem(pem);
        return problem == null
                ? List.of()
                : List.of(new Finding(
                        DirectoryKeys.TLS_CA_CERT,
                        problem,
                        "give the CA's PEM text, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----: "
                                + "`pulumi config set --path users.directory.tlsCaCert -- \"$(cat ca.pem)\"`"));
    }

    /** Why the text is not one or more PEM X.509 certificates, or null. */
    static String caProblem(String pem) {
        if (!pem.startsWith("-----BEGIN CERTIFICATE-----")) {
            return "does not start with -----BEGIN CERTIFICATE----- (PEM text of the CA certificate)";
        }
        try {
            var certs = CertificateFactory.getInstance("X.509")
                    .generateCertificates(new ByteArrayInputStream(pem.getBytes(StandardCharsets.US_ASCII)));
            return certs.isEmpty() ? "holds no certificate" : null;
        } catch (CertificateException | RuntimeException e) {
            return "is not a valid X.509 certificate";
        }
    }

    private static List<Finding> password(Settings s) {
        var secret = Directory.of(s).bindPassword();
        if (secret == null || secret.value().isEmpty()) {
            return List.of(); // absent (DIRECTORY_INCOMPLETE) or encrypted and not readable here
        }
        String v = secret.value().get();
        if (v.isEmpty() || v.chars().anyMatch(c -> c < 32 || c == 127) || !v.equals(v.strip())) {
            return List.of(
                    new Finding(
                            DirectoryKeys.BIND_PASSWORD,
                            "is empty, holds a line break or control character, or starts or ends with a space (sssd.conf keeps one trimmed line)",
                            "set the bind account's password as one line: `pulumi config set --secret --path users.directory.bindPassword`"));
        }
        return List.of();
    }

    private static List<Finding> noTls(Settings s) {
        Directory d = Directory.of(s);
        if (d.tlsCaCert() != null || d.uris().stream().noneMatch(u -> u.startsWith("ldap://"))) {
            return List.of();
        }
        return List.of(new Finding(
                        DirectoryKeys.URI,
                        "is ldap:// without users.directory.tlsCaCert: no StartTLS, the bind password crosses the network in clear",
                        "set the CA that signed the directory's certificate, which turns on StartTLS: "
                                + "`pulumi config set --path users.directory.tlsCaCert -- \"$(cat ca.pem)\"` (or use ldaps:// with it)")
                .naming(DirectoryKeys.TLS_CA_CERT));
    }

    /** Group names as SSSD's simple_allow_groups takes them: a comma-separated list on one line (sssd-simple(5)). */
    private static final java.util.regex.Pattern GROUP =
            java.util.regex.Pattern.compile("[A-Za-z0-9._][A-Za-z0-9._ -]{0,255}");

    private static List<Finding> accessUnset(Settings s) {
        Directory d = Directory.of(s);
        if (!d.enabled() || !d.allowGroups().isEmpty()) {
            return List.of();
        }
        // SSSD's LDAP id provider defaults to access_provider = permit (sssd.conf(5)): without a list every
        // user of the directory may ssh to the bastion and every GPU node
        return List.of(
                new Finding(
                        DirectoryKeys.ALLOW_GROUPS,
                        "is required in directory mode: without it every user of the"
                                + " directory may log in to the bastion and every GPU node (SSSD's default access_provider is permit)",
                        "name the directory groups whose members may log in: `pulumi config set --path 'users.directory.allowGroups[0]' ml`"));
    }

    private static List<Finding> allowGroups(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (String g : Directory.of(s).allowGroups()) {
            if (!GROUP.matcher(g).matches() || !g.equals(g.strip())) {
                out.add(new Finding(
                        DirectoryKeys.ALLOW_GROUPS,
                        "'" + shorten(g) + "' is not a group name (letters, digits,"
                                + " '.', '_', '-' and inner spaces; no comma: sssd.conf takes the list comma separated on one line)",
                        "give each group as its own list entry, its name as the directory's cn, e.g. `pulumi config set --path"
                                + " 'users.directory.allowGroups[0]' ml`"));
            }
        }
        return out;
    }

    /** A port is checked once the URI is well-formed (a platform rule: TCP's port range). */
    private static List<Finding> directoryPort(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (String uri : Directory.of(s).uris()) {
            if (uri == null || uriProblem(uri) != null) {
                continue;
            }
            int port;
            try {
                port = new URI(uri).getPort();
            } catch (URISyntaxException e) {
                continue;
            }
            if (port == 0 || port > 65535) {
                String host;
                try {
                    URI u = new URI(uri);
                    host = u.getScheme() + "://" + u.getHost();
                } catch (URISyntaxException e) {
                    host = "ldaps://<host>";
                }
                out.add(new Finding(
                        DirectoryKeys.URI,
                        "'" + uri + "' has port " + port + "; TCP ports are 1 to 65535",
                        "leave the port out for the default (389 for ldap://, 636 for ldaps://), e.g. " + host));
            }
        }
        return out;
    }

    private static String shorten(String v) {
        return v.length() > 60 ? v.substring(0, 57) + "..." : v;
    }
}
