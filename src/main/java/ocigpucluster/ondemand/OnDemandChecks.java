package ocigpucluster.ondemand;

import static ocigpucluster.validation.Check.error;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import ocigpucluster.directory.Directory;
import ocigpucluster.settings.BastionKeys;
import ocigpucluster.settings.ClusterKeys;
import ocigpucluster.settings.Settings;
import ocigpucluster.settings.TopLevelKeys;
import ocigpucluster.shapes.ShapeCatalog;
import ocigpucluster.slurm.Scheduler;
import ocigpucluster.slurm.SchedulerChecks;
import ocigpucluster.slurm.SchedulerKeys;
import ocigpucluster.users.UsersKeys;
import ocigpucluster.validation.AccessChecks;
import ocigpucluster.validation.Check;
import ocigpucluster.validation.Check.Finding;

/**
 * The on-demand partition and the IAM rights its controller needs. Checked only while
 * onDemand.enabled is true, except that the two IAM modes may never be mixed. On-demand nodes are
 * started and stopped by Slurm's power saving, so they need scheduler.type slurm.
 */
public final class OnDemandChecks {
    /** OCI region identifiers: us-ashburn-1, ap-tokyo-1, eu-frankfurt-1 (Oracle, "Regions and Availability Domains"). */
    static final Pattern REGION = Pattern.compile("[a-z]{2,3}-[a-z]+-[1-9][0-9]?");
    /** IAM names: letters, digits, '.', '-', '_'; at most 100 characters (Oracle, "Managing Dynamic Groups"). */
    static final Pattern IAM_NAME = Pattern.compile("[A-Za-z0-9._-]{1,100}");

    private OnDemandChecks() {}

    public static final List<Check> ALL = java.util.stream.Stream.concat(
                    java.util.stream.Stream.of(
                            // the ranges of onDemand.maxNodes, idleMinutes (1 to 1440) and resumeTimeoutMinutes (at
                            // least
                            // 30: a bare-metal boot plus RDMA set-up) are the reader's (ConfigKeys); this is the
                            // cross-key part
                            error(
                                    "ONDEMAND_NEEDS_SLURM",
                                    "onDemand.enabled without scheduler.type slurm: nothing would start the nodes",
                                    OnDemandChecks::needsSlurm),
                            error(
                                    "ONDEMAND_WITH_NODE_GROUPS",
                                    "onDemand.enabled while nodeGroups declares the groups",
                                    OnDemandChecks::withNodeGroups),
                            error(
                                    "ONDEMAND_WITH_OWN_CONTROLLER",
                                    "on-demand nodes with controller.host own: the resume programs call OCI as the bastion's instance principal",
                                    OnDemandChecks::ownController),
                            error(
                                    "ONDEMAND_DIRECTORY_UNSUPPORTED",
                                    "onDemand.enabled with users.directory: resumed nodes get no SSSD",
                                    OnDemandChecks::directory),
                            error(
                                    "ONDEMAND_PARTITION_INVALID",
                                    "onDemand.partition is not a Slurm partition name or equals scheduler.partition",
                                    OnDemandChecks::partition),
                            error(
                                    "ONDEMAND_PARTITION_RESERVED",
                                    "onDemand.partition is DEFAULT, which slurm.conf reads as the defaults line",
                                    OnDemandChecks::partitionReserved),
                            error(
                                    "ONDEMAND_NODE_NAME_CLASH",
                                    "bastion.hostname is the name of an on-demand node (<onDemand.partition>-<n>)",
                                    OnDemandChecks::nodeNameClash),
                            error(
                                    "ONDEMAND_MAX_NODES_RANGE",
                                    "onDemand.maxNodes is above cluster.maxNodeCount",
                                    OnDemandChecks::maxNodes),
                            error(
                                    "ONDEMAND_SHAPE_UNKNOWN",
                                    "onDemand.shape is not in the shape catalog",
                                    OnDemandChecks::shapeUnknown),
                            error(
                                    "ONDEMAND_NEEDS_SSH_KEY",
                                    "on-demand nodes without sshPrivateKey: the destroy clean-up cannot reach the bastion",
                                    OnDemandChecks::needsSshKey),
                            error(
                                    "ONDEMAND_IAM_MISSING",
                                    "on-demand nodes without IAM: neither iam.tenancyOcid + iam.homeRegion nor iam.existingDynamicGroup",
                                    OnDemandChecks::iamMissing),
                            error(
                                    "IAM_MODES_MIXED",
                                    "iam.existingDynamicGroup set together with iam.tenancyOcid or iam.homeRegion",
                                    OnDemandChecks::iamMixed),
                            error(
                                    "IAM_HOME_REGION_MALFORMED",
                                    "iam.homeRegion is not a region identifier (e.g. us-ashburn-1)",
                                    OnDemandChecks::homeRegion),
                            error(
                                    "IAM_DYNAMIC_GROUP_NAME_MALFORMED",
                                    "iam.existingDynamicGroup is not a valid IAM name",
                                    OnDemandChecks::groupName)),
                    // the tenancy OCID is checked as the shared OCID keys are, under their ids
                    AccessChecks.ocidChecks(List.of(new AccessChecks.OcidKey(
                                    IamKeys.TENANCY_OCID,
                                    s -> Iam.of(s).tenancyOcid(),
                                    java.util.Set.of("tenancy"),
                                    "ocid1.tenancy.oc1..<unique>")))
                            .stream())
            .toList();

