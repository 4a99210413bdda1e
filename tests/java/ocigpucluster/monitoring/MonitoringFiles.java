package ocigpucluster.monitoring;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The monitoring files the tests read: alert rules, their unit tests, dashboards, the metric contract. */
final class MonitoringFiles {
    static final Path FOLDER = Path.of("src/main/bootstrap/monitoring");
    static final Path PROMETHEUS = FOLDER.resolve("prometheus");
    static final Path ALERTS = PROMETHEUS.resolve("alerts.yml");
    static final Path ALERTS_TEST = PROMETHEUS.resolve("alerts-test.yml");
    static final Path DASHBOARDS = FOLDER.resolve("grafana/dashboards");
    static final Path CONTRACT = Path.of("docs/monitoring-metrics.md");
    static final Path RUNBOOK = Path.of("docs/operators-guide.md");
    /** One healthy node's series of every contract metric (promtool input_series). */
    static final Path HEALTHY_SERIES = Path.of("tests/resources/ocigpucluster/monitoring/healthy-node-series.yml");
    /** The datasource uid every panel names; the monitoring feature provisions Prometheus under it. */
    static final String DATASOURCE_UID = "prometheus";

    static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    static final ObjectMapper JSON = new ObjectMapper();

    private MonitoringFiles() {}

    /** An alerting rule of alerts.yml. */
    record Alert(String name, String expr, Map<String, String> labels, Map<String, String> annotations) {}

    static JsonNode yaml(Path file) throws IOException {
        return YAML.readTree(file.toFile());
    }

    /** Every alerting rule of a rule file, by name, in file order. */
    static Map<String, Alert> alerts(JsonNode rules) {
        Map<String, Alert> alerts = new LinkedHashMap<>();
        for (JsonNode group : rules.path("groups")) {
            for (JsonNode rule : group.path("rules")) {
                if (rule.has("alert")) {
                    String name = rule.get("alert").asText();
                    Alert previous = alerts.put(
                            name,
                            new Alert(
                                    name,
                                    rule.path("expr").asText(),
                                    strings(rule.path("labels")),
                                    strings(rule.path("annotations"))));
                    if (previous != null) {
                        throw new AssertionError("alert " + name + " is defined twice");
                    }
                }
            }
        }
        return alerts;
    }

    /** Every rule's expression (alerting and recording) of a rule file. */
    static List<String> ruleExpressions(JsonNode rules) {
        List<String> exprs = new ArrayList<>();
        for (JsonNode group : rules.path("groups")) {
            for (JsonNode rule : group.path("rules")) {
                exprs.add(rule.path("expr").asText());
            }
        }
        return exprs;
    }

    /** The names recording rules of a rule file record. */
    static Set<String> recordedNames(JsonNode rules) {
        Set<String> names = new LinkedHashSet<>();
        for (JsonNode group : rules.path("groups")) {
            for (JsonNode rule : group.path("rules")) {
                if (rule.has("record")) {
                    names.add(rule.get("record").asText());
                }
            }
        }
        return names;
    }

    private static Map<String, String> strings(JsonNode object) {
        Map<String, String> map = new LinkedHashMap<>();
        object.fields().forEachRemaining(e -> map.put(e.getKey(), e.getValue().asText()));
        return map;
    }

    private static final Pattern CONTRACT_ROW = Pattern.compile("^\\| `([^`]+)` \\|");

    /** The metric names of the contract page's "Metrics" table. */
    static Set<String> contractMetrics() throws IOException {
        return contractMetrics(Files.readString(CONTRACT, StandardCharsets.UTF_8));
    }

    static Set<String> contractMetrics(String page) {
        Set<String> names = new LinkedHashSet<>();
        boolean inMetrics = false;
        for (String line : page.split("\n", -1)) {
            if (line.startsWith("## ")) {
                inMetrics = line.equals("## Metrics");
                continue;
            }
            Matcher row = CONTRACT_ROW.matcher(line);
            if (inMetrics && row.find()) {
                names.add(row.group(1));
            }
        }
        return names;
    }
}
