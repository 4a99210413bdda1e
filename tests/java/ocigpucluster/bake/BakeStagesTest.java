package ocigpucluster.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.BakeStages;
import ocigpucluster.bootstrap.CommonParams;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.bootstrap.Stages;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.program.Features;
import ocigpucluster.settings.Settings;
import ocigpucluster.storage.HomeStorage;
import org.junit.jupiter.api.Test;

/**
 * What a bake runs against its builder: the stages with a bake mode, rendered as the chain renders
 * them, in the chain's order, with their bake variables, the builder as NODES taken from the bake's
 * environment; and the bake Command that writes and runs them.
 */
class BakeStagesTest {
    private static final String BAKED = "bake.groups=[\"gpu\"]";
    /** A static group's rebake replaces its nodes: stated (BAKE_REPLACES_STATIC_NODES). */
    private static final String ACCEPTED = "bake.replacesStaticNodes=true";

    private static final String SLURM = "scheduler.type=slurm";
    // versions.env pins no Enroot RPM digest (docs/configuration.md, SLURM_DOWNLOADS_UNPINNED)
    private static final String UNPINNED = "scheduler.allowUnpinnedDownloads=true";

    private static StageContext context(Path stack, String... sets) {
        Settings s = PreviewRuns.validation(PreviewRuns.config(stack, List.of(sets), List.of()))
                .settings();
        return StageContext.of(Features.STAGES, s, HomeStorage.of(s, s.bastion().hostname()));
    }

    private static String script(List<BakeStages.Stage> stages, String id) {
        return stages.stream()
                .filter(s -> s.id().equals(id))
                .findFirst()
                .orElseThrow()
                .script();
    }

    @Test
    void aSlurmStackBakesTheContainerRuntimeTheRpmsThenSlurmsNodeSideInTheChainsOrder() {
        List<BakeStages.Stage> stages =
                BakeStages.of(context(PreviewRuns.DEV_STACK, BAKED, ACCEPTED, SLURM, UNPINNED, "health.enabled=false"));
        assertEquals(
                List.of("container-runtime", "slurm-controller", "slurm-nodes"),
                stages.stream().map(BakeStages.Stage::id).toList());
        String controller = script(stages, "slurm-controller");
        assertTrue(controller.contains("\n  SLURM_CONTROLLER_MODE='packages'"), controller);
        String nodes = script(stages, "slurm-nodes");
        assertTrue(nodes.contains("\n  SLURM_NODE_MODE='bake'"), "its bake mode");
        // the builder exists only when the bake runs: NODES is the bake's, required there
        assertTrue(nodes.contains("\n  NODES=\"${NODES:?NODES is required}\""), "NODES from the bake");
        assertFalse(nodes.contains("\n  NODES='"), "no node list of the cluster's");
        // its own directories on the bastion, apart from the chain's
        assertTrue(nodes.contains("dir=\"$HOME/.oci-gpu-cluster/bootstrap/slurm-nodes-bake-gpu\""), "its directory");
        // the bake variables come after the parameters: they win over a parameter of the same name
        assertTrue(nodes.indexOf("SLURM_NODE_MODE='bake'") > nodes.indexOf("STAGE_TIMEOUT_SECONDS="));
        assertTrue(nodes.strip().endsWith("bash \"$dir/slurm-nodes.sh\""), "ends by running the stage");
    }

    @Test
    void withoutSlurmOnlyTheContainerRuntimeIsBaked() {
        List<BakeStages.Stage> stages = BakeStages.of(
                context(PreviewRuns.DEV_STACK, BAKED, ACCEPTED, "scheduler.type=none", "health.enabled=false"));
        assertEquals(
                List.of("container-runtime"),
                stages.stream().map(BakeStages.Stage::id).toList());
    }

