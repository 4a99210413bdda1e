package ocigpucluster.validation;

import static ocigpucluster.validation.Config.assertExactly;
import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import ocigpucluster.program.Features;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ValueType;
import org.junit.jupiter.api.Test;

/**
 * The availability domain and the region part of OCIDs, against the stack's region, and control
 * characters in any text key: what reaches a script or a file on the bastion must be one line of
 * the form OCI gives it.
 *
 * <p>Availability domain names are {@code <tenancy prefix>:<REGION>-AD-<n>}: OCI's API reference
 * gives {@code Uocm:PHX-AD-1} as the example of every availabilityDomain field (e.g. LaunchInstance
 * in the oci-go-sdk core package), the Terraform provider's oci_identity_availability_domain page
 * gives {@code YXol:US-ASHBURN-AD-1} (ad_number "corresponds to the integer in the Availability
 * Domain name"), and regions opened since Frankfurt spell the region in full, as this project's
 * own stacks do ({@code Uocm:AP-TOKYO-1-AD-1}). OCIDs are
 * {@code ocid1.<type>.<realm>.[region][.future].<unique>}, the region part a name or a three-letter
 * key and empty for global resources (OCI "Resource Identifiers").
 */
class AvailabilityDomainAndRegionTest {
    private static final String UNIQUE = "aaaaaaaa2mxq5r7j2k6ztl4wvfhcnp2o6ydq7se4xk3gm5ruab2tqz6v";

    @Test
    void availabilityDomainsOfTheStacksRegionInEachSpellingAreValid() {
        assertEquals(
                List.of(),
                Config.seedLike()
                        .set("availabilityDomain", "Uocm:AP-TOKYO-1-AD-1")
                        .validate());
        assertEquals(
                List.of(),
                Config.seedLike()
                        .region("us-ashburn-1")
                        .set("cluster.imageId", Config.IMAGE.replace("ap-tokyo-1", "iad"))
                        .set("availabilityDomain", "YXol:US-ASHBURN-AD-3")
                        .validate());
        assertEquals(
                List.of(),
                Config.seedLike()
                        .region("us-phoenix-1")
                        .set("cluster.imageId", Config.IMAGE.replace("ap-tokyo-1", "phx"))
                        .set("availabilityDomain", "Uocm:PHX-AD-2")
                        .validate());
        // without oci:region (the provider reads ~/.oci/config) only the form is checked
        assertEquals(
                List.of(),
                Config.seedLike()
                        .region(null)
                        .set("availabilityDomain", "Uocm:EU-FRANKFURT-1-AD-1")
                        .validate());
    }

    @Test
    void aMalformedAvailabilityDomainIsRefusedAndTheFixValidates() {
        for (String bad : List.of(
                "garbage",
                "AP-TOKYO-1-AD-1",
                "Uocm:AP-TOKYO-1",
                "Uocm:AP-TOKYO-1-AD-0",
                "Uocm:AP-TOKYO-1-AD-12",
                "Uocm:ap-tokyo-1-ad-1",
                "Uocm AP-TOKYO-1-AD-1",
                "Uocm:AP-TOKYO-1-AD-1;touch /tmp/x",
                "Uocm:AP-TOKYO-1-AD-1 AVAILABILITY_DOMAIN=x",
                "$(reboot):AP-TOKYO-1-AD-1")) {
            Config c = Config.seedLike().set("availabilityDomain", bad);
            Diagnostic d = only(c.validate(), "AVAILABILITY_DOMAIN_MALFORMED", "availabilityDomain");
            assertTrue(
                    d.fix().contains("<prefix>:<REGION>-AD-<n>") || d.fix().contains("availability-domain list"),
                    d.line());
            assertEquals(List.of(), c.apply(d.suggestion()).validate(), "the fix for '" + bad + "' validates");
        }
    }

