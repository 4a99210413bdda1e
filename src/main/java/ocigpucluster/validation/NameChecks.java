package ocigpucluster.validation;

import static ocigpucluster.validation.Check.error;

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
import ocigpucluster.settings.BastionKeys;
import ocigpucluster.settings.ClusterKeys;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.NetworkKeys;
import ocigpucluster.settings.Settings;
import ocigpucluster.settings.Spelling;
import ocigpucluster.validation.Check.Finding;

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

    private NameChecks() {}

    public static final List<Check> ALL = List.of(
            error(
                    "TIMEZONE_UNKNOWN",
                    "cluster.timezone is not an IANA time zone name cloud-init can set",
                    NameChecks::timezone),
            error(
                    "DNS_LABEL_INVALID",
                    "a network DNS label is not a letter plus up to 14 letters/digits",
                    NameChecks::dnsLabels),
            error("POOL_NAME_INVALID", "cluster.poolName cannot be a host-name suffix", NameChecks::poolName),
            error("HOSTNAME_INVALID", "bastion.hostname is not a valid host name", NameChecks::hostname),
            error(
                    "BASTION_USER_INVALID",
                    "bastion.user is not a login name ssh and the shell read as one word",
                    NameChecks::bastionUser));

    /**
     * A login name as useradd accepts it by default (shadow-utils' NAME_REGEX, at most 32
     * characters): it flows into ssh command lines and the sshBastion output unquoted.
     */
    static final Pattern LOGIN_NAME = Pattern.compile("[a-z_][a-z0-9_-]{0,31}");

    private static List<Finding> timezone(Settings s) {
        String tz = s.cluster().timezone();
        if (isIanaZone(tz)) {
            return List.of();
        }
        Optional<String> suggested = zoneSuggestion(tz);
        String fix = suggested.map(z -> "did you mean " + z + "? ").orElse("")
                + "use a region name from the tz database, e.g. Asia/Tokyo or UTC (`timedatectl list-timezones`)";
        return List.of(Finding.suggesting(
                ClusterKeys.TIMEZONE, "'" + tz + "' is not an IANA time zone name", fix, suggested.orElse("UTC")));
    }

    /** A zone cloud-init can set: a name in the tz database (so not +09:00, and not JST, which it lacks). */
    static boolean isIanaZone(String tz) {
        return tz != null && tzdataZones().contains(tz);
    }

    /**
     * The zone names Oracle Linux 9's tzdata package has: the JDK's, which are compiled from the
     * same upstream tz database files (zone1970.tab's zones plus the `backward` links, which the
     * upstream Makefile installs by default and Fedora's tzdata.spec keeps), less the JDK's own
     * SystemV/* ids (its jdk11_backward file), which no tzdata release ships: timedatectl on the
     * node would refuse them.
     */
    static Set<String> tzdataZones() {
        Set<String> zones = new TreeSet<>(ZoneId.getAvailableZoneIds());
        zones.removeIf(z -> z.startsWith("SystemV/"));
        return zones;
    }

    static Optional<String> zoneSuggestion(String tz) {
        if (tz == null || tz.isBlank()) {
            return Optional.empty();
        }
        String t = tz.trim();
        String region = ZoneId.SHORT_IDS.get(t.toUpperCase(Locale.ROOT));
        if (region != null) {
            return region.contains("/")
                    ? Optional.of(region)
                    : offsetZone(region); // JST -> Asia/Tokyo, EST -> Etc/GMT+5
        }
        Optional<String> offset = offsetZone(t);
        if (offset.isPresent()) {
            return offset;
        }
        Set<String> zones = tzdataZones();
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
        Map<ConfigKey, String> labels = new TreeMap<>(java.util.Comparator.comparing(ConfigKey::key));
        labels.putAll(Map.of(
                NetworkKeys.VCN_DNS_LABEL, s.network().vcnDnsLabel(),
                NetworkKeys.PUBLIC_SUBNET_DNS_LABEL, s.network().publicSubnetDnsLabel(),
                NetworkKeys.PRIVATE_SUBNET_DNS_LABEL, s.network().privateSubnetDnsLabel()));
        labels.forEach((key, label) -> {
            if (label == null || !DNS_LABEL.matcher(label).matches()) {
                String suggested = suggestedDnsLabel(label, key);
                out.add(Finding.suggesting(
                        key,
                        "'" + label + "' is not an OCI DNS label",
                        "use a letter followed by up to 14 letters or digits (no hyphens), e.g. " + suggested,
                        suggested));
            }
        });
        return out;
    }

    private static String suggestedDnsLabel(String label, ConfigKey key) {
        String cleaned =
                label == null ? "" : label.replaceAll("[^A-Za-z0-9]", "").replaceFirst("^[0-9]+", "");
        if (cleaned.isEmpty()) {
            return (String) key.defaultValue();
        }
        return cleaned.length() > 15 ? cleaned.substring(0, 15) : cleaned;
    }

    private static List<Finding> poolName(Settings s) {
        String name = s.cluster().poolName();
        if (name != null
                && name.length() <= POOL_NAME_MAX
                && HOST_LABEL.matcher(name).matches()) {
            return List.of();
        }
        String suggested = hostLabel(name, POOL_NAME_MAX, "gpu");
        return List.of(Finding.suggesting(
                ClusterKeys.POOL_NAME,
                "'" + name + "' cannot end the node host names " + POOL_HOST_PREFIX + "<poolName>",
                "use lowercase letters, digits and inner hyphens, starting with a letter, at most " + POOL_NAME_MAX
                        + " characters, e.g. " + suggested,
                suggested));
    }

    private static List<Finding> hostname(Settings s) {
        String name = s.bastion().hostname();
        if (name != null
                && name.length() <= HOST_LABEL_MAX
                && HOST_LABEL.matcher(name).matches()) {
            return List.of();
        }
        String suggested = hostLabel(name, HOST_LABEL_MAX, "bastion");
        return List.of(Finding.suggesting(
                BastionKeys.HOSTNAME,
                "'" + name + "' is not a host name (GPU nodes mount <hostname>:/home)",
                "use lowercase letters, digits and inner hyphens, starting with a letter, at most " + HOST_LABEL_MAX
                        + " characters, e.g. " + suggested,
                suggested));
    }

    /** The name made into a host label (lowercase, _ to -, cut to length), or the fallback when nothing usable is left. */
    static String hostLabel(String name, int max, String fallback) {
        String t = name == null
                ? ""
                : name.toLowerCase(Locale.ROOT)
                        .replace('_', '-')
                        .replaceAll("[^a-z0-9-]", "")
                        .replaceFirst("^[^a-z]+", "");
        t = t.length() > max ? t.substring(0, max) : t;
        t = t.replaceFirst("-+$", "");
        return HOST_LABEL.matcher(t).matches() ? t : fallback;
    }

    private static List<Finding> bastionUser(Settings s) {
        String user = s.bastion().user();
        if (user != null && LOGIN_NAME.matcher(user).matches()) {
            return List.of();
        }
        String shown = user == null || user.isEmpty()
                ? "an empty name"
                : "'" + (user.length() > 40 ? user.substring(0, 37) + "..." : user) + "'";
        return List.of(Finding.suggesting(
                BastionKeys.USER,
                shown + " is not a login name (it is used unquoted in ssh commands and the sshBastion output)",
                "use the image's login user: lowercase letters, digits, _ and -, starting with a letter or _, at most 32 characters,"
                        + " e.g. opc (Oracle Linux images)",
                "opc"));
    }
}
