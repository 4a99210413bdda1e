package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import ocigpucluster.program.Features;
import org.junit.jupiter.api.Test;

/**
 * Every fix that suggests a value is applied and the config validated again: the error it was
 * for must be gone and nothing new may appear. Swept over many broken configurations, so a hint
 * that recommends the refused value, a range outside the VCN, a subnet that overlaps the other or
 * an impossible prefix fails here.
 */
class FixSuggestionSweepTest {

    /** Broken configurations: each a change to the seed-like config. */
    static List<UnaryOperator<Config>> faults() {
        List<UnaryOperator<Config>> out = new ArrayList<>();
        List<String> vcns = List.of(
                "10.0.0.0/16",
                "10.224.0.0/16",
                "10.0.0.0/8",
                "10.0.0.5/16",
                "1.2.3.4",
                "10.0.0.0/31",
                "10.0.0.0/32",
                "192.168.0.0/16",
                "10.0.0.0/28",
                "10.0.0.0/20",
                "garbage");
        List<String> publics = List.of(
                "10.0.1.0/24", "10.0.0.0/16", "10.0.1.5/24", "10.0.1.0", "10.1.0.0/24", "10.0.1.0/31", "10.0.0.0/8");
        List<String> privates = List.of(
                "10.0.4.0/22",
                "10.0.2.0/24",
                "10.0.0.0/16",
                "10.0.1.0/24",
                "10.0.8.0/30",
                "10.5.0.0/22",
                "10.0.4.7/22",
                "10.0.4.0",
                "10.0.0.0/12",
                "10.0.2.2/32");
        for (String vcn : vcns) {
            for (String pub : publics) {
                for (String priv : privates) {
                    out.add(c -> c.set("network.vcnCidr", vcn)
                            .set("network.publicSubnetCidr", pub)
                            .set("network.privateSubnetCidr", priv));
                }
            }
        }
        for (String rdma : List.of(
                "10.0.0.0/12",
                "10.224.0.0/16",
                "10.224.0.0/24",
                "10.224.0.5/12",
                "10.224.0.0",
                "10.0.0.0/8",
                "0.0.0.0/0",
                "10.224.0.0/13",
                "192.168.0.0/16")) {
            for (String vcn : List.of("10.0.0.0/16", "10.224.0.0/16", "10.240.0.0/16", "10.0.0.0/8")) {
                out.add(c -> c.set("network.rdmaCidr", rdma)
                        .set("network.vcnCidr", vcn)
                        .set(
                                "network.publicSubnetCidr",
                                vcn.replaceFirst("\\.0\\.0/\\d+$", ".1.0/24")
                                        .replaceFirst("^10\\.0\\.0\\.0/8$", "10.0.1.0/24"))
                        .set(
                                "network.privateSubnetCidr",
                                vcn.replaceFirst("\\.0\\.0/\\d+$", ".4.0/22")
                                        .replaceFirst("^10\\.0\\.0\\.0/8$", "10.0.4.0/22")));
            }
        }
        for (int nodes : List.of(0, -3, 5, 600, 2000)) {
            for (String priv : List.of("10.0.4.0/22", "10.0.4.0/29", "10.0.4.0/30")) {
                out.add(c -> c.set("cluster.nodeCount", nodes).set("network.privateSubnetCidr", priv));
            }
            out.add(c -> c.set("cluster.nodeCount", nodes).set("cluster.mode", "singleInstance"));
        }
        for (String tz : List.of(
                "JST", "asia/tokyo", "Tokyo", "+09:00", "UTC+9", "Amercia/New_York", "Mars/Olympus", "", "EST")) {
            out.add(c -> c.set("cluster.timezone", tz));
        }
        for (String label : List.of("my-vcn", "1vcn", "averyveryverylonglabel", "", "---", "vcn_1")) {
            out.add(c -> c.set("network.vcnDnsLabel", label));
            out.add(c -> c.set("network.publicSubnetDnsLabel", label));
            out.add(c -> c.set("network.privateSubnetDnsLabel", label));
        }
        for (String name : List.of("GPU", "gpu_pool", "-gpu", "g".repeat(60), "")) {
            out.add(c -> c.set("cluster.poolName", name));
            out.add(c -> c.set("bastion.hostname", name));
        }
        for (int gb : List.of(10, 49, 100, 199, 40000)) {
            out.add(c -> c.set("cluster.bootVolumeSizeInGbs", gb));
            out.add(c -> c.set("bastion.bootVolumeSizeInGbs", gb));
        }
        for (double ocpus : List.of(0.0, 0.5, 2.5, 100.0, 64.0)) {
            for (double mem : List.of(0.5, 16.0, 200.0, 1049.0, 2000.0)) {
                for (String shape :
                        List.of("VM.Standard.E5.Flex", "VM.Standard3.Flex", "VM.Standard.E2.1", "VM.Custom.Flex")) {
                    out.add(c -> c.set("bastion.ocpus", ocpus)
                            .set("bastion.memoryInGbs", mem)
                            .set("bastion.shape", shape));
                }
            }
        }
        for (String size : List.of("64G", "1.5G", "0", "abc", "32G", "512M")) {
            out.add(c -> c.set("bootstrap.ncclMaxBytes", size));
            out.add(c -> c.set("bootstrap.ncclMinBytes", size));
            out.add(c -> c.set("bootstrap.ncclMinBytes", size).set("bootstrap.ncclMaxBytes", "1G"));
        }
        for (String user : List.of("", "op c", "opc;reboot", "$(id)", "-opc", "u".repeat(40), "Opc")) {
            out.add(c -> c.set("bastion.user", user));
        }
        for (String cidr : List.of("1.2.3.4", "203.0.113.7/24", "0.0.0.0/0", "garbage")) {
            out.add(c -> c.set("sshAllowedCidrs", List.of("198.51.100.0/24", cidr)));
        }
        out.add(c -> c.set("bootstrap.nodeTimeoutMinutes", 0).set("bootstrap.ncclPassLineGBps", -1));
        out.add(c -> c.set("cluster.shape", "BM.GPU4.9"));
        out.add(c -> c.set("cluster.imageId", Config.IMAGE.replace("ap-tokyo-1", "ap-osaka-1")));
        out.add(c -> c.set("cluster.imageId", Config.IMAGE.replace("ap-tokyo-1", "kix")));
        out.add(c -> c.set("bastion.imageId", Config.IMAGE.replace("ap-tokyo-1", "us-ashburn-1")));
        out.addAll(hostileFaults());
        return out;
    }

