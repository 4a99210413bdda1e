package ocigpucluster.testbed;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * What the bed's hosts hold and what a bed leaves behind: snapshots of every host's persistent
 * state (to prove a second stage run changes nothing), the daemon restarts the bed's systemctl
 * recorded, what is left of one host, and the leak check every group runs after its bed is down.
 */
final class HostState {
    /** Every bed directory this JVM started -> its instance. */
    private static final Map<Path, Integer> INSTANCES = new java.util.concurrent.ConcurrentHashMap<>();
    /** Bed directory -> what {@link TestBed#close} found left of the bed while it still held its slot. */
    private static final Map<Path, List<String>> LEFT_AT_CLOSE = new java.util.concurrent.ConcurrentHashMap<>();

    private final TestBed bed;

    HostState(TestBed bed) {
        this.bed = bed;
    }

    /** A bed started in {@code dir} with instance {@code instance}: {@link #leftovers} looks for both. */
    static void started(Path dir, int instance) {
        INSTANCES.put(dir, instance);
    }

    /** Notes what is left of a bed that is down but still holds its slot (its names are its own until then). */
    static void closing(Path dir, int instance) {
        LEFT_AT_CLOSE.put(dir, leftoversOf(dir, instance));
    }

    /** Path -> description of every entry under root (for hashing and for showing differences). */
    Map<String, String> stateEntries(Path root) {
        Map<String, String> entries = new TreeMap<>();
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return entries;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted(Comparator.naturalOrder()).toList()) {
                describe(p).ifPresent(d -> entries.put(bed.dir().relativize(p).toString(), d));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return entries;
    }

