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
        return CapacityGuard.command(
                CapacityGuard.PREFLIGHT,
                CapacityGuard.parameters(target(compartment, shape, nodes, name, reserved), ad));
    }

    public static String watch(
            String compartment, String ad, String shape, int nodes, String name, String config, Duration bound) {
        return CapacityGuard.command(
                CapacityGuard.WATCH,
                CapacityGuard.watchParameters(target(compartment, shape, nodes, name, false), ad, config, bound));
    }

    public static int pollSeconds() {
        return CapacityGuard.POLL_SECONDS;
    }

    private static ocigpucluster.compute.PoolGuard.Target target(
            String compartment, String shape, int nodes, String name, boolean reserved) {
        return new ocigpucluster.compute.PoolGuard.Target(compartment, null, shape, nodes, name, reserved);
    }
}
