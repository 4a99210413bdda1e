package ocigpucluster.program;

import com.pulumi.Context;
import com.pulumi.core.Output;
import java.util.List;
import ocigpucluster.bastion.Bastion;
import ocigpucluster.bootstrap.BootstrapChain;
import ocigpucluster.compute.GpuCompute;
import ocigpucluster.compute.NodeAddress;
import ocigpucluster.cost.CostEstimate;
import ocigpucluster.cost.CostEstimator;
import ocigpucluster.network.Network;
import ocigpucluster.settings.BastionKeys;
import ocigpucluster.settings.ClusterKeys;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;

/** The stack outputs a platform engineer reads after {@code pulumi up}. */
public final class StackOutputs {
    private StackOutputs() {}

    static void export(
            Context ctx,
            Settings s,
            Shape shape,
            Network network,
            Bastion bastion,
            GpuCompute gpu,
            BootstrapChain chain) {
        String user = bastion.user;
        ctx.export("bastionPublicIp", bastion.publicIp);
        ctx.export("sshBastion", bastion.publicIp.applyValue(ip -> "ssh " + user + "@" + ip));
        ctx.export(
                "sshFirstNode",
                Output.tuple(bastion.publicIp, gpu.nodes)
                        .applyValue(t -> t.t2.isEmpty()
                                ? ""
                                : "ssh -J " + user + "@" + t.t1 + " " + user + "@"
                                        + t.t2.get(0).ip()));
        ctx.export("vcnId", network.vcnId);
        ctx.export("publicSubnetId", network.publicSubnetId);
        ctx.export("privateSubnetId", network.privateSubnetId);
        gpu.stackOutputs.forEach(ctx::export);
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
        ctx.export("nodeAddresses", gpu.nodes.applyValue(StackOutputs::addresses));
        ctx.export(
                "estimatedCost",
                SecretInputs.derived(
                        s.secrecy(),
                        cost(s),
                        ClusterKeys.SHAPE.key(),
                        ClusterKeys.NODE_COUNT.key(),
                        ClusterKeys.BOOT_VOLUME_SIZE_IN_GBS.key(),
                        BastionKeys.SHAPE.key(),
                        BastionKeys.OCPUS.key(),
                        BastionKeys.MEMORY_IN_GBS.key(),
                        BastionKeys.BOOT_VOLUME_SIZE_IN_GBS.key()));
        if (chain != null) {
            // Known only after deployment: what each stage proved on the real nodes.
            chain.stdout.forEach((stage, stdout) -> stage.outputs()
                    .forEach(o -> ctx.export(
                            o.name(), stdout.applyValue(out -> o.reader().apply(out, chain.context)))));
        }
    }

    /** List-price estimate of the stack (GPU nodes, a reservation's unused part, bastion, boot volumes), from the dated price table. */
    static java.util.Map<String, Object> cost(Settings s) {
        CostEstimate e = estimate(s);
        java.util.Map<String, Object> out = new java.util.LinkedHashMap<>();
        out.put("currency", e.currency());
        out.put("hourly", e.hourly().setScale(4, java.math.RoundingMode.HALF_UP).doubleValue());
        out.put(
                "monthly",
                e.monthly().setScale(2, java.math.RoundingMode.HALF_UP).doubleValue());
        int reserved = Features.reservedNodes(s);
        if (reserved > 0) {
            // billed whether used or not: what the reservation holds beyond the pool's nodes
            out.put("reservedNodes", reserved);
            out.put("unusedReservedNodeHoursPerMonth", (reserved - s.cluster().nodeCount()) * e.hoursPerMonth());
        }
        out.put("partial", e.partial());
        out.put("unpriced", e.unpriced());
        out.put("pricesAsOf", e.asOf());
        return out;
    }

    public static CostEstimate estimate(Settings s) {
        return CostEstimator.get()
                .estimate(
                        s.cluster().shape(),
                        s.cluster().nodeCount(),
                        s.cluster().bootVolumeSizeInGbs(),
                        s.bastion().shape(),
                        s.bastion().ocpus(),
                        s.bastion().memoryInGbs(),
                        s.bastion().bootVolumeSizeInGbs(),
                        Features.reservedNodes(s));
    }

    private static List<java.util.Map<String, String>> addresses(List<NodeAddress> nodes) {
        return nodes.stream()
                .map(n -> java.util.Map.of("name", n.name(), "privateIp", n.ip()))
                .toList();
    }
}
