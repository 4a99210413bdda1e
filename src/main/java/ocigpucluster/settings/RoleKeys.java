package ocigpucluster.settings;

import static ocigpucluster.settings.ValueType.INTEGER;
import static ocigpucluster.settings.ValueType.NUMBER;
import static ocigpucluster.settings.ValueType.STRING;

import java.util.List;
import ocigpucluster.settings.ConfigKey.Range;

/**
 * The roles apart from the node groups: the {@code login} pool users ssh to, and where the Slurm
 * {@code controller} and the monitoring/accounting host ({@code monitoringHost}) run: on the
 * bastion, as before, or each on its own VM in the private subnet (the bastion then only relays
 * SSH). Each key is declared here once; the reader, the checks and the generated docs use the
 * constants.
 */
public final class RoleKeys {
    /** Where a role runs: the bastion (as before) or a VM of its own. */
    static final ConfigKey.Choices HOSTS = new ConfigKey.Choices(
            List.of("bastion", "own"),
            "ROLE_HOST_INVALID",
            "is %s; a role runs on the bastion or on its own VM",
            "use bastion or own");

    public static final ConfigKey LOGIN_COUNT = ConfigKey.number(
            "login.count",
            INTEGER,
            0,
            Range.of(0, 16, "LOGIN_COUNT_RANGE"),
            "Login nodes: VMs in the private subnet users ssh to through the bastion (ssh -J), with /home, the Slurm client and the container tools; 0: users log in on the bastion.");

    public static final ConfigKey LOGIN_SHAPE =
            ConfigKey.of("login.shape", STRING, "VM.Standard.E5.Flex", "Login node shape (a Flex shape).");

    public static final ConfigKey LOGIN_OCPUS =
            ConfigKey.number("login.ocpus", NUMBER, 2, Range.of(1, 512, "ROLE_SIZE_RANGE"), "Login node OCPUs.");

    public static final ConfigKey LOGIN_MEMORY_IN_GBS = ConfigKey.number(
            "login.memoryInGbs", NUMBER, 16, Range.of(1, 4096, "ROLE_SIZE_RANGE"), "Login node memory in GB.");

    public static final ConfigKey LOGIN_IMAGE_ID = ConfigKey.of(
            "login.imageId",
            STRING,
            null,
            "Login node image OCID; default: the bastion's (bastion.imageId, or looked up).");

    public static final ConfigKey LOGIN_BOOT_VOLUME_SIZE_IN_GBS = ConfigKey.number(
            "login.bootVolumeSizeInGbs",
            INTEGER,
            100,
            Range.of(50, 32768, "BOOT_VOLUME_TOO_SMALL", "BOOT_VOLUME_TOO_LARGE"),
            "Login node boot volume size in GB (Enroot's container images and scratch live on it).");

    public static final ConfigKey CONTROLLER_HOST = ConfigKey.oneOf(
            "controller.host",
            "bastion",
            HOSTS,
            "Where slurmctld runs (scheduler.type slurm): bastion, or own (a VM of its own in the private subnet).");

    public static final ConfigKey CONTROLLER_SHAPE = ConfigKey.of(
            "controller.shape",
            STRING,
            "VM.Standard.E5.Flex",
            "Controller VM shape (a Flex shape; controller.host own).");

    public static final ConfigKey CONTROLLER_OCPUS = ConfigKey.number(
            "controller.ocpus", NUMBER, 2, Range.of(1, 512, "ROLE_SIZE_RANGE"), "Controller VM OCPUs.");

    public static final ConfigKey CONTROLLER_MEMORY_IN_GBS = ConfigKey.number(
            "controller.memoryInGbs", NUMBER, 16, Range.of(1, 4096, "ROLE_SIZE_RANGE"), "Controller VM memory in GB.");

    public static final ConfigKey CONTROLLER_IMAGE_ID =
            ConfigKey.of("controller.imageId", STRING, null, "Controller VM image OCID; default: the bastion's.");

    public static final ConfigKey CONTROLLER_BOOT_VOLUME_SIZE_IN_GBS = ConfigKey.number(
            "controller.bootVolumeSizeInGbs",
            INTEGER,
            100,
            Range.of(50, 32768, "BOOT_VOLUME_TOO_SMALL", "BOOT_VOLUME_TOO_LARGE"),
            "Controller VM boot volume size in GB.");

