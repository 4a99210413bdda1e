package ocigpucluster.nocapacity;

import java.time.Duration;

/**
 * The capacity guard's commands exactly as its local Commands run them ({@link
 * CapacityGuard#command}), for the fake-cloud tests in another package.
 */
public final class CapacityGuardForTests {
    private CapacityGuardForTests() {}

    public static String preflight(String compartment, String ad, String shape, int nodes, String name) {
        return preflight(compartment, ad, shape, nodes, name, false);
    }

    /** With {@code reserved}: the nodes launch into a capacity reservation. */
    public static String preflight(
            String compartment, String ad, String shape, int nodes, String name, boolean reserved) {
        return preflight(compartment, ad, shape, nodes, name, reserved, "ap-tokyo-1");
    }

    /** With the stack's region (oci:region; empty: the CLI profile's). */
    public static String preflight(
            String compartment, String ad, String shape, int nodes, String name, boolean reserved, String region) {
        return CapacityGuard.command(
                CapacityGuard.PREFLIGHT,
                CapacityGuard.parameters(target(compartment, shape, nodes, name, reserved), ad, region));
    }

    /** With a placement: the group's hpcIslandId and networkBlockIds. */
    public static String placedPreflight(
            String compartment,
            String ad,
            String shape,
            int nodes,
            String name,
            boolean reserved,
            String island,
            java.util.List<String> blocks) {
        return CapacityGuard.command(
                CapacityGuard.PREFLIGHT,
                CapacityGuard.parameters(
                        new ocigpucluster.compute.PoolGuard.Target(
                                compartment, null, shape, nodes, name, "dev", reserved, island, blocks),
                        ad,
                        "ap-tokyo-1"));
    }

    public static String watch(
            String compartment, String ad, String shape, int nodes, String name, String config, Duration bound) {
        return CapacityGuard.command(
                CapacityGuard.WATCH,
                CapacityGuard.watchParameters(
                        target(compartment, shape, nodes, name, false), ad, config, bound, "ap-tokyo-1"));
    }

    /** The pool wait, as its local Command runs it after the network's create or resize. */
    public static String poolWait(
            String compartment,
            String clusterNetworkId,
            String name,
            String pool,
            int nodes,
            Duration bound,
            int poll) {
        return CapacityGuard.command(
                        CapacityGuard.POOL_WAIT,
                        CapacityGuard.waitParameters(
                                new ocigpucluster.compute.PoolGuard.Target(
                                        compartment, null, "BM.GPU4.8", nodes, name, pool, false),
                                clusterNetworkId,
                                bound,
                                "ap-tokyo-1"))
                .replace("POLL_SECONDS='" + CapacityGuard.POLL_SECONDS + "'", "POLL_SECONDS='" + poll + "'");
    }

    public static int pollSeconds() {
        return CapacityGuard.POLL_SECONDS;
    }

    private static ocigpucluster.compute.PoolGuard.Target target(
            String compartment, String shape, int nodes, String name, boolean reserved) {
        return new ocigpucluster.compute.PoolGuard.Target(compartment, null, shape, nodes, name, "dev", reserved);
    }
}