    /** On-demand nodes (and so Slurm and IAM) on, where a fault needs their checks. */
    private static Config onDemand(Config c) {
        return c.set("scheduler.type", "slurm")
                .set("scheduler.allowUnpinnedDownloads", true)
                .set("onDemand.enabled", true)
                .set("iam.existingDynamicGroup", "gpu-admins-bastion");
    }

    /** The hostile-input sweep's configuration cases: each refused, and its fix, applied, validates. */
    static List<UnaryOperator<Config>> hostileFaults() {
        List<UnaryOperator<Config>> out = new ArrayList<>();
        // values past a 16-bit slurm.conf field
        for (int seconds : List.of(65534, 65536, 70000, 86400)) {
            out.add(c -> onDemand(c).set("health.intervalSeconds", seconds));
        }
        for (int minutes : List.of(1093, 1440)) {
            out.add(c -> onDemand(c).set("onDemand.resumeTimeoutMinutes", minutes));
        }
        // availability domains: malformed, of another region, with a line break
        for (String ad : List.of(
                "garbage",
                "AP-TOKYO-1-AD-1",
                "Uocm:AP-TOKYO-1-AD-0",
                "Uocm:US-ASHBURN-AD-1",
                "Uocm:KIX-AD-1",
                "Uocm:AP-TOKYO-1-AD-1\nCOMPARTMENT_ID=x",
                "Uocm:AP-TOKYO-1-AD-1\u2028x")) {
            out.add(c -> c.set("availabilityDomain", ad));
            out.add(c -> c.set("availabilityDomain", "Uocm:AP-TOKYO-1-AD-1")
                    .set("capacity.reservationId", "ocid1.capacityreservation.oc1.ap-tokyo-1." + "a".repeat(60))
                    .set("capacity.availabilityDomain", ad));
        }
        // control characters in keys that have a default
        for (String key : List.of(
                "bastion.user", "bastion.hostname", "cluster.poolName", "cluster.timezone", "scheduler.partition")) {
            out.add(c -> c.set(key, "a\nb"));
            out.add(c -> c.set(key, "a\u0000b"));
        }
        // Slurm's reserved partition word, and the bastion named like an on-demand node
        out.add(c -> onDemand(c).set("onDemand.partition", "default"));
        out.add(c -> onDemand(c).set("onDemand.partition", "default").set("scheduler.partition", "ondemand"));
        for (String host : List.of("ondemand-1", "ondemand-4")) {
            out.add(c -> onDemand(c).set("bastion.hostname", host));
        }
        // an existing NFS server inside the network the stack creates
        for (String server : List.of("10.0.4.250", "10.0.1.50", "10.0.200.1")) {
            out.add(c -> c.set("storage.mode", "external")
                    .set("storage.nfsPath", "/export/home")
                    .set("storage.nfsServer", server));
        }
        return out;
    }

