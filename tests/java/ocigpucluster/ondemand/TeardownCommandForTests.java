package ocigpucluster.ondemand;

/**
 * The on-demand clean-up's delete command exactly as the Command runs it on {@code pulumi
 * destroy} ({@link OnDemandTeardown#deleteCommand}), for the bed tests in another package.
 */
public final class TeardownCommandForTests {
    private TeardownCommandForTests() {}

    public static String deleteCommand(String compartmentId, String stackTagValue, String partition) {
        return OnDemandTeardown.deleteCommand(compartmentId, stackTagValue, partition);
    }

    public static int pollSeconds() {
        return OnDemandTeardown.POLL_SECONDS;
    }

    public static long waitSeconds() {
        return OnDemandTeardown.WAIT.toSeconds();
    }
}
