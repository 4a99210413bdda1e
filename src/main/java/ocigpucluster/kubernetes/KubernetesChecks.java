package ocigpucluster.kubernetes;

import static ocigpucluster.validation.Check.error;

import inet.ipaddr.IPAddress;
import inet.ipaddr.IPAddressString;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.NetworkKeys;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.Settings;
import ocigpucluster.slurm.Scheduler;
import ocigpucluster.slurm.SchedulerKeys;
import ocigpucluster.validation.AccessChecks;
import ocigpucluster.validation.Check;
import ocigpucluster.validation.Check.Finding;

/**
 * What validate refuses about an OKE cluster before anything is created: a version OKE does not
 * offer, a range the pods or services would share with the VCN, an RDMA group whose shape the
 * network operator add-on has no SR-IOV policy for, and keys only Slurm reads.
 */
public final class KubernetesChecks {
    static final String EXAMPLE_IMAGE = "ocid1.image.oc1.<region>.<unique>";

    private KubernetesChecks() {}

    public static final List<Check> ALL = Stream.concat(
                    Stream.of(
                            error(
                                    "KUBERNETES_VERSION_UNSUPPORTED",
                                    "kubernetes.version is not a version OKE offers",
                                    KubernetesChecks::version),
                            error(
                                    "KUBERNETES_CIDR_INVALID",
                                    "kubernetes.podsCidr or kubernetes.servicesCidr is not an IPv4 CIDR",
                                    KubernetesChecks::cidrInvalid),
                            error(
                                    "KUBERNETES_CIDR_OVERLAP",
                                    "the pods' or services' range overlaps the VCN, the RDMA range or the other",
                                    KubernetesChecks::cidrOverlap),
                            error(
                                    "KUBERNETES_SHAPE_UNSUPPORTED",
                                    "an RDMA node group's shape has no SR-IOV policy in the NVIDIA Network Operator add-on",
                                    KubernetesChecks::shape),
                            error(
                                    "KUBERNETES_SLURM_KEY",
                                    "a key only Slurm reads is set in a Kubernetes stack",
                                    KubernetesChecks::slurmKeys),
                            error(
                                    "KUBERNETES_IMAGE_REQUIRED",
                                    "scheduler.type is kubernetes but kubernetes.systemPoolImageId is not set",
                                    KubernetesChecks::image),
                            error(
                                    "KUBERNETES_KEY_UNUSED",
                                    "a kubernetes key is set but scheduler.type is not kubernetes",
                                    KubernetesChecks::unused)),
                    AccessChecks.ocidChecks(List.of(new AccessChecks.OcidKey(
                                    KubernetesKeys.SYSTEM_POOL_IMAGE_ID,
                                    s -> Kubernetes.of(s).systemPool().imageId(),
                                    Set.of("image"),
                                    EXAMPLE_IMAGE)))
                            .stream())
            .toList();

    private static List<Finding> version(Settings s) {
        String v = Kubernetes.of(s).version();
        if (!Kubernetes.on(s) || Oke.VERSIONS.contains(v)) {
            return List.of();
        }
        String hint = !v.startsWith("v") && Oke.VERSIONS.contains("v" + v) ? " (OKE writes it with a leading v)" : "";
        return List.of(Finding.suggesting(
                KubernetesKeys.VERSION,
                "is '" + v + "', which OKE does not offer" + hint + "; the versions read from " + Oke.SOURCE + " are "
                        + String.join(", ", Oke.VERSIONS),
                "set `pulumi config set --path " + KubernetesKeys.VERSION.key() + " " + Oke.VERSIONS.get(0) + "`",
                Oke.VERSIONS.get(0)));
    }

    /** The two ranges of the cluster, by key. */
    private static List<ConfigKey> ranges() {
        return List.of(KubernetesKeys.PODS_CIDR, KubernetesKeys.SERVICES_CIDR);
    }

    private static String value(Settings s, ConfigKey k) {
        Kubernetes k8s = Kubernetes.of(s);
        return k == KubernetesKeys.PODS_CIDR ? k8s.podsCidr() : k8s.servicesCidr();
    }

    private static Optional<IPAddress> cidr(String text) {
        if (text == null) {
            return Optional.empty();
        }
        IPAddressString a = new IPAddressString(text);
        if (!a.isValid() || !a.isIPv4() || !a.isPrefixed() || a.getNetworkPrefixLength() == 0) {
            return Optional.empty();
        }
        return Optional.of(a.getAddress().toPrefixBlock());
    }

