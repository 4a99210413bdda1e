package ocigpucluster.slurm;

import static ocigpucluster.validation.Check.error;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Pattern;
import ocigpucluster.settings.BootstrapKeys;
import ocigpucluster.settings.Settings;
import ocigpucluster.validation.Check;
import ocigpucluster.validation.Check.Finding;

/** The {@code scheduler} group: Slurm on or off, its names, and the node failure policy. */
public final class SchedulerChecks {
    /** Slurm partition and cluster names as the stages accept them (slurm-controller.sh). */
    public static final Pattern PARTITION = Pattern.compile("[a-z][a-z0-9_-]{0,30}");

    static final Pattern CLUSTER_NAME = Pattern.compile("[a-z][a-z0-9_-]{0,39}");

    /**
     * Names slurm.conf reads as keywords: "PartitionName=DEFAULT" sets the defaults of every
     * later partition line instead of defining a partition (slurm.conf(5), PartitionName), and
     * the stages write such a line; Slurm compares it case-insensitively.
     */
    public static final Set<String> SLURM_RESERVED_PARTITIONS = Set.of("default");

    private SchedulerChecks() {}

    public static final List<Check> ALL = List.of(
            error(
                    "SLURM_PARTITION_INVALID",
                    "scheduler.partition is not a Slurm partition name",
                    SchedulerChecks::partition),
            error(
                    "SLURM_CLUSTER_NAME_INVALID",
                    "scheduler.clusterName is not a Slurm cluster name",
                    SchedulerChecks::clusterName),
            error(
                    "NODE_FAILURE_POLICY_INVALID",
                    "scheduler.onNodeFailure is neither fail nor drain, or drain without Slurm",
                    SchedulerChecks::policy),
            error(
                    "SLURM_NEEDS_BOOTSTRAP",
                    "scheduler.type is slurm but bootstrap.enabled is false",
                    SchedulerChecks::needsBootstrap),
            error(
                    "DRAIN_WITH_CONTAINER_RUNTIME",
                    "scheduler.onNodeFailure is drain but bootstrap.containerRuntime would still fail the update on a drained node",
                    SchedulerChecks::drainWithContainers),
            error(
                    "SLURM_DOWNLOADS_UNPINNED",
                    "scheduler.type is slurm, versions.env pins no SHA256 for a Slurm, Enroot or Pyxis file, and scheduler.allowUnpinnedDownloads is false",
                    SchedulerChecks::unpinnedDownloads),
            error(
                    "NCCL_NEEDS_CONTAINER_RUNTIME",
                    "bootstrap.nccl runs in a container but bootstrap.containerRuntime is false",
                    SchedulerChecks::ncclNeedsContainers),
            error(
                    "SLURM_ARCHITECTURE_UNSUPPORTED",
                    "scheduler.type is slurm with an aarch64 node group (GB200, GB300): the controller builds Slurm's RPMs for x86_64",
                    SchedulerChecks::architecture),
            error(
                    "SLURM_PARTITION_RESERVED",
                    "scheduler.partition is DEFAULT, which slurm.conf reads as the defaults line",
                    SchedulerChecks::partitionReserved),
            error(
                    "SLURM_TOPOLOGY_WITHOUT_SLURM",
                    "scheduler.topology is true but scheduler.type is not slurm",
                    SchedulerChecks::topologyWithoutSlurm),
            error(
                    "SLURM_BLOCK_PARTITION_INVALID",
                    "scheduler.blockPartition without scheduler.topology, not a partition name, or another partition's name",
                    SchedulerChecks::blockPartition));

    /** topology.yaml is Slurm's: without Slurm nothing reads it. */
    private static List<Finding> topologyWithoutSlurm(Settings s) {
        Scheduler sc = Scheduler.of(s);
        if (!sc.topology() || sc.slurm()) {
            return List.of();
        }
        return List.of(new Finding(
                        SchedulerKeys.TOPOLOGY,
                        "is true, but scheduler.type is " + sc.type() + ": the topology is Slurm's topology.yaml",
                        "set scheduler.type to slurm, or remove scheduler.topology")
                .naming(SchedulerKeys.TYPE));
    }

