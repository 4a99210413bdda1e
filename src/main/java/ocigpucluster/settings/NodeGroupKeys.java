package ocigpucluster.settings;

import static ocigpucluster.settings.ValueType.OBJECT_LIST;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import ocigpucluster.shapes.ShapeCatalog;

/**
 * The top-level {@code nodeGroups} key: any number of node groups, each its own shape, count (or
 * on-demand bounds), placement, image, boot volume, Slurm partition and features, and gate.
 * Without it, {@code cluster.*} is the one static group it always was
 * ({@link NodeGroup#LEGACY_STATIC}), and a feature may add the group of its own keys (the
 * on-demand partition's {@code onDemand.*}).
 */
public final class NodeGroupKeys {
    public static final ConfigKey NODE_GROUPS = ConfigKey.of(
            "nodeGroups",
            OBJECT_LIST,
            List.of(),
            "Node groups, each {name, shape, placement (clusterNetwork, computeCluster, gpuMemoryCluster or instances; default: the shape's first), count | onDemand {maxNodes, idleMinutes, resumeTimeoutMinutes}, imageId (default cluster.imageId), bootVolumeSizeInGbs (default cluster.bootVolumeSizeInGbs), partition (default: name), features (Slurm node features; default [name]), weight (Slurm node weight; default: the node-hour price in cents, cheaper groups first), gate (default true: the per-NIC RDMA and NCCL checks fail the deployment), ncclPassLineGBps, ncclReportOnly, gpuMemoryFabricId, dedicatedCapacity, hpcIslandId and networkBlockIds (a clusterNetwork group's nodes only in that HPC island and, when given, those of its network blocks; setting or changing them replaces the cluster network)}. Set it and cluster.mode, shape, nodeCount, poolName and onDemand.enabled are not used (validate refuses them).");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(NODE_GROUPS);

    /** Fields of an item. */
    static final Set<String> FIELDS = Set.of(
            "name",
            "shape",
            "placement",
            "count",
            "onDemand",
            "imageId",
            "bootVolumeSizeInGbs",
            "partition",
            "features",
            "weight",
            "gate",
            "ncclPassLineGBps",
            "ncclReportOnly",
            "gpuMemoryFabricId",
            "dedicatedCapacity",
            "hpcIslandId",
            "networkBlockIds");

    static final Set<String> ON_DEMAND_FIELDS = Set.of("maxNodes", "idleMinutes", "resumeTimeoutMinutes");

    /** The id an item without a field it needs is reported under. */
    public static final String INCOMPLETE = "NODE_GROUP_INCOMPLETE";

    /** The id cluster.* keys nodeGroups replaces are refused under when both are set. */
    public static final String WITH_CLUSTER_KEYS = "NODE_GROUPS_WITH_CLUSTER_KEYS";

    /** The id a placement word no placement has is reported under. */
    public static final String PLACEMENT_INVALID = "PLACEMENT_INVALID";

    private static final String EXAMPLE =
            "e.g. {name: h100, shape: BM.GPU.H100.8, placement: clusterNetwork, count: 2}";

    private NodeGroupKeys() {}

    /** The static pool of {@code cluster.*}: the group every stack had before node groups. */
    public static NodeGroup legacy(Settings.Cluster c) {
        return NodeGroup.declaredBy(
                NodeGroup.LEGACY_STATIC,
                NodeGroup.Origin.CLUSTER_KEYS,
                "cluster",
                c.shape(),
                c.mode() == Settings.Mode.CLUSTER_NETWORK ? Placement.CLUSTER_NETWORK : Placement.INSTANCES,
                c.nodeCount(),
                null,
                c.imageId(),
                c.bootVolumeSizeInGbs(),
                c.poolName(),
                null);
    }

