package ocigpucluster.ondemand;

import java.util.List;
import java.util.Optional;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.Placement;
import ocigpucluster.settings.Settings;
import ocigpucluster.slurm.PowerSaving;

/**
 * The on-demand partition: the model's on-demand node group, declared by {@code onDemand.*} (the
 * group {@value #LEGACY_GROUP} it always was, {@link OnDemandKeys}; {@code shape} already defaulted
 * to cluster.shape) or as a {@code nodeGroups} item with onDemand bounds.
 */
public record OnDemand(
        boolean enabled, int maxNodes, int idleMinutes, String shape, int resumeTimeoutMinutes, String partition)
        implements PowerSaving.Partition {

    /** The name (and resources' name) of the group {@code onDemand.*} declares. */
    public static final String LEGACY_GROUP = "ondemand";

    /** The on-demand partition in these settings (disabled when no group is on demand). */
    public static OnDemand of(Settings s) {
        return group(s).filter(g -> g.origin() == NodeGroup.Origin.NODE_GROUPS)
                .map(g -> new OnDemand(
                        true,
                        g.onDemand().maxNodes(),
                        g.onDemand().idleMinutes(),
                        g.shape(),
                        g.onDemand().resumeTimeoutMinutes(),
                        g.partition()))
                .orElse(s.get(OnDemandKeys.GROUP));
    }

    /** The on-demand node group, if the stack has one. */
    public static Optional<NodeGroup> group(Settings s) {
        return s.groups().stream().filter(NodeGroup::isOnDemand).findFirst();
    }

    /** The group {@code onDemand.*} declares when on (the legacy keys' one node group). */
    static List<NodeGroup> declared(OnDemand o, Settings s) {
        if (!o.enabled()) {
            return List.of();
        }
        return List.of(NodeGroup.declaredBy(
                LEGACY_GROUP,
                NodeGroup.Origin.FEATURE,
                "onDemand",
                o.shape(),
                Placement.COMPUTE_CLUSTER,
                0,
                new NodeGroup.OnDemandBounds(o.maxNodes(), o.idleMinutes(), o.resumeTimeoutMinutes()),
                s.cluster().imageId(),
                s.cluster().bootVolumeSizeInGbs(),
                LEGACY_GROUP,
                o.partition()));
    }

    /** The Slurm hostlist of the partition's stable node names. */
    public String nodeList() {
        return partition + "-[1-" + maxNodes + "]";
    }
}
