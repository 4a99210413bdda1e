package ocigpucluster.validation;

import static ocigpucluster.validation.Check.error;

import inet.ipaddr.IPAddress;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import ocigpucluster.settings.BastionKeys;
import ocigpucluster.settings.ClusterKeys;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.NetworkKeys;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.NodeGroupKeys;
import ocigpucluster.settings.RoleKeys;
import ocigpucluster.settings.Settings;
import ocigpucluster.settings.Spelling;
import ocigpucluster.settings.StorageKeys;
import ocigpucluster.validation.Check.Finding;

/**
 * Values the other checks let through but OCI refuses, or that break the nodes at boot: rules
 * stated by OCI's, Slurm's or the platform's own documentation (each cites its source). They
 * run only on values the format checks already accepted, so one problem is one line.
 */
public final class PlatformRuleChecks {
    /**
     * Ranges no VCN may use. OCI reserves 169.254.0.0/16 (link-local, its metadata and DNS
     * services), 224.0.0.0/4 (class D, multicast) and 240.0.0.0/4 (class E) — restated in the
     * Oracle Database@AWS CreateOdbNetwork reference ("CIDR ranges that are reserved by OCI");
     * 0.0.0.0/8 ("this network") and 127.0.0.0/8 (loopback) no interface may hold (RFC 1122
     * §3.2.1.3). OCI's "VCNs and Subnets" page recommends the RFC 1918 ranges.
     */
    static final Map<String, String> RESERVED_RANGES = reserved();

