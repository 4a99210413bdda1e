package ocigpucluster.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.pulumi.core.Output;
import com.pulumi.core.internal.Internal;
import com.pulumi.core.internal.OutputData;
import com.pulumi.core.internal.OutputInternal;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import ocigpucluster.settings.Secrecy;
import org.junit.jupiter.api.Test;

/** The one check every input and output passes through, on values a mock engine never produces. */
class SecretInputsTest {
    private static final SecretInputs POOL =
            new SecretInputs(new Secrecy(Map.of("cluster.poolName", List.of("zzpool")), null));

    private static OutputData<?> data(Output<?> o) {
        return Internal.of(o).getDataAsync().join();
    }

    @Test
    void aValueHoldingAMarkedTextAnywhereBecomesSecretWithItsValueKept() {
        String cloudConfig = Base64.getEncoder().encodeToString("runcmd:\n  - hostname inst-1-zzpool\n".getBytes());
        for (Object value : List.of("inst-abcde-zzpool", List.of("a", Map.of("k", "x zzpool y")), cloudConfig)) {
            OutputData<?> d = data(POOL.secretWhenMarked(Output.of(value)));
            assertTrue(d.isSecret(), value + " is not secret");
            assertEquals(value, d.getValueNullable());
        }
    }

    @Test
    void otherValuesStayAsTheyWere() {
        // a longer word that holds the text is another value: zzpoolx, or the text inside an OCID part
        for (Object value : List.of("zzpoolx", "gpu", 2, List.of("a"))) {
            OutputData<?> d = data(POOL.secretWhenMarked(Output.of(value)));
            assertFalse(d.isSecret(), value + " became secret");
        }
    }

    @Test
    void anUnknownValueStaysUnknownAndASecretStaysSecret() {
        // a real `pulumi preview`: an id not yet known; the mock engine always knows them
        OutputData<?> unknown = data(POOL.secretWhenMarked(new OutputInternal<String>(OutputData.<String>unknown())));
        assertFalse(unknown.isKnown());
        assertFalse(unknown.isSecret());
        assertTrue(data(POOL.secretWhenMarked(Output.ofSecret("gpu"))).isSecret());
    }

    @Test
    void aMarkedNumberIsMatchedAsANumberOnly() {
        SecretInputs count = new SecretInputs(new Secrecy(Map.of("cluster.nodeCount", List.of("3")), null));
        assertTrue(data(count.secretWhenMarked(Output.of(3))).isSecret());
        assertTrue(data(count.secretWhenMarked(Output.of(3.0))).isSecret());
        assertFalse(data(count.secretWhenMarked(Output.of(30))).isSecret());
    }
}
