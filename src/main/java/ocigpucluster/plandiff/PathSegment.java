package ocigpucluster.plandiff;

import java.util.List;
import java.util.regex.Pattern;

/** One step of a property path: a property/map key name, or a list index. */
record PathSegment(String name, int position) {
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    static PathSegment key(String name) {
        return new PathSegment(name, -1);
    }

    static PathSegment at(int position) {
        return new PathSegment(null, position);
    }

    boolean index() {
        return position >= 0;
    }

    @Override
    public String toString() {
        if (index()) {
            return "[" + position + "]";
        }
        return PLAIN.matcher(name).matches() ? name : "[\"" + name.replace("\"", "\\\"") + "\"]";
    }

    /** Renders {@code a.b[0].c}, quoting keys that are not plain identifiers. */
    static String render(List<PathSegment> path) {
        StringBuilder out = new StringBuilder();
        for (PathSegment s : path) {
            String text = s.toString();
            if (out.length() > 0 && !s.index() && !text.startsWith("[")) {
                out.append('.');
            }
            out.append(text);
        }
        return out.toString();
    }
}
