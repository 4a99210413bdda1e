package ocigpucluster.plandiff;

/**
 * Text from a plan (names, types, values, property paths: whatever a pull request put there) made
 * safe to show, in a GitHub comment and on a terminal. Every character that is not printable text
 * — C0 and C1 controls (ESC starts a terminal escape sequence, CR and LF end a Markdown line),
 * Unicode format characters (the bidi embeddings, overrides and isolates of Unicode's UAX #9, zero
 * widths, the BOM), line and paragraph separators, lone surrogates — becomes its visible
 * {@code \\uXXXX} spelling. Inside a code span GitHub renders text literally (no HTML, no
 * {@code @mention}, no heading; GitHub Flavored Markdown spec, "Code spans"), so plan text goes
 * into code spans; text that must stand outside one is backslash-escaped (the spec's "Backslash
 * escapes": any ASCII punctuation) and its {@code @} put in a code span of its own, so that no
 * mention is made (GitHub links mentions in text, never in code).
 */
public final class SafeText {
    private SafeText() {}

    /** Every character that is not printable text spelled {@code \\uXXXX}; printable text as it is. */
    public static String visible(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            int n = Character.charCount(cp);
            if (hidden(cp)) {
                out.append(cp > 0xFFFF ? String.format("\\U%08x", cp) : String.format("\\u%04x", cp));
            } else {
                out.appendCodePoint(cp);
            }
            i += n;
        }
        return out.toString();
    }

    static boolean hidden(int cp) {
        int type = Character.getType(cp);
        return type == Character.CONTROL
                || type == Character.FORMAT
                || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR
                || type == Character.SURROGATE
                || type == Character.PRIVATE_USE
                || type == Character.UNASSIGNED;
    }

    /**
     * For text inside a code span in a table cell: visible, a backtick (it would end the span)
     * becomes {@code '}, a pipe (it would end the cell) is escaped.
     */
    public static String code(String s) {
        return visible(s).replace("`", "'").replace("|", "\\|");
    }

    /** For text outside any code span: visible, Markdown's punctuation escaped, {@code @} in a code span. */
    public static String prose(String s) {
        String v = visible(s);
        StringBuilder out = new StringBuilder(v.length());
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c == '@') {
                out.append("`@`");
            } else if ("\\`*_[]<>#|~!&".indexOf(c) >= 0) {
                out.append('\\').append(c);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * Text made of prose and {@code `code`} spans (a verdict's reason naming a property): each
     * part made safe as what it is. Whatever a plan value did to the backticks, every part ends up
     * either escaped prose or a closed code span.
     */
    public static String mixed(String s) {
        String[] parts = visible(s).split("`", -1);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (i % 2 == 0) {
                out.append(prose(parts[i]));
            } else if (i < parts.length - 1) {
                // a backtick after this part closes the span (the last part has none after it)
                out.append('`').append(code(parts[i])).append('`');
            } else {
                out.append('\'').append(prose(parts[i])); // a backtick that opens no span, as code() spells it
            }
        }
        return out.toString();
    }
}
