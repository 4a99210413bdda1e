package ocigpucluster.validation;

import static ocigpucluster.validation.Check.error;

import inet.ipaddr.IPAddress;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ocigpucluster.settings.ClusterKeys;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.NetworkKeys;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.NodeGroupKeys;
import ocigpucluster.settings.Settings;
import ocigpucluster.settings.TopLevelKeys;
import ocigpucluster.validation.Check.Finding;

/** The VCN, its two subnets and the RDMA range: well-formed, inside OCI's limits, not in each other's way. */
public final class NetworkChecks {
    /** The container runtime uses this address internally (Oracle's GPU cluster tutorial §1-1): containers cannot reach a subnet holding it. */
    public static final String CONTAINER_RUNTIME_GATEWAY = "10.0.2.2";
    /** OCI reserves the first two and the last address of every subnet. */
    static final int OCI_RESERVED_PER_SUBNET = 3;
    /** OCI accepts VCNs and subnets from /16 to /30. */
    static final int LARGEST_PREFIX = 16;

    static final int SMALLEST_PREFIX = 30;
    /**
     * The RDMA auto-configuration plugin's range, which the stack cannot change: with the Oracle
     * Cloud Agent plugins the RDMA subnet "currently cannot be modified with the compute agent"
     * (oracle-quickstart/oci-hpc schema.yaml, rdma_subnet, default 10.224.0.0/12).
     * network.rdmaCidr is only what the readiness gate expects, so it must be this range.
     */
    static final String DEFAULT_RDMA_CIDR = (String) NetworkKeys.RDMA_CIDR.defaultValue();

    private NetworkChecks() {}

    public static final List<Check> ALL = List.of(
            error("CIDR_MALFORMED", "a CIDR is not an IPv4 network in a.b.c.d/n form", NetworkChecks::malformed),
            error(
                    "CIDR_NOT_NETWORK",
                    "a CIDR has host bits set (10.0.1.5/24 instead of 10.0.1.0/24)",
                    NetworkChecks::notNetwork),
            error("VCN_CIDR_SIZE", "the VCN CIDR is outside OCI's /16../30", NetworkChecks::vcnSize),
            error("SUBNET_CIDR_SIZE", "a subnet CIDR is outside OCI's /16../30", NetworkChecks::subnetSize),
            error("SUBNET_OUTSIDE_VCN", "a subnet CIDR is not inside the VCN CIDR", NetworkChecks::subnetOutsideVcn),
            error("SUBNETS_OVERLAP", "the public and private subnets overlap", NetworkChecks::subnetsOverlap),
            error(
                    "PRIVATE_SUBNET_CONTAINS_CONTAINER_GATEWAY",
                    "the private subnet contains 10.0.2.2, which the container runtime uses internally (with bootstrap.containerRuntime)",
                    NetworkChecks::containerGateway),
            error("RDMA_RANGE_OVERLAPS_VCN", "the RDMA address range overlaps the VCN", NetworkChecks::rdmaOverlapsVcn),
            error(
                    "RDMA_RANGE_FIXED",
                    "network.rdmaCidr is not the RDMA auto-configuration plugin's fixed range 10.224.0.0/12",
                    NetworkChecks::rdmaFixed),
            error(
                    "PRIVATE_SUBNET_TOO_SMALL",
                    "the private subnet has fewer usable addresses than GPU nodes",
                    NetworkChecks::privateSubnetTooSmall),
            error(
                    "EXISTING_NETWORK_INCOMPLETE",
                    "an existing VCN is used without both existing subnet ids (or the reverse)",
                    NetworkChecks::existingIncomplete));

    /** A config key that holds a CIDR, and its value. */
    record CidrValue(ConfigKey key, String value) {
        String label() {
            return key.equals(TopLevelKeys.SSH_ALLOWED_CIDRS) ? "entry '" + value + "'" : "'" + value + "'";
        }
    }

