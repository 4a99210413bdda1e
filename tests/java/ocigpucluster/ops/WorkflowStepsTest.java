package ocigpucluster.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import ocigpucluster.Repo;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The PR workflow's own command lines, run: each {@code run:} step of .github/workflows/pr-preview.yml,
 * in order, as GitHub runs it on a Linux runner ({@code bash -e {0}} in its working-directory;
 * GitHub Docs, "Workflow syntax for GitHub Actions", jobs.&lt;job_id&gt;.steps[*].shell), with its
 * {@code if:}, {@code continue-on-error:}, {@code env:} and the GITHUB_OUTPUT and GITHUB_STEP_SUMMARY
 * files, as a user without privileges: GitHub's runner user is not root and has passwordless sudo
 * (GitHub Docs, "GitHub-hosted runners reference", Administrative privileges). When this test runs
 * as root the steps run as uid 65534 (nobody).
 *
 * <p>Everything runs for real (the test tools' installer, the offline previews of every stack on
 * both sides, the plan-diff comment, the stack list, the secrets check) but two stand-ins
 * (tests/resources/ocigpucluster/ops/workflow-stand-ins): {@code mvn}, because the real build would
 * build and test this project again inside its own test (it records each call and lays down this
 * build's packaged jar), and {@code sudo}, because a test cannot make a process root (it models
 * Ubuntu's sudoers: env_reset, secure_path, -E, and marks the command as root for the mvn stand-in,
 * which fails the bed for a user that is not root as the bed does). The actions ({@code uses:})
 * do not run: the checkouts are copies of this tree, setup-java is its JDK on PATH.
 */
@Tag("process")
class WorkflowStepsTest {
    private static final Path WORKFLOW = Repo.path(".github/workflows/pr-preview.yml");
    private static final Path STAND_INS = Repo.path("tests/resources/ocigpucluster/ops/workflow-stand-ins");
    private static final Path JAR = Repo.path("target/oci-gpu-cluster.jar");
    private static final int NOBODY = 65534;
    private static final Pattern SECRET = Pattern.compile("\\$\\{\\{\\s*secrets\\.(\\w+)\\s*}}");
    private static final Pattern OUTCOME = Pattern.compile("steps\\.([\\w-]+)\\.outcome == '(\\w+)'");

    private Path tmp;
    private Runner runner;

    record StepRun(String name, String outcome, String log) {}

    @BeforeEach
    void workspace() throws IOException {
        tmp = Files.createTempDirectory("workflow-steps-");
        runner = new Runner(tmp);
    }

