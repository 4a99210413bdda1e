package ocigpucluster.program;

import com.pulumi.Context;
import com.pulumi.core.Output;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.bastion.Bastion;
import ocigpucluster.bootstrap.BootstrapChain;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.compute.GpuCompute;
import ocigpucluster.compute.NodeAddress;
import ocigpucluster.cost.CostEstimate;
import ocigpucluster.cost.CostEstimator;
import ocigpucluster.cost.PriceTable;
import ocigpucluster.feature.OutputMaps;
import ocigpucluster.network.Network;
import ocigpucluster.roles.LoginPool;
import ocigpucluster.roles.RoleHost;
import ocigpucluster.settings.BastionKeys;
import ocigpucluster.settings.ClusterKeys;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.NodeGroupKeys;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;
import ocigpucluster.shapes.ShapeCatalog;

/**
 * The stack outputs a platform engineer reads after {@code pulumi up}. A stack of {@code cluster.*}
 * keeps the outputs it always had; with {@code nodeGroups} they are per group: {@code nodeGroups}
 * (each group's shape, placement, nodes, partition, ids and cost), and each stage's outputs
 * (readiness, per-NIC RDMA, NCCL, Slurm) as a map by group.
 */
public final class StackOutputs {
    private StackOutputs() {}

    static void export(
            Context ctx,
            Settings s,
            Network network,
            Bastion bastion,
            List<GpuCompute> groups,
            LoginPool login,
            Map<String, RoleHost> roles,
            BootstrapChain chain) {
        String user = bastion.user;
        boolean perGroup = s.declaresNodeGroups();
        GpuCompute first = groups.get(0);
        ctx.export("bastionPublicIp", bastion.publicIp);
        ctx.export("sshBastion", bastion.publicIp.applyValue(ip -> "ssh " + user + "@" + ip));
        ctx.export(
                "sshFirstNode",
                Output.tuple(bastion.publicIp, first.nodes)
                        .applyValue(t -> t.t2.isEmpty()
                                ? ""
                                : "ssh -J " + user + "@" + t.t1 + " " + user + "@"
                                        + t.t2.get(0).ip()));
        ctx.export("vcnId", network.vcnId);
        ctx.export("publicSubnetId", network.publicSubnetId);
        ctx.export("privateSubnetId", network.privateSubnetId);
        if (!perGroup) {
            Shape shape = ShapeCatalog.get().require(s.cluster().shape());
            first.stackOutputs.forEach(ctx::export);
            ctx.export("mode", Output.of(s.cluster().mode().configValue()));
            ctx.export("shape", Output.of(shape.name()));
            ctx.export("nodeCount", Output.of(s.cluster().nodeCount()));
            ctx.export(
                    "gpuCount",
                    SecretInputs.derived(
                            s.secrecy(),
                            s.cluster().nodeCount() * shape.gpus(),
                            ClusterKeys.NODE_COUNT.key(),
                            ClusterKeys.SHAPE.key()));
            ctx.export("nodeAddresses", first.nodes.applyValue(StackOutputs::addresses));
        } else {
            ctx.export("groups", nodeGroups(s, groups));
            ctx.export(
                    "gpuCount",
                    SecretInputs.derived(
                            s.secrecy(),
                            s.staticGroups().stream()
                                    .mapToInt(g -> g.count()
                                            * ShapeCatalog.get()
                                                    .require(g.shape())
                                                    .gpus())
                                    .sum(),
                            NodeGroupKeys.NODE_GROUPS.key()));
            Map<String, Output<List<Map<String, String>>>> byGroup = new LinkedHashMap<>();
            groups.forEach(g -> byGroup.put(g.group.name(), g.nodes.applyValue(StackOutputs::addresses)));
            ctx.export("nodeAddresses", Output.of(byGroup).apply(OutputMaps::resolved));
        }
        if (login != null) {
            ctx.export("loginNodes", login.nodes.applyValue(StackOutputs::addresses));
            ctx.export(
                    "sshLogin",
                    Output.tuple(bastion.publicIp, login.nodes)
                            .applyValue(t -> "ssh -J " + user + "@" + t.t1 + " " + user + "@"
                                    + t.t2.get(0).ip()));
        }
        roles.forEach((name, r) -> ctx.export(camel(name) + "PrivateIp", r.privateIp));
        ctx.export(
                "estimatedCost",
                SecretInputs.derived(
                        s.secrecy(),
                        cost(s),
                        ClusterKeys.SHAPE.key(),
                        ClusterKeys.NODE_COUNT.key(),
                        ClusterKeys.BOOT_VOLUME_SIZE_IN_GBS.key(),
                        NodeGroupKeys.NODE_GROUPS.key(),
                        BastionKeys.SHAPE.key(),
                        BastionKeys.OCPUS.key(),
                        BastionKeys.MEMORY_IN_GBS.key(),
                        BastionKeys.BOOT_VOLUME_SIZE_IN_GBS.key()));
        if (chain != null) {
            exportStages(ctx, chain, perGroup);
        }
    }

