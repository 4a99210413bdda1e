package ocigpucluster.ondemand;

import com.pulumi.Config;
import com.pulumi.core.Output;
import com.pulumi.oci.Provider;
import com.pulumi.oci.ProviderArgs;
import com.pulumi.resources.CustomResourceOptions;
import java.util.Optional;
import java.util.function.Function;

/**
 * The explicit OCI provider for the tenancy's home region, where OCI accepts identity resources
 * (dynamic groups, policies). Pulumi's default provider reads the stack's {@code oci:*}
 * configuration, an explicit one does not ("Configuration file settings are only used by the
 * default provider. If you instantiate a custom provider object, it will not read values from the
 * stack configuration": Pulumi docs, "Configuration"; by design for every bridged provider, as
 * Pulumi's maintainers answered for the AWS provider), and the OCI provider itself falls back only to environment
 * variables and ~/.oci/config (terraform-provider-oci internal/provider/provider.go). So the
 * credentials a user set as {@code oci:*} stack configuration are copied here; without them this
 * provider would sign as whoever ~/.oci/config names, or not at all.
 */
public final class HomeRegion {
    private HomeRegion() {}

    /** The provider for {@code iam.homeRegion}, with the stack's {@code oci:*} credentials. */
    public static Provider provider(String name, Iam iam, CustomResourceOptions.Builder options) {
        Config oci = Config.of("oci");
        return new Provider(name, args(iam.homeRegion(), oci::get), options.build());
    }

    /**
     * The provider's arguments: the home region, and each credential key that {@code stackValue}
     * (the {@code oci:} namespace of the stack's configuration) has.
     */
    static ProviderArgs args(String homeRegion, Function<String, Optional<String>> stackValue) {
        ProviderArgs.Builder b = ProviderArgs.builder().region(homeRegion);
        stackValue.apply("auth").ifPresent(b::auth);
        stackValue.apply("configFileProfile").ifPresent(b::configFileProfile);
        stackValue.apply("tenancyOcid").ifPresent(b::tenancyOcid);
        stackValue.apply("userOcid").ifPresent(b::userOcid);
        stackValue.apply("fingerprint").ifPresent(b::fingerprint);
        stackValue.apply("privateKeyPath").ifPresent(b::privateKeyPath);
        stackValue.apply("privateKey").ifPresent(v -> b.privateKey(Output.ofSecret(v)));
        stackValue.apply("privateKeyPassword").ifPresent(v -> b.privateKeyPassword(Output.ofSecret(v)));
        return b.build();
    }
}
