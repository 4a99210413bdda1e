package ocigpucluster.monitoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The alert rules against their unit tests, the runbook page and the metric contract. That the
 * unit tests pass, and that each one fails when its alert cannot fire, is PromtoolTest's.
 */
class AlertRulesTest {
    static final Set<String> SEVERITIES = Set.of("critical", "warning");
    private static final Pattern NODE_LABEL = Pattern.compile("\\bnode=\"([^\"]*)\"");
    private static final Pattern RUNBOOK_ROW = Pattern.compile("^\\| `(\\w+)` \\| (\\w+) \\| (.+) \\| (.+) \\|$");

    static Map<String, MonitoringFiles.Alert> alerts() throws Exception {
        return MonitoringFiles.alerts(MonitoringFiles.yaml(MonitoringFiles.ALERTS));
    }

    @Test
    void everyAlertHasASeveritySummaryAndOneLineRunbook() throws Exception {
        Map<String, MonitoringFiles.Alert> alerts = alerts();
        assertTrue(alerts.size() >= 15, "expected the alerts of oci-hpc's list, found " + alerts.keySet());
        List<String> problems = new ArrayList<>();
        for (MonitoringFiles.Alert a : alerts.values()) {
            if (!SEVERITIES.contains(a.labels().get("severity"))) {
                problems.add(a.name() + ": severity " + a.labels().get("severity") + " is not one of " + SEVERITIES);
            }
            String summary = a.annotations().getOrDefault("summary", "");
            String runbook = a.annotations().getOrDefault("runbook", "");
            if (summary.isBlank()) {
                problems.add(a.name() + ": no summary");
            }
            if (runbook.isBlank() || runbook.contains("\n") || runbook.contains("|") || runbook.contains("<")) {
                problems.add(
                        a.name() + ": the runbook must be one line without | or < (a Markdown table cell): " + runbook);
            }
        }
        assertEquals(List.of(), problems);
    }

    /** Each alert fires for an injected fault in a test that also holds a healthy node it must not name. */
    @Test
    void everyAlertHasAUnitTestThatFiresItBesideAHealthyNode() throws Exception {
        Map<String, MonitoringFiles.Alert> alerts = alerts();
        JsonNode tests = MonitoringFiles.yaml(MonitoringFiles.ALERTS_TEST);
        assertEquals("alerts.yml", tests.path("rule_files").path(0).asText());
        Map<String, List<String>> problems = new LinkedHashMap<>();
        for (MonitoringFiles.Alert a : alerts.values()) {
            List<String> found = new ArrayList<>();
            boolean fires = false;
            for (JsonNode test : tests.path("tests")) {
                Set<String> inputNodes = new LinkedHashSet<>();
                for (JsonNode s : test.path("input_series")) {
                    Matcher m = NODE_LABEL.matcher(s.path("series").asText());
                    while (m.find()) {
                        inputNodes.add(m.group(1));
                    }
                }
                Set<String> firing = new LinkedHashSet<>();
                boolean testsThisAlert = false;
                for (JsonNode eval : test.path("alert_rule_test")) {
                    if (!a.name().equals(eval.path("alertname").asText())) {
                        continue;
                    }
                    testsThisAlert = true;
                    for (JsonNode exp : eval.path("exp_alerts")) {
                        firing.add(exp.path("exp_labels").path("node").asText());
                        if (!a.labels()
                                .get("severity")
                                .equals(exp.path("exp_labels").path("severity").asText())) {
                            found.add("an expected alert has another severity than the rule's");
                        }
                        if (!a.annotations()
                                .get("runbook")
                                .equals(exp.path("exp_annotations")
                                        .path("runbook")
                                        .asText())) {
                            found.add("an expected alert has another runbook than the rule's");
                        }
                    }
                }
                if (testsThisAlert && !firing.isEmpty()) {
                    Set<String> healthy = new LinkedHashSet<>(inputNodes);
                    healthy.removeAll(firing);
                    if (healthy.isEmpty()) {
                        found.add("its test has no healthy node beside the faulty " + firing);
                    } else {
                        fires = true;
                    }
                }
            }
            if (!fires) {
                found.add("no test where it fires");
            }
            if (!found.isEmpty()) {
                problems.put(a.name(), found);
            }
        }
        assertEquals(Map.of(), problems);
    }

