package ocigpucluster.plandiff;

import java.util.ArrayList;
import java.util.List;

/**
 * A property path as a resource option names it ({@code replaceOnChanges}, {@code ignoreChanges}):
 * Pulumi's syntax (the Go SDK's {@code resource.ParsePropertyPath}, which the engine applies to
 * both options): keys joined by {@code .}, list indexes {@code [0]}, quoted keys
 * {@code ["a.b"]}, and the wildcards {@code *} and {@code [*]}, each one step of any key or index.
 * A path it cannot read is taken as one literal key, so that it matches only itself.
 */
final class PropertyPathPattern {
    /** One step: a key, an index (position >= 0), or a wildcard. */
    private record Step(String key, int position, boolean wildcard) {
        boolean matches(PathSegment s) {
            return wildcard || (s.index() ? position == s.position() : s.name().equals(key));
        }
    }

    private final List<Step> steps;
    private final String text;

    private PropertyPathPattern(String text, List<Step> steps) {
        this.text = text;
        this.steps = steps;
    }

    static PropertyPathPattern parse(String text) {
        List<Step> steps = parseSteps(text);
        return new PropertyPathPattern(text, steps == null ? List.of(new Step(text, -1, false)) : steps);
    }

    String text() {
        return text;
    }

    /**
     * The change at {@code path} is at or below this path: Pulumi's {@code PropertyPath.Contains},
     * the test the engine applies for both options (step_generator.go, applyReplaceOnChanges).
     */
    boolean covers(List<PathSegment> path) {
        if (path.size() < steps.size()) {
            return false;
        }
        for (int i = 0; i < steps.size(); i++) {
            if (!steps.get(i).matches(path.get(i))) {
                return false;
            }
        }
        return true;
    }

    /** The steps, or null when the text is not a property path. */
    private static List<Step> parseSteps(String text) {
        List<Step> out = new ArrayList<>();
        int i = 0;
        int n = text.length();
        if (n == 0) {
            return null;
        }
        while (i < n) {
            char c = text.charAt(i);
            if (c == '[') {
                int close = text.indexOf(']', i);
                if (close < 0) {
                    return null;
                }
                String inner = text.substring(i + 1, close);
                if (inner.equals("*")) {
                    out.add(new Step(null, -1, true));
                } else if (inner.matches("\\d{1,9}")) {
                    out.add(new Step(null, Integer.parseInt(inner), false));
                } else if (inner.length() >= 2 && inner.startsWith("\"")) {
                    // a quoted key may hold ']' itself: find the closing quote first
                    int q = text.indexOf('"', i + 2);
                    while (q > 0 && text.charAt(q - 1) == '\\') {
                        q = text.indexOf('"', q + 1);
                    }
                    if (q < 0 || q + 1 >= n || text.charAt(q + 1) != ']') {
                        return null;
                    }
                    out.add(new Step(text.substring(i + 2, q).replace("\\\"", "\""), -1, false));
                    close = q + 1;
                } else {
                    return null;
                }
                i = close + 1;
                if (i < n && text.charAt(i) == '.') {
                    i++;
                    if (i == n) {
                        return null;
                    }
                }
            } else {
                int end = i;
                while (end < n && text.charAt(end) != '.' && text.charAt(end) != '[') {
                    end++;
                }
                if (end == i) {
                    return null;
                }
                String key = text.substring(i, end);
                out.add(key.equals("*") ? new Step(null, -1, true) : new Step(key, -1, false));
                i = end;
                if (i < n && text.charAt(i) == '.') {
                    i++;
                    if (i == n) {
                        return null;
                    }
                }
            }
        }
        return out;
    }
}
