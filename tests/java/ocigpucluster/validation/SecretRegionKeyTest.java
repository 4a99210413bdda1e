package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import ocigpucluster.program.Features;
import ocigpucluster.settings.RawConfig;
import org.junit.jupiter.api.Test;

/**
 * A secret oci:region is also kept out of a finding in its three-letter key (iad for us-ashburn-1,
 * OCI's "Regions and Availability Domains" page; OCIDs write a region either way, OCI "Resource
 * Identifiers"): a value quoted back in a finding would otherwise tell it. The image is the
 * region's own, in its key, so the only finding is the malformed availability domain.
 */
class SecretRegionKeyTest {
    private static List<Diagnostic> validate(Config c) {
        RawConfig r = c.raw();
        Set<String> secret = new TreeSet<>(r.secretKeys());
        secret.add("oci:region");
        return Validation.of(new RawConfig(r.values(), secret, r.unreadableSecrets()), "test", Features.RULES)
                .diagnostics();
    }

    @Test
    void aDomainNameInTheSecretRegionsKeyDoesNotTellIt() {
        List<Diagnostic> found = validate(Config.seedLike()
                .region("us-ashburn-1")
                .set("cluster.imageId", Config.IMAGE.replace("ap-tokyo-1", "iad"))
                .set("availabilityDomain", "Uocm:iad-ad-1"));
        List<String> lines = found.stream().map(Diagnostic::line).toList();
        for (String line : lines) {
            assertFalse(line.toLowerCase(Locale.ROOT).contains("iad"), line);
            assertFalse(line.toLowerCase(Locale.ROOT).contains("ashburn"), line);
        }
        assertEquals(
                List.of("error: availabilityDomain: 'Uocm:[secret]-ad-1' is not an availability domain name"
                        + " (<prefix>:<REGION>-AD-<n>, as OCI lists them, e.g. Uocm:AP-TOKYO-1-AD-1); copy the name"
                        + " `oci iam availability-domain list` prints for your region, or remove it (`pulumi config rm"
                        + " availabilityDomain`) to use the region's first availability domain"
                        + " [AVAILABILITY_DOMAIN_MALFORMED]"),
                lines);
    }

    @Test
    void aDomainNameWithoutTheRegionsTrailingOneDoesNotTellIt() {
        // the first regions' availability domains drop the region's "-1" (US-ASHBURN-AD-1, the
        // Terraform provider's oci_identity_availability_domain page); AD-0 is no domain number
        List<String> lines = validate(Config.seedLike()
                        .region("us-ashburn-1")
                        .set("cluster.imageId", Config.IMAGE.replace("ap-tokyo-1", "iad"))
                        .set("availabilityDomain", "Uocm:US-ASHBURN-AD-0"))
                .stream()
                .map(Diagnostic::line)
                .toList();
        assertEquals(
                List.of("error: availabilityDomain: 'Uocm:[secret]-AD-0' is not an availability domain name"
                        + " (<prefix>:<REGION>-AD-<n>, as OCI lists them, e.g. Uocm:AP-TOKYO-1-AD-1); copy the name"
                        + " `oci iam availability-domain list` prints for your region, or remove it (`pulumi config rm"
                        + " availabilityDomain`) to use the region's first availability domain"
                        + " [AVAILABILITY_DOMAIN_MALFORMED]"),
                lines);
    }
}
