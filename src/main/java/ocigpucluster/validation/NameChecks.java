package ocigpucluster.validation;

import ocigpucluster.settings.Spelling;
import ocigpucluster.settings.Settings;
import ocigpucluster.validation.Check.Finding;

import java.time.DateTimeException;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;

import static ocigpucluster.validation.Check.error;

/** Names that end up in DNS, host names and cloud-init: the forms OCI and Linux accept. */
public final class NameChecks {
    /** OCI DNS labels: a letter, then letters and digits, at most 15 characters. */
    static final Pattern DNS_LABEL = Pattern.compile("[A-Za-z][A-Za-z0-9]{0,14}");
    /** A host-name label (RFC 1123, as OCI's hostnameLabel): lowercase here, so every tool sees one spelling. */
    static final Pattern HOST_LABEL = Pattern.compile("[a-z]([a-z0-9-]*[a-z0-9])?");
    static final int HOST_LABEL_MAX = 63;
    /** Pool instances are named inst-xxxxx-<poolName>, and that whole name must fit in one host-name label. */
    static final String POOL_HOST_PREFIX = "inst-xxxxx-";
    static final int POOL_NAME_MAX = HOST_LABEL_MAX - POOL_HOST_PREFIX.length();

    private NameChecks() {
    }

    public static final List<Check> ALL = List.of(
            error("TIMEZONE_UNKNOWN", "cluster.timezone is not an IANA time zone name cloud-init can set", NameChecks::timezone),
            error("DNS_LABEL_INVALID", "a network DNS label is not a letter plus up to 14 letters/digits", NameChecks::dnsLabels),
            error("POOL_NAME_INVALID", "cluster.poolName cannot be a host-name suffix", NameChecks::poolName),
            error("HOSTNAME_INVALID", "bastion.hostname is not a valid host name", NameChecks::hostname));

    private static List<Finding> timezone(Settings s) {
        String tz = s.cluster().timezone();
        if (isIanaZone(tz)) {
            return List.of();
        }
        String fix = zoneSuggestion(tz).map(z -> "did you mean " + z + "? ").orElse("")
                + "use a region name from the tz database, e.g. Asia/Tokyo or UTC (`timedatectl list-timezones`)";
        return List.of(new Finding("cluster.timezone", "'" + tz + "' is not an IANA time zone name", fix));
    }

    /** A zone cloud-init can set: a name in the tz database (so not +09:00, and not JST, which it lacks). */
    static boolean isIanaZone(String tz) {
        return tz != null && ZoneId.getAvailableZoneIds().contains(tz);
    }

    static Optional<String> zoneSuggestion(String tz) {
        if (tz == null || tz.isBlank()) {
            return Optional.empty();
        }
        String t = tz.trim();
        String region = ZoneId.SHORT_IDS.get(t.toUpperCase(Locale.ROOT));
        if (region != null) {
            return region.contains("/") ? Optional.of(region) : offsetZone(region); // JST -> Asia/Tokyo, EST -> Etc/GMT+5
        }
        Optional<String> offset = offsetZone(t);
        if (offset.isPresent()) {
            return offset;
        }
        Set<String> zones = new TreeSet<>(ZoneId.getAvailableZoneIds());
        String city = t.replace(' ', '_');
        for (String z : zones) {
            if (z.equalsIgnoreCase(t) || z.substring(z.lastIndexOf('/') + 1).equalsIgnoreCase(city)) {
                return Optional.of(z); // asia/tokyo, Tokyo, new york
            }
        }
        return Spelling.closest(t, zones, 3);
    }

    /** +09:00 or UTC+9 as the tz database spells a fixed offset: Etc/GMT-9 (POSIX inverts the sign). */
    private static Optional<String> offsetZone(String t) {
        String o = t.toUpperCase(Locale.ROOT).replaceFirst("^(UTC|GMT)(?=[+-])", "");
        if (!o.startsWith("+") && !o.startsWith("-")) {
            return Optional.empty();
        }
        try {
            int seconds = ZoneOffset.of(o).getTotalSeconds();
            if (seconds == 0) {
                return Optional.of("UTC");
            }
            if (seconds % 3600 != 0) {
                return Optional.empty();
            }
            int hours = seconds / 3600;
            return Optional.of("Etc/GMT" + (hours > 0 ? "-" : "+") + Math.abs(hours));
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }

    private static List<Finding> dnsLabels(Settings s) {
        List<Finding> out = new ArrayList<>();
        Map<String, String> labels = new TreeMap<>(Map.of(
                "network.vcnDnsLabel", s.network().vcnDnsLabel(),
                "network.publicSubnetDnsLabel", s.network().publicSubnetDnsLabel(),
                "network.privateSubnetDnsLabel", s.network().privateSubnetDnsLabel()));
        labels.forEach((key, label) -> {
            if (label == null || !DNS_LABEL.matcher(label).matches()) {
                out.add(new Finding(key, "'" + label + "' is not an OCI DNS label",
                        "use a letter followed by up to 14 letters or digits (no hyphens), e.g. "
                                + suggestedDnsLabel(label)));
            }
        });
        return out;
    }

    private static String suggestedDnsLabel(String label) {
        String cleaned = label == null ? "" : label.replaceAll("[^A-Za-z0-9]", "").replaceFirst("^[0-9]+", "");
        if (cleaned.isEmpty()) {
            return "vcn";
        }
        return cleaned.length() > 15 ? cleaned.substring(0, 15) : cleaned;
    }

    private static List<Finding> poolName(Settings s) {
        String name = s.cluster().poolName();
        if (name != null && name.length() <= POOL_NAME_MAX && HOST_LABEL.matcher(name).matches()) {
            return List.of();
        }
        return List.of(new Finding("cluster.poolName",
                "'" + name + "' cannot end the node host names " + POOL_HOST_PREFIX + "<poolName>",
                "use lowercase letters, digits and inner hyphens, starting with a letter, at most " + POOL_NAME_MAX
                        + " characters, e.g. gpu"));
    }

    private static List<Finding> hostname(Settings s) {
        String name = s.bastion().hostname();
        if (name != null && name.length() <= HOST_LABEL_MAX && HOST_LABEL.matcher(name).matches()) {
            return List.of();
        }
        return List.of(new Finding("bastion.hostname", "'" + name + "' is not a host name (GPU nodes mount <hostname>:/home)",
                "use lowercase letters, digits and inner hyphens, starting with a letter, at most " + HOST_LABEL_MAX
                        + " characters, e.g. bastion"));
    }
}
