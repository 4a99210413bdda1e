package ocigpucluster.monitoring;

import static ocigpucluster.bootstrap.CommonParams.NODES;
import static ocigpucluster.bootstrap.CommonParams.NODE_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.CommonParams.NODE_USER;
import static ocigpucluster.bootstrap.CommonParams.SHAPE;
import static ocigpucluster.bootstrap.CommonParams.STAGE_TIMEOUT_SECONDS;

import com.pulumi.core.Output;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageResults;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.feature.Contribution;
import ocigpucluster.feature.Example;
import ocigpucluster.feature.Feature;
import ocigpucluster.feature.ProgramContext;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.validation.Check;

/**
 * Monitoring: node_exporter (with the textfile collector the health check and the RDMA counter
 * collector write to), NVIDIA's dcgm-exporter on every node; Prometheus, Grafana's provisioning
 * and the Slurm-state textfile on the bastion. Prometheus and Grafana listen on the bastion's
 * loopback only: the stack outputs are the SSH tunnels to them.
 */
public final class MonitoringFeature implements Feature {
    public static final Param RETENTION_DAYS = Param.of(
            "MONITORING_RETENTION_DAYS",
            "days Prometheus keeps (`monitoring.retentionDays`)",
            c -> Integer.toString(Monitoring.of(c.settings()).retentionDays()));
    public static final Param RETENTION_SIZE_GB = Param.of(
            "MONITORING_RETENTION_SIZE_GB",
            "size bound of Prometheus' data, GB: `monitoring.retentionDays` and the node count (docs/monitoring.md, Retention)",
            c -> Long.toString(Monitoring.of(c.settings())
                    .retentionSizeGb(c.settings().cluster().nodeCount())));
    public static final Param SCRAPE_INTERVAL_SECONDS = Param.of(
            "MONITORING_SCRAPE_INTERVAL_SECONDS",
            "seconds between two scrapes of a target, and between two runs of the RDMA and Slurm textfile collectors",
            c -> Integer.toString(Monitoring.SCRAPE_INTERVAL_SECONDS));

    /**
     * The RDMA rails: the NICs NCCL runs over, the shape catalog's {@code NCCL_IB_HCA} of each RDMA
     * group's shape (its exact-match "=" list), each once; the front-end NIC and any other RDMA
     * device are not among them. The RDMA collector labels each port {@code rail}; RdmaLinkDown alerts on
     * the rails only. Empty without an RDMA fabric.
     */
    public static final Param RDMA_RAILS = Param.of(
            "MONITORING_RDMA_RAILS",
            "the RDMA rail NICs of the RDMA groups' shapes (their `NCCL_IB_HCA` lists in the shape catalog), comma separated; the RDMA collector labels their ports `rail=\"true\"` and `RdmaLinkDown` alerts on these only; empty without an RDMA fabric",
            c -> String.join(
                    ",",
                    c.groups().stream()
                            .filter(ocigpucluster.bootstrap.StageContext.Group::rdma)
                            .map(g -> rails(g.shape().nccl().get("NCCL_IB_HCA")))
                            .flatMap(r -> java.util.Arrays.stream(r.split(",")))
                            .filter(r -> !r.isEmpty())
                            .distinct()
                            .toList()));

    /** "=mlx5_0,mlx5_2" (NCCL_IB_HCA's exact-match form, NCCL docs "Environment Variables") to "mlx5_0,mlx5_2". */
    static String rails(String ncclIbHca) {
        if (ncclIbHca == null || ncclIbHca.isBlank()) {
            return "";
        }
        String list = ncclIbHca.strip();
        if (list.startsWith("^")) {
            // an exclusion list names no rail; no shape of the catalog uses one
            return "";
        }
        list = list.startsWith("=") ? list.substring(1) : list;
        return String.join(
                ",",
                java.util.Arrays.stream(list.split(","))
                        .map(h -> h.strip().replaceFirst(":.*$", ""))
                        .filter(h -> !h.isEmpty())
                        .toList());
    }

    public static final Param ALERTMANAGER = Param.of(
            "MONITORING_ALERTMANAGER",
            "true when `monitoring.alertReceiver` is set: Prometheus sends its alerts to Alertmanager on the bastion's 127.0.0.1:9093",
            c -> Boolean.toString(Monitoring.of(c.settings()).deliversAlerts()));

