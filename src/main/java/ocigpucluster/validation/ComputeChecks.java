package ocigpucluster.validation;

import static ocigpucluster.validation.Check.error;
import static ocigpucluster.validation.Check.warning;

import java.util.List;
import java.util.Map;
import ocigpucluster.settings.BastionKeys;
import ocigpucluster.settings.ClusterKeys;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.NodeGroupKeys;
import ocigpucluster.settings.Settings;
import ocigpucluster.settings.Spelling;
import ocigpucluster.shapes.ShapeCatalog;
import ocigpucluster.validation.Check.Finding;

/** Node counts, the GPU shape, boot volumes and the bastion's size. */
public final class ComputeChecks {
    /** GPU nodes hold the CUDA image plus many container images. */
    static final int GPU_BOOT_VOLUME_RECOMMENDED_GB = 200;
    /** Every Flex shape takes 1 to 64 GB of memory per OCPU (OCI "Compute Shapes", Flexible Shapes). */
    static final double FLEX_MIN_GB_PER_OCPU = 1;

    static final double FLEX_MAX_GB_PER_OCPU = 64;

    /** Largest OCPU count and memory of the Flex shapes a bastion is likely to use (OCI "Compute Shapes" page). */
    record FlexLimits(int maxOcpus, int maxMemoryGb) {}

    static final Map<String, FlexLimits> FLEX_LIMITS = new java.util.TreeMap<>(Map.of(
            "VM.Standard.E5.Flex", new FlexLimits(94, 1049),
            "VM.Standard.E4.Flex", new FlexLimits(64, 1024),
            "VM.Standard.E3.Flex", new FlexLimits(64, 1024),
            "VM.Standard3.Flex", new FlexLimits(32, 512),
            "VM.Standard.A1.Flex", new FlexLimits(80, 512)));
    /** For a Flex shape not in the table: the per-OCPU rule still applies, the totals are not checked. */
    static final FlexLimits UNKNOWN_FLEX = new FlexLimits(Integer.MAX_VALUE, Integer.MAX_VALUE);
    /** The bastion shape suggested first (the default). */
    static final String DEFAULT_BASTION_SHAPE = "VM.Standard.E5.Flex";

    private ComputeChecks() {}

    // Node counts below 1 and boot volumes outside OCI's 50..32768 GB are refused by the reader
    // (each key's range in ConfigKeys); these checks compare values with each other and the shape.
    public static final List<Check> ALL = List.of(
            error("NODE_COUNT_RANGE", "cluster.nodeCount is above cluster.maxNodeCount", ComputeChecks::nodeCountRange),
            error(
                    "SINGLE_INSTANCE_NODE_COUNT",
                    "singleInstance mode with cluster.nodeCount other than 1",
                    ComputeChecks::singleInstanceNodeCount),
            error("SHAPE_UNKNOWN", "cluster.shape is not in the shape catalog", ComputeChecks::shapeUnknown),
            warning(
                    "BOOT_VOLUME_BELOW_RECOMMENDED",
                    "GPU node boot volume below 200 GB, little room for container images",
                    ComputeChecks::bootVolumeBelowRecommended),
            error(
                    "BASTION_SIZE_RANGE",
                    "bastion OCPUs or memory outside its Flex shape's range",
                    ComputeChecks::bastionSizeRange),
            error(
                    "BASTION_SHAPE_NOT_FLEX",
                    "bastion.shape is not a Flex shape, but the bastion is sized by bastion.ocpus/memoryInGbs",
                    ComputeChecks::bastionShapeNotFlex));

    private static List<Finding> nodeCountRange(Settings s) {
        int max = s.cluster().maxNodeCount();
        if (s.declaresNodeGroups()) {
            return groupCounts(s, max);
        }
        int n = s.cluster().nodeCount();
        if (n > max) {
            return List.of(Finding.suggesting(
                            ClusterKeys.NODE_COUNT,
                            "is " + n + ", above cluster.maxNodeCount " + max,
                            "lower cluster.nodeCount to at most " + max
                                    + ", or raise cluster.maxNodeCount if you really mean " + n + " nodes",
                            max)
                    .naming(ClusterKeys.MAX_NODE_COUNT));
        }
        return List.of();
    }

    private static List<Finding> singleInstanceNodeCount(Settings s) {
        if (s.cluster().mode() == Settings.Mode.SINGLE_INSTANCE && s.cluster().nodeCount() != 1) {
            return List.of(Finding.suggesting(
                            ClusterKeys.NODE_COUNT,
                            "is " + s.cluster().nodeCount()
                                    + ", but cluster.mode singleInstance builds exactly one node",
                            "set cluster.nodeCount to 1, or use cluster.mode clusterNetwork for several nodes",
                            1)
                    .naming(ClusterKeys.MODE));
        }
        return List.of();
    }

