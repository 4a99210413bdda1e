package ocigpucluster.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.RandomAccessFile;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import ocigpucluster.App;
import ocigpucluster.cli.Cli;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The offline commands under hostile input, as a new user and an attacker would try them: files
 * that are no files (FIFOs, devices, directories, huge sparse files), YAML built to recurse or to
 * expand, secrets given for keys that are not secret by nature, values OCI or Slurm would refuse,
 * lists long enough to expose quadratic time, options that look like other options. Every case
 * runs under a time bound; each must end with its documented exit code and one-line errors: no
 * stack trace, no hang, no secret in any output. Cases that could exhaust memory run in a child
 * JVM with a small heap.
 */
@Tag("process")
class HostileInputTest {
    /** Far above any of these cases on an idle machine; a hang or quadratic blow-up exceeds it. */
    private static final Duration BOUND = Duration.ofSeconds(30);

    private static final Pattern STACK_TRACE =
            Pattern.compile("(?m)^\\s+at [\\w.$]+\\(|Exception\\b|StackOverflowError|OutOfMemoryError|\\bCaused by:");
    private static final Path DEV = Path.of("Pulumi.dev.yaml");

    @TempDir
    static Path tmp;

    private static Path fifo;

    @BeforeAll
    static void makeFifo() throws Exception {
        fifo = tmp.resolve("fifo");
        Process p = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start();
        assertTrue(p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0, "mkfifo failed");
    }

    record Result(int exit, String out, String err) {
        String all() {
            return out + err;
        }
    }

    /** One CLI run in this JVM, under {@link #BOUND}, with stdout/stderr captured (plan-diff writes to System.out). */
    static Result cli(String... args) {
        return assertTimeoutPreemptively(
                BOUND,
                () -> {
                    PrintStream oldOut = System.out;
                    PrintStream oldErr = System.err;
                    ByteArrayOutputStream sysOut = new ByteArrayOutputStream();
                    ByteArrayOutputStream sysErr = new ByteArrayOutputStream();
                    StringWriter out = new StringWriter();
                    StringWriter err = new StringWriter();
                    int rc;
                    try {
                        System.setOut(new PrintStream(sysOut, true, StandardCharsets.UTF_8));
                        System.setErr(new PrintStream(sysErr, true, StandardCharsets.UTF_8));
                        rc = Cli.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
                    } finally {
                        System.setOut(oldOut);
                        System.setErr(oldErr);
                    }
                    Result r = new Result(
                            rc,
                            out + sysOut.toString(StandardCharsets.UTF_8),
                            err + sysErr.toString(StandardCharsets.UTF_8));
                    assertFalse(
                            STACK_TRACE.matcher(r.all()).find(),
                            "a stack trace or exception name in the output:\n" + r.all());
                    return r;
                },
                () -> "no answer within " + BOUND + ": " + String.join(" ", args));
    }

