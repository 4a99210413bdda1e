package ocigpucluster.topology;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which fabric levels a shape's topology has, per Oracle's rule for its shape family: Oracle's HPC
 * stack, oracle-quickstart/oci-hpc v3.1.0 (commit b5285a68fa0a3b39ebf9e7ffdcb4987018bbf3cf),
 * playbooks/roles/slurm/files/generate_slurm_topology.py, {@code selected_lower_fields_for_shape}:
 *
 * <ul>
 *   <li>a GB shape ({@code GPU.GB} in the name: the NVL72 racks): rack, local block, network block;
 *   <li>{@code BM.GPU4.8}, {@code BM.GPU.B4.8}, {@code BM.GPU.A100-v2.8} and the HPC and Optimized
 *       shapes: rack, network block;
 *   <li>any other GPU shape (H100, H200, B200, B300, L40S, A10...): local block, network block;
 *   <li>any other shape, or none known: rack only.
 * </ul>
 *
 * The shape is compared upper-cased, as there. The node group is the level above all of them: each
 * RDMA group is its own fabric (cluster network), as each cluster is in Oracle's generator
 * ({@code cluster_name}, the top of its field order).
 */
public final class ShapeLevels {
    private static final Set<String> RACK_AND_NETWORK_BLOCK_SHAPES =
            Set.of("BM.GPU4.8", "BM.GPU.B4.8", "BM.GPU.A100-V2.8");

    private ShapeLevels() {}

    /** The shape's levels, highest first (the order of the tree below the group's switch). */
    public static List<FabricLevel> of(String shape) {
        if (shape == null || shape.isBlank()) {
            return List.of(FabricLevel.RACK);
        }
        String s = shape.toUpperCase(Locale.ROOT);
        if (s.contains("GPU.GB")) {
            return List.of(FabricLevel.NETWORK_BLOCK, FabricLevel.LOCAL_BLOCK, FabricLevel.RACK);
        }
        if (RACK_AND_NETWORK_BLOCK_SHAPES.contains(s) || s.contains("HPC") || s.contains("OPTIMIZED")) {
            return List.of(FabricLevel.NETWORK_BLOCK, FabricLevel.RACK);
        }
        if (s.contains("GPU")) {
            return List.of(FabricLevel.NETWORK_BLOCK, FabricLevel.LOCAL_BLOCK);
        }
        return List.of(FabricLevel.RACK);
    }
}