    /** Every CIDR the program will use; the VCN and subnet ones only when it creates the network. */
    static List<CidrValue> cidrs(Settings s) {
        List<CidrValue> out = new ArrayList<>();
        if (!reusesNetwork(s)) {
            out.add(new CidrValue(NetworkKeys.VCN_CIDR, s.network().vcnCidr()));
            out.add(new CidrValue(NetworkKeys.PUBLIC_SUBNET_CIDR, s.network().publicSubnetCidr()));
            out.add(new CidrValue(NetworkKeys.PRIVATE_SUBNET_CIDR, s.network().privateSubnetCidr()));
        }
        out.add(new CidrValue(NetworkKeys.RDMA_CIDR, s.network().rdmaCidr()));
        for (String entry : s.sshAllowedCidrs()) {
            out.add(new CidrValue(TopLevelKeys.SSH_ALLOWED_CIDRS, entry));
        }
        return out;
    }

    /** Any existing id set means the VCN and subnet CIDRs are OCI's, not ours, so their checks do not apply. */
    static boolean reusesNetwork(Settings s) {
        Settings.Network n = s.network();
        return n.existingVcnId() != null || n.existingPublicSubnetId() != null || n.existingPrivateSubnetId() != null;
    }

    /**
     * sshAllowedCidrs with every entry that {@code repair} maps to something else fixed at once
     * (null: removed): one suggestion shared by every entry's finding, computed in one pass, so a
     * list of thousands of entries costs linear time, and applying it clears every such entry.
     */
    private static List<String> allowedCidrsFixed(Settings s, java.util.function.UnaryOperator<String> repair) {
        List<String> fixed = new ArrayList<>(s.sshAllowedCidrs().size());
        for (String entry : s.sshAllowedCidrs()) {
            String r = repair.apply(entry);
            if (r != null) {
                fixed.add(r);
            }
        }
        return List.copyOf(fixed);
    }

    private static List<Finding> malformed(Settings s) {
        List<Finding> out = new ArrayList<>();
        List<String> fixedAll = null;
        for (CidrValue c : cidrs(s)) {
            if (Cidrs.parse(c.value()).isPresent()) {
                continue;
            }
            String message = c.label() + " is not an IPv4 CIDR (a.b.c.d/n)";
            if (c.key().equals(TopLevelKeys.SSH_ALLOWED_CIDRS)) {
                boolean single =
                        c.value() != null && Cidrs.parse(c.value() + "/32").isPresent();
                if (fixedAll == null) {
                    fixedAll = allowedCidrsFixed(
                            s,
                            e -> Cidrs.parse(e).isPresent()
                                    ? e
                                    : e != null && Cidrs.parse(e + "/32").isPresent() ? e + "/32" : null);
                }
                List<String> fixed = fixedAll;
                String fix = single
                        ? "write a single address as " + c.value() + "/32"
                        : "write it as an IPv4 network with a prefix length, e.g. 203.0.113.0/24, or remove it";
                out.add(new Finding(
                        c.key(),
                        message,
                        fix,
                        fixed.isEmpty() ? null : new Diagnostic.Suggestion(c.key(), List.copyOf(fixed))));
            } else {
                Optional<String> range = planned(s, c.key(), SMALLEST_PREFIX);
                out.add(new Finding(
                        c.key(),
                        message,
                        "write it as an IPv4 network with a prefix length"
                                + range.map(r -> ", e.g. " + r).orElse(""),
                        range.map(r -> new Diagnostic.Suggestion(c.key(), r)).orElse(null)));
            }
        }
        return out;
    }

    /** A range for {@code key} derived from the other ranges (see CidrPlanner). */
    private static Optional<String> planned(Settings s, ConfigKey key, int wantedPrefix) {
        if (key == NetworkKeys.VCN_CIDR) {
            return CidrPlanner.vcn(s);
        }
        if (key == NetworkKeys.PUBLIC_SUBNET_CIDR || key == NetworkKeys.PRIVATE_SUBNET_CIDR) {
            return CidrPlanner.subnet(s, key, wantedPrefix);
        }
        return key == NetworkKeys.RDMA_CIDR ? CidrPlanner.rdma(s) : Optional.empty();
    }

    private static List<Finding> notNetwork(Settings s) {
        List<Finding> out = new ArrayList<>();
        List<String> fixedAll = null;
        for (CidrValue c : cidrs(s)) {
            Optional<IPAddress> cidr = Cidrs.parse(c.value());
            if (cidr.isPresent() && !cidr.get().isPrefixBlock()) {
                // the other checks already judge the network meant, so naming it raises nothing new
                String network = Cidrs.text(cidr.get().toPrefixBlock());
                Object value = network;
                if (c.key().equals(TopLevelKeys.SSH_ALLOWED_CIDRS)) {
                    if (fixedAll == null) {
                        fixedAll = allowedCidrsFixed(
                                s,
                                e -> Cidrs.parse(e)
                                        .map(p -> p.isPrefixBlock() ? e : Cidrs.text(p.toPrefixBlock()))
                                        .orElse(e));
                    }
                    value = fixedAll;
                }
                out.add(new Finding(
                        c.key(),
                        c.label() + " has host bits set, so it is not a network address",
                        "use " + network,
                        new Diagnostic.Suggestion(c.key(), value)));
            }
        }
        return out;
    }