    @Test
    void everySuggestedFixClearsItsErrorAndRaisesNoOther() {
        List<String> problems = new ArrayList<>();
        Set<String> suggestedBy = new TreeSet<>();
        int applied = 0;
        for (UnaryOperator<Config> fault : faults()) {
            Config broken = fault.apply(Config.seedLike());
            List<Diagnostic> before = broken.validate();
            Set<String> beforeIds = idKeys(before);
            for (Diagnostic d : before) {
                if (d.suggestion() == null) {
                    continue;
                }
                applied++;
                suggestedBy.add(d.id());
                List<Diagnostic> after = broken.copy().apply(d.suggestion()).validate();
                Set<String> afterIds = idKeys(after);
                Set<String> raised = new TreeSet<>(afterIds);
                raised.removeAll(beforeIds);
                if (afterIds.contains(d.id() + " " + d.key()) || !raised.isEmpty()) {
                    problems.add(d.line() + "\n    applied " + d.suggestion() + "\n    before: " + beforeIds
                            + "\n    after:  " + afterIds);
                }
            }
        }
        assertTrue(applied > 500, "only " + applied + " suggestions applied");
        assertTrue(
                problems.isEmpty(),
                problems.size() + " suggestions do not validate:\n"
                        + String.join("\n", problems.subList(0, Math.min(40, problems.size()))));
        // every check that can name a value is exercised here
        Set<String> expected = new TreeSet<>(List.of(
                "CIDR_MALFORMED",
                "CIDR_NOT_NETWORK",
                "VCN_CIDR_SIZE",
                "SUBNET_CIDR_SIZE",
                "SUBNET_OUTSIDE_VCN",
                "SUBNETS_OVERLAP",
                "PRIVATE_SUBNET_CONTAINS_CONTAINER_GATEWAY",
                "RDMA_RANGE_OVERLAPS_VCN",
                "RDMA_RANGE_FIXED",
                "PRIVATE_SUBNET_TOO_SMALL",
                "NODE_COUNT_RANGE",
                "SINGLE_INSTANCE_NODE_COUNT",
                "TIMEZONE_UNKNOWN",
                "DNS_LABEL_INVALID",
                "POOL_NAME_INVALID",
                "HOSTNAME_INVALID",
                "BOOT_VOLUME_TOO_SMALL",
                "BOOT_VOLUME_TOO_LARGE",
                "BASTION_SIZE_RANGE",
                "BASTION_SHAPE_NOT_FLEX",
                "NCCL_SIZE_INVALID",
                "NCCL_SIZE_EXCEEDS_GPU_MEMORY",
                "BASTION_USER_INVALID",
                "TIMEOUT_INVALID",
                "NCCL_PASS_LINE_INVALID",
                "SHAPE_UNKNOWN",
                // the hostile-input sweep's
                "HEALTH_INTERVAL_RANGE",
                "ONDEMAND_RESUME_TIMEOUT_RANGE",
                "AVAILABILITY_DOMAIN_MALFORMED",
                "AVAILABILITY_DOMAIN_REGION_MISMATCH",
                "CONFIG_CONTROL_CHARACTER",
                "ONDEMAND_PARTITION_RESERVED",
                "ONDEMAND_NODE_NAME_CLASH",
                "STORAGE_NFS_SERVER_IN_STACK_NETWORK"));
        expected.removeAll(suggestedBy);
        assertEquals(Set.of(), expected, "checks that never suggested a value in the sweep");
    }

