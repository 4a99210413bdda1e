package ocigpucluster.settings;

import static ocigpucluster.settings.ValueType.BOOLEAN;
import static ocigpucluster.settings.ValueType.INTEGER;
import static ocigpucluster.settings.ValueType.NUMBER;
import static ocigpucluster.settings.ValueType.STRING;

import java.util.List;
import ocigpucluster.settings.ConfigKey.Range;

/**
 * The {@code bastion} group: the login and NFS host in the public subnet.
 * Each key is declared here once; the reader, the checks and the generated docs use the constants.
 */
public final class BastionKeys {
    public static final ConfigKey SHAPE =
            ConfigKey.of("bastion.shape", STRING, "VM.Standard.E5.Flex", "Bastion shape (a Flex shape).");

    public static final ConfigKey OCPUS =
            ConfigKey.number("bastion.ocpus", NUMBER, 2, Range.of(1, 512, "BASTION_SIZE_RANGE"), "Bastion OCPUs.");

    public static final ConfigKey MEMORY_IN_GBS = ConfigKey.number(
            "bastion.memoryInGbs", NUMBER, 16, Range.of(1, 4096, "BASTION_SIZE_RANGE"), "Bastion memory in GB.");

    public static final ConfigKey IMAGE_ID = ConfigKey.of(
            "bastion.imageId",
            STRING,
            null,
            "Bastion image OCID; default: the newest Oracle Linux 9 image for the shape, looked up when the bastion is created. Either way the image is kept for the bastion's life: a newer Oracle image or a changed bastion.imageId does not touch the running bastion (its boot volume holds /home with storage.mode bastion), unless bastion.allowImageChange is true.");

    public static final ConfigKey BOOT_VOLUME_SIZE_IN_GBS = ConfigKey.number(
            "bastion.bootVolumeSizeInGbs",
            INTEGER,
            100,
            Range.of(50, 32768, "BOOT_VOLUME_TOO_SMALL", "BOOT_VOLUME_TOO_LARGE"),
            "Bastion boot volume size in GB (it holds /home, exported over NFS).");

    public static final ConfigKey HOSTNAME =
            ConfigKey.of("bastion.hostname", STRING, "bastion", "Bastion host name; GPU nodes mount <hostname>:/home.");

    public static final ConfigKey USER =
            ConfigKey.of("bastion.user", STRING, "opc", "Login user of the bastion and node images.");

    public static final ConfigKey PROTECT = ConfigKey.of(
            "bastion.protect", BOOLEAN, false, "Protect the bastion (and so /home) from deletion by pulumi destroy.");

    public static final ConfigKey ALLOW_IMAGE_CHANGE = ConfigKey.of(
            "bastion.allowImageChange",
            BOOLEAN,
            false,
            "Apply a changed bastion.imageId to the running bastion: OCI replaces its boot volume in place (with storage.mode bastion that is /home; always Slurm's and the accounting database's state), keeping the old boot volume detached (isPreserveBootVolumeEnabled). Needs bastion.imageId. false: the image the bastion was created with stays (Pulumi ignoreChanges on sourceDetails.sourceId).");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(
            SHAPE,
            OCPUS,
            MEMORY_IN_GBS,
            IMAGE_ID,
            ALLOW_IMAGE_CHANGE,
            BOOT_VOLUME_SIZE_IN_GBS,
            HOSTNAME,
            USER,
            PROTECT);

    private BastionKeys() {}

    public static Settings.Bastion read(KeyReader read) {
        return new Settings.Bastion(
                read.string(SHAPE),
                read.number(OCPUS).doubleValue(),
                read.number(MEMORY_IN_GBS).doubleValue(),
                read.string(IMAGE_ID),
                read.integer(BOOT_VOLUME_SIZE_IN_GBS),
                read.string(HOSTNAME),
                read.string(USER),
                read.bool(PROTECT),
                read.bool(ALLOW_IMAGE_CHANGE));
    }
}