    private static List<Finding> needsSlurm(Settings s) {
        if (!OnDemand.of(s).enabled() || Scheduler.of(s).slurm()) {
            return List.of();
        }
        return List.of(new Finding(
                        SchedulerKeys.TYPE,
                        "is '" + Scheduler.of(s).type() + "'; on-demand nodes are launched and"
                                + " terminated by Slurm's power saving (resume/suspend programs), so onDemand.enabled needs Slurm",
                        "`pulumi config set --path scheduler.type slurm`, or `pulumi config set --path onDemand.enabled false`")
                .naming(OnDemandKeys.ENABLED));
    }

    private static List<Finding> withNodeGroups(Settings s) {
        if (!keysOn(s) || !s.declaresNodeGroups()) {
            return List.of();
        }
        return List.of(Finding.suggesting(
                        OnDemandKeys.ENABLED,
                        "is true while nodeGroups declares the node groups: the on-demand partition is then a group"
                                + " of nodeGroups with onDemand bounds",
                        "remove onDemand.enabled and add a group {name: ondemand, shape: ..., placement: computeCluster,"
                                + " onDemand: {maxNodes: " + OnDemand.of(s).maxNodes() + "}} to nodeGroups",
                        false)
                .naming(ocigpucluster.settings.NodeGroupKeys.NODE_GROUPS));
    }

    private static List<Finding> ownController(Settings s) {
        if (!OnDemand.of(s).enabled() || !s.controller().own()) {
            return List.of();
        }
        // slurmctld runs ResumeProgram on its own host; the dynamic group (OnDemandAccess) admits
        // the bastion's instance only, so a launch from the controller's VM would be refused
        return List.of(Finding.suggesting(
                ocigpucluster.settings.RoleKeys.CONTROLLER_HOST,
                "is own while the cluster has on-demand nodes: slurmctld runs their resume and suspend"
                        + " programs on its host, and they call OCI as the bastion's instance principal (the"
                        + " on-demand dynamic group admits the bastion only)",
                "keep the controller on the bastion (controller.host bastion), or drop the on-demand group",
                "bastion"));
    }

    private static List<Finding> directory(Settings s) {
        if (!OnDemand.of(s).enabled() || !Directory.of(s).enabled()) {
            return List.of();
        }
        // the resume program gives a new node the readiness gate, users.accounts and slurmd, but not
        // the directory stage's SSSD (its bind password reaches only that stage): directory users'
        // jobs would fail there with an unknown UID
        return List.of(new Finding(
                        OnDemandKeys.ENABLED,
                        "is true while users.directory is set; on-demand nodes are not"
                                + " bound to the directory (no SSSD on resumed nodes), so a directory user's job there would fail",
                        "`pulumi config set --path onDemand.enabled false`, or give the people who use the on-demand partition"
                                + " users.accounts instead of users.directory")
                .naming(UsersKeys.ACCOUNTS));
    }

    /** The onDemand.* keys declare the group (a nodeGroups item's fields have the group checks). */
    private static boolean keysOn(Settings s) {
        return s.get(OnDemandKeys.GROUP).enabled();
    }

