package ocigpucluster.standin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.pulumi.deployment.InvokeOptions;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ProvidersTest {

    @Test
    void versionsComeFromTheFilteredPluginJson() {
        assertEquals("4.20.0", Providers.version("oci"));
        assertEquals("1.2.1", Providers.version("command"));
        assertEquals("5.5.1", Providers.version("tls"));
    }

    @Test
    void missingPluginJsonIsAClearError() {
        var e = assertThrows(IllegalStateException.class, () -> Providers.version("nosuchprovider"));
        assertTrue(e.getMessage().contains("com/pulumi/nosuchprovider/plugin.json"), e.getMessage());
    }

    @Test
    void defaultsApplyWithoutCallerOptions() {
        var o = Providers.resourceOptions("command", null, List.of("connection"));
        assertEquals(Optional.of("1.2.1"), o.getVersion());
        assertEquals(List.of("connection"), o.getAdditionalSecretOutputs());
    }

    @Test
    void callerScalarsWinAndListsAddUp() {
        var user = CustomResourceOptions.builder()
                .version("9.9.9")
                .additionalSecretOutputs("stdout")
                .protect(true)
                .build();
        var o = Providers.resourceOptions("command", user, List.of("connection"));
        assertEquals(Optional.of("9.9.9"), o.getVersion());
        assertEquals(Optional.of(true), o.getProtect());
        assertTrue(
                o.getAdditionalSecretOutputs().containsAll(List.of("connection", "stdout")),
                o.getAdditionalSecretOutputs().toString());
    }

    @Test
    void invokeOptionsGetTheVersionUnlessTheCallerSetOne() {
        assertEquals(Optional.of("4.20.0"), Providers.invokeOptions("oci", null).getVersion());
        assertEquals(
                Optional.of("4.20.0"),
                Providers.invokeOptions("oci", InvokeOptions.Empty).getVersion());
        var custom = new InvokeOptions(null, null, null, "https://plugins.example/oci");
        var merged = Providers.invokeOptions("oci", custom);
        assertEquals(Optional.of("4.20.0"), merged.getVersion());
        assertEquals(Optional.of("https://plugins.example/oci"), merged.getPluginDownloadURL());
        var pinned = new InvokeOptions(null, null, "4.19.0");
        assertEquals(
                Optional.of("4.19.0"), Providers.invokeOptions("oci", pinned).getVersion());
    }
}