    private static List<Finding> cidrInvalid(Settings s) {
        if (!Kubernetes.on(s)) {
            return List.of();
        }
        List<Finding> out = new ArrayList<>();
        for (ConfigKey k : ranges()) {
            if (cidr(value(s, k)).isEmpty()) {
                out.add(Finding.suggesting(
                        k,
                        "is '" + value(s, k) + "', not an IPv4 CIDR (a.b.c.d/n)",
                        "set `pulumi config set --path " + k.key() + " " + k.defaultValue() + "`",
                        k.defaultValue()));
            }
        }
        return out;
    }

    private static List<Finding> cidrOverlap(Settings s) {
        if (!Kubernetes.on(s)) {
            return List.of();
        }
        List<Finding> out = new ArrayList<>();
        Optional<IPAddress> pods = cidr(Kubernetes.of(s).podsCidr());
        Optional<IPAddress> services = cidr(Kubernetes.of(s).servicesCidr());
        for (ConfigKey k : ranges()) {
            Optional<IPAddress> mine = k == KubernetesKeys.PODS_CIDR ? pods : services;
            if (mine.isEmpty()) {
                continue;
            }
            List<String> clashes = new ArrayList<>();
            List<ConfigKey> named = new ArrayList<>();
            if (!s.network().usesExisting()) {
                clash(mine.get(), NetworkKeys.VCN_CIDR, s.network().vcnCidr(), clashes, named);
            }
            clash(mine.get(), NetworkKeys.RDMA_CIDR, s.network().rdmaCidr(), clashes, named);
            if (k == KubernetesKeys.SERVICES_CIDR
                    && pods.isPresent()
                    && pods.get().overlaps(mine.get())) {
                clashes.add(
                        KubernetesKeys.PODS_CIDR.key() + " '" + Kubernetes.of(s).podsCidr() + "'");
                named.add(KubernetesKeys.PODS_CIDR);
            }
            if (!clashes.isEmpty()) {
                out.add(new Finding(
                                k,
                                "'" + value(s, k) + "' overlaps " + String.join(" and ", clashes)
                                        + ": a node could not tell a pod or service address from a host's",
                                "give " + k.key() + " a range of its own, e.g. `pulumi config set --path " + k.key()
                                        + " " + free(s, k, mine.get()) + "`")
                        .naming(named.toArray(ConfigKey[]::new)));
            }
        }
        return out;
    }

    private static void clash(
            IPAddress mine, ConfigKey key, String other, List<String> clashes, List<ConfigKey> named) {
        cidr(other).filter(mine::overlaps).ifPresent(o -> {
            clashes.add(key.key() + " '" + other + "'");
            named.add(key);
        });
    }

    /** A range of the same size that overlaps none of the others: the first free one from 10.0.0.0, else 172.16.0.0/12's. */
    private static String free(Settings s, ConfigKey k, IPAddress mine) {
        List<IPAddress> taken = new ArrayList<>();
        cidr(s.network().vcnCidr()).ifPresent(taken::add);
        cidr(s.network().rdmaCidr()).ifPresent(taken::add);
        ranges().stream().filter(r -> r != k).forEach(r -> cidr(value(s, r)).ifPresent(taken::add));
        int len = mine.getNetworkPrefixLength();
        for (String base : List.of("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")) {
            IPAddress block = new IPAddressString(base).getAddress();
            if (block.getNetworkPrefixLength() > len) {
                continue;
            }
            long start = block.getLower().getValue().longValue();
            long size = 1L << (32 - len);
            for (long a = start; a < start + (1L << (32 - block.getNetworkPrefixLength())); a += size) {
                IPAddress candidate = new IPAddressString(((a >> 24) & 255) + "." + ((a >> 16) & 255) + "."
                                + ((a >> 8) & 255) + "." + (a & 255) + "/" + len)
                        .getAddress();
                if (taken.stream().noneMatch(candidate::overlaps)) {
                    return candidate.toCanonicalString();
                }
            }
        }
        return "<a free range>";
    }

    private static List<Finding> shape(Settings s) {
        if (!Kubernetes.on(s)) {
            return List.of();
        }
        List<Finding> out = new ArrayList<>();
        for (NodeGroup g : s.groups()) {
            if (g.rdma() && !Oke.SRIOV_SHAPES.contains(g.shape())) {
                out.add(new Finding(
                        g.key("shape"),
                        "is " + g.shape() + ", an RDMA shape the NvidiaNetworkOperator add-on has no SR-IOV node policy"
                                + " for (" + Oke.SOURCE + " covers " + String.join(", ", Oke.SRIOV_SHAPES)
                                + "): its pods could not reach the RDMA NICs",
                        "give the group one of those shapes, or keep it in a scheduler.type slurm or none stack"));
            }
        }
        return out;
    }

