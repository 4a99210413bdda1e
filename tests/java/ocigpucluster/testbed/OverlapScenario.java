package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.bootstrap.Versions;
import ocigpucluster.containers.ContainersFeature;
import ocigpucluster.home.HomeFeature;
import ocigpucluster.ncclgate.NcclGate;
import ocigpucluster.readiness.ReadinessFeature;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Time to a validated cluster: RDMA readiness arrives D seconds late (the ~10 minutes of RDMA
 * auto-configuration) and the NCCL image takes P seconds to pull. Run as the engine runs the
 * Commands (independent stages at once), the runtime stage installs and pulls during the RDMA
 * wait, so the two take about max(D, P), not D + P, and the NCCL stage no longer pulls.
 * <p>
 * In detail (the test bed README's group table points here): bed of 2 nodes, the chain run as the
 * engine runs the Commands ({@code TestBed.runChain}: each stage starts when the stages its
 * {@code Stage} descriptor waits for succeeded; independent ones at once): RDMA readiness delayed
 * D = 10 s ({@code DELAY_FIRST=rdma:10}), the NCCL image's first pull P = 10 s
 * ({@code PULL_DELAY_*}): gate and runtime overlap by at least min(D, P) (measured: gate 12.8 s,
 * runtime 14.0 s, together 14.0 s; D + P = 20 s), NCCL starts after both and no longer pulls (&lt;
 * P).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class OverlapScenario {
    private static final int NODES = 2;
    private static final int D = 10;
    private static final int P = 10;
    private static TestBed bed;

    @BeforeAll
    static void startBed() {
        String image = Versions.all().get("NCCL_IMAGE");
        BedBuilder b = TestBed.builder().nodes(NODES);
        for (int i = 0; i < NODES; i++) {
            // the readiness gate's first look at the RDMA links answers D s late; the NCCL image's first pull takes P s
            b.fault(i, "DELAY_FIRST", "rdma:" + D)
                    .fault(i, "PULL_DELAY_SECONDS", Integer.toString(P))
                    .fault(i, "PULL_DELAY_IMAGE", image);
        }
        bed = b.start();
    }

    @AfterAll
    static void stopBed() {
        TestBed.closeAndCheckNothingIsLeft(bed);
    }

    @Test
    void theRuntimeAndThePullOverlapTheRdmaWait() {
        Map<StageSpec, TestBed.StageRun> runs = bed.runChain(
                bed.params(40, 90),
                Set.of(
                        HomeFeature.BASTION_SETUP,
                        ReadinessFeature.READINESS_GATE,
                        ContainersFeature.CONTAINER_RUNTIME,
                        NcclGate.NCCL_TEST));
        runs.values().forEach(r -> assertEquals(0, r.exitCode(), r.describe()));
        TestBed.StageRun ready = runs.get(ReadinessFeature.READINESS_GATE);
        TestBed.StageRun runtime = runs.get(ContainersFeature.CONTAINER_RUNTIME);
        TestBed.StageRun nccl = runs.get(NcclGate.NCCL_TEST);
        assertTrue(ready.seconds() >= D, "the gate must have waited the RDMA delay: " + ready.seconds());
        assertTrue(runtime.seconds() >= P, "the runtime stage must have pulled the NCCL image: " + runtime.seconds());
        assertTrue(
                ready.startNanos() < runtime.endNanos() && runtime.startNanos() < ready.endNanos(),
                "the gate and the runtime stage must run at the same time");

        double both =
                (Math.max(ready.endNanos(), runtime.endNanos()) - Math.min(ready.startNanos(), runtime.startNanos()))
                        / 1e9;
        double overlap = ready.seconds() + runtime.seconds() - both;
        System.err.printf(
                "TIMING overlap D=%d s P=%d s: gate %.1f s, runtime %.1f s, both %.1f s (D + P = %d s; serial: %.1f s)%n",
                D, P, ready.seconds(), runtime.seconds(), both, D + P, ready.seconds() + runtime.seconds());
        // Run one after the other, the two would take their sum (D + P + their own work). Run
        // together, at least the shorter wait is hidden: about max(D, P) + work. Compared with
        // the runs' own seconds, not with D + P alone, so that a loaded machine (slower stage
        // work on both sides) does not decide the verdict.
        assertTrue(
                overlap >= Math.min(D, P),
                String.format(
                        "gate %.1f s and runtime %.1f s took %.1f s together:"
                                + " they overlapped %.1f s, less than min(D, P) = %d s, as if serial",
                        ready.seconds(), runtime.seconds(), both, overlap, Math.min(D, P)));
        assertTrue(both >= Math.max(D, P), "both waits happened: " + both);

        assertTrue(nccl.startNanos() >= Math.max(ready.endNanos(), runtime.endNanos()), "NCCL runs after both");
        // the image is on every node already: the NCCL stage's own pull no longer takes P
        assertTrue(nccl.seconds() < P, "the NCCL stage took " + nccl.seconds() + " s: it pulled again");
        String image = Versions.all().get("NCCL_IMAGE");
        runtime.result()
                .path("prefetch")
                .forEach(n -> assertEquals(image, n.path("pulled").path(0).asText(), n.toString()));
        assertEquals(
                NODES,
                runtime.result().path("prefetch").size(),
                runtime.result().toString());
    }
}
