package ocigpucluster.program;

import com.pulumi.Context;
import com.pulumi.core.Output;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.Resource;
import com.pulumi.resources.ResourceTransformation;
import ocigpucluster.bastion.Bastion;
import ocigpucluster.bootstrap.BootstrapChain;
import ocigpucluster.bootstrap.StageContext;
import com.pulumi.oci.Identity.IdentityFunctions;
import com.pulumi.oci.Identity.inputs.GetAvailabilityDomainsArgs;
import com.pulumi.tls.PrivateKey;
import com.pulumi.tls.PrivateKeyArgs;
import ocigpucluster.compute.GpuCompute;
import ocigpucluster.compute.NodePool;
import ocigpucluster.network.Network;
import ocigpucluster.ondemand.OnDemandAccess;
import ocigpucluster.ondemand.OnDemandTeardown;
import ocigpucluster.settings.Secrecy;
import ocigpucluster.settings.Secret;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;
import ocigpucluster.shapes.ShapeCatalog;
import ocigpucluster.storage.HomeStorage;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The whole deployment, top to bottom: network, the cluster's own SSH key, bastion and GPU
 * nodes (created in parallel: nothing about the key makes the nodes wait for the bastion),
 * then the bootstrap chain that proves the cluster healthy, and the stack outputs.
 */
public final class ClusterProgram {
    private ClusterProgram() {
    }

    /** Builds every resource from validated settings. Tests call this directly under mocks. */
    public static void define(Context stackContext, Settings s) {
        Shape shape = ShapeCatalog.get().require(s.cluster().shape());
        String prefix = s.project() + "-" + s.stack();
        // Secrecy follows the data: inputs and outputs that carry a value marked secret become
        // secrets (SecretInputs); nothing changes for a stack with no such value.
        Secrecy marked = SecretInputs.withDerived(s, shape, NodePool.of(s.cluster()));
        List<ResourceTransformation> secrecy = SecretInputs.transformations(marked);
        Context ctx = SecretInputs.context(stackContext, marked);
        ComponentResourceOptions top = ComponentResourceOptions.builder().resourceTransformations(secrecy).build();

        Network network = new Network("network",
                new Network.Args(s.compartmentId(), prefix, s.network(), s.sshAllowedCidrs()), top);

        // Created once and kept in state: the key the bastion and MPI use to reach the nodes.
        PrivateKey clusterKey = new PrivateKey("cluster-ssh-key",
                PrivateKeyArgs.builder().algorithm("RSA").rsaBits(4096).build(),
                CustomResourceOptions.builder().resourceTransformations(secrecy).build());

        Output<String> availabilityDomain = availabilityDomain(s);

        Bastion bastion = new Bastion("bastion", new Bastion.Args(s.compartmentId(), prefix, availabilityDomain,
                s.bastion(), s.sshPublicKey(), s.cluster().timezone()), network, top);

        // What kind of nodes, and where their /home lives: each decided here, once.
        NodePool pool = NodePool.of(s.cluster());
        HomeStorage home = HomeStorage.of(s, bastion.hostname);
        // Its own resources (a File Storage file system) depend on the network only: no node or
        // bastion change ever replaces them.
        Map<String, Output<String>> homeOutputs = home.provision(new HomeStorage.Provision(s.compartmentId(), prefix,
                availabilityDomain, network, s.network().vcnCidr(), top));
        GpuCompute gpu = new GpuCompute("gpu", new GpuCompute.Args(s.compartmentId(), prefix, availabilityDomain,
                s.cluster(), shape, s.sshPublicKey(), clusterKey.publicKeyOpenssh(), pool, home),
                network, top);

        // On-demand nodes (issue 11), beside the static pool: Pulumi owns the compute cluster, the
        // launch template, the bastion's IAM rights and the clean-up that runs first on destroy;
        // the chain's ondemand stage installs the Slurm programs that launch into them.
        OnDemand onDemand = NodePool.onDemand(s).map(odPool -> {
            GpuCompute nodes = new GpuCompute("ondemand", new GpuCompute.Args(s.compartmentId(), prefix, availabilityDomain,
                    s.cluster(), ShapeCatalog.get().require(s.onDemand().shape()), s.sshPublicKey(),
                    clusterKey.publicKeyOpenssh(), odPool, home), network, top);
            OnDemandAccess access = new OnDemandAccess("ondemand-access", s, prefix, bastion.instanceId, top);
            List<Resource> first = new ArrayList<>(List.of(nodes, nodes.cluster, network));
            first.addAll(access.resources);
            OnDemandTeardown.create("ondemand-teardown", s.compartmentId(), odPool, bastion, userPrivateKey(s), first, secrecy);
            return new OnDemand(nodes, access);
        }).orElse(null);

        BootstrapChain chain = null;
        if (s.bootstrap().enabled()) {
            chain = new BootstrapChain("bootstrap", new BootstrapChain.Args(StageContext.of(s, shape, pool, home),
                    userPrivateKey(s), clusterKey.privateKeyOpenssh().asSecret(), bindPassword(s),
                    onDemand == null ? Output.of(Map.of()) : onDemandLaunch(onDemand.nodes(), availabilityDomain, network)),
                    bastion, gpu, top);
        }

        StackOutputs.export(ctx, s, shape, network, bastion, gpu, chain);
        homeOutputs.forEach(ctx::export);
        if (onDemand != null) {
            StackOutputs.exportOnDemand(ctx, s, onDemand.nodes(), onDemand.access());
        }
    }