    private static Map<String, String> reserved() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("0.0.0.0/8", "'this network' (RFC 1122)");
        m.put("127.0.0.0/8", "loopback");
        m.put("169.254.0.0/16", "link-local, reserved by OCI for its metadata and DNS services");
        m.put("224.0.0.0/4", "multicast (class D), reserved by OCI");
        m.put("240.0.0.0/4", "class E, reserved by OCI");
        return m;
    }

    /** "Allow at least three IP addresses for each mount target" (OCI File Storage API, CreateMountTarget). */
    static final int MOUNT_TARGET_ADDRESSES = 3;

    /**
     * The Flex VM shapes OCI lists (OCI "Compute Shapes", Flexible Shapes, Standard and Optimized
     * VM series); a name outside it (VM.Standard.E9.Flex) fails at LaunchInstance.
     */
    static final Set<String> FLEX_SHAPES = Set.of(
            "VM.Standard3.Flex",
            "VM.Standard.E3.Flex",
            "VM.Standard.E4.Flex",
            "VM.Standard.E5.Flex",
            "VM.Standard.E6.Flex",
            "VM.Standard.A1.Flex",
            "VM.Standard.A2.Flex",
            "VM.Standard.A4.Flex",
            "VM.Optimized3.Flex",
            "VM.DenseIO.E4.Flex",
            "VM.DenseIO.E5.Flex");

    private PlatformRuleChecks() {}

    public static final List<Check> ALL = List.of(
            error(
                    "VCN_CIDR_RESERVED",
                    "the VCN CIDR overlaps a range OCI refuses (0.0.0.0/8, loopback, link-local, multicast, class E)",
                    PlatformRuleChecks::vcnReserved),
            error(
                    "PRIVATE_SUBNET_FULL",
                    "the private subnet cannot hold the static nodes, the on-demand groups' bounds, the login nodes, the roles' VMs and the File Storage mount target",
                    PlatformRuleChecks::privateSubnetFull),
            error(
                    "STORAGE_NFS_SERVER_UNREACHABLE",
                    "storage.nfsServer is loopback, 0.0.0.0, multicast/broadcast, link-local or a subnet's gateway",
                    PlatformRuleChecks::nfsServerUnreachable),
            error(
                    "STORAGE_NFS_SERVER_IN_STACK_NETWORK",
                    "storage.nfsServer, an existing server, is an address in the VCN this stack creates",
                    PlatformRuleChecks::nfsServerInStackNetwork),
            error(
                    "BASTION_SHAPE_UNKNOWN",
                    "bastion.shape is a Flex name OCI does not have",
                    PlatformRuleChecks::bastionShapeUnknown),
            error(
                    "HOSTNAME_RESERVED",
                    "bastion.hostname is localhost or another name every host resolves to itself",
                    PlatformRuleChecks::hostnameReserved),
            error(
                    "DNS_LABEL_DUPLICATE",
                    "the two subnets have one DNS label, which OCI refuses within a VCN",
                    PlatformRuleChecks::dnsLabelDuplicate));

    private static List<Finding> vcnReserved(Settings s) {
        if (NetworkChecks.reusesNetwork(s)) {
            return List.of();
        }
        Optional<IPAddress> vcn = Cidrs.network(s.network().vcnCidr());
        if (vcn.isEmpty()) {
            return List.of();
        }
        for (Map.Entry<String, String> r : RESERVED_RANGES.entrySet()) {
            IPAddress range = Cidrs.network(r.getKey()).orElseThrow();
            if (range.overlaps(vcn.get())) {
                return List.of(new Finding(
                                NetworkKeys.VCN_CIDR,
                                "'" + s.network().vcnCidr() + "' overlaps " + r.getKey() + " (" + r.getValue()
                                        + "); OCI refuses such a VCN",
                                "use a private range (RFC 1918: 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16), e.g. 10.0.0.0/16 with"
                                        + " network.publicSubnetCidr 10.0.1.0/24 and network.privateSubnetCidr 10.0.4.0/22")
                        .naming(NetworkKeys.PUBLIC_SUBNET_CIDR, NetworkKeys.PRIVATE_SUBNET_CIDR));
            }
        }
        return List.of();
    }

    private static List<Finding> privateSubnetFull(Settings s) {
        if (NetworkChecks.reusesNetwork(s)) {
            return List.of();
        }
        Optional<IPAddress> priv = Cidrs.network(s.network().privateSubnetCidr());
        int nodes = NetworkChecks.staticNodes(s);
        if (priv.isEmpty() || nodes < 1) {
            return List.of();
        }
        BigInteger usable = NetworkChecks.usable(Cidrs.prefix(priv.get()));
        if (usable.compareTo(BigInteger.valueOf(nodes)) < 0) {
            return List.of(); // PRIVATE_SUBNET_TOO_SMALL says so already
        }
        // what takes addresses in the private subnet beside the static nodes: the on-demand
        // groups' bound, the login nodes, the roles' own VMs, the File Storage mount target
        StringBuilder added = new StringBuilder();
        StringBuilder lower = new StringBuilder();
        List<ConfigKey> named = new ArrayList<>(List.of(NetworkKeys.VCN_CIDR));
        named.add(s.declaresNodeGroups() ? NodeGroupKeys.NODE_GROUPS : ClusterKeys.NODE_COUNT);
        long extra = 0;
        for (NodeGroup g : s.groups()) {
            if (g.isOnDemand() && g.onDemand().maxNodes() > 0) {
                extra += g.onDemand().maxNodes();
                added.append(" + ")
                        .append(g.onDemand().maxNodes())
                        .append(" on-demand node(s) of ")
                        .append(g.name());
                lower.append(" or ").append(g.key("onDemand"));
            }
        }
        if (s.login().count() > 0) {
            extra += s.login().count();
            added.append(" + ").append(s.login().count()).append(" login node(s)");
            lower.append(" or ").append(RoleKeys.LOGIN_COUNT.key());
            named.add(RoleKeys.LOGIN_COUNT);
        }
        for (Settings.Role r : List.of(s.controller(), s.monitoringHost())) {
            if (r.own()) {
                extra++;
                added.append(" + the ").append(r.name()).append(" VM");
            }
        }
        long mountTarget = s.storage().mode() == Settings.StorageMode.FILE_STORAGE ? MOUNT_TARGET_ADDRESSES : 0;
        long needed = (long) nodes + extra + mountTarget;
        if (usable.compareTo(BigInteger.valueOf(needed)) >= 0) {
            return List.of();
        }
        int prefix = NetworkChecks.prefixFor((int) Math.min(Integer.MAX_VALUE, needed));
        String parts = nodes + " GPU node(s)" + added
                + (mountTarget > 0
                        ? " + " + mountTarget + " addresses of the File Storage mount target (OCI: at least three each)"
                        : "");
        return List.of(new Finding(
                        NetworkKeys.PRIVATE_SUBNET_CIDR,
                        "'" + s.network().privateSubnetCidr() + "' has " + usable
                                + " usable addresses (OCI reserves 3 per subnet), fewer than " + needed + ": " + parts,
                        "use a /" + prefix + " or larger inside network.vcnCidr, or lower "
                                + (s.declaresNodeGroups() ? "the groups' counts" : ClusterKeys.NODE_COUNT.key())
                                + lower)
                .naming(named.toArray(ConfigKey[]::new)));
    }

    private static List<Finding> nfsServerUnreachable(Settings s) {
        String server = s.storage().nfsServer();
        if (s.storage().mode() != Settings.StorageMode.EXTERNAL || server == null) {
            return List.of();
        }
        String why = null;
        String lower = server.toLowerCase(Locale.ROOT);
        if (lower.equals("localhost") || lower.endsWith(".localhost") || lower.equals("localhost.localdomain")) {
            why = "is the node itself (localhost), not a server";
        } else if (server.matches("[0-9]{1,3}(\\.[0-9]{1,3}){3}")) {
            Optional<IPAddress> ip = Cidrs.parse(server + "/32");
            if (ip.isPresent()) {
                IPAddress a = ip.get().withoutPrefixLength();
                if (a.isLoopback()) {
                    why = "is loopback: each node would mount itself";
                } else if (a.isZero()
                        || Cidrs.network("0.0.0.0/8").orElseThrow().contains(a)) {
                    why = "is 0.0.0.0/8, which names no server";
                } else if (a.isMulticast()
                        || Cidrs.network("240.0.0.0/4").orElseThrow().contains(a)) {
                    why = "is a multicast, broadcast or reserved address";
                } else if (a.isLinkLocal()) {
                    why = "is link-local (169.254.0.0/16), where OCI serves its metadata and DNS, not NFS";
                } else {
                    why = subnetReserved(s, a);
                }
            }
        }
        if (why == null) {
            return List.of();
        }
        return List.of(new Finding(
                        StorageKeys.NFS_SERVER,
                        "'" + server + "' " + why,
                        "give the address or DNS name of the NFS server that exports storage.nfsPath, e.g. nfs.example.internal")
                .naming(StorageKeys.NFS_PATH, NetworkKeys.PRIVATE_SUBNET_CIDR));
    }

    /**
     * storage.mode external names a server that exists already. With a VCN this stack creates,
     * none can have an address in it: the VCN and its subnets exist only once `pulumi up` has made
     * them, OCI then hands their addresses to the stack's own instances (a node could get the
     * server's), and `pulumi destroy` cannot delete a subnet another instance still uses (OCI
     * "Deleting a Subnet": the subnet must be empty). Such a server is in a network the stack
     * reuses (network.existingVcnId and its subnets), or outside the VCN.
     */
    private static List<Finding> nfsServerInStackNetwork(Settings s) {
        String server = s.storage().nfsServer();
        if (s.storage().mode() != Settings.StorageMode.EXTERNAL
                || server == null
                || NetworkChecks.reusesNetwork(s)
                || !server.matches("[0-9]{1,3}(\\.[0-9]{1,3}){3}")
                || !nfsServerUnreachable(s).isEmpty()) {
            return List.of();
        }
        Optional<IPAddress> address = Cidrs.parse(server + "/32").map(IPAddress::withoutPrefixLength);
        Optional<IPAddress> vcn = Cidrs.network(s.network().vcnCidr());
        if (address.isEmpty() || vcn.isEmpty() || !vcn.get().contains(address.get())) {
            return List.of();
        }
        String where = "network.vcnCidr " + s.network().vcnCidr();
        for (ConfigKey key : List.of(NetworkKeys.PUBLIC_SUBNET_CIDR, NetworkKeys.PRIVATE_SUBNET_CIDR)) {
            String cidr = key == NetworkKeys.PUBLIC_SUBNET_CIDR
                    ? s.network().publicSubnetCidr()
                    : s.network().privateSubnetCidr();
            if (Cidrs.network(cidr).map(n -> n.contains(address.get())).orElse(false)) {
                where = key.key() + " " + cidr + ", a subnet";
            }
        }
        return List.of(new Finding(
                        StorageKeys.NFS_SERVER,
                        "'" + server + "' is in " + where + " this stack creates, so no server is there before"
                                + " `pulumi up`: OCI gives its addresses to the stack's own instances, and `pulumi destroy`"
                                + " could not delete a subnet another instance still uses",
                        "give a server outside the VCN by address or DNS name (e.g. nfs.example.internal), reuse the"
                                + " network the server is in (network.existingVcnId, network.existingPublicSubnetId,"
                                + " network.existingPrivateSubnetId), or keep /home on the bastion"
                                + " (`pulumi config set --path storage.mode bastion`) or in File Storage (fileStorage)",
                        new Diagnostic.Suggestion(StorageKeys.MODE, "bastion"))
                .naming(
                        StorageKeys.MODE,
                        NetworkKeys.VCN_CIDR,
                        NetworkKeys.PUBLIC_SUBNET_CIDR,
                        NetworkKeys.PRIVATE_SUBNET_CIDR));
    }

    /** OCI keeps the first two and the last address of each subnet: network, gateway, broadcast. */
    private static String subnetReserved(Settings s, IPAddress a) {
        if (NetworkChecks.reusesNetwork(s)) {
            return null;
        }
        for (ConfigKey key : List.of(NetworkKeys.PUBLIC_SUBNET_CIDR, NetworkKeys.PRIVATE_SUBNET_CIDR)) {
            String cidr = key == NetworkKeys.PUBLIC_SUBNET_CIDR
                    ? s.network().publicSubnetCidr()
                    : s.network().privateSubnetCidr();
            Optional<IPAddress> net = Cidrs.network(cidr);
            if (net.isEmpty() || !net.get().contains(a)) {
                continue;
            }
            BigInteger first = net.get().getLower().getValue();
            BigInteger last = net.get().getUpper().getValue();
            BigInteger v = a.getValue();
            if (v.equals(first) || v.equals(last)) {
                return "is the network or broadcast address of " + key + " " + cidr + ", which OCI reserves";
            }
            if (v.equals(first.add(BigInteger.ONE))) {
                return "is the default gateway of " + key + " " + cidr
                        + " (OCI reserves the subnet's first host address)";
            }
        }
        return null;
    }

    private static List<Finding> bastionShapeUnknown(Settings s) {
        String shape = s.bastion().shape();
        if (shape == null || !ComputeChecks.isFlex(shape) || FLEX_SHAPES.contains(shape)) {
            return List.of();
        }
        // a one-letter typo is corrected; otherwise a shape that holds the configured size, the
        // default first (E9 is no typo of E3, and the price table knows E5)
        String suggested = Spelling.closest(shape, FLEX_SHAPES, 1).orElse(ComputeChecks.fittingFlexShape(s.bastion()));
        return List.of(new Finding(
                BastionKeys.SHAPE,
                "'" + shape + "' is not an OCI Flex shape",
                "use one of OCI's Flex VM shapes, e.g. "
                        + (suggested == null ? ComputeChecks.DEFAULT_BASTION_SHAPE : suggested),
                suggested == null ? null : new Diagnostic.Suggestion(BastionKeys.SHAPE, suggested)));
    }

    private static List<Finding> hostnameReserved(Settings s) {
        String name = s.bastion().hostname();
        if (name == null
                || !(name.equals("localhost")
                        || name.equals("localhost4")
                        || name.equals("localhost6")
                        || name.equals("localdomain")
                        || name.equals("ip6-localhost")
                        || name.equals("ip6-loopback"))) {
            return List.of();
        }
        // /etc/hosts on Oracle Linux maps localhost to 127.0.0.1: nodes would mount /home from themselves
        return List.of(Finding.suggesting(
                BastionKeys.HOSTNAME,
                "'" + name + "' resolves to 127.0.0.1 on every host (/etc/hosts),"
                        + " so GPU nodes would mount <hostname>:/home from themselves",
                "use another name, e.g. bastion",
                "bastion"));
    }

    private static List<Finding> dnsLabelDuplicate(Settings s) {
        Settings.Network n = s.network();
        if (NetworkChecks.reusesNetwork(s)
                || n.publicSubnetDnsLabel() == null
                || n.privateSubnetDnsLabel() == null
                || !n.publicSubnetDnsLabel().equalsIgnoreCase(n.privateSubnetDnsLabel())) {
            return List.of();
        }
        // OCI: a subnet's DNS label must be unique within its VCN ("DNS in Your Virtual Cloud Network")
        String other = n.privateSubnetDnsLabel().equalsIgnoreCase("private") ? "privnodes" : "private";
        return List.of(Finding.suggesting(
                        NetworkKeys.PRIVATE_SUBNET_DNS_LABEL,
                        "'" + n.privateSubnetDnsLabel()
                                + "' is also network.publicSubnetDnsLabel; OCI requires each subnet's DNS label to be unique in its VCN",
                        "give the private subnet its own label, e.g. " + other,
                        other)
                .naming(NetworkKeys.PUBLIC_SUBNET_DNS_LABEL));
    }
}