    private static List<Finding> vcnSize(Settings s) {
        if (reusesNetwork(s)) {
            return List.of();
        }
        return Cidrs.network(s.network().vcnCidr())
                .filter(vcn -> Cidrs.prefix(vcn) < LARGEST_PREFIX || Cidrs.prefix(vcn) > SMALLEST_PREFIX)
                .map(vcn -> {
                    Optional<String> range = CidrPlanner.vcn(s);
                    return List.of(new Finding(
                            NetworkKeys.VCN_CIDR,
                            "'" + s.network().vcnCidr() + "' is a /" + Cidrs.prefix(vcn) + "; OCI accepts VCNs from /"
                                    + LARGEST_PREFIX + " to /" + SMALLEST_PREFIX,
                            "use a prefix length between " + LARGEST_PREFIX + " and " + SMALLEST_PREFIX
                                    + range.map(r -> ", e.g. " + r + " (it holds both subnets)")
                                            .orElse(""),
                            range.map(r -> new Diagnostic.Suggestion(NetworkKeys.VCN_CIDR, r))
                                    .orElse(null)));
                })
                .orElse(List.of());
    }

    private static List<Finding> subnetSize(Settings s) {
        List<Finding> out = new ArrayList<>();
        for (CidrValue c : subnets(s)) {
            Cidrs.network(c.value())
                    .filter(net -> Cidrs.prefix(net) < LARGEST_PREFIX || Cidrs.prefix(net) > SMALLEST_PREFIX)
                    .ifPresent(net -> {
                        Optional<String> range = CidrPlanner.subnet(s, c.key(), Cidrs.prefix(net));
                        out.add(new Finding(
                                c.key(),
                                c.label() + " is a /" + Cidrs.prefix(net) + "; OCI accepts subnets from /"
                                        + LARGEST_PREFIX + " to /" + SMALLEST_PREFIX,
                                "use a prefix length between " + LARGEST_PREFIX + " and " + SMALLEST_PREFIX
                                        + range.map(r -> ", e.g. " + r).orElse(""),
                                range.map(r -> new Diagnostic.Suggestion(c.key(), r))
                                        .orElse(null)));
                    });
        }
        return out;
    }

    private static List<Finding> subnetOutsideVcn(Settings s) {
        List<Finding> out = new ArrayList<>();
        Optional<IPAddress> vcn = vcn(s);
        if (vcn.isEmpty()) {
            return out;
        }
        for (CidrValue c : subnets(s)) {
            Cidrs.network(c.value()).filter(net -> !vcn.get().contains(net)).ifPresent(net -> {
                Optional<String> range = CidrPlanner.subnet(s, c.key(), Cidrs.prefix(net));
                out.add(new Finding(
                                c.key(),
                                c.label() + " is not inside the VCN " + Cidrs.text(vcn.get()),
                                "choose a range inside network.vcnCidr"
                                        + range.map(r -> ", e.g. " + r).orElse("") + ", or widen network.vcnCidr",
                                range.map(r -> new Diagnostic.Suggestion(c.key(), r))
                                        .orElse(null))
                        .naming(NetworkKeys.VCN_CIDR));
            });
        }
        return out;
    }

