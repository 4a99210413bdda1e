package ocigpucluster.health;

import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.preview.FeatureGraph;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.preview.PreviewRuns.Mode;
import ocigpucluster.program.Features;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.ShapeCatalog;
import ocigpucluster.slurm.SlurmConf;
import ocigpucluster.validation.Config;
import ocigpucluster.validation.Diagnostic;
import ocigpucluster.validation.Validation;
import org.junit.jupiter.api.Test;

/** The health group's keys, when the health stage and slurm.conf's health check lines are on, and who runs it. */
class HealthFeatureTest {
    private static Config slurm() {
        return Config.seedLike().set("scheduler.type", "slurm").set("scheduler.allowUnpinnedDownloads", "true");
    }

    private static Settings settings(Config c) {
        assertEquals(List.of(), c.validate());
        return Validation.of(c.raw(), "test", Features.RULES).settings();
    }

    /** What the health parameters read: the settings only. */
    private static StageContext context(Settings s) {
        return StageContext.of(Features.STAGES, s, null);
    }

    @Test
    void onByDefaultWithSlurmEvery300Seconds() {
        Settings s = settings(slurm());
        assertEquals(
                List.of(
                        "HealthCheckProgram=/usr/local/sbin/oci-gpu-cluster-healthcheck",
                        "HealthCheckInterval=300",
                        // CYCLE: slurm.conf(5) "cycle through running on all compute nodes through the
                        // course of the HealthCheckInterval"; the Prolog bounded (default: forever)
                        "HealthCheckNodeState=ANY,CYCLE",
                        "Prolog=/usr/local/sbin/oci-gpu-cluster-healthcheck",
                        "PrologEpilogTimeout=90",
                        "SchedulerParameters=nohold_on_prolog_fail"),
                SlurmConf.lines(s));
        assertEquals("slurm", HealthFeature.HEALTH_SCHEDULER.value(context(s)));
        assertTrue(HealthFeature.HEALTH.enabled(s), "the health stage runs");
        assertTrue(Features.STAGES.all().contains(HealthFeature.HEALTH), "registered in Features.ALL");
        // in the planned chain (HealthGraphTest pins every stack's orders)
        assertTrue(
                FeatureGraph.order(Mode.SLURM.plan()).contains("health < slurm-nccl"),
                "the NCCL gate's job waits for the check");
        assertTrue(
                FeatureGraph.order(Mode.ON_DEMAND.plan()).contains("health < ondemand"),
                "the on-demand programs are installed once the check's settings for new nodes are on the bastion");
    }

    @Test
    void withoutSlurmItRunsFromItsTimerAndWritesNoSlurmConfLine() {
        Settings s = settings(Config.seedLike());
        assertEquals(List.of(), SlurmConf.lines(s));
        assertTrue(HealthFeature.HEALTH.enabled(s), "the health stage runs without Slurm too");
        assertEquals("none", HealthFeature.HEALTH_SCHEDULER.value(context(s)));
        assertEquals("300", HealthFeature.HEALTH_INTERVAL_SECONDS.value(context(s)));
        assertTrue(
                FeatureGraph.order(Mode.CLUSTER_NETWORK.plan()).contains("readiness-gate < health"),
                "without slurm-nodes it still waits for the gate");
    }

    @Test
    void offWhenSwitchedOff() {
        for (Config c : List.of(Config.seedLike().set("health.enabled", false), slurm().set("health.enabled", false))) {
            Settings s = settings(c);
            assertEquals(List.of(), SlurmConf.lines(s));
            assertFalse(HealthFeature.HEALTH.enabled(s));
        }
    }

    @Test
    void theMetricsFileIsATextfileInTheDirectoryNodeExporterReads() {
        // the production example runs both stages: the file the check writes is a *.prom file (the
        // textfile collector reads no other) directly in the directory the monitoring stage gives
        // node_exporter, the one docs/monitoring-metrics.md names
        Plan prod = Mode.PRODUCTION.plan();
        String file = parameter(prod, "bootstrap-health", "HEALTH_METRICS_FILE");
        String dir = parameter(prod, "bootstrap-monitoring", "METRICS_DIR");
        assertEquals("/var/lib/oci-gpu-cluster/metrics", dir);
        assertEquals(dir + "/health.prom", file);
    }

    /** A parameter's value as the stage's Command passes it ({@code NAME='value'} in its script or its stdin). */
    private static String parameter(Plan plan, String stage, String name) {
        var inputs = PreviewRuns.resource(plan, stage).inputs();
        String text =
                inputs.path("create").asText() + "\n" + inputs.path("stdin").asText();
        java.util.regex.Matcher m =
                java.util.regex.Pattern.compile("\\b" + name + "='([^']*)'").matcher(text);
        assertTrue(m.find(), stage + " passes no " + name);
        return m.group(1);
    }