    /**
     * What each stage proved on the real nodes, known only after deployment: as it always was for a
     * stack of cluster.*, else per group ({@code nccl: {h100: ..., h100-burst: ...}}).
     */
    private static void exportStages(Context ctx, BootstrapChain chain, boolean perGroup) {
        Map<String, Map<String, Output<Object>>> grouped = new LinkedHashMap<>();
        chain.stdout.forEach((in, stdout) -> {
            StageSpec stage = in.stage();
            for (StageSpec.StageOutput o : stage.outputs()) {
                Output<Object> value = stdout.applyValue(out -> o.reader().apply(out, chain.contexts.get(in)));
                if (!perGroup || !stage.isPerGroup()) {
                    ctx.export(o.name(), value);
                } else {
                    grouped.computeIfAbsent(o.name(), n -> new LinkedHashMap<>())
                            .put(in.group().group().name(), value);
                }
            }
        });
        grouped.forEach((name, byGroup) -> ctx.export(name, Output.of(byGroup).apply(OutputMaps::resolved)));
    }

    /** Each group: shape, placement, nodes or on-demand bound, partition, GPUs, fabric and cost. */
    private static Output<List<Map<String, Object>>> nodeGroups(Settings s, List<GpuCompute> computes) {
        Map<String, Map<String, Output<String>>> ids = new LinkedHashMap<>();
        computes.forEach(c -> ids.put(c.group.name(), c.stackOutputs));
        List<Output<Map<String, Object>>> out = new ArrayList<>();
        CostEstimator estimator = CostEstimator.get();
        for (NodeGroup g : s.groups()) {
            Shape shape = ShapeCatalog.get().require(g.shape());
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", g.name());
            m.put("shape", g.shape());
            m.put("placement", g.placement().configValue());
            m.put("rdma", g.rdma());
            if (g.isOnDemand()) {
                m.put(
                        "onDemand",
                        Map.of(
                                "maxNodes",
                                g.onDemand().maxNodes(),
                                "idleMinutes",
                                g.onDemand().idleMinutes()));
            } else {
                m.put("nodes", g.count());
            }
            m.put("gpusPerNode", shape.gpus());
            m.put("partition", g.partition());
            var gpu = estimator.nodesLine(new CostEstimator.GroupUse(
                    g.name(), g.shape(), Math.max(1, g.maxNodes()), g.bootVolumeSizeInGbs()));
            Map<String, Object> cost = new LinkedHashMap<>();
            cost.put("currency", PriceTable.load().currency());
            if (g.isOnDemand()) {
                // billed only while a node runs: its hour, not the month
                cost.put(
                        "perNodeHour",
                        gpu.hourly()
                                .map(h -> h.divide(
                                                java.math.BigDecimal.valueOf(Math.max(1, g.maxNodes())),
                                                java.math.MathContext.DECIMAL64)
                                        .setScale(4, java.math.RoundingMode.HALF_UP)
                                        .doubleValue())
                                .orElse(null));
            } else {
                cost.put(
                        "hourly",
                        gpu.hourly()
                                .map(h -> h.setScale(4, java.math.RoundingMode.HALF_UP)
                                        .doubleValue())
                                .orElse(null));
                cost.put(
                        "monthly",
                        gpu.monthly()
                                .map(h -> h.setScale(2, java.math.RoundingMode.HALF_UP)
                                        .doubleValue())
                                .orElse(null));
            }
            m.put("estimatedCost", cost);
            Map<String, Output<String>> own = ids.getOrDefault(g.name(), Map.of());
            if (own.isEmpty()) {
                out.add(Output.of(m));
            } else {
                out.add(OutputMaps.resolved(own).applyValue(idMap -> {
                    Map<String, Object> with = new LinkedHashMap<>(m);
                    with.put("ids", idMap);
                    return with;
                }));
            }
        }
        return Output.all(out).applyValue(List::copyOf);
    }

