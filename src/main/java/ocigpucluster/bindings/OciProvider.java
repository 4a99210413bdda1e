package ocigpucluster.bindings;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.ProviderResource;
import com.pulumi.resources.ResourceArgs;

/**
 * An explicit OCI provider ({@code pulumi:providers:oci}) for one region: the identity resources
 * of the on-demand partition live in the tenancy and OCI accepts them only in the home region
 * (Oracle, "Managing Regions": "IAM resources ... are created in the home region"). Only the
 * {@code region} key of the reference schema's providerConfig ({@code oci:region}) is set; every
 * other setting (credentials) comes from the environment like the default provider's.
 */
public final class OciProvider extends ProviderResource {

    public OciProvider(String name, String region, CustomResourceOptions options) {
        super("oci", name, new Args(region), Providers.resourceOptions("oci", options, java.util.List.of()));
    }

    /** The provider's inputs: {@code region} (a string, so sent as is, not JSON-encoded). */
    public static final class Args extends ResourceArgs {
        @Import(name = "region")
        private final Output<String> region;

        Args(String region) {
            this.region = Output.of(region);
        }
    }
}
