package ocigpucluster.settings;

import java.util.Locale;

/**
 * Control characters in config text. Every text key reaches a node script's parameter, a file on
 * the bastion (ondemand.env, slurm.conf, fstab, cloud-config) or an OCI API field as one line: a
 * line break would add a line of the writer's choosing to such a file, and a NUL or an escape
 * sequence would end or rewrite what a log shows. Refused: Unicode's control characters (general
 * category Cc: U+0000 to U+001F and U+007F to U+009F, tab and the line breaks among them) and the
 * line and paragraph separators U+2028 and U+2029, which YAML and JSON readers take as line breaks.
 */
public final class PlainText {
    private PlainText() {}

    /** The first such character of {@code text} that is not in {@code allowed}, or -1 when there is none. */
    public static int firstControl(String text, String allowed) {
        if (text == null) {
            return -1;
        }
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            if (isControl(cp) && allowed.indexOf(cp) < 0) {
                return cp;
            }
            i += Character.charCount(cp);
        }
        return -1;
    }

    public static boolean isControl(int cp) {
        return Character.getType(cp) == Character.CONTROL || cp == 0x2028 || cp == 0x2029;
    }

    /** {@code U+000A (line feed)}: how a finding names the character (never for a secret's). */
    public static String describe(int cp) {
        String code = String.format(Locale.ROOT, "U+%04X", cp);
        String name = switch (cp) {
            case '\n' -> "line feed";
            case '\r' -> "carriage return";
            case '\t' -> "tab";
            case 0 -> "NUL";
            case 0x1b -> "escape";
            case 0x2028 -> "line separator";
            case 0x2029 -> "paragraph separator";
            default -> null;
        };
        return name == null ? code : code + " (" + name + ")";
    }
}