    /** Each nodeGroups item's count (or on-demand bound): from 1 to cluster.maxNodeCount. */
    private static List<Finding> groupCounts(Settings s, int max) {
        List<Finding> out = new java.util.ArrayList<>();
        for (NodeGroup g : s.groups()) {
            if (g.origin() != NodeGroup.Origin.NODE_GROUPS) {
                continue;
            }
            int n = g.maxNodes();
            String field = g.isOnDemand() ? "onDemand" : "count";
            String where = g.isOnDemand() ? g.key("onDemand") + ".maxNodes" : g.key("count");
            if (g.isOnDemand() && g.count() > 0) {
                continue; // NODE_GROUP_COUNT_AND_ON_DEMAND says so
            }
            if (n < 1 || n > max) {
                int fixed = Math.max(1, Math.min(n, max));
                out.add(new Finding(
                                where,
                                "is " + n + "; a group has from 1 to cluster.maxNodeCount (" + max + ") "
                                        + (field.equals("count") ? "nodes" : "on-demand nodes"),
                                "set it from 1 to " + max + ", e.g. " + fixed
                                        + (n > max ? ", or raise cluster.maxNodeCount if you really mean " + n : ""),
                                new Diagnostic.Suggestion(where, fixed),
                                List.of(NodeGroupKeys.NODE_GROUPS))
                        .naming(ClusterKeys.MAX_NODE_COUNT));
            }
        }
        return out;
    }

    private static List<Finding> shapeUnknown(Settings s) {
        List<Finding> out = new java.util.ArrayList<>();
        for (NodeGroup g : s.groups()) {
            if (g.origin() == NodeGroup.Origin.NODE_GROUPS) {
                unknownShape(g.shape(), g.key("shape")).ifPresent(out::add);
            }
        }
        if (s.declaresNodeGroups()) {
            return out; // cluster.shape is not used
        }
        return legacyShapeUnknown(s);
    }

    /** A finding for a shape name the catalog does not have, at a nodeGroups item's key. */
    private static java.util.Optional<Finding> unknownShape(String shape, String where) {
        ShapeCatalog catalog = ShapeCatalog.get();
        if (shape == null || catalog.find(shape).isPresent()) {
            return java.util.Optional.empty();
        }
        java.util.Optional<String> closest = Spelling.closest(shape, catalog.names(), 3);
        return java.util.Optional.of(new Finding(
                where,
                "'" + (shape.length() > 40 ? shape.substring(0, 37) + "..." : shape) + "' is not a known GPU shape",
                closest.map(m -> "did you mean " + m + "? ").orElse("") + "use one of "
                        + String.join(", ", catalog.names()),
                closest.map(m -> new Diagnostic.Suggestion(where, m)).orElse(null),
                List.of(NodeGroupKeys.NODE_GROUPS)));
    }

    private static List<Finding> legacyShapeUnknown(Settings s) {
        String shape = s.cluster().shape();
        ShapeCatalog catalog = ShapeCatalog.get();
        if (shape != null && catalog.find(shape).isPresent()) {
            return List.of();
        }
        java.util.Optional<String> closest =
                shape == null ? java.util.Optional.empty() : Spelling.closest(shape, catalog.names(), 3);
        return List.of(new Finding(
                ClusterKeys.SHAPE,
                "'" + shape + "' is not a known GPU shape",
                closest.map(m -> "did you mean " + m + "? ").orElse("") + "use one of "
                        + String.join(", ", catalog.names()),
                closest.map(m -> new Diagnostic.Suggestion(ClusterKeys.SHAPE, m))
                        .orElse(null)));
    }

    private static List<Finding> bootVolumeBelowRecommended(Settings s) {
        int gb = s.cluster().bootVolumeSizeInGbs();
        if (gb < GPU_BOOT_VOLUME_RECOMMENDED_GB) {
            return List.of(Finding.suggesting(
                    ClusterKeys.BOOT_VOLUME_SIZE_IN_GBS,
                    "is " + gb + " GB; GPU nodes keep the CUDA image and many container images on it",
                    "use " + GPU_BOOT_VOLUME_RECOMMENDED_GB + " or more, or suppress BOOT_VOLUME_BELOW_RECOMMENDED",
                    GPU_BOOT_VOLUME_RECOMMENDED_GB));
        }
        return List.of();
    }

