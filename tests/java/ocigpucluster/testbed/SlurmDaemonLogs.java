package ocigpucluster.testbed;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What the real Slurm daemons of a bed ({@link BedBuilder#slurm}) logged: after every stage run and
 * when the bed closes, every new line of every host's slurmctld, slurmd and slurmdbd log (the log
 * files slurm.conf and slurmdbd.conf name, {@code /var/log/slurm/*.log}, and what the daemons
 * wrote to their unit's output before those were open, {@code run/ocitb/daemon-<unit>.log}) with
 * Slurm's {@code error:} or {@code fatal:} prefix fails the group, unless {@link #ALLOWED} (what
 * the bed cannot avoid, each with its reason; the bed README's "Slurm daemon logs") or a test's
 * {@link #expect} (what that test provokes on purpose) names it.
 * <p>
 * The first time slurmctld's log shows the daemon this bed started ({@code slurmctld version X
 * started on cluster Y}, Slurm's {@code src/slurmctld/controller.c}), it prints {@code SLURM
 * slurmctld X [bedK Scenario]} and fails unless X is versions.env's {@code SLURM_VERSION}: the
 * bed runs the pinned Slurm, never another one.
 */
final class SlurmDaemonLogs {

    /** An error line the bed may see, and why it is not a fault of the stages. */
    record Allowed(Pattern pattern, String why) {
        static Allowed of(String regex, String why) {
            return new Allowed(Pattern.compile(regex), why);
        }
    }

    /**
     * What every Slurm group's daemons may log: the bed's hosts are not the shape and have no
     * systemd to delegate cgroups to (the test knobs SLURM_CONFIG_OVERRIDES and SLURM_NO_CGROUP).
     * Keep it short: each line here is a message the bed cannot avoid, never one the stages could.
     */
    static final List<Allowed> ALLOWED = List.of(
            Allowed.of(
                    "error: If using PrologFlags=Contain for pam_slurm_adopt, proctrack/cgroup is required\\.",
                    "the test knob SLURM_NO_CGROUP: no systemd delegates a cgroup tree to the bed's slurmd, so its"
                            + " slurm.conf has proctrack/linuxproc where production's has proctrack/cgroup"
                            + " (src/common/read_config.c logs it for PrologFlags=Contain without it)"),
            Allowed.of(
                    "error: High latency for 1000 calls to gettimeofday\\(\\): \\d+ microseconds",
                    "slurmctld times 1000 gettimeofday() calls by the wall clock at its start and logs this"
                            + " above 200 us (src/slurmctld/controller.c, for sdiag): on the bed's loaded 2-core"
                            + " machine the loop is preempted; a host's clock, never a stage's doing"),
            Allowed.of(
                    "error: slurm_send_node_msg: \\[socket:\\[\\d+\\]\\] slurm_bufs_sendto\\(msg_type="
                            + "(RESPONSE_SLURM_RC|MESSAGE_TASK_EXIT)\\) failed: "
                            + "(Unexpected missing socket error|Connection reset by peer)",
                    "a client that hung up before the daemon's reply: slurm_send_node_msg"
                            + " (src/common/slurm_protocol_api.c) logs a vanished peer seen as ENOTCONN only"
                            + " under DebugFlags=NET, but the same hang-up seen by poll() as POLLHUP with no"
                            + " socket error (fd_get_socket_error, src/common/fd.c) or as a reset at error"
                            + " level; on the bed's loaded 2-core machine a bounded client (the health"
                            + " check's 8 s Slurm calls, a test's srun) is ended by its timeout mid-RPC"));

    private static final Pattern ERROR = Pattern.compile("\\b(error|fatal): ");
    private static final Pattern STARTED = Pattern.compile("slurmctld version (\\S+) started on cluster ");

    private final TestBed bed;
    /** bytes of each log already read */
    private final Map<Path, Long> read = new TreeMap<>();

    private final List<Allowed> expected = new ArrayList<>();
    private final List<Allowed> once = new ArrayList<>();
    private String version;

    SlurmDaemonLogs(TestBed bed) {
        this.bed = bed;
    }

    /**
     * A test provokes this daemon error on purpose (a node it stops, a job it breaks): lines
     * matching {@code regex} are accepted from now on, for the rest of the group.
     */
    void expect(String regex, String why) {
        expected.add(Allowed.of(regex, why));
    }

    /**
     * Like {@link #expect}, for the next check only (the next stage run): what a daemon logs in a
     * window the test knows, e.g. before another stage has put something in place.
     */
    synchronized void expectOnce(String regex, String why) {
        once.add(Allowed.of(regex, why));
    }

    /** The version of the slurmctld this bed started, once it logged its start (else null). */
    String slurmctldVersion() {
        return version;
    }

    /** Reads what the daemons logged since the last check; fails on an error line nobody allowed. */
    synchronized void check(String after) {
        List<String> errors = new ArrayList<>();
        for (Path log : logs()) {
            for (String line : newLines(log)) {
                Matcher started = STARTED.matcher(line);
                if (version == null && started.find() && log.endsWith("slurmctld.log")) {
                    version = started.group(1);
                    String pinned = TestBed.versions().get("SLURM_VERSION");
                    System.err.printf("SLURM slurmctld %s [bed%d %s]%n", version, bed.instance(), bed.label());
                    if (!version.equals(pinned)) {
                        throw new AssertionError("the bed's slurmctld is " + version
                                + ", versions.env pins SLURM_VERSION=" + pinned + ": " + line);
                    }
                }
                if (ERROR.matcher(line).find() && !allowed(line)) {
                    errors.add(bed.dir().relativize(log) + ": " + line);
                }
            }
        }
        once.clear();
        if (!errors.isEmpty()) {
            throw new AssertionError("the Slurm daemons logged " + errors.size() + " error(s) after " + after
                    + " (none allowed: SlurmDaemonLogs.ALLOWED, or the test's expect):\n"
                    + String.join("\n", errors));
        }
    }

    /**
     * When the group's bed closes: what was logged since, and the started slurmctld's version must
     * have been seen (a group that ran Slurm and never logged it asserted no version at all).
     */
    synchronized void checkAtClose() {
        check("the group's last test");
        if (version == null) {
            throw new AssertionError("no slurmctld of this bed logged \"slurmctld version X started on cluster\""
                    + " (a Slurm group that never started slurmctld proves no version: start the bed without slurm())");
        }
    }

    private boolean allowed(String line) {
        return Stream.of(ALLOWED, expected, once)
                .flatMap(List::stream)
                .anyMatch(a -> a.pattern().matcher(line).find());
    }

    /** Every host's Slurm logs, the launched hosts' too. */
    private List<Path> logs() {
        List<Path> logs = new ArrayList<>();
        Path hosts = bed.dir().resolve("hosts");
        try (Stream<Path> dirs = Files.list(hosts)) {
            for (Path h : dirs.sorted().toList()) {
                Path dir = h.resolve("upper/var/log/slurm");
                // none (or the bed's whiteout hiding the machine's): no Slurm daemon ran there
                if (Files.isDirectory(dir)) {
                    try (Stream<Path> files = Files.list(dir)) {
                        files.filter(f -> f.toString().endsWith(".log"))
                                .sorted()
                                .forEach(logs::add);
                    } catch (NoSuchFileException gone) {
                        // the host went meanwhile
                    }
                }
                for (String unit : List.of("slurmctld", "slurmd", "slurmdbd")) {
                    Path out = h.resolve("run/ocitb/daemon-" + unit + ".log");
                    if (Files.exists(out)) {
                        logs.add(out);
                    }
                }
            }
        } catch (NoSuchFileException gone) {
            return logs;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return logs;
    }

    /** The complete lines written to {@code log} since the last read. */
    private List<String> newLines(Path log) {
        try {
            byte[] all = Files.readAllBytes(log);
            long from = read.getOrDefault(log, 0L);
            if (all.length < from) {
                from = 0; // the file was replaced
            }
            int end = all.length;
            while (end > from && all[end - 1] != '\n') {
                end--;
            }
            read.put(log, (long) end);
            return new String(all, (int) from, (int) (end - from), StandardCharsets.UTF_8)
                    .lines()
                    .toList();
        } catch (NoSuchFileException gone) {
            return List.of();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