    @Test
    void anotherRegionsAvailabilityDomainIsRefusedAndTheFixValidates() {
        for (String other : List.of("Uocm:US-ASHBURN-AD-1", "Uocm:PHX-AD-1", "Uocm:AP-OSAKA-1-AD-1", "Uocm:KIX-AD-1")) {
            Config c = Config.seedLike().set("availabilityDomain", other);
            Diagnostic d = only(c.validate(), "AVAILABILITY_DOMAIN_REGION_MISMATCH", "availabilityDomain");
            assertTrue(d.message().contains("ap-tokyo-1"), d.line());
            assertEquals(List.of(), c.apply(d.suggestion()).validate(), "the fix for '" + other + "' validates");
            // the other way the fix names: the same AD name of the stack's region
            assertEquals(
                    List.of(),
                    c.copy().set("availabilityDomain", "Uocm:AP-TOKYO-1-AD-1").validate());
        }
    }

    @Test
    void aLineBreakInTheAvailabilityDomainIsOneLineAndNothingElse() {
        // the on-demand stage writes it into ondemand.env as AVAILABILITY_DOMAIN=<value>
        Config c = Config.seedLike().set("availabilityDomain", "Uocm:AP-TOKYO-1-AD-1\nCOMPARTMENT_ID=ocid1.x");
        List<Diagnostic> d = c.validate();
        assertExactly(d, "CONFIG_CONTROL_CHARACTER", "availabilityDomain");
        assertTrue(d.get(0).message().contains("U+000A"), d.get(0).line());
        assertEquals(List.of(), c.apply(d.get(0).suggestion()).validate(), "the fix validates");
    }

    @Test
    void theReservationsAvailabilityDomainIsCheckedToo() {
        Config c = Config.seedLike()
                .set("availabilityDomain", "Uocm:AP-TOKYO-1-AD-1")
                .set("capacity.reservationId", "ocid1.capacityreservation.oc1.ap-tokyo-1." + UNIQUE)
                .set("capacity.availabilityDomain", "Uocm:US-ASHBURN-AD-1");
        Diagnostic d = only(c.validate(), "AVAILABILITY_DOMAIN_REGION_MISMATCH", "capacity.availabilityDomain");
        assertEquals(List.of(), withoutPolicyWarning(c.apply(d.suggestion()).validate()), "the fix validates");
        only(
                c.copy().set("capacity.availabilityDomain", "tokyo ad 1").validate(),
                "AVAILABILITY_DOMAIN_MALFORMED",
                "capacity.availabilityDomain");
    }

    @Test
    void regionalOcidsOfAnotherRegionAreRefusedInEitherSpelling() {
        record Case(String key, String type) {}
        List<Case> cases = List.of(
                new Case("network.existingVcnId", "vcn"),
                new Case("storage.fileSystemId", "filesystem"),
                new Case("capacity.reservationId", "capacityreservation"));
        for (Case k : cases) {
            for (String segment : List.of("us-ashburn-1", "iad", "ap-osaka-1", "kix")) {
                Config c = base(k.key()).set(k.key(), "ocid1." + k.type() + ".oc1." + segment + "." + UNIQUE);
                Diagnostic d = only(c.validate(), "OCID_REGION_MISMATCH", k.key());
                assertTrue(d.message().contains("ap-tokyo-1"), d.line());
                // the fix: the same kind of resource in the stack's region
                assertEquals(
                        List.of(),
                        base(k.key())
                                .set(k.key(), "ocid1." + k.type() + ".oc1.ap-tokyo-1." + UNIQUE)
                                .validate(),
                        k.key() + " in ap-tokyo-1 validates");
                assertEquals(
                        List.of(),
                        base(k.key())
                                .set(k.key(), "ocid1." + k.type() + ".oc1.nrt." + UNIQUE)
                                .validate(),
                        k.key() + " in nrt validates");
            }
        }
    }

    /** The keys a regional OCID key needs beside it to be valid. */
    private static Config base(String key) {
        Config c = Config.seedLike();
        return switch (key) {
            case "network.existingVcnId" ->
                c.set("network.existingPublicSubnetId", Config.SUBNET)
                        .set("network.existingPrivateSubnetId", Config.OTHER_SUBNET)
                        .remove("network.vcnCidr")
                        .remove("network.publicSubnetCidr");
            case "storage.fileSystemId" -> c.set("storage.mode", "fileStorage");
            // an administrator holds Compute Management's policy (the warning's documented fix)
            case "capacity.reservationId" ->
                c.set("availabilityDomain", "Uocm:AP-TOKYO-1-AD-1")
                        .set("suppressWarnings", List.of("CAPACITY_SERVICE_POLICY"));
            default -> c;
        };
    }

