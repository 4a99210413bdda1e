/**
 * Typed bindings for the OCI (4.20.0), Command (1.2.1) and TLS (5.5.1) providers, shaped like the
 * official generated Java SDKs, which are not obtainable here.
 *
 * <p>Naming: official {@code com.pulumi.<provider>.<Module>.X} lives at
 * {@code ocigpucluster.bindings.<provider>.<module lower-case>.X} with the same class name, builders
 * and getters ({@code com.pulumi.oci.Core.inputs.SecurityListIngressSecurityRuleArgs} becomes
 * {@code ocigpucluster.bindings.oci.core.inputs.SecurityListIngressSecurityRuleArgs}); moving to the
 * official artifacts is a dependency change plus an import rewrite.
 *
 * <p>The classes under the provider packages are generated from the reference schema
 * ({@code ocigpucluster/pulumi-oci-command-schema.json}) and pinned to it by
 * {@code BindingConformanceTest}; {@link ocigpucluster.bindings.Providers} is the one hand-written
 * piece (plugin versions from {@code com/pulumi/<name>/plugin.json}, secret outputs).
 * Resource output getters are all {@code Output<T>} (the official Command SDK returns
 * {@code Output<Optional<T>>} for its optional outputs such as {@code create()}); there are no
 * {@code get(...)} lookups or plain-form invokes.
 */
package ocigpucluster.bindings;
