package ocigpucluster.monitoring;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** The provisioned Grafana dashboards and the Prometheus queries in them. */
final class Dashboards {
    private Dashboards() {}

    /** One query of a dashboard: a panel target's expr, or a template variable's selector. */
    record Query(String dashboard, String where, String expr) {
        String label() {
            return dashboard + ": " + where;
        }
    }

    private static final Pattern LABEL_VALUES = Pattern.compile("^label_values\\((.+),\\s*\\w+\\)$");

    /** Every dashboard by file name (cluster.json, ...), parsed. */
    static Map<String, JsonNode> all() throws IOException {
        Map<String, JsonNode> boards = new LinkedHashMap<>();
        try (Stream<Path> files = Files.list(MonitoringFiles.DASHBOARDS)) {
            for (Path f : files.sorted().toList()) {
                boards.put(f.getFileName().toString(), MonitoringFiles.JSON.readTree(f.toFile()));
            }
        }
        return boards;
    }

    /** The panels of a dashboard, rows' nested panels included. */
    static List<JsonNode> panels(JsonNode board) {
        List<JsonNode> panels = new ArrayList<>();
        for (JsonNode p : board.path("panels")) {
            panels.add(p);
            p.path("panels").forEach(panels::add);
        }
        return panels;
    }

    /** The template variables' names of a dashboard. */
    static List<String> variables(JsonNode board) {
        List<String> names = new ArrayList<>();
        board.path("templating")
                .path("list")
                .forEach(v -> names.add(v.path("name").asText()));
        return names;
    }

    /** The selector inside a variable's label_values(selector, label), or null for another kind. */
    static String variableSelector(JsonNode variable) {
        JsonNode q = variable.path("query");
        String text = q.isObject() ? q.path("query").asText() : q.asText();
        Matcher m = LABEL_VALUES.matcher(text.strip());
        return m.matches() ? m.group(1) : null;
    }

    /** Every query of every dashboard: panel targets and variables' selectors. */
    static List<Query> queries(Map<String, JsonNode> boards) {
        List<Query> queries = new ArrayList<>();
        boards.forEach((file, board) -> {
            for (JsonNode panel : panels(board)) {
                for (JsonNode target : panel.path("targets")) {
                    queries.add(new Query(
                            file,
                            "panel '" + panel.path("title").asText() + "' target "
                                    + target.path("refId").asText(),
                            target.path("expr").asText()));
                }
            }
            for (JsonNode v : board.path("templating").path("list")) {
                String selector = variableSelector(v);
                if (selector != null) {
                    queries.add(new Query(file, "variable $" + v.path("name").asText(), selector));
                }
            }
        });
        return queries;
    }
}
