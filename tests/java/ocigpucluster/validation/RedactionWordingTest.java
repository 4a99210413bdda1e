package ocigpucluster.validation;

import static ocigpucluster.validation.GroupChecksTest.group;
import static ocigpucluster.validation.GroupChecksTest.groups;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import ocigpucluster.program.Features;
import ocigpucluster.settings.RawConfig;
import org.junit.jupiter.api.Test;

/**
 * A finding about a secret, word for word: what is redacted and what stays readable (the rule's
 * own words, a possessive's apostrophe, a quoted single character, a number no secret moves).
 */
class RedactionWordingTest {
    private static List<Diagnostic> validate(Config c, String... secretKeys) {
        RawConfig r = c.raw();
        Set<String> secret = new TreeSet<>(r.secretKeys());
        secret.addAll(List.of(secretKeys));
        return Validation.of(new RawConfig(r.values(), secret, r.unreadableSecrets()), "test", Features.RULES)
                .diagnostics();
    }

    private static List<String> lines(List<Diagnostic> found, String id) {
        return found.stream()
                .filter(d -> d.id().equals(id))
                .map(Diagnostic::line)
                .toList();
    }

    @Test
    void aPossessivesApostropheIsNoQuotedValue() {
        List<Diagnostic> found =
                validate(groups(group("Abcde", "BM.GPU.H100.8", "clusterNetwork", 2)), "oci-gpu-cluster:nodeGroups");
        // the name is secret: it, and the name cleaned up from it (abcde), are not shown; the rule's
        // words are, with its quoted '-'
        assertEquals(
                List.of("error: nodeGroups[0].name: '[secret]' is not a node group name: it names the group's"
                        + " resources, its nodes' host names (<name>-1) and its Slurm partition; use 1 to 20"
                        + " lower-case letters, digits and '-', starting with a letter, e.g. [a value derived from the"
                        + " secret] [NODE_GROUP_NAME_INVALID]"),
                lines(found, "NODE_GROUP_NAME_INVALID"));
    }

    @Test
    void onlyTheNumbersASecretMovesAreRedacted() {
        // 2 GPU nodes and 16 login nodes (secret) need 18 addresses; the /28 has 13, and a /27 fits
        // 15 to 29 nodes, so the fix's /27 tells no more than the count one up or down would
        List<Diagnostic> found =
                validate(Config.seedLike().secret("login.count", 16).set("network.privateSubnetCidr", "10.0.4.0/28"));
        assertEquals(
                List.of("error: network.privateSubnetCidr: '10.0.4.0/28' has 13 usable addresses (OCI reserves 3 per"
                        + " subnet), fewer than [secret]: 2 GPU node(s) + [secret] login node(s); use a /27 or larger"
                        + " inside network.vcnCidr, or lower cluster.nodeCount or login.count [PRIVATE_SUBNET_FULL]"),
                lines(found, "PRIVATE_SUBNET_FULL"));
    }

    @Test
    void aFindingNoSecretMovesKeepsItsSuggestion() {
        List<Diagnostic> found =
                validate(Config.seedLike().secret("login.count", 1).set("cluster.poolName", "GPU"));
        List<Diagnostic> pool =
                found.stream().filter(d -> d.key().equals("cluster.poolName")).toList();
        assertEquals(1, pool.size(), found.toString());
        assertEquals("cluster.poolName", pool.get(0).suggestion().key());
    }

    @Test
    void aSecretRegionIsRedactedInEverySpellingAFindingHasForIt() {
        // the secret region in the example of its availability domains too; the image's own region,
        // not the secret one, stays readable
        List<Diagnostic> found = validate(
                Config.seedLike().region("us-ashburn-1").set("availabilityDomain", "Uocm:AP-OSAKA-1-AD-1"),
                "oci:region");
        assertEquals(
                List.of("error: availabilityDomain: 'Uocm:AP-OSAKA-1-AD-1' is an availability domain of another region"
                        + " than oci:region [secret]; OCI places instances, reservations and file systems only in an"
                        + " availability domain of the region they are created in; use one of [secret]'s (`oci iam"
                        + " availability-domain list --region [secret]`, e.g. <prefix>:[secret]-AD-1), or remove it"
                        + " (`pulumi config rm availabilityDomain`) to use the region's first availability domain"
                        + " [AVAILABILITY_DOMAIN_REGION_MISMATCH]"),
                lines(found, "AVAILABILITY_DOMAIN_REGION_MISMATCH"));
        assertEquals(
                List.of("error: cluster.imageId: is an image of ap-tokyo-1 ('ap-tokyo-1' in the OCID), but oci:region"
                        + " is [secret]; OCI launches only images of the instance's own region; use the OCID of the"
                        + " same image in [secret] (the console lists it per region; import or copy a custom image"
                        + " there), or set oci:region to ap-tokyo-1 [IMAGE_REGION_MISMATCH]"),
                lines(found, "IMAGE_REGION_MISMATCH"));
    }
}
