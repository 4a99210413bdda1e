package ocigpucluster.settings;

import static ocigpucluster.settings.ValueType.BOOLEAN;
import static ocigpucluster.settings.ValueType.STRING;

import java.util.List;

/**
 * The {@code storage} group: where /home lives and how it is mounted.
 * Each key is declared here once; the reader, the checks and the generated docs use the constants.
 */
public final class StorageKeys {
    /**
     * NFS options for shared homes: v3 as OCI File Storage serves it, hard mounts so that a
     * server pause stalls rather than corrupts writes, TCP, and _netdev so boot waits for the
     * network (OCI "Mounting File Systems From UNIX-Style Instances"; nfs(5)).
     */
    public static final String HOME_MOUNT_OPTIONS = "vers=3,hard,proto=tcp,timeo=600,retrans=2,noatime,_netdev";

    public static final ConfigKey MODE = ConfigKey.oneOf(
            "storage.mode",
            "bastion",
            ConfigKey.Choices.of("a storage mode", Settings.StorageMode.values()),
            "Where /home lives: bastion (its boot volume, exported over NFS), fileStorage (an OCI File Storage file system kept across destroy) or external (an existing NFS export).");

    public static final ConfigKey RETAIN_ON_DELETE = ConfigKey.of(
            "storage.retainOnDelete",
            BOOLEAN,
            true,
            "fileStorage: pulumi destroy (or a replacement) leaves the file system and every home in it; false lets it be deleted.");

    public static final ConfigKey PROTECT = ConfigKey.of(
            "storage.protect",
            BOOLEAN,
            false,
            "fileStorage: also protect the file system, so that Pulumi refuses any plan that deletes or replaces it.");

    public static final ConfigKey FILE_SYSTEM_ID = ConfigKey.of(
            "storage.fileSystemId",
            STRING,
            null,
            "fileStorage: OCID of a file system kept from an earlier stack, adopted (imported) instead of creating a new one; same compartment and availability domain.");

    public static final ConfigKey MOUNT_TARGET_HOSTNAME = ConfigKey.of(
            "storage.mountTargetHostname",
            STRING,
            "home",
            "fileStorage: host name label of the mount target in the private subnet; nodes mount <label>.<private subnet domain>:<exportPath>.");

    public static final ConfigKey EXPORT_PATH =
            ConfigKey.of("storage.exportPath", STRING, "/home", "fileStorage: path of the file system's export.");

    public static final ConfigKey NFS_SERVER = ConfigKey.of(
            "storage.nfsServer",
            STRING,
            null,
            "external: host name or IPv4 address of the NFS server (required with external).");

    public static final ConfigKey NFS_PATH = ConfigKey.of(
            "storage.nfsPath",
            STRING,
            null,
            "external: the exported path, e.g. /export/home (required with external).");

    public static final ConfigKey MOUNT_OPTIONS = ConfigKey.of(
            "storage.mountOptions",
            STRING,
            HOME_MOUNT_OPTIONS,
            "fileStorage and external: NFS mount options of /home on the bastion and every node.");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(
            MODE,
            RETAIN_ON_DELETE,
            PROTECT,
            FILE_SYSTEM_ID,
            MOUNT_TARGET_HOSTNAME,
            EXPORT_PATH,
            NFS_SERVER,
            NFS_PATH,
            MOUNT_OPTIONS);

    private StorageKeys() {}

    public static Settings.Storage read(KeyReader read) {
        return new Settings.Storage(
                Settings.StorageMode.parse(read.oneOf(MODE)).orElseThrow(),
                read.bool(RETAIN_ON_DELETE),
                read.bool(PROTECT),
                read.string(FILE_SYSTEM_ID),
                read.string(MOUNT_TARGET_HOSTNAME),
                read.string(EXPORT_PATH),
                read.string(NFS_SERVER),
                read.string(NFS_PATH),
                read.string(MOUNT_OPTIONS));
    }
}
