package ocigpucluster.testbed;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;

/**
 * Who may start a bed, and when: at most {@link #SLOTS} beds run on the machine at once, across
 * JVMs and checkouts. A bed takes the first free slot K, an exclusive lock on
 * {@code /tmp/ocigpucluster-testbed.K.lock}, which is its instance (bridge ocitbK, namespaces
 * ocitbK-*, subnet 10.K.0.0/16, bed.sh). Within one JVM the waiting groups get free slots in
 * their @Order (README, "Build time").
 */
final class BedSlots {
    /**
     * Beds that may run at once on this machine. They mostly wait (bounds, retries, injected
     * delays): with 13 groups, three at once left the cores half idle and the bed phase past 5
     * minutes; five keep 2 cores busy without slowing each other's stage runs past their bounds
     * (README, "Build time").
     */
    static final int SLOTS = 5;
    /**
     * Held shared by every bed; a checkout from before bed instances (one fixed bridge and
     * machine-wide leftover checks) locks it exclusively, so it never runs beside one of these.
     */
    private static final Path SHARED_LOCK_FILE = Path.of("/tmp/ocigpucluster-testbed.lock");

    private static final Object SHARED_LOCK_GUARD = new Object();
    private static FileChannel sharedLockChannel;
    private static int sharedLockHolders;
    /** How long the JVM's first bed waits for the other groups JUnit starts with it, so the queue can order them. */
    private static final long GATHER_NANOS = 1_000_000_000L;
    /** Slots this JVM holds (a JVM may not lock one file twice, and closing a channel drops its locks). */
    private static final boolean[] HELD_SLOTS = new boolean[SLOTS];

    private BedSlots() {}

    /** Slot {@code number} of {@link #SLOTS}, locked through {@code channel}. */
    record Slot(int number, FileChannel channel) {}

    /**
     * Waits for this JVM's turn ({@code scenario}'s group @Order), then for a free slot on the
     * machine, and takes it with the shared lock; {@link #release} gives both back.
     */
    static Slot take(Class<?> scenario) {
        LocalQueue.acquire(groupOrder(scenario));
        Slot slot = null;
        try {
            acquireSharedLock();
            try {
                slot = acquireSlot();
            } finally {
                if (slot == null) {
                    releaseSharedLock();
                }
            }
        } finally {
            if (slot == null) {
                LocalQueue.release();
            }
        }
        return slot;
    }

    /** Joins every other bed in holding the shared lock (this JVM holds it once for all its beds). */
    private static void acquireSharedLock() {
        synchronized (SHARED_LOCK_GUARD) {
            if (sharedLockHolders == 0) {
                try {
                    FileChannel c = FileChannel.open(
                            SHARED_LOCK_FILE,
                            StandardOpenOption.CREATE,
                            StandardOpenOption.READ,
                            StandardOpenOption.WRITE);
                    try {
                        c.lock(0, Long.MAX_VALUE, true);
                    } catch (IOException | RuntimeException e) {
                        c.close();
                        throw e;
                    }
                    sharedLockChannel = c;
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            sharedLockHolders++;
        }
    }

    private static void releaseSharedLock() {
        synchronized (SHARED_LOCK_GUARD) {
            if (--sharedLockHolders == 0) {
                try {
                    sharedLockChannel.close(); // releases the lock
                } catch (IOException ignored) {
                    // the lock goes with the channel anyway
                }
                sharedLockChannel = null;
            }
        }
    }

    private static Path slotFile(int slot) {
        return Path.of("/tmp/ocigpucluster-testbed." + slot + ".lock");
    }

    /** The @Order of the SshTestBedTest group whose scenario is {@code scenario} (lowest first); last when none. */
    private static int groupOrder(Class<?> scenario) {
        for (Class<?> group : SshTestBedTest.class.getDeclaredClasses()) {
            if (scenario.isAssignableFrom(group) && group.isAnnotationPresent(org.junit.jupiter.api.Order.class)) {
                return group.getAnnotation(org.junit.jupiter.api.Order.class).value();
            }
        }
        return Integer.MAX_VALUE;
    }

    /**
     * This JVM's beds wait here for one of {@link #SLOTS}: a free slot goes to the waiting group
     * with the lowest @Order (SshTestBedTest orders its groups longest first, so the longest
     * start first and the short ones fill in). JUnit starts the groups at about the same moment
     * in no fixed order: the first bed waits {@link #GATHER_NANOS} for the others to queue.
     */
    private static final class LocalQueue {
        private static final Object LOCK = new Object();
        private static final java.util.PriorityQueue<long[]> WAITING = new java.util.PriorityQueue<>(
                Comparator.<long[]>comparingLong(w -> w[0]).thenComparingLong(w -> w[1]));
        private static int free = SLOTS;
        private static long firstRequest = -1;
        private static long requests;

        static void acquire(int order) {
            synchronized (LOCK) {
                long now = System.nanoTime();
                if (firstRequest < 0) {
                    firstRequest = now;
                }
                long[] me = {order, requests++};
                WAITING.add(me);
                try {
                    while (true) {
                        long gathering = GATHER_NANOS - (System.nanoTime() - firstRequest);
                        if (gathering > 0) {
                            LOCK.wait(gathering / 1_000_000 + 1);
                        } else if (free > 0 && WAITING.peek() == me) {
                            WAITING.poll();
                            free--;
                            LOCK.notifyAll();
                            return;
                        } else {
                            LOCK.wait();
                        }
                    }
                } catch (InterruptedException e) {
                    WAITING.remove(me);
                    LOCK.notifyAll();
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted while waiting for a test bed slot", e);
                }
            }
        }

        static void release() {
            synchronized (LOCK) {
                free++;
                LOCK.notifyAll();
            }
        }
    }

    /** Waits for a free slot on this machine and locks it. */
    private static Slot acquireSlot() {
        try {
            while (true) {
                for (int slot = 0; slot < SLOTS; slot++) {
                    synchronized (HELD_SLOTS) {
                        if (HELD_SLOTS[slot]) {
                            continue;
                        }
                        FileChannel c =
                                FileChannel.open(slotFile(slot), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                        if (c.tryLock() != null) {
                            HELD_SLOTS[slot] = true;
                            return new Slot(slot, c);
                        }
                        c.close(); // another process holds this slot
                    }
                }
                Thread.sleep(200);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a test bed slot", e);
        }
    }

    /** Frees a bed's slot, then its hold on the shared lock and its place in this JVM's queue; once only. */
    static void release(Slot slot) {
        synchronized (HELD_SLOTS) {
            if (!HELD_SLOTS[slot.number()]) {
                return;
            }
            try {
                slot.channel().close(); // releases the slot's lock
            } catch (IOException ignored) {
                // the lock goes with the channel anyway
            }
            HELD_SLOTS[slot.number()] = false;
        }
        releaseSharedLock();
        LocalQueue.release();
    }
}