    /**
     * The checks' own derivations hold without the safety net: Validation tries each hint and
     * drops a failing value, so here the checks are run directly and every value they name must hold.
     */
    @Test
    void theChecksDeriveHintsThatHoldOnTheirOwn() {
        List<String> problems = new ArrayList<>();
        int applied = 0;
        for (UnaryOperator<Config> fault : faults()) {
            Config broken = fault.apply(Config.seedLike());
            List<Diagnostic> before = Validator.validate(SettingsReader.read(broken.raw(), "test", Features.RULES));
            Set<String> beforeIds = idKeys(before);
            for (Diagnostic d : before) {
                if (d.suggestion() == null
                        || Features.KEYS.all().stream()
                                .anyMatch(k -> k.range() != null
                                        && (k.range().belowId().equals(d.id())
                                                || k.range().aboveId().equals(d.id()))
                                        && k.key().equals(d.key()))
                        || d.id().equals("CONFIG_TYPE")
                        || d.id().equals("CONFIG_CONTROL_CHARACTER")) {
                    continue; // the reader's range, type and control-character hints name the key's default, tried by
                    // Validation
                }
                applied++;
                Set<String> afterIds = idKeys(Validator.validate(
                        SettingsReader.read(broken.copy().apply(d.suggestion()).raw(), "test", Features.RULES)));
                Set<String> raised = new TreeSet<>(afterIds);
                raised.removeAll(beforeIds);
                if (afterIds.contains(d.id() + " " + d.key()) || !raised.isEmpty()) {
                    problems.add(d.line() + "\n    applied " + d.suggestion() + "\n    raised: " + raised);
                }
            }
        }
        assertTrue(applied > 500, "only " + applied + " suggestions applied");
        assertTrue(
                problems.isEmpty(),
                problems.size() + " derived hints do not hold:\n"
                        + String.join("\n", problems.subList(0, Math.min(30, problems.size()))));
    }

    @Test
    void rdmaOverlappingAVcnOfTheDefaultRangeIsNotToldTheDefault() {
        List<Diagnostic> d = Config.seedLike()
                .set("network.vcnCidr", "10.224.0.0/16")
                .set("network.publicSubnetCidr", "10.224.1.0/24")
                .set("network.privateSubnetCidr", "10.224.4.0/22")
                .validate();
        // the plugin's range cannot move: the VCN is named, with no VCN suggested that holds subnets inside the range
        Diagnostic overlap = Config.only(d, "RDMA_RANGE_OVERLAPS_VCN", "network.vcnCidr");
        assertEquals(null, overlap.suggestion(), overlap.line());
    }

    private static Set<String> idKeys(List<Diagnostic> d) {
        Set<String> out = new TreeSet<>();
        d.forEach(x -> out.add(x.id() + " " + x.key()));
        return out;
    }
}