    private static List<Finding> partition(Settings s) {
        String p = OnDemand.of(s).partition();
        if (!keysOn(s)) {
            return List.of();
        }
        if (p == null || !SchedulerChecks.PARTITION.matcher(p).matches()) {
            return List.of(new Finding(
                    OnDemandKeys.PARTITION,
                    "'" + p + "' is not a partition name of 1-31 lower-case letters,"
                            + " digits, - or _ starting with a letter",
                    "`pulumi config set --path onDemand.partition ondemand` (the default)"));
        }
        if (p.equals(Scheduler.of(s).partition())) {
            return List.of(new Finding(
                            OnDemandKeys.PARTITION,
                            "is '" + p + "', the name of the static partition (scheduler.partition)",
                            "give the on-demand partition its own name: `pulumi config set --path onDemand.partition ondemand`")
                    .naming(SchedulerKeys.PARTITION));
        }
        return List.of();
    }

    /**
     * "PartitionName=DEFAULT" sets the defaults of the partition lines after it instead of defining
     * one (slurm.conf(5), PartitionName; Slurm compares it case-insensitively, read_config.c), so
     * the on-demand nodes would be in no partition.
     */
    private static List<Finding> partitionReserved(Settings s) {
        String p = OnDemand.of(s).partition();
        if (!OnDemand.of(s).enabled()
                || p == null
                || !SchedulerChecks.SLURM_RESERVED_PARTITIONS.contains(p.toLowerCase(java.util.Locale.ROOT))) {
            return List.of();
        }
        String other = "ondemand".equals(Scheduler.of(s).partition()) ? "burst" : "ondemand";
        return List.of(Finding.suggesting(
                OnDemandKeys.PARTITION,
                "'" + p
                        + "' is a slurm.conf keyword: PartitionName=DEFAULT sets the defaults of the partitions after it"
                        + " instead of defining one (slurm.conf(5)), so the on-demand nodes would be in no partition",
                "use another name, e.g. `pulumi config set --path onDemand.partition " + other + "`",
                other));
    }

    /**
     * The on-demand nodes are named {@code <partition>-1 .. <partition>-<maxNodes>} (slurm.conf
     * NodeName, and each node's host name): a bastion of one of those names would be slurmctld's
     * host (SlurmctldHost) and a node at once, and the nodes resolve the bastion, which serves /home,
     * by its name.
     */
    private static List<Finding> nodeNameClash(Settings s) {
        OnDemand o = OnDemand.of(s);
        String host = s.bastion().hostname();
        String p = o.partition();
        if (!o.enabled() || host == null || p == null || !host.startsWith(p + "-")) {
            return List.of();
        }
        String n = host.substring(p.length() + 1);
        if (!n.matches("[1-9][0-9]{0,5}") || Integer.parseInt(n) > o.maxNodes()) {
            return List.of();
        }
        return List.of(Finding.suggesting(
                        BastionKeys.HOSTNAME,
                        "is '" + host + "', the name of on-demand node " + n + " of " + o.maxNodes()
                                + " (onDemand.partition " + p + ": nodes " + p + "-1 to " + p + "-" + o.maxNodes()
                                + "); Slurm and the nodes would take one host for the other",
                        "give the bastion another name, e.g. `pulumi config set --path bastion.hostname bastion`"
                                + " (the default), or rename the partition (onDemand.partition)",
                        "bastion")
                .naming(OnDemandKeys.PARTITION, OnDemandKeys.MAX_NODES));
    }

    private static List<Finding> maxNodes(Settings s) {
        int n = OnDemand.of(s).maxNodes();
        int max = s.cluster().maxNodeCount();
        if (!keysOn(s) || n <= max) {
            return List.of();
        }
        return List.of(new Finding(
                        OnDemandKeys.MAX_NODES,
                        "is " + n + "; it must not exceed cluster.maxNodeCount (" + max + ")",
                        "`pulumi config set --path onDemand.maxNodes 4`")
                .naming(ClusterKeys.MAX_NODE_COUNT));
    }

