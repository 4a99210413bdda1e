package ocigpucluster.program;

import com.pulumi.core.Output;
import java.util.List;
import java.util.Objects;
import ocigpucluster.accounting.AccountingFeature;
import ocigpucluster.bake.BakeFeature;
import ocigpucluster.bastion.BastionIam;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.bootstrap.Stages;
import ocigpucluster.capacity.CapacityFeature;
import ocigpucluster.compute.ComputeIam;
import ocigpucluster.compute.NodePool;
import ocigpucluster.containers.ContainersFeature;
import ocigpucluster.directory.DirectoryFeature;
import ocigpucluster.feature.Feature;
import ocigpucluster.feature.GroupImage;
import ocigpucluster.feature.PoolPlacement;
import ocigpucluster.health.HealthFeature;
import ocigpucluster.home.HomeFeature;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.kubernetes.KubernetesFeature;
import ocigpucluster.login.LoginFeature;
import ocigpucluster.monitoring.MonitoringFeature;
import ocigpucluster.ncclgate.NcclGate;
import ocigpucluster.network.NetworkIam;
import ocigpucluster.nocapacity.NoCapacityFeature;
import ocigpucluster.ondemand.OnDemandFeature;
import ocigpucluster.readiness.ReadinessFeature;
import ocigpucluster.replace.ReplaceFeature;
import ocigpucluster.samples.SamplesFeature;
import ocigpucluster.settings.ConfigKeys;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;
import ocigpucluster.slurm.SlurmFeature;
import ocigpucluster.storage.HomeStorage;
import ocigpucluster.storage.StorageIam;
import ocigpucluster.users.UsersFeature;
import ocigpucluster.validation.Ruleset;

/** The one registry of the cluster's features: a new feature is one line here. */
public final class Features {
    public static final List<Feature> ALL = List.of(
            new HomeFeature(),
            new UsersFeature(),
            new ReadinessFeature(),
            new ContainersFeature(),
            new NcclGate(),
            new SlurmFeature(),
            new HealthFeature(),
            new ReplaceFeature(),
            new AccountingFeature(),
            new LoginFeature(),
            new MonitoringFeature(),
            new OnDemandFeature(),
            new DirectoryFeature(),
            new SamplesFeature(),
            new CapacityFeature(),
            new NoCapacityFeature(),
            new KubernetesFeature(),
            new BakeFeature(),
            new ocigpucluster.topology.TopologyFeature());

    /** Every feature's stages, each after those it waits for. */
    public static final Stages STAGES = new Stages(
            ALL.stream().flatMap(f -> f.stages().stream()).toList(),
            (s, g) -> ALL.stream()
                    .map(f -> f.nodeImage(Features.STAGES, s, g))
                    .filter(java.util.Objects::nonNull)
                    .findFirst()
                    .orElse(ocigpucluster.bootstrap.NodeImage.NONE));

    /** The shared config groups and checks and every feature's: what the reader reads and the validator runs. */
    public static final Ruleset RULES = new Ruleset(
            ALL.stream().flatMap(f -> f.config().stream()).toList(),
            ALL.stream().flatMap(f -> f.checks().stream()).toList());

    /** Every config key (docs, the unknown-key check, did-you-mean). */
    public static final ConfigKeys KEYS = RULES.keys();

    private Features() {}

    /**
     * The IAM statements each part of the program declares, by owner: the shared components
     * (network, bastion, compute, storage, the program's own look-ups), then each feature (named
     * by its package). docs/iam.md is generated from this; the policies the program creates are
     * rendered from it.
     */
    public static java.util.Map<String, List<IamStatement>> iam() {
        java.util.Map<String, List<IamStatement>> out = new java.util.LinkedHashMap<>();
        out.put("network", NetworkIam.ALL);
        out.put("bastion", BastionIam.ALL);
        out.put("compute", ComputeIam.ALL);
        out.put("storage", StorageIam.ALL);
        out.put("program", ProgramIam.ALL);
        for (Feature f : ALL) {
            if (!f.iam().isEmpty()) {
                String pkg = f.getClass().getPackageName();
                out.merge(
                        pkg.substring(pkg.lastIndexOf('.') + 1),
                        f.iam(),
                        (a, b) -> java.util.stream.Stream.concat(a.stream(), b.stream())
                                .toList());
            }
        }
        return out;
    }

    /** Every declared IAM statement, in {@link #iam()}'s order. */
    public static List<IamStatement> iamStatements() {
        return iam().values().stream().flatMap(List::stream).toList();
    }

    /** What the stages' parameters and results are computed from, for these settings. */
    public static StageContext context(Settings settings, Shape shape, NodePool pool, HomeStorage home) {
        return StageContext.of(STAGES, settings, shape, pool, home);
    }

    /** What the stages' parameters and results are computed from, for these static groups. */
    public static StageContext context(Settings settings, List<StageContext.Group> groups, HomeStorage home) {
        return new StageContext(STAGES, settings, groups.get(0), groups, home, StageContext.BASTION);
    }

    /** The capacity reservation the static pool launches into (the one feature that places it there), or null. */
    static Output<String> capacityReservation(PoolPlacement placement) {
        return atMostOne(f -> f.capacityReservation(placement), "places the static pool in a capacity reservation");
    }

    /** The image a group's nodes launch from (the one feature that makes one for it), or null: the group's imageId. */
    static Output<String> groupImage(GroupImage group) {
        return atMostOne(
                f -> f.groupImage(group), "gives group " + group.group().name() + " its image");
    }

    /** What a group's nodes do at first boot beyond the template (the one feature that adds to it), or null. */
    static Output<ocigpucluster.cloudinit.NodeBoot> groupBoot(ocigpucluster.feature.GroupBoot group) {
        return atMostOne(
                f -> f.groupBoot(group),
                "adds to the first boot of group " + group.group().name());
    }

    /** The one feature's answer, or null when none answers; more than one is the registry's error. */
    private static <T> T atMostOne(java.util.function.Function<Feature, T> ask, String what) {
        List<T> answers = ALL.stream().map(ask).filter(Objects::nonNull).toList();
        if (answers.size() > 1) {
            throw new IllegalStateException("more than one feature " + what);
        }
        return answers.isEmpty() ? null : answers.get(0);
    }

    /** Nodes of the static pool's shape the features hold reserved (billed, used or not). */
    public static int reservedNodes(Settings settings) {
        return ALL.stream().mapToInt(f -> f.reservedNodes(settings)).sum();
    }
}
