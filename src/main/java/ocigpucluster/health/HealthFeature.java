package ocigpucluster.health;

import static ocigpucluster.bootstrap.CommonParams.HOME_NFS_PATH;
import static ocigpucluster.bootstrap.CommonParams.HOME_NFS_SERVER;
import static ocigpucluster.bootstrap.CommonParams.NODES;
import static ocigpucluster.bootstrap.CommonParams.NODE_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.CommonParams.NODE_USER;
import static ocigpucluster.bootstrap.CommonParams.RDMA_CIDR;
import static ocigpucluster.bootstrap.CommonParams.SHAPE;
import static ocigpucluster.bootstrap.CommonParams.STAGE_TIMEOUT_SECONDS;
import static ocigpucluster.slurm.PowerSaving.ONDEMAND_FACTS;

import java.util.ArrayList;
import java.util.List;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageResults;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.feature.Feature;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.slurm.Scheduler;

/**
 * The node health check: the readiness gate's passive checks (lib/node-checks.sh, one
 * implementation) plus Xid, ECC, row-remap, PCIe width, RDMA flap and local disk space checks,
 * installed on every node. With Slurm, slurmd runs it as its HealthCheckProgram and Prolog (its
 * slurm.conf lines: {@link Health#slurmConfLines}): it drains a failing node with the project's
 * reason and resumes it once healthy. Without, a systemd timer runs it and it only records its
 * verdict. Every run writes {@link Health#METRICS_FILE}.
 */
public final class HealthFeature implements Feature {
    /** Where the program is installed on every node. */
    public static final Param HEALTH_CHECK_PROGRAM = Param.of(
            "HEALTH_CHECK_PROGRAM",
            "where the node health check is installed on every node (slurm.conf HealthCheckProgram)",
            c -> Health.PROGRAM);

    public static final Param HEALTH_METRICS_FILE = Param.of(
            "HEALTH_METRICS_FILE",
            "the node_exporter textfile the health check writes after every run (the monitoring's textfile collector reads its directory)",
            c -> Health.METRICS_FILE);

    public static final Param HEALTH_SCHEDULER = Param.of(
            "HEALTH_SCHEDULER",
            "`slurm`: slurmd runs the health check and it drains and resumes the node; `none`: a systemd timer runs it every `health.intervalSeconds` and it only records its verdict",
            c -> Scheduler.of(c.settings()).slurm() ? "slurm" : "none");

    public static final Param HEALTH_INTERVAL_SECONDS = Param.of(
            "HEALTH_INTERVAL_SECONDS",
            "seconds between two runs of the health check's systemd timer without Slurm (`health.intervalSeconds`)",
            c -> Integer.toString(Health.of(c.settings()).intervalSeconds()));

    public static final Param HEALTH_BREAKER_PERCENT = Param.of(
            "HEALTH_BREAKER_PERCENT",
            "the share of the nodes, in percent, one check may fail within two intervals before its circuit breaker holds it (`health.circuitBreakerPercent`)",
            c -> Integer.toString(Health.of(c.settings()).circuitBreakerPercent()));

    /** What both stages pass: the program's settings (lib/health-program.sh). */
    private static final List<Param> PROGRAM_PARAMS = List.of(
            NODES,
            NODE_USER,
            HEALTH_CHECK_PROGRAM,
            HEALTH_METRICS_FILE,
            HEALTH_SCHEDULER,
            HEALTH_INTERVAL_SECONDS,
            HEALTH_BREAKER_PERCENT,
            SHAPE.gpus,
            SHAPE.rdmaNics,
            RDMA_CIDR,
            HOME_NFS_SERVER,
            HOME_NFS_PATH,
            SHAPE.fabricManager,
            SHAPE.gpuPcieLinkWidth,
            NODE_TIMEOUT_SECONDS,
            STAGE_TIMEOUT_SECONDS);

    /**
     * Installs the program on every node before slurm-nodes starts slurmd, with Slurm only:
     * slurm.conf names it as the Prolog, and a node that joins (a resize, a replacement) may get a
     * pending job as soon as its slurmd registers; a missing Prolog fails that job and Slurm drains
     * the node "Prolog error". Installing it first (rather than starting slurmd drained) keeps the
     * Slurm feature's stage unaware of this one and lets slurmd run the check at its start, before
     * it registers (slurm.conf(5) HealthCheckProgram).
     */
    public static final StageSpec HEALTH_PROGRAM = StageSpec.stage("health-program", "health-program.sh")
            .enabledWhen(s -> Health.on(s) && Scheduler.of(s).slurm())
            .params(PROGRAM_PARAMS)
            .after("readiness-gate")
            .before("slurm-nodes")
            .perGroup()
            .build();

    /**
     * Installs the program on every node (and, without Slurm, its timer) and runs it once (its
     * verdicts, drains and resumes are the stage's result). After the readiness gate, and after
     * slurm-nodes where Slurm is: slurmd runs and the node's Slurm state is known.
     */
    public static final StageSpec HEALTH = StageSpec.stage("health", "health.sh")
            .enabledWhen(Health::on)
            .params(concat(PROGRAM_PARAMS, List.of(ONDEMAND_FACTS.gpuPcieLinkWidth)))
            .after("readiness-gate", "slurm-nodes")
            .perGroup()
            // the NCCL gate's Slurm job runs on checked nodes; the on-demand programs find the
            // settings this stage leaves for new nodes (no resume installs a node without the check)
            .before("slurm-nccl", "ondemand")
            // on a bake's builder: the program only, as health-program installs it (no timer, no
            // run, no drain, nothing asked of Slurm); its settings are the group's as rendered for
            // the bake, and a node whose settings changed since rewrites it (docs/bake.md)
            .bakes("HEALTH_MODE", "bake")
            .output("health", (out, c) -> StageResults.asMap(out))
            .build();

    private static List<Param> concat(List<Param> a, List<Param> b) {
        List<Param> all = new ArrayList<>(a);
        all.addAll(b);
        return List.copyOf(all);
    }

    @Override
    public List<ConfigGroup<?>> config() {
        return List.of(HealthKeys.GROUP);
    }

    @Override
    public List<StageSpec> stages() {
        return List.of(HEALTH_PROGRAM, HEALTH);
    }
}