    /** The runbook page has exactly one row per alert, its severity and its runbook annotation word for word. */
    @Test
    void theRunbookPageHasOneLinePerAlertWithItsAnnotation() throws Exception {
        Map<String, String[]> rows = new LinkedHashMap<>();
        for (String line : Files.readAllLines(MonitoringFiles.RUNBOOK, StandardCharsets.UTF_8)) {
            Matcher m = RUNBOOK_ROW.matcher(line);
            if (m.matches() && rows.put(m.group(1), new String[] {m.group(2), m.group(4)}) != null) {
                throw new AssertionError(MonitoringFiles.RUNBOOK + " has two rows for " + m.group(1));
            }
        }
        Map<String, MonitoringFiles.Alert> alerts = alerts();
        assertEquals(alerts.keySet(), rows.keySet(), "the alerts of alerts.yml and the rows of the runbook page");
        List<String> problems = new ArrayList<>();
        for (MonitoringFiles.Alert a : alerts.values()) {
            String[] row = rows.get(a.name());
            if (!row[0].equals(a.labels().get("severity"))) {
                problems.add(a.name() + ": the page says " + row[0] + ", the rule "
                        + a.labels().get("severity"));
            }
            if (!row[1].equals(a.annotations().get("runbook"))) {
                problems.add(a.name() + ": the page says '" + row[1] + "', the rule's runbook '"
                        + a.annotations().get("runbook") + "'");
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void everyRuleReadsOnlyContractMetrics() throws Exception {
        JsonNode rules = MonitoringFiles.yaml(MonitoringFiles.ALERTS);
        Set<String> contract = MonitoringFiles.contractMetrics();
        assertTrue(
                contract.containsAll(MonitoringFiles.recordedNames(rules)),
                "every recorded name is a row of the contract: " + MonitoringFiles.recordedNames(rules));
        List<String> problems = new ArrayList<>();
        for (String expr : MonitoringFiles.ruleExpressions(rules)) {
            Set<String> unknown = new TreeSet<>(PromQl.metricNames(expr));
            unknown.removeAll(contract);
            if (!unknown.isEmpty()) {
                problems.add(expr.strip() + " reads " + unknown);
            }
        }
        assertEquals(List.of(), problems, "metrics not in " + MonitoringFiles.CONTRACT);
    }

    /** The fatal Xids are the health check's drain rows of NVIDIA's Xid catalog (health/node/xid-catalog.tsv): one list, kept equal. */
    @Test
    void theFatalXidsAreTheHealthChecksDrainRows() throws Exception {
        List<String> drain = Files.readAllLines(
                        Path.of("src/main/bootstrap/health/node/xid-catalog.tsv"), StandardCharsets.UTF_8)
                .stream()
                .filter(l -> !l.startsWith("#") && l.split("\t")[1].equals("drain"))
                .map(l -> l.split("\t")[0])
                .toList();
        assertTrue(drain.contains("79") && !drain.contains("13"), "the catalog's drain rows: " + drain);
        String fatal = String.join("|", drain);
        Map<String, MonitoringFiles.Alert> alerts = alerts();
        assertTrue(
                alerts.get("GpuXidFatal").expr().contains("{xid=~\"" + fatal + "\"}"),
                "GpuXidFatal matches the health check's list " + fatal + ": "
                        + alerts.get("GpuXidFatal").expr());
        assertTrue(
                alerts.get("GpuXidError").expr().contains("{xid!~\"0|" + fatal + "\"}"),
                "GpuXidError leaves out 0 and the fatal list " + fatal + ": "
                        + alerts.get("GpuXidError").expr());
    }
}
