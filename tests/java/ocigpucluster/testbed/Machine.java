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

    /** The real Slurm daemons and what the stages build the Pyxis stand-in with: fail, never skip. */
    static void requireSlurm() {
        for (String tool : List.of(
                "/usr/sbin/slurmctld",
                "/usr/sbin/slurmd",
                "/usr/bin/sinfo",
                "/usr/sbin/munged",
                "/usr/include/slurm/spank.h",
                "/usr/bin/gcc",
                "/usr/bin/make",
                // what Debian's mpi/pmix plugin dlopens for srun --mpi=pmix (the NCCL job's MPI)
                "/usr/lib/x86_64-linux-gnu/pmix2/lib/libpmix.so",
                // the Slurm stage repacks Slurm's source with tar -cjf on the bastion
                "/usr/bin/bzip2")) {
            if (!Files.exists(Path.of(tool))) {
                throw new AssertionError(
                        "the Slurm test bed needs " + tool
                                + ": apt-get install -y slurmctld slurmd slurm-client libpmix2 libpmix-dev libslurm-dev munge gcc make libc6-dev bzip2");
            }
        }
    }

    /** The accounting group's real MariaDB and slurmdbd (Debian's packages). */
    static void requireAccounting() {
        for (String tool :
                List.of("/usr/sbin/slurmdbd", "/usr/sbin/mariadbd", "/usr/bin/mariadb-install-db", "/usr/bin/mysql")) {
            if (!Files.exists(Path.of(tool))) {
                throw new AssertionError(
                        "the accounting test bed needs " + tool + ": apt-get install -y slurmdbd mariadb-server");
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
