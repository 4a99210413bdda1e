package ocigpucluster.component;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** How the jar tells the engine starting it as a provider plugin from a command line. */
class ProviderHostTest {
    @Test
    void theEnginesAddressWithLoggingFlagsIsAProviderStart() {
        // the arguments the engine passes a plugin (the SDK's ComponentProviderHost reads the same)
        assertEquals(Optional.of("127.0.0.1:40123"), ProviderHost.engineAddress(new String[] {"127.0.0.1:40123"}));
        assertEquals(Optional.of("127.0.0.1:40123"), ProviderHost.engineAddress(new String[] {
            "--logtostderr", "-v=9", "--tracing", "127.0.0.1:9999", "--logflow", "127.0.0.1:40123"
        }));
        assertEquals(Optional.of("[::1]:40123"), ProviderHost.engineAddress(new String[] {"[::1]:40123"}));
    }

    @Test
    void aCommandIsNotAProviderStart() {
        for (String[] args : new String[][] {
            {}, {"validate"}, {"preview", "--stack", "dev"}, {"--version"}, {"localhost:1", "x"}, {"docs:write"}
        }) {
            assertEquals(Optional.empty(), ProviderHost.engineAddress(args), String.join(" ", args));
        }
    }
}
