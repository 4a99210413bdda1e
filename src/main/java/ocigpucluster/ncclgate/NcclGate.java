package ocigpucluster.ncclgate;

import static ocigpucluster.bootstrap.CommonParams.NODES;
import static ocigpucluster.bootstrap.CommonParams.NODE_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.CommonParams.NODE_USER;
import static ocigpucluster.bootstrap.CommonParams.SHAPE;
import static ocigpucluster.bootstrap.CommonParams.STAGE_TIMEOUT_SECONDS;
import static ocigpucluster.slurm.SlurmFeature.SLURM_PARTITION;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.bootstrap.StageResults;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.feature.Feature;
import ocigpucluster.nccl.NcclReport;
import ocigpucluster.nccl.NcclSweep;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.slurm.Scheduler;

/**
 * The NCCL gate: an all_reduce sweep across every node, judged against the pass line. Without
 * Slurm it is the nccl-test stage; with Slurm the same gate runs as a Slurm job (the
 * slurm-nccl stage, with these parameters and this reader). The log parser and the
 * sweep sizing are the Pulumi-free core, package nccl.
 */
public final class NcclGate implements Feature {
    public static final Param NCCL_ENV = Param.of(
            "NCCL_ENV",
            "`K=V` list passed to every rank (the shape catalog's NCCL settings)",
            c -> c.shape().nccl().entrySet().stream()
                    .map(e -> e.getKey() + "=" + e.getValue())
                    .collect(Collectors.joining(" ")));
    public static final Param NCCL_PASS_LINE_GBPS = Param.of(
            "NCCL_PASS_LINE_GBPS",
            "busbw pass line: the group's `ncclPassLineGBps`, `bootstrap.ncclPassLineGBps` or the shape's (Oracle's health-check threshold), compared with nccl-tests' printed `# Avg bus bandwidth` of the sweep; `none`: no pass line, the stage reports without a verdict (`ncclReportOnly`)",
            c -> c.passLineGBps() == null ? "none" : number(c.passLineGBps()));
    public static final Param NCCL_FAIL_BELOW_PASS_LINE = Param.of(
            "NCCL_FAIL_BELOW_PASS_LINE",
            "`true`: below the pass line fails the stage; `false`: a WARN line (`bootstrap.ncclFailBelowPassLine`, and the group's `gate`)",
            c -> Boolean.toString(
                    c.bootstrap().ncclFailBelowPassLine() && c.group().group().gate()));
    public static final Param NCCL_MIN_BYTES = Param.of(
            "NCCL_MIN_BYTES",
            "smallest size of the sweep, factor 2 (`bootstrap.ncclMinBytes`)",
            c -> c.bootstrap().ncclMinBytes());
    public static final Param NCCL_MAX_BYTES = Param.of(
            "NCCL_MAX_BYTES",
            "largest size of the sweep (`bootstrap.ncclMaxBytes`, else what the shape's GPU memory holds)",
            c -> NcclSweep.maxBytes(c.bootstrap(), c.shape()));
    public static final Param NCCL_EXTRA_SIZES =
            Param.of("NCCL_EXTRA_SIZES", "sizes run alone after the sweep (`10G`, the tutorials' point)", c -> "10G");
    /** What both forms of the gate take, after the node list and user (and the Slurm partition). */
    public static final List<Param> SWEEP = List.of(
            SHAPE.gpus,
            NCCL_ENV,
            NCCL_PASS_LINE_GBPS,
            NCCL_FAIL_BELOW_PASS_LINE,
            NCCL_MIN_BYTES,
            NCCL_MAX_BYTES,
            NCCL_EXTRA_SIZES,
            NODE_TIMEOUT_SECONDS,
            STAGE_TIMEOUT_SECONDS);
    /** The stack output both forms of the gate export. */
    public static final String OUTPUT = "nccl";

