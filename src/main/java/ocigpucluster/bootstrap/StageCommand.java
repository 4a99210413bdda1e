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
 */
public final class StageCommand {
    static final String ROOT = "$HOME/.oci-gpu-cluster/bootstrap";
    private static final Pattern NODE_FILE = Pattern.compile("node/[A-Za-z0-9_.-]+");
    /** A stage script or on-demand program another shipped script runs ("$BOOTSTRAP_DIR/readiness-gate.sh"). */
    private static final Pattern LIB_REF = Pattern.compile("(lib/[A-Za-z0-9_.-]+\\.(?:sh|py))");
    private static final Pattern SCRIPT_REF = Pattern.compile("\\$BOOTSTRAP_DIR/((?:ondemand/)?[A-Za-z0-9_-]+\\.sh)");

    private StageCommand() {
    }

    /** The files a stage ships, by path: deterministic order. */
    public static Map<String, String> files(Stage stage, BootstrapFiles all) {
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
        Matcher s = SCRIPT_REF.matcher(text);
        while (s.find()) {
            if (!files.containsKey(s.group(1))) {
                ship(s.group(1), all, files);
            }
        }
    }

    /** sshd runs the command as one argument: Linux's MAX_ARG_STRLEN (execve(2)). */
    static final int MAX_COMMAND_BYTES = 131072;

    /**
     * The full command text for a stage with its parameter values. A command that would come
     * within 4 KiB of {@link #MAX_COMMAND_BYTES} ships its files but versions.env gzip'ed and
     * base64'ed (the same bytes land on the bastion); below that they stay readable in the plan.
     */
    public static String render(Stage stage, Map<String, String> parameters) {
        String plain = render(stage, parameters, false);
        return plain.getBytes(StandardCharsets.UTF_8).length < MAX_COMMAND_BYTES - 4096 ? plain : render(stage, parameters, true);
    }

    private static String render(Stage stage, Map<String, String> parameters, boolean compressed) {
        Map<String, String> files = files(stage, BootstrapFiles.get());
        StringBuilder sb = new StringBuilder();
        sb.append("#!/usr/bin/env bash\n");
        sb.append("# oci-gpu-cluster bootstrap stage ").append(stage.id()).append(" (generated: the scripts are in src/main/bootstrap)\n");
        sb.append("set -euo pipefail\n");
        sb.append("dir=\"").append(dir(stage)).append("\"\n");
        sb.append("mkdir -p \"$dir/lib\" \"$dir/node\"\n");
        java.util.Set<String> extraDirs = new java.util.TreeSet<>();
        files.keySet().stream().filter(f -> f.contains("/") && !f.startsWith("lib/") && !f.startsWith("node/"))
                .forEach(f -> extraDirs.add(f.substring(0, f.lastIndexOf('/'))));
        for (String d : extraDirs) {
            sb.append("mkdir -p \"$dir/").append(d).append("\"\n");
        }
        for (Map.Entry<String, String> f : files.entrySet()) {
            String delimiter = delimiter(f.getKey(), f.getValue());
            if (compressed && !f.getKey().equals("versions.env")) {
                sb.append("base64 -d <<'").append(delimiter).append("' | gzip -dc > \"$dir/").append(f.getKey()).append("\"\n");
                sb.append(gzipBase64(f.getValue())).append('\n').append(delimiter).append("\n");
                continue;
            }
            sb.append("cat > \"$dir/").append(f.getKey()).append("\" <<'").append(delimiter).append("'\n");
            sb.append(f.getValue());
            if (!f.getValue().endsWith("\n")) {
                sb.append("\n");
            }
            sb.append(delimiter).append("\n");
        }
        sb.append("chmod 0755 \"$dir\"/*.sh \"$dir\"/node/*.sh 2>/dev/null || true\n");
        for (String d : extraDirs) {
            sb.append("chmod 0755 \"$dir/").append(d).append("\"/*.sh\n");
        }
        sb.append("exec env");
        for (String name : stage.parameters()) {
            String value = parameters.get(name);
            if (value == null) {
                throw new IllegalArgumentException("stage " + stage.id() + " needs parameter " + name);
            }
            sb.append(" \\\n  ").append(name).append("=").append(shellQuote(value));
        }
        sb.append(" \\\n  bash \"$dir/").append(stage.script()).append("\"\n");
        return sb.toString();
    }

    /** Where a stage's files live on the bastion: one directory per stage. */
    public static String dir(Stage stage) {
        return ROOT + "/" + stage.id();
    }

    /** A content hash of what the stage ships, for its triggers. */
    public static String contentHash(Stage stage) {
        Map<String, String> files = files(stage, BootstrapFiles.get());
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            for (Map.Entry<String, String> f : files.entrySet()) {
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

    /** gzip (no name, mtime 0: the same text gives the same bytes), base64 in lines of 76. */
    private static String gzipBase64(String text) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        try (java.util.zip.GZIPOutputStream gz = new java.util.zip.GZIPOutputStream(out)) {
            gz.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return java.util.Base64.getMimeEncoder(76, new byte[] {'\n'}).encodeToString(out.toByteArray());
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
