package ocigpucluster.testbed;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The machine the beds run on: whether it has what a bed needs (root, namespaces, sshd; for
 * Slurm the real daemons), and commands run on it, bounded, with their output.
 */
final class Machine {
    private Machine() {}

    /**
     * The pinned Slurm built for the bed once per machine (tests/testbed/features/slurm/prepare.sh:
     * from the archive in ../shared/sources that versions.env pins, under a lock, so the beds that
     * start at once build it once; a second run finds it cached), and munged, which the hosts run
     * as OL9's munge: fail, never skip, naming what is missing.
     */
    static void requireSlurm() {
        if (!Files.exists(Path.of("/usr/sbin/munged"))) {
            throw new AssertionError("the Slurm test bed needs /usr/sbin/munged: bash .ci/install-test-tools");
        }
        Result r = exec(List.of("bash", "tests/testbed/features/slurm/prepare.sh"), "", PREPARE_SECONDS);
        if (r.exitCode() != 0) {
            throw new AssertionError("the bed's Slurm is not there and could not be built:\n" + tail(r.stderr(), 6000));
        }
    }

    /**
     * How long a bed waits for the machine's Slurm build (prepare.sh): about 5 minutes on 2 quiet
     * cores, 12 at a load average of 20-30; CI builds it before the tests (.ci/install-test-tools).
     */
    private static final long PREPARE_SECONDS = 45 * 60;

    /** The accounting group's real MariaDB (Debian's package; slurmdbd is the bed's build of the pinned Slurm). */
    static void requireAccounting() {
        for (String tool : List.of("/usr/sbin/mariadbd", "/usr/bin/mariadb-install-db", "/usr/bin/mysql")) {
            if (!Files.exists(Path.of(tool))) {
                throw new AssertionError(
                        "the accounting test bed needs " + tool + ": apt-get install -y mariadb-server");
            }
        }
    }

    /** Root, namespaces and sshd are required: fail (never skip) and say how to get them. */
    static void preflight() {
        String uid = output(List.of("id", "-u"));
        if (!uid.strip().equals("0")) {
            throw new AssertionError(
                    "the SSH test bed needs root (network and mount namespaces); run the tests as root");
        }
        for (String tool : List.of(
                "/usr/sbin/sshd",
                "/usr/bin/ssh",
                "/usr/bin/ssh-keygen",
                "/usr/bin/unshare",
                "/usr/bin/sudo",
                "/usr/bin/python3",
                "/usr/bin/setsid",
                "/usr/bin/timeout")) {
            if (!Files.isExecutable(Path.of(tool))) {
                throw new AssertionError(
                        "the SSH test bed needs " + tool
                                + ": apt-get install -y openssh-server openssh-client util-linux sudo python3 coreutils iproute2");
            }
        }
        if (!Files.isExecutable(Path.of("/usr/sbin/ip")) && !Files.isExecutable(Path.of("/usr/bin/ip"))) {
            throw new AssertionError("the SSH test bed needs ip: apt-get install -y iproute2");
        }
    }

    record Result(int exitCode, String stdout, String stderr) {}

    static void run(List<String> command, long timeoutSeconds) {
        Result r = exec(command, "", timeoutSeconds);
        if (r.exitCode() != 0) {
            throw new AssertionError(String.join(" ", command) + " failed (" + r.exitCode() + "): " + r.stderr());
        }
    }

    static Result exec(List<String> command, String stdin, long timeoutSeconds) {
        try {
            Path out = Files.createTempFile("ocitb-out", ".txt");
            Path err = Files.createTempFile("ocitb-err", ".txt");
            try {
                Process p = new ProcessBuilder(command)
                        .redirectOutput(out.toFile())
                        .redirectError(err.toFile())
                        .start();
                try (OutputStream in = p.getOutputStream()) {
                    in.write(stdin.getBytes(StandardCharsets.UTF_8));
                } catch (IOException closedEarly) {
                    // the command did not read its stdin
                }
                if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                    p.descendants().forEach(ProcessHandle::destroyForcibly);
                    p.destroyForcibly();
                    p.waitFor(10, TimeUnit.SECONDS);
                    throw new AssertionError(String.join(" ", command.subList(0, Math.min(3, command.size())))
                            + " did not finish within " + timeoutSeconds + " s\n" + tail(Files.readString(err), 4000));
                }
                return new Result(p.exitValue(), Files.readString(out), Files.readString(err));
            } finally {
                Files.deleteIfExists(out);
                Files.deleteIfExists(err);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    static String output(List<String> command) {
        return exec(command, "", 30).stdout();
    }

    static String shellQuote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    static String lastLine(String s) {
        List<String> lines = s.lines().filter(l -> !l.isBlank()).toList();
        return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    }

    static String tail(String s, int chars) {
        return s.length() <= chars ? s : "..." + s.substring(s.length() - chars);
    }
}