    @Test
    void theShapesPcieWidthComesFromTheCatalog() {
        for (String shape : ShapeCatalog.get().names()) {
            var s = ShapeCatalog.get().require(shape);
            // 0 only where the catalog says no source gives it: node-checks.sh then compares nothing
            assertTrue(
                    s.gpuPcieLinkWidth() > 0
                            || s.sources().get("gpuPcieLinkWidth").startsWith(ShapeCatalog.UNPUBLISHED),
                    shape + " has no gpuPcieLinkWidth");
        }
    }

    @Test
    void theBreakersShareIsAPercentDefaulting25AndOutOfRangeIsRefusedWithAFixThatValidates() {
        assertEquals("25", HealthFeature.HEALTH_BREAKER_PERCENT.value(context(settings(slurm()))));
        for (int bad : List.of(0, 101)) {
            Diagnostic d = only(
                    slurm().set("health.circuitBreakerPercent", bad).validate(),
                    "HEALTH_BREAKER_RANGE",
                    "health.circuitBreakerPercent");
            assertTrue(d.line().contains("health.circuitBreakerPercent"), d.line());
        }
        assertEquals(List.of(), slurm().set("health.circuitBreakerPercent", 1).validate());
        assertEquals(List.of(), slurm().set("health.circuitBreakerPercent", 100).validate(), "100 turns it off");
        assertEquals(
                "40",
                HealthFeature.HEALTH_BREAKER_PERCENT.value(
                        context(settings(slurm().set("health.circuitBreakerPercent", 40)))));
    }

    @Test
    void theProgramIsInstalledBeforeSlurmdStartsOnlyWithSlurm() {
        assertTrue(HealthFeature.HEALTH_PROGRAM.enabled(settings(slurm())));
        assertFalse(HealthFeature.HEALTH_PROGRAM.enabled(settings(Config.seedLike())), "no Prolog without Slurm");
        assertFalse(HealthFeature.HEALTH_PROGRAM.enabled(settings(slurm().set("health.enabled", false))));
        assertEquals(
                HealthFeature.HEALTH.parameters().stream()
                        .filter(p -> !p.equals("ONDEMAND_GPU_PCIE_LINK_WIDTH"))
                        .toList(),
                HealthFeature.HEALTH_PROGRAM.parameters(),
                "both stages install the same program from the same settings");
    }

    /** A NAME=N line of the shipped health check program's part. */
    private static int constant(String script, String name) throws Exception {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^" + name + "=(\\d+)$")
                .matcher(java.nio.file.Files.readString(java.nio.file.Path.of(script)));
        assertTrue(m.find(), name + " in " + script);
        return Integer.parseInt(m.group(1));
    }

    @Test
    void theProgramEndsWithItsVerdictAppliedBeforeSlurmdKillsItAndBeforeSlurmsPrologBound() throws Exception {
        String check = "src/main/bootstrap/health/node/health-check.sh";
        // its probes together (the last may overrun by timeout's 2 s KILL grace), then at most three
        // Slurm calls (sinfo, the Comment, the drain or resume), each with the same grace
        int worst = constant(check, "PROBE_BUDGET_SECONDS") + 2 + 3 * (constant(check, "SLURM_CALL_SECONDS") + 2);
        // slurmd kills a HealthCheckProgram at 60 s (slurm: src/slurmd/slurmd/slurmd.c, .max_wait = 60 * 1000)
        assertTrue(worst < 60, "the program's worst case " + worst + " s reaches slurmd's 60 s kill");
        assertTrue(
                worst < Health.PROLOG_TIMEOUT_SECONDS, "Slurm's Prolog bound is the backstop, after the program's own");
        java.util.regex.Matcher probe = java.util.regex.Pattern.compile(
                        "(?m)^PROBE_TIMEOUT_SECONDS=\\$\\{PROBE_TIMEOUT_SECONDS:-(\\d+)}$")
                .matcher(
                        java.nio.file.Files.readString(java.nio.file.Path.of("src/main/bootstrap/lib/node-checks.sh")));
        assertTrue(probe.find());
        assertTrue(
                Integer.parseInt(probe.group(1)) <= constant(check, "PROBE_BUDGET_SECONDS"),
                "one probe fits the budget");
    }

    @Test
    void theIntervalIsSlurmsAndOutOfRangeIsRefusedNamingTheKey() {
        assertTrue(SlurmConf.lines(settings(slurm().set("health.intervalSeconds", 60)))
                .contains("HealthCheckInterval=60"));
        Diagnostic d = only(
                slurm().set("health.intervalSeconds", 2).validate(), "HEALTH_INTERVAL_RANGE", "health.intervalSeconds");
        assertTrue(d.line().contains("health.intervalSeconds"), d.line());
        assertEquals(List.of(), slurm().set("health.intervalSeconds", 5).validate(), "5 s is the least");
    }
}
