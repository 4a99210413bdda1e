package ocigpucluster.bootstrap;

import static ocigpucluster.containers.ContainersFeature.CONTAINER_RUNTIME;
import static ocigpucluster.health.HealthFeature.HEALTH;
import static ocigpucluster.health.HealthFeature.HEALTH_PROGRAM;
import static ocigpucluster.home.HomeFeature.BASTION_SETUP;
import static ocigpucluster.ncclgate.NcclGate.NCCL_TEST;
import static ocigpucluster.ncclgate.NcclGate.SLURM_NCCL;
import static ocigpucluster.readiness.ReadinessFeature.READINESS_GATE;
import static ocigpucluster.samples.SamplesFeature.TENSORFLOW_SAMPLE;
import static ocigpucluster.slurm.SlurmFeature.SLURM_CONTROLLER;
import static ocigpucluster.slurm.SlurmFeature.SLURM_NODES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import ocigpucluster.kubernetes.KubernetesFeature;
import ocigpucluster.program.Features;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** What each stage waits for when some stages are disabled (the specs' graph, no plan). */
@Tag("process")
class StageGraphTest {
    private static final Stages STAGES = Features.STAGES;

    private static List<StageSpec> waits(StageSpec s, Set<StageSpec> enabled) {
        return STAGES.waitsFor(s, enabled);
    }

    private static Set<StageSpec> allBut(StageSpec... left) {
        Set<StageSpec> all = new HashSet<>(STAGES.all());
        List.of(left).forEach(all::remove);
        return all;
    }

    @Test
    void aDisabledStageIsReplacedByWhatItWaitsFor() {
        Set<StageSpec> noRuntime = Set.of(BASTION_SETUP, READINESS_GATE, NCCL_TEST);
        assertEquals(List.of(READINESS_GATE), waits(NCCL_TEST, noRuntime));
        Set<StageSpec> noNccl = Set.of(BASTION_SETUP, READINESS_GATE, CONTAINER_RUNTIME, TENSORFLOW_SAMPLE);
        assertEquals(List.of(READINESS_GATE, CONTAINER_RUNTIME), waits(TENSORFLOW_SAMPLE, noNccl));
        Set<StageSpec> onlyTensorflow = Set.of(BASTION_SETUP, READINESS_GATE, TENSORFLOW_SAMPLE);
        assertEquals(List.of(READINESS_GATE), waits(TENSORFLOW_SAMPLE, onlyTensorflow));
    }

    @Test
    void aStageAnotherDependencyAlreadyCoversIsLeftOut() {
        // TensorFlow names the gate, the runtime and NCCL; NCCL already waits for the first two
        Set<StageSpec> withoutSlurm = allBut(SLURM_CONTROLLER, SLURM_NODES, HEALTH_PROGRAM, HEALTH, SLURM_NCCL);
        List<StageSpec> tf = waits(TENSORFLOW_SAMPLE, withoutSlurm);
        assertTrue(tf.contains(NCCL_TEST), "TensorFlow waits for NCCL: " + tf);
        assertFalse(tf.contains(READINESS_GATE) || tf.contains(CONTAINER_RUNTIME), "NCCL covers these: " + tf);
        assertEquals(List.of(), waits(BASTION_SETUP, Set.copyOf(STAGES.all())));
        // with Slurm, the Slurm NCCL job covers the gate and the runtime (through slurm-nodes)
        Set<StageSpec> withSlurm = allBut(NCCL_TEST);
        assertEquals(List.of(SLURM_NCCL), waits(TENSORFLOW_SAMPLE, withSlurm));
        // and the health program, installed before slurmd starts (health's StageSpec.before)
        assertEquals(List.of(SLURM_CONTROLLER, CONTAINER_RUNTIME, HEALTH_PROGRAM), waits(SLURM_NODES, withSlurm));
    }

    @Test
    void everyStageWaitsOnlyForEarlierStages() {
        // the registry's order is a topological order: the chain and the bed create stages in it
        List<StageSpec> order = STAGES.all();
        for (StageSpec s : order) {
            for (String w : STAGES.after(s)) {
                assertTrue(order.indexOf(STAGES.get(w)) < order.indexOf(s), s + " waits for the later " + w);
            }
        }
    }

    @Test
    void aStageDeclaredBeforeAnotherIsWaitedForByIt() {
        StageSpec a = StageSpec.stage("a", "a.sh").build();
        StageSpec c = StageSpec.stage("c", "c.sh").after("a").build();
        StageSpec b = StageSpec.stage("b", "b.sh").after("a").before("c").build();
        Stages stages = new Stages(List.of(a, c, b));
        assertEquals(List.of(a, b, c), stages.all());
        assertEquals(List.of("a", "b"), stages.after(c));
        // c waits for b alone: b already waits for a
        assertEquals(List.of(b), stages.waitsFor(c, Set.of(a, b, c)));
        // without b, c waits for a as declared
        assertEquals(List.of(a), stages.waitsFor(c, Set.of(a, c)));
        IllegalArgumentException missing = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class,
                () -> new Stages(
                        List.of(StageSpec.stage("d", "d.sh").before("e").build())));
        assertTrue(missing.getMessage().contains("runs before e, which no feature declares"), missing.getMessage());
    }

    @Test
    void theRegistryRefusesAStageThatWaitsForAnUndeclaredOneOrACircle() {
        StageSpec a = StageSpec.stage("a", "a.sh").after("b").build();
        StageSpec b = StageSpec.stage("b", "b.sh").after("a").build();
        IllegalArgumentException missing = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> new Stages(List.of(a)));
        assertTrue(missing.getMessage().contains("waits for b, which no feature declares"), missing.getMessage());
        IllegalArgumentException circle = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> new Stages(List.of(a, b)));
        assertTrue(circle.getMessage().contains("circle"), circle.getMessage());
        org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class,
                () -> new Stages(List.of(b, StageSpec.stage("b", "c.sh").build())),
                "two stages with one id");
    }

    @Test
    void eachParameterIsDeclaredOnceAndTheOnDemandShapeFactsMirrorTheStaticOnes() {
        List<String> names = STAGES.parameters().stream().map(Param::name).toList();
        assertEquals(names.size(), Set.copyOf(names).size(), "one declaration per name: " + names);
        // one shape-fact declaration, rendered with two prefixes
        List<String> onDemand = ocigpucluster.slurm.PowerSaving.ONDEMAND_FACTS.all().stream()
                .map(Param::name)
                .toList();
        List<String> fixed = CommonParams.SHAPE.all().stream().map(Param::name).toList();
        assertEquals(
                fixed.stream()
                        .map(n -> n.replaceFirst("^(SHAPE|SLURM)_", "ONDEMAND_"))
                        .toList(),
                onDemand);
        // the static Slurm node-line facts (SLURM_*) reach slurm-controller per group, in SLURM_GROUPS' lines
        List<String> slurmLine = CommonParams.SHAPE.all().stream()
                .map(Param::name)
                .filter(n -> n.startsWith("SLURM_"))
                .toList();
        assertEquals(
                List.of(
                        "SLURM_GPU_TYPE",
                        "SLURM_SOCKETS",
                        "SLURM_CORES_PER_SOCKET",
                        "SLURM_THREADS_PER_CORE",
                        "SLURM_REAL_MEMORY_MB"),
                slurmLine);
        List<String> passed = new java.util.ArrayList<>(fixed);
        passed.removeAll(slurmLine);
        assertTrue(
                names.containsAll(passed) && names.contains("SLURM_GROUPS") && names.containsAll(onDemand),
                "every shape fact is passed to some stage");
    }

    @Test
    void outputNamesAreUniqueAmongTheStagesOfOneChain() {
        java.util.Map<String, List<StageSpec>> byOutput = new java.util.TreeMap<>();
        for (StageSpec s : STAGES.all()) {
            for (StageSpec.StageOutput o : s.outputs()) {
                byOutput.computeIfAbsent(o.name(), k -> new java.util.ArrayList<>())
                        .add(s);
            }
        }
        // one stage per output name, but the one NCCL gate: without a scheduler, with Slurm, with Kubernetes
        assertEquals(List.of(NCCL_TEST, SLURM_NCCL, KubernetesFeature.KUBERNETES_NCCL), byOutput.get("nccl"));
        byOutput.forEach((name, stages) -> assertTrue(
                stages.size() == 1 || name.equals("nccl"), "output " + name + " of several stages: " + stages));
        assertTrue(byOutput.size() >= 10, "the stages' outputs: " + byOutput.keySet());
        for (String scheduler : List.of("scheduler.type=none", "scheduler.type=slurm")) {
            Set<String> names = new java.util.HashSet<>();
            ChainPlans.commands(ChainPlans.plan(
                            scheduler, "scheduler.allowUnpinnedDownloads=true", "bootstrap.tensorflowSample=true"))
                    .forEach(c -> names.add(c.name()));
            assertTrue(
                    names.contains("bootstrap-" + NCCL_TEST.id()) != names.contains("bootstrap-" + SLURM_NCCL.id()),
                    scheduler + ": exactly one NCCL gate: " + names);
            assertFalse(
                    names.contains("bootstrap-" + KubernetesFeature.KUBERNETES_NCCL.id()), scheduler + ": " + names);
        }
        Set<String> k8s = new java.util.HashSet<>();
        ChainPlans.commands(ChainPlans.examplePlan(new KubernetesFeature())).forEach(c -> k8s.add(c.name()));
        assertEquals(
                Set.of("bootstrap-" + KubernetesFeature.KUBERNETES_NCCL.id()),
                k8s.stream().filter(n -> n.contains("nccl")).collect(java.util.stream.Collectors.toSet()),
                "kubernetes: exactly one NCCL gate, the MPIJob: " + k8s);
    }
}
