package ocigpucluster.replace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import ocigpucluster.bootstrap.BootstrapFiles;
import ocigpucluster.bootstrap.StageCommand;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The operator's command (lib/replace-node.sh, as the replace stage ships it) against the test
 * bed's fake OCI CLI (a pool "ao" of three instances, no cloud daemon: the test moves the
 * replacement to RUNNING) and stand-ins for sinfo, scontrol and squeue that record their calls.
 */
@Tag("process")
class ReplaceNodeCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path OCI_CLI =
            Path.of("tests/testbed/fakes/lib/oci_cli.py").toAbsolutePath();

    @TempDir
    Path dir;

    private Path cloud;
    private Path bin;

    record Result(int exitCode, String stdout, String stderr) {}

    private static void script(Path file, String body) throws IOException {
        Files.writeString(file, "#!/usr/bin/env bash\n" + body);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    @BeforeEach
    void shipTheCommandAndSeedAPool() throws Exception {
        for (Map.Entry<String, String> f : StageCommand.files(ReplaceFeature.REPLACE_SETUP, BootstrapFiles.get())
                .entrySet()) {
            Path p = dir.resolve("bootstrap").resolve(f.getKey());
            Files.createDirectories(p.getParent());
            Files.writeString(p, f.getValue());
        }
        cloud = Files.createDirectories(dir.resolve("cloud"));
        Files.createDirectories(cloud.resolve("requests"));
        Files.writeString(cloud.resolve("faults.env"), "");
        Files.writeString(cloud.resolve("config.json"), "{\"gpus\": 8, \"rdmaNics\": 16, \"subnet\": \"10.0.4\"}");
        seedPool("ao", "c1", "inst-a-ao=10.0.3.1", "inst-b-ao=10.0.3.2", "inst-c-ao=10.0.3.3");
        Files.writeString(dir.resolve("replace.env"), "COMPARTMENT_ID=c1\nPOOL_NAME=ao\nWAIT_SECONDS=20\n");
        // Slurm: three nodes, b drained by the health check, c by an operator
        Files.writeString(
                dir.resolve("sinfo.txt"),
                "inst-a-ao|idle|none\ninst-b-ao|drained|oci-gpu-cluster:GPU_MISSING: 7 of 8 GPUs\n"
                        + "inst-b-ao|drained|oci-gpu-cluster:GPU_MISSING: 7 of 8 GPUs\n"
                        + "inst-c-ao|drained|MAINT: reseat cable\n");
        bin = Files.createDirectories(dir.resolve("bin"));
        String d = dir.toString();
        script(bin.resolve("sinfo"), "cat " + d + "/sinfo.txt\n");
        script(
                bin.resolve("scontrol"),
                "echo \"scontrol $*\" >>" + d + "/calls.log\n"
                        + "if [[ $1 == show ]]; then grep -q \"^$3|\" " + d + "/sinfo.txt || exit 1\n"
                        + "  echo \"NodeName=$3 State=DRAIN\"; echo \"   Reason=$(grep \"^$3|\" " + d
                        + "/sinfo.txt | head -n1 | cut -d'|' -f3) [root@2026-11-26T10:00:00]\"; fi\n");
        script(bin.resolve("squeue"), "cat " + d + "/jobs-\"$3\" 2>/dev/null || true\n");
        script(bin.resolve("id"), "echo 0\n");
        script(bin.resolve("oci"), "exec python3 -B " + OCI_CLI + " \"$@\"\n");
    }

    private Process start(String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(
                "env",
                "-i",
                "PATH=" + bin + ":/usr/bin:/bin",
                "HOME=" + dir,
                "OCITB_CLOUD_DIR=" + cloud,
                "REPLACE_CONF=" + dir.resolve("replace.env"),
                "REPLACE_STATE_DIR=" + dir.resolve("replaced"),
                "RETRY_DELAY_SECONDS=0.2",
                "bash",
                dir.resolve("bootstrap/lib/replace-node.sh").toString()));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).start();
    }

    private static Result finish(Process p) throws Exception {
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "ended");
        return new Result(
                p.exitValue(),
                new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
                new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
    }

    private Result run(String... args) throws Exception {
        return finish(start(args));
    }

    private static Result exec(List<String> cmd) throws Exception {
        return finish(new ProcessBuilder(cmd).start());
    }

    private List<String> api() throws IOException {
        return ocigpucluster.testbed.FakeCloudRequests.of(cloud);
    }

    /** DetachInstancePoolInstance requests the cloud answered. */
    private long detaches() throws IOException {
        return api().stream()
                .filter(l -> l.startsWith("DetachInstancePoolInstance"))
                .count();
    }

    private String calls() throws IOException {
        Path log = dir.resolve("calls.log");
        return Files.exists(log) ? Files.readString(log) : "";
    }

    /** The command for NODE, the cloud's part played once it detached: the replacement runs. */
    private Result replacedOnceTheCloudProvisions(String node) throws Exception {
        Process p = start(node);
        long deadline = System.currentTimeMillis() + 30_000;
        while (!api().contains("DetachInstancePoolInstance 200")) {
            assertTrue(System.currentTimeMillis() < deadline, "no detach: " + api());
            Thread.sleep(100);
        }
        provisioned();
        return finish(p);
    }

    /** A pool NAME of compartment COMPARTMENT holding HOST=IP instances in the fake's cloud (its --seed-pool). */
    private void seedPool(String name, String compartment, String... hosts) throws Exception {
        List<String> cmd = new ArrayList<>(
                List.of("python3", "-B", OCI_CLI.toString(), "--seed-pool", cloud.toString(), name, compartment));
        cmd.addAll(List.of(hosts));
        assertEquals(0, exec(cmd).exitCode());
    }

    /** The cloud daemon's part: every PROVISIONING instance RUNNING (under the fake's lock). */
    private void provisioned() throws Exception {
        onEveryInstance("if i['lifecycle-state'] == 'PROVISIONING': i['lifecycle-state'] = 'RUNNING'");
    }

    /** A python3 statement run on each instance {@code i} of the cloud's state, under the fake's lock. */
    private void onEveryInstance(String statement) throws Exception {
        Result r = exec(List.of(
                "python3",
                "-B",
                "-c",
                "import sys; sys.path.insert(0, sys.argv[1]); import oci_cli\n"
                        + "with oci_cli.Cloud(sys.argv[2]) as c:\n"
                        + "    for i in c.state['instances']:\n"
                        + "        " + statement + "\n",
                OCI_CLI.getParent().toString(),
                cloud.toString()));
        assertEquals(0, r.exitCode(), r.stderr());
    }

    @Test
    void drainedListsTheProjectsDrainsEachWithTheOneCommandThatReplacesIt() throws Exception {
        Result r = run("--drained");
        assertEquals(0, r.exitCode(), r.stderr());
        assertEquals(
                "inst-b-ao drained GPU_MISSING: 7 of 8 GPUs\n"
                        + "  replace it: sudo /usr/local/sbin/oci-gpu-cluster-replace-node inst-b-ao\n"
                        + "1 node(s) drained by an operator (sinfo -R); oci-gpu-cluster-replace-node NODE replaces one by name\n",
                r.stdout());
        assertEquals(List.of(), api(), "listing asks no cloud");
    }

    @Test
    void aReplacementDrainsOnlyThatNodeDetachesWithoutDecrementAndWaitsForTheNewInstance() throws Exception {
        Result r = replacedOnceTheCloudProvisions("inst-b-ao");
        assertEquals(0, r.exitCode(), r.stderr());
        JsonNode out =
                JSON.readTree(r.stdout().strip().lines().reduce((a, b) -> b).orElseThrow());
        assertEquals("inst-b-ao", out.path("replaced").asText());
        assertTrue(out.path("by").asText().matches("inst-[a-z0-9]{5}-ao"), r.stdout());
        // one drain, of that node, keeping what the health check said
        List<String> updates =
                calls().lines().filter(l -> l.startsWith("scontrol update")).toList();
        assertEquals(1, updates.size(), calls());
        assertTrue(
                updates.get(0)
                        .startsWith(
                                "scontrol update NodeName=inst-b-ao State=DRAIN Reason=oci-gpu-cluster:REPLACED: instance "),
                updates.get(0));
        assertTrue(updates.get(0).endsWith("detached for replacement; was: GPU_MISSING: 7 of 8 GPUs"), updates.get(0));
        assertEquals(1, detaches(), api().toString());
        assertTrue(
                r.stderr()
                        .contains("run pulumi up: the chain gates "
                                + out.path("by").asText()),
                r.stderr());

        // again: the node is no longer in the pool and its replacement is recorded, nothing is done
        Result again = run("inst-b-ao");
        assertEquals(0, again.exitCode(), again.stderr());
        assertTrue(again.stderr().contains("inst-b-ao was replaced already"), again.stderr());
        assertEquals(1, detaches(), api().toString());
        assertEquals(
                1, calls().lines().filter(l -> l.startsWith("scontrol update")).count());
    }

    @Test
    void aNodeOutsideThePoolOrRunningJobsIsRefusedBeforeAnythingChanges() throws Exception {
        Result unknown = run("inst-zz-ao");
        assertEquals(1, unknown.exitCode());
        assertTrue(
                unknown.stderr()
                        .contains("FAIL inst-zz-ao REPLACE_NOT_IN_POOL inst-zz-ao is not an instance of pool ao"),
                unknown.stderr());
        Files.writeString(dir.resolve("jobs-inst-a-ao"), "4242\n");
        Result busy = run("inst-a-ao");
        assertEquals(1, busy.exitCode());
        assertTrue(
                busy.stderr().contains("FAIL inst-a-ao REPLACE_NODE_BUSY jobs 4242 run on inst-a-ao"), busy.stderr());
        assertEquals(
                "", calls().lines().filter(l -> l.startsWith("scontrol update")).reduce("", String::concat));
        assertEquals(0, detaches(), api().toString());
        assertEquals(2, run().exitCode(), "usage");
        assertEquals(2, run("inst-a-ao", "--now").exitCode(), "usage");
    }

    @Test
    void theHostIsReportedUnhealthyToOciBeforeItsInstanceIsDetached() throws Exception {
        // a tenancy with Oracle's tag namespace (its oci-hpc POC setup creates it), the instance
        // already carrying another defined tag, which the report keeps
        Files.writeString(
                cloud.resolve("faults.env"),
                "DEFINED_TAGS=ComputeInstanceHostActions.CustomerReportedHostStatus,Operations.CostCenter\n");
        onEveryInstance(
                "if i['display-name'] == 'inst-b-ao': i['defined-tags'] = {'Operations': {'CostCenter': '42'}}");
        Result r = replacedOnceTheCloudProvisions("inst-b-ao");
        assertEquals(0, r.exitCode(), r.stderr());
        assertTrue(r.stdout().contains("\"reportedUnhealthy\":true"), r.stdout());
        List<String> calls = api();
        assertTrue(
                calls.indexOf("UpdateInstance 200") >= 0
                        && calls.indexOf("UpdateInstance 200") < calls.indexOf("DetachInstancePoolInstance 200"),
                "reported before the detach: " + calls);
        JsonNode state = JSON.readTree(cloud.resolve("state.json").toFile());
        JsonNode tags = null;
        for (JsonNode i : state.path("instances")) {
            if (i.path("display-name").asText().equals("inst-b-ao")) {
                tags = i.path("defined-tags");
            }
        }
        assertEquals(
                JSON.readTree("{\"ComputeInstanceHostActions\": {\"CustomerReportedHostStatus\": \"unhealthy\"},"
                        + " \"Operations\": {\"CostCenter\": \"42\"}}"),
                tags,
                "the tag added, the instance's other defined tags kept");
    }

    @Test
    void withoutTheTagNamespaceTheNodeIsReplacedAllTheSameAndTheCommandSaysItWasNotReported() throws Exception {
        Result r = replacedOnceTheCloudProvisions("inst-c-ao");
        assertEquals(0, r.exitCode(), r.stderr());
        assertTrue(r.stdout().contains("\"reportedUnhealthy\":false"), r.stdout());
        assertTrue(
                r.stderr().contains("WARN inst-c-ao (")
                        && r.stderr()
                                .contains("not reported unhealthy to OCI, replaced all the same: UpdateInstance: 400"
                                        + " InvalidParameter: The following tag namespaces / keys are not authorized or"
                                        + " not found: 'computeinstancehostactions'"),
                r.stderr());
    }

    @Test
    void drainedFailsWithACodeWhenSlurmctldDoesNotAnswer() throws Exception {
        // sinfo with slurmctld down: Slurm's message on stderr, exit 1 (src/sinfo/sinfo.c)
        script(
                bin.resolve("sinfo"),
                "echo 'slurm_load_node error: Unable to contact slurm controller (connect failure)' >&2\nexit 1\n");
        Result r = run("--drained");
        assertEquals(1, r.exitCode(), r.stdout() + r.stderr());
        assertTrue(
                r.stderr()
                        .contains(
                                "FAIL - REPLACE_SLURM_UNAVAILABLE sinfo could not ask slurmctld which nodes are drained:"
                                        + " slurm_load_node error: Unable to contact slurm controller (connect failure)"),
                r.stderr());
        assertEquals("", r.stdout(), "no \"no node drained\" when Slurm did not answer");
    }

    @Test
    void aPoolMemberIsMatchedByItsWholeDisplayName() throws Exception {
        // a pool whose only instance's display name has a space; its first word is the node asked for
        seedPool("zz", "c1", "inst-z-ao spare=10.0.3.9");
        Files.writeString(dir.resolve("replace.env"), "COMPARTMENT_ID=c1\nPOOL_NAME=zz\nWAIT_SECONDS=1\n");
        Result r = run("inst-z-ao");
        assertEquals(1, r.exitCode(), r.stderr());
        assertTrue(
                r.stderr()
                        .contains("FAIL inst-z-ao REPLACE_NOT_IN_POOL inst-z-ao is not an instance of pool zz"
                                + " (its instances: inst-z-ao spare)"),
                r.stderr());
        assertEquals(0, detaches(), api().toString());
    }

    @Test
    void ofTwoPoolsOfTheSameNameTheOneHoldingTheNodeIsUsed() throws Exception {
        // another stack's cluster network in the same compartment, its pool named "ao" too
        seedPool("ao", "c1", "inst-q-ao=10.0.3.7");
        Result r = replacedOnceTheCloudProvisions("inst-q-ao");
        assertEquals(0, r.exitCode(), r.stderr());
        assertTrue(r.stdout().contains("\"replaced\":\"inst-q-ao\""), r.stdout());
        assertEquals(1, detaches(), api().toString());
    }

    @Test
    void aReplacementThatNeverRunsFailsAtItsBoundNamingTheNode() throws Exception {
        Files.writeString(dir.resolve("replace.env"), "COMPARTMENT_ID=c1\nPOOL_NAME=ao\nWAIT_SECONDS=1\n");
        Result r = run("inst-c-ao");
        assertEquals(1, r.exitCode());
        assertTrue(
                r.stderr()
                        .contains(
                                "FAIL inst-c-ao REPLACE_TIMEOUT no replacement of inst-c-ao is Running in pool ao after 1s"),
                r.stderr());
        assertTrue(r.stderr().contains("=Provisioning"), r.stderr());
    }
}