    @Test
    void globalOcidsHaveNoRegionToCompare() {
        assertEquals(
                List.of(),
                Config.seedLike()
                        .region("us-ashburn-1")
                        .set("cluster.imageId", Config.IMAGE.replace("ap-tokyo-1", "us-ashburn-1"))
                        .validate());
    }

    /** Every text key, list item and users.accounts field refuses a control character; the fix validates. */
    @Test
    void everyTextKeyRefusesControlCharacters() {
        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (ConfigKey k : Features.KEYS.all()) {
            if (k.secret() || (k.type() != ValueType.STRING && k.type() != ValueType.STRING_LIST)) {
                continue;
            }
            boolean multiLine = k.key().equals("sshPublicKey") || k.key().equals("users.directory.tlsCaCert");
            for (String bad : multiLine
                    ? List.of("a\u0000b", "a\u001bb", "a\u2028b")
                    : List.of("a\nb", "a\rb", "a\tb", "a\u0000b", "a\u007fb", "a\u0085b", "a\u2028b")) {
                checked++;
                Object value = k.type() == ValueType.STRING_LIST ? List.of(bad) : bad;
                Config c = Config.seedLike().set(k.key(), value);
                List<Diagnostic> d = c.validate();
                List<Diagnostic> control = d.stream()
                        .filter(x -> x.id().equals("CONFIG_CONTROL_CHARACTER"))
                        .toList();
                if (control.size() != 1 || !control.get(0).key().equals(k.key())) {
                    problems.add(k.key() + "=" + bad.replaceAll("\\p{C}|\u2028", "?") + ":\n  " + Config.render(d));
                    continue;
                }
                // the default, where one validates, is suggested (Validation tries it and drops one that
                // does not hold: a required key's, sshAllowedCidrs' 0.0.0.0/0); else the fix says what to do
                Diagnostic.Suggestion fix = control.get(0).suggestion();
                if (fix == null
                        ? !control.get(0).fix().contains("one line of plain text")
                        : !c.apply(fix).validate().isEmpty()) {
                    problems.add(k.key() + ": the fix " + control.get(0).line() + " does not validate");
                }
            }
        }
        assertTrue(checked > 100, checked + " cases");
        assertEquals("", String.join("\n", problems));
    }

    @Test
    void aControlCharacterInAUsersAccountFieldIsRefused() {
        List<Diagnostic> d = Config.seedLike()
                .set(
                        "users.accounts",
                        List.of(java.util.Map.of(
                                "name",
                                "alice",
                                "uid",
                                20001,
                                "sshPublicKeys",
                                List.of(Config.OTHER_ED25519_PUBLIC + "\ncommand=\"/bin/sh\" "
                                        + Config.ED25519_PUBLIC))))
                .validate();
        only(d, "CONFIG_CONTROL_CHARACTER", "users.accounts[0].sshPublicKeys");
    }

    @Test
    void aSecretValuesControlCharacterIsNotDescribed() {
        List<Diagnostic> d =
                Config.seedLike().secret("cluster.poolName", "gpu\u0007x").validate();
        Diagnostic x = only(d, "CONFIG_CONTROL_CHARACTER", "cluster.poolName");
        assertFalse(x.line().contains("U+0007"), x.line());
    }

    /**
     * A reservation warns that Compute Management needs its IAM policy (CAPACITY_SERVICE_POLICY)
     * until the stack is given the keys to create it; that warning is not what these tests check.
     */
    private static List<Diagnostic> withoutPolicyWarning(List<Diagnostic> d) {
        return d.stream().filter(x -> !x.id().equals("CAPACITY_SERVICE_POLICY")).toList();
    }
}
