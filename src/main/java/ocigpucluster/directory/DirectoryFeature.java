package ocigpucluster.directory;

import static ocigpucluster.bootstrap.CommonParams.NODES;
import static ocigpucluster.bootstrap.CommonParams.NODE_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.CommonParams.NODE_USER;
import static ocigpucluster.bootstrap.CommonParams.STAGE_TIMEOUT_SECONDS;
import static ocigpucluster.slurm.SlurmFeature.ALLOW_UNPINNED_DOWNLOADS;

import java.util.List;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageResults;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.feature.Feature;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.validation.Check;

/** Directory mode: SSSD on the bastion and every node, bound to the organisation's LDAP directory. */
public final class DirectoryFeature implements Feature {
    /** The LDAP URIs, space separated (SSSD's ldap_uri, in failover order). */
    public static final Param DIRECTORY_URI = Param.of(
            "DIRECTORY_URI",
            "LDAP URIs, space separated, in failover order (SSSD's `ldap_uri`; `users.directory.uri`)",
            c -> String.join(" ", Directory.of(c.settings()).uris()));

    public static final Param DIRECTORY_BASE_DN = Param.of(
            "DIRECTORY_BASE_DN",
            "search base (`users.directory.baseDn`)",
            c -> nullToEmpty(Directory.of(c.settings()).baseDn()));
    public static final Param DIRECTORY_BIND_DN = Param.of(
            "DIRECTORY_BIND_DN",
            "bind DN (`users.directory.bindDn`); the password arrives on stdin",
            c -> nullToEmpty(Directory.of(c.settings()).bindDn()));
    /** PEM text of the directory's CA, or empty (not a secret: a CA certificate is public). */
    public static final Param DIRECTORY_TLS_CA = Param.of(
            "DIRECTORY_TLS_CA",
            "PEM of the directory's CA (`users.directory.tlsCaCert`): with `ldaps://` SSSD verifies against it, with `ldap://` it turns on StartTLS",
            c -> nullToEmpty(Directory.of(c.settings()).tlsCaCert()));
    /** The directory groups that may log in (SSSD simple_allow_groups), comma separated. */
    public static final Param DIRECTORY_ALLOW_GROUPS = Param.of(
            "DIRECTORY_ALLOW_GROUPS",
            "the directory groups whose members may log in, comma separated (SSSD's `simple_allow_groups`; `users.directory.allowGroups`)",
            c -> String.join(",", Directory.of(c.settings()).allowGroups()));

    /**
     * The bind password arrives on stdin. After the stages that install packages on the nodes
     * (dnf holds one lock) and before nothing: no other stage needs the directory's users.
     */
    public static final StageSpec DIRECTORY = StageSpec.stage("directory", "directory.sh")
            .enabledWhen(s -> Directory.of(s).enabled())
            // ALLOW_UNPINNED_DOWNLOADS: read by lib/slurm-lib.sh, whose file, package and service helpers it uses
            .params(
                    NODES,
                    NODE_USER,
                    DIRECTORY_URI,
                    DIRECTORY_BASE_DN,
                    DIRECTORY_BIND_DN,
                    DIRECTORY_TLS_CA,
                    DIRECTORY_ALLOW_GROUPS,
                    ALLOW_UNPINNED_DOWNLOADS,
                    NODE_TIMEOUT_SECONDS,
                    STAGE_TIMEOUT_SECONDS)
            .after("bastion-setup", "container-runtime", "slurm-nodes")
            .nodes(StageSpec.Nodes.STATIC_AND_LOGIN)
            .stdin(StageSpec.Stdin.BIND_PASSWORD)
            .output("directory", (out, c) -> StageResults.asMap(out))
            .build();

    @Override
    public List<ConfigGroup<?>> config() {
        return List.of(DirectoryKeys.GROUP);
    }

    @Override
    public List<Check> checks() {
        return DirectoryChecks.ALL;
    }

    @Override
    public List<StageSpec> stages() {
        return List.of(DIRECTORY);
    }

    private static String nullToEmpty(String v) {
        return v == null ? "" : v;
    }
}
