package ocigpucluster.health;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import ocigpucluster.bootstrap.ShippedBootstrap;

/**
 * The installed health check program (lib/health-program.sh assembles it, as both health stages
 * do) run against stub tools and a stub slurmctld: {@code sinfo} and {@code scontrol} answer from
 * and change a fleet file ("node\tstate\tcomment\treason" a line) and refuse any other arguments
 * than the ones the program is meant to pass (sinfo(1) -O with the program's format, scontrol(1)
 * "update NodeName=... State=DRAIN Reason=... | State=RESUME | Comment=..."); every call is logged.
 */
final class HealthProgramRun {
    static final String NODE = "inst-test-ao";
    /** The sinfo -O format the program passes: four fields whole, each ended by a tab. */
    private static final String FORMAT = "NodeList:0\t,StateLong:0\t,Comment:0\t,Reason:0";

    private final Path dir;
    private final Path program;
    final Path fleet;
    final Path slurmCalls;
    final Path metrics;
    final Path runDir;

    /** What one run did: its exit status, its record (last stdout line), stderr. */
    record Run(int exit, String record, String stderr) {}

    private HealthProgramRun(Path dir, Path program) {
        this.dir = dir;
        this.program = program;
        this.fleet = dir.resolve("fleet.tsv");
        this.slurmCalls = dir.resolve("slurm-calls");
        this.metrics = dir.resolve("metrics/health.prom");
        this.runDir = dir.resolve("run");
    }

    /** Builds the program for a node of one GPU (the recorded H100 of R590) with these settings. */
    static HealthProgramRun build(Path dir, int intervalSeconds, int breakerPercent) throws Exception {
        Files.createDirectories(dir);
        Path program = dir.resolve("program");
        Map<String, String> env = new LinkedHashMap<>();
        env.put("NODES", NODE + "=10.0.3.7");
        env.put("NODE_USER", "opc");
        env.put("NODE_TIMEOUT_SECONDS", "60");
        env.put("STAGE_TIMEOUT_SECONDS", "120");
        env.put("HEALTH_CHECK_PROGRAM", "/usr/local/sbin/oci-gpu-cluster-healthcheck");
        env.put("HEALTH_METRICS_FILE", dir.resolve("metrics/health.prom").toString());
        env.put("HEALTH_SCHEDULER", "slurm");
        env.put("HEALTH_INTERVAL_SECONDS", Integer.toString(intervalSeconds));
        env.put("HEALTH_BREAKER_PERCENT", Integer.toString(breakerPercent));
        env.put("SHAPE_GPUS", "1");
        env.put("SHAPE_RDMA_NICS", "0");
        env.put("RDMA_CIDR", "10.224.0.0/12");
        env.put("HOME_NFS_SERVER", "");
        env.put("HOME_NFS_PATH", "/home");
        env.put("SHAPE_FABRIC_MANAGER", "false");
        env.put("SHAPE_GPU_PCIE_LINK_WIDTH", "16");
        String root = ShippedBootstrap.root().toString();
        ProcessBuilder b = new ProcessBuilder(
                "bash",
                "-c",
                "source \"$1/lib/common.sh\" && source \"$1/lib/health-program.sh\" && "
                        + "health_program \"$1/node/health-check.sh\" \"$1/node/xid-catalog.tsv\" >\"$2\"",
                "build",
                root,
                program.toString());
        b.environment().putAll(env);
        b.redirectErrorStream(true);
        Process p = b.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        // the program names the system's tool directories (slurmd and systemd give it no PATH of
        // their own): the stubs' directory goes first, the only change to the built program
        String text = Files.readString(program);
        assertTrue(text.contains("\nexport PATH=/usr/local/bin:"), "the program sets its PATH");
        Files.writeString(
                program,
                text.replace(
                        "\nexport PATH=/usr/local/bin:", "\nexport PATH=" + dir.resolve("bin") + ":/usr/local/bin:"));
        HealthProgramRun r = new HealthProgramRun(dir, program);
        r.tools();
        return r;
    }

