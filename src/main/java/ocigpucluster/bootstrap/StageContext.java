package ocigpucluster.bootstrap;

import java.util.List;
import ocigpucluster.compute.NodePool;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;
import ocigpucluster.shapes.ShapeCatalog;
import ocigpucluster.storage.HomeStorage;

/**
 * Everything a stage parameter or a stage result is computed from, except the values known only
 * once resources exist (the node list, the on-demand launch values): the settings, the static
 * groups, and the group a stage of one group runs on ({@link #group}; a stage of the whole cluster
 * gets the first group).
 *
 * @param stages every stage the features declare (a parameter may depend on which are enabled)
 * @param group  the group this stage runs on (a whole-cluster stage: the first static group)
 * @param groups every static group, in order
 * @param host   the host this stage runs on: {@link #BASTION} or a role's VM ({@code controller},
 *               {@code monitoring-host})
 */
public record StageContext(
        Stages stages, Settings settings, Group group, List<Group> groups, HomeStorage home, String host) {

    /** The host name of the bastion as a stage's host. */
    public static final String BASTION = "bastion";

    /** A static group as the stages see it: its settings, its shape, and its pool (whether it has an RDMA fabric). */
    public record Group(NodeGroup group, Shape shape, NodePool pool) {
        /** True when its nodes share an RDMA fabric. */
        public boolean rdma() {
            return pool.rdmaFabric();
        }

        public static Group of(NodeGroup g) {
            return new Group(g, ShapeCatalog.get().require(g.shape()), NodePool.of(g));
        }
    }

    public StageContext {
        groups = List.copyOf(groups);
    }

    /** The context of every static group of these settings, the first group's stages on the bastion. */
    public static StageContext of(Stages stages, Settings settings, HomeStorage home) {
        List<Group> all = settings.staticGroups().stream().map(Group::of).toList();
        return new StageContext(stages, settings, all.get(0), all, home, BASTION);
    }

    /** A context of one group, with this shape and pool (tests and the secrecy shadow). */
    public static StageContext of(Stages stages, Settings settings, Shape shape, NodePool pool, HomeStorage home) {
        NodeGroup first = settings.staticGroups().get(0);
        Group g = new Group(first, shape, pool);
        return new StageContext(stages, settings, g, List.of(g), home, BASTION);
    }

    /** The same context for a stage of {@code g}. */
    public StageContext forGroup(Group g) {
        return new StageContext(stages, settings, g, groups, home, host);
    }

    /** The same context for a stage run on {@code h}. */
    public StageContext onHost(String h) {
        return new StageContext(stages, settings, group, groups, home, h);
    }

    public Shape shape() {
        return group.shape();
    }

    public NodePool pool() {
        return group.pool();
    }

    /**
     * The NCCL pass line of the group: its own, else bootstrap.ncclPassLineGBps, else the shape's;
     * null where none is (the group reports without a verdict: ncclReportOnly).
     */
    public Double passLineGBps() {
        if (group.group().ncclPassLineGBps() != null) {
            return group.group().ncclPassLineGBps();
        }
        Double set = settings.bootstrap().ncclPassLineGBps();
        return set != null ? set : group.shape().passLineGBps();
    }

    public Settings.Bootstrap bootstrap() {
        return settings.bootstrap();
    }
}
