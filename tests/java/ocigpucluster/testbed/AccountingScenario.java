package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Job accounting with REAL daemons: Debian's MariaDB 10.11 and the pinned Slurm's slurmdbd beside the real
 * slurmctld and slurmd of {@link SlurmScenario}, started by the bed's systemctl as Oracle Linux
 * 9's units start them (the test bed README). Bed of 2 nodes, the dev stack with
 * {@code scheduler.type slurm} and {@code accounting.enabled} (the stages' parameters, the
 * slurm.conf lines among them, computed by the program): stages 1-2, {@code accounting},
 * {@code slurm-controller}, {@code slurm-nodes}, then the NCCL gate's Slurm job
 * ({@code slurm-nccl}); {@code sacct} as the login user shows that job with
 * {@code gres/gpu=16} in its AllocTRES (2 nodes of 8 GPUs); slurmdbd.conf is slurm's, mode 0600;
 * a second run of the accounting stage changes no file and restarts nothing; the database
 * password is in no stage's stdout or stderr nor in a command line the bastion's fakes recorded.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class AccountingScenario {

    private static final int NODES = 2;
    private static TestBed bed;
    private static final List<TestBed.StageRun> RUNS = new ArrayList<>();

    @BeforeAll
    static void startBed() {
        Machine.requireAccounting();
        bed = TestBed.builder().nodes(NODES).slurm().start();
        bed.stages().pinEnrootRpms();
    }

    @AfterAll
    static void stopBedAndCheckNothingIsLeft() {
        TestBed.closeAndCheckNothingIsLeft(bed);
    }

    private static Map<String, String> params() {
        Map<String, String> env = bed.params(
                TestBed.SLURM_NODE_TIMEOUT,
                TestBed.SLURM_STAGE_TIMEOUT,
                "scheduler.type=slurm",
                "scheduler.allowUnpinnedDownloads=true",
                "accounting.enabled=true",
                "health.enabled=false");
        // every download pinned (Slurm and Pyxis in versions.env, the bed's Enroot stand-ins: pinEnrootRpms): verified,
        // as in SlurmScenario
        env.put("ALLOW_UNPINNED_DOWNLOADS", "false");
        env.put("SLURM_NO_CGROUP", "1");
        env.put("SLURM_CONFIG_OVERRIDES", "1");
        return env;
    }

    private static TestBed.StageRun ok(String stage) {
        TestBed.StageRun r = stage.equals("bastion-setup") ? bed.bastionSetup(params()) : bed.runStage(stage, params());
        RUNS.add(r);
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.result().path("ok").asBoolean(), r.describe());
        return r;
    }

    @Test
    @Order(1)
    void sacctShowsTheNcclGatesJobWithItsGpus() throws Exception {
        ok("bastion-setup");
        ok("readiness-gate");
        TestBed.StageRun accounting = ok("accounting");
        assertTrue(accounting.result().path("restarted").toString().contains("slurmdbd"), accounting.describe());
        ok("slurm-controller");
        ok("slurm-nodes");
        String config = bed.onBastion("scontrol show config");
        assertTrue(config.matches("(?s).*\\nAccountingStorageType\\s*= accounting_storage/slurmdbd\\n.*"), config);
        assertTrue(config.matches("(?s).*\\nAccountingStorageTRES\\s*= [^\\n]*gres/gpu.*"), config);
        // gathered where it is stored (slurm-controller writes it only with accounting storage)
        assertTrue(config.matches("(?s).*\\nJobAcctGatherType\\s*= jobacct_gather/linux\\n.*"), config);
        // MariaDB as Slurm's accounting.shtml asks (slurmdbd logs an error for less: SlurmDaemonLogs)
        String innodb = bed.onBastion("sudo -n mysql -N -B -e \"SELECT @@innodb_buffer_pool_size,"
                + " @@innodb_lock_wait_timeout, @@max_allowed_packet\"");
        assertEquals("4294967296\t900\t16777216\n", innodb, "MariaDB's settings for slurmdbd");

        TestBed.StageRun nccl = ok("slurm-nccl");
        String job = nccl.result().path("jobId").asText();
        assertTrue(job.matches("\\d+"), nccl.describe());
        // slurmctld sends the job's end to slurmdbd on its own schedule: poll, bounded
        String line = "";
        long deadline = System.currentTimeMillis() + 30_000;
        while (System.currentTimeMillis() < deadline) {
            line = bed.onBastion("sacct -n -X -P -j " + job + " -o JobID,State,AllocTRES 2>&1 || true")
                    .strip();
            if (line.contains("gres/gpu=") && line.contains("COMPLETED")) {
                break;
            }
            Thread.sleep(1000);
        }
        System.err.println("sacct " + job + ": " + line);
        assertTrue(line.startsWith(job + "|COMPLETED|"), "sacct -j " + job + ": " + line);
        assertTrue(line.contains("gres/gpu=" + (8 * NODES)), "the job's GPUs: " + line);

        String perms = bed.onBastion("sudo -n stat -c '%U %a' /etc/slurm/slurmdbd.conf")
                .strip();
        assertEquals("slurm 600", perms, "slurmdbd refuses any other mode");

        // Slurm's accounting.shtml settings, read back from the running MariaDB (4096M, 1024M, 900 s,
        // 16M), and slurmdbd's own check of them (_check_database_variables) finds nothing to log
        String vars = bed.onBastion("sudo -n mysql --batch --skip-column-names -e \"SHOW GLOBAL VARIABLES WHERE"
                + " Variable_name IN ('innodb_buffer_pool_size','innodb_log_file_size','innodb_lock_wait_timeout',"
                + "'max_allowed_packet')\"");
        assertEquals(
                "innodb_buffer_pool_size 4294967296|innodb_lock_wait_timeout 900|innodb_log_file_size 1073741824"
                        + "|max_allowed_packet 16777216",
                String.join(
                        "|", vars.strip().replace('\t', ' ').lines().sorted().toList()),
                vars);
        String dbdLog = bed.onBastion("sudo -n cat /var/log/slurm/slurmdbd.log");
        assertFalse(dbdLog.contains("Database settings not recommended values"), dbdLog);
    }

    @Test
    @Order(2)
    void aSecondRunChangesNothingAndRestartsNothing() {
        Map<String, String> before = bed.allStateEntries();
        before.keySet().removeIf(AccountingScenario::runtime);
        TestBed.StageRun again = ok("accounting");
        assertEquals("[]", again.result().path("changed").toString(), again.describe());
        assertEquals("[]", again.result().path("restarted").toString(), again.describe());
        Map<String, String> after = bed.allStateEntries();
        after.keySet().removeIf(AccountingScenario::runtime);
        TestBed.assertSameState(before, after, "a second run of the accounting stage");
    }

    /** What the running daemons write themselves: their logs, spools and MariaDB's data. */
    private static boolean runtime(String path) {
        return path.matches(
                "hosts/[^/]+/upper/var/(spool/slurm(ctld|d)|log/slurm|log/munge|lib/munge|lib/mysql)(/.*)?");
    }

    @Test
    @Order(3)
    void theDatabasePasswordIsInNoOutput() throws Exception {
        String conf = Files.readString(bed.bastion().dir().resolve("upper/etc/slurm/slurmdbd.conf"));
        Matcher m = Pattern.compile("(?m)^StoragePass=(\\S+)$").matcher(conf);
        assertTrue(m.find(), "slurmdbd.conf holds the password");
        String password = m.group(1);
        assertTrue(password.length() >= 24, "a generated password");
        assertFalse(RUNS.isEmpty());
        for (TestBed.StageRun r : RUNS) {
            assertFalse(r.stdout().contains(password), r.stage() + " stdout");
            assertFalse(r.stderr().contains(password), r.stage() + " stderr");
        }
        // nor in any command line the bastion's fakes recorded (dnf, systemctl, ...)
        assertFalse(bed.calls(bed.bastion()).contains(password), "the bastion's recorded commands");
    }
}
