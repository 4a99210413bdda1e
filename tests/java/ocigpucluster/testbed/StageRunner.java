package ocigpucluster.testbed;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ocigpucluster.bootstrap.BakeStages;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageCommand;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.compute.NodePool;
import ocigpucluster.program.Features;
import ocigpucluster.settings.Settings;
import ocigpucluster.settings.StackConfig;
import ocigpucluster.storage.HomeStorage;
import ocigpucluster.validation.Validation;

/**
 * Runs a bed's bootstrap stages the way the Pulumi Commands run them: one ssh to the bastion with
 * the user's key, the command rendered by the Java side ({@link StageCommand}) with the test-only
 * knobs and the bed's download pins, the cluster private key on stdin for stage 1;
 * {@link #runChain} runs independent stages at once. Parameters come from the stages' own
 * specs ({@link Features#STAGES}) for the dev stack and the bed's hosts.
 */
final class StageRunner {
    /** sshd runs {@code $SHELL -c <command>}: one argv string, limited by Linux to 128 KiB. */
    static final int MAX_COMMAND_BYTES = 128 * 1024;

    private static final Pattern FAIL_LINE = Pattern.compile("^FAIL (\\S+) (\\S+) ?(.*)$", Pattern.MULTILINE);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final TestBed bed;
    /** versions.env values the bed overrides in every stage it renders ({@link #pin}). */
    private final Map<String, String> pins = new TreeMap<>();

    StageRunner(TestBed bed) {
        this.bed = bed;
    }

    /**
     * Every parameter of every stage, computed by the stages' own specs ({@link Features#STAGES})
     * from the dev stack (BM.GPU4.8 in a cluster network, /home from the bastion, as the bed
     * emulates), with the bed's nodes, a sweep that fits the emulated GPUs and short bounds; a test
     * overrides what it needs.
     */
    Map<String, String> params(int nodeTimeoutSeconds, int stageTimeoutSeconds) {
        return params(nodeTimeoutSeconds, stageTimeoutSeconds, new String[0]);
    }

    /** As {@link #params(int, int)}, from the dev stack with these {@code key=value} settings ({@code secret:key=value}: a secret). */
    Map<String, String> params(int nodeTimeoutSeconds, int stageTimeoutSeconds, String... settings) {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("NODES", bed.nodesParam());
        // NODE_GROUPS: the dev stack's one group, over whatever NODES a test sets ({@link #renderCommand})
        StageContext context = devStackContext(settings);
        for (Param p : Features.STAGES.parameters()) {
            // late ones (NODES, the on-demand launch values) exist only with the resources: the test sets them
            if (!p.late()) {
                env.put(p.name(), p.value(context));
            }
        }
        env.put(
                "VCN_CIDR",
                bed.subnet() + ".0.0/16"); // the bed's instance's subnet: what the export and firewall admit
        env.put("NCCL_MIN_BYTES", "1G");
        // all_reduce_perf holds 3 buffers of NCCL_MAX_BYTES per GPU: 8G fits an A100 40GB, 16G does not
        env.put("NCCL_MAX_BYTES", "8G");
        env.put("NODE_TIMEOUT_SECONDS", Integer.toString(nodeTimeoutSeconds));
        env.put("STAGE_TIMEOUT_SECONDS", Integer.toString(stageTimeoutSeconds));
        // test-only knobs: a hung node is reported 3 s after its bound, retries and polls wait 1 s
        env.put("NODE_REPORT_GRACE_SECONDS", "3");
        env.put("RETRY_DELAY_SECONDS", "1");
        return env;
    }

    /** What {@link #params} sets for the bed itself, kept when a stage's parameters are computed again. */
    static final java.util.Set<String> BED_OWN = java.util.Set.of(
            "VCN_CIDR",
            "NCCL_MIN_BYTES",
            "NCCL_MAX_BYTES",
            "NODE_TIMEOUT_SECONDS",
            "STAGE_TIMEOUT_SECONDS",
            "NODE_REPORT_GRACE_SECONDS",
            "RETRY_DELAY_SECONDS");

