package ocigpucluster.ondemand;

import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.PrivateSubnetNodes;
import ocigpucluster.settings.Settings;
import ocigpucluster.slurm.PowerSaving;

/**
 * The on-demand partition (config group {@code onDemand}, {@link OnDemandKeys}); {@code shape} is
 * already defaulted to cluster.shape.
 */
public record OnDemand(
        boolean enabled, int maxNodes, int idleMinutes, String shape, int resumeTimeoutMinutes, String partition)
        implements PrivateSubnetNodes, PowerSaving.Partition {

    /** The onDemand group's record in these settings. */
    public static OnDemand of(Settings s) {
        return s.get(OnDemandKeys.GROUP);
    }

    /** The Slurm hostlist of the partition's stable node names. */
    public String nodeList() {
        return partition + "-[1-" + maxNodes + "]";
    }

    @Override
    public int privateSubnetNodes() {
        return enabled ? maxNodes : 0;
    }

    @Override
    public ConfigKey privateSubnetNodesKey() {
        return OnDemandKeys.MAX_NODES;
    }

    @Override
    public String privateSubnetNodesLabel() {
        return "on-demand node(s)";
    }
}