    private static List<Finding> slurmKeys(Settings s) {
        if (!Kubernetes.on(s)) {
            return List.of();
        }
        Scheduler sch = Scheduler.of(s);
        List<Finding> out = new ArrayList<>();
        for (ConfigKey k :
                List.of(SchedulerKeys.PARTITION, SchedulerKeys.CLUSTER_NAME, SchedulerKeys.ALLOW_UNPINNED_DOWNLOADS)) {
            Object v = k == SchedulerKeys.PARTITION
                    ? sch.partition()
                    : k == SchedulerKeys.CLUSTER_NAME ? sch.clusterName() : sch.allowUnpinnedDownloads();
            if (!Objects.equals(v, k.defaultValue())) {
                out.add(new Finding(
                                k,
                                "is set, but only Slurm reads it and scheduler.type is kubernetes",
                                "remove it (`pulumi config rm --path " + k.key() + "`)")
                        .naming(SchedulerKeys.TYPE));
            }
        }
        for (NodeGroup g : s.groups()) {
            if (g.origin() != NodeGroup.Origin.NODE_GROUPS) {
                continue;
            }
            boolean partition = !g.name().equals(g.partition());
            boolean features = !g.features().equals(List.of(g.name()));
            for (String field : Stream.of(
                            partition ? "partition" : null,
                            features ? "features" : null,
                            g.weight() != null ? "weight" : null)
                    .filter(Objects::nonNull)
                    .toList()) {
                out.add(new Finding(
                        g.key(field),
                        "is set, but it is a Slurm partition setting and scheduler.type is kubernetes",
                        "remove it (`pulumi config rm --path " + g.key(field) + "`); in Kubernetes a group's nodes"
                                + " carry their shape as node.kubernetes.io/instance-type"));
            }
        }
        return out;
    }

    private static List<Finding> image(Settings s) {
        if (!Kubernetes.on(s) || Kubernetes.of(s).systemPool().imageId() != null) {
            return List.of();
        }
        return List.of(new Finding(
                KubernetesKeys.SYSTEM_POOL_IMAGE_ID,
                "is not set: the system node pool boots an OKE node image of kubernetes.version",
                "set `pulumi config set --path " + KubernetesKeys.SYSTEM_POOL_IMAGE_ID.key() + " " + EXAMPLE_IMAGE
                        + "` (an Oracle Linux OKE image; the Console's node pool form lists them)"));
    }

    private static List<Finding> unused(Settings s) {
        if (Kubernetes.on(s)) {
            return List.of();
        }
        Kubernetes k8s = Kubernetes.of(s);
        List<Finding> out = new ArrayList<>();
        for (ConfigKey k : KubernetesKeys.ALL) {
            Object v = read(k8s, k);
            Object def = k.defaultValue();
            boolean stated = v instanceof Integer i && def instanceof Number n
                    ? new BigDecimal(i).compareTo(new BigDecimal(n.toString())) != 0
                    : !Objects.equals(v, def);
            if (stated) {
                out.add(new Finding(
                                k,
                                "is set, but scheduler.type is "
                                        + Scheduler.of(s).type() + ": no OKE cluster reads it",
                                "set `pulumi config set --path " + SchedulerKeys.TYPE.key()
                                        + " kubernetes`, or remove it (`pulumi config rm --path " + k.key() + "`)")
                        .naming(SchedulerKeys.TYPE));
            }
        }
        return out;
    }

    private static Object read(Kubernetes k, ConfigKey key) {
        Kubernetes.SystemPool p = k.systemPool();
        if (key == KubernetesKeys.VERSION) return k.version();
        if (key == KubernetesKeys.PODS_CIDR) return k.podsCidr();
        if (key == KubernetesKeys.SERVICES_CIDR) return k.servicesCidr();
        if (key == KubernetesKeys.SYSTEM_POOL_SHAPE) return p.shape();
        if (key == KubernetesKeys.SYSTEM_POOL_SIZE) return p.size();
        if (key == KubernetesKeys.SYSTEM_POOL_OCPUS) return p.ocpus();
        if (key == KubernetesKeys.SYSTEM_POOL_MEMORY_GBS) return p.memoryInGbs();
        if (key == KubernetesKeys.SYSTEM_POOL_IMAGE_ID) return p.imageId();
        if (key == KubernetesKeys.GPU_OPERATOR_VERSION) return k.gpuOperatorVersion();
        return k.networkOperatorVersion();
    }
}