    /** One CLI run in a child JVM with a small heap: what memory a hostile input can take is bounded. */
    static Result child(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx160m",
                "-Xss512k",
                "-XX:TieredStopAtLevel=1",
                "-Xshare:auto",
                "-cp",
                System.getProperty("java.class.path"),
                App.class.getName()));
        cmd.addAll(List.of(args));
        Path out = Files.createTempFile(tmp, "out", ".txt");
        Path err = Files.createTempFile(tmp, "err", ".txt");
        Process p = new ProcessBuilder(cmd)
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        boolean done = p.waitFor(BOUND.toSeconds() * 2, TimeUnit.SECONDS);
        if (!done) {
            p.destroyForcibly();
        }
        assertTrue(done, "child JVM did not finish within " + BOUND.toSeconds() * 2 + " s: " + String.join(" ", args));
        Result r = new Result(p.exitValue(), Files.readString(out), Files.readString(err));
        assertFalse(STACK_TRACE.matcher(r.all()).find(), "a stack trace or exception name in the output:\n" + r.all());
        return r;
    }

    private static void assertBadInput(Result r, String... fragments) {
        assertEquals(2, r.exit(), r.all());
        for (String f : fragments) {
            assertTrue(r.all().contains(f), "expected '" + f + "' in:\n" + r.all());
        }
    }

    private static Path write(String name, String text) throws IOException {
        Path f = tmp.resolve(name);
        Files.writeString(f, text, StandardCharsets.UTF_8);
        return f;
    }

    private static Path sparse(String name, long bytes) throws IOException {
        Path f = tmp.resolve(name);
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
            raf.setLength(bytes);
        }
        return f;
    }

    // ---- files that are not what they should be: refused, never opened or read whole ----

    @Test
    void aFifoAsConfigPlanOrLogIsRefusedWithoutBlocking() {
        assertBadInput(cli("validate", "--config", fifo.toString()), "not a regular file");
        assertBadInput(
                cli(
                        "preview",
                        "--config",
                        fifo.toString(),
                        "--out",
                        tmp.resolve("o-fifo").toString()),
                "not a regular file");
        assertBadInput(cli("plan-diff", fifo.toString(), fifo.toString()), "not a regular file");
        assertBadInput(cli("nccl-report", fifo.toString()), "not a regular file");
    }

    @Test
    void devicesAsInputsAreRefused() {
        for (String dev : List.of("/dev/zero", "/dev/urandom", "/dev/null")) {
            assertBadInput(cli("validate", "--config", dev), "not a regular file");
            assertBadInput(cli("plan-diff", dev, dev), "not a regular file");
            assertBadInput(cli("nccl-report", dev), "not a regular file");
        }
    }

    @Test
    void aHugeSparseFileADirectoryALinkLoopAndBinaryAreRefused() throws IOException {
        Path huge = sparse("huge.yaml", 50L * 1024 * 1024 * 1024);
        assertBadInput(cli("validate", "--config", huge.toString()), "larger than");
        assertBadInput(cli("plan-diff", huge.toString(), huge.toString()), "larger than");
        assertBadInput(cli("validate", "--config", tmp.toString()), "is a directory");
        Path loop = tmp.resolve("loop");
        Files.createSymbolicLink(loop, loop);
        assertEquals(2, cli("validate", "--config", loop.toString()).exit());
        assertEquals(2, cli("plan-diff", loop.toString(), loop.toString()).exit());
        Path binary = tmp.resolve("binary.yaml");
        Files.write(binary, new byte[] {'a', ':', ' ', 0, (byte) 0xff});
        assertBadInput(cli("validate", "--config", binary.toString()));
        Files.write(binary, new byte[] {'a', ':', ' ', (byte) 0xc3, (byte) 0x28});
        assertBadInput(cli("validate", "--config", binary.toString()), "not UTF-8");
    }

    @Test
    void anOutDirectoryHoldingAFifoIsRefusedWithoutBlocking() throws Exception {
        Path out = Files.createDirectories(tmp.resolve("out-with-fifo"));
        Process p = new ProcessBuilder("mkfifo", out.resolve("pipe").toString()).start();
        assertTrue(p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0);
        assertBadInput(
                cli("preview", "--config", DEV.toString(), "--out", out.toString()),
                "holds files the preview did not write");
        assertBadInput(
                cli("preview", "--config", DEV.toString(), "--out", "/dev"), "holds files the preview did not write");
        assertBadInput(cli("preview", "--config", DEV.toString(), "--out", "/dev/null"), "is a file");
    }

    /** A manifest naming a file makes the preview hash it: a huge sparse one must not be read (child JVM, small heap). */
    @Test
    void anOutDirectoryWithAHugeListedFileOrAnUnreadableOneIsRefusedInBoundedMemory() throws Exception {
        Path out = Files.createDirectories(tmp.resolve("out-huge"));
        sparse("out-huge/plan.json", 8L * 1024 * 1024 * 1024);
        Path locked = out.resolve("locked.sh");
        Files.writeString(locked, "x");
        locked.toFile().setReadable(false, false);
        Files.writeString(
                out.resolve(".oci-gpu-cluster-preview"),
                "# written by `oci-gpu-cluster preview`\n" + "0000  plan.json\n0000  locked.sh\n");
        assertBadInput(
                child("preview", "--config", DEV.toString(), "--out", out.toString()),
                "holds files the preview did not write");
        Path unreadableDir = Files.createDirectories(out.resolve("sub"));
        unreadableDir.toFile().setReadable(false, false);
        assertBadInput(cli("preview", "--config", DEV.toString(), "--out", out.toString()), "--out");
    }

    // ---- YAML built to recurse or to expand ----

    @Test
    void aSelfReferencingOrDeeplyNestedSetValueIsOneLineNotAStackOverflow() {
        assertBadInput(
                cli("validate", "--config", DEV.toString(), "--set", "cluster.poolName=&a [*a]"), "contains itself");
        assertBadInput(
                cli("validate", "--config", DEV.toString(), "--set", "cluster.poolName=" + "[".repeat(20_000)),
                "nests deeper than");
        assertBadInput(
                cli(
                        "validate",
                        "--config",
                        DEV.toString(),
                        "--set",
                        "cluster.poolName=" + "[".repeat(100) + "]".repeat(100)),
                "nests deeper than");
        assertBadInput(
                cli(
                        "validate",
                        "--config",
                        DEV.toString(),
                        "--set",
                        "cluster.poolName=" + "{a: ".repeat(5000) + "b" + "}".repeat(5000)),
                "nests deeper than");
    }

    /** Aliases repeating aliases, 48 of them (under the loader's 50-alias limit): 9 × 8^6 values, gigabytes once expanded. */
    static String aliasBomb() {
        StringBuilder b = new StringBuilder("[&l0 [x, x, x, x, x, x, x, x, x]");
        for (int level = 1; level <= 6; level++) {
            b.append(", &l").append(level).append(" [");
            for (int i = 0; i < 7; i++) {
                b.append(i == 0 ? "" : ", ").append("*l").append(level - 1);
            }
            b.append(", *l").append(level - 1).append(']');
        }
        return b.append(']').toString();
    }

    @Test
    void anAliasBombInSetOrInTheStackFileIsRefusedInBoundedMemory() throws Exception {
        assertBadInput(
                child("validate", "--config", DEV.toString(), "--set", "cluster.poolName=" + aliasBomb()),
                "expands to more than");
        Path file = write("bomb.yaml", "config:\n  oci-gpu-cluster:suppressWarnings: " + aliasBomb() + "\n");
        assertBadInput(child("validate", "--config", file.toString()), "expands to more than");
        Path deep = write(
                "deep.yaml",
                "config:\n  oci-gpu-cluster:cluster:\n"
                        + Stream.iterate(2, i -> i + 1)
                                .limit(500)
                                .map(i -> " ".repeat(i * 2) + "k" + i + ":\n")
                                .reduce("", String::concat)
                        + " ".repeat(1004) + "v: " + "[".repeat(20_000) + "\n");
        assertBadInput(child("validate", "--config", deep.toString()), "nests deeper than");
        Path self = write("self.yaml", "config:\n  oci-gpu-cluster:cluster: &c\n    poolName: *c\n");
        assertBadInput(cli("validate", "--config", self.toString()), "contains itself");
        assertBadInput(
                cli("validate", "--config", DEV.toString(), "--set", "cluster.poolName=" + "x".repeat(2 * 1024 * 1024)),
                "longer than");
    }

    @Test
    void planDiffOfDeeplyNestedJsonIsOneLine() throws IOException {
        Path deep = write("deep.json", "[".repeat(100_000));
        assertBadInput(cli("plan-diff", deep.toString(), deep.toString()), "not valid JSON");
        Path nested = write(
                "nested.json",
                "{\"project\":\"p\",\"stack\":\"s\",\"resources\":[{\"type\":\"t\",\"name\":\"n\","
                        + "\"custom\":true,\"inputs\":{\"x\":" + "[".repeat(900) + "]".repeat(900)
                        + "},\"dependsOn\":[],\"options\":{}}],"
                        + "\"outputs\":{},\"diagnostics\":[]}");
        Result r = cli("plan-diff", nested.toString(), nested.toString());
        assertEquals(0, r.exit(), r.all());
    }

    // ---- secrets given for keys that are not secret by nature ----

    @Test
    void aValueGivenAsSecretAppearsInNoArtefactAndNoPrintedLine() throws IOException {
        Path out = tmp.resolve("secret-preview");
        List<String> secrets = List.of(
                "Europe/Zurich",
                "zzsecretpool",
                "198.51.100.0/24",
                "ocid1.compartment.oc1..aaaaaaaasecretcompartmentzz00000000000000000000000000000000");
        Result r = cli(
                "preview",
                "--config",
                DEV.toString(),
                "--out",
                out.toString(),
                "--set-secret",
                "cluster.timezone=Europe/Zurich",
                "--set-secret",
                "cluster.poolName=zzsecretpool",
                "--set-secret",
                "sshAllowedCidrs=198.51.100.0/24",
                "--set-secret",
                "compartmentId=" + secrets.get(3));
        assertEquals(0, r.exit(), r.all());
        for (String secret : secrets) {
            assertFalse(r.all().contains(secret), secret + " printed:\n" + r.all());
        }
        List<Path> files;
        try (Stream<Path> all = Files.walk(out)) {
            files = all.filter(Files::isRegularFile).toList();
        }
        assertTrue(files.size() > 5, "the preview wrote " + files);
        Pattern base64 = Pattern.compile("[A-Za-z0-9+/]{16,}={0,2}");
        for (Path f : files) {
            String text = Files.readString(f);
            StringBuilder decoded = new StringBuilder(text);
            Matcher m = base64.matcher(text);
            while (m.find()) {
                try {
                    decoded.append('\n')
                            .append(new String(Base64.getDecoder().decode(m.group()), StandardCharsets.UTF_8));
                } catch (IllegalArgumentException notBase64) {
                    // not every such run is base64
                }
            }
            for (String secret : secrets) {
                assertFalse(decoded.toString().contains(secret), secret + " in " + out.relativize(f));
            }
        }
        assertTrue(Files.readString(out.resolve("plan.json")).contains("[secret]"), "plan.json marks nothing secret");
    }

    @Test
    void aRefusedSecretIsNotQuotedBack() {
        Result r = cli("validate", "--config", DEV.toString(), "--set-secret", "cluster.timezone=Mars/Olympus_Mons");
        assertBadInput(r, "TIMEZONE_UNKNOWN");
        assertFalse(r.all().contains("Olympus"), r.all());
        r = cli("validate", "--config", DEV.toString(), "--set-secret", "cluster.poolName=&a [*a, hunter2]");
        assertBadInput(r);
        assertFalse(r.all().contains("hunter2"), r.all());
        r = cli("validate", "--config", DEV.toString(), "--set-secret", "hunter2");
        assertBadInput(r);
        assertFalse(r.all().contains("hunter2"), r.all());
    }

    // ---- values OCI, Slurm or the nodes refuse: each refused with its id, and its fix validates ----

    /** A VCN (and its subnets) in a range OCI refuses; the fix moves all three to the dev stack's. */
    private static Arguments reservedVcn(String firstTwoOctets) {
        return Arguments.of(
                "VCN_CIDR_RESERVED",
                List.of(
                        "network.vcnCidr=" + firstTwoOctets + ".0.0/16",
                        "network.publicSubnetCidr=" + firstTwoOctets + ".1.0/24",
                        "network.privateSubnetCidr=" + firstTwoOctets + ".4.0/22"),
                List.of(
                        "network.vcnCidr=10.0.0.0/16",
                        "network.publicSubnetCidr=10.0.1.0/24",
                        "network.privateSubnetCidr=10.0.4.0/22"));
    }

    static Stream<Arguments> refusedThenFixed() {
        return Stream.of(
                reservedVcn("169.254"),
                reservedVcn("224.0"),
                reservedVcn("127.0"),
                reservedVcn("0.0"),
                reservedVcn("240.0"),
                Arguments.of(
                        "PRIVATE_SUBNET_FULL",
                        List.of(
                                "network.privateSubnetCidr=10.0.4.0/29",
                                "cluster.nodeCount=4",
                                "storage.mode=fileStorage"),
                        List.of("network.privateSubnetCidr=10.0.4.0/28")),
                Arguments.of(
                        "STORAGE_NFS_SERVER_UNREACHABLE",
                        List.of("storage.mode=external", "storage.nfsPath=/export/home", "storage.nfsServer=127.0.0.1"),
                        List.of("storage.nfsServer=192.168.20.10")),
                Arguments.of(
                        "STORAGE_NFS_SERVER_UNREACHABLE",
                        List.of("storage.mode=external", "storage.nfsPath=/export/home", "storage.nfsServer=0.0.0.0"),
                        List.of("storage.nfsServer=192.168.20.10")),
                Arguments.of(
                        "STORAGE_NFS_SERVER_UNREACHABLE",
                        List.of("storage.mode=external", "storage.nfsPath=/export/home", "storage.nfsServer=10.0.4.1"),
                        List.of("storage.nfsServer=192.168.20.10")),
                Arguments.of(
                        "STORAGE_NFS_SERVER_UNREACHABLE",
                        List.of("storage.mode=external", "storage.nfsPath=/export/home", "storage.nfsServer=localhost"),
                        List.of("storage.nfsServer=nfs.example.org")),
                Arguments.of(
                        "BASTION_SHAPE_UNKNOWN",
                        List.of("bastion.shape=VM.Standard.E9.Flex"),
                        List.of("bastion.shape=VM.Standard.E5.Flex")),
                Arguments.of(
                        "HOSTNAME_RESERVED",
                        List.of("bastion.hostname=localhost"),
                        List.of("bastion.hostname=bastion")),
                Arguments.of(
                        "SLURM_PARTITION_RESERVED",
                        List.of(
                                "scheduler.type=slurm",
                                "scheduler.allowUnpinnedDownloads=true",
                                "scheduler.partition=default"),
                        List.of("scheduler.partition=gpu")),
                Arguments.of(
                        "SLURM_PARTITION_RESERVED",
                        List.of(
                                "scheduler.type=slurm",
                                "scheduler.allowUnpinnedDownloads=true",
                                "scheduler.partition=DEFAULT"),
                        List.of("scheduler.partition=gpu")),
                Arguments.of(
                        "TIMEZONE_UNKNOWN", List.of("cluster.timezone=SystemV/EST5"), List.of("cluster.timezone=UTC")),
                Arguments.of(
                        "DNS_LABEL_DUPLICATE",
                        List.of("network.privateSubnetDnsLabel=public"),
                        List.of("network.privateSubnetDnsLabel=private")));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("refusedThenFixed")
    void validateRefusesWhatOciOrSlurmRefusesAndTheFixValidates(String id, List<String> bad, List<String> fix) {
        List<String> args = new ArrayList<>(List.of("validate", "--config", DEV.toString()));
        bad.forEach(s -> args.addAll(List.of("--set", s)));
        Result r = cli(args.toArray(String[]::new));
        assertBadInput(r, "[" + id + "]", "nothing was registered");
        fix.forEach(s -> args.addAll(List.of("--set", s)));
        Result fixed = cli(args.toArray(String[]::new));
        assertEquals(0, fixed.exit(), "the fix " + fix + " does not validate:\n" + fixed.all());
    }

    @Test
    void anLdapPortAbove65535IsRefused() {
        Result r = cli(
                "validate",
                "--config",
                DEV.toString(),
                "--set",
                "users.directory.uri=ldaps://ldap.example.org:65536",
                "--set",
                "users.directory.baseDn=dc=example,dc=org",
                "--set",
                "users.directory.bindDn=cn=sssd,dc=example,dc=org",
                "--set-secret",
                "users.directory.bindPassword=pw");
        assertBadInput(r, "[DIRECTORY_URI_PORT_INVALID]");
    }

    @Test
    void listsOrMapsWhereTextIsExpectedAreTypeErrors() {
        for (String set : List.of(
                "cluster.timezone=[UTC]",
                "scheduler.partition=[gpu]",
                "cluster.shape=[BM.GPU4.8]",
                "sshAllowedCidrs=[[10.0.0.0/8]]",
                "users.directory.uri=[[ldap://x]]",
                "bastion.hostname=[a, b]")) {
            Result r = cli("validate", "--config", DEV.toString(), "--set", set);
            assertBadInput(r, "[CONFIG_TYPE]");
            assertEquals(
                    1,
                    r.all().lines().filter(l -> l.startsWith("error:")).count(),
                    "one problem, one line: " + r.all());
        }
    }

    // ---- size: validation near-linear in the length of lists ----

    @Test
    void tenThousandBadSshSourcesAreJudgedInBoundedTime() throws IOException {
        StringBuilder yaml = new StringBuilder();
        for (String line : Files.readAllLines(DEV)) {
            if (line.contains("0.0.0.0/0")) {
                for (int i = 0; i < 10_000; i++) {
                    yaml.append("    - 10.")
                            .append(i / 256 % 256)
                            .append('.')
                            .append(i % 256)
                            .append(".5/24\n");
                }
            } else {
                yaml.append(line).append('\n');
            }
        }
        Path many = write("many-sources.yaml", yaml.toString());
        long start = System.nanoTime();
        Result r = cli("validate", "--config", many.toString());
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;
        assertBadInput(r, "[CIDR_NOT_NETWORK]", "10000 errors");
        assertTrue(seconds < 15, "10000 entries took " + seconds + " s");
    }

    // ---- plan-diff and docs: internal errors, plan text, files given to write, secrets, sizes ----

    /** A plan.json as the preview writes it, with one resource and the outputs given. */
    private static String plan(String stack, String resources, String outputs) {
        return "{\"project\":\"oci-gpu-cluster\",\"stack\":" + stack + ",\"resources\":[" + resources + "],\"outputs\":"
                + outputs + ",\"diagnostics\":[],\"secrets\":{}}";
    }

    private static String vcn(String name, String type, String key, String value) {
        return "{\"type\":" + type + ",\"name\":" + name + ",\"parent\":null,\"custom\":true,"
                + "\"inputs\":{\"compartmentId\":\"c\"," + key + ":" + value + "},\"dependsOn\":[],"
                + "\"options\":{},\"propertyDependencies\":{}}";
    }

    /** 1e400 reads as infinity: the cost line once threw, and the error exited 1, "changes". */
    @Test
    void planDiffNeverGivesTheChangesCodeForAnInternalError() throws Exception {
        Path inf = write(
                "inf.json",
                plan(
                        "\"dev\"",
                        vcn("\"vcn\"", "\"oci:Core/vcn:Vcn\"", "\"displayName\"", "\"a\""),
                        "{\"estimatedCost\":{\"monthly\":1e400,\"currency\":\"USD\"}}"));
        Result r = cli("plan-diff", inf.toString(), inf.toString());
        assertEquals(0, r.exit(), r.all());
        assertTrue(
                r.out().contains("before: unreadable in the base plan; after: unreadable in the head plan"), r.all());
        // a plan that exhausts a small heap: the one internal error an input can still cause, its own code
        StringBuilder values = new StringBuilder();
        for (int i = 0; values.length() < 15 * 1024 * 1024; i++) {
            values.append(i == 0 ? "" : ",")
                    .append('"')
                    .append(Integer.toString(i, 36))
                    .append('"');
        }
        Path big = write(
                "big.json",
                plan("\"dev\"", vcn("\"vcn\"", "\"oci:Core/vcn:Vcn\"", "\"freeformTags\"", "[" + values + "]"), "{}"));
        values.setLength(0);
        Result oom = child("plan-diff", big.toString(), big.toString());
        assertEquals(70, oom.exit(), oom.all());
        assertEquals(1, oom.err().strip().lines().count(), oom.err());
        assertEquals("", oom.out(), "nothing printed");
    }

    /** Every character that is no printable text: controls (ESC, CR, BEL), bidi controls, zero widths. */
    private static final Pattern HIDDEN = Pattern.compile("[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}&&[^\\n]]");

    /** No HTML, mention or heading outside a code span; no hidden character anywhere. */
    private static void assertShownSafely(String md) {
        Matcher hidden = HIDDEN.matcher(md);
        if (hidden.find()) {
            throw new AssertionError("hidden character U+" + Integer.toHexString(md.codePointAt(hidden.start()))
                    + " at " + hidden.start() + " in:\n" + md);
        }
        for (String line : md.split("\n", -1)) {
            // outside code spans, with backslash escapes (a literal character in GFM) taken out
            String outside = line.replaceAll("`[^`]*`", "").replaceAll("\\\\\\p{Punct}", "");
            assertFalse(outside.contains("<"), "HTML outside a code span: " + line);
            assertFalse(outside.contains("@"), "a mention outside a code span: " + line);
            assertTrue(
                    !line.startsWith("#") || line.startsWith("### Plan diff: ") || line.startsWith("#### "),
                    "a heading the diff did not write: " + line);
            assertEquals(0, line.chars().filter(c -> c == '`').count() % 2, "a code span left open: " + line);
        }
    }

    @Test
    void planTextReachesNeitherTheCommentNorTheTerminalRaw() throws Exception {
        String nasty = "x`<img src=x onerror=alert(1)> @octocat \u001b[2J\u001b]0;pwned\u0007 \u202eevil\u2066"
                + "\r\n# Heading @org/team ";
        String q = new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(nasty);
        Path base = write(
                "nasty-base.json",
                plan(q, vcn(q, q, q, "\"before\""), "{\"estimatedCost\":{\"monthly\":1,\"currency\":" + q + "}}"));
        Path head = write(
                "nasty-head.json",
                plan(q, vcn(q, q, q, q), "{\"estimatedCost\":{\"monthly\":2,\"currency\":" + q + "}}"));
        Path md = tmp.resolve("nasty.md");
        Result r = cli("plan-diff", base.toString(), head.toString(), "-o", md.toString());
        assertEquals(3, r.exit(), r.all()); // an unknown type: replacement assumed
        assertShownSafely(r.out());
        assertEquals(r.out(), Files.readString(md));
        assertTrue(r.out().contains("\\u001b[2J"), "the escape is shown, spelled out: " + r.out());
        assertTrue(r.out().contains("\\u202eevil"), r.out());
        // a parse error quotes the file: its escapes are spelled out on stderr too
        Path broken = write("nasty-broken.json", "{\"resources\": [\u001b[31m]}");
        Result bad = cli("plan-diff", broken.toString(), broken.toString());
        assertBadInput(bad, "not valid JSON");
        assertFalse(HIDDEN.matcher(bad.err().strip()).find(), bad.err());
    }

    @Test
    void planDiffRefusesToWriteIntoAFifoALinkOrADevice() throws Exception {
        Path plan = write("small.json", plan("\"dev\"", "", "{}"));
        assertBadInput(cli("plan-diff", plan.toString(), plan.toString(), "-o", fifo.toString()), "not a regular file");
        assertTrue(
                Files.readAttributes(fifo, java.nio.file.attribute.BasicFileAttributes.class)
                        .isOther(),
                "the FIFO is left as it was");
        assertBadInput(cli("plan-diff", plan.toString(), plan.toString(), "-o", "/dev/null"), "not a regular file");
        Path victim = write("victim.txt", "precious\n");
        Path link = tmp.resolve("out-link.md");
        Files.createSymbolicLink(link, victim);
        Result viaLink = cli("plan-diff", plan.toString(), plan.toString(), "-o", link.toString());
        assertBadInput(viaLink, "is a symbolic link");
        assertEquals("", viaLink.out(), "nothing printed either");
        assertEquals("precious\n", Files.readString(victim));
        Path dangling = tmp.resolve("dangling.md");
        Files.createSymbolicLink(dangling, tmp.resolve("created-through-a-link.md"));
        assertBadInput(cli("plan-diff", plan.toString(), plan.toString(), "-o", dangling.toString()), "symbolic link");
        assertFalse(Files.exists(tmp.resolve("created-through-a-link.md")));
    }

    @Test
    void docsNeverWritesThroughALinkNorReadsAFileOfAnySize() throws Exception {
        Path root = ocigpucluster.cli.DocsTree.copy(Files.createDirectories(tmp.resolve("docs-root")));
        Path config = root.resolve("docs/configuration.md");
        // a stale copy outside the repository, linked in the generated file's place
        Path outside = write(
                "outside.md",
                Files.readString(config)
                        .replace(
                                "<!-- generated by docs --write: do not edit -->\n",
                                "<!-- generated by docs --write: do not edit -->\nSTALE\n"));
        String outsideBefore = Files.readString(outside);
        Files.delete(config);
        Files.createSymbolicLink(config, outside);
        assertBadInput(cli("docs", "--write", "--root", root.toString()), "docs/configuration.md is a symbolic link");
        assertBadInput(cli("docs", "--check", "--root", root.toString()), "is a symbolic link");
        assertEquals(outsideBefore, Files.readString(outside), "the link's target is untouched");
        Files.delete(config);
        // a FIFO: refused without blocking
        Process p = new ProcessBuilder("mkfifo", config.toString()).start();
        assertTrue(p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0);
        assertBadInput(cli("docs", "--check", "--root", root.toString()), "not a regular file");
        Files.delete(config);
        // 50 GB (sparse): refused from its size, in a small heap
        sparse("docs-root/docs/configuration.md", 50L * 1024 * 1024 * 1024);
        assertBadInput(child("docs", "--check", "--root", root.toString()), "larger than");
        Files.delete(config);
        // a failure-code table as large: refused, not read
        Path table = root.resolve("src/main/bootstrap/failure-codes.tsv");
        Files.delete(table);
        sparse("docs-root/src/main/bootstrap/failure-codes.tsv", 50L * 1024 * 1024 * 1024);
        Files.copy(Path.of("docs/configuration.md"), config);
        assertBadInput(child("docs", "--check", "--root", root.toString()), "failure-codes.tsv is larger than");
        // a directory on the way that is a link
        Path docsDir = root.resolve("docs");
        Path moved = Files.move(docsDir, root.resolve("docs-real"));
        Files.createSymbolicLink(docsDir, moved);
        assertBadInput(cli("docs", "--write", "--root", root.toString()), "docs is a symbolic link");
    }

    /** A preview into tmp/{@code name}, which must succeed; its directory. */
    private static Path previewOfDev(String name, String... args) {
        List<String> all =
                new ArrayList<>(List.of("preview", "--out", tmp.resolve(name).toString()));
        all.addAll(List.of(args));
        Result r = cli(all.toArray(String[]::new));
        assertEquals(0, r.exit(), r.all());
        return tmp.resolve(name);
    }

    @Test
    void aChangedSecretIsNamedNeverShown() throws Exception {
        String dev = Files.readString(DEV);
        String ciphertext = "AAABAExamplePlaceholderOnlyTheOfflinePreviewAcceptsThisValue==";
        assertTrue(dev.contains("secure: " + ciphertext), "Pulumi.dev.yaml's secret moved");
        String newCiphertext = "AAABAnotherCiphertextOfANewPrivateKeyzzzzzzzzzzzzzzzzzzzzzzzzz==";
        Path rotated = write("Pulumi.rotated.yaml", dev.replace(ciphertext, newCiphertext));
        Path a = previewOfDev("secret-a", "--config", DEV.toString());
        Path b = previewOfDev("secret-b", "--config", rotated.toString());
        Result r = cli(
                "plan-diff",
                a.resolve("plan.json").toString(),
                b.resolve("plan.json").toString());
        assertEquals(1, r.exit(), "only a secret changed: a change, not 'No changes'\n" + r.all());
        assertTrue(
                r.out().contains(":key: **Secrets changed** (values are never shown): `oci-gpu-cluster:sshPrivateKey`"),
                r.out());
        assertFalse(r.out().contains("No changes"), r.out());
        for (Path plan : List.of(a.resolve("plan.json"), b.resolve("plan.json"))) {
            String text = Files.readString(plan);
            assertFalse(text.contains(ciphertext) || text.contains(newCiphertext), "a ciphertext in " + plan);
        }
        assertFalse(r.all().contains(ciphertext) || r.all().contains(newCiphertext), r.all());
        // a value given with --set-secret: in no form in the plan (not even hashed); the diff says it cannot tell
        String value = "zzpoolsecret";
        Path c = previewOfDev("secret-c", "--config", DEV.toString(), "--set-secret", "cluster.poolName=" + value);
        Path d = previewOfDev("secret-d", "--config", DEV.toString(), "--set-secret", "cluster.poolName=zzotherpool");
        String planC = Files.readString(c.resolve("plan.json"));
        assertFalse(planC.contains(value), "the value in plan.json");
        String sha = java.util.HexFormat.of()
                .formatHex(java.security.MessageDigest.getInstance("SHA-256")
                        .digest(value.getBytes(StandardCharsets.UTF_8)));
        assertFalse(planC.contains(sha.substring(0, 8)), "a hash of the value in plan.json");
        Result e = cli(
                "plan-diff",
                c.resolve("plan.json").toString(),
                d.resolve("plan.json").toString());
        assertTrue(e.out().contains("given with --set-secret is not recorded in the plan in any form"), e.out());
        assertFalse(e.out().contains("No changes.\n"), "a flat 'No changes' where a secret may have: " + e.out());
        assertFalse(e.all().contains(value), e.all());
    }

    // ---- options ----

    @Test
    void stackNamesPulumiRefusesAndOptionLookingValuesAreHandled() {
        assertBadInput(cli("validate", "--stack", "../../etc/passwd"), "is not a Pulumi stack name");
        assertBadInput(cli("validate", "--stack", "a".repeat(101)), "is not a Pulumi stack name");
        assertBadInput(cli("validate", "--stack", ""), "is not a Pulumi stack name");
        // a value attached with = is the value, even when it looks like an option: "--help" is a valid stack name
        assertBadInput(cli("validate", "--stack=--help"), "Pulumi.--help.yaml not found");
        assertBadInput(
                cli("validate", "--config", DEV.toString(), "--set", ":cluster.nodeCount=3"), "[CONFIG_KEY_MALFORMED]");
        Result typo = cli("validate", "--config", DEV.toString(), "--set", "oci-gpu-clustr:compartmentId=x");
        assertEquals(0, typo.exit(), typo.all());
        assertTrue(
                typo.all().contains("[CONFIG_NAMESPACE_UNUSED]")
                        && typo.all().contains("did you mean oci-gpu-cluster:compartmentId"),
                typo.all());
        assertBadInput(cli("plan-diff", "--max-chars=-1", "a", "b"), "--max-chars");
        assertBadInput(cli("nccl-report", "--pass-line=NaN", "x"));
    }

    // ---- the configuration-validation classes of the third hostile-input sweep (its own block) ----

    /**
     * Values that passed validate and failed only once resources existed, or were read differently
     * by Slurm, OCI or Alertmanager, or gave a secret back: each refused with its id and a fix that,
     * applied, validates; nothing written, no hang, no secret in any output.
     */
    @Nested
    @Tag("process")
    class ConfigurationSweep {
        private static final String SLURM = "scheduler.type=slurm";
        private static final String UNPINNED = "scheduler.allowUnpinnedDownloads=true";
        private static final String ONDEMAND = "onDemand.enabled=true";
        private static final String IAM = "iam.existingDynamicGroup=gpu-admins-bastion";
        private static final String UNIQUE = "a".repeat(60);

        static Stream<Arguments> refusedThenFixedSweep() {
            List<String> onDemand = List.of(SLURM, UNPINNED, ONDEMAND, IAM);
            return Stream.of(
                    // 16-bit slurm.conf fields (slurm_conf_t uint16_t, at most 65533)
                    Arguments.of(
                            "HEALTH_INTERVAL_RANGE",
                            plus(onDemand, "health.intervalSeconds=65536"),
                            List.of("health.intervalSeconds=300")),
                    Arguments.of(
                            "HEALTH_INTERVAL_RANGE",
                            plus(onDemand, "health.intervalSeconds=86400"),
                            List.of("health.intervalSeconds=65533")),
                    Arguments.of(
                            "ONDEMAND_RESUME_TIMEOUT_RANGE",
                            plus(onDemand, "onDemand.resumeTimeoutMinutes=1440"),
                            List.of("onDemand.resumeTimeoutMinutes=1092")),
                    // availability domains and regional OCIDs
                    Arguments.of(
                            "CONFIG_CONTROL_CHARACTER",
                            List.of("availabilityDomain=\"Uocm:AP-TOKYO-1-AD-1\\nCOMPARTMENT_ID=ocid1.x\""),
                            List.of("availabilityDomain=Uocm:AP-TOKYO-1-AD-1")),
                    Arguments.of(
                            "AVAILABILITY_DOMAIN_REGION_MISMATCH",
                            List.of("availabilityDomain=Uocm:US-ASHBURN-AD-1"),
                            List.of("availabilityDomain=Uocm:AP-TOKYO-1-AD-2")),
                    Arguments.of(
                            "AVAILABILITY_DOMAIN_MALFORMED",
                            List.of("availabilityDomain=AP-TOKYO-1-AD-1"),
                            List.of("availabilityDomain=Uocm:AP-TOKYO-1-AD-1")),
                    Arguments.of(
                            "OCID_REGION_MISMATCH",
                            List.of(
                                    "availabilityDomain=Uocm:AP-TOKYO-1-AD-1",
                                    "capacity.reservationId=ocid1.capacityreservation.oc1.us-ashburn-1." + UNIQUE),
                            List.of("capacity.reservationId=ocid1.capacityreservation.oc1.ap-tokyo-1." + UNIQUE)),
                    Arguments.of(
                            "OCID_REGION_MISMATCH",
                            List.of(
                                    "storage.mode=fileStorage",
                                    "storage.fileSystemId=ocid1.filesystem.oc1.kix." + UNIQUE),
                            List.of("storage.fileSystemId=ocid1.filesystem.oc1.nrt." + UNIQUE)),
                    // Slurm's reserved word, node names, an NFS server that cannot exist yet
                    Arguments.of(
                            "ONDEMAND_PARTITION_RESERVED",
                            plus(onDemand, "onDemand.partition=default"),
                            List.of("onDemand.partition=ondemand")),
                    Arguments.of(
                            "ONDEMAND_PARTITION_RESERVED",
                            plus(onDemand, "scheduler.partition=ondemand", "onDemand.partition=default"),
                            List.of("onDemand.partition=burst")),
                    Arguments.of(
                            "ONDEMAND_NODE_NAME_CLASH",
                            plus(onDemand, "bastion.hostname=ondemand-2"),
                            List.of("bastion.hostname=bastion")),
                    Arguments.of(
                            "STORAGE_NFS_SERVER_IN_STACK_NETWORK",
                            List.of(
                                    "storage.mode=external",
                                    "storage.nfsPath=/export/home",
                                    "storage.nfsServer=10.0.4.250"),
                            List.of("storage.nfsServer=nfs.example.org")),
                    Arguments.of(
                            "STORAGE_NFS_SERVER_IN_STACK_NETWORK",
                            List.of(
                                    "storage.mode=external",
                                    "storage.nfsPath=/export/home",
                                    "storage.nfsServer=10.0.1.77"),
                            List.of("storage.mode=bastion")));
        }

        private static List<String> plus(List<String> base, String... more) {
            List<String> out = new ArrayList<>(base);
            out.addAll(List.of(more));
            return out;
        }

        @ParameterizedTest(name = "{0} {1}")
        @MethodSource("refusedThenFixedSweep")
        void refusedWithItsIdAndTheFixValidates(String id, List<String> bad, List<String> fix) {
            validateRefusesWhatOciOrSlurmRefusesAndTheFixValidates(id, bad, fix);
            Stream<String> sets = bad.stream().flatMap(x -> Stream.of("--set", x));
            Result r = cli(Stream.concat(Stream.of("validate", "--config", DEV.toString()), sets)
                    .toArray(String[]::new));
            assertEquals(
                    1,
                    r.all().lines().filter(l -> l.startsWith("error:")).count(),
                    "one problem, one line: " + r.all());
        }

        /** A line break in the AD of a stack file: preview refuses it and writes nothing. */
        @Test
        void aLineBreakInTheStackFilesAvailabilityDomainWritesNothing() throws IOException {
            String dev = Files.readString(DEV);
            Path file = write(
                    "ad-injection.yaml",
                    dev.replace(
                            "  oci:region: ap-tokyo-1\n",
                            "  oci:region: ap-tokyo-1\n  oci-gpu-cluster:availabilityDomain: \"Uocm:AP-TOKYO-1-AD-1\\nSTOP_FILE=/\"\n"));
            Path out = tmp.resolve("ad-injection-out");
            assertBadInput(
                    cli("preview", "--config", file.toString(), "--out", out.toString()), "[CONFIG_CONTROL_CHARACTER]");
            assertFalse(Files.exists(out), "a refused preview wrote " + out);
        }

        /** Hosts Java reads as private addresses but Alertmanager (Go's net.ParseIP) as names, and bad ports. */
        @Test
        void receiverUrlsAlertmanagerReadsOtherwiseAreRefusedWithoutQuotingThem() {
            for (String url : List.of(
                    "http://010.0.0.1/T0KENSWEEP",
                    "http://167772161/T0KENSWEEP",
                    "https://0x0a000001/T0KENSWEEP",
                    "http://10.1/T0KENSWEEP",
                    "http://[::ffff:010.0.0.1]/T0KENSWEEP",
                    "http://10.0.0.1:70000/T0KENSWEEP",
                    "https://hooks.example.com:0/T0KENSWEEP")) {
                Result r = cli(
                        "validate",
                        "--config",
                        DEV.toString(),
                        "--set",
                        "monitoring.enabled=true",
                        "--set-secret",
                        "monitoring.alertReceiver=" + url);
                assertBadInput(r, "[MONITORING_ALERT_RECEIVER_INVALID]");
                assertFalse(r.all().contains("T0KEN") || r.all().contains("167772161"), r.all());
            }
            Result fixed = cli(
                    "validate",
                    "--config",
                    DEV.toString(),
                    "--set",
                    "monitoring.enabled=true",
                    "--set-secret",
                    "monitoring.alertReceiver=http://10.0.0.1:9095/T0KENSWEEP");
            assertEquals(0, fixed.exit(), fixed.all());
        }

        /** Nothing printed tells a secret's length, count, derived value or a number computed from it. */
        @Test
        void noFindingGivesASecretBack() {
            record Case(List<String> set, List<String> secret, List<String> never) {}
            for (Case c : List.of(
                    new Case(
                            List.of(),
                            List.of("compartmentId=ocid1.compartment.oc1.." + "q".repeat(301)),
                            List.of("301", "324", "qqqqq")),
                    new Case(
                            List.of("suppressWarnings=[SSH_OPEN_TO_WORLD]"),
                            List.of("sshAllowedCidrs=[198.51.100.7/24, 198.51.100.9/24, 198.51.100.11/24]"),
                            List.of("198.51", "3 errors")),
                    new Case(
                            List.of("monitoring.enabled=true", "monitoring.retentionDays=3000"),
                            List.of("cluster.nodeCount=300"),
                            List.of("300 nodes", "261", "2593")),
                    new Case(
                            List.of(),
                            List.of("users.accounts=[{name: Alice.Sweep, uid: 20002}, {name: bob, uid: 20002}]"),
                            List.of("lice", "alicesweep", "20002")))) {
                List<String> args = new ArrayList<>(List.of("validate", "--config", DEV.toString()));
                c.set().forEach(x -> args.addAll(List.of("--set", x)));
                c.secret().forEach(x -> args.addAll(List.of("--set-secret", x)));
                Result r = cli(args.toArray(String[]::new));
                assertTrue(r.all().contains("[") && r.all().lines().count() > 0, r.all());
                for (String never : c.never()) {
                    assertFalse(r.all().contains(never), "'" + never + "' printed:\n" + r.all());
                }
            }
        }

        /** A 2 GB/s log with an appended "Avg bus bandwidth" line does not pass a 40 GB/s pass line. */
        @Test
        void anAppendedNcclSummaryLineDoesNotPassASlowLog() throws IOException {
            // the 2 GB/s run of nccl/SummaryLineTest
            String slow = Files.readString(Path.of("tests/resources/ocigpucluster/nccl/slow-2gbps.log"));
            for (String forged : List.of(
                    slow + "# Avg bus bandwidth    : 250.5\n",
                    slow.replace("Avg bus bandwidth    : 2", "Avg bus bandwidth    : 250.5"))) {
                Path log = write("forged-nccl.log", forged);
                Result r = cli("nccl-report", "--pass-line", "40", log.toString());
                assertEquals(0, r.exit(), r.all());
                assertTrue(r.out().contains("\"passed\" : false"), r.out());
                assertTrue(r.out().contains("Avg bus bandwidth"), r.out());
            }
        }
    }
}