    public static final ConfigKey MONITORING_HOST = ConfigKey.oneOf(
            "monitoring.host",
            "bastion",
            // the shared id of a word outside a key's choices, as the key has always had
            new ConfigKey.Choices(
                    List.of("bastion", "own"),
                    "CONFIG_INVALID_VALUE",
                    "%s is not a monitoring host; Prometheus, Grafana and Alertmanager run on the bastion or on a VM of their own",
                    "set monitoring.host to bastion or own"),
            "Where Prometheus, Grafana and Alertmanager run (monitoring.enabled): bastion, or own (a VM of its own in the private subnet, sized by monitoringHost.*; reached through the bastion). The accounting database (accounting.enabled) runs with slurmctld (controller.host).");

    public static final ConfigKey MONITORING_SHAPE = ConfigKey.of(
            "monitoringHost.shape",
            STRING,
            "VM.Standard.E5.Flex",
            "Monitoring VM shape (a Flex shape; monitoring.host own).");

    public static final ConfigKey MONITORING_OCPUS = ConfigKey.number(
            "monitoringHost.ocpus", NUMBER, 2, Range.of(1, 512, "ROLE_SIZE_RANGE"), "Monitoring VM OCPUs.");

    public static final ConfigKey MONITORING_MEMORY_IN_GBS = ConfigKey.number(
            "monitoringHost.memoryInGbs",
            NUMBER,
            16,
            Range.of(1, 4096, "ROLE_SIZE_RANGE"),
            "Monitoring VM memory in GB.");

    public static final ConfigKey MONITORING_IMAGE_ID =
            ConfigKey.of("monitoringHost.imageId", STRING, null, "Monitoring VM image OCID; default: the bastion's.");

    public static final ConfigKey MONITORING_BOOT_VOLUME_SIZE_IN_GBS = ConfigKey.number(
            "monitoringHost.bootVolumeSizeInGbs",
            INTEGER,
            100,
            Range.of(50, 32768, "BOOT_VOLUME_TOO_SMALL", "BOOT_VOLUME_TOO_LARGE"),
            "Monitoring VM boot volume size in GB (the metrics' retention lives on it).");

    /** The groups' keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(
            LOGIN_COUNT,
            LOGIN_SHAPE,
            LOGIN_OCPUS,
            LOGIN_MEMORY_IN_GBS,
            LOGIN_IMAGE_ID,
            LOGIN_BOOT_VOLUME_SIZE_IN_GBS,
            CONTROLLER_HOST,
            CONTROLLER_SHAPE,
            CONTROLLER_OCPUS,
            CONTROLLER_MEMORY_IN_GBS,
            CONTROLLER_IMAGE_ID,
            CONTROLLER_BOOT_VOLUME_SIZE_IN_GBS,
            MONITORING_HOST,
            MONITORING_SHAPE,
            MONITORING_OCPUS,
            MONITORING_MEMORY_IN_GBS,
            MONITORING_IMAGE_ID,
            MONITORING_BOOT_VOLUME_SIZE_IN_GBS);

    private RoleKeys() {}

    public static Settings.Login login(KeyReader read) {
        return new Settings.Login(
                read.integer(LOGIN_COUNT),
                new Settings.Vm(
                        read.string(LOGIN_SHAPE),
                        read.number(LOGIN_OCPUS).doubleValue(),
                        read.number(LOGIN_MEMORY_IN_GBS).doubleValue(),
                        read.string(LOGIN_IMAGE_ID),
                        read.integer(LOGIN_BOOT_VOLUME_SIZE_IN_GBS)));
    }

    public static Settings.Role controller(KeyReader read) {
        return new Settings.Role(
                Settings.Role.CONTROLLER,
                read.oneOf(CONTROLLER_HOST).equals("own"),
                new Settings.Vm(
                        read.string(CONTROLLER_SHAPE),
                        read.number(CONTROLLER_OCPUS).doubleValue(),
                        read.number(CONTROLLER_MEMORY_IN_GBS).doubleValue(),
                        read.string(CONTROLLER_IMAGE_ID),
                        read.integer(CONTROLLER_BOOT_VOLUME_SIZE_IN_GBS)));
    }

    public static Settings.Role monitoringHost(KeyReader read) {
        return new Settings.Role(
                Settings.Role.MONITORING,
                read.oneOf(MONITORING_HOST).equals("own"),
                new Settings.Vm(
                        read.string(MONITORING_SHAPE),
                        read.number(MONITORING_OCPUS).doubleValue(),
                        read.number(MONITORING_MEMORY_IN_GBS).doubleValue(),
                        read.string(MONITORING_IMAGE_ID),
                        read.integer(MONITORING_BOOT_VOLUME_SIZE_IN_GBS)));
    }
}
