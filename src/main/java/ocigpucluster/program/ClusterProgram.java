package ocigpucluster.program;

import com.pulumi.Context;
import com.pulumi.core.Output;
import com.pulumi.oci.Identity.IdentityFunctions;
import com.pulumi.oci.Identity.inputs.GetAvailabilityDomainsArgs;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.ResourceTransformation;
import com.pulumi.tls.PrivateKey;
import com.pulumi.tls.PrivateKeyArgs;
import java.util.List;
import java.util.Objects;
import ocigpucluster.bastion.Bastion;
import ocigpucluster.bootstrap.BootstrapChain;
import ocigpucluster.bootstrap.LateValues;
import ocigpucluster.compute.GpuCompute;
import ocigpucluster.compute.NodePool;
import ocigpucluster.directory.Directory;
import ocigpucluster.feature.Contribution;
import ocigpucluster.feature.PoolPlacement;
import ocigpucluster.feature.ProgramContext;
import ocigpucluster.monitoring.Monitoring;
import ocigpucluster.network.Network;
import ocigpucluster.nocapacity.CapacityGuard;
import ocigpucluster.settings.Secrecy;
import ocigpucluster.settings.Secret;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;
import ocigpucluster.shapes.ShapeCatalog;
import ocigpucluster.storage.HomeStorage;

/**
 * The whole deployment, top to bottom: network, the cluster's own SSH key, bastion and GPU
 * nodes (created in parallel: nothing about the key makes the nodes wait for the bastion), what
 * each feature adds ({@link Features}), then the bootstrap chain that proves the cluster healthy,
 * and the stack outputs.
 */
public final class ClusterProgram {
    private ClusterProgram() {}

    /** Builds every resource from validated settings. Tests call this directly under mocks. */
    public static void define(Context stackContext, Settings s) {
        Shape shape = ShapeCatalog.get().require(s.cluster().shape());
        String prefix = s.project() + "-" + s.stack();
        // Secrecy follows the data: inputs and outputs that carry a value marked secret become
        // secrets (SecretInputs); nothing changes for a stack with no such value.
        Secrecy marked = SecretInputs.withDerived(s, shape, NodePool.of(s.cluster()));
        List<ResourceTransformation> secrecy = SecretInputs.transformations(marked);
        Context ctx = SecretInputs.context(stackContext, marked);
        ComponentResourceOptions top = ComponentResourceOptions.builder()
                .resourceTransformations(secrecy)
                .build();

        Network network = new Network(
                "network", new Network.Args(s.compartmentId(), prefix, s.network(), s.sshAllowedCidrs()), top);

        // Created once and kept in state: the key the bastion and MPI use to reach the nodes.
        PrivateKey clusterKey = new PrivateKey(
                "cluster-ssh-key",
                PrivateKeyArgs.builder().algorithm("RSA").rsaBits(4096).build(),
                CustomResourceOptions.builder().resourceTransformations(secrecy).build());

        Output<String> availabilityDomain = availabilityDomain(s);

        Bastion bastion = new Bastion(
                "bastion",
                new Bastion.Args(
                        s.compartmentId(),
                        prefix,
                        availabilityDomain,
                        s.bastion(),
                        s.sshPublicKey(),
                        s.cluster().timezone()),
                network,
                top);

        // What kind of nodes, where their /home lives and the capacity reservation they launch
        // into (a feature's, created before them): each decided here, once.
        NodePool pool = NodePool.of(s.cluster(), CapacityGuard.of(s));
        HomeStorage home = HomeStorage.of(s, bastion.hostname);
        GpuCompute gpu = new GpuCompute(
                "gpu",
                new GpuCompute.Args(
                        s.compartmentId(),
                        prefix,
                        availabilityDomain,
                        s.cluster(),
                        shape,
                        s.sshPublicKey(),
                        clusterKey.publicKeyOpenssh(),
                        pool,
                        home,
                        Features.capacityReservation(new PoolPlacement(s, shape, prefix, availabilityDomain, secrecy))),
                network,
                top);

        // Each feature adds its own resources (the /home file system, the on-demand partition...).
        ProgramContext program = new ProgramContext(
                s,
                shape,
                prefix,
                availabilityDomain,
                network,
                bastion,
                clusterKey,
                pool,
                home,
                gpu,
                top,
                secrecy,
                userPrivateKey(s),
                Features.iamStatements());
        List<Contribution> contributions =
                Features.ALL.stream().map(f -> f.contribute(program)).toList();

        BootstrapChain chain = null;
        if (s.bootstrap().enabled()) {
            chain = new BootstrapChain(
                    "bootstrap",
                    new BootstrapChain.Args(
                            Features.context(s, shape, pool, home),
                            userPrivateKey(s),
                            clusterKey.privateKeyOpenssh().asSecret(),
                            bindPassword(s),
                            alertReceiver(s),
                            late(contributions)),
                    bastion,
                    gpu,
                    top);
        }

        StackOutputs.export(ctx, s, shape, network, bastion, gpu, chain);
        contributions.forEach(c -> c.outputs().forEach(ctx::export));
    }

    /** What the features' late parameters get once their resources exist. */
    private static Output<LateValues> late(List<Contribution> contributions) {
        List<Output<LateValues>> late = contributions.stream()
                .map(Contribution::late)
                .filter(Objects::nonNull)
                .toList();
        if (late.isEmpty()) {
            return Output.of(LateValues.NONE);
        }
        Output<LateValues> all = late.get(0);
        for (Output<LateValues> more : late.subList(1, late.size())) {
            all = Output.tuple(all, more).applyValue(t -> t.t1.plus(t.t2));
        }
        return all;
    }

    /**
     * The key the chain uses to reach the bastion, always as a secret. Offline, an encrypted
     * stack value cannot be read; a placeholder stands in (it never leaves the mock engine).
     */
    private static Output<String> userPrivateKey(Settings s) {
        String value =
                s.sshPrivateKey() == null ? "" : s.sshPrivateKey().value().orElse("offline-preview-unreadable-secret");
        return Output.ofSecret(value);
    }

    /** The directory's bind password, always as a secret (the same placeholder offline). */
    private static Output<String> bindPassword(Settings s) {
        Secret p = Directory.of(s).bindPassword();
        return Output.ofSecret(p == null ? "" : p.value().orElse("offline-preview-unreadable-secret"));
    }

    /** The alert webhook URL, always as a secret (the same placeholder offline). */
    private static Output<String> alertReceiver(Settings s) {
        Secret r = Monitoring.of(s).alertReceiver();
        return Output.ofSecret(r == null ? "" : r.value().orElse("offline-preview-unreadable-secret"));
    }

    private static Output<String> availabilityDomain(Settings s) {
        if (s.availabilityDomain() != null) {
            return Output.of(s.availabilityDomain());
        }
        return IdentityFunctions.getAvailabilityDomains(GetAvailabilityDomainsArgs.builder()
                        .compartmentId(s.compartmentId())
                        .build())
                .applyValue(r -> {
                    if (r.availabilityDomains().isEmpty()) {
                        throw new IllegalStateException(
                                "the compartment's region lists no availability domain; set availabilityDomain");
                    }
                    return r.availabilityDomains().get(0).name();
                });
    }
}
