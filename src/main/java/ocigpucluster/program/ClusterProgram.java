package ocigpucluster.program;

import com.pulumi.Context;
import com.pulumi.core.Output;
import com.pulumi.oci.Identity.IdentityFunctions;
import com.pulumi.oci.Identity.inputs.GetAvailabilityDomainsArgs;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.Resource;
import com.pulumi.resources.ResourceTransformation;
import com.pulumi.tls.PrivateKey;
import com.pulumi.tls.PrivateKeyArgs;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import ocigpucluster.bastion.Bastion;
import ocigpucluster.bootstrap.BootstrapChain;
import ocigpucluster.bootstrap.LateValues;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.compute.GpuCompute;
import ocigpucluster.compute.NodePool;
import ocigpucluster.directory.Directory;
import ocigpucluster.feature.Contribution;
import ocigpucluster.feature.GroupBoot;
import ocigpucluster.feature.GroupImage;
import ocigpucluster.feature.PoolPlacement;
import ocigpucluster.feature.ProgramContext;
import ocigpucluster.feature.ProgramMemo;
import ocigpucluster.feature.StageRuns;
import ocigpucluster.monitoring.Monitoring;
import ocigpucluster.network.Network;
import ocigpucluster.nocapacity.CapacityGuard;
import ocigpucluster.roles.LoginPool;
import ocigpucluster.roles.RoleHost;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.Secrecy;
import ocigpucluster.settings.Secret;
import ocigpucluster.settings.Settings;
import ocigpucluster.settings.Tags;
import ocigpucluster.shapes.Shape;
import ocigpucluster.shapes.ShapeCatalog;
import ocigpucluster.storage.HomeStorage;

/**
 * The whole deployment, top to bottom: network, the cluster's own SSH key, bastion and each
 * static node group (created in parallel: nothing about the key makes the nodes wait for the
 * bastion), the login pool and the roles' own VMs, what each feature adds ({@link Features}),
 * then the bootstrap chain that proves every group healthy, and the stack outputs. Every taggable
 * resource carries the configured tags and the project's own (project, stack, and its group or
 * component).
 */
public final class ClusterProgram {
    private ClusterProgram() {}

    /** Builds every resource from validated settings. Tests call this directly under mocks. */
    public static void define(Context stackContext, Settings s) {
        define(stackContext, s, null);
    }

    /**
     * As {@link #define(Context, Settings)}, every resource a child of {@code parent} (the
     * component package's cluster; null: the stack), its outputs through {@code stackContext}'s
     * export.
     */
    public static void define(Context stackContext, Settings s, Resource parent) {
        List<NodeGroup> statics = s.staticGroups();
        NodeGroup first = statics.get(0);
        Shape shape = ShapeCatalog.get().require(first.shape());
        String prefix = s.project() + "-" + s.stack();
        // Secrecy follows the data: inputs and outputs that carry a value marked secret become
        // secrets (SecretInputs); nothing changes for a stack with no such value.
        Secrecy marked = SecretInputs.withDerived(s, shape, NodePool.of(first));
        List<ResourceTransformation> secrecy = SecretInputs.transformations(marked);
        Context ctx = SecretInputs.context(stackContext, marked);
        Map<String, String> defined = s.tags().defined();
        ComponentResourceOptions top = options(parent, secrecy, stackTags(s), defined);

        Network network = new Network(
                "network",
                new Network.Args(s.compartmentId(), prefix, s.network(), s.sshAllowedCidrs()),
                options(parent, secrecy, Tags.freeform(s, Tags.COMPONENT, "network"), defined));

        // Created once and kept in state: the key the bastion and MPI use to reach the nodes.
        PrivateKey clusterKey = new PrivateKey(
                "cluster-ssh-key",
                PrivateKeyArgs.builder().algorithm("RSA").rsaBits(4096).build(),
                CustomResourceOptions.builder()
                        .parent(parent)
                        .resourceTransformations(secrecy)
                        .build());

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
                options(parent, secrecy, Tags.freeform(s, Tags.COMPONENT, "bastion"), defined));

