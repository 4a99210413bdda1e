package ocigpucluster.validation;

import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The fixes of the availability domain findings word for word: removing the top-level key lets
 * the stack take the region's first availability domain (its documented default); removing the
 * reservation's has no such fallback, and its key is a path (`--path`).
 */
class AvailabilityDomainFixTest {
    private static final String UNIQUE = "aaaaaaaa2mxq5r7j2k6ztl4wvfhcnp2o6ydq7se4xk3gm5ruab2tqz6v";

    @Test
    void removingTheTopLevelKeyFallsBackToTheRegionsFirstDomain() {
        Diagnostic other = only(
                Config.seedLike().set("availabilityDomain", "Uocm:PHX-AD-1").validate(),
                "AVAILABILITY_DOMAIN_REGION_MISMATCH",
                "availabilityDomain");
        assertEquals(
                "use one of ap-tokyo-1's (`oci iam availability-domain list --region ap-tokyo-1`, e.g."
                        + " <prefix>:AP-TOKYO-1-AD-1), or remove it (`pulumi config rm availabilityDomain`) to use"
                        + " the region's first availability domain",
                other.fix());
        Diagnostic malformed = only(
                Config.seedLike().set("availabilityDomain", "tokyo").validate(),
                "AVAILABILITY_DOMAIN_MALFORMED",
                "availabilityDomain");
        assertEquals(
                "copy the name `oci iam availability-domain list` prints for your region, or remove it"
                        + " (`pulumi config rm availabilityDomain`) to use the region's first availability domain",
                malformed.fix());
    }

    @Test
    void theReservationsDomainHasNoFallback() {
        Config c = Config.seedLike()
                .set("availabilityDomain", "Uocm:AP-TOKYO-1-AD-1")
                .set("capacity.reservationId", "ocid1.capacityreservation.oc1.ap-tokyo-1." + UNIQUE)
                .set("capacity.availabilityDomain", "Uocm:US-ASHBURN-AD-1");
        Diagnostic d = only(c.validate(), "AVAILABILITY_DOMAIN_REGION_MISMATCH", "capacity.availabilityDomain");
        assertEquals(
                "use one of ap-tokyo-1's (`oci iam availability-domain list --region ap-tokyo-1`, e.g."
                        + " <prefix>:AP-TOKYO-1-AD-1), or remove it (`pulumi config rm --path"
                        + " capacity.availabilityDomain`)",
                d.fix());
    }
}