    /** The block partition is one more partition line (slurm-controller.sh) on the block topology. */
    private static List<Finding> blockPartition(Settings s) {
        Scheduler sc = Scheduler.of(s);
        String b = sc.blockPartition();
        if (b == null) {
            return List.of();
        }
        if (!sc.topology()) {
            return List.of(new Finding(
                            SchedulerKeys.BLOCK_PARTITION,
                            "is '" + b
                                    + "', but scheduler.topology is false: its Topology=block is defined in topology.yaml",
                            "set scheduler.topology to true, or remove scheduler.blockPartition")
                    .naming(SchedulerKeys.TOPOLOGY));
        }
        if (!PARTITION.matcher(b).matches() || SLURM_RESERVED_PARTITIONS.contains(b)) {
            return List.of(new Finding(
                    SchedulerKeys.BLOCK_PARTITION,
                    "'" + b + "' is not a partition name of 1-31 lower-case letters, digits, - or _ starting with a"
                            + " letter (DEFAULT is slurm.conf's defaults line)",
                    "use a name like segments"));
        }
        List<String> taken = new java.util.ArrayList<>();
        taken.add(sc.partition());
        s.groups().forEach(g -> taken.add(SlurmGroups.partition(s, g)));
        PowerSaving.of(s).ifPresent(o -> taken.add(o.partition()));
        if (taken.contains(b)) {
            return List.of(new Finding(
                    SchedulerKeys.BLOCK_PARTITION,
                    "is '" + b + "', a partition the cluster already has: the block partition is one more",
                    "use a name no other partition has, like segments"));
        }
        return List.of();
    }

    /** A Slurm cluster whose nodes cannot install the controller's x86_64 RPMs (lib/slurm-lib.sh SLURM_RPM_ARCH). */
    private static List<Finding> architecture(Settings s) {
        if (!Scheduler.of(s).slurm()) {
            return List.of();
        }
        List<String> arm = s.groups().stream()
                .filter(g -> ocigpucluster.shapes.ShapeCatalog.get()
                        .find(g.shape())
                        .map(sh -> !sh.architecture().equals("x86_64"))
                        .orElse(false))
                .map(g -> g.name() + " (" + g.shape() + ")")
                .toList();
        if (arm.isEmpty()) {
            return List.of();
        }
        return List.of(Finding.suggesting(
                        SchedulerKeys.TYPE,
                        "is slurm, but node group(s) " + String.join(", ", arm) + " run aarch64 (Grace) hosts, and the"
                                + " controller builds Slurm's RPMs for x86_64 only: their nodes could not install slurmd",
                        "deploy the aarch64 groups with scheduler.type none (the chain still gates them: readiness,"
                                + " per-NIC RDMA, NCCL), or in a stack of their own",
                        "none")
                .naming(ocigpucluster.settings.NodeGroupKeys.NODE_GROUPS));
    }

    /**
     * The download digests of versions.env still "unpinned" (read as a resource: versions.env is
     * the one place for pins; the Slurm stages refuse such files unless allowed, lib/slurm-lib.sh).
     */
    static final List<String> UNPINNED = unpinned();

