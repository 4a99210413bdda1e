package ocigpucluster.monitoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The provisioned Grafana dashboards: the four of them, each panel with a query, every query on
 * the provisioned datasource and reading only metrics of the contract (docs/monitoring-metrics.md).
 * That each query is PromQL is PromtoolTest's.
 */
class DashboardsTest {

    @Test
    void theFourDashboardsParseWithUniqueUidsAndTitles() throws Exception {
        Map<String, JsonNode> boards = Dashboards.all();
        assertEquals(Set.of("cluster.json", "node.json", "job.json", "fabric.json"), boards.keySet());
        Set<String> uids = new HashSet<>();
        Set<String> titles = new HashSet<>();
        boards.forEach((file, board) -> {
            assertTrue(uids.add(board.path("uid").asText()), file + ": uid missing or taken: " + board.path("uid"));
            assertTrue(titles.add(board.path("title").asText()), file + ": title missing or taken");
            assertFalse(board.path("uid").asText().isEmpty(), file + " has no uid");
            assertFalse(Dashboards.panels(board).isEmpty(), file + " has no panel");
        });
    }

    @Test
    void everyPanelHasAQueryOnTheProvisionedDatasource() throws Exception {
        List<String> problems = new ArrayList<>();
        Dashboards.all().forEach((file, board) -> {
            Set<Integer> ids = new HashSet<>();
            for (JsonNode panel : Dashboards.panels(board)) {
                String where = file + " panel '" + panel.path("title").asText() + "'";
                if (!ids.add(panel.path("id").asInt(-1))) {
                    problems.add(where + ": id missing or taken");
                }
                if (!MonitoringFiles.DATASOURCE_UID.equals(
                        panel.path("datasource").path("uid").asText())) {
                    problems.add(where + ": datasource uid is not " + MonitoringFiles.DATASOURCE_UID);
                }
                if (panel.path("targets").isEmpty()) {
                    problems.add(where + ": no target");
                }
                for (JsonNode t : panel.path("targets")) {
                    if (t.path("expr").asText().isBlank()) {
                        problems.add(where + " target " + t.path("refId").asText() + ": empty expr");
                    }
                    if (!MonitoringFiles.DATASOURCE_UID.equals(
                            t.path("datasource").path("uid").asText())) {
                        problems.add(where + " target " + t.path("refId").asText() + ": datasource uid is not "
                                + MonitoringFiles.DATASOURCE_UID);
                    }
                }
            }
            for (JsonNode v : board.path("templating").path("list")) {
                if (!MonitoringFiles.DATASOURCE_UID.equals(
                        v.path("datasource").path("uid").asText())) {
                    problems.add(file + " variable " + v.path("name").asText() + ": datasource uid is not "
                            + MonitoringFiles.DATASOURCE_UID);
                }
            }
        });
        assertEquals(List.of(), problems);
    }

    @Test
    void everyQueryReadsOnlyContractMetrics() throws Exception {
        Set<String> contract = MonitoringFiles.contractMetrics();
        List<String> problems = new ArrayList<>();
        List<Dashboards.Query> queries = Dashboards.queries(Dashboards.all());
        for (Dashboards.Query q : queries) {
            Set<String> names = PromQl.metricNames(q.expr());
            if (names.isEmpty()) {
                problems.add(q.label() + " reads no metric: " + q.expr());
            }
            Set<String> unknown = new TreeSet<>(names);
            unknown.removeAll(contract);
            if (!unknown.isEmpty()) {
                problems.add(q.label() + " reads " + unknown + ", not in " + MonitoringFiles.CONTRACT);
            }
        }
        assertEquals(List.of(), problems);
        assertTrue(queries.size() >= 40, "expected the four dashboards' queries, found " + queries.size());
    }