    /**
     * The parameters of one Command of a stage, as the chain computes them for a stack file's node
     * groups ({@code group}: that group's Command of a stage of the nodes; null: the stage of the
     * whole cluster), over {@code base} (the bed's {@link #params}: its own values kept).
     */
    Map<String, String> groupParams(Map<String, String> base, Path stack, String stage, String group) {
        Map<String, String> env = new LinkedHashMap<>(base);
        StageContext all = stackContext(stack);
        StageContext c = group == null
                ? all
                : all.forGroup(all.groups().stream()
                        .filter(g -> g.group().name().equals(group))
                        .findFirst()
                        .orElseThrow(() -> new AssertionError(stack + " has no group " + group)));
        env.putAll(ocigpucluster.bootstrap.BootstrapChain.parameters(stage(stage), c));
        BED_OWN.forEach(k -> env.put(k, base.get(k)));
        return env;
    }

    /** A stack file's settings with the bed's bastion host name, as the program would see them. */
    private static StageContext stackContext(Path stack) {
        try {
            StackConfig config = StackConfig.read(stack);
            config.set("bastion.hostname=" + TestBed.BASTION_NAME, false);
            Validation v = Validation.of(config.toRawConfig(), "bed", Features.RULES);
            if (v.hasErrors()) {
                throw new AssertionError(stack + " does not validate for the bed: " + v.diagnostics());
            }
            Settings settings = v.settings();
            return StageContext.of(
                    Features.STAGES,
                    settings,
                    HomeStorage.of(settings, settings.bastion().hostname()));
        } catch (StackConfig.ConfigFileException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    /** NODE_GROUPS as the chain gives it for the nodes of a NODES value, all in one group: {@code group:count}. */
    static String groupsOf(String nodes, String group) {
        long count = java.util.Arrays.stream(nodes.trim().split("\\s+"))
                .filter(p -> !p.isEmpty())
                .count();
        return count == 0 ? "" : group + ":" + count;
    }

    /** The dev stack's settings with the bed's bastion host name, as the program would see them. */
    private StageContext devStackContext(String... sets) {
        try {
            StackConfig config = StackConfig.read(Path.of("Pulumi.dev.yaml"));
            config.set("bastion.hostname=" + TestBed.BASTION_NAME, false);
            for (String set : sets) {
                // "secret:key=value" sets it as `pulumi config set --secret` would
                config.set(set.replaceFirst("^secret:", ""), set.startsWith("secret:"));
            }
            Validation v = Validation.of(config.toRawConfig(), "dev", Features.RULES);
            if (v.hasErrors()) {
                throw new AssertionError("Pulumi.dev.yaml does not validate for the bed: " + v.diagnostics());
            }
            Settings settings = v.settings();
            if (!settings.cluster().shape().equals(TestBed.SHAPE)) {
                throw new AssertionError("the bed emulates " + TestBed.SHAPE + ", the dev stack has "
                        + settings.cluster().shape());
            }
            return Features.context(
                    settings,
                    bed.shape,
                    NodePool.of(settings.staticGroups().get(0)),
                    HomeStorage.of(settings, settings.bastion().hostname()));
        } catch (StackConfig.ConfigFileException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    /**
     * Runs the enabled stages the way the Pulumi engine runs their Commands: each starts as soon
     * as the stages its descriptor waits for have succeeded, and stages without a dependency
     * between them run at the same time. A stage whose dependency failed is not run.
     */
    Map<StageSpec, TestBed.StageRun> runChain(Map<String, String> env, Set<StageSpec> enabled) {
        Map<StageSpec, java.util.concurrent.CompletableFuture<TestBed.StageRun>> runs = new LinkedHashMap<>();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newCachedThreadPool();
        try {
            for (StageSpec st : Features.STAGES.all()) {
                if (!enabled.contains(st)) {
                    continue;
                }
                List<java.util.concurrent.CompletableFuture<TestBed.StageRun>> before =
                        Features.STAGES.waitsFor(st, enabled).stream()
                                .map(runs::get)
                                .toList();
                runs.put(
                        st,
                        java.util.concurrent.CompletableFuture.allOf(
                                        before.toArray(java.util.concurrent.CompletableFuture[]::new))
                                .thenApplyAsync(
                                        none -> {
                                            for (var b : before) {
                                                TestBed.StageRun r = b.join();
                                                if (r.exitCode() != 0) {
                                                    throw new AssertionError(st.id() + " not run: " + r.stage()
                                                            + " failed\n" + r.describe());
                                                }
                                            }
                                            return runStage(
                                                    st.id(), env, st.takesClusterKey() ? bed.clusterPrivateKey() : "");
                                        },
                                        pool));
            }
            Map<StageSpec, TestBed.StageRun> out = new LinkedHashMap<>();
            runs.forEach((st, f) -> out.put(st, f.join()));
            return out;
        } catch (java.util.concurrent.CompletionException e) {
            if (e.getCause() instanceof AssertionError a) {
                throw a;
            }
            throw e;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Stage 1 with the cluster private key on stdin, as the Command feeds it. */
    TestBed.StageRun bastionSetup(Map<String, String> env) {
        return runStage("bastion-setup", env, bed.clusterPrivateKey());
    }

    TestBed.StageRun runStage(String stage, Map<String, String> env) {
        return runStage(stage, env, "");
    }

    /** A stage run that is expected to stop at its input checks (exit 2, one ERROR line, no JSON). */
    Machine.Result runStageRefused(String stage, Map<String, String> env) {
        return execStage(stage, env, "");
    }

    private Machine.Result execStage(String stage, Map<String, String> env, String stdin) {
        String command = renderCommand(stage, env);
        StageSpec s = stage(stage);
        if (s.scriptOnStdin()) {
            // as the Command runs it: the fixed loader is the ssh command, the script its stdin
            if (!stdin.isEmpty()) {
                throw new AssertionError(stage + " gets its script on stdin: it takes nothing else there");
            }
            stdin = command;
            command = StageCommand.loader(s);
        }
        if (command.getBytes(StandardCharsets.UTF_8).length >= MAX_COMMAND_BYTES) {
            throw new AssertionError("the rendered command for " + stage + " is "
                    + command.getBytes(StandardCharsets.UTF_8).length + " bytes; sshd cannot run more than 128 KiB");
        }
        List<String> ssh = new ArrayList<>(bed.sshToBastion());
        ssh.add(command);
        long bound = Long.parseLong(env.getOrDefault("STAGE_TIMEOUT_SECONDS", "60")) + 30;
        return Machine.exec(ssh, stdin, bound);
    }

    private static StageSpec stage(String id) {
        return Features.STAGES.get(id);
    }

    TestBed.StageRun runStage(String stage, Map<String, String> env, String stdin) {
        return result(stage, () -> execStage(stage, env, stdin));
    }

    /** A script run on the bastion as an ssh command with its stdin, bounded as a stage of {@code env}. */
    private TestBed.StageRun run(String stage, String command, String stdin, Map<String, String> env) {
        List<String> ssh = new ArrayList<>(bed.sshToBastion());
        ssh.add(command);
        long bound = Long.parseLong(env.getOrDefault("STAGE_TIMEOUT_SECONDS", "60")) + 30;
        return result(stage, () -> Machine.exec(ssh, stdin, bound));
    }

    private TestBed.StageRun result(String stage, java.util.function.Supplier<Machine.Result> exec) {
        long started = System.nanoTime();
        double cpuBefore = bed.cpuSeconds();
        Machine.Result r = exec.get();
        double seconds = (System.nanoTime() - started) / 1e9;
        double cpu = bed.cpuSeconds() - cpuBefore;
        List<TestBed.Failure> failures = new ArrayList<>();
        Matcher m = FAIL_LINE.matcher(r.stderr());
        while (m.find()) {
            failures.add(new TestBed.Failure(m.group(1), m.group(2), m.group(3)));
        }
        JsonNode result = null;
        String last = Machine.lastLine(r.stdout());
        try {
            result = JSON.readTree(last);
        } catch (IOException e) {
            // left null: the assertion below shows the output
        }
        TestBed.StageRun run = new TestBed.StageRun(
                stage, r.exitCode(), r.stdout(), r.stderr(), seconds, result, failures, started, System.nanoTime());
        // the bed's hosts' CPU over the run: what the stage costs, whatever else the machine runs
        System.err.printf(
                "TIMING stage %s %.2f s, bed cpu %.2f s [bed%d %s]%n",
                stage, seconds, cpu, bed.instance(), bed.label());
        if (result == null || !result.isObject()) {
            throw new AssertionError("the last stdout line of " + stage + " is not a JSON object\n" + run.describe());
        }
        bed.checkSlurmLogs(stage);
        return run;
    }

    /**
     * The stages' bake mode as the bake Command ships them to bake-builder.sh ({@link BakeStages}):
     * the scripts rendered by the Java side for the dev stack's group with these settings, in the
     * chain's order, each with the bed's pins and {@code env}'s test knobs (the invocation
     * variables stay bake-builder.sh's: NODES and NODE_GROUPS name the builder).
     */
    List<BakeStages.Stage> bakeStages(Map<String, String> env, String... settings) {
        List<BakeStages.Stage> out = new ArrayList<>();
        for (BakeStages.Stage st : BakeStages.of(devStackContext(settings))) {
            out.add(new BakeStages.Stage(st.id(), adapt(st.script(), env, false)));
        }
        return out;
    }

    /**
     * The script the Pulumi Command runs on the bastion (its create text, or its stdin where the
     * stage's script travels on stdin): rendered by the Java side itself ({@link StageCommand}),
     * with the test-only knobs (documented in lib/common.sh) added to its environment.
     */
    String renderCommand(String stage, Map<String, String> env) {
        StageSpec s = stage(stage);
        if (s.takes(ocigpucluster.bootstrap.CommonParams.NODE_GROUPS) && !env.containsKey("NODE_GROUPS")) {
            // the dev stack's one group (cluster.*): every node of the test's NODES is in it
            env = new LinkedHashMap<>(env);
            env.put("NODE_GROUPS", groupsOf(env.getOrDefault("NODES", ""), "gpu"));
        }
        return adapt(StageCommand.render(s, env), env, true);
    }

    /**
     * A rendered stage script as the bed runs it: the pins of the bed's release mirror in its
     * versions.env, the test knobs of {@code env} (and the invocation variables, unless the script
     * sets its own: a bake's) in its environment.
     */
    private String adapt(String command, Map<String, String> env, boolean invocation) {
        StringBuilder knobs = new StringBuilder();
        for (String knob : TEST_KNOBS) {
            if (env.containsKey(knob)) {
                knobs.append(" \\\n  ").append(knob).append('=').append(Machine.shellQuote(env.get(knob)));
            }
        }
        if (!command.contains("\nexec env")) {
            throw new AssertionError(
                    "StageCommand no longer ends with 'exec env ...': update StageRunner.renderCommand");
        }
        for (Map.Entry<String, String> pin : pins.entrySet()) {
            // the versions.env the stage ships (a quoted heredoc: its lines verbatim)
            java.util.regex.Pattern line = java.util.regex.Pattern.compile("(?m)^" + pin.getKey() + "=.*$");
            if (!line.matcher(command).find()) {
                throw new AssertionError("versions.env has no " + pin.getKey() + " to pin for the bed");
            }
            command = line.matcher(command).replaceAll(pin.getKey() + "=" + pin.getValue());
        }
        for (String variable : INVOCATION_VARIABLES) {
            if (invocation && env.containsKey(variable)) {
                knobs.append(" \\\n  ").append(variable).append('=').append(Machine.shellQuote(env.get(variable)));
            }
        }
        return command.replace("\nexec env", "\nexec env" + knobs);
    }

    /**
     * Pin a versions.env digest to what the bed's release mirror (fakes/curl) serves: the real
     * pin names the real release file, whose bytes the bed cannot have. The stages then verify
     * the bed's file against it as they verify the real one (sha256sum -c).
     */
    void pinDigest(String key, String url) {
        String sum = bed.onBastion("curl -fsSL " + Machine.shellQuote(url) + " | sha256sum")
                .strip()
                .split(" ")[0];
        if (!sum.matches("[0-9a-f]{64}")) {
            throw new AssertionError("no digest for " + url + ": " + sum);
        }
        pin(key, sum);
    }

    /**
     * The stages refuse unpinned downloads (the dev stack does not allow them), and versions.env
     * pins no digest for Enroot's release RPMs, whose bytes the bed cannot have either: pins the
     * digests of the stand-ins the bed's mirror serves, at the version versions.env names. Slurm's
     * and Pyxis' archives are the real ones (../shared/sources): the stages check them against
     * versions.env's own digests.
     */
    void pinEnrootRpms() {
        Map<String, String> v = versions();
        String enroot = "https://github.com/NVIDIA/enroot/releases/download/v" + v.get("ENROOT_VERSION") + "/";
        pinDigest("ENROOT_RPM_SHA256", enroot + "enroot-" + v.get("ENROOT_VERSION") + "-1.el8.x86_64.rpm");
        pinDigest("ENROOT_CAPS_RPM_SHA256", enroot + "enroot+caps-" + v.get("ENROOT_VERSION") + "-1.el8.x86_64.rpm");
    }

    /** Set a versions.env value in every stage the bed renders from now on (e.g. back to "unpinned"). */
    void pin(String key, String value) {
        pins.put(key, value);
    }

    /** The value {@link #pin} set, or null. */
    String pinned(String key) {
        return pins.get(key);
    }

    /**
     * Knobs that only tests set: shorter report grace, retry and progress delays (lib/common.sh); Slurm
     * without cgroup delegation and with the shape's node definition taken as given
     * (slurm-controller.sh), since the bed's hosts have no systemd and are not the shape; the RDMA
     * counter collector's stand-in for /sys/class/infiniband (monitoring.sh).
     */
    static final List<String> TEST_KNOBS = List.of(
            "NODE_REPORT_GRACE_SECONDS",
            "RETRY_DELAY_SECONDS",
            "PROGRESS_SECONDS",
            "SLURM_NO_CGROUP",
            "SLURM_CGROUP_IGNORE_SYSTEMD",
            "SLURM_CGROUP_MISSING",
            "SLURM_CONFIG_OVERRIDES",
            "RDMA_SYSFS_ROOT",
            // Alertmanager's route timings (alertmanager.sh): seconds in the bed, not minutes
            "ALERTMANAGER_GROUP_WAIT",
            "ALERTMANAGER_GROUP_INTERVAL",

            // not a stage parameter: the on-demand resume program sets it when it runs health.sh
            "HEALTH_VERDICT_FAILS");

    /**
     * Variables a stage script reads that no stack sets, only another program that runs the stage:
     * {@code SLURM_NODE_MODE=bake}, set by a bake for its builders (slurm-nodes.sh, docs/bake.md).
     */
    static final List<String> INVOCATION_VARIABLES = List.of("SLURM_NODE_MODE");

    /** src/main/bootstrap as the Java side sees it: on the classpath as ocigpucluster/bootstrap. */
    static Path bootstrapRoot() {
        try {
            var url = TestBed.class.getClassLoader().getResource("ocigpucluster/bootstrap/versions.env");
            if (url == null) {
                throw new AssertionError(
                        "ocigpucluster/bootstrap/versions.env is not on the classpath (src/main/bootstrap)");
            }
            return Path.of(url.toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The pins of versions.env (the one place for them), as the stages source it. */
    static Map<String, String> versions() {
        Map<String, String> v = new TreeMap<>();
        try {
            for (String line : Files.readAllLines(bootstrapRoot().resolve("versions.env"))) {
                if (line.matches("[A-Z][A-Z0-9_]*=.*")) {
                    v.put(line.substring(0, line.indexOf('=')), line.substring(line.indexOf('=') + 1));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return v;
    }
}