    private static List<Finding> shapeUnknown(Settings s) {
        String shape = OnDemand.of(s).shape();
        if (!keysOn(s) || shape == null || ShapeCatalog.get().find(shape).isPresent()) {
            return List.of();
        }
        return List.of(new Finding(
                OnDemandKeys.SHAPE,
                "'" + shape + "' is not in the shape catalog",
                "use one of " + ShapeCatalog.get().names()
                        + ", e.g. `pulumi config set --path onDemand.shape BM.GPU4.8`"));
    }

    private static List<Finding> needsSshKey(Settings s) {
        if (!OnDemand.of(s).enabled() || s.sshPrivateKey() != null) {
            return List.of();
        }
        return List.of(new Finding(
                        TopLevelKeys.SSH_PRIVATE_KEY,
                        "is required while onDemand.enabled is true: on destroy, the clean-up"
                                + " logs in to the bastion with it to terminate the on-demand nodes",
                        "`pulumi config set --secret sshPrivateKey < ~/.ssh/id_ed25519`")
                .naming(OnDemandKeys.ENABLED));
    }

    private static List<Finding> iamMissing(Settings s) {
        Iam iam = Iam.of(s);
        if (!OnDemand.of(s).enabled() || iam.existingDynamicGroup() != null) {
            return List.of();
        }
        List<Finding> out = new ArrayList<>();
        String why =
                "is required while onDemand.enabled is true: the bastion launches and terminates nodes as an instance"
                        + " principal, which needs a dynamic group and a policy in the tenancy";
        String orExisting =
                "; or, when you cannot create IAM resources, have an administrator create them (docs/on-demand.md)"
                        + " and set `pulumi config set --path iam.existingDynamicGroup <name>` instead";
        if (iam.tenancyOcid() == null) {
            out.add(new Finding(
                            IamKeys.TENANCY_OCID,
                            why,
                            "`pulumi config set --path iam.tenancyOcid ocid1.tenancy.oc1..<unique>`" + orExisting)
                    .naming(OnDemandKeys.ENABLED, IamKeys.EXISTING_DYNAMIC_GROUP));
        }
        if (iam.homeRegion() == null) {
            out.add(new Finding(
                            IamKeys.HOME_REGION,
                            why + " (identity resources are accepted only in the home region)",
                            "`pulumi config set --path iam.homeRegion <region>` (Console: Tenancy details, Home region)"
                                    + orExisting)
                    .naming(OnDemandKeys.ENABLED, IamKeys.EXISTING_DYNAMIC_GROUP));
        }
        return out;
    }

    private static List<Finding> iamMixed(Settings s) {
        Iam iam = Iam.of(s);
        if (iam.existingDynamicGroup() == null || (iam.tenancyOcid() == null && iam.homeRegion() == null)) {
            return List.of();
        }
        return List.of(new Finding(
                        IamKeys.EXISTING_DYNAMIC_GROUP,
                        "is set together with iam.tenancyOcid/iam.homeRegion: either the"
                                + " program creates the dynamic group and policy, or an administrator did",
                        "remove one: `pulumi config rm --path iam.existingDynamicGroup`, or `pulumi config rm --path iam.tenancyOcid`"
                                + " and `pulumi config rm --path iam.homeRegion`")
                .naming(IamKeys.TENANCY_OCID, IamKeys.HOME_REGION));
    }

    private static List<Finding> homeRegion(Settings s) {
        String r = Iam.of(s).homeRegion();
        if (r == null || REGION.matcher(r).matches()) {
            return List.of();
        }
        return List.of(new Finding(
                IamKeys.HOME_REGION,
                "'" + r + "' is not a region identifier",
                "use the identifier, not the name: e.g. `pulumi config set --path iam.homeRegion us-ashburn-1`"));
    }

    private static List<Finding> groupName(Settings s) {
        String g = Iam.of(s).existingDynamicGroup();
        if (g == null || IAM_NAME.matcher(g).matches()) {
            return List.of();
        }
        return List.of(new Finding(
                IamKeys.EXISTING_DYNAMIC_GROUP,
                "'" + g + "' is not an IAM name (letters, digits, '.', '-', '_';" + " at most 100 characters)",
                "set the dynamic group's name as the Console shows it, e.g. `pulumi config set --path"
                        + " iam.existingDynamicGroup gpu-cluster-bastion`"));
    }
}