    @AfterEach
    void clean() throws IOException {
        Tools.run(List.of("chmod", "-R", "u+w", tmp.toString()), Map.of(), 60); // what stood for root's
        try (Stream<Path> all = Files.walk(tmp)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    private static JsonNode workflow(String text) throws IOException {
        return new ObjectMapper(new YAMLFactory()).readTree(text);
    }

    /** Runs a job's steps as GitHub does, as a user without privileges; what happened, in order. */
    private static final class Runner {
        final Path work;
        final Path home;
        final Path bin;
        final Path setupJava;
        final Path mvnLog;
        final Path sudoLog;
        final Path jar;
        final boolean asNobody;
        final Map<String, Map<String, String>> outputs = new TreeMap<>();
        final Map<String, String> outcomes = new TreeMap<>();
        Path summary;
        int stepCount;

        Runner(Path tmp) throws IOException {
            work = Files.createDirectories(tmp.resolve("work"));
            // the upstream archives the test tools' installer builds the bed's Slurm from, beside every
            // checkout as beside this one (tests/testbed/README.md, "The machine's Slurm build")
            Path shared = Repo.ROOT.toAbsolutePath().getParent().resolve("shared");
            if (Files.isDirectory(shared)) {
                Files.createSymbolicLink(work.resolve("shared"), shared);
                Files.createSymbolicLink(tmp.resolve("shared"), shared);
            }
            home = Files.createDirectories(tmp.resolve("home"));
            bin = Files.createDirectories(tmp.resolve("stand-ins"));
            setupJava = Files.createDirectories(tmp.resolve("hostedtoolcache/Java/bin"));
            mvnLog = tmp.resolve("mvn.log");
            sudoLog = tmp.resolve("sudo.log");
            summary = tmp.resolve("step-summary.md");
            for (String tool : List.of("mvn", "sudo")) {
                Files.copy(STAND_INS.resolve(tool + ".sh"), bin.resolve(tool));
                Files.setPosixFilePermissions(bin.resolve(tool), PosixFilePermissions.fromString("rwxr-xr-x"));
            }
            // setup-java puts its JDK's bin first on PATH
            Files.createSymbolicLink(
                    setupJava.resolve("java"), Path.of(System.getProperty("java.home"), "bin", "java"));
            assertTrue(
                    Files.isRegularFile(JAR),
                    JAR + " is missing: this test runs the previews with the packaged jar (mvn package, or verify)");
            jar = tmp.resolve("oci-gpu-cluster.jar");
            Files.copy(JAR, jar);
            for (Path f : List.of(mvnLog, sudoLog, summary)) {
                Files.writeString(f, "");
            }
            asNobody = "0".equals(run(List.of("id", "-u"), null).out().strip());
            Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rwxr-xr-x"));
        }

        /** A checkout of this tree (its tracked and untracked files, not the ignored ones) at {@code dir}. */
        void checkout(Path dir) throws IOException {
            Tools.Result ls = run(
                    List.of("git", "-C", Repo.ROOT.toString(), "ls-files", "-z", "-c", "-o", "--exclude-standard"),
                    null);
            assertEquals(0, ls.exit(), ls.err());
            for (String rel : ls.out().split("\0")) {
                Path from = Repo.path(rel);
                if (rel.isEmpty() || !Files.isRegularFile(from)) {
                    continue;
                }
                Path to = dir.resolve(rel);
                Files.createDirectories(to.getParent());
                Files.copy(from, to, StandardCopyOption.COPY_ATTRIBUTES);
            }
        }

        /** Makes the workspace the step user's (as the runner user owns its work directory). */
        void handOver(Path tmp) {
            if (asNobody) {
                Tools.Result r = run(List.of("chown", "-R", NOBODY + ":" + NOBODY, tmp.toString()), null);
                assertEquals(0, r.exit(), r.err());
            }
        }

        Map<String, String> env() {
            Map<String, String> env = new LinkedHashMap<>();
            env.put("PATH", bin + ":" + setupJava + ":/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin");
            env.put("HOME", home.toString());
            env.put("JAVA_HOME", System.getProperty("java.home"));
            env.put("CI", "true");
            env.put("GITHUB_ACTIONS", "true");
            env.put("GITHUB_WORKSPACE", work.toString());
            env.put("GITHUB_STEP_SUMMARY", summary.toString());
            env.put("RUNNER_TEMP", home.toString());
            env.put("LANG", "C.UTF-8");
            env.put("MVN_STANDIN_LOG", mvnLog.toString());
            env.put("MVN_STANDIN_JAR", jar.toString());
            env.put("MVN_STANDIN_SETUP_JAVA", setupJava.toString());
            env.put("SUDO_STANDIN_LOG", sudoLog.toString());
            return env;
        }

        Tools.Result run(List<String> command, Path cwd) {
            return Tools.run(command, Map.of(), 600, cwd, null);
        }

        /** One step as GitHub runs it: null when it does not run (an action, or its {@code if:} is false). */
        StepRun step(JsonNode step, Map<String, String> secrets) throws IOException {
            String name = step.path("name").asText();
            if (!step.has("run")) {
                return null; // an action (uses:): not run here
            }
            if (step.has("if") && !condition(step.path("if").asText())) {
                return new StepRun(name, "skipped", "");
            }
            int n = ++stepCount;
            Path script = tmp().resolve("step-" + n + ".sh");
            Files.writeString(script, step.path("run").asText());
            Path output = tmp().resolve("step-" + n + ".output");
            Files.writeString(output, "");
            handOver(tmp());
            Map<String, String> env = env();
            env.put("GITHUB_OUTPUT", output.toString());
            step.path("env").fields().forEachRemaining(e -> {
                Matcher m = SECRET.matcher(e.getValue().asText());
                env.put(
                        e.getKey(),
                        m.matches()
                                ? secrets.getOrDefault(m.group(1), "")
                                : e.getValue().asText());
            });
            Path cwd = step.has("working-directory")
                    ? work.resolve(step.path("working-directory").asText())
                    : work;
            assertFalse(step.has("shell"), name + ": the harness runs the default shell only, bash -e {0}");
            List<String> command = new ArrayList<>();
            if (asNobody) {
                command.addAll(List.of("setpriv", "--reuid=" + NOBODY, "--regid=" + NOBODY, "--clear-groups"));
            }
            command.addAll(List.of("bash", "-e", script.toString()));
            Tools.Result r = Tools.run(command, env, 600, cwd, null);
            String outcome = r.exit() == 0 ? "success" : "failure";
            Map<String, String> out = new TreeMap<>();
            for (String line : Files.readAllLines(output)) {
                int eq = line.indexOf('=');
                if (eq > 0) {
                    out.put(line.substring(0, eq), line.substring(eq + 1));
                }
            }
            if (step.has("id")) {
                outputs.put(step.path("id").asText(), out);
                outcomes.put(step.path("id").asText(), outcome);
            }
            return new StepRun(name, outcome, r.out() + r.err());
        }

        Path tmp() {
            return work.getParent();
        }

        /** The step conditions the workflow uses on its run steps; any other fails, so that it is taught here. */
        boolean condition(String expression) {
            Matcher m = OUTCOME.matcher(expression.strip());
            if (!m.matches()) {
                throw new AssertionError("the harness does not evaluate the condition `" + expression
                        + "`: teach it (WorkflowStepsTest.Runner.condition)");
            }
            return m.group(2).equals(outcomes.get(m.group(1)));
        }

        /** Every step of a job, in order, as GitHub does: a failed step ends the job unless it may fail. */
        List<StepRun> job(JsonNode job, Map<String, String> secrets) throws IOException {
            List<StepRun> runs = new ArrayList<>();
            for (JsonNode step : job.path("steps")) {
                StepRun r = step(step, secrets);
                if (r == null) {
                    continue;
                }
                runs.add(r);
                if (r.outcome().equals("failure")
                        && !step.path("continue-on-error").asBoolean()) {
                    break;
                }
            }
            return runs;
        }
    }

    private static String describe(List<StepRun> runs) {
        StringBuilder b = new StringBuilder();
        runs.forEach(r -> b.append("\n--- ")
                .append(r.name())
                .append(": ")
                .append(r.outcome())
                .append('\n')
                .append(r.log().length() > 3000 ? r.log().substring(r.log().length() - 3000) : r.log()));
        return b.toString();
    }

    private Map<String, String> noSecrets() {
        return Map.of();
    }

    @Test
    void theOfflineJobRunsEveryStepAsTheRunnerUserAndTheBedAsRoot() throws IOException {
        JsonNode offline = workflow(Files.readString(WORKFLOW)).path("jobs").path("offline-preview");
        runner.checkout(runner.work.resolve("head"));
        runner.checkout(runner.work.resolve("base"));
        runner.handOver(tmp);
        List<StepRun> runs = runner.job(offline, noSecrets());
        String log = describe(runs);
        List<String> names = new ArrayList<>();
        offline.path("steps").forEach(s -> {
            if (s.has("run")) {
                names.add(s.path("name").asText());
            }
        });
        assertEquals(names, runs.stream().map(StepRun::name).toList(), "every run step ran:" + log);
        runs.forEach(r -> assertEquals("success", r.outcome(), r.name() + log));

        List<String> mvn = Files.readAllLines(runner.mvnLog);
        Path head = runner.work.resolve("head");
        Path base = runner.work.resolve("base");
        assertEquals(
                List.of(
                        "args=-B verify cwd=" + head + " root=yes setup-java=yes",
                        "args=-B -DskipTests package cwd=" + base + " root=no setup-java=yes"),
                mvn,
                "the README's test command as root with setup-java's JDK, the base build as the runner user" + log);
        // the tree and the Maven cache are the runner's again: the previews after it write into head/target
        assertTrue(Files.readString(runner.sudoLog).contains("chown -R"), Files.readString(runner.sudoLog));
        for (String stack : List.of("dev", "ondemand", "prod")) {
            for (Path side : List.of(head, base)) {
                assertTrue(
                        Files.isRegularFile(side.resolve("target/preview/" + stack + "/plan.json")),
                        side + " " + stack + log);
            }
        }
        String comment = Files.readString(runner.work.resolve("plan-diff.md"));
        assertTrue(comment.contains("<!-- oci-gpu-cluster-plan-diff -->"), comment);
        assertEquals(comment, Files.readString(runner.summary), "the job summary holds the comment");
        // every Pulumi.<stack>.yaml at the top, the node-groups examples too
        assertEquals(
                Map.of("json", "[\"dev\",\"groups\",\"k8s\",\"nvl72\",\"ondemand\",\"prod\"]"),
                runner.outputs.get("stacks"),
                "the stack list");
        assertEquals(Map.of("configured", "false"), runner.outputs.get("cloud"), "no secrets configured" + log);
        assertEquals("success", runner.outcomes.get("base-build"));
    }

    @Test
    void theSecretsCheckSaysConfiguredOnlyWithEverySecret() throws IOException {
        JsonNode check = null;
        for (JsonNode s : workflow(Files.readString(WORKFLOW))
                .path("jobs")
                .path("offline-preview")
                .path("steps")) {
            if (s.path("id").asText().equals("cloud")) {
                check = s;
            }
        }
        assertTrue(check != null, "no step with id cloud");
        runner.handOver(tmp);
        Map<String, String> all = new TreeMap<>();
        PrPreviewWorkflowTest.SECRETS.forEach(k -> all.put(k, "set-" + k.toLowerCase()));
        assertEquals("success", runner.step(check, all).outcome());
        assertEquals(Map.of("configured", "true"), runner.outputs.get("cloud"));
        Map<String, String> oneMissing = new TreeMap<>(all);
        oneMissing.remove("OCI_CLI_FINGERPRINT");
        StepRun r = runner.step(check, oneMissing);
        assertEquals(Map.of("configured", "false"), runner.outputs.get("cloud"));
        assertTrue(r.log().contains("secret OCI_CLI_FINGERPRINT not configured"), r.log());
        assertFalse(r.log().contains("set-"), "a secret's value in the log: " + r.log());
    }

    @Test
    void theCloudJobBuildsAsTheRunnerUser() throws IOException {
        JsonNode cloud = workflow(Files.readString(WORKFLOW)).path("jobs").path("cloud-preview");
        runner.checkout(runner.work);
        runner.handOver(tmp);
        List<StepRun> runs = runner.job(cloud, noSecrets());
        assertFalse(runs.isEmpty(), "the cloud job has no run step");
        runs.forEach(r -> assertEquals("success", r.outcome(), r.name() + describe(runs)));
        assertEquals(
                List.of("args=-B -DskipTests package cwd=" + runner.work + " root=no setup-java=yes"),
                Files.readAllLines(runner.mvnLog));
        assertTrue(Files.isRegularFile(runner.work.resolve("target/oci-gpu-cluster.jar")));
    }

    @Test
    void theReadmesCommandAsTheRunnerUserFailsOnTheBedAsOnGitHub() throws IOException {
        // the workflow before this fix: `mvn -B verify` as the runner user, and the bed refuses it
        String before = Files.readString(WORKFLOW);
        Matcher verify = Pattern.compile(
                        "(?m)^(\\s+run: )\\|\\n(\\s+)sudo [^\\n]*mvn -B verify[^\\n]*\\n(\\2[^\\n]*\\n)*")
                .matcher(before);
        assertTrue(verify.find(), "the verify step's command lines");
        String old = before.substring(0, verify.start())
                + verify.group(1)
                + "bash .ci/install-test-tools && mvn -B verify\n"
                + before.substring(verify.end());
        JsonNode offline = workflow(old).path("jobs").path("offline-preview");
        runner.checkout(runner.work.resolve("head"));
        runner.handOver(tmp);
        List<StepRun> runs = runner.job(offline, noSecrets());
        StepRun last = runs.get(runs.size() - 1);
        assertEquals("failure", last.outcome(), describe(runs));
        assertTrue(last.log().contains("the SSH test bed needs root"), last.log());
        assertEquals(
                List.of("args=-B verify cwd=" + runner.work.resolve("head") + " root=no setup-java=yes"),
                Files.readAllLines(runner.mvnLog));
        assertEquals(
                List.of(
                        "The pinned upstream archives the test bed builds Slurm from",
                        "Install the test tools and test (PR head), README's test command as root"),
                runs.stream().map(StepRun::name).toList(),
                "the job ends at the failed step: " + describe(runs));
        assertEquals("success", runs.get(0).outcome(), describe(runs));
    }

    @Test
    void theSudoStandInResetsPathAsUbuntusSudoersDo() throws IOException {
        // without env PATH=..., sudo's secure_path hides setup-java's JDK from Maven
        runner.handOver(tmp);
        Path script = tmp.resolve("probe.sh");
        Files.writeString(script, "sudo -E mvn -B verify\nsudo -E env \"PATH=$PATH\" mvn -B verify\n");
        Map<String, String> env = runner.env();
        List<String> command = new ArrayList<>();
        if (runner.asNobody) {
            command.addAll(List.of("setpriv", "--reuid=" + NOBODY, "--regid=" + NOBODY, "--clear-groups"));
        }
        command.addAll(List.of("bash", "-e", script.toString()));
        Tools.Result r = Tools.run(command, env, 120, runner.work, null);
        assertEquals(0, r.exit(), r.err());
        assertEquals(
                List.of(
                        "args=-B verify cwd=" + runner.work + " root=yes setup-java=no",
                        "args=-B verify cwd=" + runner.work + " root=yes setup-java=yes"),
                Files.readAllLines(runner.mvnLog),
                new String(Files.readAllBytes(runner.sudoLog), StandardCharsets.UTF_8));
    }
}
