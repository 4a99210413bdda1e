package ocigpucluster.bootstrap;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Renders the command a stage's Pulumi Command runs on the bastion: it writes the stage's files
 * (its script, the node scripts it names, lib/ and versions.env) under its own directory
 * {@code ~/.oci-gpu-cluster/bootstrap/<stage>/} with quoted heredocs (stages that run at the same
 * time never write each other's files), then runs the script with the stage's parameters in its
 * environment. No secret is ever part of this text: stage 1 reads the
 * cluster key from stdin.
 *
 * <p>sshd runs a Command's {@code create} as {@code $SHELL -c <create>}: one argument, which
 * Linux caps at MAX_ARG_STRLEN (131072 bytes, execve(2)). A stage whose script would not fit
 * ({@link StageSpec#scriptOnStdin}) gets that script on the Command's stdin instead, and its
 * {@code create} is {@link #loader}: a short, fixed text that saves stdin to a file and runs it.
 */
public final class StageCommand {
    static final String ROOT = "$HOME/.oci-gpu-cluster/bootstrap";
    private static final Pattern NODE_FILE = Pattern.compile("node/[A-Za-z0-9_.-]+");
    /** A stage script or on-demand program another shipped script runs ("$BOOTSTRAP_DIR/readiness-gate.sh"). */
    private static final Pattern LIB_REF = Pattern.compile("(lib/[A-Za-z0-9_.-]+\\.(?:sh|py))");
    /** {@link #loader}'s text, whatever the stage's directory. */
    private static final Pattern LOADER = Pattern.compile(Pattern.quote("d=\"" + ROOT + "/") + "[a-z0-9-]+"
            + Pattern.quote("\" && mkdir -p \"$d\" && cat > \"$d/" + StageCommand.STDIN_SCRIPT + "\" && exec bash \"$d/"
                    + StageCommand.STDIN_SCRIPT + "\"\n"));

    /** A folder a script globs ("$BOOTSTRAP_DIR/prometheus/"*.yml): every file below it ships. */
    private static final Pattern DIR_GLOB =
            Pattern.compile("\\$BOOTSTRAP_DIR/([A-Za-z0-9_-]+(?:/[A-Za-z0-9_-]+)*)/\"?\\*");

    private static final Pattern SCRIPT_REF = Pattern.compile("\\$BOOTSTRAP_DIR/((?:ondemand/)?[A-Za-z0-9_-]+\\.sh)");

    private StageCommand() {}

    /** The files a stage ships, by path: deterministic order. */
    public static Map<String, String> files(StageSpec stage, BootstrapFiles all) {
        Map<String, String> files = new TreeMap<>();
        ship(stage.script(), all, files);
        files.put("versions.env", all.read("versions.env"));
        // only the libraries its files name (transitively): a stage re-runs when one of its own
        // files changes, not another stage's library, and its command stays under sshd's limit
        boolean added = true;
        while (added) {
            added = false;
            for (String text : List.copyOf(files.values())) {
                Matcher m = LIB_REF.matcher(text);
                while (m.find()) {
                    String path = m.group(1);
                    if (!files.containsKey(path) && all.all().containsKey(path)) {
                        files.put(path, all.read(path));
                        added = true;
                    }
                }
            }
        }
        return files;
    }

    /** Adds a script, the node scripts it names and, transitively, the scripts it runs. */
    private static void ship(String path, BootstrapFiles all, Map<String, String> files) {
        String text = all.read(path);
        files.put(path, text);
        Matcher m = NODE_FILE.matcher(text);
        while (m.find()) {
            files.put(m.group(), all.read(m.group()));
        }
        Matcher d = DIR_GLOB.matcher(text);
        while (d.find()) {
            String folder = d.group(1) + "/";
            all.all().keySet().stream().filter(f -> f.startsWith(folder)).forEach(f -> files.put(f, all.read(f)));
        }
        Matcher s = SCRIPT_REF.matcher(text);
        while (s.find()) {
            if (!files.containsKey(s.group(1))) {
                ship(s.group(1), all, files);
            }
        }
    }

    /** The full command text for a stage with its parameter values. */
    public static String render(StageSpec stage, Map<String, String> parameters) {
        return render(stage, parameters, "");
    }

    /**
     * The command text of one of a stage's Commands: {@code suffix} is its group's or host's
     * ({@code -dev}), its directory {@code <stage><suffix>}: the Commands of one stage run at the
     * same time and never write each other's files.
     */
    public static String render(StageSpec stage, Map<String, String> parameters, String suffix) {
        return render(stage, parameters, suffix, java.util.Set.of(), Map.of());
    }

    /**
     * As {@link #render(StageSpec, Map, String)}, the parameters named in {@code fromEnvironment}
     * taken from the caller's environment when the script runs (a bake's NODES: its builder
     * exists only then), each required there, and {@code extra} variables set after the parameters
     * (a stage's bake mode, {@link StageSpec#bake}).
     */
    public static String render(
            StageSpec stage,
            Map<String, String> parameters,
            String suffix,
            java.util.Set<String> fromEnvironment,
            Map<String, String> extra) {
        Map<String, String> files = files(stage, BootstrapFiles.get());
        StringBuilder sb = new StringBuilder();
        sb.append("#!/usr/bin/env bash\n");
        sb.append("# oci-gpu-cluster bootstrap stage ")
                .append(stage.id())
                .append(" (generated: the scripts are in src/main/bootstrap)\n");
        sb.append("set -euo pipefail\n");
        sb.append("dir=\"").append(dir(stage, suffix)).append("\"\n");
        sb.append("mkdir -p \"$dir/lib\" \"$dir/node\"\n");
        java.util.Set<String> extraDirs = new java.util.TreeSet<>();
        files.keySet().stream()
                .filter(f -> f.contains("/") && !f.startsWith("lib/") && !f.startsWith("node/"))
                .forEach(f -> extraDirs.add(f.substring(0, f.lastIndexOf('/'))));
        for (String d : extraDirs) {
            sb.append("mkdir -p \"$dir/").append(d).append("\"\n");
        }
        for (Map.Entry<String, String> f : files.entrySet()) {
            String delimiter = delimiter(f.getKey(), f.getValue());
            sb.append("cat > \"$dir/")
                    .append(f.getKey())
                    .append("\" <<'")
                    .append(delimiter)
                    .append("'\n");
            sb.append(f.getValue());
            if (!f.getValue().endsWith("\n")) {
                sb.append("\n");
            }
            sb.append(delimiter).append("\n");
        }
        sb.append("chmod 0755 \"$dir\"/*.sh \"$dir\"/node/*.sh 2>/dev/null || true\n");
        for (String d : extraDirs) {
            // only a folder with scripts (a folder of rules or dashboards has none to make executable)
            if (files.keySet().stream()
                    .anyMatch(f -> f.startsWith(d + "/") && f.endsWith(".sh") && f.lastIndexOf('/') == d.length())) {
                sb.append("chmod 0755 \"$dir/").append(d).append("\"/*.sh\n");
            }
        }
        sb.append("exec env");
        for (String name : stage.parameters()) {
            if (fromEnvironment.contains(name)) {
                sb.append(" \\\n  ")
                        .append(name)
                        .append("=\"${")
                        .append(name)
                        .append(":?")
                        .append(name)
                        .append(" is required}\"");
                continue;
            }
            String value = parameters.get(name);
            if (value == null) {
                throw new IllegalArgumentException("stage " + stage.id() + " needs parameter " + name);
            }
            sb.append(" \\\n  ").append(name).append("=").append(shellQuote(value));
        }
        extra.forEach(
                (name, value) -> sb.append(" \\\n  ").append(name).append("=").append(shellQuote(value)));
        sb.append(" \\\n  bash \"$dir/").append(stage.script()).append("\"\n");
        return sb.toString();
    }

    /**
     * Where {@link #loader} saves the script it reads from stdin: a dot file in the stage's
     * directory, which ondemand-setup.sh's install_tree does not install (find ! -name '.*'),
     * overwritten on each run.
     */
    public static final String STDIN_SCRIPT = ".stage-command";

    /**
     * The {@code create} text of a stage whose script travels on stdin: it reads the whole of
     * stdin into a file before running it (not {@code bash -s}: the ssh fan-out inside the stage
     * would read the rest of the script), so the stage runs with its stdin at end of file. The
     * same bytes whatever the stage ships: it never nears sshd's limit. A stdin cut short (a
     * dropped connection, which also fails the Command) never starts the stage script: the only
     * line that runs it is the script's last, and bash runs a line only once it has read all of it.
     */
    public static String loader(StageSpec stage) {
        return loader(stage, "");
    }

    /** The loader of one of a stage's Commands ({@link #render(StageSpec, Map, String)}). */
    public static String loader(StageSpec stage, String suffix) {
        if (!stage.scriptOnStdin()) {
            throw new IllegalArgumentException("stage " + stage.id() + " ships its script in create, not on stdin");
        }
        return "d=\"" + dir(stage, suffix) + "\" && mkdir -p \"$d\" && cat > \"$d/" + STDIN_SCRIPT
                + "\" && exec bash \"$d/" + STDIN_SCRIPT + "\"\n";
    }

    /** The Command's {@code create}: the rendered script itself, or the loader where the script travels on stdin. */
    public static String create(StageSpec stage, Map<String, String> parameters) {
        return create(stage, parameters, "");
    }

    /** The {@code create} of one of a stage's Commands. */
    public static String create(StageSpec stage, Map<String, String> parameters, String suffix) {
        return stage.scriptOnStdin() ? loader(stage, suffix) : render(stage, parameters, suffix);
    }

    /** True when {@code create} is a stage's {@link #loader}: that Command's script is its stdin. */
    public static boolean isLoader(String create) {
        return create != null && LOADER.matcher(create).matches();
    }

    /** Where a stage's files live on the bastion: one directory per stage. */
    public static String dir(StageSpec stage) {
        return dir(stage, "");
    }

    /** Where one of a stage's Commands keeps its files: {@code <stage><suffix>}. */
    public static String dir(StageSpec stage, String suffix) {
        return ROOT + "/" + stage.id() + suffix;
    }

    /** A content hash of what the stage ships, for its triggers. */
    public static String contentHash(StageSpec stage) {
        return contentHash(stage, BootstrapFiles.get());
    }

    /** The hash over the files {@code all} would ship for the stage (a test edits them one at a time). */
    static String contentHash(StageSpec stage, BootstrapFiles all) {
        return digest(files(stage, all));
    }

    /** The hex SHA-256 of files (path to text) as {@code path NUL text NUL} each, in path order. */
    public static String digest(Map<String, String> files) {
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            for (Map.Entry<String, String> f : new TreeMap<>(files).entrySet()) {
                d.update(f.getKey().getBytes(StandardCharsets.UTF_8));
                d.update((byte) 0);
                d.update(f.getValue().getBytes(StandardCharsets.UTF_8));
                d.update((byte) 0);
            }
            return HexFormat.of().formatHex(d.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public static String shellQuote(String value) {
        return "'" + value.replace("'", "'\\''") + "'";
    }

    private static String delimiter(String path, String content) {
        String base = "OCIGPU_" + path.replaceAll("[^A-Za-z0-9]", "_").toUpperCase(java.util.Locale.ROOT);
        String d = base;
        int i = 0;
        while (content.contains(d)) {
            d = base + "_" + (++i);
        }
        return d;
    }
}