        // Where /home lives and, per static group, what kind of nodes and the capacity reservation
        // the first group launches into (a feature's, created before them): each decided here, once.
        HomeStorage home = HomeStorage.of(s, bastion.hostname);
        List<GpuCompute> groups = new ArrayList<>();
        List<StageContext.Group> stageGroups = statics.stream()
                .map(g -> new StageContext.Group(
                        g, ShapeCatalog.get().require(g.shape()), NodePool.of(g, CapacityGuard.of(s))))
                .toList();
        StageContext stages = s.bootstrap().enabled() ? Features.context(s, stageGroups, home) : null;
        // The image each group's nodes launch from: a feature's (a baked image), asked once per group.
        Map<String, Output<String>> images = new LinkedHashMap<>();
        java.util.function.Function<NodeGroup, Output<String>> groupImage = g -> images.computeIfAbsent(
                g.name(),
                n -> Features.groupImage(new GroupImage(
                        s,
                        g,
                        ShapeCatalog.get().require(g.shape()),
                        prefix,
                        availabilityDomain,
                        network,
                        bastion,
                        userPrivateKey(s),
                        groupTransformations(s, secrecy, g),
                        parent,
                        stages == null
                                ? null
                                : stages.forGroup(stageGroups.stream()
                                        .filter(sg -> sg.group() == g)
                                        .findFirst()
                                        .orElseGet(() -> onDemandStageGroup(s, g))))));
        // What a feature makes once for every group's first boot (the OKE cluster the nodes join)
        ProgramMemo memo = new ProgramMemo();
        for (NodeGroup g : statics) {
            Shape groupShape = ShapeCatalog.get().require(g.shape());
            NodePool pool = NodePool.of(g, CapacityGuard.of(s));
            List<ResourceTransformation> transformations = groupTransformations(s, secrecy, g);
            Output<String> reservation = g == first
                    ? Features.capacityReservation(
                            new PoolPlacement(s, groupShape, prefix, availabilityDomain, transformations, parent))
                    : null;
            groups.add(new GpuCompute(
                    g.name(),
                    new GpuCompute.Args(
                            s.compartmentId(),
                            prefix,
                            availabilityDomain,
                            g,
                            groupShape,
                            s.cluster().timezone(),
                            s.sshPublicKey(),
                            clusterKey.publicKeyOpenssh(),
                            pool,
                            home,
                            reservation,
                            launchTags(s, g),
                            groupImage.apply(g),
                            Features.groupBoot(new GroupBoot(s, g, prefix, availabilityDomain, network, top, memo))),
                    network,
                    ComponentResourceOptions.builder()
                            .parent(parent)
                            .resourceTransformations(transformations)
                            .build()));
        }

        // The roles apart from the node groups: login nodes, and the roles on VMs of their own.
        var common = LoginPool.common(
                s.compartmentId(),
                prefix,
                availabilityDomain,
                s.cluster().timezone(),
                s.sshPublicKey(),
                clusterKey.publicKeyOpenssh(),
                home,
                bastion.imageId);
        LoginPool login = s.login().count() > 0
                ? new LoginPool(
                        "login",
                        s.login(),
                        common,
                        network,
                        options(parent, secrecy, Tags.freeform(s, Tags.COMPONENT, "login"), defined))
                : null;
        Map<String, RoleHost> roles = new LinkedHashMap<>();
        for (Settings.Role r : List.of(s.controller(), s.monitoringHost())) {
            if (r.own()) {
                roles.put(
                        r.name(),
                        new RoleHost(
                                r,
                                common,
                                network,
                                options(parent, secrecy, Tags.freeform(s, Tags.COMPONENT, r.name()), defined)));
            }
        }

        // Each feature adds its own resources (the /home file system, the on-demand partition...).
        RoleHost controller = roles.get(s.controller().name());
        ProgramContext program = new ProgramContext(
                s,
                shape,
                prefix,
                availabilityDomain,
                network,
                bastion,
                clusterKey,
                groups,
                home,
                top,
                secrecy,
                userPrivateKey(s),
                controller != null ? controller.instanceId : bastion.instanceId,
                roles.containsKey(s.monitoringHost().name())
                        ? roles.get(s.monitoringHost().name()).privateIp
                        : null,
                g -> launchTags(s, g),
                g -> ComponentResourceOptions.builder()
                        .parent(parent)
                        .resourceTransformations(groupTransformations(s, secrecy, g))
                        .build(),
                Features.iamStatements(),
                groupImage,
                memo,
                parent);
        List<Contribution> contributions =
                Features.ALL.stream().map(f -> f.contribute(program)).toList();