    /**
     * Without a scheduler only: with one the NCCL gate is the scheduler's own job instead
     * (slurm-nccl here; an MPIJob in Kubernetes mode), same output.
     */
    public static final StageSpec NCCL_TEST = StageSpec.stage("nccl-test", "nccl-test.sh")
            .enabledWhen(s -> s.bootstrap().nccl() && Scheduler.of(s).hostNcclGate())
            .params(NODES, NODE_USER)
            .params(SWEEP)
            .after("readiness-gate", "container-runtime")
            // within each RDMA group, never across groups with no RDMA between them
            .perGroup(NcclGate::measured)
            .image("NCCL_IMAGE")
            .output(OUTPUT, (out, c) -> result(out, c.passLineGBps()))
            .build();

    /** The NCCL gate as a Slurm job (sbatch, srun --container-image through Pyxis/Enroot). */
    public static final StageSpec SLURM_NCCL = StageSpec.stage("slurm-nccl", "slurm-nccl.sh")
            .enabledWhen(s -> s.bootstrap().nccl() && Scheduler.of(s).slurm())
            .params(NODES, NODE_USER, SLURM_PARTITION)
            .params(SWEEP)
            .after("slurm-nodes")
            .perGroup(NcclGate::measured)
            .output(OUTPUT, (out, c) -> result(out, c.passLineGBps()))
            .build();

    @Override
    public List<StageSpec> stages() {
        return List.of(NCCL_TEST, SLURM_NCCL);
    }

    /**
     * The NCCL report of the log's first run (the sweep, the data the stage judges) plus what
     * the stage says about its run, and the log's tail. The verdict ({@code passed}) is the
     * stage's own when its JSON line is there: decided once, by the stage that acted on it.
     */
    public static Map<String, Object> result(String ncclStdout, Double passLineGBps) {
        NcclReport report = NcclReport.parse(ncclStdout == null ? "" : ncclStdout, passLineGBps);
        Map<String, Object> out = new LinkedHashMap<>(StageResults.toMap(report.toJson()));
        JsonNode stage = StageResults.result(ncclStdout);
        for (String key : List.of(
                "ncclVersion",
                "ranks",
                "ranksSeen",
                "hostsSeen",
                "nodes",
                "env",
                "passed",
                "failBelowPassLine",
                "failed")) {
            if (stage.has(key)) {
                out.put(
                        "stage" + Character.toUpperCase(key.charAt(0)) + key.substring(1),
                        StageResults.plain(stage.get(key)));
            }
        }
        if (stage.path("passed").isBoolean()) {
            out.put("passed", stage.path("passed").asBoolean());
        }
        // the nodes pairwise 2-node runs found slow, the network NCCL used, what was judged
        out.put("suspects", stage.has("suspects") ? StageResults.plain(stage.get("suspects")) : List.of());
        // skipped (Slurm): why no job ran (users' jobs on every node, none new to validate);
        // containerImage (Slurm): the baked squashfs the job started from, or the registry's image;
        // ring, ringOrder (mpirun): the host order of the ranks, "topology" when it follows the fabric
        for (String key :
                List.of("network", "verdictBasis", "pairs", "skipped", "containerImage", "ring", "ringOrder")) {
            if (stage.has(key)) {
                out.put(key, StageResults.plain(stage.get(key)));
            }
        }
        // the level of the fabric each slow pair crosses, from the host topology the stage recorded
        // ("topology"; without it every level is unknown)
        if (stage.path("pairs").size() > 0 || stage.path("suspects").size() > 0) {
            try {
                out.put("fabric", NcclFabric.of(stage.get("topology")).gate(stage.get("suspects"), stage.get("pairs")));
            } catch (IllegalArgumentException e) {
                out.put("fabric", Map.of("recorded", false, "error", e.getMessage()));
            }
        }
        out.put("logTail", StageResults.tail(ncclStdout));
        return out;
    }

    /**
     * The groups the NCCL gate runs on: each RDMA group (within its fabric, never across groups
     * with no RDMA between them), and the one group of cluster.* whatever its mode (a single
     * instance runs it across its own GPUs, as it always did).
     */
    static boolean measured(StageContext.Group g) {
        return g.rdma() || g.group().origin() == NodeGroup.Origin.CLUSTER_KEYS;
    }

    private static String number(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