    private static List<Finding> subnetsOverlap(Settings s) {
        if (reusesNetwork(s)) {
            return List.of();
        }
        Optional<IPAddress> pub = Cidrs.network(s.network().publicSubnetCidr());
        Optional<IPAddress> priv = Cidrs.network(s.network().privateSubnetCidr());
        if (pub.isPresent() && priv.isPresent() && pub.get().overlaps(priv.get())) {
            Optional<String> range = CidrPlanner.subnet(s, NetworkKeys.PRIVATE_SUBNET_CIDR, Cidrs.prefix(priv.get()));
            return List.of(new Finding(
                            NetworkKeys.PRIVATE_SUBNET_CIDR,
                            "'" + s.network().privateSubnetCidr() + "' overlaps network.publicSubnetCidr '"
                                    + s.network().publicSubnetCidr() + "'",
                            "give the subnets separate ranges"
                                    + range.map(r -> ", e.g. private " + r).orElse(""),
                            range.map(r -> new Diagnostic.Suggestion(NetworkKeys.PRIVATE_SUBNET_CIDR, r))
                                    .orElse(null))
                    .naming(NetworkKeys.PUBLIC_SUBNET_CIDR));
        }
        return List.of();
    }

    private static List<Finding> containerGateway(Settings s) {
        if (reusesNetwork(s) || !s.bootstrap().containerRuntime()) {
            return List.of();
        }
        return Cidrs.network(s.network().privateSubnetCidr())
                .filter(net -> net.contains(Cidrs.address(CONTAINER_RUNTIME_GATEWAY)))
                .map(net -> {
                    Optional<String> range = CidrPlanner.subnet(s, NetworkKeys.PRIVATE_SUBNET_CIDR, Cidrs.prefix(net));
                    return List.of(new Finding(
                            NetworkKeys.PRIVATE_SUBNET_CIDR,
                            "'" + s.network().privateSubnetCidr() + "' contains " + CONTAINER_RUNTIME_GATEWAY
                                    + ", which the container runtime uses internally, so containers on the GPU nodes"
                                    + " could not reach that subnet",
                            "use a range without " + CONTAINER_RUNTIME_GATEWAY
                                    + range.map(r -> ", e.g. " + r).orElse(""),
                            range.map(r -> new Diagnostic.Suggestion(NetworkKeys.PRIVATE_SUBNET_CIDR, r))
                                    .orElse(null)));
                })
                .orElse(List.of());
    }

    private static List<Finding> rdmaOverlapsVcn(Settings s) {
        Optional<IPAddress> vcn = vcn(s);
        Optional<IPAddress> rdma = Cidrs.network(s.network().rdmaCidr());
        if (vcn.isPresent() && rdma.isPresent() && vcn.get().overlaps(rdma.get())) {
            // the RDMA range is the plugin's (RDMA_RANGE_FIXED): the VCN has to move
            Optional<String> range = reusesNetwork(s) ? Optional.empty() : CidrPlanner.vcn(s);
            return List.of(new Finding(
                    NetworkKeys.VCN_CIDR,
                    "'" + s.network().vcnCidr() + "' overlaps the RDMA range "
                            + s.network().rdmaCidr()
                            + ", so RDMA and VCN traffic would be routed to the wrong interfaces",
                    "use a VCN (and subnets) outside " + s.network().rdmaCidr()
                            + range.map(r -> ", e.g. " + r).orElse(""),
                    range.map(r -> new Diagnostic.Suggestion(NetworkKeys.VCN_CIDR, r))
                            .orElse(null)));
        }
        return List.of();
    }

    private static List<Finding> rdmaFixed(Settings s) {
        Optional<IPAddress> rdma = Cidrs.network(s.network().rdmaCidr());
        if (rdma.isEmpty() || Cidrs.text(rdma.get()).equals(DEFAULT_RDMA_CIDR)) {
            return List.of();
        }
        // any other value configures nothing: every node would wait its whole bound for addresses
        // the plugin never gives and fail RDMA_ADDRESS_MISSING
        Optional<String> range = CidrPlanner.rdma(s);
        return List.of(new Finding(
                NetworkKeys.RDMA_CIDR,
                "is '" + s.network().rdmaCidr() + "', but the RDMA auto-configuration plugin always uses "
                        + DEFAULT_RDMA_CIDR
                        + " (it cannot be changed with the Oracle Cloud Agent, oci-hpc schema.yaml rdma_subnet); nodes would fail RDMA_ADDRESS_MISSING",
                "remove the key: `pulumi config rm --path network.rdmaCidr`"
                        + (range.isPresent() ? "" : ", and move the VCN outside " + DEFAULT_RDMA_CIDR),
                range.map(r -> new Diagnostic.Suggestion(NetworkKeys.RDMA_CIDR, r))
                        .orElse(null)));
    }

