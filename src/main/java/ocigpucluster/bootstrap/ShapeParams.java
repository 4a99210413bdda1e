package ocigpucluster.bootstrap;

import java.util.List;
import java.util.function.Function;
import ocigpucluster.shapes.Shape;

/**
 * The facts of a node shape (shape catalog) a stage passes on: one declaration, rendered once
 * for the static pool ({@link CommonParams#SHAPE}: SHAPE_* and SLURM_*) and once for the
 * on-demand partition (ONDEMAND_*), so the two sets cannot drift apart.
 */
public final class ShapeParams {
    public final Param gpus;
    /** 0 without an RDMA fabric: the readiness gate then checks no RDMA. */
    public final Param rdmaNics;
    /** Floor of the readiness gate's per-NIC ib_write_bw check. */
    public final Param ibWriteBwGbps;
    /** true: an NVSwitch shape, whose nvidia-fabricmanager the readiness gate checks. */
    public final Param fabricManager;
    /** PCIe lanes of each GPU's link; the node health check drains a node whose GPU runs narrower. */
    public final Param gpuPcieLinkWidth;
    /** The GPU type in the node's GRES (gpu:<type>:<count>). */
    public final Param gpuType;

    public final Param sockets;
    public final Param coresPerSocket;
    public final Param threadsPerCore;
    public final Param realMemoryMb;

    /**
     * What a fact is computed from: the shape, whether its pool has an RDMA fabric, and whether the
     * fabric checks gate it (false: the per-NIC floor is 0, the check measures and reports).
     */
    public record Facts(Shape shape, boolean rdmaFabric, boolean gate) {
        public Facts(Shape shape, boolean rdmaFabric) {
            this(shape, rdmaFabric, true);
        }
    }

    /**
     * @param shapePrefix the prefix of the node facts (GPUS, RDMA_NICS, IB_WRITE_BW_GBPS, FABRIC_MANAGER)
     * @param slurmPrefix the prefix of the Slurm node-line facts (GPU_TYPE, SOCKETS, ...)
     * @param whose       whose shape it is, as the parameters' docs say it ("the static pool's shape")
     * @param facts       the shape in this context, or null where there is none (the value is then empty)
     */
    public ShapeParams(String shapePrefix, String slurmPrefix, String whose, Function<StageContext, Facts> facts) {
        gpus = fact(
                shapePrefix + "GPUS",
                "GPUs per node of " + whose,
                facts,
                f -> Integer.toString(f.shape().gpus()));
        rdmaNics = fact(
                shapePrefix + "RDMA_NICS",
                "RDMA NICs per node of " + whose
                        + "; 0 without an RDMA fabric (the readiness gate then checks no RDMA)",
                facts,
                f -> Integer.toString(f.rdmaFabric() ? f.shape().rdmaNics() : 0));
        ibWriteBwGbps = fact(
                shapePrefix + "IB_WRITE_BW_GBPS",
                "floor of the readiness gate's per-NIC `ib_write_bw` check for " + whose
                        + " (shape catalog); 0 for a group with `gate: false` (measured, reported, not failing)",
                facts,
                f -> Integer.toString(f.gate() ? f.shape().ibWriteBwGbpsPerNic() : 0));
        fabricManager = fact(
                shapePrefix + "FABRIC_MANAGER",
                "`true`: " + whose + " is an NVSwitch shape, whose `nvidia-fabricmanager` must be active",
                facts,
                f -> Boolean.toString(f.shape().fabricManager()));
        gpuPcieLinkWidth = fact(
                shapePrefix + "GPU_PCIE_LINK_WIDTH",
                "PCIe lanes each GPU's link of " + whose
                        + " trains to (shape catalog); the node health check drains a node whose GPU runs narrower",
                facts,
                f -> Integer.toString(f.shape().gpuPcieLinkWidth()));
        gpuType = fact(
                slurmPrefix + "GPU_TYPE",
                "the GPU type in the Slurm node's GRES (`gpu:<type>:<count>`) of " + whose,
                facts,
                f -> f.shape().slurm().gpuType());
        sockets = fact(
                slurmPrefix + "SOCKETS",
                "Slurm node line `Sockets` of " + whose + " (shape catalog)",
                facts,
                f -> Integer.toString(f.shape().slurm().sockets()));
        coresPerSocket = fact(
                slurmPrefix + "CORES_PER_SOCKET",
                "Slurm node line `CoresPerSocket` of " + whose + " (shape catalog)",
                facts,
                f -> Integer.toString(f.shape().slurm().coresPerSocket()));
        threadsPerCore = fact(
                slurmPrefix + "THREADS_PER_CORE",
                "Slurm node line `ThreadsPerCore` of " + whose + " (shape catalog)",
                facts,
                f -> Integer.toString(f.shape().slurm().threadsPerCore()));
        realMemoryMb = fact(
                slurmPrefix + "REAL_MEMORY_MB",
                "Slurm node line `RealMemory` of " + whose + ": 95 % of the shape's memory",
                facts,
                f -> Long.toString(f.shape().slurm().realMemoryMb()));
    }

    /** Every fact, in declaration order. */
    public List<Param> all() {
        return List.of(
                gpus,
                rdmaNics,
                ibWriteBwGbps,
                fabricManager,
                gpuPcieLinkWidth,
                gpuType,
                sockets,
                coresPerSocket,
                threadsPerCore,
                realMemoryMb);
    }

    private static Param fact(
            String name, String doc, Function<StageContext, Facts> facts, Function<Facts, String> value) {
        return Param.of(name, doc, c -> {
            Facts f = facts.apply(c);
            return f == null ? "" : value.apply(f);
        });
    }
}