    private static List<String> unpinned() {
        Properties p = new Properties();
        try (InputStream in =
                SchedulerChecks.class.getClassLoader().getResourceAsStream("ocigpucluster/bootstrap/versions.env")) {
            if (in == null) {
                throw new IllegalStateException("ocigpucluster/bootstrap/versions.env is not on the classpath");
            }
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p.stringPropertyNames().stream()
                .filter(k -> k.endsWith("_SHA256")
                        && "unpinned".equals(p.getProperty(k).trim()))
                .sorted()
                .toList();
    }

    private static List<Finding> partition(Settings s) {
        String p = Scheduler.of(s).partition();
        if (p != null && PARTITION.matcher(p).matches()) {
            return List.of();
        }
        return List.of(new Finding(
                SchedulerKeys.PARTITION,
                "'" + p + "' is not a partition name of 1-31 lower-case letters, digits, - or _ starting with a letter",
                "use a name like compute (the default) or gpu-a100"));
    }

    private static List<Finding> clusterName(Settings s) {
        String n = Scheduler.of(s).clusterName();
        if (n != null && CLUSTER_NAME.matcher(n).matches()) {
            return List.of();
        }
        return List.of(new Finding(
                SchedulerKeys.CLUSTER_NAME,
                "'" + n
                        + "' is not a Slurm ClusterName of 1-40 lower-case letters, digits, - or _ starting with a letter",
                "use a name like oci-gpu-cluster (the default)"));
    }

    /** Drain without Slurm (a policy that is neither fail nor drain the reader refuses under the same id). */
    private static List<Finding> policy(Settings s) {
        if (Scheduler.of(s).drain() && !Scheduler.of(s).slurm()) {
            return List.of(new Finding(
                            SchedulerKeys.ON_NODE_FAILURE,
                            "is drain, but there is no Slurm to drain a node in (scheduler.type is "
                                    + Scheduler.of(s).type() + ")",
                            "set scheduler.type to slurm, or scheduler.onNodeFailure to fail")
                    .naming(SchedulerKeys.TYPE));
        }
        return List.of();
    }

    private static List<Finding> needsBootstrap(Settings s) {
        if (Scheduler.of(s).slurm() && !s.bootstrap().enabled()) {
            return List.of(new Finding(
                            BootstrapKeys.ENABLED,
                            "is false, but scheduler.type slurm is installed by the bootstrap chain",
                            "set bootstrap.enabled to true, or scheduler.type to none")
                    .naming(SchedulerKeys.TYPE));
        }
        return List.of();
    }

    private static List<Finding> unpinnedDownloads(Settings s) {
        if (!Scheduler.of(s).slurm() || Scheduler.of(s).allowUnpinnedDownloads() || UNPINNED.isEmpty()) {
            return List.of();
        }
        return List.of(Finding.suggesting(
                SchedulerKeys.ALLOW_UNPINNED_DOWNLOADS,
                "is false, but versions.env pins no SHA256 for " + String.join(", ", UNPINNED)
                        + ", so the Slurm stages would refuse those files",
                "set scheduler.allowUnpinnedDownloads to true to install them unverified, or pin the sha256sum of each file in versions.env",
                true));
    }

    private static List<Finding> drainWithContainers(Settings s) {
        if (Scheduler.of(s).slurm() && Scheduler.of(s).drain() && s.bootstrap().containerRuntime()) {
            return List.of(new Finding(
                            BootstrapKeys.CONTAINER_RUNTIME,
                            "is true, but its stage installs containerd on every node and fails the update "
                                    + "on a node that scheduler.onNodeFailure drain has drained (Slurm jobs run in Enroot, not containerd)",
                            "set bootstrap.containerRuntime to false (and bootstrap.tensorflowSample to false), or scheduler.onNodeFailure to fail")
                    .naming(SchedulerKeys.ON_NODE_FAILURE, BootstrapKeys.TENSORFLOW_SAMPLE));
        }
        return List.of();
    }

    private static List<Finding> ncclNeedsContainers(Settings s) {
        Settings.Bootstrap b = s.bootstrap();
        // with Slurm the NCCL gate runs in Enroot through Pyxis, not in containerd
        if (b.enabled() && b.nccl() && !b.containerRuntime() && !Scheduler.of(s).slurm()) {
            return List.of(new Finding(
                            BootstrapKeys.CONTAINER_RUNTIME,
                            "is false, but bootstrap.nccl builds and runs nccl-tests inside a container",
                            "set bootstrap.containerRuntime to true, or bootstrap.nccl to false")
                    .naming(BootstrapKeys.NCCL));
        }
        return List.of();
    }

    private static List<Finding> partitionReserved(Settings s) {
        String p = Scheduler.of(s).partition();
        if (!Scheduler.of(s).slurm() || p == null || !SLURM_RESERVED_PARTITIONS.contains(p.toLowerCase(Locale.ROOT))) {
            return List.of();
        }
        return List.of(Finding.suggesting(
                SchedulerKeys.PARTITION,
                "'" + p + "' is a slurm.conf keyword: PartitionName=DEFAULT"
                        + " sets the defaults of the other partitions instead of defining one (slurm.conf(5))",
                "use another name, e.g. gpu",
                "gpu"));
    }
}