    private record OnDemand(GpuCompute nodes, OnDemandAccess access) {
    }

    /** The on-demand launch values the ondemand stage gets once the resources exist (StageParameter#late). */
    private static Output<Map<String, String>> onDemandLaunch(GpuCompute nodes, Output<String> availabilityDomain, Network network) {
        return Output.tuple(availabilityDomain, network.privateSubnetId,
                nodes.stackOutputs.get("onDemandComputeClusterId"), nodes.metadata).applyValue(t -> Map.of(
                "ONDEMAND_AVAILABILITY_DOMAIN", t.t1,
                "ONDEMAND_SUBNET_ID", t.t2,
                "ONDEMAND_COMPUTE_CLUSTER_ID", t.t3,
                "ONDEMAND_METADATA_B64", java.util.Base64.getEncoder().encodeToString(json(t.t4).getBytes(java.nio.charset.StandardCharsets.UTF_8))));
    }

    private static String json(Map<String, String> metadata) {
        try {
            return new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(new java.util.TreeMap<>(metadata));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The key the chain uses to reach the bastion, always as a secret. Offline, an encrypted
     * stack value cannot be read; a placeholder stands in (it never leaves the mock engine).
     */
    private static Output<String> userPrivateKey(Settings s) {
        String value = s.sshPrivateKey() == null ? "" : s.sshPrivateKey().value().orElse("offline-preview-unreadable-secret");
        return Output.ofSecret(value);
    }

    /** The directory's bind password, always as a secret (the same placeholder offline). */
    private static Output<String> bindPassword(Settings s) {
        Secret p = s.directory().bindPassword();
        return Output.ofSecret(p == null ? "" : p.value().orElse("offline-preview-unreadable-secret"));
    }

    private static Output<String> availabilityDomain(Settings s) {
        if (s.availabilityDomain() != null) {
            return Output.of(s.availabilityDomain());
        }
        return IdentityFunctions.getAvailabilityDomains(GetAvailabilityDomainsArgs.builder()
                        .compartmentId(s.compartmentId()).build())
                .applyValue(r -> {
                    if (r.availabilityDomains().isEmpty()) {
                        throw new IllegalStateException("the compartment's region lists no availability domain; set availabilityDomain");
                    }
                    return r.availabilityDomains().get(0).name();
                });
    }
}