    /**
     * The exporters on every node, then Prometheus and Grafana on the bastion, scraping them. It
     * ships every rule file and dashboard, more than sshd takes in one argument: its script
     * travels on stdin.
     */
    public static final StageSpec MONITORING = StageSpec.stage("monitoring", "monitoring.sh")
            .enabledWhen(s -> Monitoring.of(s).enabled())
            .params(
                    NODES,
                    NODE_USER,
                    SHAPE.gpus,
                    SHAPE.rdmaNics,
                    RDMA_RAILS,
                    RETENTION_DAYS,
                    RETENTION_SIZE_GB,
                    SCRAPE_INTERVAL_SECONDS,
                    ALERTMANAGER,
                    ocigpucluster.bootstrap.CommonParams.METRICS_DIR,
                    NODE_TIMEOUT_SECONDS,
                    STAGE_TIMEOUT_SECONDS)
            .after("bastion-setup", "readiness-gate")
            .runsOn(StageSpec.MONITORING)
            // on a bake's builder: the exporters only (node_exporter, the RDMA collector's program,
            // dcgm-exporter's package), nothing on this host, no per-host unit (docs/bake.md)
            .bakes("MONITORING_MODE", "bake")
            .output("monitoring", (out, c) -> StageResults.asMap(out))
            .scriptOnStdin()
            .build();

    /**
     * Alertmanager on the bastion, delivering Prometheus' alerts to {@code monitoring.alertReceiver}.
     * A stage of its own because the URL carries a token: it arrives on stdin, which the
     * monitoring stage's script already fills; the URL changing re-runs only this small stage.
     */
    public static final StageSpec ALERTMANAGER_STAGE = StageSpec.stage("alertmanager", "alertmanager.sh")
            .enabledWhen(s -> Monitoring.of(s).deliversAlerts())
            // METRICS_DIR: read by lib/monitoring-lib.sh, which it shares with the monitoring stage
            .params(NODE_USER, ocigpucluster.bootstrap.CommonParams.METRICS_DIR, STAGE_TIMEOUT_SECONDS)
            .after("monitoring")
            .runsOn(StageSpec.MONITORING)
            .output("alertmanager", (out, c) -> StageResults.asMap(out))
            .stdin(StageSpec.Stdin.ALERT_RECEIVER)
            .build();

    @Override
    public List<ConfigGroup<?>> config() {
        return List.of(MonitoringKeys.GROUP);
    }

    @Override
    public List<Check> checks() {
        return MonitoringChecks.ALL;
    }

    @Override
    public List<StageSpec> stages() {
        return List.of(MONITORING, ALERTMANAGER_STAGE);
    }

    /** Alertmanager's stage is planned only with a receiver, a secret: a fake one (RFC 2606's .invalid). */
    @Override
    public Example example() {
        return new Example(
                Map.of(MonitoringKeys.ENABLED, "true"),
                Map.of(MonitoringKeys.ALERT_RECEIVER, "https://alerts.example.invalid/fake-webhook"));
    }

    /**
     * The tunnels to Prometheus, Grafana and Alertmanager (they have no public port): to the
     * bastion's loopback, or through the bastion to the monitoring host's own VM.
     */
    @Override
    public Contribution contribute(ProgramContext p) {
        if (!Monitoring.of(p.settings()).enabled()) {
            return Contribution.NONE;
        }
        String user = p.bastion().user;
        Output<String> own = p.monitoringAddress() == null ? Output.of("") : p.monitoringAddress();
        Map<String, Output<String>> outputs = new LinkedHashMap<>();
        outputs.put("prometheusTunnel", tunnelOutput(p, Monitoring.PROMETHEUS_PORT, user, own));
        outputs.put("grafanaTunnel", tunnelOutput(p, Monitoring.GRAFANA_PORT, user, own));
        if (Monitoring.of(p.settings()).deliversAlerts()) {
            outputs.put("alertmanagerTunnel", tunnelOutput(p, Monitoring.ALERTMANAGER_PORT, user, own));
        }
        return Contribution.outputs(outputs);
    }

    private static Output<String> tunnelOutput(ProgramContext p, int port, String user, Output<String> own) {
        return Output.tuple(p.bastion().publicIp, own)
                .applyValue(t -> t.t2.isEmpty() ? tunnel(port, user, t.t1) : tunnel(port, user, t.t1, t.t2));
    }

    /** The command that forwards the local port to the same port on the bastion's loopback. */
    static String tunnel(int port, String user, String bastionIp) {
        return "ssh -N -L " + port + ":127.0.0.1:" + port + " " + user + "@" + bastionIp;
    }

    /** The command that forwards the local port, through the bastion, to the monitoring host's loopback. */
    static String tunnel(int port, String user, String bastionIp, String hostIp) {
        return "ssh -N -J " + user + "@" + bastionIp + " -L " + port + ":127.0.0.1:" + port + " " + user + "@" + hostIp;
    }
}
