package ocigpucluster.program;

import java.util.List;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.bootstrap.Stages;
import ocigpucluster.compute.NodePool;
import ocigpucluster.containers.ContainersFeature;
import ocigpucluster.directory.DirectoryFeature;
import ocigpucluster.feature.Feature;
import ocigpucluster.health.HealthFeature;
import ocigpucluster.home.HomeFeature;
import ocigpucluster.ncclgate.NcclGate;
import ocigpucluster.ondemand.OnDemandFeature;
import ocigpucluster.readiness.ReadinessFeature;
import ocigpucluster.replace.ReplaceFeature;
import ocigpucluster.samples.SamplesFeature;
import ocigpucluster.settings.ConfigKeys;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;
import ocigpucluster.slurm.SlurmFeature;
import ocigpucluster.storage.HomeStorage;
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
            new OnDemandFeature(),
            new DirectoryFeature(),
            new SamplesFeature());

    /** Every feature's stages, each after those it waits for. */
    public static final Stages STAGES =
            new Stages(ALL.stream().flatMap(f -> f.stages().stream()).toList());

    /** The shared config groups and checks and every feature's: what the reader reads and the validator runs. */
    public static final Ruleset RULES = new Ruleset(
            ALL.stream().flatMap(f -> f.config().stream()).toList(),
            ALL.stream().flatMap(f -> f.checks().stream()).toList());

    /** Every config key (docs, the unknown-key check, did-you-mean). */
    public static final ConfigKeys KEYS = RULES.keys();

    private Features() {}

    /** What the stages' parameters and results are computed from, for these settings. */
    public static StageContext context(Settings settings, Shape shape, NodePool pool, HomeStorage home) {
        return StageContext.of(STAGES, settings, shape, pool, home);
    }
}