    /**
     * One entry's type, mode, owner and content hash or link target; empty when it is gone by the
     * time it is read: a daemon of the bed (the health check slurmd runs every interval) writes a
     * temporary file and renames it while the walk lists the directory.
     */
    static java.util.Optional<String> describe(Path p) throws IOException {
        try {
            Map<String, Object> attrs = Files.readAttributes(p, "unix:mode,uid,gid", LinkOption.NOFOLLOW_LINKS);
            String meta = Integer.toOctalString((Integer) attrs.get("mode")) + " " + attrs.get("uid") + ":"
                    + attrs.get("gid");
            if (Files.isSymbolicLink(p)) {
                return java.util.Optional.of(meta + " -> " + Files.readSymbolicLink(p));
            } else if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                return java.util.Optional.of(meta + " " + sha256(Files.readAllBytes(p)));
            }
            return java.util.Optional.of(meta);
        } catch (java.nio.file.NoSuchFileException gone) {
            return java.util.Optional.empty();
        }
    }

    /**
     * Every host's persistent state: the overlay uppers of /etc, /var, /opt, /usr,
     * /mnt/localdisk and (bastion) /home, as path -> type, mode, owner, SHA-256 of the
     * content or link target; comparing two of them shows exactly what changed.
     */
    Map<String, String> allStateEntries() {
        Map<String, String> all = new TreeMap<>();
        for (TestBed.Host h : bed.hosts()) {
            all.putAll(stateEntries(h.dir().resolve("upper")));
            all.putAll(stateEntries(h.dir().resolve("localdisk")));
            if (h.role().equals("bastion")) {
                all.putAll(stateEntries(h.dir().resolve("home")));
            }
        }
        return all;
    }

    /** Fails naming every path whose entry differs between two {@link #allStateEntries} snapshots. */
    static void assertSameState(Map<String, String> before, Map<String, String> after, String what) {
        if (!before.equals(after)) {
            java.util.TreeSet<String> changed = new java.util.TreeSet<>();
            before.forEach((k, v) -> {
                if (!v.equals(after.get(k))) {
                    changed.add(k);
                }
            });
            after.keySet().stream().filter(k -> !before.containsKey(k)).forEach(changed::add);
            throw new AssertionError(what + " changed host state: " + changed);
        }
    }

    /** Every start/restart the bed's systemctl recorded for these units, per host and unit. */
    Map<String, String> restarts(String... units) {
        Map<String, String> found = new TreeMap<>();
        for (TestBed.Host h : bed.hosts()) {
            for (String unit : units) {
                Path f = h.dir().resolve("run/ocitb/restarts." + unit);
                try {
                    if (Files.exists(f)) {
                        found.put(h.name() + " " + unit, Files.readString(f));
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return found;
    }

    /**
     * What is left of a host: its network namespace, its processes (host-init and everything in
     * its namespace); empty when the host is gone.
     */
    List<String> hostRemains(String name) {
        List<String> found = new ArrayList<>();
        String ns = "ocitb" + bed.instance() + "-" + name;
        if (Machine.output(List.of("ip", "netns", "list")).lines().anyMatch(l -> l.split(" ")[0].equals(ns))) {
            found.add("netns " + ns);
        }
        Machine.output(List.of(
                        "pgrep", "-af", "testbed/host-init.sh " + bed.dir().resolve("hosts/" + name) + "$"))
                .lines()
                .filter(l -> !l.isBlank())
                .forEach(l -> found.add("process " + l));
        return found;
    }

    /**
     * Whatever of the bed in {@code dir} is still on the machine (empty when clean): what
     * {@link TestBed#close} found of its instance's namespaces and bridge before giving up its slot
     * (after that another bed may take the same names), and its directory, processes and mounts.
     */
    static List<String> leftovers(Path dir) {
        if (dir == null) {
            return List.of(); // the bed never started; its constructor cleaned up
        }
        List<String> found = new ArrayList<>(LEFT_AT_CLOSE.getOrDefault(dir, List.of("not closed: " + dir)));
        for (String f : leftoversOf(dir, INSTANCES.getOrDefault(dir, -1))) {
            if (!found.contains(f)) {
                found.add(f);
            }
        }
        return found;
    }

    /** The bed's namespaces and bridge (instance >= 0), directory, host processes and mounts still present. */
    private static List<String> leftoversOf(Path dir, int instance) {
        List<String> found = new ArrayList<>();
        if (instance >= 0) {
            String out = Machine.exec(
                            List.of(
                                    "env",
                                    "OCITB_INSTANCE=" + instance,
                                    "bash",
                                    TestBed.BED_SCRIPT.toString(),
                                    "leftovers",
                                    dir.toString()),
                            "",
                            30)
                    .stdout();
            out.lines().filter(l -> !l.isBlank()).forEach(found::add);
        }
        if (Files.exists(dir)) {
            found.add("directory " + dir);
        }
        String namespaces = "/run/netns/ocitb" + instance + "-";
        String under = dir + "/"; // not another bed's /tmp/ocitb-<this number followed by more digits>
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/mountinfo"))) {
                if (line.contains(under) || line.contains(dir + " ") || instance >= 0 && line.contains(namespaces)) {
                    found.add("mount " + line);
                }
            }
            try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
                for (Path p : procs.filter(p -> p.getFileName().toString().matches("\\d+"))
                        .toList()) {
                    try {
                        String cmdline = new String(Files.readAllBytes(p.resolve("cmdline")), StandardCharsets.UTF_8)
                                .replace('\0', ' ');
                        // a host's sshd (PID 1 of its namespaces) has the host's overlays, named by their dirs
                        if (cmdline.contains(under)
                                || cmdline.contains("sshd -D -e")
                                        && Files.readString(p.resolve("mountinfo"))
                                                .contains(under)) {
                            found.add("process " + p.getFileName() + ": " + cmdline.strip());
                        }
                    } catch (IOException gone) {
                        // the process ended while listing
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return found;
    }

    /** Stops a group's bed (when it started) and fails when anything of it is left behind. */
    static void closeAndCheckNothingIsLeft(TestBed bed) {
        if (bed == null) {
            return;
        }
        Path dir = bed.dir();
        AssertionError logged = null;
        try {
            bed.checkSlurmLogsAtClose();
        } catch (AssertionError e) {
            logged = e;
        }
        bed.close();
        List<String> left = leftovers(dir);
        if (!left.isEmpty()) {
            AssertionError leak = new AssertionError("the test bed left something behind: " + left);
            if (logged != null) {
                leak.addSuppressed(logged);
            }
            throw leak;
        }
        if (logged != null) {
            throw logged;
        }
    }

    /** SHA-256 of a string's UTF-8 bytes, in hex (as {@code sha256sum} prints it). */
    static String sha256Hex(String text) {
        return sha256(text.getBytes(StandardCharsets.UTF_8));
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