    /**
     * The items of {@code nodeGroups}, each read on its own (an item that cannot be used is
     * reported and left out). None (unset, empty, or no item usable): {@code cluster.*} is the group.
     */
    public static List<NodeGroup> read(KeyReader read, Settings.Cluster cluster) {
        List<JsonNode> items = read.objects(NODE_GROUPS);
        List<NodeGroup> groups = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            ConfigItem it = new ConfigItem(NODE_GROUPS.key(), i, items.get(i), read, INCOMPLETE);
            if (!it.object(FIELDS, EXAMPLE)) {
                continue;
            }
            String name = it.text("name", true, "h100");
            String shape = it.text("shape", true, "BM.GPU.H100.8");
            String placementWord = it.text("placement", false, "clusterNetwork");
            Placement placement = placement(it, placementWord, shape, read);
            NodeGroup.OnDemandBounds onDemand = onDemand(it);
            Integer count = it.whole("count", false, "2");
            if (count == null && !it.has("onDemand") && it.usable()) {
                read.error(
                        INCOMPLETE,
                        it.key() + ".count",
                        "is required: a group has a count of static nodes or onDemand bounds",
                        "set it: `pulumi config set --path '" + it.key()
                                + ".count' 2`, or give the group onDemand: {maxNodes: 4}");
            }
            String imageId = it.text("imageId", false, "ocid1.image.oc1..<unique>");
            Integer boot = it.whole("bootVolumeSizeInGbs", false, "200");
            String partition = it.text("partition", false, "h100");
            List<String> features =
                    it.has("features") ? it.texts("features") : name == null ? List.of() : List.of(name);
            Integer weight = it.whole("weight", false, "1");
            boolean gate = it.flag("gate", true);
            BigDecimal passLine = it.number("ncclPassLineGBps");
            boolean reportOnly = it.flag("ncclReportOnly", false);
            String fabric = it.text("gpuMemoryFabricId", false, "ocid1.computegpumemoryfabric.oc1..<unique>");
            boolean dedicated = it.flag("dedicatedCapacity", false);
            String island = it.text("hpcIslandId", false, "ocid1.hpcisland.oc1.<region>.<unique>");
            List<String> blocks = it.has("networkBlockIds") ? it.texts("networkBlockIds") : List.of();
            if (!it.usable() || name == null || shape == null || placement == null) {
                continue;
            }
            groups.add(new NodeGroup(
                    name,
                    NodeGroup.Origin.NODE_GROUPS,
                    it.key(),
                    shape,
                    placement,
                    count == null ? 0 : count,
                    onDemand,
                    imageId != null ? imageId : cluster.imageId(),
                    boot != null ? boot : cluster.bootVolumeSizeInGbs(),
                    name,
                    partition != null ? partition : name,
                    features,
                    weight,
                    gate,
                    passLine == null ? null : passLine.doubleValue(),
                    reportOnly,
                    fabric,
                    dedicated,
                    island,
                    blocks));
        }
        if (!groups.isEmpty()) {
            // the keys nodeGroups replaces: set beside it, they would be silently unused
            for (ConfigKey k :
                    List.of(ClusterKeys.MODE, ClusterKeys.SHAPE, ClusterKeys.NODE_COUNT, ClusterKeys.POOL_NAME)) {
                if (read.isSet(k)) {
                    read.error(
                            WITH_CLUSTER_KEYS,
                            k.key(),
                            "is not used while nodeGroups declares the node groups (each group has its own shape,"
                                    + " placement, count and name)",
                            "remove it: `pulumi config rm --path " + k.key()
                                    + "`, and set what it said in the nodeGroups items");
                }
            }
        }
        return List.copyOf(groups);
    }

    /** The placement word, else the shape's first placement (clusterNetwork for a shape the catalog does not know). */
    private static Placement placement(ConfigItem it, String word, String shape, KeyReader read) {
        if (word == null) {
            String first = shape == null
                    ? null
                    : ShapeCatalog.get()
                            .find(shape)
                            .map(s -> s.placements().get(0))
                            .orElse(null);
            return first == null
                    ? Placement.CLUSTER_NETWORK
                    : Placement.parse(first).orElseThrow();
        }
        var p = Placement.parse(word);
        if (p.isEmpty()) {
            List<String> words = java.util.Arrays.stream(Placement.values())
                    .map(Placement::configValue)
                    .toList();
            String closest = Spelling.closest(word, new java.util.TreeSet<>(words), 4)
                    .map(m -> "did you mean " + m + "? ")
                    .orElse("");
            read.error(
                    PLACEMENT_INVALID,
                    it.key() + ".placement",
                    "'" + (word.length() > 40 ? word.substring(0, 37) + "..." : word) + "' is not a placement",
                    closest + "use "
                            + ConfigKey.Choices.of("a placement", Placement.values())
                                    .text());
            return null;
        }
        return p.get();
    }

    private static NodeGroup.OnDemandBounds onDemand(ConfigItem it) {
        ConfigItem od = it.nested("onDemand", ON_DEMAND_FIELDS, "e.g. {maxNodes: 4, idleMinutes: 10}");
        if (od == null) {
            return null;
        }
        Integer max = od.whole("maxNodes", true, "4");
        Integer idle = od.whole("idleMinutes", false, "10");
        Integer resume = od.whole("resumeTimeoutMinutes", false, "40");
        if (max == null || !od.usable()) {
            return null;
        }
        return new NodeGroup.OnDemandBounds(
                max,
                idle != null ? idle : NodeGroup.OnDemandBounds.DEFAULT_IDLE_MINUTES,
                resume != null ? resume : NodeGroup.OnDemandBounds.DEFAULT_RESUME_TIMEOUT_MINUTES);
    }
}