        BootstrapChain chain = null;
        if (s.bootstrap().enabled()) {
            Map<String, BootstrapChain.Host> hosts = new LinkedHashMap<>();
            roles.forEach((name, r) -> hosts.put(name, new BootstrapChain.Host(r.privateIp, r.instance)));
            List<BootstrapChain.GroupNodes> nodes = new ArrayList<>();
            for (int i = 0; i < groups.size(); i++) {
                nodes.add(new BootstrapChain.GroupNodes(
                        stageGroups.get(i),
                        new BootstrapChain.Nodes(groups.get(i).nodes, List.of(groups.get(i).cluster))));
            }
            chain = new BootstrapChain(
                    "bootstrap",
                    new BootstrapChain.Args(
                            stages,
                            userPrivateKey(s),
                            clusterKey.privateKeyOpenssh().asSecret(),
                            bindPassword(s),
                            alertReceiver(s),
                            late(contributions)),
                    new BootstrapChain.Targets(
                            bastion.publicIp,
                            bastion.user,
                            bastion.instance,
                            hosts,
                            nodes,
                            login == null
                                    ? BootstrapChain.Nodes.NONE
                                    : new BootstrapChain.Nodes(login.nodes, List.<Resource>copyOf(login.instances))),
                    top);
        }

        StackOutputs.export(ctx, s, network, bastion, groups, login, roles, chain);
        contributions.forEach(c -> c.outputs().forEach(ctx::export));
        // what checks the stages' findings once they ran (against the cloud's API, say)
        StageRuns runs = chain == null ? StageRuns.NONE : new StageRuns(chain.stdout);
        Features.ALL.forEach(f -> f.afterStages(program, runs).forEach(ctx::export));
    }

    /** A component's options: its parent (null: the stack), the stack's secrecy, and these tags on every taggable resource in it. */

    /** An on-demand group as the stages see it (a bake's): its nodes are Slurm's, in its partition's pool. */
    private static StageContext.Group onDemandStageGroup(Settings s, NodeGroup g) {
        return new StageContext.Group(
                g,
                ShapeCatalog.get().require(g.shape()),
                new ocigpucluster.compute.OnDemandPool(
                        g.partition(), ocigpucluster.compute.OnDemandPool.stackTagValue(s)));
    }

    private static ComponentResourceOptions options(
            Resource parent,
            List<ResourceTransformation> secrecy,
            Map<String, String> freeform,
            Map<String, String> defined) {
        List<ResourceTransformation> all = new ArrayList<>(secrecy);
        all.addAll(TagInputs.of(freeform, defined));
        return ComponentResourceOptions.builder()
                .parent(parent)
                .resourceTransformations(all)
                .build();
    }

    /** A group's resources' transformations: the stack's secrecy and the group's tags. */
    private static List<ResourceTransformation> groupTransformations(
            Settings s, List<ResourceTransformation> secrecy, NodeGroup g) {
        List<ResourceTransformation> all = new ArrayList<>(secrecy);
        all.addAll(TagInputs.of(Tags.freeform(s, Tags.GROUP, g.name()), s.tags().defined()));
        return all;
    }

    /** The tags of a resource of no particular component: the project's and the stack's, and the configured ones. */
    private static Map<String, String> stackTags(Settings s) {
        Map<String, String> t = new LinkedHashMap<>(s.tags().freeform());
        t.put(Tags.PROJECT, s.project());
        t.put(Tags.STACK, Tags.stackValue(s));
        return t;
    }

    /**
     * The tags a group's nodes are launched with: its group's; none for the group of cluster.*,
     * whose launch details stay as they were (a change there replaces its instance configuration,
     * and so its cluster network and nodes): its nodes keep the tags they launched with.
     */
    private static GpuCompute.LaunchTags launchTags(Settings s, NodeGroup g) {
        return g.origin() == NodeGroup.Origin.NODE_GROUPS
                ? new GpuCompute.LaunchTags(
                        Tags.freeform(s, Tags.GROUP, g.name()), s.tags().defined())
                : null;
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