    @Test
    void withMonitoringAndHealthTheBakeInstallsTheExportersAndTheHealthProgramInTheChainsOrder() {
        List<BakeStages.Stage> stages = BakeStages.of(
                context(PreviewRuns.DEV_STACK, BAKED, ACCEPTED, SLURM, UNPINNED, "monitoring.enabled=true"));
        // health.enabled is on by default; health-program (Slurm's install before slurmd) has no
        // bake mode: the health stage's installs the same program
        assertEquals(
                List.of("container-runtime", "slurm-controller", "slurm-nodes", "health", "monitoring"),
                stages.stream().map(BakeStages.Stage::id).toList());
        String monitoring = script(stages, "monitoring");
        assertTrue(monitoring.contains("\n  MONITORING_MODE='bake'"), "its bake mode");
        assertTrue(monitoring.contains("\n  NODES=\"${NODES:?NODES is required}\""), "the builder from the bake");
        assertTrue(
                monitoring.contains("dir=\"$HOME/.oci-gpu-cluster/bootstrap/monitoring-bake-gpu\""),
                "its own directory, apart from the chain's");
        String health = script(stages, "health");
        assertTrue(health.contains("\n  HEALTH_MODE='bake'"), "its bake mode");
        assertTrue(health.indexOf("HEALTH_MODE='bake'") > health.indexOf("STAGE_TIMEOUT_SECONDS="));
        // and the hash covers them with their variables
        StageContext c = context(PreviewRuns.DEV_STACK, BAKED, ACCEPTED, SLURM, UNPINNED, "monitoring.enabled=true");
        Map<String, String> content = BakeContent.content(c.stages(), c.settings());
        assertEquals("{MONITORING_MODE=bake}", content.get("bake-stage/monitoring"));
        assertEquals("{HEALTH_MODE=bake}", content.get("bake-stage/health"));
        assertTrue(content.containsKey("bake-stage/monitoring/node/monitoring-node.sh"));
        assertTrue(content.containsKey("bake-stage/health/node/health-install.sh"));
        assertFalse(content.containsKey("bake-stage/health-program"), "health-program has no bake mode");
    }

    @Test
    void withMonitoringAndHealthOffNeitherIsBaked() {
        List<BakeStages.Stage> stages = BakeStages.of(context(
                PreviewRuns.DEV_STACK,
                BAKED,
                ACCEPTED,
                SLURM,
                UNPINNED,
                "monitoring.enabled=false",
                "health.enabled=false"));
        assertFalse(stages.stream().anyMatch(s -> s.id().equals("monitoring") || s.id().equals("health")));
    }

    @Test
    void aStageWithABakeModeThatNeedsTheClustersResourcesIsRefused() {
        Param late = Param.late("SOME_SUBNET_ID", "known once the subnet exists");
        StageSpec st = StageSpec.stage("needs-subnet", "x.sh")
                .params(CommonParams.NODES, late)
                .perGroup()
                .bakes()
                .build();
        StageContext c = context(PreviewRuns.DEV_STACK, BAKED, ACCEPTED);
        StageContext only =
                new StageContext(new Stages(List.of(st)), c.settings(), c.group(), c.groups(), c.home(), c.host());
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> BakeStages.of(only));
        assertTrue(e.getMessage().contains("SOME_SUBNET_ID"), e.getMessage());
    }

    @Test
    void theBakeCommandWritesTheStagesAndNamesThemInOrder() {
        List<BakeStages.Stage> stages = List.of(
                new BakeStages.Stage("slurm-controller", "echo one\n"),
                new BakeStages.Stage("slurm-nodes", "echo two\n"));
        String command = BakeImage.builderScript(Map.of("GROUP", "gpu"), Map.of("node/a.sh", "a\n"), stages);
        assertTrue(command.contains("cat > \"$dir/stages/01-slurm-controller.sh\""), command);
        assertTrue(command.contains("cat > \"$dir/stages/02-slurm-nodes.sh\""), command);
        assertTrue(command.contains("\n  BAKE_STAGES='01-slurm-controller 02-slurm-nodes'"), command);
        // an update (inputs changed, not the triggers) prints the last bake's builder again
        assertEquals(
                "cat \"$HOME/.oci-gpu-cluster/bake/gpu/.last-bake\"\n",
                BakeImage.lastBake(
                        context(PreviewRuns.DEV_STACK, BAKED, ACCEPTED).group().group()));
    }

    @Test
    void theHashCoversTheScriptsOfTheStagesTheBakeRunsNotTheOthers() {
        StageContext c = context(PreviewRuns.DEV_STACK, BAKED, ACCEPTED, SLURM, UNPINNED);
        Map<String, String> content = BakeContent.content(c.stages(), c.settings());
        assertTrue(
                content.containsKey("bake-stage/slurm-nodes/slurm-nodes.sh"),
                content.keySet().toString());
        assertTrue(content.containsKey("bake-stage/container-runtime/container-runtime.sh"));
        assertEquals("{SLURM_NODE_MODE=bake}", content.get("bake-stage/slurm-nodes"));
        assertFalse(
                content.keySet().stream().anyMatch(k -> k.startsWith("bake-stage/readiness-gate")),
                "a stage with no bake mode bakes nothing");
        // and it is what the group's nodes check
        String hash = BakeContent.hash(c.group().group().imageId(), content);
        assertEquals(hash, CommonParams.BAKE_HASH.value(c));
        assertNotEquals(
                hash,
                BakeContent.hash(
                        c.group().group().imageId(), BakeContent.files(ocigpucluster.bootstrap.BootstrapFiles.get())));
    }
}
