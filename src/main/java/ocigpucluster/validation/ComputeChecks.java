package ocigpucluster.validation;

import ocigpucluster.settings.Spelling;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.ShapeCatalog;
import ocigpucluster.validation.Check.Finding;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static ocigpucluster.validation.Check.error;
import static ocigpucluster.validation.Check.warning;

/** Node counts, the GPU shape, boot volumes and the bastion's size. */
public final class ComputeChecks {
    /** OCI's boot volume limits, in GB. */
    static final int BOOT_VOLUME_MIN_GB = 50;
    static final int BOOT_VOLUME_MAX_GB = 32768;
    /** GPU nodes hold the CUDA image plus many container images (Oracle's GPU cluster tutorial §2-2, §4). */
    static final int GPU_BOOT_VOLUME_RECOMMENDED_GB = 200;
    /** Every Flex shape takes 1 to 64 GB of memory per OCPU. */
    static final double FLEX_MIN_GB_PER_OCPU = 1;
    static final double FLEX_MAX_GB_PER_OCPU = 64;

    /** Largest OCPU count and memory of the Flex shapes a bastion is likely to use (OCI "Compute Shapes" page). */
    record FlexLimits(int maxOcpus, int maxMemoryGb) {
    }

    static final Map<String, FlexLimits> FLEX_LIMITS = Map.of(
            "VM.Standard.E5.Flex", new FlexLimits(94, 1049),
            "VM.Standard.E4.Flex", new FlexLimits(64, 1024),
            "VM.Standard.E3.Flex", new FlexLimits(64, 1024),
            "VM.Standard3.Flex", new FlexLimits(32, 512),
            "VM.Standard.A1.Flex", new FlexLimits(80, 512));
    /** For a Flex shape not in the table: the per-OCPU rule still applies, the totals are not checked. */
    static final FlexLimits UNKNOWN_FLEX = new FlexLimits(Integer.MAX_VALUE, Integer.MAX_VALUE);

    private ComputeChecks() {
    }

    public static final List<Check> ALL = List.of(
            error("NODE_COUNT_RANGE", "cluster.nodeCount is below 1 or above cluster.maxNodeCount", ComputeChecks::nodeCountRange),
            error("SINGLE_INSTANCE_NODE_COUNT", "singleInstance mode with cluster.nodeCount other than 1",
                    ComputeChecks::singleInstanceNodeCount),
            error("SHAPE_UNKNOWN", "cluster.shape is not in the shape catalog", ComputeChecks::shapeUnknown),
            error("BOOT_VOLUME_TOO_SMALL", "a boot volume is below OCI's 50 GB minimum", ComputeChecks::bootVolumeTooSmall),
            error("BOOT_VOLUME_TOO_LARGE", "a boot volume is above OCI's 32768 GB maximum", ComputeChecks::bootVolumeTooLarge),
            warning("BOOT_VOLUME_BELOW_RECOMMENDED", "GPU node boot volume below 200 GB, little room for container images",
                    ComputeChecks::bootVolumeBelowRecommended),
            error("BASTION_SIZE_RANGE", "bastion OCPUs or memory outside its Flex shape's range", ComputeChecks::bastionSizeRange),
            warning("BASTION_SHAPE_NOT_FLEX", "bastion.shape is not a Flex shape, so bastion.ocpus/memoryInGbs do not apply",
                    ComputeChecks::bastionShapeNotFlex));

    private static List<Finding> nodeCountRange(Settings s) {
        int n = s.cluster().nodeCount();
        int max = s.cluster().maxNodeCount();
        if (n < 1) {
            return List.of(new Finding("cluster.nodeCount", "is " + n + "; a cluster needs at least 1 node",
                    "set cluster.nodeCount to 1 or more"));
        }
        if (n > max) {
            return List.of(new Finding("cluster.nodeCount", "is " + n + ", above cluster.maxNodeCount " + max,
                    "lower cluster.nodeCount, or raise cluster.maxNodeCount if you really mean " + n + " nodes"));
        }
        return List.of();
    }

    private static List<Finding> singleInstanceNodeCount(Settings s) {
        if (s.cluster().mode() == Settings.Mode.SINGLE_INSTANCE && s.cluster().nodeCount() != 1) {
            return List.of(new Finding("cluster.nodeCount",
                    "is " + s.cluster().nodeCount() + ", but cluster.mode singleInstance builds exactly one node",
                    "set cluster.nodeCount to 1, or use cluster.mode clusterNetwork for several nodes"));
        }
        return List.of();
    }

    private static List<Finding> shapeUnknown(Settings s) {
        String shape = s.cluster().shape();
        ShapeCatalog catalog = ShapeCatalog.get();
        if (shape != null && catalog.find(shape).isPresent()) {
            return List.of();
        }
        String hint = shape == null ? "" : Spelling.closest(shape, catalog.names(), 3).map(m -> "did you mean " + m + "? ").orElse("");
        return List.of(new Finding("cluster.shape", "'" + shape + "' is not a known GPU shape",
                hint + "use one of " + String.join(", ", catalog.names())));
    }