    @Test
    void everyVariableAQueryUsesIsTheDashboardsOrGrafanasOwn() throws Exception {
        List<String> problems = new ArrayList<>();
        Map<String, JsonNode> boards = Dashboards.all();
        for (Dashboards.Query q : Dashboards.queries(boards)) {
            Set<String> known = new LinkedHashSet<>(Dashboards.variables(boards.get(q.dashboard())));
            known.addAll(PromQl.GRAFANA_BUILT_INS.keySet());
            for (String v : PromQl.variables(q.expr())) {
                if (!known.contains(v)) {
                    problems.add(q.label() + " uses $" + v + ", which the dashboard does not define");
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    /** A node's and a job's dashboards show the picked nodes only: every panel query filters by the variable. */
    @Test
    void theNodeAndJobDashboardsFilterEveryPanelByTheirHostVariable() throws Exception {
        Map<String, JsonNode> boards = Dashboards.all();
        assertEquals(List.of("node"), Dashboards.variables(boards.get("node.json")));
        assertEquals(List.of("hostname"), Dashboards.variables(boards.get("job.json")));
        JsonNode job = boards.get("job.json").path("templating").path("list").get(0);
        assertTrue(job.path("multi").asBoolean(), "a job runs on several nodes: $hostname must take several");
        List<String> problems = new ArrayList<>();
        for (Dashboards.Query q : Dashboards.queries(boards)) {
            String variable = switch (q.dashboard()) {
                case "node.json" -> "node";
                case "job.json" -> "hostname";
                default -> null;
            };
            if (variable != null
                    && q.where().startsWith("panel")
                    && !PromQl.variables(q.expr()).contains(variable)) {
                problems.add(q.label() + " does not filter by $" + variable + ": " + q.expr());
            }
        }
        assertEquals(List.of(), problems);
    }

    /** The healthy node the queries run on (PromtoolTest) has a series of every metric of the contract. */
    @Test
    void theHealthyNodeHasASeriesOfEveryContractMetric() throws Exception {
        Set<String> inFixture = new TreeSet<>();
        for (JsonNode s : MonitoringFiles.yaml(MonitoringFiles.HEALTHY_SERIES)) {
            inFixture.add(s.path("series").asText().replaceFirst("\\{.*", ""));
        }
        Set<String> missing = new TreeSet<>(MonitoringFiles.contractMetrics());
        missing.removeAll(inFixture);
        missing.removeAll(MonitoringFiles.recordedNames(MonitoringFiles.yaml(MonitoringFiles.ALERTS)));
        assertEquals(Set.of(), missing, "contract metrics without a series in " + MonitoringFiles.HEALTHY_SERIES);
    }

    @Test
    void theCheckOfMetricNamesFindsAnUnknownMetric() {
        assertEquals(
                Set.of("DCGM_FI_DEV_FB_USED", "DCGM_FI_DEV_FB_FREE"),
                PromQl.metricNames(
                        "100 * DCGM_FI_DEV_FB_USED{node=\"$node\"} / (DCGM_FI_DEV_FB_USED{node=~\"a|b\"} + DCGM_FI_DEV_FB_FREE)"));
        assertEquals(
                Set.of("oci_gpu_cluster_rdma_port_rcv_data_bytes_total"),
                PromQl.metricNames("sum by (node, device) (rate(oci_gpu_cluster_rdma_port_rcv_data_bytes_total"
                        + "{node=~\"$node\"}[$__rate_interval])) / 1e9"));
        assertEquals(
                Set.of("node_gpu:DCGM_FI_DEV_XID_ERRORS:count_values", "up"),
                PromQl.metricNames("count_values by (node) (\"xid\", node_gpu:DCGM_FI_DEV_XID_ERRORS:count_values)"
                        + " or on (node) max(up == bool 1) without (job) offset 5m"));
        Set<String> unknown = new TreeSet<>(PromQl.metricNames("avg(DCGM_FI_DEV_SM_CLOCK) and on (node) up"));
        unknown.removeAll(MonitoringFiles.contractMetrics("## Metrics\n| `up` | gauge |\n"));
        assertEquals(Set.of("DCGM_FI_DEV_SM_CLOCK"), unknown);
    }

    @Test
    void variablesAreFoundAndReplaced() {
        assertEquals(
                Set.of("node", "__rate_interval", "hostname"),
                PromQl.variables("rate(x{node=~\"$node\"}[$__rate_interval]) + y{node=\"${hostname:regex}\"}"));
        assertEquals(
                "rate(x{node=~\"gpu-1\"}[5m])", PromQl.substituted("rate(x{node=~\"${node}\"}[$__rate_interval])"));
    }
}
