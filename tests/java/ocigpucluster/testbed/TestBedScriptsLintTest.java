package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The test bed's own scripts and fakes are held to the project's shell standard; its groups run their tests in order. */
@Tag("process")
class TestBedScriptsLintTest {

    @Test
    void everyTestBedScriptIsShellcheckClean() throws IOException {
        if (!Files.isExecutable(Path.of("/usr/bin/shellcheck"))) {
            throw new AssertionError("shellcheck is missing: apt-get install -y shellcheck");
        }
        List<String> cmd = new ArrayList<>(List.of("shellcheck", "-x"));
        try (Stream<Path> files = Files.walk(Path.of("tests/testbed"))) {
            // not shell: data files (a feature's debian-packages list too), the packages' config
            // files, the Pyxis stand-in's C source and Makefile (the Slurm stages build it with
            // -Wall -Werror), the nodes' cgroup view's C source (lib/cgroup2-view.c: bed.sh builds it
            // with -Wall -Werror)
            files.filter(Files::isRegularFile)
                    .filter(p -> !p.toString().endsWith(".md")
                            && !p.toString().endsWith(".tsv")
                            && !p.endsWith("debian-packages")
                            && !p.toString().endsWith(".conf")
                            && !p.toString().endsWith(".py")
                            && !p.toString().endsWith(".c")
                            && !p.startsWith("tests/testbed/fakes/pyxis"))
                    .map(Path::toString)
                    .sorted()
                    .forEach(cmd::add);
        }
        assertTrue(cmd.size() > 20, "the fakes were found: " + cmd);
        Machine.Result r = Machine.exec(cmd, "", 60);
        assertEquals(0, r.exitCode(), r.stdout() + r.stderr());
    }

    /** The cloud's Python (the fake OCI CLI is Python, as the real one is) compiles; nothing is written. */
    @Test
    void everyTestBedPythonFileCompiles() throws IOException {
        List<String> cmd = new ArrayList<>(List.of(
                "python3", "-B", "-c", "import sys\nfor f in sys.argv[1:]: compile(open(f).read(), f, 'exec')"));
        try (Stream<Path> files = Files.walk(Path.of("tests/testbed"))) {
            files.filter(p -> p.toString().endsWith(".py"))
                    .map(Path::toString)
                    .sorted()
                    .forEach(cmd::add);
        }
        assertTrue(cmd.size() >= 5, "the cloud's Python files were found: " + cmd);
        Machine.Result r = Machine.exec(cmd, "", 60);
        assertEquals(0, r.exitCode(), r.stdout() + r.stderr());
    }

    @Test
    void everyTestBedScriptIsStrictBash() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("tests/testbed"))) {
            for (Path p : files.filter(Files::isRegularFile)
                    .filter(Files::isExecutable)
                    .toList()) {
                String text = Files.readString(p);
                if (text.startsWith("#!/bin/sh")) {
                    continue;
                }
                // a fake that sources lib/fake.sh runs thousands of times a build: #!/bin/bash (where
                // both Oracle Linux 9 and Debian have it) spares env's exec on every call
                boolean fake = text.contains("/lib/fake.sh");
                assertTrue(
                        text.startsWith("#!/usr/bin/env bash\n") || (fake && text.startsWith("#!/bin/bash\n")),
                        p + " starts with #!/usr/bin/env bash" + (fake ? " or #!/bin/bash" : ""));
                boolean tiny = text.lines().count() <= 3; // one-line stand-ins such as apt-get
                assertTrue(
                        tiny || text.contains("set -euo pipefail") || text.contains("/lib/fake.sh"),
                        p + " runs with set -euo pipefail (directly or through lib/fake.sh)");
            }
        }
    }

    /**
     * SshTestBedTest runs its groups at once (@Execution(CONCURRENT), inherited by its children);
     * a group's own tests share one bed and must run one after another, which JUnit does for a
     * class with a method orderer (its children default to SAME_THREAD) and no @Execution of its own.
     */
    @Test
    void everyBedGroupRunsItsTestsOneAfterAnother() {
        Class<?>[] groups = SshTestBedTest.class.getDeclaredClasses();
        assertTrue(groups.length >= 6, "the groups were found");
        for (Class<?> group : groups) {
            assertTrue(group.isAnnotationPresent(org.junit.jupiter.api.Nested.class), group + " is @Nested");
            assertTrue(
                    group.isAnnotationPresent(org.junit.jupiter.api.TestMethodOrder.class),
                    group.getSimpleName()
                            + " (or its scenario) needs @TestMethodOrder: without it its tests would run at once");
            assertFalse(
                    group.isAnnotationPresent(org.junit.jupiter.api.parallel.Execution.class),
                    group.getSimpleName() + " must not set @Execution: it would apply to its tests too");
        }
    }
}