    /** A boot volume size and the config key it comes from. */
    private record BootVolume(String key, int gb) {
    }

    private static List<BootVolume> bootVolumes(Settings s) {
        return List.of(new BootVolume("cluster.bootVolumeSizeInGbs", s.cluster().bootVolumeSizeInGbs()),
                new BootVolume("bastion.bootVolumeSizeInGbs", s.bastion().bootVolumeSizeInGbs()));
    }

    private static List<Finding> bootVolumeTooSmall(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (BootVolume v : bootVolumes(s)) {
            if (v.gb() < BOOT_VOLUME_MIN_GB) {
                out.add(new Finding(v.key(), "is " + v.gb() + " GB, below OCI's minimum boot volume of " + BOOT_VOLUME_MIN_GB + " GB",
                        "set it to " + BOOT_VOLUME_MIN_GB + " or more"
                                + (v.key().startsWith("cluster.") ? " (" + GPU_BOOT_VOLUME_RECOMMENDED_GB + " recommended)" : "")));
            }
        }
        return out;
    }

    private static List<Finding> bootVolumeTooLarge(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (BootVolume v : bootVolumes(s)) {
            if (v.gb() > BOOT_VOLUME_MAX_GB) {
                out.add(new Finding(v.key(), "is " + v.gb() + " GB, above OCI's maximum boot volume of " + BOOT_VOLUME_MAX_GB + " GB",
                        "set it to " + BOOT_VOLUME_MAX_GB + " or less"));
            }
        }
        return out;
    }

    private static List<Finding> bootVolumeBelowRecommended(Settings s) {
        int gb = s.cluster().bootVolumeSizeInGbs();
        if (gb >= BOOT_VOLUME_MIN_GB && gb < GPU_BOOT_VOLUME_RECOMMENDED_GB) {
            return List.of(new Finding("cluster.bootVolumeSizeInGbs",
                    "is " + gb + " GB; GPU nodes keep the CUDA image and many container images on it",
                    "use " + GPU_BOOT_VOLUME_RECOMMENDED_GB + " or more, or suppress BOOT_VOLUME_BELOW_RECOMMENDED"));
        }
        return List.of();
    }

    private static List<Finding> bastionSizeRange(Settings s) {
        Settings.Bastion b = s.bastion();
        if (!isFlex(b.shape())) {
            return List.of();
        }
        FlexLimits limits = FLEX_LIMITS.getOrDefault(b.shape(), UNKNOWN_FLEX);
        List<Finding> out = new ArrayList<>();
        double ocpus = b.ocpus();
        if (ocpus < 1 || ocpus != Math.rint(ocpus) || ocpus > limits.maxOcpus()) {
            out.add(new Finding("bastion.ocpus", "is " + number(ocpus) + "; " + b.shape() + " takes a whole number of OCPUs from 1"
                    + (limits == UNKNOWN_FLEX ? "" : " to " + limits.maxOcpus()),
                    "set bastion.ocpus to a whole number in that range, e.g. 2"));
            return out; // the memory bounds depend on a valid OCPU count
        }
        double memory = b.memoryInGbs();
        double min = ocpus * FLEX_MIN_GB_PER_OCPU;
        double max = Math.min(ocpus * FLEX_MAX_GB_PER_OCPU, limits.maxMemoryGb());
        if (memory < min || memory > max) {
            out.add(new Finding("bastion.memoryInGbs", "is " + number(memory) + " GB; with " + number(ocpus) + " OCPUs "
                    + b.shape() + " takes " + number(min) + " to " + number(max) + " GB ("
                    + number(FLEX_MIN_GB_PER_OCPU) + " to " + number(FLEX_MAX_GB_PER_OCPU) + " GB per OCPU)",
                    "set bastion.memoryInGbs in that range, or change bastion.ocpus"));
        }
        return out;
    }

    private static List<Finding> bastionShapeNotFlex(Settings s) {
        String shape = s.bastion().shape();
        if (isFlex(shape)) {
            return List.of();
        }
        return List.of(new Finding("bastion.shape",
                "'" + shape + "' is not a Flex shape, so bastion.ocpus and bastion.memoryInGbs cannot size it",
                "use a Flex shape such as VM.Standard.E5.Flex, or suppress BASTION_SHAPE_NOT_FLEX"));
    }

    static boolean isFlex(String shape) {
        return shape != null && shape.endsWith(".Flex");
    }

    private static String number(double d) {
        return d == Math.rint(d) && !Double.isInfinite(d) ? Long.toString((long) d) : Double.toString(d);
    }
}
