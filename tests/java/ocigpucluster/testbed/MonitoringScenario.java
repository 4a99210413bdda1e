package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import ocigpucluster.Repo;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Monitoring with REAL daemons: Debian's Prometheus and node_exporter (behind the release
 * tarballs the bed's curl serves, installed the way the stage installs them on Oracle Linux 9)
 * and the bed's dcgm-exporter stand-in (features/monitoring/bin/dcgm_exporter.py, serving the exporter's format
 * from the bed's nvidia-smi). Bed of 2 nodes, stage 1, then {@code monitoring} with a 2 s scrape
 * interval: Prometheus on the bastion scrapes every node's node_exporter (with the RDMA counter
 * textfile from a stand-in of /sys/class/infiniband and the health check's textfile) and
 * dcgm-exporter, and the bastion's own node_exporter with the Slurm textfile; a GPU fault shows in
 * DCGM's metrics at the next scrape; every query of every dashboard and rule file shipped returns
 * series; promtool passes the generated config; a fatal Xid reaches a webhook through the real
 * Alertmanager; a second run changes no file and restarts nothing.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class MonitoringScenario {
    private static final int NODES = 2;
    private static final int SCRAPE_SECONDS = 2;
    /** a series shows up within a few scrapes */
    private static final long BOUND_MS = 20_000;
    /** the bed's stand-in for /sys/class/infiniband on each node (run/ is the host's /run) */
    private static final String SYSFS = "/run/ocitb/infiniband";

    private static final Path MONITORING = Path.of("src/main/bootstrap/monitoring");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static TestBed bed;

    @BeforeAll
    static void startBed() throws Exception {
        for (String tool : List.of(
                "/usr/bin/prometheus",
                "/usr/bin/promtool",
                "/usr/bin/prometheus-node-exporter",
                "/usr/bin/prometheus-alertmanager",
                "/usr/bin/amtool")) {
            if (!Files.exists(Path.of(tool))) {
                throw new AssertionError(
                        "the Monitoring group needs " + tool
                                + ": apt-get install -y prometheus prometheus-node-exporter prometheus-alertmanager (.ci/install-test-tools)");
            }
        }
        bed = TestBed.builder().nodes(NODES).start();
        // two RDMA devices per node as the kernel lays them out (Documentation/ABI/stable/
        // sysfs-class-infiniband); the second node's mlx5_1 link is down
        for (TestBed.Host n : bed.nodes()) {
            for (int d = 0; d < 2; d++) {
                boolean down = d == 1 && n.equals(bed.node(1));
                Path port = n.dir().resolve("run/ocitb/infiniband/mlx5_" + d + "/ports/1");
                Files.createDirectories(port.resolve("counters"));
                Files.createDirectories(port.resolve("hw_counters"));
                Files.writeString(port.resolve("state"), down ? "1: DOWN\n" : "4: ACTIVE\n");
                Files.writeString(port.resolve("phys_state"), down ? "3: Disabled\n" : "5: LinkUp\n");
                Files.writeString(port.resolve("counters/link_downed"), down ? "3\n" : "0\n");
                Files.writeString(port.resolve("counters/port_xmit_data"), "123456\n");
                Files.writeString(port.resolve("counters/port_rcv_data"), "654321\n");
                Files.writeString(port.resolve("hw_counters/out_of_sequence"), "0\n");
            }
        }
    }

    @AfterAll
    static void stopBedAndCheckNothingIsLeft() {
        TestBed.closeAndCheckNothingIsLeft(bed);
    }

    private static Map<String, String> params() {
        Map<String, String> env = bed.params(30, 150);
        env.put("MONITORING_SCRAPE_INTERVAL_SECONDS", Integer.toString(SCRAPE_SECONDS));
        env.put("RDMA_SYSFS_ROOT", SYSFS);
        // alerts go to the bastion's Alertmanager (monitoring.alertReceiver set), grouped and sent at once
        env.put("MONITORING_ALERTMANAGER", "true");
        env.put("ALERTMANAGER_GROUP_WAIT", "1s");
        env.put("ALERTMANAGER_GROUP_INTERVAL", "2s");
        return env;
    }

    /** The webhook the bed's Alertmanager delivers to: a receiver on the bastion, a recognisable fake token in its URL. */
    private static final String TOKEN = "FAKE-WEBHOOK-TOKEN-" + java.util.UUID.randomUUID();

    private static final int RECEIVER_PORT = 5001;
    private static final String RECEIVER_URL = "http://127.0.0.1:" + RECEIVER_PORT + "/hook?token=" + TOKEN;
    /** Every stage run of this group, to check that none printed the receiver's URL. */
    private static final List<TestBed.StageRun> RUNS = new ArrayList<>();

    private static TestBed.StageRun ok(String stage) {
        TestBed.StageRun r = stage.equals("bastion-setup")
                ? bed.bastionSetup(params())
                : stage.equals("alertmanager")
                        ? bed.runStage(stage, params(), RECEIVER_URL)
                        : bed.runStage(stage, params());
        RUNS.add(r);
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.result().path("ok").asBoolean(), r.describe());
        return r;
    }

    /** Where the stage keeps the operator's password on the bastion (root's: read with sudo). */
    private static final String PASSWORD_FILE = "/etc/oci-gpu-cluster/monitoring/admin-password";

    /**
     * A python3 program run on the bastion, as {@code asUser} (null: the operator, opc, who may sudo):
     * an HTTP request to 127.0.0.1 answering "STATUS BODY". {@code auth} "operator" signs in as admin
     * with the password root keeps (read under sudo: only the operator can), "admin:admin" and the
     * like as given, null sends no credentials.
     */
    private static String http(String asUser, String method, int port, String path, String auth, String body) {
        String program = String.join(
                "\n",
                "import base64, sys, urllib.error, urllib.request",
                "method, url, auth, body = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]",
                "req = urllib.request.Request(url, method=method, data=body.encode() if body else None)",
                "req.add_header('Content-Type', 'application/json')",
                "if auth:",
                "    req.add_header('Authorization', 'Basic ' + base64.b64encode(auth.encode()).decode())",
                "try:",
                "    r = urllib.request.urlopen(req, timeout=10)",
                "    print(r.status, r.read().decode())",
                "except urllib.error.HTTPError as e:",
                "    print(e.code, e.read().decode())",
                "");
        String credentials = auth == null
                ? "''"
                : auth.equals("operator") ? "\"admin:$(sudo -n cat " + PASSWORD_FILE + ")\"" : Machine.shellQuote(auth);
        String run = (asUser == null ? "" : "sudo -n -u " + asUser + " ") + "python3 -c "
                + Machine.shellQuote(program) + " " + method + " "
                + Machine.shellQuote("http://127.0.0.1:" + port + path)
                + " " + credentials + " " + Machine.shellQuote(body == null ? "" : body);
        return bed.onBastion(run).strip();
    }

    /** An instant query to the bastion's Prometheus (loopback only: asked on the bastion), as the operator. */
    private static JsonNode query(String promql) throws Exception {
        String out = http(
                null,
                "GET",
                9090,
                "/api/v1/query?query=" + java.net.URLEncoder.encode(promql, StandardCharsets.UTF_8),
                "operator",
                null);
        assertTrue(out.startsWith("200 "), promql + ": " + out);
        JsonNode r = JSON.readTree(out.substring(4));
        assertEquals("success", r.path("status").asText(), promql + ": " + out);
        return r.path("data").path("result");
    }

    /** Polls the query until it returns series whose `node` labels cover these, within the bound. */
    private static JsonNode awaitNodes(String promql, List<String> nodes) throws Exception {
        long deadline = System.currentTimeMillis() + BOUND_MS;
        while (true) {
            JsonNode r = query(promql);
            TreeSet<String> seen = new TreeSet<>();
            r.forEach(s -> seen.add(s.path("metric").path("node").asText()));
            if (seen.containsAll(nodes)) {
                return r;
            }
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError(promql + ": series for " + seen + ", want " + nodes + " within " + BOUND_MS
                        + " ms\n" + query("up"));
            }
            Thread.sleep(500);
        }
    }

    private static List<String> nodeNames() {
        return bed.nodes().stream().map(TestBed.Host::name).toList();
    }

    private static double value(JsonNode series) {
        return Double.parseDouble(series.path("value").get(1).asText());
    }

    private static void installSlurmStandIns(String nodes, String jobs) throws Exception {
        String dir = "/usr/local/lib/slurm-stand-ins";
        StringBuilder cmd = new StringBuilder("sudo -n mkdir -p " + dir);
        for (String[] f : List.of(new String[] {"nodes", nodes}, new String[] {"jobs", jobs})) {
            cmd.append(" && echo ")
                    .append(Base64.getEncoder().encodeToString(f[1].getBytes(StandardCharsets.UTF_8)))
                    .append(" | base64 -d | sudo -n tee " + dir + "/" + f[0] + " >/dev/null");
        }
        Path standIns = Repo.path("tests/resources/ocigpucluster/monitoring/slurm-stand-ins");
        for (String file : List.of("slurm-stand-in-lib.sh", "sinfo.sh", "squeue.sh")) {
            cmd.append(" && echo ")
                    .append(Base64.getEncoder().encodeToString(Files.readAllBytes(standIns.resolve(file))))
                    .append(" | base64 -d | sudo -n tee " + dir + "/" + file + " >/dev/null");
        }
        for (String tool : List.of("sinfo", "squeue")) {
            cmd.append(" && printf '%s\\n' '#!/bin/sh' 'SLURM_STANDIN_NODES=" + dir + "/nodes SLURM_STANDIN_JOBS=" + dir
                            + "/jobs exec bash " + dir + "/" + tool + ".sh \"$@\"'")
                    .append(" | sudo -n tee /usr/local/bin/" + tool + " >/dev/null && sudo -n chmod 755 /usr/local/bin/"
                            + tool);
        }
        bed.onBastion(cmd.toString());
    }

    @Test
    @Order(1)
    void prometheusScrapesEveryExporterOfEveryNodeAndTheBastion() throws Exception {
        // versions.env pins the real release tarballs' SHA256, whose bytes the bed's curl cannot
        // serve: pinned to what the bed's mirror serves, the stages check them as the real ones
        Map<String, String> v = StageRunner.versions();
        for (String[] p : new String[][] {
            {"NODE_EXPORTER_SHA256", "node_exporter", v.get("NODE_EXPORTER_VERSION")},
            {"PROMETHEUS_SHA256", "prometheus", v.get("PROMETHEUS_VERSION")},
            {"ALERTMANAGER_SHA256", "alertmanager", v.get("ALERTMANAGER_VERSION")}
        }) {
            bed.stages()
                    .pinDigest(
                            p[0],
                            "https://github.com/prometheus/" + p[1] + "/releases/download/v" + p[2] + "/" + p[1] + "-"
                                    + p[2] + ".linux-amd64.tar.gz");
        }
        ok("bastion-setup");
        // the first node runs DCGM's own nv-hostengine, as Oracle's GPU images do (oci-hpc-images,
        // ansible/roles/nvidia_dcgm: "Enable DCGM service"); the second has none
        bed.onNode(
                bed.node(0),
                "printf '[Service]\\nExecStart=/usr/bin/nv-hostengine -n --service-account nvidia-dcgm\\n'"
                        + " | sudo -n tee /usr/lib/systemd/system/nvidia-dcgm.service >/dev/null"
                        + " && sudo -n systemctl enable --now nvidia-dcgm 2>/dev/null");
        // sinfo and squeue: the stand-ins that answer their arguments as Slurm's do
        // (tests/resources/ocigpucluster/monitoring/slurm-stand-ins), over two nodes and a job (this
        // group runs no Slurm: the Slurm group runs the real daemons); the collector's PATH puts
        // /usr/local/bin first
        installSlurmStandIns(
                bed.node(0).name() + " compute idle\n" + bed.node(1).name() + " compute drained\n", "7 RUNNING\n");
        TestBed.StageRun r = ok("monitoring");
        for (TestBed.Host n : bed.nodes()) {
            assertTrue(r.node(n.name()).path("ok").asBoolean(), r.describe());
            assertEquals(
                    "node_exporter root root 755",
                    bed.onNode(n, "id -un node_exporter; stat -c '%U %G %a' /usr/local/bin/node_exporter")
                            .strip()
                            .replace('\n', ' '),
                    "node_exporter's user and binary on " + n.name());
            // the health check's textfile, every metric of it docs/monitoring-metrics.md names: a fixture here
            bed.onNode(
                    n,
                    "printf '%s\\n' 'oci_gpu_cluster_health_check_ok 1'"
                            + " 'oci_gpu_cluster_health_check_failure{code=\"GPU_MISSING\"} 0'"
                            + " \"oci_gpu_cluster_health_check_last_run_timestamp_seconds $(date +%s)\""
                            + " 'oci_gpu_cluster_health_check_interval_seconds 300' 'oci_gpu_cluster_gpus_expected 8'"
                            + " | sudo -n tee /var/lib/oci-gpu-cluster/metrics/health.prom >/dev/null");
        }
        assertEquals(
                "prometheus root root 755",
                bed.onBastion("id -un prometheus; stat -c '%U %G %a' /usr/local/bin/prometheus")
                        .strip()
                        .replace('\n', ' '));
        String check = bed.onBastion("/usr/local/bin/promtool check config /etc/prometheus/prometheus.yml 2>&1");
        assertTrue(check.contains("SUCCESS"), check);
        String flags = bed.onBastion("cat /etc/systemd/system/prometheus.service");
        assertTrue(flags.contains("--web.listen-address=127.0.0.1:9090"), "loopback only: " + flags);
        assertTrue(flags.contains("--storage.tsdb.retention.time=15d --storage.tsdb.retention.size="), flags);

        // one DCGM host engine per node: the exporter connects to a running nv-hostengine, else embeds one
        String dropIn = "cat /etc/systemd/system/nvidia-dcgm-exporter.service.d/oci-gpu-cluster.conf";
        assertTrue(
                bed.onNode(bed.node(0), dropIn).contains("-a :9400 -r localhost:5555\n"),
                bed.onNode(bed.node(0), dropIn));
        assertFalse(bed.onNode(bed.node(1), dropIn).contains("-r "), bed.onNode(bed.node(1), dropIn));

        String bastion = bed.onBastion("hostname -s").strip();
        List<String> all = new ArrayList<>(nodeNames());
        all.add(bastion);
        for (JsonNode s : awaitNodes("up{job=\"node\"}", all)) {
            assertEquals(1.0, value(s), "node_exporter up: " + s);
        }
        for (JsonNode s : awaitNodes("up{job=\"dcgm\"}", nodeNames())) {
            assertEquals(1.0, value(s), "dcgm-exporter up: " + s);
        }
        JsonNode gpus = awaitNodes("count by (node) (DCGM_FI_DEV_GPU_TEMP)", nodeNames());
        gpus.forEach(s -> assertEquals(8.0, value(s), "one series per GPU: " + s));
        awaitNodes("oci_gpu_cluster_health_check_ok", nodeNames());
        JsonNode rdma = awaitNodes("oci_gpu_cluster_rdma_port_state", nodeNames());
        Map<String, Double> ports = new TreeMap<>();
        rdma.forEach(s -> ports.put(
                s.path("metric").path("node").asText() + "/"
                        + s.path("metric").path("device").asText(),
                value(s)));
        assertEquals(
                Map.of(
                        bed.node(0).name() + "/mlx5_0", 1.0,
                        bed.node(0).name() + "/mlx5_1", 1.0,
                        bed.node(1).name() + "/mlx5_0", 1.0,
                        bed.node(1).name() + "/mlx5_1", 0.0),
                ports);
        awaitNodes("oci_gpu_cluster_rdma_link_downed_total", nodeNames());
        awaitNodes("oci_gpu_cluster_rdma_port_xmit_data_bytes_total", nodeNames());
        // the bastion's Slurm textfile, from the sinfo/squeue stand-ins
        JsonNode slurm = awaitNodes("oci_gpu_cluster_slurm_nodes", List.of(bastion));
        assertEquals(
                Map.of("idle", 1.0, "drained", 1.0),
                Map.of(
                        slurm.get(0).path("metric").path("state").asText(), value(slurm.get(0)),
                        slurm.get(1).path("metric").path("state").asText(), value(slurm.get(1))),
                slurm.toString());
    }

    @Test
    @Order(2)
    void aGpuFaultShowsInDcgmsMetricsAtTheNextScrape() throws Exception {
        TestBed.Host n = bed.node(0);
        bed.setFault(n, "ECC_UNCORRECTED", "2");
        try {
            String q = "DCGM_FI_DEV_ECC_DBE_VOL_TOTAL{node=\"" + n.name() + "\",gpu=\"0\"} == 2";
            awaitNodes(q, List.of(n.name()));
        } finally {
            bed.clearFault(n, "ECC_UNCORRECTED");
        }
    }

    /**
     * A dashboard query as Grafana sends it: its built-in intervals ($__rate_interval...) a
     * duration of several scrapes, its variables ($node, $hostname) the first node's name.
     */
    private static String substituted(String expr) {
        return expr.replaceAll("\\$\\{?__\\w+}?", "30s")
                .replaceAll("\\$\\{?\\w+}?", bed.node(0).name());
    }

    /**
     * Every "expr" of every dashboard and recording rule the stage ships returns series here,
     * with a fatal Xid on the second node so that an alert fires (the dashboards list firing ones).
     */
    @Test
    @Order(3)
    void everyDashboardAndRuleQueryReturnsSeries() throws Exception {
        bed.setFault(bed.node(1), "XID", "79");
        try {
            everyQueryReturnsSeries();
        } finally {
            bed.clearFault(bed.node(1), "XID");
        }
    }

    private static void everyQueryReturnsSeries() throws Exception {
        List<String> exprs = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MONITORING)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                String name = f.getFileName().toString();
                if (f.startsWith(MONITORING.resolve("grafana/dashboards")) && name.endsWith(".json")) {
                    JSON.readTree(f.toFile()).findValues("expr").forEach(e -> exprs.add(substituted(e.asText())));
                } else if (f.startsWith(MONITORING.resolve("prometheus"))
                        && name.endsWith(".yml")
                        && !name.contains("test")) {
                    for (String line : Files.readAllLines(f)) {
                        String t = line.strip();
                        if (t.startsWith("- record:")) {
                            exprs.add(t.substring("- record:".length()).strip());
                        }
                    }
                }
            }
        }
        assertTrue(exprs.size() >= 5, "the monitoring's own dashboard and rules at least: " + exprs);
        List<String> empty = new ArrayList<>();
        long deadline = System.currentTimeMillis() + BOUND_MS;
        for (String e : exprs) {
            while (query(e).isEmpty() && System.currentTimeMillis() < deadline) {
                Thread.sleep(500);
            }
            if (query(e).isEmpty()) {
                empty.add(e);
            }
        }
        assertEquals(List.of(), empty, "queries without series");
    }

    /**
     * A webhook receiver (Alertmanager's webhook_config contract: a POST of JSON with "status" and
     * "alerts") on the bastion's loopback writes each body it gets, one line each, to a file.
     */
    private static final String RECEIVER = String.join(
            "\n",
            "import http.server, sys",
            "class H(http.server.BaseHTTPRequestHandler):",
            "    def do_POST(self):",
            "        body = self.rfile.read(int(self.headers.get('Content-Length', 0)))",
            "        with open(sys.argv[2], 'ab') as f:",
            "            f.write(self.path.encode() + b' ' + body.replace(b'\\n', b' ') + b'\\n')",
            "        self.send_response(200)",
            "        self.end_headers()",
            "    def log_message(self, *a):",
            "        pass",
            "http.server.HTTPServer(('127.0.0.1', int(sys.argv[1])), H).serve_forever()",
            "");

    /**
     * The alertmanager stage with the receiver's URL on stdin: real Alertmanager (Debian's, behind
     * the release tarball's paths) on 127.0.0.1:9093, its config readable by root and prometheus
     * only; a fatal Xid on the second node fires GpuXidFatal in the real Prometheus, which sends
     * it to Alertmanager, which posts it to the webhook with the token; no stage printed the URL.
     */
    @Test
    @Order(4)
    void anAlertFromAnInjectedFaultReachesTheWebhookThroughPrometheusAndAlertmanager() throws Exception {
        String dir = "/tmp/ocitb-webhook";
        bed.onBastion("mkdir -p " + dir + " && echo "
                + Base64.getEncoder().encodeToString(RECEIVER.getBytes(StandardCharsets.UTF_8))
                + " | base64 -d > " + dir + "/receiver.py && : > " + dir + "/posts && (setsid python3 " + dir
                + "/receiver.py " + RECEIVER_PORT + " " + dir + "/posts </dev/null >/dev/null 2>&1 & echo $! > " + dir
                + "/pid)");
        try {
            TestBed.StageRun r = ok("alertmanager");
            assertTrue(r.result().path("bastion").path("restarted").toString().contains("alertmanager"), r.describe());
            assertEquals(
                    "alertmanager root root 755 640 root:prometheus",
                    bed.onBastion("stat -c '%n %U %G %a' /usr/local/bin/alertmanager | sed 's#.*/##';"
                                    + " sudo -n stat -c '%a %U:%G' /etc/alertmanager/alertmanager.yml")
                            .strip()
                            .replace('\n', ' '));
            String unit = bed.onBastion("cat /etc/systemd/system/alertmanager.service");
            assertTrue(unit.contains("--web.listen-address=127.0.0.1:9093") && unit.contains("User=prometheus"), unit);
            String prom = bed.onBastion("cat /etc/prometheus/prometheus.yml");
            assertTrue(prom.contains("alertmanagers:") && prom.contains("127.0.0.1:9093"), prom);

            bed.setFault(bed.node(1), "XID", "79");
            try {
                long deadline = System.currentTimeMillis() + 60_000;
                String posts = "";
                while (!posts.contains("\"GpuXidFatal\"") && System.currentTimeMillis() < deadline) {
                    Thread.sleep(1000);
                    posts = bed.onBastion("cat " + dir + "/posts");
                }
                assertTrue(
                        posts.contains("\"GpuXidFatal\"") && posts.contains("\"status\":\"firing\""),
                        "no firing GpuXidFatal at the webhook within 60 s: " + posts + "\nPrometheus' ALERTS: "
                                + query("ALERTS") + "\nAlertmanager: "
                                + http(null, "GET", 9093, "/api/v2/alerts", "operator", null) + "\n"
                                + bed.onBastion(" sudo -n cat /etc/alertmanager/alertmanager.yml;"
                                        + " sudo -n tail -n 20 /run/ocitb/daemon-alertmanager.log 2>&1;"
                                        + " pgrep -af receiver.py; true"));
                assertTrue(posts.contains("/hook?token=" + TOKEN), "posted to the URL given, token included: " + posts);
                assertTrue(posts.contains(bed.node(1).name()), "the alert names the node: " + posts);
            } finally {
                bed.clearFault(bed.node(1), "XID");
            }
            for (TestBed.StageRun run : RUNS) {
                assertFalse(
                        run.stdout().contains(TOKEN) || run.stderr().contains(TOKEN),
                        run.stage() + " printed the receiver's URL:\n" + run.describe());
            }
        } finally {
            bed.onBastion("kill $(cat " + dir + "/pid) 2>/dev/null; rm -rf " + dir + "; true");
        }
    }

    @Test
    @Order(5)
    void aSecondRunChangesNothingAndRestartsNothing() {
        Map<String, String> before = hostState();
        Map<String, String> restarts =
                bed.restarts("node_exporter", "prometheus", "nvidia-dcgm-exporter", "grafana-server", "alertmanager");
        assertFalse(restarts.isEmpty(), "the first run started them");
        TestBed.StageRun again = ok("monitoring");
        assertEquals(0, again.result().path("bastion").path("changed").size(), again.describe());
        assertEquals(0, again.result().path("bastion").path("restarted").size(), again.describe());
        TestBed.StageRun am = ok("alertmanager");
        assertEquals(0, am.result().path("bastion").path("changed").size(), am.describe());
        assertEquals(0, am.result().path("bastion").path("restarted").size(), am.describe());
        for (TestBed.Host n : bed.nodes()) {
            assertEquals(0, again.node(n.name()).path("changed").size(), again.describe());
            assertEquals(0, again.node(n.name()).path("restarted").size(), again.describe());
        }
        TestBed.assertSameState(before, hostState(), "a second run of the monitoring stage");
        assertEquals(
                restarts,
                bed.restarts("node_exporter", "prometheus", "nvidia-dcgm-exporter", "grafana-server", "alertmanager"),
                "no unit (re)started");
    }

    /**
     * The bastion is every user's login node: a login user other than the operator (here a local
     * account, as users.accounts or the directory give them) reaches 127.0.0.1:3000, 9090 and 9093
     * like the operator, tunnel or not. He cannot read the operator's password, Grafana refuses
     * him as admin with its default admin/admin and without credentials (no anonymous access),
     * Prometheus refuses his queries and Alertmanager his silence (401). The operator, who reads the
     * password with sudo, is Grafana's admin, whose data source reaches the authenticated Prometheus,
     * and may silence an alert (and lifts the silence again).
     */
    @Test
    @Order(6)
    void aLoginUserOtherThanTheOperatorCannotBeGrafanasAdminNorSilenceAnAlert() {
        bed.onBastion("getent passwd mluser >/dev/null || sudo -n useradd -m -s /bin/bash mluser");
        assertEquals(
                "denied",
                bed.onBastion("sudo -n -u mluser cat " + PASSWORD_FILE + " >/dev/null 2>&1 && echo read || echo denied")
                        .strip(),
                "the password is root's");
        assertEquals(
                "600 root:root",
                bed.onBastion("sudo -n stat -c '%a %U:%G' " + PASSWORD_FILE).strip());
        String now = java.time.Instant.now().toString();
        String later = java.time.Instant.now().plusSeconds(3600).toString();
        String silence =
                "{\"matchers\":[{\"name\":\"alertname\",\"value\":\"NodeHealthCheckFailing\",\"isRegex\":false}],"
                        + "\"startsAt\":\"" + now + "\",\"endsAt\":\"" + later
                        + "\",\"createdBy\":\"mluser\",\"comment\":\"quiet please\"}";
        for (String auth : new String[] {null, "admin:admin", "admin:"}) {
            String who = "mluser with " + (auth == null ? "no credentials" : auth);
            assertTrue(http("mluser", "GET", 3000, "/api/user", auth, null).startsWith("401 "), who + ": Grafana");
            assertTrue(
                    http("mluser", "GET", 3000, "/api/admin/settings", auth, null)
                            .startsWith("401 "),
                    who + ": Grafana's admin settings");
            assertTrue(
                    http("mluser", "GET", 9090, "/api/v1/query?query=up", auth, null)
                            .startsWith("401 "),
                    who + ": Prometheus");
            String posted = http("mluser", "POST", 9093, "/api/v2/silences", auth, silence);
            assertTrue(posted.startsWith("401 "), who + ": Alertmanager's silence: " + posted);
        }
        assertEquals(
                "[]",
                http(null, "GET", 9093, "/api/v2/silences", "operator", null)
                        .substring(4)
                        .strip(),
                "no silence was created");

        String admin = http(null, "GET", 3000, "/api/user", "operator", null);
        assertTrue(admin.startsWith("200 ") && admin.contains("\"isGrafanaAdmin\": true"), admin);
        String health = http(null, "GET", 3000, "/api/datasources/uid/prometheus/health", "operator", null);
        assertTrue(health.startsWith("200 ") && health.contains("\"OK\""), "Grafana's data source: " + health);
        String posted = http(null, "POST", 9093, "/api/v2/silences", "operator", silence);
        assertTrue(posted.startsWith("200 ") && posted.contains("silenceID"), posted);
        String id = posted.replaceAll("(?s).*\"silenceID\":\\s*\"([^\"]+)\".*", "$1");
        assertTrue(
                http(null, "DELETE", 9093, "/api/v2/silence/" + id, "operator", null)
                        .startsWith("200"),
                id);
    }

    /**
     * A Grafana upgrade (GRAFANA_VERSION raised, as a versions.env bump does) restarts grafana-server:
     * the RPM's own %post does not (its /etc/sysconfig/grafana-server has RESTART_ON_UPGRADE=false),
     * so without the stage's restart the old Grafana keeps running (a formatter once made the
     * stage's restart key "grafana - server", which restarted nothing).
     */
    @Test
    @Order(7)
    void aGrafanaUpgradeRestartsGrafanaServer() {
        assertTrue(
                http(null, "GET", 3000, "/api/health", null, null).contains("\"version\": \"13.1.0\""),
                "the pinned Grafana runs");
        Map<String, String> before = bed.restarts("grafana-server");
        bed.stages().pin("GRAFANA_VERSION", "13.1.2");
        TestBed.StageRun r = ok("monitoring");
        assertTrue(r.result().path("bastion").path("restarted").toString().contains("grafana-server"), r.describe());
        assertFalse(before.equals(bed.restarts("grafana-server")), "grafana-server restarted");
        String health = http(null, "GET", 3000, "/api/health", null, null);
        assertTrue(health.contains("\"version\": \"13.1.2\""), "the upgraded Grafana runs: " + health);
    }

    /**
     * A unit file changed by a later run (here Prometheus' retention flag) takes effect: systemd runs
     * the definition it loaded until daemon-reload (the bed's systemctl keeps it so, and warns
     * "changed on disk" as systemd does), so the stage must reload before it restarts.
     */
    @Test
    @Order(8)
    void aChangedUnitFileIsReloadedBeforeItsDaemonRestarts() {
        Map<String, String> env = params();
        env.put("MONITORING_RETENTION_DAYS", "16");
        TestBed.StageRun r = bed.runStage("monitoring", env);
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.result().path("bastion").path("restarted").toString().contains("prometheus"), r.describe());
        assertFalse(r.stderr().contains("changed on disk"), r.describe());
        String cmdline = bed.onBastion("tr '\\0' ' ' </proc/$(sudo -n cat /run/ocitb/unit-prometheus.pid)/cmdline");
        assertTrue(cmdline.contains("--storage.tsdb.retention.time=16d"), "the running Prometheus: " + cmdline);
    }

    /** Every host's state less what the daemons write while they run (the TSDB, the textfiles). */
    private static Map<String, String> hostState() {
        Map<String, String> all = new TreeMap<>(bed.allStateEntries());
        all.keySet()
                .removeIf(k ->
                        k.matches("hosts/[^/]+/upper/var/lib/(prometheus|alertmanager|oci-gpu-cluster/metrics)(/.*)?")
                                || k.contains("/.oci-gpu-cluster/bootstrap/"));
        return all;
    }
}