    private static List<Finding> bastionSizeRange(Settings s) {
        Settings.Bastion b = s.bastion();
        if (!isFlex(b.shape())) {
            return List.of();
        }
        FlexLimits limits = FLEX_LIMITS.getOrDefault(b.shape(), UNKNOWN_FLEX);
        double ocpus = b.ocpus();
        double memory = b.memoryInGbs();
        if (ocpus < 1 || ocpus != Math.rint(ocpus) || ocpus > limits.maxOcpus()) {
            // an OCPU count that also fits the memory, nearest to what was asked, if there is one
            Integer fitting = ocpusFor(memory, limits, ocpus);
            String range = "from 1" + (limits == UNKNOWN_FLEX ? "" : " to " + limits.maxOcpus());
            String fix = fitting == null
                    ? "set bastion.ocpus to a whole number " + range + " and bastion.memoryInGbs to 1 to 64 GB per OCPU"
                    : "set bastion.ocpus to a whole number " + range + ", e.g. " + fitting;
            return List.of(new Finding(
                    BastionKeys.OCPUS,
                    "is " + number(ocpus) + "; " + b.shape() + " takes a whole number of OCPUs " + range,
                    fix,
                    fitting == null ? null : new Diagnostic.Suggestion(BastionKeys.OCPUS, fitting)));
            // the memory bounds depend on a valid OCPU count
        }
        double min = ocpus * FLEX_MIN_GB_PER_OCPU;
        double max = Math.min(ocpus * FLEX_MAX_GB_PER_OCPU, limits.maxMemoryGb());
        if (memory < min || memory > max) {
            double fitting = Math.max(min, Math.min(max, Math.rint(memory)));
            return List.of(Finding.suggesting(
                            BastionKeys.MEMORY_IN_GBS,
                            "is " + number(memory) + " GB; with " + number(ocpus) + " OCPUs "
                                    + b.shape() + " takes " + number(min) + " to " + number(max) + " GB ("
                                    + number(FLEX_MIN_GB_PER_OCPU) + " to " + number(FLEX_MAX_GB_PER_OCPU)
                                    + " GB per OCPU)",
                            "set bastion.memoryInGbs in that range, e.g. " + number(fitting)
                                    + ", or change bastion.ocpus",
                            fitting)
                    .naming(BastionKeys.OCPUS));
        }
        return List.of();
    }

    /** The whole OCPU count nearest to {@code wanted} with which {@code memory} is within the shape's limits, or null. */
    static Integer ocpusFor(double memory, FlexLimits limits, double wanted) {
        long lo = Math.max(1, (long) Math.ceil(memory / FLEX_MAX_GB_PER_OCPU));
        long hi = Math.min(limits.maxOcpus(), (long) Math.floor(memory / FLEX_MIN_GB_PER_OCPU));
        if (memory > limits.maxMemoryGb() || lo > hi) {
            return null;
        }
        long want = Double.isFinite(wanted) ? Math.round(wanted) : lo;
        return (int) Math.max(lo, Math.min(hi, want));
    }

    private static List<Finding> bastionShapeNotFlex(Settings s) {
        String shape = s.bastion().shape();
        if (isFlex(shape)) {
            return List.of();
        }
        String fitting = fittingFlexShape(s.bastion());
        String message = "'" + shape + "' is not a Flex shape, but the bastion is launched with a shape config"
                + " (bastion.ocpus, bastion.memoryInGbs), which OCI accepts only for Flex shapes";
        String fix = "use a Flex shape such as " + (fitting == null ? DEFAULT_BASTION_SHAPE : fitting);
        return List.of(new Finding(
                        BastionKeys.SHAPE,
                        message,
                        fix,
                        fitting == null ? null : new Diagnostic.Suggestion(BastionKeys.SHAPE, fitting))
                .naming(BastionKeys.OCPUS, BastionKeys.MEMORY_IN_GBS));
    }

    /** A Flex shape whose limits hold the configured size, the default first; null when none does. */
    static String fittingFlexShape(Settings.Bastion b) {
        return java.util.stream.Stream.concat(
                        java.util.stream.Stream.of(DEFAULT_BASTION_SHAPE), FLEX_LIMITS.keySet().stream())
                .filter(name -> {
                    FlexLimits l = FLEX_LIMITS.get(name);
                    return b.ocpus() >= 1
                            && b.ocpus() == Math.rint(b.ocpus())
                            && b.ocpus() <= l.maxOcpus()
                            && b.memoryInGbs() >= b.ocpus() * FLEX_MIN_GB_PER_OCPU
                            && b.memoryInGbs() <= Math.min(b.ocpus() * FLEX_MAX_GB_PER_OCPU, l.maxMemoryGb());
                })
                .findFirst()
                .orElse(null);
    }

    static boolean isFlex(String shape) {
        return shape != null && shape.endsWith(".Flex");
    }

    private static String number(double d) {
        return d == Math.rint(d) && !Double.isInfinite(d) ? Long.toString((long) d) : Double.toString(d);
    }
}
