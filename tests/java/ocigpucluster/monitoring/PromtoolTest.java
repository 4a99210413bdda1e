package ocigpucluster.monitoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Prometheus's own promtool judges the rules and the dashboards' queries: check rules (syntax,
 * templates), test rules (alerts-test.yml), and each alert's unit test failing once the alert
 * cannot fire. promtool comes with Debian's prometheus package (.ci/install-test-tools).
 */
@Tag("process")
class PromtoolTest {

    record Run(int exit, String output) {}

    static Run promtool(Path dir, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("promtool"));
        command.addAll(List.of(args));
        Process p;
        try {
            p = new ProcessBuilder(command)
                    .directory(dir.toFile())
                    .redirectErrorStream(true)
                    .start();
        } catch (IOException e) {
            throw new AssertionError(
                    "promtool is not installed: 'apt-get install -y prometheus' (Debian's package ships it), "
                            + "or run .ci/install-test-tools",
                    e);
        }
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("promtool " + String.join(" ", args) + " did not finish in 60 s");
        }
        return new Run(p.exitValue(), output);
    }

    @Test
    void checkRulesAcceptsTheAlertRules() throws Exception {
        Run run = promtool(MonitoringFiles.PROMETHEUS, "check", "rules", "alerts.yml");
        assertEquals(0, run.exit(), run.output());
        assertTrue(run.output().contains("SUCCESS"), run.output());
    }

    @Test
    void theAlertRulesPassTheirUnitTests() throws Exception {
        Run run = promtool(MonitoringFiles.PROMETHEUS, "test", "rules", "alerts-test.yml");
        assertEquals(0, run.exit(), run.output());
        assertTrue(run.output().contains("SUCCESS"), run.output());
    }

    /** Each alert in turn made unable to fire: its unit test, and only its, must fail. */
    @Test
    void eachAlertsUnitTestFailsWhenTheAlertCannotFire(@TempDir Path tmp) throws Exception {
        JsonNode rules = MonitoringFiles.yaml(MonitoringFiles.ALERTS);
        JsonNode tests = MonitoringFiles.yaml(MonitoringFiles.ALERTS_TEST);
        List<String> problems = new ArrayList<>();
        for (String alert : MonitoringFiles.alerts(rules).keySet()) {
            // only the tests that name the alert: the others would pass anyway, and cost time
            ObjectNode own = tests.deepCopy();
            ArrayNode kept = own.putArray("tests");
            for (JsonNode test : tests.path("tests")) {
                for (JsonNode eval : test.path("alert_rule_test")) {
                    if (alert.equals(eval.path("alertname").asText())) {
                        kept.add(test);
                        break;
                    }
                }
            }
            MonitoringFiles.YAML.writeValue(tmp.resolve("alerts-test.yml").toFile(), own);
            JsonNode broken = rules.deepCopy();
            for (JsonNode group : broken.path("groups")) {
                for (JsonNode rule : group.path("rules")) {
                    if (alert.equals(rule.path("alert").asText())) {
                        ((ObjectNode) rule).put("expr", "vector(1) < 0");
                    }
                }
            }
            MonitoringFiles.YAML.writeValue(tmp.resolve("alerts.yml").toFile(), broken);
            Run run = promtool(tmp, "test", "rules", "alerts-test.yml");
            if (run.exit() == 0 || !run.output().contains("alertname: " + alert + ",")) {
                problems.add(alert + ": the unit tests still pass without it (exit " + run.exit() + ")");
            }
        }
        assertEquals(List.of(), problems);
    }

    /** Each dashboard query, as a recording rule of its own group, is parsed by promtool. */
    @Test
    void everyDashboardQueryIsPromQl(@TempDir Path tmp) throws Exception {
        List<Dashboards.Query> queries = Dashboards.queries(Dashboards.all());
        Run run = checkAsRules(tmp, queries);
        assertEquals(0, run.exit(), run.output());
        assertTrue(run.output().contains("SUCCESS: " + queries.size() + " rules found"), run.output());
    }

    /** The same check refuses a query that is no PromQL, naming its dashboard and panel. */
    @Test
    void theQueryCheckRefusesABrokenQuery(@TempDir Path tmp) throws Exception {
        Run run = checkAsRules(
                tmp,
                List.of(
                        new Dashboards.Query("node.json", "panel 'ok' target A", "up{node=\"$node\"}"),
                        new Dashboards.Query("node.json", "panel 'broken' target A", "sum by (node (up)")));
        assertNotEquals(0, run.exit(), run.output());
        assertTrue(run.output().contains("node.json: panel 'broken' target A"), run.output());
    }

    /** Each dashboard query returns series from one healthy node's series, shaped as the contract says. */
    @Test
    void everyDashboardQueryReturnsSeriesOnAHealthyNode(@TempDir Path tmp) throws Exception {
        List<Dashboards.Query> queries = Dashboards.queries(Dashboards.all());
        Run run = runOnHealthyNode(tmp, queries);
        assertEquals(
                0, run.exit(), "these queries return nothing: " + emptyQueries(run, queries) + "\n" + run.output());
    }

    /** The same run fails a query that selects nothing (a label value no exporter gives). */
    @Test
    void theSeriesCheckFindsAQueryThatReturnsNothing(@TempDir Path tmp) throws Exception {
        List<Dashboards.Query> queries = List.of(
                new Dashboards.Query("node.json", "panel 'ok' target A", "DCGM_FI_DEV_GPU_UTIL{node=\"$node\"}"),
                new Dashboards.Query(
                        "node.json", "panel 'empty' target A", "DCGM_FI_DEV_GPU_UTIL{node=\"$node\", gpu=\"9\"}"));
        Run run = runOnHealthyNode(tmp, queries);
        assertNotEquals(0, run.exit(), run.output());
        assertEquals(List.of("node.json: panel 'empty' target A"), emptyQueries(run, queries));
    }

    /**
     * A unit test in which each query is an alert on absent(query): it fires, and fails the test,
     * exactly when the query returns nothing (the variables stand for the fixture's gpu-1).
     */
    private static Run runOnHealthyNode(Path tmp, List<Dashboards.Query> queries) throws Exception {
        ObjectNode rules = MonitoringFiles.YAML.createObjectNode();
        ArrayNode alerts = rules.putArray("groups")
                .addObject()
                .put("name", "dashboard queries")
                .putArray("rules");
        ObjectNode tests = MonitoringFiles.YAML.createObjectNode();
        tests.putArray("rule_files").add("queries.yml");
        tests.put("evaluation_interval", "1m");
        ObjectNode test = tests.putArray("tests").addObject().put("interval", "1m");
        test.set("input_series", MonitoringFiles.yaml(MonitoringFiles.HEALTHY_SERIES));
        ArrayNode evals = test.putArray("alert_rule_test");
        for (int i = 0; i < queries.size(); i++) {
            alerts.addObject()
                    .put("alert", "dashboard_query_" + i)
                    .put("expr", "absent(" + PromQl.substituted(queries.get(i).expr()) + ")");
            evals.addObject()
                    .put("eval_time", "10m")
                    .put("alertname", "dashboard_query_" + i)
                    .putArray("exp_alerts");
        }
        MonitoringFiles.YAML.writeValue(tmp.resolve("queries.yml").toFile(), rules);
        MonitoringFiles.YAML.writeValue(tmp.resolve("queries-test.yml").toFile(), tests);
        return promtool(tmp, "test", "rules", "queries-test.yml");
    }

    /** The queries promtool's output names as firing, i.e. empty. */
    private static List<String> emptyQueries(Run run, List<Dashboards.Query> queries) {
        List<String> empty = new ArrayList<>();
        for (int i = 0; i < queries.size(); i++) {
            if (run.output().contains("alertname: dashboard_query_" + i + ",")) {
                empty.add(queries.get(i).label());
            }
        }
        return empty;
    }

    private static Run checkAsRules(Path tmp, List<Dashboards.Query> queries) throws Exception {
        ObjectNode file = MonitoringFiles.YAML.createObjectNode();
        ArrayNode groups = file.putArray("groups");
        for (Dashboards.Query q : queries) {
            ObjectNode group = groups.addObject();
            group.put("name", q.label());
            group.putArray("rules")
                    .addObject()
                    .put("record", "dashboard_query_" + groups.size())
                    .put("expr", PromQl.substituted(q.expr()));
        }
        MonitoringFiles.YAML.writeValue(tmp.resolve("queries.yml").toFile(), file);
        return promtool(tmp, "check", "rules", "queries.yml");
    }
}