    private static List<Finding> privateSubnetTooSmall(Settings s) {
        if (reusesNetwork(s)) {
            return List.of();
        }
        int nodes = staticNodes(s);
        Optional<IPAddress> priv = Cidrs.network(s.network().privateSubnetCidr());
        if (priv.isEmpty() || nodes < 1 || usable(Cidrs.prefix(priv.get())).compareTo(BigInteger.valueOf(nodes)) >= 0) {
            return List.of();
        }
        int needed = prefixFor(nodes);
        Optional<String> range = CidrPlanner.subnet(s, NetworkKeys.PRIVATE_SUBNET_CIDR, needed);
        ConfigKey counts = s.declaresNodeGroups() ? NodeGroupKeys.NODE_GROUPS : ClusterKeys.NODE_COUNT;
        String what =
                s.declaresNodeGroups() ? "the static node groups' " + nodes + " nodes" : "cluster.nodeCount " + nodes;
        String lower = s.declaresNodeGroups() ? "lower the groups' counts" : "lower cluster.nodeCount";
        return List.of(new Finding(
                        NetworkKeys.PRIVATE_SUBNET_CIDR,
                        "'" + s.network().privateSubnetCidr() + "' has " + usable(Cidrs.prefix(priv.get()))
                                + " usable addresses (OCI reserves " + OCI_RESERVED_PER_SUBNET
                                + " per subnet), fewer than " + what,
                        "use a /" + needed + " or larger"
                                + range.map(r -> ", e.g. " + r).orElse(" (widen network.vcnCidr first)")
                                + ", or " + lower,
                        range.map(r -> new Diagnostic.Suggestion(NetworkKeys.PRIVATE_SUBNET_CIDR, r))
                                .orElse(null))
                .naming(counts, NetworkKeys.VCN_CIDR));
    }

    /** The static groups' nodes (cluster.nodeCount without nodeGroups). */
    static int staticNodes(Settings s) {
        return s.staticGroups().stream().mapToInt(NodeGroup::count).sum();
    }

    /** The longest prefix whose subnet still has an address for every node. */
    static int prefixFor(int nodes) {
        int needed = SMALLEST_PREFIX;
        while (needed > 0 && usable(needed).compareTo(BigInteger.valueOf(nodes)) < 0) {
            needed--;
        }
        return needed;
    }

    private static List<Finding> existingIncomplete(Settings s) {
        Settings.Network n = s.network();
        if (!reusesNetwork(s)) {
            return List.of();
        }
        List<Finding> out = new ArrayList<>();
        missingExisting(out, NetworkKeys.EXISTING_VCN_ID, n.existingVcnId());
        missingExisting(out, NetworkKeys.EXISTING_PUBLIC_SUBNET_ID, n.existingPublicSubnetId());
        missingExisting(out, NetworkKeys.EXISTING_PRIVATE_SUBNET_ID, n.existingPrivateSubnetId());
        return out;
    }

    private static void missingExisting(List<Finding> out, ConfigKey key, String value) {
        if (value == null || value.isBlank()) {
            out.add(new Finding(
                            key,
                            "is not set, but other network.existing* ids are",
                            "set all three of network.existingVcnId, network.existingPublicSubnetId and"
                                    + " network.existingPrivateSubnetId, or none of them to create a new network")
                    .naming(
                            NetworkKeys.EXISTING_VCN_ID,
                            NetworkKeys.EXISTING_PUBLIC_SUBNET_ID,
                            NetworkKeys.EXISTING_PRIVATE_SUBNET_ID));
        }
    }

    private static Optional<IPAddress> vcn(Settings s) {
        return reusesNetwork(s) ? Optional.empty() : Cidrs.network(s.network().vcnCidr());
    }

    private static List<CidrValue> subnets(Settings s) {
        if (reusesNetwork(s)) {
            return List.of();
        }
        return List.of(
                new CidrValue(NetworkKeys.PUBLIC_SUBNET_CIDR, s.network().publicSubnetCidr()),
                new CidrValue(NetworkKeys.PRIVATE_SUBNET_CIDR, s.network().privateSubnetCidr()));
    }

    /** Addresses left for instances in a subnet of this prefix length. */
    static BigInteger usable(int prefix) {
        return BigInteger.ONE
                .shiftLeft(32 - prefix)
                .subtract(BigInteger.valueOf(OCI_RESERVED_PER_SUBNET))
                .max(BigInteger.ZERO);
    }
}
