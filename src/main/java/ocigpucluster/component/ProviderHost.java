package ocigpucluster.component;

import com.pulumi.provider.internal.ResourceProviderService;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Serves {@link ClusterProvider} to the Pulumi engine. The engine starts a provider plugin with
 * the engine's address as its one argument, besides logging flags (Pulumi's plugin protocol; the
 * SDK's {@code ComponentProviderHost} reads the same arguments), and reads the port the provider
 * listens on from its first line of output ({@code ResourceProviderService} prints it). The SDK's
 * own host serves components found by reflection over their argument classes; this one serves the
 * schema derived from the configuration's declarations, so the keys are written once.
 */
public final class ProviderHost {
    private ProviderHost() {}

    /**
     * The engine's address when these are a provider plugin's arguments ({@code 127.0.0.1:40123}
     * and optionally {@code --logtostderr}, {@code -v=N}, {@code --logflow}, {@code --tracing X});
     * empty for anything else (a CLI command).
     */
    public static Optional<String> engineAddress(String[] args) {
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--logtostderr") || a.startsWith("-v=") || a.equals("--logflow")) {
                continue;
            }
            if (a.equals("--tracing")) {
                i++;
                continue;
            }
            rest.add(a);
        }
        return rest.size() == 1 && rest.get(0).matches("[A-Za-z0-9.\\[\\]:-]+:[0-9]{1,5}")
                ? Optional.of(rest.get(0))
                : Optional.empty();
    }

    /** Serves until the engine shuts the provider down. */
    public static void serve(String engineAddress) throws java.io.IOException, InterruptedException {
        new ResourceProviderService(engineAddress, new ClusterProvider()).startAndBlockUntilShutdown();
    }
}
