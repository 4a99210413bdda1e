package ocigpucluster.validation;

import inet.ipaddr.AddressStringParameters;
import inet.ipaddr.IPAddress;
import inet.ipaddr.IPAddressString;
import inet.ipaddr.IPAddressStringParameters;
import java.util.Optional;

/** IPv4 CIDRs as OCI accepts them (a.b.c.d/n, nothing looser), parsed by the IPAddress library. */
final class Cidrs {
    /** Refuses the forms IPAddress accepts by default but OCI does not: masks, ranges, 10.1/16, leading zeros. */
    private static final IPAddressStringParameters OCI_FORM;

    static {
        IPAddressStringParameters.Builder b = new IPAddressStringParameters.Builder()
                .allowEmpty(false)
                .allowAll(false)
                .allowSingleSegment(false)
                .allowMask(false)
                .allowPrefixOnly(false)
                .allowIPv6(false)
                .allowWildcardedSeparator(false)
                .setRangeOptions(AddressStringParameters.RangeParameters.NO_RANGE)
                .allow_inet_aton(false);
        // not allowPrefixLengthLeadingZeros(false): the library then refuses /0 itself; see parse()
        b.getIPv4AddressParametersBuilder()
                .allowLeadingZeros(false)
                .allowPrefixesBeyondAddressSize(false)
                .allowBinary(false);
        OCI_FORM = b.toParams();
    }

    private Cidrs() {}

    /** The address with its prefix length, or empty when the text is not an IPv4 CIDR. */
    static Optional<IPAddress> parse(String text) {
        if (text == null || text.matches(".*/0[0-9].*")) {
            return Optional.empty(); // a prefix length with a leading zero, such as /016
        }
        IPAddressString s = new IPAddressString(text, OCI_FORM);
        if (!s.isValid() || !s.isIPv4() || !s.isPrefixed()) {
            return Optional.empty();
        }
        return Optional.ofNullable(s.getAddress());
    }

    /** The network a CIDR names (host bits cleared), so later checks can run on what was meant. */
    static Optional<IPAddress> network(String text) {
        return parse(text).map(IPAddress::toPrefixBlock);
    }

    /** The one address given, e.g. 10.0.2.2. */
    static IPAddress address(String text) {
        return new IPAddressString(text).getAddress();
    }

    static int prefix(IPAddress cidr) {
        return cidr.getNetworkPrefixLength();
    }

    static String text(IPAddress cidr) {
        return cidr.toCanonicalString();
    }
}
