package ocigpucluster.monitoring;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The alert receiver URL as Alertmanager reads it. Alertmanager is a Go program: the URL goes
 * through net/url (scheme case-insensitive; host, optional {@code :port} of digits, path), and the
 * HTTP client dials the host as an address only when net.ParseIP takes it (since Go 1.22
 * netip.ParseAddr, a zone refused): dotted decimal "192.0.2.1" without leading zeros (Go 1.17
 * release notes: ParseIP "now rejects IPv4 addresses which contain decimal components with leading
 * zeros"), IPv6 "2001:db8::68" or IPv4-mapped IPv6 "::ffff:192.0.2.1" (pkg.go.dev/net#ParseIP).
 * Any other host is a name it looks up. Java's InetAddress and glibc's inet_aton read 010.0.0.1,
 * 167772161, 0x0a000001 or 10.1 as addresses (the last three as 10.0.0.1), Go as names; such a host
 * is refused here, whatever the scheme, so no check can judge an address Alertmanager would not
 * dial. So is what Go would read otherwise or not at all: a percent-escape in the host (net/url
 * unescapes it), a zone, a port outside 1 to 65535. The URL itself is never part of a finding.
 */
final class WebhookUrl {
    /** scheme://authority[/path][?query][#fragment], the authority up to the first '/', '?' or '#'. */
    private static final Pattern URL = Pattern.compile("([A-Za-z][A-Za-z0-9+.-]*)://([^/?#]*)([/?#].*)?");

    private static final Pattern LABEL = Pattern.compile("[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?");
    /** A part inet_aton would read as a number: decimal, octal (leading 0) or hex (0x). */
    private static final Pattern NUMERIC = Pattern.compile("[0-9]+|0[xX][0-9a-fA-F]*");

    private static final Pattern DOTTED_DECIMAL =
            Pattern.compile("(0|[1-9][0-9]{0,2})\\.(0|[1-9][0-9]{0,2})\\.(0|[1-9][0-9]{0,2})\\.(0|[1-9][0-9]{0,2})");

    private WebhookUrl() {}

    /** A host as Go reads it: an address (4 or 16 bytes), or a name (address null). */
    record Host(byte[] address) {
        boolean isName() {
            return address == null;
        }
    }

    /** What is wrong with the URL in words that never quote it; null when Alertmanager reads it as meant. */
    static String problem(String url) {
        if (!url.equals(url.strip()) || url.chars().anyMatch(c -> c < 0x21 || c == 0x7f)) {
            return "is not one URL: it holds spaces, line breaks or control characters";
        }
        Matcher m = URL.matcher(url);
        if (!m.matches()) {
            return "is not an absolute URL with a host (https://host/path)";
        }
        String scheme = m.group(1).toLowerCase(Locale.ROOT);
        String authority = m.group(2);
        if (!scheme.equals("https") && !scheme.equals("http")) {
            return "is not an https:// URL";
        }
        if (authority.contains("@")) {
            return "holds a user and password before its host; put the token in the path or query";
        }
        if (authority.isEmpty()) {
            return "is not an absolute URL with a host (https://host/path)";
        }
        if (authority.indexOf('%') >= 0 || authority.indexOf('\\') >= 0) {
            return "has a percent-escape or a backslash in its host, which Alertmanager (Go's net/url) reads"
                    + " otherwise than other tools; write the host plainly";
        }
        String hostText;
        String port = null;
        if (authority.startsWith("[")) {
            int close = authority.indexOf(']');
            if (close < 0) {
                return "is not an absolute URL with a host (an IPv6 address needs its closing ']')";
            }
            hostText = authority.substring(1, close);
            String rest = authority.substring(close + 1);
            if (!rest.isEmpty()) {
                if (!rest.startsWith(":")) {
                    return "has text after its IPv6 address that is not a :port";
                }
                port = rest.substring(1);
            }
            if (parseIpv6(hostText) == null) {
                return "has an IPv6 host Alertmanager (Go's net.ParseIP) does not read as an address"
                        + " (leading zeros in an IPv4 part, a zone, a malformed group); write it as Go reads it";
            }
        } else {
            int colon = authority.indexOf(':');
            if (colon >= 0 && authority.indexOf(':', colon + 1) >= 0) {
                return "has more than one ':' in its host; an IPv6 address goes in brackets, [2001:db8::1]";
            }
            hostText = colon < 0 ? authority : authority.substring(0, colon);
            port = colon < 0 ? null : authority.substring(colon + 1);
        }
        if (port != null) {
            if (!port.matches("[0-9]{1,5}") || Integer.parseInt(port) < 1 || Integer.parseInt(port) > 65535) {
                return "has a port Alertmanager cannot dial: not a number from 1 to 65535";
            }
        }
        Host host = authority.startsWith("[") ? new Host(parseIpv6(hostText)) : host(hostText);
        if (host == null) {
            return "has a host that is neither an address Alertmanager (Go's net.ParseIP) reads as one nor a DNS name:"
                    + " Java and glibc read a number with leading zeros, in hex, as one integer or with fewer"
                    + " than four parts as an address, Go as a name to look up; write the address as four"
                    + " decimal numbers without leading zeros (10.0.0.1), or give a DNS name";
        }
        if (scheme.equals("https")) {
            return null;
        }
        return !host.isName() && isPrivate(host.address())
                ? null
                : "is http:// to a public or named host: the URL and its token would cross the network in clear; use https://";
    }

    /** A host outside brackets: a dotted-decimal address, a DNS name, or null (a form Go and Java read apart). */
    static Host host(String text) {
        if (DOTTED_DECIMAL.matcher(text).matches()) {
            return parseIpv4(text) == null ? null : new Host(parseIpv4(text));
        }
        String name = text.endsWith(".") ? text.substring(0, text.length() - 1) : text;
        if (name.isEmpty() || name.length() > 253) {
            return null;
        }
        String[] labels = name.split("\\.", -1);
        for (String label : labels) {
            if (!LABEL.matcher(label).matches()) {
                return null;
            }
        }
        // a name whose last label is a number is an address in some reader's eyes (WHATWG URL's
        // "ends in a number", inet_aton's short forms): no top-level domain is numeric
        if (NUMERIC.matcher(labels[labels.length - 1]).matches()) {
            return null;
        }
        return new Host(null);
    }

    /** Four decimal parts 0 to 255 without leading zeros, as Go's netip.ParseAddr takes them; else null. */
    static byte[] parseIpv4(String text) {
        Matcher m = DOTTED_DECIMAL.matcher(text);
        if (!m.matches()) {
            return null;
        }
        byte[] out = new byte[4];
        for (int i = 0; i < 4; i++) {
            int v = Integer.parseInt(m.group(i + 1));
            if (v > 255) {
                return null;
            }
            out[i] = (byte) v;
        }
        return out;
    }

    /**
     * An IPv6 address as Go's netip.ParseAddr takes it without a zone: up to eight groups of 1 to 4
     * hex digits, one "::" for a run of zero groups, the last 32 bits optionally in dotted decimal
     * (itself without leading zeros). Null otherwise.
     */
    static byte[] parseIpv6(String text) {
        if (text.isEmpty() || text.indexOf('%') >= 0) {
            return null;
        }
        byte[] tail4 = null;
        String s = text;
        int lastColon = s.lastIndexOf(':');
        if (s.indexOf('.') >= 0) {
            tail4 = parseIpv4(s.substring(lastColon + 1));
            if (tail4 == null) {
                return null;
            }
            s = s.substring(0, lastColon + 1) + "0:0"; // two groups stand in for the IPv4 part
        }
        int ellipsis = s.indexOf("::");
        if (ellipsis >= 0 && s.indexOf("::", ellipsis + 1) >= 0) {
            return null;
        }
        String[] head;
        String[] tail;
        if (ellipsis >= 0) {
            String left = s.substring(0, ellipsis);
            String right = s.substring(ellipsis + 2);
            head = left.isEmpty() ? new String[0] : left.split(":", -1);
            tail = right.isEmpty() ? new String[0] : right.split(":", -1);
            if (head.length + tail.length > 7) {
                return null; // "::" stands for at least one zero group
            }
        } else {
            head = s.split(":", -1);
            tail = new String[0];
            if (head.length != 8) {
                return null;
            }
        }
        byte[] out = new byte[16];
        if (!groups(head, out, 0) || !groups(tail, out, 16 - 2 * tail.length)) {
            return null;
        }
        if (tail4 != null) {
            System.arraycopy(tail4, 0, out, 12, 4);
        }
        return out;
    }

    /** Writes 16-bit hex groups of 1 to 4 digits from {@code at}; false on any other group. */
    private static boolean groups(String[] groups, byte[] out, int at) {
        int i = at;
        for (String g : groups) {
            if (!g.matches("[0-9a-fA-F]{1,4}")) {
                return false;
            }
            int v = Integer.parseInt(g, 16);
            out[i++] = (byte) (v >> 8);
            out[i++] = (byte) v;
        }
        return true;
    }

    /**
     * Loopback (127.0.0.0/8, ::1), RFC 1918 (10/8, 172.16/12, 192.168/16) or IPv6 unique-local
     * (fc00::/7), an IPv4-mapped IPv6 address judged by its IPv4 part, as Go's IP.IsLoopback and
     * IP.IsPrivate judge them.
     */
    static boolean isPrivate(byte[] a) {
        byte[] v4 = a.length == 4 ? a : mappedV4(a);
        if (v4 != null) {
            int b0 = v4[0] & 0xff;
            int b1 = v4[1] & 0xff;
            return b0 == 127 || b0 == 10 || (b0 == 172 && (b1 & 0xf0) == 16) || (b0 == 192 && b1 == 168);
        }
        boolean loopback = true;
        for (int i = 0; i < 16; i++) {
            if (a[i] != (i == 15 ? 1 : 0)) {
                loopback = false;
                break;
            }
        }
        return loopback || (a[0] & 0xfe) == 0xfc;
    }

    private static byte[] mappedV4(byte[] a) {
        for (int i = 0; i < 10; i++) {
            if (a[i] != 0) {
                return null;
            }
        }
        if ((a[10] & 0xff) != 0xff || (a[11] & 0xff) != 0xff) {
            return null;
        }
        return new byte[] {a[12], a[13], a[14], a[15]};
    }
}
