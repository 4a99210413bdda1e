package ocigpucluster.preview;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * CPU time of the JVM's own threads (JIT compilers, garbage collector, VM thread), read from
 * Linux's per-thread accounting: {@code /proc/self/task/TID/comm} names the thread and fields 14
 * and 15 of {@code /proc/self/task/TID/stat} are its user and system time in clock ticks
 * (proc(5)). These threads live as long as the JVM, so the difference of two readings is their
 * CPU in between; Java threads, the runner's among them, are left out on purpose.
 */
final class JvmThreadsCpu {
    /** HotSpot's names for its internal threads, as /proc shows them (15 characters at most). */
    private static final Pattern INTERNAL =
            Pattern.compile("C[12] CompilerThre.*|GC Thread#.*|G1 .*|VM Thread|VM Periodic Tas.*|Sweeper thread");

    /** USER_HZ: 100 on every Linux architecture the JDK runs on (times(2), sysconf(_SC_CLK_TCK)). */
    private static final long NANOS_PER_TICK = 10_000_000L;

    private JvmThreadsCpu() {}

    static long nanos() {
        try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
            return tasks.mapToLong(JvmThreadsCpu::internalTicks).sum() * NANOS_PER_TICK;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long internalTicks(Path task) {
        try {
            if (!INTERNAL.matcher(Files.readString(task.resolve("comm")).strip())
                    .matches()) {
                return 0;
            }
            String stat = Files.readString(task.resolve("stat"));
            // the name in field 2 may hold spaces; the fields after it start past its ')'
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(f[11]) + Long.parseLong(f[12]); // fields 14 and 15
        } catch (IOException e) {
            return 0; // a thread that ended between the listing and the read
        }
    }
}
