// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.identity;

import com.pulumi.core.Output;
import com.pulumi.core.TypeShape;
import com.pulumi.deployment.Deployment;
import com.pulumi.deployment.InvokeOptions;
import ocigpucluster.bindings.Providers;
import ocigpucluster.bindings.oci.identity.inputs.GetAvailabilityDomainsArgs;
import ocigpucluster.bindings.oci.identity.outputs.GetAvailabilityDomainsResult;

/** Output-form invokes of the identity module, shaped like the official SDK. */
public final class IdentityFunctions {
    private IdentityFunctions() {}

    /** Lists the availability domains visible to a compartment (pass the tenancy OCID). */
    public static Output<GetAvailabilityDomainsResult> getAvailabilityDomains(GetAvailabilityDomainsArgs args) {
        return getAvailabilityDomains(args, InvokeOptions.Empty);
    }

    /** Lists the availability domains visible to a compartment (pass the tenancy OCID). */
    public static Output<GetAvailabilityDomainsResult> getAvailabilityDomains(GetAvailabilityDomainsArgs args, InvokeOptions options) {
        return Deployment.getInstance().invoke("oci:Identity/getAvailabilityDomains:getAvailabilityDomains", TypeShape.of(GetAvailabilityDomainsResult.class), args,
                Providers.invokeOptions("oci", options));
    }
}