    /** List-price estimate of the stack (the static groups' nodes, a reservation's unused part, bastion, the roles' VMs, boot volumes), from the dated price table. */
    static Map<String, Object> cost(Settings s) {
        CostEstimate e = estimate(s);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("currency", e.currency());
        out.put("hourly", e.hourly().setScale(4, java.math.RoundingMode.HALF_UP).doubleValue());
        out.put(
                "monthly",
                e.monthly().setScale(2, java.math.RoundingMode.HALF_UP).doubleValue());
        int reserved = Features.reservedNodes(s);
        if (reserved > 0) {
            // billed whether used or not: what the reservation holds beyond the pool's nodes
            out.put("reservedNodes", reserved);
            out.put(
                    "unusedReservedNodeHoursPerMonth",
                    (reserved - s.staticGroups().get(0).count()) * e.hoursPerMonth());
        }
        out.put("partial", e.partial());
        out.put("unpriced", e.unpriced());
        out.put("pricesAsOf", e.asOf());
        return out;
    }

    public static CostEstimate estimate(Settings s) {
        List<CostEstimator.GroupUse> groups = new ArrayList<>();
        for (NodeGroup g : s.staticGroups()) {
            groups.add(new CostEstimator.GroupUse(
                    g.origin() == NodeGroup.Origin.NODE_GROUPS ? g.name() + ": " + g.shape() : g.shape(),
                    g.shape(),
                    g.count(),
                    g.bootVolumeSizeInGbs()));
        }
        List<CostEstimator.VmUse> vms = new ArrayList<>();
        if (s.login().count() > 0) {
            vms.add(vm("login nodes", s.login().vm(), s.login().count()));
        }
        for (Settings.Role r : List.of(s.controller(), s.monitoringHost())) {
            if (r.own()) {
                vms.add(vm(r.name(), r.vm(), 1));
            }
        }
        Settings.Bastion b = s.bastion();
        return CostEstimator.get()
                .estimate(
                        groups,
                        new CostEstimator.VmUse(
                                "bastion", b.shape(), b.ocpus(), b.memoryInGbs(), b.bootVolumeSizeInGbs(), 1),
                        vms,
                        Features.reservedNodes(s));
    }

    private static CostEstimator.VmUse vm(String label, Settings.Vm v, int count) {
        return new CostEstimator.VmUse(label, v.shape(), v.ocpus(), v.memoryInGbs(), v.bootVolumeSizeInGbs(), count);
    }

    private static List<Map<String, String>> addresses(List<NodeAddress> nodes) {
        return nodes.stream()
                .map(n -> Map.of("name", n.name(), "privateIp", n.ip()))
                .toList();
    }

    /** {@code monitoring-host} as an output name's part: monitoringHost. */
    private static String camel(String name) {
        StringBuilder out = new StringBuilder();
        boolean up = false;
        for (char ch : name.toCharArray()) {
            if (ch == '-') {
                up = true;
            } else {
                out.append(up ? Character.toUpperCase(ch) : ch);
                up = false;
            }
        }
        return out.toString();
    }
}
