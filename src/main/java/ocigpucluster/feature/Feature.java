package ocigpucluster.feature;

import com.pulumi.core.Output;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.NodeImage;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.cloudinit.NodeBoot;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.Settings;
import ocigpucluster.validation.Check;

/**
 * One capability of the cluster (readiness, container runtime, NCCL, Slurm, on-demand nodes,
 * users, directory, home storage...), contributing from its own package: its config groups and
 * their checks, its bootstrap stages, and the resources and stack outputs it adds to the program. The program knows features only
 * through {@code ocigpucluster.program.Features.ALL}, the one registry.
 */
public interface Feature {
    /** Its config groups (each key declared once in its keys class); the reader reads them after the shared ones. */
    default List<ConfigGroup<?>> config() {
        return List.of();
    }

    /** Its checks over the settings, run with the shared ones (ids stable: docs and suppressWarnings name them). */
    default List<Check> checks() {
        return List.of();
    }

    /**
     * The IAM statements it needs, each with the configuration that needs it: the deploying
     * user's, and those of the policies the program creates (the bastion's dynamic group, the
     * Compute Management service). docs/iam.md is generated from them; none by default.
     */
    default List<IamStatement> iam() {
        return List.of();
    }

    /**
     * What the nodes of group {@code g} must find in the image they boot from (a baked image's
     * hash), checked by the node stages before their per-host work; null (the default): this
     * feature makes no image for the group.
     */
    default NodeImage nodeImage(ocigpucluster.bootstrap.Stages stages, Settings settings, NodeGroup g) {
        return null;
    }

    /** Its stages, in the order the feature declares them; none by default. */
    default List<StageSpec> stages() {
        return List.of();
    }

    /**
     * A configuration (with the scheduler Slurm) under which all of its stages are planned: by
     * default, each of its groups' {@code <group>.enabled} keys on. A feature whose stage needs
     * more (a secret, a second key) says so here; the chain's tests plan every stage this way.
     */
    default Example example() {
        Map<ConfigKey, String> on = new LinkedHashMap<>();
        for (ConfigGroup<?> g : config()) {
            g.keys().stream().filter(k -> k.key().equals(g.name() + ".enabled")).forEach(k -> on.put(k, "true"));
        }
        return new Example(on, Map.of());
    }

    /**
     * Creates its resources from what the program built before it, and says what its stages
     * learn from them and what the stack exports. Called once per program, in registry order,
     * after the network, the bastion and the static pool, before the bootstrap chain.
     */
    default Contribution contribute(ProgramContext program) {
        return Contribution.NONE;
    }

    /**
     * Checks what the stages found once they have run (a Pulumi local Command reading a stage's
     * result, say). Called once per program, in registry order, after the bootstrap chain; its
     * stack outputs, by name; none by default.
     */
    default Map<String, Output<?>> afterStages(ProgramContext program, StageRuns runs) {
        return Map.of();
    }

    /**
     * The OCID of the capacity reservation the static pool's nodes launch into, when this feature
     * places the pool in one (creating the reservation here, before the pool, or naming an
     * existing one); null when it does not. Called once per program, before the pool; at most one
     * feature answers.
     */
    default Output<String> capacityReservation(PoolPlacement placement) {
        return null;
    }

    /**
     * The image a node group's nodes launch from, when this feature makes one for the group (a
     * baked image); null when it does not: the group's {@code imageId}. Called once per group,
     * before its nodes; at most one feature answers.
     */
    default Output<String> groupImage(GroupImage group) {
        return null;
    }

    /**
     * What a node group's nodes do at first boot beyond the template's steps (a part of their
     * cloud-config, with the values it needs, which may come from resources the feature makes
     * before the nodes); null when nothing. Called once per static group, before its nodes; at
     * most one feature answers.
     */
    default Output<NodeBoot> groupBoot(GroupBoot group) {
        return null;
    }

    /**
     * Nodes of the static pool's shape the stack holds reserved, billed whether the pool uses them
     * or not (a capacity reservation it creates); 0 by default. The cost estimate prices the part
     * the pool leaves unused.
     */
    default int reservedNodes(Settings settings) {
        return 0;
    }
}
