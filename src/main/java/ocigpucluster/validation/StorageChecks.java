package ocigpucluster.validation;

import static ocigpucluster.validation.Check.error;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import ocigpucluster.settings.ConfigKeys;
import ocigpucluster.settings.Settings;
import ocigpucluster.settings.Settings.StorageMode;
import ocigpucluster.settings.StorageKeys;
import ocigpucluster.validation.Check.Finding;

/**
 * Where /home lives (config group {@code storage}). Every value here lands unquoted in a node's
 * fstab line and cloud-config, so each is held to a form that is safe there.
 */
public final class StorageChecks {
    /** An absolute path of plain characters: no spaces, quotes, '..' or shell characters. */
    static final Pattern EXPORT_PATH = Pattern.compile("(/[A-Za-z0-9_.-]+)+");
    /** fstab options: comma-separated words or word=value (nfs(5)). */
    static final Pattern MOUNT_OPTIONS =
            Pattern.compile("[A-Za-z0-9_]+(=[A-Za-z0-9_.:-]+)?(,[A-Za-z0-9_]+(=[A-Za-z0-9_.:-]+)?)*");

    static final Pattern IPV4 = Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})");

    private StorageChecks() {}

    public static final List<Check> ALL = List.of(
            error(
                    "STORAGE_EXTERNAL_INCOMPLETE",
                    "storage.mode external without storage.nfsServer and storage.nfsPath",
                    StorageChecks::externalComplete),
            error(
                    "STORAGE_NFS_SERVER_INVALID",
                    "storage.nfsServer is not a host name or IPv4 address",
                    StorageChecks::nfsServer),
            error(
                    "STORAGE_PATH_INVALID",
                    "storage.exportPath or storage.nfsPath is not a plain absolute path",
                    StorageChecks::paths),
            error(
                    "STORAGE_MOUNT_OPTIONS_INVALID",
                    "storage.mountOptions is not a comma-separated list of NFS options, or is soft",
                    StorageChecks::mountOptions),
            error(
                    "STORAGE_HOSTNAME_INVALID",
                    "storage.mountTargetHostname is not a host-name label",
                    StorageChecks::hostname));

    private static List<Finding> externalComplete(Settings s) {
        Settings.Storage st = s.storage();
        List<Finding> out = new ArrayList<>();
        if (st.mode() != StorageMode.EXTERNAL) {
            return out;
        }
        if (st.nfsServer() == null) {
            out.add(new Finding(
                            StorageKeys.NFS_SERVER,
                            "is required with storage.mode external",
                            "set the NFS server: `pulumi config set --path storage.nfsServer nfs.example.internal`")
                    .naming(StorageKeys.MODE));
        }
        if (st.nfsPath() == null) {
            out.add(new Finding(
                            StorageKeys.NFS_PATH,
                            "is required with storage.mode external",
                            "set the exported path: `pulumi config set --path storage.nfsPath /export/home`")
                    .naming(StorageKeys.MODE));
        }
        return out;
    }

    private static List<Finding> nfsServer(Settings s) {
        String server = s.storage().nfsServer();
        if (s.storage().mode() != StorageMode.EXTERNAL || server == null || isHost(server)) {
            return List.of();
        }
        return List.of(new Finding(
                StorageKeys.NFS_SERVER,
                "'" + shorten(server) + "' is not a host name or IPv4 address",
                "use the server's address or DNS name, e.g. 192.168.20.10 or nfs.example.internal (no port, no path)"));
    }

    private static List<Finding> paths(Settings s) {
        Settings.Storage st = s.storage();
        List<Finding> out = new ArrayList<>();
        if (st.mode() == StorageMode.FILE_STORAGE && !isPath(st.exportPath())) {
            out.add(new Finding(
                    StorageKeys.EXPORT_PATH,
                    "'" + shorten(st.exportPath()) + "' is not a plain absolute path",
                    "use letters, digits, '_', '.' and '-' between slashes, e.g. /home"));
        }
        if (st.mode() == StorageMode.EXTERNAL && st.nfsPath() != null && !isPath(st.nfsPath())) {
            out.add(new Finding(
                    StorageKeys.NFS_PATH,
                    "'" + shorten(st.nfsPath()) + "' is not a plain absolute path",
                    "use letters, digits, '_', '.' and '-' between slashes, e.g. /export/home"));
        }
        return out;
    }

    private static List<Finding> mountOptions(Settings s) {
        String options = s.storage().mountOptions();
        if (s.storage().mode() == StorageMode.BASTION) {
            return List.of();
        }
        if (options == null || !MOUNT_OPTIONS.matcher(options).matches()) {
            return List.of(new Finding(
                    StorageKeys.MOUNT_OPTIONS,
                    "'" + shorten(String.valueOf(options)) + "' is not a comma-separated list of NFS options",
                    "use options without spaces, e.g. " + ConfigKeys.HOME_MOUNT_OPTIONS));
        }
        // A soft mount returns I/O errors to programs writing home files when the server pauses: data loss (nfs(5)).
        if (List.of(options.split(",")).contains("soft")) {
            return List.of(new Finding(
                    StorageKeys.MOUNT_OPTIONS,
                    "mounts /home 'soft': a server pause turns into lost writes",
                    "use 'hard' instead, e.g. " + ConfigKeys.HOME_MOUNT_OPTIONS));
        }
        return List.of();
    }

    private static List<Finding> hostname(Settings s) {
        String label = s.storage().mountTargetHostname();
        if (s.storage().mode() != StorageMode.FILE_STORAGE
                || (label != null
                        && label.length() <= NameChecks.HOST_LABEL_MAX
                        && NameChecks.HOST_LABEL.matcher(label).matches())) {
            return List.of();
        }
        return List.of(new Finding(
                StorageKeys.MOUNT_TARGET_HOSTNAME,
                "'" + shorten(String.valueOf(label)) + "' is not a host-name label",
                "use lowercase letters, digits and '-' (not first or last), e.g. home"));
    }

    static boolean isPath(String path) {
        return path != null
                && EXPORT_PATH.matcher(path).matches()
                && !List.of(path.split("/")).contains("..")
                && !List.of(path.split("/")).contains(".");
    }

    static boolean isHost(String host) {
        var ip = IPV4.matcher(host);
        if (ip.matches()) {
            for (int i = 1; i <= 4; i++) {
                if (Integer.parseInt(ip.group(i)) > 255) {
                    return false;
                }
            }
            return true;
        }
        if (host.length() > 253) {
            return false;
        }
        for (String label : host.split("\\.", -1)) {
            if (!label.matches("[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?")) {
                return false;
            }
        }
        return !host.matches("[0-9.]+"); // all digits and dots but not an IPv4 address
    }

    private static String shorten(String v) {
        return v.length() > 60 ? v.substring(0, 57) + "..." : v;
    }
}
