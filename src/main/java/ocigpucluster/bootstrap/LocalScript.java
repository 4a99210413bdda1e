package ocigpucluster.bootstrap;

import java.util.List;
import java.util.Map;

/**
 * The text of a Pulumi local Command that runs one of the bootstrap tree's scripts where {@code
 * pulumi up} runs: it writes the script and its libraries to a temporary directory, runs it with
 * its parameters in the environment, and removes the directory.
 */
public final class LocalScript {
    private LocalScript() {}

    /**
     * @param title      what the generated text calls itself (its first comment line)
     * @param tmpName    the temporary directory's name before its random suffix
     * @param marker     the here-document delimiter (lengthened where a line of a file equals it)
     * @param libs       the libraries, bootstrap-tree names ({@code lib/oci-lib.sh})
     * @param script     the script's bootstrap-tree name
     * @param parameters its environment, in order
     */
    public static String command(
            String title,
            String tmpName,
            String marker,
            List<String> libs,
            String script,
            Map<String, String> parameters) {
        StringBuilder sb = new StringBuilder();
        sb.append("# oci-gpu-cluster ")
                .append(title)
                .append(" (generated: the script is src/main/bootstrap/")
                .append(BootstrapFiles.get().sources().get(script))
                .append(")\n");
        sb.append("set -euo pipefail\n");
        sb.append("dir=$(mktemp -d \"${TMPDIR:-/tmp}/").append(tmpName).append(".XXXXXX\")\n");
        sb.append("trap 'rm -rf \"$dir\"' EXIT\n");
        sb.append("mkdir -p \"$dir/lib\"\n");
        List<String> files = new java.util.ArrayList<>(libs);
        files.add(script);
        for (String file : files) {
            heredoc(sb, "$dir/" + file, BootstrapFiles.get().read(file), marker);
        }
        sb.append("env");
        parameters.forEach((k, v) -> sb.append(" \\\n  ").append(k).append('=').append(StageCommand.shellQuote(v)));
        sb.append(" \\\n  bash \"$dir/").append(script).append("\"\n");
        return sb.toString();
    }

    /** Writes {@code text} to {@code path} with a quoted here-document whose delimiter no line of the text equals. */
    public static void heredoc(StringBuilder sb, String path, String text, String delimiter) {
        while (text.lines().anyMatch(delimiter::equals)) {
            delimiter += "_";
        }
        sb.append("cat > \"")
                .append(path)
                .append("\" <<'")
                .append(delimiter)
                .append("'\n")
                .append(text);
        if (!text.endsWith("\n")) {
            sb.append('\n');
        }
        sb.append(delimiter).append('\n');
    }
}
