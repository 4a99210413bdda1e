package ocigpucluster.ondemand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.pulumi.core.Output;
import com.pulumi.core.internal.Internal;
import com.pulumi.core.internal.OutputData;
import com.pulumi.oci.ProviderArgs;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The home-region provider carries the credentials the user set as {@code oci:*} stack
 * configuration: an explicit provider does not read them ("Configuration file settings are only
 * used by the default provider", Pulumi docs "Configuration").
 */
class HomeRegionTest {
    private static <T> OutputData<T> data(Output<T> o) throws Exception {
        return Internal.of(o).getDataAsync().get();
    }

    private static String value(Optional<Output<String>> o) throws Exception {
        return data(o.orElseThrow()).getValueNullable();
    }

    @Test
    void theStacksOciCredentialsReachTheHomeRegionProviderAndTheKeyStaysSecret() throws Exception {
        Map<String, String> stack = Map.of(
                "tenancyOcid", "ocid1.tenancy.oc1..t",
                "userOcid", "ocid1.user.oc1..u",
                "fingerprint", "aa:bb",
                "privateKey", "-----BEGIN PRIVATE KEY-----\nMII\n-----END PRIVATE KEY-----\n",
                "privateKeyPassword", "pw",
                "region", "eu-frankfurt-1");
        ProviderArgs args = HomeRegion.args("us-ashburn-1", k -> Optional.ofNullable(stack.get(k)));
        assertEquals("us-ashburn-1", value(args.region()), "the home region, not the stack's");
        assertEquals("ocid1.tenancy.oc1..t", value(args.tenancyOcid()));
        assertEquals("ocid1.user.oc1..u", value(args.userOcid()));
        assertEquals("aa:bb", value(args.fingerprint()));
        assertTrue(data(args.privateKey().orElseThrow()).isSecret(), "the key stays a secret");
        assertTrue(data(args.privateKeyPassword().orElseThrow()).isSecret());
    }

    @Test
    void withoutStackCredentialsOnlyTheRegionIsSet() {
        ProviderArgs args = HomeRegion.args("ap-tokyo-1", k -> Optional.empty());
        assertTrue(args.tenancyOcid().isEmpty()
                && args.privateKey().isEmpty()
                && args.auth().isEmpty());
        assertTrue(args.region().isPresent());
    }
}
