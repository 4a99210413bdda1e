package ocigpucluster.validation;

import static ocigpucluster.validation.Config.assertExactly;
import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class NameChecksTest {

    @Test
    void timezoneAbbreviationIsRefusedWithTheRegionName() {
        Diagnostic d = only(
                Config.seedLike().set("cluster.timezone", "JST").validate(), "TIMEZONE_UNKNOWN", "cluster.timezone");
        assertTrue(d.fix().startsWith("did you mean Asia/Tokyo?"), d.line());
    }

    @Test
    void fixedOffsetAbbreviationIsRefusedWithTheEtcZone() {
        Diagnostic d = only(
                Config.seedLike().set("cluster.timezone", "EST").validate(), "TIMEZONE_UNKNOWN", "cluster.timezone");
        assertTrue(d.fix().startsWith("did you mean Etc/GMT+5?"), d.line());
    }

    @Test
    void timezoneOffsetIsRefusedWithTheEtcZone() {
        // POSIX inverts the sign: UTC+9 is Etc/GMT-9
        Map<String, String> suggestions =
                Map.of("+09:00", "Etc/GMT-9", "UTC+9", "Etc/GMT-9", "-05:00", "Etc/GMT+5", "+00:00", "UTC");
        suggestions.forEach((offset, zone) -> {
            Diagnostic d = only(
                    Config.seedLike().set("cluster.timezone", offset).validate(),
                    "TIMEZONE_UNKNOWN",
                    "cluster.timezone");
            assertTrue(d.fix().startsWith("did you mean " + zone + "?"), d.line());
        });
    }

    @Test
    void misspeltTimezoneGetsDidYouMean() {
        Map<String, String> suggestions = Map.of(
                "Asia/Tokio",
                "Asia/Tokyo",
                "asia/tokyo",
                "Asia/Tokyo",
                "Tokyo",
                "Asia/Tokyo",
                "New York",
                "America/New_York",
                "Europe/Berln",
                "Europe/Berlin");
        suggestions.forEach((typo, zone) -> {
            Diagnostic d = only(
                    Config.seedLike().set("cluster.timezone", typo).validate(), "TIMEZONE_UNKNOWN", "cluster.timezone");
            assertTrue(d.fix().startsWith("did you mean " + zone + "?"), d.line());
        });
    }

    @Test
    void nonsenseTimezoneIsRefusedWithoutAGuess() {
        Diagnostic d = only(
                Config.seedLike()
                        .set("cluster.timezone", "somewhere over the rainbow")
                        .validate(),
                "TIMEZONE_UNKNOWN",
                "cluster.timezone");
        assertTrue(d.fix().startsWith("use a region name"), d.line());
    }

    @Test
    void ianaTimezonesAreAccepted() {
        for (String zone : List.of("Asia/Tokyo", "UTC", "America/Argentina/Buenos_Aires", "Etc/GMT-9")) {
            assertEquals(
                    List.of(), Config.seedLike().set("cluster.timezone", zone).validate(), zone);
        }
    }

    @Test
    void dnsLabelWithHyphenOrLeadingDigitOrTooLongIsRefused() {
        assertExactly(
                Config.seedLike().set("network.vcnDnsLabel", "my-vcn").validate(),
                "DNS_LABEL_INVALID",
                "network.vcnDnsLabel");
        assertExactly(
                Config.seedLike().set("network.publicSubnetDnsLabel", "1public").validate(),
                "DNS_LABEL_INVALID",
                "network.publicSubnetDnsLabel");
        Diagnostic d = only(
                Config.seedLike()
                        .set("network.privateSubnetDnsLabel", "privatesubnet123")
                        .validate(),
                "DNS_LABEL_INVALID",
                "network.privateSubnetDnsLabel");
        assertTrue(d.fix().endsWith("e.g. privatesubnet12"), d.line());
    }

    @Test
    void dnsLabelOfFifteenAlphanumericsIsAccepted() {
        assertEquals(
                List.of(),
                Config.seedLike().set("network.vcnDnsLabel", "gpucluster12345").validate());
    }

    @Test
    void poolNameThatCannotBeAHostNameIsRefused() {
        for (String bad : List.of("GPU_Pool", "gpu-", "-gpu", "1gpu", "gpu pool", "g".repeat(53))) {
            assertExactly(
                    Config.seedLike().set("cluster.poolName", bad).validate(), "POOL_NAME_INVALID", "cluster.poolName");
        }
    }

    @Test
    void lowercaseHyphenatedPoolNameIsAccepted() {
        assertEquals(
                List.of(),
                Config.seedLike().set("cluster.poolName", "a100-train2").validate());
        assertEquals(
                List.of(),
                Config.seedLike().set("cluster.poolName", "g".repeat(52)).validate());
    }

    @Test
    void bastionHostnameThatIsNotAHostNameIsRefused() {
        for (String bad : List.of("Bastion", "bastion.example", "bastion_1", "b".repeat(64))) {
            assertExactly(
                    Config.seedLike().set("bastion.hostname", bad).validate(), "HOSTNAME_INVALID", "bastion.hostname");
        }
    }

    @Test
    void bastionHostnameWithHyphenIsAccepted() {
        assertEquals(
                List.of(),
                Config.seedLike().set("bastion.hostname", "bastion-1").validate());
    }
}
