package ocigpucluster.bootstrap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import ocigpucluster.home.HomeFeature;
import ocigpucluster.ondemand.OnDemandFeature;
import ocigpucluster.program.Features;
import ocigpucluster.readiness.ReadinessFeature;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a stage's Command runs: valid, shellcheck-clean bash that writes exactly the stage's
 * files byte for byte and hands the stage its parameters intact. The stage scripts themselves
 * are never run here: the final {@code exec env ... bash stage.sh} is cut off or replaced.
 */
@Tag("process")
class StageCommandTest {
    private static final Path SOURCES = Path.of("src/main/bootstrap");
    private static final String DIR = ".oci-gpu-cluster/bootstrap";
    /** Linux's limit on one argument (MAX_ARG_STRLEN): sshd runs the command as `$SHELL -c <command>`. */
    private static final int MAX_ARG_STRLEN = 131072;

    /** Realistic values for every parameter any stage takes (as BootstrapChain renders them for BM.GPU4.8). */
    static Map<String, String> parameters(String nodes) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("NODES", nodes);
        p.put("NODE_USER", "opc");
        p.put("VCN_CIDR", "10.0.0.0/16");
        p.put("TIMEZONE", "Asia/Tokyo");
        p.put("SHAPE_GPUS", "8");
        p.put("SHAPE_RDMA_NICS", "16");
        p.put("HOME_KIND", "bastion");
        p.put("HOME_NFS_SERVER", "bastion");
        p.put("HOME_NFS_PATH", "/home");
        p.put("HOME_MOUNT_OPTIONS", "defaults,vers=3");
        p.put("RDMA_CIDR", "10.224.0.0/12");
        p.put("SHAPE_IB_WRITE_BW_GBPS", "96");
        p.put("SHAPE_FABRIC_MANAGER", "true");
        p.put("NCCL_ENV", "NCCL_IB_HCA=mlx5_0,mlx5_2 NCCL_SOCKET_IFNAME=eth0");
        p.put("NCCL_PASS_LINE_GBPS", "185");
        p.put("NCCL_FAIL_BELOW_PASS_LINE", "true");
        p.put("NCCL_MIN_BYTES", "8");
        p.put("NCCL_MAX_BYTES", "8G");
        p.put("NCCL_EXTRA_SIZES", "10G");
        p.put("PREFETCH_IMAGES", "nvcr.io/nvidia/tensorflow:25.02-tf2-py3");
        p.put("ON_NODE_FAILURE", "drain");
        p.put("SLURM_CLUSTER_NAME", "oci-gpu-cluster");
        p.put("SLURM_PARTITION", "compute");
        p.put("SLURM_GPU_TYPE", "A100");
        p.put("SLURM_SOCKETS", "2");
        p.put("SLURM_CORES_PER_SOCKET", "32");
        p.put("SLURM_THREADS_PER_CORE", "2");
        p.put("SLURM_REAL_MEMORY_MB", "1992294");
        p.put("ALLOW_UNPINNED_DOWNLOADS", "false");
        p.put("ONDEMAND_PARTITION", "ondemand");
        p.put("ONDEMAND_MAX_NODES", "4");
        p.put("ONDEMAND_GPUS", "8");
        p.put("ONDEMAND_GPU_TYPE", "A100");
        p.put("ONDEMAND_SOCKETS", "2");
        p.put("ONDEMAND_CORES_PER_SOCKET", "32");
        p.put("ONDEMAND_THREADS_PER_CORE", "2");
        p.put("ONDEMAND_REAL_MEMORY_MB", "1992294");
        p.put("ONDEMAND_RDMA_NICS", "16");
        p.put("ONDEMAND_IB_WRITE_BW_GBPS", "96");
        p.put("ONDEMAND_FABRIC_MANAGER", "true");
        p.put("ONDEMAND_SHAPE", "BM.GPU4.8");
        p.put("ONDEMAND_SUSPEND_TIME_SECONDS", "600");
        p.put("ONDEMAND_RESUME_TIMEOUT_SECONDS", "2400");
        p.put("ONDEMAND_SUSPEND_TIMEOUT_SECONDS", "600");
        p.put("ONDEMAND_INSTALL_DIR", "/opt/oci-gpu-cluster/bootstrap");
        p.put("ONDEMAND_PROGRAM_DIR", "/opt/oci-gpu-cluster/bootstrap/ondemand");
        p.put("HEALTH_CHECK_PROGRAM", ocigpucluster.health.Health.PROGRAM);
        p.put("HEALTH_METRICS_FILE", ocigpucluster.health.Health.METRICS_FILE);
        p.put("HEALTH_SCHEDULER", "slurm");
        p.put("HEALTH_INTERVAL_SECONDS", "300");
        p.put("SHAPE_GPU_PCIE_LINK_WIDTH", "16");
        p.put("ONDEMAND_GPU_PCIE_LINK_WIDTH", "16");
        p.put("SLURM_CONF_EXTRA", "HealthCheckInterval=300");
        p.put("MONITORING_RETENTION_DAYS", "15");
        p.put("MONITORING_RETENTION_SIZE_GB", "5");
        p.put("MONITORING_SCRAPE_INTERVAL_SECONDS", "15");
        p.put("ONDEMAND_COMPARTMENT_ID", "ocid1.compartment.oc1..aaaaaaaaexample");
        p.put("ONDEMAND_IMAGE_ID", "ocid1.image.oc1.ap-tokyo-1.aaaaaaaaexample");
        p.put("ONDEMAND_BOOT_VOLUME_GB", "100");
        p.put(
                "ONDEMAND_AGENT_PLUGINS",
                "Compute HPC RDMA Authentication,Compute HPC RDMA Auto-Configuration,Compute RDMA GPU Monitoring");
        p.put("ONDEMAND_STACK_TAG", "oci-gpu-cluster-stack");
        p.put("ONDEMAND_STACK_TAG_VALUE", "oci-gpu-cluster-dev");
        p.put("ONDEMAND_ROLE_TAG", "oci-gpu-cluster-role");
        p.put("ONDEMAND_ROLE_VALUE", "ondemand");
        p.put("ONDEMAND_STOP_FILE", "/etc/oci-gpu-cluster/ondemand-stopped");
        p.put("ONDEMAND_AVAILABILITY_DOMAIN", "Uocm:AP-TOKYO-1-AD-1");
        p.put("ONDEMAND_SUBNET_ID", "ocid1.subnet.oc1.ap-tokyo-1.aaaaaaaaexample");
        p.put("ONDEMAND_COMPUTE_CLUSTER_ID", "ocid1.computecluster.oc1.ap-tokyo-1.aaaaaaaaexample");
        // a cloud-config of about 12 KB, as the nodes' (base64 of the metadata JSON)
        p.put(
                "ONDEMAND_METADATA_B64",
                java.util.Base64.getEncoder()
                        .encodeToString(("{\"ssh_authorized_keys\":\"ssh-ed25519 AAAA\",\"user_data\":\""
                                        + "Q".repeat(12000) + "\"}")
                                .getBytes(StandardCharsets.UTF_8)));
        p.put("DIRECTORY_URI", "ldaps://ldap1.example.org ldaps://ldap2.example.org:636");
        p.put("DIRECTORY_BASE_DN", "dc=example,dc=org");
        p.put("DIRECTORY_BIND_DN", "cn=sssd,ou=services,dc=example,dc=org");
        p.put("DIRECTORY_TLS_CA", "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----");
        p.put("DIRECTORY_ALLOW_GROUPS", "ml");
        p.put("NODE_TIMEOUT_SECONDS", "1800");
        p.put("STAGE_TIMEOUT_SECONDS", "1920");
        p.put(
                "USERS_SPEC",
                "group:gpuusers:60000 user:alice:20001:20001:alice:gpuusers:"
                        + "c3NoLWVkMjU1MTkgQUFBQUMzTnphQzFsWkRJMU5URTVBQUFBSUhlTm82MTB4WW8rbUlzRmpoVXJrcWJFMzVhS3hDc0xRSEx0TDIrKy81UGMgYWxpY2U=");
        p.put("USERS_DELETE_REMOVED_HOMES", "false");
        p.put("USERS_EXPECTED", "alice:20001");
        p.put("SLURM_ALLOW_GROUPS", "gpuusers,opc");
        // a later feature's parameters: a plain word each (the render quotes whatever it gets)
        for (Param q : Features.STAGES.parameters()) {
            p.putIfAbsent(q.name(), "example");
        }
        return p;
    }

    private static final String TWO_NODES = "inst-abcde-gpu=10.0.4.10 inst-fghij-gpu=10.0.4.11";

    @Test
    void everyRenderedStageIsValidBashAndShellcheckClean(@TempDir Path tmp) throws Exception {
        List<String> files = new ArrayList<>();
        for (StageSpec s : Features.STAGES.all()) {
            Path f = tmp.resolve(s.id() + ".sh");
            Files.writeString(f, StageCommand.render(s, parameters(TWO_NODES)), StandardCharsets.UTF_8);
            files.add(f.toString());
            Shell.Result n = Shell.run(tmp, Map.of(), null, List.of("bash", "-n", f.toString()));
            assertEquals(0, n.exit(), s.id() + ": bash -n: " + n.stderr());
            if (s.scriptOnStdin()) {
                Path loader = tmp.resolve(s.id() + "-loader.sh");
                Files.writeString(loader, StageCommand.loader(s), StandardCharsets.UTF_8);
                files.add(loader.toString());
            }
        }
        List<String> cmd = new ArrayList<>(List.of("shellcheck", "-s", "bash", "-f", "gcc"));
        cmd.addAll(files);
        Shell.Result r = Shell.run(tmp, Map.of(), null, cmd);
        assertEquals(0, r.exit(), "shellcheck findings in the rendered commands:\n" + r.stdout() + r.stderr());
    }

    @Test
    void shellcheckReallyChecksHere(@TempDir Path tmp) throws Exception {
        Path bad = tmp.resolve("bad.sh");
        Files.writeString(bad, "#!/usr/bin/env bash\nrm -rf $1/*\n");
        Shell.Result r =
                Shell.run(tmp, Map.of(), null, List.of("shellcheck", "-s", "bash", "-f", "gcc", bad.toString()));
        assertTrue(
                r.exit() != 0 && r.stdout().contains("SC2086"),
                "shellcheck missed an unquoted variable: " + r.stdout());
    }

    @Test
    void heredocsWriteExactlyTheStagesFilesByteForByte(@TempDir Path tmp) throws Exception {
        for (StageSpec s : Features.STAGES.all()) {
            String text = StageCommand.render(s, parameters(TWO_NODES));
            int exec = text.lastIndexOf("\nexec env ");
            assertTrue(exec > 0, s.id() + ": no final exec env line");
            String writer = text.substring(0, exec + 1);
            assertFalse(writer.contains("bash \"$dir/" + s.script() + "\""), "the cut must remove the stage run");
            Path home = Files.createDirectories(tmp.resolve(s.id()));
            // a stage whose script travels on stdin is larger than one argument may be: run from a file
            List<String> run = List.of("bash", "-c", writer);
            if (s.scriptOnStdin()) {
                Path file = tmp.resolve(s.id() + ".writer.sh");
                Files.writeString(file, writer);
                run = List.of("bash", file.toString());
            }
            Shell.Result r = Shell.run(tmp, Map.of("HOME", home.toString()), null, run);
            assertEquals(0, r.exit(), s.id() + ": writing the files failed: " + r.stderr());
            assertEquals("", r.stdout() + r.stderr(), s.id() + ": writing the files must be silent");

            // each stage in its own directory: stages that run at the same time never share a file
            Path dir = home.resolve(DIR).resolve(s.id());
            Map<String, byte[]> written = readTree(dir);
            Map<String, String> expected = StageCommand.files(s, BootstrapFiles.get());
            assertEquals(expected.keySet(), written.keySet(), s.id() + ": the set of files written");
            for (Map.Entry<String, String> e : expected.entrySet()) {
                byte[] onDisk = Files.readAllBytes(ShippedBootstrap.source(e.getKey()));
                assertArrayEquals(
                        onDisk,
                        written.get(e.getKey()),
                        s.id() + ": " + e.getKey() + " differs from src/main/bootstrap");
                if (e.getKey().endsWith(".sh") && !e.getKey().startsWith("lib/")) {
                    Set<PosixFilePermission> perms = Files.getPosixFilePermissions(dir.resolve(e.getKey()));
                    assertTrue(perms.contains(PosixFilePermission.OWNER_EXECUTE), e.getKey() + " is not executable");
                }
            }
            // idempotent: a second run over the same HOME gives the same files
            Shell.Result again = Shell.run(tmp, Map.of("HOME", home.toString()), null, run);
            assertEquals(0, again.exit(), again.stderr());
            Map<String, byte[]> second = readTree(dir);
            assertEquals(written.keySet(), second.keySet());
            written.forEach((k, v) -> assertArrayEquals(v, second.get(k), k + " changed on the second run"));
        }
    }

    @Test
    void bootstrapFilesAreExactlyTheFilesOfSrcMainBootstrap() throws IOException {
        Map<String, byte[]> onDisk = readTree(SOURCES);
        // a feature folder's failure-code table is a declaration, not a shipped file
        assertTrue(onDisk.keySet().removeIf(BootstrapFiles::isFeatureTable), "no feature's failure-codes.tsv found");
        Map<String, String> loaded = BootstrapFiles.get().all();
        // the classpath directory is also the package of the bootstrap classes: no .class may leak in
        assertEquals(
                onDisk.keySet(),
                new TreeSet<>(BootstrapFiles.get().sources().values()),
                "BootstrapFiles vs src/main/bootstrap");
        assertEquals(onDisk.size(), loaded.size(), "one shipped file per source file");
        onDisk.forEach((k, v) ->
                assertArrayEquals(v, loaded.get(BootstrapFiles.shippedPath(k)).getBytes(StandardCharsets.UTF_8), k));
    }

    @Test
    void eachStageShipsItsScriptLibVersionsAndEveryFileItReferences() throws IOException {
        Set<String> shippedSomewhere = new TreeSet<>();
        Pattern ref = Pattern.compile("\\$\\{?BOOTSTRAP_DIR}?/([A-Za-z0-9_./-]+)");
        for (StageSpec s : Features.STAGES.all()) {
            Map<String, String> files = StageCommand.files(s, BootstrapFiles.get());
            shippedSomewhere.addAll(files.keySet());
            assertTrue(files.containsKey(s.script()), s.id() + " does not ship its script");
            assertTrue(files.containsKey("versions.env"), s.id() + " does not ship versions.env");
            // every library a shipped file sources or runs ($BOOTSTRAP_DIR/lib/x, $(dirname ...)/lib/x,
            // ../lib/x) is shipped with it
            Pattern sourced = Pattern.compile("(?:BOOTSTRAP_DIR}?|\\)\"|\\.\\.)/(lib/[A-Za-z0-9_.-]+)");
            for (Map.Entry<String, String> f : files.entrySet()) {
                Matcher lm = sourced.matcher(f.getValue());
                while (lm.find()) {
                    assertTrue(
                            files.containsKey(lm.group(1)),
                            s.id() + ": " + f.getKey() + " uses " + lm.group(1) + " but it is not shipped");
                }
            }
            for (StageSpec other : Features.STAGES.all()) {
                // the on-demand resume program runs the static nodes' stage scripts on a new node
                boolean runsIt = files.values().stream().anyMatch(t -> t.contains("$BOOTSTRAP_DIR/" + other.script()));
                if (other != s && !runsIt) {
                    assertFalse(
                            files.containsKey(other.script()),
                            s.id() + " ships another stage's script " + other.script());
                }
            }
            Matcher m = ref.matcher(Files.readString(ShippedBootstrap.source(s.script())));
            while (m.find()) {
                // a folder it globs ("$BOOTSTRAP_DIR/prometheus/"*.yml): the files below it
                String used = m.group(1);
                assertTrue(
                        files.containsKey(used)
                                || (used.endsWith("/")
                                        && files.keySet().stream().anyMatch(k -> k.startsWith(used))),
                        s.id() + " uses $BOOTSTRAP_DIR/" + used + " but does not ship it");
            }
        }
        // a feature folder with no stage (nocapacity's scripts run as local Commands beside the
        // cluster network, shipped by its own program code and tested there) is not the stages' to ship
        Set<String> stageFolders = new TreeSet<>();
        for (StageSpec s : Features.STAGES.all()) {
            stageFolders.add(folder(BootstrapFiles.get().sources().get(s.script())));
        }
        for (String path : BootstrapFiles.get().all().keySet()) {
            String folder = folder(BootstrapFiles.get().sources().get(path));
            if ((path.startsWith("lib/") || path.startsWith("node/"))
                    && (stageFolders.contains(folder) || folder.equals("lib"))) {
                assertTrue(
                        shippedSomewhere.contains(path),
                        path + " (src/main/bootstrap/"
                                + BootstrapFiles.get().sources().get(path)
                                + ") is shipped by no stage: a stage refers to it in a way files() does not see");
            }
        }
        // a stage ships only the libraries it uses: a Slurm or OCI library change re-runs no other stage
        Map<String, String> gate = StageCommand.files(ReadinessFeature.READINESS_GATE, BootstrapFiles.get());
        assertFalse(
                gate.containsKey("lib/slurm-lib.sh") || gate.containsKey("lib/oci-lib.sh"),
                gate.keySet().toString());
    }

    /** The first segment of a path below src/main/bootstrap: the feature folder, or lib. */
    private static String folder(String source) {
        return source.substring(0, source.indexOf('/') < 0 ? source.length() : source.indexOf('/'));
    }

    @Test
    void parameterValuesArriveIntactWhateverTheyContain(@TempDir Path tmp) throws Exception {
        Map<String, String> p = parameters(TWO_NODES);
        Map<String, String> tricky = new LinkedHashMap<>();
        tricky.put("NODE_USER", "a'b c");
        tricky.put("TIMEZONE", "$HOME `touch pwned` $(touch pwned2) ; rm -rf ~ #");
        tricky.put("HOME_NFS_SERVER", "");
        tricky.put("RDMA_CIDR", "tab\there \"double\" back\\slash '' !x *");
        tricky.put("SHAPE_GPUS", "line1\nline2\nOCIGPU_VERSIONS_ENV\nexec env X=1 bash -c 'touch pwned3'");
        p.putAll(tricky);
        StageSpec s = ReadinessFeature.READINESS_GATE;
        String text = StageCommand.render(s, p);
        String run = "bash \"$dir/" + s.script() + "\"\n";
        assertTrue(text.endsWith(run), "the command ends with the stage run");
        // print the environment the stage would get, instead of running the stage
        String probe = text.substring(0, text.length() - run.length()) + "env -0\n";
        Path home = Files.createDirectories(tmp.resolve("home"));
        Shell.Result r = Shell.run(tmp, Map.of("HOME", home.toString()), null, List.of("bash", "-c", probe));
        assertEquals(0, r.exit(), r.stderr());
        Map<String, String> env = new HashMap<>();
        for (String kv : r.stdout().split("\0")) {
            int eq = kv.indexOf('=');
            if (eq > 0) {
                env.put(kv.substring(0, eq), kv.substring(eq + 1));
            }
        }
        for (String name : s.parameters()) {
            assertEquals(p.get(name), env.get(name), name + " did not arrive intact");
        }
        try (Stream<Path> files = Files.list(tmp)) {
            assertTrue(files.noneMatch(f -> f.getFileName().toString().startsWith("pwned")), "a value was executed");
        }
        try (Stream<Path> files = Files.list(home)) {
            assertTrue(files.noneMatch(f -> f.getFileName().toString().startsWith("pwned")), "a value was executed");
        }
    }

    @Test
    void aStageGetsOnlyItsOwnParametersInItsOrder() {
        for (StageSpec s : Features.STAGES.all()) {
            String text = StageCommand.render(s, parameters(TWO_NODES));
            String tail = text.substring(text.lastIndexOf("\nexec env "));
            List<String> names = new ArrayList<>();
            Pattern.compile("\n  ([A-Z][A-Z0-9_]*)=").matcher(tail).results().forEach(m -> names.add(m.group(1)));
            assertEquals(s.parameters(), names, s.id() + " environment");
        }
    }

    @Test
    void aMissingParameterIsNamed() {
        for (StageSpec s : Features.STAGES.all()) {
            for (String name : s.parameters()) {
                Map<String, String> p = parameters(TWO_NODES);
                p.remove(name);
                IllegalArgumentException e =
                        assertThrows(IllegalArgumentException.class, () -> StageCommand.render(s, p));
                assertTrue(
                        e.getMessage().contains(name) && e.getMessage().contains(s.id()),
                        "the message must name the parameter and the stage: " + e.getMessage());
            }
        }
    }

    /** cluster.maxNodeCount's default is 512; node names as OCI gives them in a pool. */
    private static String largestCluster() {
        StringBuilder nodes = new StringBuilder();
        for (int i = 0; i < 512; i++) {
            nodes.append(i == 0 ? "" : " ")
                    .append("inst-abcde-gpu")
                    .append(i)
                    .append("=10.0.")
                    .append(4 + i / 250)
                    .append('.')
                    .append(10 + i % 240);
        }
        return nodes.toString();
    }

    /** A loader is a few hundred bytes at most, whatever the stage ships. */
    private static final int LOADER_MAX_BYTES = 256;

    @Test
    void commandStaysUnderTheSingleArgumentLimitAtTheLargestCluster() {
        Map<String, String> p = parameters(largestCluster());
        for (StageSpec s : Features.STAGES.all()) {
            String create = StageCommand.create(s, p);
            int bytes = create.getBytes(StandardCharsets.UTF_8).length;
            assertTrue(
                    bytes < MAX_ARG_STRLEN,
                    s.id() + " command is " + bytes + " bytes; sshd cannot exec more than " + MAX_ARG_STRLEN
                            + " in one argument");
            if (s.scriptOnStdin()) {
                assertEquals(StageCommand.loader(s), create, s.id() + " create is its loader");
                assertTrue(bytes <= LOADER_MAX_BYTES, s.id() + " loader is " + bytes + " bytes");
            } else {
                assertEquals(StageCommand.render(s, p), create, s.id() + " create is its script");
            }
        }
    }

    /**
     * The limit holds when a script grows: 10 KiB more in the ondemand stage's own script (as
     * parallel work adds lines) leaves every Command's create under MAX_ARG_STRLEN and the
     * stdin-shipped stage's loader byte for byte the same; the growth travels on stdin. Run in
     * a copy of the bootstrap files on a fresh class path, as the content-hash test does.
     */
    @Test
    void aGrownScriptStillLeavesEveryCreateUnderTheLimitAndTheLoaderUnchanged(@TempDir Path tmp) throws Exception {
        URL classes = StageCommand.class.getProtectionDomain().getCodeSource().getLocation();
        Map<String, String> grown = new TreeMap<>(BootstrapFiles.get().all());
        String script = OnDemandFeature.ONDEMAND.script();
        grown.put(script, grown.get(script) + ("# " + "x".repeat(100) + "\n").repeat(100));
        Path root = copy(tmp.resolve("grown"), grown, null);
        Map<String, String> p = parameters(largestCluster());
        try (URLClassLoader loader = isolatedLoader(root, classes)) {
            Class<?> stage = loader.loadClass(StageSpec.class.getName());
            Class<?> command = loader.loadClass(StageCommand.class.getName());
            Method create = command.getMethod("create", stage, Map.class);
            Method render = command.getMethod("render", stage, Map.class);
            for (StageSpec s : Features.STAGES.all()) {
                Object isolated = isolated(loader, s.id());
                String text = (String) create.invoke(null, isolated, p);
                int bytes = text.getBytes(StandardCharsets.UTF_8).length;
                assertTrue(
                        bytes < MAX_ARG_STRLEN,
                        s.id() + " command is " + bytes + " bytes with a grown " + script
                                + "; sshd cannot exec more than " + MAX_ARG_STRLEN + " in one argument");
                if (s.scriptOnStdin()) {
                    assertEquals(
                            StageCommand.loader(s),
                            text,
                            s.id() + ": the loader does not depend on what the stage ships");
                    if (s.id().equals(OnDemandFeature.ONDEMAND.id())) {
                        String stdin = (String) render.invoke(null, isolated, p);
                        assertTrue(stdin.contains("x".repeat(100)), "the grown script travels on stdin");
                        assertTrue(
                                stdin.length() > StageCommand.render(s, p).length() + 10_000,
                                "the copy's script is the grown one");
                    }
                }
            }
        }
    }

    @Test
    void aStageWhoseScriptTravelsOnStdinTakesNoSecretThere() {
        List<StageSpec> onStdin =
                Features.STAGES.all().stream().filter(StageSpec::scriptOnStdin).toList();
        // ondemand ships its programs and the scripts the resume program reuses, monitoring its rule files
        // and dashboards: over the limit in create (a later feature's stage may join them)
        assertTrue(
                onStdin.containsAll(
                        List.of(ocigpucluster.monitoring.MonitoringFeature.MONITORING, OnDemandFeature.ONDEMAND)),
                "the stages whose script travels on stdin: " + onStdin);
        for (StageSpec s : onStdin) {
            assertFalse(s.takesSecret(), s.id() + " takes a secret on stdin");
        }
        assertThrows(
                IllegalArgumentException.class,
                () -> StageCommand.loader(HomeFeature.BASTION_SETUP),
                "stage 1 keeps its stdin for the cluster key");
    }

    /**
     * The loader as sshd runs it ($SHELL -c): it saves the whole of stdin (here over
     * MAX_ARG_STRLEN) and runs it with stdin at its end, so an ssh inside the stage reads nothing
     * of the script (bash -s would hand it the rest); a later run overwrites the file, and
     * nothing else is left in the stage's directory.
     */
    @Test
    void theLoaderSavesItsStdinWholeAndRunsItWithStdinAtItsEnd(@TempDir Path tmp) throws Exception {
        for (StageSpec s : Features.STAGES.all()) {
            if (!s.scriptOnStdin()) {
                continue;
            }
            Path home = Files.createDirectories(tmp.resolve(s.id()));
            String first =
                    "#!/usr/bin/env bash\nif IFS= read -r l; then echo \"stdin left: $l\"; else echo 'stdin at end'; fi\n"
                            + "echo \"ran $0\"\n# " + "y".repeat(MAX_ARG_STRLEN) + "\n";
            Shell.Result r = Shell.run(
                    tmp, Map.of("HOME", home.toString()), first, List.of("bash", "-c", StageCommand.loader(s)));
            Path saved = home.resolve(DIR).resolve(s.id()).resolve(StageCommand.STDIN_SCRIPT);
            assertEquals(0, r.exit(), r.stderr());
            assertEquals("stdin at end\nran " + saved + "\n", r.stdout(), s.id() + " loader");
            assertEquals(first, Files.readString(saved), "the whole of stdin is saved");
            String second = "echo second\n";
            r = Shell.run(tmp, Map.of("HOME", home.toString()), second, List.of("bash", "-c", StageCommand.loader(s)));
            assertEquals("second\n", r.stdout(), r.stderr());
            assertEquals(second, Files.readString(saved), "a later run overwrites the saved script");
            assertEquals(
                    Set.of(StageCommand.STDIN_SCRIPT),
                    readTree(home.resolve(DIR).resolve(s.id())).keySet(),
                    "nothing else is left in the stage's directory");
        }
    }

    /**
     * A stdin cut short (a dropped connection) never starts the stage script, wherever it is
     * cut: the stage's run is the last line, and bash runs a line only once it has read it all.
     * A bash first on PATH records each run of the stage script instead of running it.
     */
    @Test
    void aTruncatedStdinNeverStartsTheStageScript(@TempDir Path tmp) throws Exception {
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Path runs = tmp.resolve("runs.log");
        for (StageSpec s : Features.STAGES.all()) {
            if (!s.scriptOnStdin()) {
                continue;
            }
            Files.writeString(
                    bin.resolve("bash"),
                    "#!/bin/bash\ncase \"${1:-}\" in\n  */" + s.script() + ") echo \"$1\" >> "
                            + StageCommand.shellQuote(runs.toString()) + " ;;\n  *) exec /bin/bash \"$@\" ;;\nesac\n");
            Files.setPosixFilePermissions(
                    bin.resolve("bash"), java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
            Map<String, String> env = Map.of(
                    "HOME",
                    Files.createDirectories(tmp.resolve("home-" + s.id())).toString(),
                    "PATH",
                    bin + ":" + System.getenv("PATH"));
            String script = StageCommand.render(s, parameters(TWO_NODES));
            // through the heredocs, around each line end of the final exec env command, and in its last line
            Set<Integer> cuts = new TreeSet<>();
            for (int cut = 0; cut < script.length(); cut += 8009) {
                cuts.add(cut);
            }
            int exec = script.lastIndexOf("\nexec env ");
            for (int nl = script.indexOf('\n', exec); nl >= 0; nl = script.indexOf('\n', nl + 1)) {
                cuts.addAll(List.of(nl, nl + 1));
            }
            // in the last line: every cut that ends at a word's or a quote's edge (where what was read
            // could be a shorter but whole command) and every 16th byte besides
            for (int cut = script.lastIndexOf('\n', script.length() - 2); cut <= script.length(); cut++) {
                if (cut % 16 == 0 || cut >= script.length() - 2 || edge(script, cut - 1) || edge(script, cut)) {
                    cuts.add(cut);
                }
            }
            for (int cut : cuts) {
                Files.deleteIfExists(runs);
                Shell.run(tmp, env, script.substring(0, cut), List.of("/bin/bash", "-c", StageCommand.loader(s)));
                boolean whole = cut >= script.length() - 1;
                assertEquals(
                        whole,
                        Files.exists(runs),
                        s.id() + " cut at " + cut + " of " + script.length()
                                + (whole
                                        ? ": the whole script must start the stage"
                                        : ": a truncated script started the stage"));
            }
        }
    }

    /**
     * The hash is a SHA-256 digest (64 hex digits), the same on every call and different per
     * stage. What goes into it is pinned by behaviour below (it changes exactly when a shipped
     * file changes), not by a second implementation of the hash here.
     */
    @Test
    void contentHashIsOneStableDigestPerStage() {
        Set<String> distinct = new TreeSet<>();
        for (StageSpec s : Features.STAGES.all()) {
            String hash = StageCommand.contentHash(s);
            assertTrue(hash.matches("[0-9a-f]{64}"), s.id() + ": " + hash);
            assertEquals(hash, StageCommand.contentHash(s), s.id() + " is stable");
            distinct.add(hash);
        }
        assertEquals(Features.STAGES.all().size(), distinct.size(), "every stage ships different files");
    }

    /**
     * Edits one bootstrap file at a time and asks for the hashes: a stage's hash changes exactly
     * when a file it ships changes. The files as the program reads them (a copy placed first on a
     * fresh class path, asked through that copy's StageCommand) for the unedited tree and one
     * edit; every other edit through the same layering in this JVM (a fresh class path per file
     * took 15 s).
     */
    @Test
    void contentHashChangesExactlyWhenAShippedFileChanges(@TempDir Path tmp) throws Exception {
        URL classes = StageCommand.class.getProtectionDomain().getCodeSource().getLocation();
        Map<String, String> all = BootstrapFiles.get().all();
        Map<String, String> baseline = hashes(copy(tmp.resolve("same"), all, null), classes);
        for (StageSpec s : Features.STAGES.all()) {
            assertEquals(
                    StageCommand.contentHash(s),
                    baseline.get(s.id()),
                    "the harness reproduces the real hash of " + s.id());
        }
        String common = "lib/common.sh";
        assertEquals(
                hashes(copy(tmp.resolve("edit"), all, common), classes),
                inProcessHashes(all, common),
                "an edit read from a class path hashes as the same edit laid over in this JVM");
        for (String path : all.keySet()) {
            Map<String, String> changed = inProcessHashes(all, path);
            for (StageSpec s : Features.STAGES.all()) {
                boolean ships = StageCommand.files(s, BootstrapFiles.get()).containsKey(path);
                if (ships) {
                    assertNotEquals(
                            baseline.get(s.id()), changed.get(s.id()), s.id() + " hash ignores a change to " + path);
                } else {
                    assertEquals(
                            baseline.get(s.id()),
                            changed.get(s.id()),
                            s.id() + " hash changes with " + path + " which it does not ship");
                }
            }
        }
    }

    /** Every stage's hash with {@code edited} changed as {@link #copy} changes it, in this JVM. */
    private static Map<String, String> inProcessHashes(Map<String, String> all, String edited) {
        Map<String, String> bySource = new TreeMap<>();
        all.forEach((shipped, text) -> bySource.put(
                BootstrapFiles.get().sources().get(shipped), text + (shipped.equals(edited) ? "# edited\n" : "")));
        BootstrapFiles files = BootstrapFiles.of(bySource);
        Map<String, String> out = new TreeMap<>();
        for (StageSpec s : Features.STAGES.all()) {
            out.put(s.id(), StageCommand.contentHash(s, files));
        }
        return out;
    }

    /** A byte that can end or start a word for bash: anything but a letter, a digit or {@code _.-/}. */
    private static boolean edge(String script, int i) {
        if (i < 0 || i >= script.length()) {
            return true;
        }
        char c = script.charAt(i);
        return !(Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '-' || c == '/');
    }

    private static Path copy(Path root, Map<String, String> files, String edited) throws IOException {
        for (Map.Entry<String, String> f : files.entrySet()) {
            // the classpath holds the source tree (feature folders), which BootstrapFiles lays over each other
            Path p = root.resolve(BootstrapFiles.ROOT)
                    .resolve(BootstrapFiles.get().sources().get(f.getKey()));
            Files.createDirectories(p.getParent());
            String text = f.getValue() + (f.getKey().equals(edited) ? "# edited\n" : "");
            Files.writeString(p, text, StandardCharsets.UTF_8);
        }
        return root;
    }

    /**
     * A fresh class path: the copied bootstrap files first, then the program's classes, then the
     * libraries the registry's features use (Jackson, the Pulumi SDK).
     */
    private static URLClassLoader isolatedLoader(Path root, URL classes) throws IOException {
        List<URL> urls = new ArrayList<>(List.of(root.toUri().toURL(), classes));
        for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
            urls.add(Path.of(entry).toUri().toURL());
        }
        return new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
    }

    /** The registry's stage {@code id} as the classes of {@code loader} declare it. */
    static Object isolated(ClassLoader loader, String id) throws Exception {
        Object stages =
                loader.loadClass(Features.class.getName()).getField("STAGES").get(null);
        return stages.getClass().getMethod("get", String.class).invoke(stages, id);
    }

    private static Map<String, String> hashes(Path root, URL classes) throws Exception {
        Map<String, String> out = new TreeMap<>();
        try (URLClassLoader loader = isolatedLoader(root, classes)) {
            Class<?> stage = loader.loadClass(StageSpec.class.getName());
            Class<?> command = loader.loadClass(StageCommand.class.getName());
            assertNotEquals(StageSpec.class, stage, "the copy must be loaded apart from the test's classes");
            Method hash = command.getMethod("contentHash", stage);
            for (StageSpec s : Features.STAGES.all()) {
                out.put(s.id(), (String) hash.invoke(null, isolated(loader, s.id())));
            }
        }
        return out;
    }

    private static Map<String, byte[]> readTree(Path dir) throws IOException {
        Map<String, byte[]> out = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) paths.filter(Files::isRegularFile)::iterator) {
                out.put(dir.relativize(p).toString(), Files.readAllBytes(p));
            }
        }
        return out;
    }
}
