package ocigpucluster.validation;

import static ocigpucluster.validation.Check.error;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import ocigpucluster.settings.BootstrapKeys;
import ocigpucluster.settings.ClusterKeys;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ConfigKeys;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.NodeGroupKeys;
import ocigpucluster.settings.Placement;
import ocigpucluster.settings.RoleKeys;
import ocigpucluster.settings.Settings;
import ocigpucluster.settings.TagKeys;
import ocigpucluster.settings.Tags;
import ocigpucluster.shapes.Shape;
import ocigpucluster.shapes.ShapeCatalog;
import ocigpucluster.validation.Check.Finding;

/**
 * The node groups, the roles and the tags: what a group's name, shape and placement must agree
 * on before anything is created (a VM shape in no cluster network, a GB200 only in a GPU memory
 * cluster on Dedicated Capacity, at most 18 hosts on an NVL72 fabric), names and partitions once
 * each, and the tags' keys. Each finding names the group's own key ({@code nodeGroups[1].placement},
 * or {@code cluster.mode} for the group {@code cluster.*} declares) and a fix that validates.
 */
public final class GroupChecks {
    /**
     * A group's name: its resources' names, its nodes' host names ({@code <name>-12}, a DNS label
     * of at most 63 characters, RFC 1123) and its default Slurm partition; short and lower-case.
     */
    static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]{0,19}");
    /** A Slurm partition name as slurm-controller.sh accepts it. */
    static final Pattern PARTITION = Pattern.compile("[a-z][a-z0-9_-]{0,30}");
    /** A Slurm node feature (slurm.conf Features: a comma-separated list, so no comma or blank). */
    static final Pattern FEATURE = Pattern.compile("[A-Za-z0-9_.-]{1,40}");
    /** The names of the program's other components: a group of that name would read as one of them. */
    static final Set<String> RESERVED = Set.of(
            "network",
            "bastion",
            "bootstrap",
            "login",
            Settings.Role.CONTROLLER,
            Settings.Role.MONITORING,
            "home",
            "cluster-ssh-key",
            "ondemand-access",
            "ondemand-teardown");
    /** A defined tag's key: Namespace.key (the provider's example {"Operations.CostCenter": "42"}). */
    static final Pattern DEFINED_TAG = Pattern.compile("[^.\\s]+\\.[^.\\s]+");
    /**
     * What the OCIDs of an HPC island and of a network block start with: Oracle's example of
     * {@code rdmaTopologyData} ({@code "customerHPCIslandId": "ocid1.hpcisland.oc1.iad...."},
     * {@code "customerNetworkBlock": "ocid1.computenetworkblock.oc1.iad...."}, oracle-quickstart/oci-hpc-oke
     * docs/using-rdma-network-locality-when-running-workloads-on-oke.md).
     */
    static final String ISLAND_OCID = "ocid1.hpcisland.";

    static final String NETWORK_BLOCK_OCID = "ocid1.computenetworkblock.";

    /**
     * What an OCID of a GPU memory fabric starts with: "The GPU memory fabric OCID takes the form,
     * ocid1.computegpumemoryfabric.oc1...." (OCI documentation, "Creating GPU Memory Clusters",
     * Content/Compute/Concepts/gpu-memory-clusters-deploy.htm). pulumi-oci 4.20.0 and
     * terraform-provider-oci v8.23.0 state no OCID prefix.
     */
    static final String FABRIC_OCID = "ocid1.computegpumemoryfabric.";

    private GroupChecks() {}

    public static final List<Check> ALL = List.of(
            error(
                    "NODE_GROUP_NAME_INVALID",
                    "a node group's name is not 1 to 20 lower-case letters, digits and '-', starting with a letter",
                    GroupChecks::nameInvalid),
            error(
                    "NODE_GROUP_NAME_RESERVED",
                    "a node group is named like one of the program's other components",
                    GroupChecks::nameReserved),
            error("NODE_GROUP_DUPLICATE", "two node groups have the same name", GroupChecks::duplicate),
            error("PARTITION_DUPLICATE", "two node groups have the same Slurm partition", GroupChecks::partitions),
            error(
                    "PARTITION_INVALID",
                    "a node group's partition or feature is not a Slurm name",
                    GroupChecks::partitionInvalid),
            error(
                    "NODE_GROUPS_NO_STATIC",
                    "nodeGroups declares no static group (every group is on demand)",
                    GroupChecks::noStatic),
            error(
                    "NODE_GROUP_COUNT_AND_ON_DEMAND",
                    "a node group has both a count and onDemand bounds",
                    GroupChecks::countAndOnDemand),
            error(
                    "NODE_GROUP_VALUE_RANGE",
                    "a node group's count, boot volume or onDemand bound is out of the range its cluster.* or onDemand.* key has",
                    GroupChecks::valueRange),
            error(
                    "PLACEMENT_UNSUPPORTED",
                    "a node group's shape cannot be placed as its placement says (a VM in a cluster network, a GB200 outside a GPU memory cluster)",
                    GroupChecks::placementUnsupported),
            error(
                    "ON_DEMAND_PLACEMENT",
                    "an on-demand node group not in a compute cluster (its nodes are launched one by one into one)",
                    GroupChecks::onDemandPlacement),
            error(
                    "ON_DEMAND_GROUPS_MAX",
                    "more than one on-demand node group (this version runs one on-demand partition)",
                    GroupChecks::onDemandMax),
            error(
                    "GPU_MEMORY_CLUSTER_DEDICATED_CAPACITY",
                    "a GPU memory cluster group without dedicatedCapacity: true (Oracle: Dedicated Capacity customers only)",
                    GroupChecks::dedicatedCapacity),
            error(
                    "GPU_MEMORY_FABRIC_REQUIRED",
                    "a GPU memory cluster group without the OCID of its GPU memory fabric, or a fabric given to another placement",
                    GroupChecks::fabricRequired),
            error(
                    "GPU_MEMORY_FABRIC_HOSTS_EXCEEDED",
                    "a GPU memory cluster group with more nodes than one fabric holds (18 on NVL72)",
                    GroupChecks::fabricHosts),
            error(
                    "CLUSTER_PLACEMENT_INVALID",
                    "a node group's hpcIslandId or networkBlockIds is not an OCID of that kind, has no island, or is set on a group that is not a cluster network",
                    GroupChecks::clusterPlacement),
            error(
                    "NETWORK_BLOCK_OTHER_ISLAND",
                    "a node group's network block is in another region than its HPC island, so in another island",
                    GroupChecks::blockOfOtherIsland),
            error(
                    "NCCL_PASS_LINE_MISSING",
                    "an RDMA group whose shape has no published NCCL pass line, without its own or ncclReportOnly",
                    GroupChecks::passLineMissing),
            error(
                    "TAG_KEY_RESERVED",
                    "tags.freeform sets one of the program's own oci-gpu-cluster-* keys",
                    GroupChecks::tagReserved),
            error("TAG_DEFINED_KEY_INVALID", "a tags.defined key is not Namespace.key", GroupChecks::definedInvalid),
            error(
                    "ROLE_SHAPE_NOT_FLEX",
                    "a login node or role VM shape is not a Flex shape, but it is sized by ocpus/memoryInGbs",
                    GroupChecks::roleShape));

    /** Stands for "remove the field" as a suggested value. */
    private static final Object NONE = new Object();

    /**
     * A finding on a group's field: its own key, and a value that fixes it (null: none to
     * suggest; {@link #NONE}: remove the field).
     */
    private static Finding on(NodeGroup g, String field, String message, String fix, Object fixed) {
        String where = g.key(field);
        Optional<ConfigKey> shared = ConfigKeys.SHARED.find(where);
        List<ConfigKey> keys = shared.map(List::of)
                .orElse(g.origin() == NodeGroup.Origin.NODE_GROUPS ? List.of(NodeGroupKeys.NODE_GROUPS) : List.of());
        Diagnostic.Suggestion suggestion =
                fixed == null ? null : new Diagnostic.Suggestion(where, fixed == NONE ? null : fixed);
        return new Finding(where, message, fix, suggestion, keys);
    }

    private static List<NodeGroup> declared(Settings s) {
        return s.groups().stream()
                .filter(g -> g.origin() == NodeGroup.Origin.NODE_GROUPS)
                .toList();
    }

    /**
     * A nodeGroups item's numbers in the ranges of the keys they stand for: count as
     * cluster.nodeCount, bootVolumeSizeInGbs as cluster.bootVolumeSizeInGbs, the onDemand bounds as
     * onDemand.* (ResumeTimeout ends in a 16-bit slurm.conf field: {@link NodeGroup.OnDemandBounds}).
     */
    private static List<Finding> valueRange(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (NodeGroup g : declared(s)) {
            if (g.isOnDemand()) {
                NodeGroup.OnDemandBounds b = g.onDemand();
                // the item's own onDemand object ({@code nodeGroups[1].onDemand.maxNodes}), not onDemand.*
                String bounds = "onDemand.";
                inRange(out, g, bounds + "maxNodes", b.maxNodes(), 1, NodeGroup.OnDemandBounds.MAX_NODES);
                inRange(out, g, bounds + "idleMinutes", b.idleMinutes(), 1, NodeGroup.OnDemandBounds.MAX_IDLE_MINUTES);
                inRange(
                        out,
                        g,
                        bounds + "resumeTimeoutMinutes",
                        b.resumeTimeoutMinutes(),
                        NodeGroup.OnDemandBounds.DEFAULT_RESUME_TIMEOUT_MINUTES,
                        NodeGroup.OnDemandBounds.MAX_RESUME_TIMEOUT_MINUTES);
            } else {
                inRange(out, g, "count", g.count(), ClusterKeys.NODE_COUNT.range());
            }
            inRange(
                    out,
                    g,
                    "bootVolumeSizeInGbs",
                    g.bootVolumeSizeInGbs(),
                    ClusterKeys.BOOT_VOLUME_SIZE_IN_GBS.range());
        }
        return out;
    }

    private static void inRange(List<Finding> out, NodeGroup g, String field, int value, ConfigKey.Range range) {
        inRange(out, g, field, value, range.min().intValueExact(), range.max().intValueExact());
    }

    private static void inRange(List<Finding> out, NodeGroup g, String field, int value, int min, int max) {
        if (value < min || value > max) {
            int fixed = Math.max(min, Math.min(max, value));
            out.add(on(
                    g,
                    field,
                    "is " + value + ", out of its range " + min + " to " + max,
                    "set a value from " + min + " to " + max + ", e.g. " + fixed,
                    fixed));
        }
    }

    private static List<Finding> nameInvalid(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (NodeGroup g : declared(s)) {
            if (!NAME.matcher(g.name()).matches()) {
                String fixed = sanitized(g.name());
                out.add(on(
                        g,
                        "name",
                        "'" + shorten(g.name()) + "' is not a node group name: it names the group's resources, its"
                                + " nodes' host names (<name>-1) and its Slurm partition",
                        "use 1 to 20 lower-case letters, digits and '-', starting with a letter, e.g. " + fixed,
                        fixed));
            }
        }
        return out;
    }

    private static String sanitized(String name) {
        String s = name.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9-]", "-");
        s = s.replaceAll("^[^a-z]+", "");
        s = s.isEmpty() ? "group" : s;
        return s.length() > 20 ? s.substring(0, 20).replaceAll("-+$", "") : s;
    }

    private static List<Finding> nameReserved(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (NodeGroup g : declared(s)) {
            if (RESERVED.contains(g.name())) {
                out.add(on(
                        g,
                        "name",
                        "'" + g.name() + "' is the name of another part of the cluster ("
                                + String.join(", ", RESERVED.stream().sorted().toList()) + ")",
                        "name the group after what it holds, e.g. " + g.name() + "-nodes",
                        g.name() + "-nodes"));
            }
        }
        return out;
    }

    private static List<Finding> duplicate(Settings s) {
        List<Finding> out = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        Set<String> all = new LinkedHashSet<>();
        s.groups().forEach(g -> all.add(g.name()));
        for (NodeGroup g : s.groups()) {
            if (!seen.add(g.name()) && g.origin() == NodeGroup.Origin.NODE_GROUPS) {
                String fixed = free(g.name(), all);
                all.add(fixed);
                out.add(on(
                        g,
                        "name",
                        "'" + g.name() + "' is the name of another node group; each group's resources, host names and"
                                + " partition come from its name",
                        "give each group its own name, e.g. " + fixed,
                        fixed));
            }
        }
        return out;
    }

    private static String free(String name, Set<String> taken) {
        for (int i = 2; ; i++) {
            String candidate = (name.length() > 17 ? name.substring(0, 17) : name) + "-" + i;
            if (!taken.contains(candidate)) {
                return candidate;
            }
        }
    }

    private static List<Finding> partitions(Settings s) {
        List<Finding> out = new ArrayList<>();
        Map<String, NodeGroup> seen = new HashMap<>();
        Set<String> taken = new LinkedHashSet<>();
        declared(s).forEach(g -> taken.add(g.partition()));
        for (NodeGroup g : declared(s)) {
            NodeGroup first = seen.putIfAbsent(g.partition(), g);
            if (first != null) {
                String fixed = taken.contains(g.name()) ? free(g.name(), taken) : g.name();
                taken.add(fixed);
                out.add(on(
                        g,
                        "partition",
                        "'" + g.partition() + "' is also the partition of the group " + first.name()
                                + "; Slurm gets one partition per group, with the group's GRES and weight",
                        "give the group its own partition, e.g. " + fixed,
                        fixed));
            }
        }
        return out;
    }

    private static List<Finding> partitionInvalid(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (NodeGroup g : declared(s)) {
            if (g.partition() != null && !PARTITION.matcher(g.partition()).matches()) {
                String fixed = NAME.matcher(g.name()).matches() ? g.name() : sanitized(g.name());
                out.add(on(
                        g,
                        "partition",
                        "'" + shorten(g.partition()) + "' is not a Slurm partition name this program writes",
                        "use 1 to 31 lower-case letters, digits, '-' and '_', starting with a letter, e.g. " + fixed,
                        fixed));
            }
            for (String f : g.features()) {
                if (!FEATURE.matcher(f).matches()) {
                    out.add(on(
                            g,
                            "features",
                            "'" + shorten(f) + "' is not a Slurm node feature (slurm.conf Features is a"
                                    + " comma-separated list of words)",
                            "use letters, digits, '.', '-' and '_' only, e.g. " + sanitized(f),
                            null));
                }
            }
        }
        return out;
    }

    private static List<Finding> noStatic(Settings s) {
        if (!s.declaresNodeGroups() || !s.staticGroups().isEmpty()) {
            return List.of();
        }
        NodeGroup first = s.groups().get(0);
        return List.of(on(
                first,
                "count",
                "no group of nodeGroups has static nodes: the bastion's checks, the Slurm controller and the"
                        + " NCCL gate need at least one node that exists at deploy time",
                "give one group a count instead of onDemand bounds, e.g. count: 1",
                null));
    }

    private static List<Finding> countAndOnDemand(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (NodeGroup g : declared(s)) {
            if (g.isOnDemand() && g.count() > 0) {
                out.add(on(
                        g,
                        "count",
                        "is " + g.count() + ", but the group also has onDemand bounds: its nodes are either created"
                                + " by Pulumi (count) or launched by Slurm when jobs need them (onDemand)",
                        "remove count for an on-demand group, or onDemand for a static one",
                        NONE));
            }
        }
        return out;
    }

    private static List<Finding> placementUnsupported(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (NodeGroup g : s.groups()) {
            Optional<Shape> shape = ShapeCatalog.get().find(g.shape());
            if (shape.isEmpty() || shape.get().allows(g.placement().configValue())) {
                continue;
            }
            Shape sh = shape.get();
            String why = sh.vm()
                    ? sh.name() + " is a VM shape, which no RDMA cluster network or compute cluster takes"
                    : sh.allows(Placement.GPU_MEMORY_CLUSTER.configValue())
                            ? sh.name() + " is an NVL72 host: it runs only in a GPU memory cluster, on a GPU memory"
                                    + " fabric (Oracle: \"Supported Compute shapes are BM.GPU.GB200.4 and BM.GPU.GB300.4\")"
                            : sh.name() + " takes " + String.join(", ", sh.placements()) + " (shape catalog)";
            String first = sh.placements().get(0);
            if (g.origin() == NodeGroup.Origin.NODE_GROUPS) {
                boolean fabric = first.equals(Placement.GPU_MEMORY_CLUSTER.configValue());
                out.add(on(
                        g,
                        "placement",
                        "is " + g.placement().configValue() + ", but " + why,
                        "set placement to " + String.join(" or ", sh.placements())
                                + (fabric ? " (with gpuMemoryFabricId and dedicatedCapacity: true)" : ""),
                        fabric ? null : first));
            } else {
                out.add(on(
                        g,
                        "shape",
                        "'" + sh.name() + "' cannot be placed in "
                                + g.placement().configValue() + ": " + why,
                        "use a shape that takes " + g.placement().configValue()
                                + ", or declare the group under nodeGroups with placement " + first,
                        null));
            }
        }
        return out;
    }

    private static List<Finding> onDemandPlacement(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (NodeGroup g : declared(s)) {
            if (g.isOnDemand() && g.placement() != Placement.COMPUTE_CLUSTER) {
                boolean takes = ShapeCatalog.get()
                        .find(g.shape())
                        .map(x -> x.allows(Placement.COMPUTE_CLUSTER.configValue()))
                        .orElse(true);
                out.add(on(
                        g,
                        "placement",
                        "is " + g.placement().configValue() + ", but Slurm's resume program launches on-demand"
                                + " nodes one by one into an RDMA compute cluster",
                        takes
                                ? "set placement to computeCluster"
                                : "use a shape that takes computeCluster for an on-demand group, or make the group static (count)",
                        takes ? Placement.COMPUTE_CLUSTER.configValue() : null));
            }
        }
        return out;
    }

    private static List<Finding> onDemandMax(Settings s) {
        List<NodeGroup> onDemand =
                s.groups().stream().filter(NodeGroup::isOnDemand).toList();
        List<Finding> out = new ArrayList<>();
        for (NodeGroup g : onDemand.subList(Math.min(1, onDemand.size()), onDemand.size())) {
            out.add(on(
                    g,
                    "onDemand",
                    "is the second on-demand group (the first is "
                            + onDemand.get(0).name()
                            + "); this version runs one on-demand partition (one set of resume and suspend programs)",
                    "keep one on-demand group, and give this one a count of static nodes",
                    null));
        }
        return out;
    }

    private static List<Finding> dedicatedCapacity(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (NodeGroup g : declared(s)) {
            if (g.placement() == Placement.GPU_MEMORY_CLUSTER && !g.dedicatedCapacity()) {
                out.add(on(
                        g,
                        "dedicatedCapacity",
                        "is not set: a GPU memory cluster needs Dedicated Capacity (Oracle, \"GPU memory fabric\":"
                                + " \"You must be a Dedicated Capacity customer\"), which the program cannot check offline",
                        "state that the tenancy has it: dedicatedCapacity: true",
                        true));
            }
        }
        return out;
    }

    private static List<Finding> fabricRequired(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (NodeGroup g : declared(s)) {
            boolean memoryCluster = g.placement() == Placement.GPU_MEMORY_CLUSTER;
            String fabric = g.gpuMemoryFabricId();
            if (memoryCluster && (fabric == null || fabric.isBlank())) {
                out.add(new Finding(
                        g.key("gpuMemoryFabricId"),
                        "is required: each GPU memory cluster is built on one GPU memory fabric (Oracle, \"GPU memory"
                                + " fabric\")",
                        "set the OCID of a fabric with enough AVAILABLE hosts (`oci compute compute-gpu-memory-fabric list"
                                + " --compartment-id <tenancy>`), e.g. `pulumi config set --path '"
                                + g.key("gpuMemoryFabricId") + "' " + FABRIC_OCID + "oc1.<region>.<unique>`",
                        null,
                        List.of(NodeGroupKeys.NODE_GROUPS)));
            } else if (memoryCluster && !fabric.startsWith(FABRIC_OCID)) {
                out.add(new Finding(
                        g.key("gpuMemoryFabricId"),
                        "'" + shorten(fabric) + "' is not the OCID of a GPU memory fabric (" + FABRIC_OCID + "...)",
                        "copy the fabric's OCID from `oci compute compute-gpu-memory-fabric list`",
                        null,
                        List.of(NodeGroupKeys.NODE_GROUPS)));
            } else if (!memoryCluster && fabric != null) {
                out.add(on(
                        g,
                        "gpuMemoryFabricId",
                        "is set, but only a gpuMemoryCluster group is built on a GPU memory fabric",
                        "remove gpuMemoryFabricId, or set placement to gpuMemoryCluster (GB200/GB300 shapes)",
                        NONE));
            }
        }
        return out;
    }

    private static List<Finding> fabricHosts(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (NodeGroup g : declared(s)) {
            Optional<Shape> shape = ShapeCatalog.get().find(g.shape());
            if (g.placement() != Placement.GPU_MEMORY_CLUSTER
                    || shape.isEmpty()
                    || shape.get().gpuMemoryFabricHosts() == 0) {
                continue;
            }
            int max = shape.get().gpuMemoryFabricHosts();
            if (g.maxNodes() > max) {
                out.add(on(
                        g,
                        g.isOnDemand() ? "onDemand" : "count",
                        "is " + g.maxNodes() + ", more hosts than one GPU memory fabric of " + g.shape() + " holds ("
                                + max + ": NVLink 72, Oracle \"GPU memory fabric\")",
                        "use at most " + max + " nodes per group; for more, one group per fabric, each with its own"
                                + " gpuMemoryFabricId",
                        g.isOnDemand() ? null : max));
            }
        }
        return out;
    }

    private static List<Finding> passLineMissing(Settings s) {
        List<Finding> out = new ArrayList<>();
        if (!s.bootstrap().nccl() || s.bootstrap().ncclPassLineGBps() != null) {
            return out;
        }
        for (NodeGroup g : s.staticGroups()) {
            Optional<Shape> shape = ShapeCatalog.get().find(g.shape());
            boolean nccl = g.rdma() || g.origin() == NodeGroup.Origin.CLUSTER_KEYS;
            if (shape.isEmpty()
                    || shape.get().hasPassLine()
                    || !nccl
                    || !g.gate()
                    || g.ncclPassLineGBps() != null
                    || g.ncclReportOnly()) {
                continue;
            }
            if (g.origin() == NodeGroup.Origin.NODE_GROUPS) {
                out.add(on(
                        g,
                        "ncclReportOnly",
                        "is not set, and Oracle publishes no NCCL pass line for " + g.shape()
                                + " (shape catalog): the NCCL gate has no line to judge the fabric by",
                        "set ncclPassLineGBps to the bus bandwidth the group must reach, or ncclReportOnly: true (the"
                                + " stage reports what it measured, without a verdict)",
                        true));
            } else {
                out.add(new Finding(
                        BootstrapKeys.NCCL_PASS_LINE_GBPS,
                        "is not set, and Oracle publishes no NCCL pass line for " + g.shape() + " (shape catalog)",
                        "set " + BootstrapKeys.NCCL_PASS_LINE_GBPS.key()
                                + " to the bus bandwidth the nodes must reach, or bootstrap.nccl false"));
            }
        }
        return out;
    }

    private static List<Finding> tagReserved(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (String k : s.tags().freeform().keySet()) {
            if (k.startsWith(Tags.OWN_PREFIX)) {
                out.add(Finding.at(
                        TagKeys.FREEFORM.key() + "." + k,
                        TagKeys.FREEFORM,
                        "is one of the program's own tag keys (" + Tags.OWN_PREFIX
                                + "*: project, stack, group, component), which it sets itself",
                        "remove it, or name it without the " + Tags.OWN_PREFIX + " prefix"));
            }
        }
        return out;
    }

    private static List<Finding> definedInvalid(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (String k : s.tags().defined().keySet()) {
            if (!DEFINED_TAG.matcher(k).matches()) {
                out.add(Finding.at(
                        TagKeys.DEFINED.key() + "." + k,
                        TagKeys.DEFINED,
                        "'" + shorten(k) + "' is not Namespace.key: a defined tag belongs to a tag namespace",
                        "write it as <namespace>.<key> (e.g. Operations.CostCenter), or move it to tags.freeform"));
            }
        }
        return out;
    }

    private static List<Finding> roleShape(Settings s) {
        List<Finding> out = new ArrayList<>();
        record Sized(boolean used, ConfigKey key, String shape) {}
        for (Sized r : List.of(
                new Sized(
                        s.login().count() > 0,
                        RoleKeys.LOGIN_SHAPE,
                        s.login().vm().shape()),
                new Sized(
                        s.controller().own(),
                        RoleKeys.CONTROLLER_SHAPE,
                        s.controller().vm().shape()),
                new Sized(
                        s.monitoringHost().own(),
                        RoleKeys.MONITORING_SHAPE,
                        s.monitoringHost().vm().shape()))) {
            if (r.used() && !ComputeChecks.isFlex(r.shape())) {
                out.add(Finding.suggesting(
                        r.key(),
                        "'" + shorten(r.shape()) + "' is not a Flex shape, but the VM is launched with a shape config"
                                + " (ocpus, memoryInGbs), which OCI accepts only for Flex shapes",
                        "use a Flex shape such as " + ComputeChecks.DEFAULT_BASTION_SHAPE,
                        ComputeChecks.DEFAULT_BASTION_SHAPE));
            }
        }
        return out;
    }

    /**
     * The HPC island and network blocks a group's cluster network is placed in: the cluster
     * network's clusterConfiguration (Oracle, ClusterConfigurationDetails: "instances will only be
     * placed within the HPC island and list of network blocks that you specify"; its hpcIslandId is
     * required, its networkBlockIds optional). Only a cluster network takes it (the provider schema:
     * ClusterNetwork.clusterConfiguration; a compute cluster has none).
     */
    private static List<Finding> clusterPlacement(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (NodeGroup g : declared(s)) {
            String island = g.hpcIslandId();
            List<String> blocks = g.networkBlockIds();
            if (island == null && blocks.isEmpty()) {
                continue;
            }
            String field = island != null ? "hpcIslandId" : "networkBlockIds";
            if (g.placement() != Placement.CLUSTER_NETWORK) {
                out.add(on(
                        g,
                        field,
                        "is set, but the group's placement is " + g.placement().configValue()
                                + ": only a cluster network is placed by HPC island and network block",
                        "remove hpcIslandId and networkBlockIds, or set placement to clusterNetwork",
                        NONE));
                continue;
            }
            if (island == null) {
                out.add(on(
                        g,
                        "hpcIslandId",
                        "is required with networkBlockIds: the cluster network's clusterConfiguration names its island"
                                + " (Oracle, ClusterConfigurationDetails: hpcIslandId required)",
                        "set the OCID of the island the blocks are in (`oci compute compute-hpc-island list"
                                + " --compartment-id <tenancy>`), e.g. `pulumi config set --path '"
                                + g.key("hpcIslandId") + "' " + ISLAND_OCID + "oc1.<region>.<unique>`",
                        null));
            } else if (!island.startsWith(ISLAND_OCID)) {
                out.add(on(
                        g,
                        "hpcIslandId",
                        "'" + shorten(island) + "' is not the OCID of an HPC island (" + ISLAND_OCID + "...)"
                                + kindOf(island),
                        "copy the island's OCID from `oci compute compute-hpc-island list`, or from"
                                + " customerHPCIslandId of a node's /opc/v2/host/rdmaTopologyData",
                        null));
            }
            for (int i = 0; i < blocks.size(); i++) {
                if (!blocks.get(i).startsWith(NETWORK_BLOCK_OCID)) {
                    out.add(on(
                            g,
                            "networkBlockIds[" + i + "]",
                            "'" + shorten(blocks.get(i)) + "' is not the OCID of a network block (" + NETWORK_BLOCK_OCID
                                    + "...)" + kindOf(blocks.get(i)),
                            "copy the block's OCID from `oci compute compute-network-block list`, or from"
                                    + " customerNetworkBlock of a node's /opc/v2/host/rdmaTopologyData; or remove"
                                    + " networkBlockIds to take any block of the island",
                            null));
                }
            }
        }
        return out;
    }

    /**
     * A network block of another region than its island is of another island: an OCID names its
     * realm and region ("ocid1.<RESOURCE TYPE>.<REALM>.[REGION][.FUTURE USE].<UNIQUE ID>", Oracle,
     * "Resource Identifiers"). Blocks of another island in the same region are known only to the
     * API (the capacity topology), not offline.
     */
    private static List<Finding> blockOfOtherIsland(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (NodeGroup g : declared(s)) {
            String island = g.hpcIslandId();
            if (g.placement() != Placement.CLUSTER_NETWORK || island == null || !island.startsWith(ISLAND_OCID)) {
                continue;
            }
            String islandPlace = realmAndRegion(island);
            for (int i = 0; i < g.networkBlockIds().size(); i++) {
                String block = g.networkBlockIds().get(i);
                String blockPlace = realmAndRegion(block);
                if (block.startsWith(NETWORK_BLOCK_OCID)
                        && islandPlace != null
                        && blockPlace != null
                        && !islandPlace.equals(blockPlace)) {
                    out.add(on(
                            g,
                            "networkBlockIds[" + i + "]",
                            "is a network block of " + blockPlace + ", but the HPC island is in " + islandPlace
                                    + ": a cluster network's blocks are blocks of its island",
                            "use the blocks of the island (`oci compute compute-network-block list"
                                    + " --compute-hpc-island-id <island>`), or the island these blocks are in",
                            null));
                }
            }
        }
        return out;
    }

    /** The realm and region of an OCID ({@code oc1.iad}), or null where it names none. */
    private static String realmAndRegion(String ocid) {
        String[] parts = ocid.split("\\.", -1);
        if (parts.length < 5 || parts[2].isEmpty() || parts[3].isEmpty()) {
            return null;
        }
        return parts[2] + "." + parts[3];
    }

    /** ", an OCID of kind <kind>" where the value is an OCID of another kind. */
    private static String kindOf(String value) {
        String[] parts = value.split("\\.", -1);
        return parts.length > 2 && parts[0].equals("ocid1") ? ": it is an OCID of a " + parts[1] : "";
    }

    private static String shorten(String value) {
        return value.length() > 40 ? value.substring(0, 37) + "..." : value;
    }
}
