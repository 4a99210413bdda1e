package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Directory mode against a REAL LDAP server (Debian's slapd, tests/testbed/directory.sh, on its
 * own address of the bed's network, TLS with its own CA) and REAL SSSD on the bastion and the
 * nodes (started by the bed's systemctl in each host's namespaces): after the directory stage an
 * LDAP user logs in to a node over SSH with the key the directory holds and {@code id} shows the
 * directory's UID; a second run changes nothing; a wrong bind password and a directory that
 * cannot be reached fail with their codes; the password is nowhere but in sssd.conf.
 * <p>
 * In detail (the test bed README's group table points here): bed of 2 nodes and a <b>real LDAP
 * server</b> (Debian's slapd, {@code directory.sh}, at 10.0.9.10 with its own CA, TLS on 636) with
 * <b>real SSSD</b> (Debian's sssd 2.8, started by the bed's {@code systemctl}) on the bastion and
 * the nodes: after the {@code directory} stage the directory's user {@code alice} logs in over SSH
 * to the bastion and to each node with the key the directory holds
 * ({@code sss_ssh_authorizedkeys}) and {@code id} shows {@code uid=70001(alice) gid=70000(ml)}; a
 * second run changes no host state (outside sssd's own cache and logs) and restarts no daemon; a
 * wrong bind password fails every host with DIRECTORY_BIND_FAILED, a closed port with
 * DIRECTORY_UNREACHABLE within the bound; the bind password is in no output, call log, rendered
 * command or file but each host's {@code /etc/sssd/sssd.conf} and SSSD's copy of it
 * ({@code /var/lib/sss/db/config.ldb}), both 0600 root; with {@code users.directory.allowGroups}
 * {@code ml}, SSSD's access check ({@code pam_acct_mgmt} for PAM service {@code sshd}, called
 * through libpam as Oracle Linux's sshd with {@code UsePAM yes} calls it) refuses {@code bob}, a
 * directory user outside {@code ml}, and admits {@code alice} — the bed's sshd runs without PAM,
 * so a refused ssh login itself is not shown ({@code sssctl user-checks} would do the same check
 * but needs a system bus the hosts do not run).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class DirectoryScenario {
    private static final String PASSWORD = "Bind-secret-7f3a9c";
    /** directory.sh's address on the bed instance's network (10.K.0.0/16). */
    private static String directoryIp;

    private static final int NODE_TIMEOUT = 30;
    private static TestBed bed;
    private static Path bedDir;
    private static final List<String> outputs = new ArrayList<>();

    private static Map<String, String> params(String uri) {
        try {
            String ca = Files.readString(bedDir.resolve("directory/ca.pem")).strip();
            return bed.params(
                    NODE_TIMEOUT,
                    90,
                    "users.directory.uri=" + uri,
                    "users.directory.baseDn=dc=example,dc=org",
                    "users.directory.bindDn=cn=sssd,ou=services,dc=example,dc=org",
                    "users.directory.tlsCaCert=" + ca,
                    "users.directory.allowGroups=ml",
                    "secret:users.directory.bindPassword=" + PASSWORD);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static TestBed.StageRun directory(String uri, String password) {
        TestBed.StageRun r = bed.runStage("directory", params(uri), password);
        outputs.add(r.stdout());
        outputs.add(r.stderr());
        return r;
    }

    @BeforeAll
    static void startBedWithADirectory() throws IOException {
        bed = TestBed.builder().nodes(2).start();
        bedDir = bed.dir();
        Files.createDirectories(bedDir.resolve("directory"));
        Files.writeString(bedDir.resolve("directory/bind-password"), PASSWORD);
        directoryIp = "10." + bed.instance() + ".9.10";
        Machine.Result up = Machine.exec(
                List.of(
                        "env",
                        "OCITB_INSTANCE=" + bed.instance(),
                        "bash",
                        "tests/testbed/directory.sh",
                        "up",
                        bedDir.toString()),
                "",
                60);
        assertEquals(0, up.exitCode(), "directory.sh up: " + up.stderr());
        TestBed.StageRun setup = bed.bastionSetup(bed.params(NODE_TIMEOUT, 90));
        assertEquals(0, setup.exitCode(), setup.describe());
    }

    @AfterAll
    static void stopBedAndCheckNothingIsLeft() {
        TestBed.closeAndCheckNothingIsLeft(bed);
    }

    @Test
    @Order(1)
    void anLdapUserLogsInToANodeOverSshAndIdShowsTheDirectorysUid() {
        TestBed.StageRun r = directory("ldaps://" + directoryIp, PASSWORD);
        assertEquals(0, r.exitCode(), r.describe());
        for (String host : hostNames()) {
            assertEquals(70001, r.node(host).path("directory").path("uid").asInt(), r.describe());
            assertEquals("alice", r.node(host).path("directory").path("user").asText(), r.describe());
        }
        for (TestBed.Host h : bed.hosts()) {
            String id = asAlice(h, "id");
            assertEquals("uid=70001(alice) gid=70000(ml) groups=70000(ml)", id.strip(), "on " + h.name());
        }
        // what SSSD's profile changed: name services ask sss first
        assertTrue(bed.onNode(bed.node(0), "cat /etc/nsswitch.conf").contains("passwd:     sss files systemd"));
    }

    @Test
    @Order(2)
    void aSecondRunChangesNoHostStateAndRestartsNoDaemon() {
        Map<String, String> before = hostState();
        Map<String, String> restarts = restarts();
        assertEquals(hostNames().size(), restarts.size(), "sssd started once per host: " + restarts);
        TestBed.StageRun again = directory("ldaps://" + directoryIp, PASSWORD);
        assertEquals(0, again.exitCode(), again.describe());
        for (String host : hostNames()) {
            assertEquals(0, again.node(host).path("changed").size(), again.describe());
            assertEquals(0, again.node(host).path("restarted").size(), again.describe());
        }
        TestBed.assertSameState(before, hostState(), "a second run of the directory stage");
        assertEquals(restarts, restarts(), "no daemon (re)started");
    }

    @Test
    @Order(3)
    void aWrongBindPasswordFailsEveryHostWithDirectoryBindFailed() {
        TestBed.StageRun r = directory("ldaps://" + directoryIp, "not-the-password");
        assertEquals(1, r.exitCode(), r.describe());
        for (String host : hostNames()) {
            assertEquals(List.of("DIRECTORY_BIND_FAILED"), r.codes(host), r.describe());
        }
        assertFalse(r.stdout().contains("not-the-password") || r.stderr().contains("not-the-password"), r.describe());
        // nothing was written with the wrong password: the user still resolves
        assertEquals(
                "uid=70001(alice) gid=70000(ml) groups=70000(ml)",
                asAlice(bed.node(1), "id").strip());
    }

    @Test
    @Order(4)
    void aDirectoryThatCannotBeReachedFailsWithDirectoryUnreachableWithinItsBound() {
        TestBed.StageRun r = directory("ldaps://" + directoryIp + ":1636", PASSWORD);
        assertEquals(1, r.exitCode(), r.describe());
        for (String host : hostNames()) {
            assertEquals(List.of("DIRECTORY_UNREACHABLE"), r.codes(host), r.describe());
        }
        assertTrue(r.seconds() < NODE_TIMEOUT, "bounded: " + r.seconds());
    }

    @Test
    @Order(5)
    void theBindPasswordIsInNoOutputCallLogOrFileButSssdConf() throws IOException {
        List<String> found = new ArrayList<>();
        for (TestBed.Host h : bed.hosts()) {
            try (Stream<Path> walk = Files.walk(h.dir())) {
                for (Path p : walk.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS))
                        .toList()) {
                    if (new String(Files.readAllBytes(p), java.nio.charset.StandardCharsets.ISO_8859_1)
                            .contains(PASSWORD)) {
                        found.add(bedDir.relativize(p).toString());
                    }
                }
            }
        }
        List<String> allowed = new ArrayList<>();
        for (TestBed.Host h : bed.hosts()) {
            // sssd.conf, and SSSD's own parsed copy of it (its confdb), both readable by root only
            allowed.add("hosts/" + h.name() + "/upper/etc/sssd/sssd.conf");
            allowed.add("hosts/" + h.name() + "/upper/var/lib/sss/db/config.ldb");
        }
        assertTrue(allowed.containsAll(found), "the bind password is in " + found);
        assertTrue(
                found.containsAll(
                        allowed.stream().filter(a -> a.endsWith("sssd.conf")).toList()),
                "sssd.conf holds it: " + found);
        for (String f : found) {
            Map<String, Object> a = Files.readAttributes(bedDir.resolve(f), "unix:mode,uid", LinkOption.NOFOLLOW_LINKS);
            assertEquals("600 0", Integer.toOctalString((Integer) a.get("mode") & 0777) + " " + a.get("uid"), f);
        }
        for (String out : outputs) {
            assertFalse(out.contains(PASSWORD), "a stage printed the bind password");
        }
        String command = bed.stages().renderCommand("directory", params("ldaps://" + directoryIp));
        assertFalse(command.contains(PASSWORD), "the command line holds the bind password");
    }

    /**
     * users.directory.allowGroups: SSSD's access check (access_provider simple, simple_allow_groups)
     * refuses a directory user outside the groups. Asked as sshd asks it on Oracle Linux (UsePAM
     * yes; authselect's sssd profile puts pam_sss in the account stack): pam_acct_mgmt(3) for PAM
     * service sshd, called through libpam by {@link #PAM_ACCOUNT} (sssctl user-checks would do the
     * same but needs a system bus the bed's hosts do not run). The bed's sshd itself runs without
     * PAM, so a refused ssh login is not shown here.
     */
    @Test
    @Order(6)
    void aDirectoryUserOutsideTheAllowedGroupsIsRefusedBySssdsAccessCheck() {
        TestBed.StageRun r = directory("ldaps://" + directoryIp, PASSWORD);
        assertEquals(0, r.exitCode(), r.describe());
        for (TestBed.Host h : bed.hosts()) {
            // bob is a user of the directory (he resolves), only not a member of ml
            assertEquals(
                    "70002:70001",
                    asRoot(h, "getent passwd bob | cut -d: -f3,4").strip(),
                    "bob resolves on " + h.name());
            String bob = asRoot(h, "sudo python3 -c " + Machine.shellQuote(PAM_ACCOUNT) + " bob 2>&1 || true");
            assertTrue(bob.contains("pam_acct_mgmt: Permission denied"), "bob (not in ml) on " + h.name() + ": " + bob);
            String alice = asRoot(h, "sudo python3 -c " + Machine.shellQuote(PAM_ACCOUNT) + " alice 2>&1 || true");
            assertTrue(alice.contains("pam_acct_mgmt: Success"), "alice (in ml) on " + h.name() + ": " + alice);
        }
    }

    /**
     * A Slurm node in directory mode: its sshd must hand every user to pam_slurm_adopt (no module
     * short-circuiting the account stack before it) and include no pam_systemd (Slurm's
     * pam_slurm_adopt.shtml). The first node gets slurm-pam_slurm's module (the bed's stand-in) and
     * the Slurm node stage's PAM step (lib/slurm-lib.sh sl_pam_slurm_adopt, shipped code, run there);
     * a rerun of the directory stage keeps its custom authselect profile. Then the real libpam
     * (Debian's modules, the files OL9's sshd and authselect lay down) judges sshd's account phase: a
     * local account without a job (carol, as users.accounts makes one) and a directory user without
     * one are refused, the operator and root pass; on the second node (no Slurm) carol passes, as
     * the sssd profile's pam_localuser lets local users in. Not modelled: the adoption itself (the
     * bed's sshd runs without PAM, the bed's slurmd without cgroups, and this group runs no
     * slurmd): that a session lands in the job's cgroup and sees only its GPUs is proven on
     * hardware only (ssh NODE cat /proc/self/cgroup during a job, docs/slurm.md).
     */
    @Test
    @Order(7)
    void onASlurmNodeSshdsAccountStackReachesPamSlurmAdoptAndIncludesNoPamSystemd() {
        TestBed.Host slurm = bed.node(0);
        TestBed.Host plain = bed.node(1);
        for (TestBed.Host h : List.of(slurm, plain)) {
            asRoot(h, "getent passwd carol >/dev/null || sudo -n useradd -m -s /bin/bash carol");
        }
        asRoot(slurm, "sudo -n install -D -m 0755 /dev/null /usr/lib64/security/pam_slurm_adopt.so");
        String changed = slurmPamStep(slurm);
        assertTrue(changed.contains("authselect custom/oci-gpu-cluster-sssd"), changed);
        assertEquals("", slurmPamStep(slurm).strip(), "a second run changes nothing");

        TestBed.StageRun r = directory("ldaps://" + directoryIp, PASSWORD);
        assertEquals(0, r.exitCode(), r.describe());
        assertEquals(0, r.node(slurm.name()).path("changed").size(), "the custom profile stays: " + r.describe());
        assertEquals(
                "Profile ID: custom/oci-gpu-cluster-sssd|Enabled features:|- with-mkhomedir",
                String.join(
                        "|", asRoot(slurm, "authselect current").strip().lines().toList()));
        assertEquals(
                "Profile ID: sssd|Enabled features:|- with-mkhomedir",
                String.join(
                        "|", asRoot(plain, "authselect current").strip().lines().toList()));

        assertEquals("pam_acct_mgmt: Permission denied", account(slurm, "carol"), "a local user without a job");
        assertEquals("pam_acct_mgmt: Permission denied", account(slurm, "alice"), "a directory user without a job");
        assertEquals("pam_acct_mgmt: Success", account(slurm, "opc"), "the operator");
        assertEquals("pam_acct_mgmt: Success", account(slurm, "root"), "root");
        assertEquals("pam_acct_mgmt: Success", account(plain, "carol"), "no Slurm: pam_localuser lets her in");

        String slurmSession = sessionModules(slurm);
        assertFalse(slurmSession.contains("pam_systemd.so"), "sshd's session stack on the Slurm node: " + slurmSession);
        assertTrue(slurmSession.contains("pam_unix.so"), slurmSession);
        assertTrue(sessionModules(plain).contains("pam_systemd.so"), "the check sees pam_systemd where it is");
        String sshd = asRoot(slurm, "cat /etc/pam.d/sshd");
        assertTrue(
                sshd.contains(
                        "-account    sufficient   pam_slurm_adopt.so action_adopt_failure=deny action_generic_failure=deny\n"),
                sshd);
    }

    /** The Slurm node stage's PAM step (shipped lib/managed-block.sh and lib/slurm-lib.sh) on HOST; what it changed. */
    private static String slurmPamStep(TestBed.Host host) {
        try {
            String script = "set -euo pipefail\nsay() { echo \"$*\" >&2; }\n"
                    + Files.readString(ocigpucluster.bootstrap.ShippedBootstrap.source("lib/managed-block.sh"))
                    + "\n" + Files.readString(ocigpucluster.bootstrap.ShippedBootstrap.source("lib/slurm-lib.sh"))
                    + "\nsl_pam_slurm_adopt\nprintf '%s\\n' \"${SL_CHANGED[@]}\"\n";
            String b64 = java.util.Base64.getEncoder()
                    .encodeToString(script.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return asRoot(
                    host,
                    "echo " + b64
                            + " | base64 -d > /tmp/ocitb-pam.sh && bash /tmp/ocitb-pam.sh; rc=$?; rm -f /tmp/ocitb-pam.sh; exit $rc");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String account(TestBed.Host h, String user) {
        return asRoot(h, "sudo python3 -c " + Machine.shellQuote(PAM_ACCOUNT) + " " + user + " 2>&1 || true")
                .strip();
    }

    /**
     * The modules of sshd's session stack as libpam reads it: /etc/pam.d/sshd with every include and
     * substack followed (pam.conf(5)), one module a line.
     */
    private static String sessionModules(TestBed.Host h) {
        String program = String.join(
                "\n",
                "def stack(service, kind):",
                "    out = []",
                "    for line in open('/etc/pam.d/' + service):",
                "        f = line.split()",
                "        if len(f) < 3 or f[0].startswith('#') or f[0].lstrip('-') != kind:",
                "            continue",
                "        if f[1] in ('include', 'substack'):",
                "            out += stack(f[2], kind)",
                "            continue",
                "        rest = line.strip().split(None, 1)[1]",
                "        rest = rest[rest.index(']') + 1:] if rest.startswith('[') else rest.split(None, 1)[1]",
                "        out.append(rest.split()[0])",
                "    return out",
                "print(chr(10).join(stack('sshd', 'session')))");
        return asRoot(h, "python3 -c " + Machine.shellQuote(program));
    }

    /** pam_start("sshd", USER) and pam_acct_mgmt through libpam (pam(3)); prints "pam_acct_mgmt: <pam_strerror>". */
    private static final String PAM_ACCOUNT = String.join(
            "\n",
            "import ctypes, sys",
            "pam = ctypes.CDLL('libpam.so.0')",
            "CONV = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)",
            "class Conv(ctypes.Structure):",
            "    _fields_ = [('conv', CONV), ('appdata', ctypes.c_void_p)]",
            "no_prompt = CONV(lambda n, m, r, d: 19)  # PAM_CONV_ERR: the account phase asks nothing",
            "conv, h = Conv(no_prompt, None), ctypes.c_void_p()",
            "assert pam.pam_start(b'sshd', sys.argv[1].encode(), ctypes.byref(conv), ctypes.byref(h)) == 0",
            "rc = pam.pam_acct_mgmt(h, 0)",
            "pam.pam_strerror.restype = ctypes.c_char_p",
            "print('pam_acct_mgmt: ' + pam.pam_strerror(h, rc).decode())",
            "pam.pam_end(h, rc)");

    private static String asRoot(TestBed.Host h, String command) {
        return h == bed.bastion() ? bed.onBastion(command) : bed.onNode(h, command);
    }

    private static List<String> hostNames() {
        return bed.hosts().stream().map(TestBed.Host::name).toList();
    }

    /** ssh as the directory's user with the key the directory holds, straight from this machine. */
    private static String asAlice(TestBed.Host h, String command) {
        Machine.Result r = Machine.exec(
                List.of(
                        "ssh",
                        "-i",
                        bedDir.resolve("directory/alice_key").toString(),
                        "-o",
                        "IdentitiesOnly=yes",
                        "-o",
                        "UserKnownHostsFile=/dev/null",
                        "-o",
                        "StrictHostKeyChecking=no",
                        "-o",
                        "BatchMode=yes",
                        "-o",
                        "ConnectTimeout=5",
                        "-o",
                        "LogLevel=ERROR",
                        "alice@" + h.ip(),
                        command),
                "",
                30);
        assertEquals(0, r.exitCode(), "alice's login to " + h.name() + ": " + r.stderr());
        return r.stdout();
    }

    /** Every host's state without what sssd itself writes while it runs (its cache and logs). */
    private static Map<String, String> hostState() {
        Map<String, String> all = new TreeMap<>(bed.allStateEntries());
        all.keySet().removeIf(k -> k.matches("hosts/[^/]+/upper/var/(lib/sss|log/sssd)(/.*)?"));
        return all;
    }

    private static Map<String, String> restarts() {
        return bed.restarts("sssd");
    }
}