    private void tool(String name, String body) throws Exception {
        Path t = Files.createDirectories(dir.resolve("bin")).resolve(name);
        Files.writeString(t, "#!/usr/bin/env bash\nset -euo pipefail\n" + body);
        Files.setPosixFilePermissions(t, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private void tools() throws Exception {
        tool("nvidia-smi", NodeCheckRun.replay());
        tool(
                "dmesg",
                "[[ $# == 0 ]] || { echo \"dmesg: unexpected arguments: $*\" >&2; exit 1; }\n" + "cat \""
                        + dir.resolve("kernel.log") + "\" 2>/dev/null || true\n");
        tool(
                "df",
                "[[ \"$*\" == \"-hP /mnt/localdisk\" ]] || { echo \"df: unexpected arguments: $*\" >&2; exit 1; }\n"
                        + "echo 'Filesystem      Size  Used Avail Use% Mounted on'\n"
                        + "echo '/dev/mapper/nvme-lvol0   25T  177G   25T   1% /mnt/localdisk'\n");
        tool("hostname", "echo " + NODE + "\n");
        String fleetFile = fleet.toString();
        String log = slurmCalls.toString();
        tool(
                "sinfo",
                "printf 'sinfo %s\\n' \"$*\" >>'" + log + "'\n"
                        + "fmt='" + FORMAT + "'\n"
                        + "if [[ $# == 4 && \"$1 $2 $3\" == '-h -N -O' && \"$4\" == \"$fmt\" ]]; then only=''\n"
                        + "elif [[ $# == 6 && \"$1 $2 $3\" == '-h -N -n' && \"$5\" == -O && \"$6\" == \"$fmt\" ]]; then only=$4\n"
                        + "else echo \"sinfo: error: unexpected arguments: $*\" >&2; exit 1; fi\n"
                        + "awk -F'\\t' -v OFS='\\t' -v only=\"$only\" 'only == \"\" || $1 == only "
                        + "{ if ($3 == \"\") $3 = \"(null)\"; if ($4 == \"\") $4 = \"none\"; print }' '" + fleetFile
                        + "'\n");
        tool(
                "scontrol",
                "printf 'scontrol %s\\n' \"$*\" >>'" + log + "'\n"
                        + "[[ \"${1:-}\" == update && \"${2:-}\" == NodeName=* ]] || { echo \"scontrol: error: unexpected arguments: $*\" >&2; exit 1; }\n"
                        + "node=${2#NodeName=}; shift 2; state=''; reason=''; comment=''; setc=0\n"
                        + "if [[ $# == 2 && $1 == State=DRAIN && $2 == Reason=* ]]; then state=DRAIN; reason=${2#Reason=}\n"
                        + "elif [[ $# == 1 && $1 == State=RESUME ]]; then state=RESUME\n"
                        + "elif [[ $# == 1 && $1 == Comment=* ]]; then comment=${1#Comment=}; setc=1\n"
                        + "else echo \"scontrol: error: unexpected update: $*\" >&2; exit 1; fi\n"
                        + "awk -F'\\t' -v OFS='\\t' -v n=\"$node\" -v s=\"$state\" -v r=\"$reason\" -v c=\"$comment\" -v setc=$setc '\n"
                        + "  $1 == n { if (s == \"DRAIN\") { $2 = ($2 ~ /^(allocated|mixed)/ ? \"draining\" : \"drained\"); $4 = r }\n"
                        + "            if (s == \"RESUME\") { $2 = \"idle\"; $4 = \"\" }\n"
                        + "            if (setc) $3 = c } {print}' '" + fleetFile + "' >'" + fleetFile + ".new'\n"
                        + "mv '" + fleetFile + ".new' '" + fleetFile + "'\n");
    }

    /** Writes the fleet: NODE first with its state, comment and reason, then the others. */
    void fleet(List<String> lines) throws Exception {
        Files.writeString(fleet, String.join("\n", lines) + "\n");
    }

    static String line(String node, String state, String comment, String reason) {
        return node + "\t" + state + "\t" + comment + "\t" + reason;
    }

    /** This node's line in the fleet now. */
    String me() throws Exception {
        return Files.readAllLines(fleet).stream()
                .filter(l -> l.startsWith(NODE + "\t"))
                .findFirst()
                .orElseThrow();
    }

    void kernelLog(String text) throws Exception {
        Files.writeString(dir.resolve("kernel.log"), text);
    }

    /** Runs the program once (periodic, or as the Prolog) with the replay's knobs. */
    Run run(boolean prolog, String... knobs) throws Exception {
        Map<String, String> env = new HashMap<>(NodeCheckRun.capture("h100-80gb-hbm3_590.48.01.txt", knobs));
        ProcessBuilder b = new ProcessBuilder("bash", program.toString());
        b.environment().putAll(env);
        b.environment().put("PATH", dir.resolve("bin") + ":/usr/bin:/bin");
        b.environment().put("SLURMD_NODENAME", NODE);
        b.environment().put("HEALTH_RUN_DIR", runDir.toString());
        b.environment().put("HEALTH_STATE_DIR", dir.resolve("state").toString());
        b.environment()
                .put("TMPDIR", Files.createDirectories(dir.resolve("tmp")).toString());
        if (prolog) {
            b.environment().put("SLURM_SCRIPT_CONTEXT", "prolog_slurmd");
            b.environment().put("SLURM_JOB_ID", "42");
        }
        Path err = dir.resolve("stderr");
        b.redirectError(err.toFile());
        Process p = b.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the program did not finish");
        String[] lines = out.strip().split("\n");
        return new Run(p.exitValue(), lines[lines.length - 1], Files.readString(err));
    }

    String metrics() throws Exception {
        return Files.readString(metrics);
    }

    void forgetCalls() throws Exception {
        Files.deleteIfExists(slurmCalls);
    }

    String slurmCalls() throws Exception {
        return Files.exists(slurmCalls) ? Files.readString(slurmCalls) : "";
    }
}
