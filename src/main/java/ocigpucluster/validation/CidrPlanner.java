package ocigpucluster.validation;

import inet.ipaddr.IPAddress;
import inet.ipaddr.IPAddressString;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.NetworkKeys;
import ocigpucluster.settings.Settings;

/**
 * Derives the ranges that fix hints name from the user's own ranges, so that a hint never names
 * a value that is itself refused: a VCN that holds both subnets, a subnet inside the VCN that
 * does not overlap the other one (nor hold the container runtime's address, nor fall short of
 * the node count), and the RDMA plugin's fixed range when it lies outside the VCN.
 */
final class CidrPlanner {
    private CidrPlanner() {}

    /** A VCN of OCI's sizes that holds both subnets and leaves the RDMA range outside, or empty. */
    static Optional<String> vcn(Settings s) {
        // every subnet the outside-VCN check reads, whatever its size
        Optional<IPAddress> pub = Cidrs.network(s.network().publicSubnetCidr());
        Optional<IPAddress> priv = Cidrs.network(s.network().privateSubnetCidr());
        Optional<IPAddress> rdma = Cidrs.network(s.network().rdmaCidr());
        List<IPAddress> inside = new ArrayList<>();
        pub.ifPresent(inside::add);
        priv.ifPresent(inside::add);
        if (inside.isEmpty()) {
            IPAddress fallback = block("10.0.0.0/16");
            return rdma.isPresent() && rdma.get().overlaps(fallback)
                    ? Optional.empty()
                    : Optional.of(Cidrs.text(fallback));
        }
        int widest = inside.stream().mapToInt(Cidrs::prefix).min().orElseThrow();
        for (int p = Math.min(widest, NetworkChecks.SMALLEST_PREFIX); p >= NetworkChecks.LARGEST_PREFIX; p--) {
            IPAddress candidate = inside.get(0).setPrefixLength(p, false).toPrefixBlock();
            if (inside.stream().allMatch(candidate::contains) && (rdma.isEmpty() || !candidate.overlaps(rdma.get()))) {
                return Optional.of(Cidrs.text(candidate));
            }
        }
        return Optional.empty();
    }

    /**
     * A range for the subnet under {@code key} inside the (valid) VCN: not overlapping the other
     * subnet, and for the private subnet without the container runtime's address and with room
     * for every node. Tries the prefix wanted first, then larger blocks, then smaller ones.
     */
    static Optional<String> subnet(Settings s, String key, int wantedPrefix) {
        return subnet(s, ocigpucluster.settings.ConfigKeys.SHARED.find(key).orElseThrow(), wantedPrefix);
    }

    static Optional<String> subnet(Settings s, ConfigKey key, int wantedPrefix) {
        Optional<IPAddress> vcn = Cidrs.network(s.network().vcnCidr())
                .filter(v -> Cidrs.prefix(v) >= NetworkChecks.LARGEST_PREFIX
                        && Cidrs.prefix(v) <= NetworkChecks.SMALLEST_PREFIX);
        if (vcn.isEmpty()) {
            return Optional.empty();
        }
        boolean isPrivate = key == NetworkKeys.PRIVATE_SUBNET_CIDR;
        // the other subnet as the overlap check reads it: any parseable range, whatever its size
        Optional<IPAddress> other = Cidrs.network(
                isPrivate ? s.network().publicSubnetCidr() : s.network().privateSubnetCidr());
        IPAddress gateway = Cidrs.address(NetworkChecks.CONTAINER_RUNTIME_GATEWAY);
        boolean avoidGateway = isPrivate && s.bootstrap().containerRuntime();
        int smallest = isPrivate
                ? Math.min(
                        NetworkChecks.SMALLEST_PREFIX,
                        NetworkChecks.prefixFor(Math.max(1, s.cluster().nodeCount())))
                : NetworkChecks.SMALLEST_PREFIX;
        int first = Math.max(
                Cidrs.prefix(vcn.get()), Math.min(smallest, Math.max(NetworkChecks.LARGEST_PREFIX, wantedPrefix)));
        // the documented default first, where it fits
        IPAddress preferred = block((String) key.defaultValue());
        if (vcn.get().contains(preferred)
                && !other.map(preferred::overlaps).orElse(false)
                && !(avoidGateway && preferred.contains(gateway))
                && Cidrs.prefix(preferred) <= smallest) {
            return Optional.of(Cidrs.text(preferred));
        }
        List<Integer> order = new ArrayList<>();
        for (int p = first; p <= smallest; p++) {
            order.add(p);
        }
        for (int p = first - 1; p >= Cidrs.prefix(vcn.get()); p--) {
            order.add(p);
        }
        // a free block starts at the VCN's start or right after what is in the way: try only those
        long vcnStart = vcn.get().getLower().getValue().longValue();
        long vcnEnd = vcn.get().getUpper().getValue().longValue();
        List<Long> ends = new ArrayList<>();
        other.ifPresent(o -> ends.add(o.getUpper().getValue().longValue()));
        if (avoidGateway) {
            ends.add(gateway.getValue().longValue());
        }
        if (ends.size() == 2) {
            ends.add(Math.max(ends.get(0), ends.get(1)));
        }
        for (int p : order) {
            long size = 1L << (32 - p);
            List<Long> starts = new ArrayList<>(List.of(vcnStart));
            ends.forEach(e -> starts.add((e + size) / size * size));
            for (long start : starts) {
                if (start < vcnStart || start + size - 1 > vcnEnd) {
                    continue;
                }
                IPAddress b = new inet.ipaddr.ipv4.IPv4Address((int) start, p).toPrefixBlock();
                if (other.map(b::overlaps).orElse(false) || (avoidGateway && b.contains(gateway))) {
                    continue;
                }
                return Optional.of(Cidrs.text(b));
            }
        }
        return Optional.empty();
    }

    /** The plugin's fixed RDMA range when it lies outside the VCN, else empty (the VCN must move). */
    static Optional<String> rdma(Settings s) {
        Optional<IPAddress> vcn = Cidrs.network(s.network().vcnCidr());
        IPAddress fixed = block(NetworkChecks.DEFAULT_RDMA_CIDR);
        return vcn.isPresent() && fixed.overlaps(vcn.get()) ? Optional.empty() : Optional.of(Cidrs.text(fixed));
    }

    private static IPAddress block(String cidr) {
        return new IPAddressString(cidr).getAddress().toPrefixBlock();
    }
}
