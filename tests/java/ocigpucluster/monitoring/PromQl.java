package ocigpucluster.monitoring;

import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Just enough PromQL lexing for the tests: the metric names a query reads, and Grafana's template
 * variables. Syntax itself is promtool's to judge (PromtoolTest).
 */
final class PromQl {
    private PromQl() {}

    private static final Pattern STRINGS = Pattern.compile("\"(?:[^\"\\\\]|\\\\.)*\"|'(?:[^'\\\\]|\\\\.)*'|`[^`]*`");
    private static final Pattern MATCHERS = Pattern.compile("\\{[^}]*}");
    private static final Pattern RANGES = Pattern.compile("\\[[^\\]]*]");
    private static final Pattern GROUPING =
            Pattern.compile("\\b(?:by|without|on|ignoring|group_left|group_right)\\s*\\([^)]*\\)");
    private static final Pattern TOKEN = Pattern.compile("\\d[\\w.]*|[a-zA-Z_:][a-zA-Z0-9_:]*");
    private static final Set<String> KEYWORDS = Set.of(
            "and",
            "or",
            "unless",
            "bool",
            "offset",
            "by",
            "without",
            "on",
            "ignoring",
            "group_left",
            "group_right",
            "inf",
            "nan",
            "atan2",
            "start",
            "end");
    private static final Pattern VARIABLE = Pattern.compile("\\$\\{(\\w+)(?::\\w+)?}|\\$(\\w+)");
    /** Grafana's own variables a Prometheus query may use, with a value promtool accepts in their place. */
    static final Map<String, String> GRAFANA_BUILT_INS =
            Map.of("__rate_interval", "5m", "__interval", "1m", "__range", "1h");

    /** The metric names an expression selects (identifiers that are no function, keyword or label). */
    static Set<String> metricNames(String expr) {
        String bare = STRINGS.matcher(expr).replaceAll("\"\"");
        bare = MATCHERS.matcher(bare).replaceAll(" ");
        bare = RANGES.matcher(bare).replaceAll(" ");
        bare = GROUPING.matcher(bare).replaceAll(" ");
        Set<String> names = new LinkedHashSet<>();
        Matcher token = TOKEN.matcher(bare);
        while (token.find()) {
            String t = token.group();
            if (Character.isDigit(t.charAt(0)) || KEYWORDS.contains(t.toLowerCase())) {
                continue;
            }
            String rest = bare.substring(token.end()).stripLeading();
            if (!rest.startsWith("(")) {
                names.add(t);
            }
        }
        return names;
    }

    /** The template variables ($x, ${x}, ${x:format}) a query uses. */
    static Set<String> variables(String expr) {
        Set<String> names = new LinkedHashSet<>();
        Matcher m = VARIABLE.matcher(expr);
        while (m.find()) {
            names.add(m.group(1) != null ? m.group(1) : m.group(2));
        }
        return names;
    }

    /** The query with each variable replaced: built-ins by a duration, dashboard variables by a host name. */
    static String substituted(String expr) {
        Matcher m = VARIABLE.matcher(expr);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String name = m.group(1) != null ? m.group(1) : m.group(2);
            m.appendReplacement(out, Matcher.quoteReplacement(GRAFANA_BUILT_INS.getOrDefault(name, "gpu-1")));
        }
        m.appendTail(out);
        return out.toString();
    }
}
