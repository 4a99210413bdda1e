package ocigpucluster.directory;

import java.util.List;
import ocigpucluster.settings.Secret;
import ocigpucluster.settings.Settings;

/**
 * Directory mode (config {@code users.directory}): SSSD on the bastion and every node reads
 * users and groups from the organisation's LDAP directory. {@code uris} is empty when the
 * mode is off; {@code tlsCaCert} is PEM text or null.
 */
public record Directory(
        List<String> uris,
        String baseDn,
        String bindDn,
        Secret bindPassword,
        String tlsCaCert,
        List<String> allowGroups) {
    /** The directory group's record in these settings. */
    public static Directory of(Settings s) {
        return s.get(DirectoryKeys.GROUP);
    }

    public boolean enabled() {
        return !uris.isEmpty();
    }

    /** True when any of its keys is set (then uri, baseDn, bindDn and bindPassword are all required). */
    public boolean anySet() {
        return enabled()
                || baseDn != null
                || bindDn != null
                || bindPassword != null
                || tlsCaCert != null
                || !allowGroups.isEmpty();
    }
}
