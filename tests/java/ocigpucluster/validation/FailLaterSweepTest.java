package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Values that OCI, sshd or the bootstrap would refuse only after resources exist are refused
 * by validation, before anything is registered.
 */
class FailLaterSweepTest {

    private static void expectError(List<String> problems, Config c, String id, String key, String what) {
        List<Diagnostic> d = c.validate();
        boolean found = d.stream()
                .anyMatch(x -> x.isError() && x.id().equals(id) && x.key().equals(key));
        if (!found) {
            problems.add(what + ": expected error " + id + " on " + key + ", got:\n  "
                    + String.join("\n  ", d.stream().map(Diagnostic::line).toList()));
        }
    }

    private static void expectClean(List<String> problems, Config c, String what) {
        List<Diagnostic> d = c.validate();
        if (!d.isEmpty()) {
            problems.add(what + ": expected no diagnostics, got:\n  "
                    + String.join("\n  ", d.stream().map(Diagnostic::line).toList()));
        }
    }

    @Test
    void bastionUserMustBeALoginNameTheShellCannotMisread() {
        List<String> problems = new ArrayList<>();
        for (String user : List.of(
                "",
                " ",
                "op c",
                "opc;reboot",
                "$(id)",
                "`id`",
                "opc&",
                "-opc",
                "o'pc",
                "opc\"",
                "u".repeat(33),
                "ópc",
                "root@host",
                "../opc",
                "opc$",
                "*",
                "Opc")) {
            expectError(
                    problems,
                    Config.seedLike().set("bastion.user", user),
                    "BASTION_USER_INVALID",
                    "bastion.user",
                    "user '" + user + "'");
        }
        // a line break is the reader's to refuse, in any text key
        expectError(
                problems,
                Config.seedLike().set("bastion.user", "opc\nroot"),
                "CONFIG_CONTROL_CHARACTER",
                "bastion.user",
                "user with a line break");
        for (String user : List.of("opc", "ubuntu", "ec2_user", "a", "user-1", "_svc", "u".repeat(32))) {
            expectClean(problems, Config.seedLike().set("bastion.user", user), "user '" + user + "'");
        }
        assertEquals("", String.join("\n", problems));
    }

    @Test
    void aNonFlexBastionShapeIsAnError() {
        List<String> problems = new ArrayList<>();
        for (String shape : List.of("VM.Standard2.1", "VM.Standard.E2.2", "BM.Standard.E5.192", "VM.Standard.E5")) {
            expectError(
                    problems,
                    Config.seedLike().set("bastion.shape", shape),
                    "BASTION_SHAPE_NOT_FLEX",
                    "bastion.shape",
                    shape);
        }
        assertEquals("", String.join("\n", problems));
    }

    /** Region names and their short keys (OCI "Regions and Availability Domains"). */
    static final Map<String, String> REGIONS = Map.of(
            "ap-tokyo-1",
            "nrt",
            "ap-osaka-1",
            "kix",
            "us-ashburn-1",
            "iad",
            "us-phoenix-1",
            "phx",
            "eu-frankfurt-1",
            "fra",
            "uk-london-1",
            "lhr",
            "us-chicago-1",
            "ord",
            "ap-sydney-1",
            "syd");

    @Test
    void anImageFromAnotherRegionIsAnErrorInEitherSpelling() {
        List<String> problems = new ArrayList<>();
        String unique = "aaaaaaaa7xk2lq4mzt6pfw3vjc5nyd2bsh6gr4oa3wue7iq5mxkz2tplya";
        for (Map.Entry<String, String> configured : REGIONS.entrySet()) {
            for (Map.Entry<String, String> image : REGIONS.entrySet()) {
                for (String segment : List.of(image.getKey(), image.getValue())) {
                    for (String key : List.of("cluster.imageId", "bastion.imageId")) {
                        Config c = Config.seedLike()
                                .region(configured.getKey())
                                .set("cluster.imageId", "ocid1.image.oc1." + configured.getKey() + "." + unique)
                                .set(key, "ocid1.image.oc1." + segment + "." + unique);
                        String what = "region " + configured.getKey() + ", " + key + " in " + segment;
                        if (configured.equals(image)) {
                            expectClean(problems, c, what);
                        } else {
                            expectError(problems, c, "IMAGE_REGION_MISMATCH", key, what);
                        }
                    }
                }
            }
        }
        // without oci:region (taken from ~/.oci/config) there is nothing to compare with
        expectClean(
                problems,
                Config.seedLike().region(null).set("cluster.imageId", "ocid1.image.oc1.kix." + unique),
                "no region");
        assertEquals("", String.join("\n", problems));
    }

    @Test
    void rsaKeysBelowTheOracleLinux9PolicyAreErrors() {
        List<String> problems = new ArrayList<>();
        expectError(
                problems,
                Config.seedLike()
                        .set("sshPublicKey", Config.RSA_1024_PUBLIC)
                        .remove("sshPrivateKey")
                        .set("bootstrap.enabled", false)
                        .set("suppressWarnings", List.of("BOOTSTRAP_DISABLED")),
                "SSH_RSA_KEY_WEAK",
                "sshPublicKey",
                "1024-bit RSA");
        expectClean(
                problems,
                Config.seedLike()
                        .set("sshPublicKey", Config.RSA_3072_PUBLIC)
                        .remove("sshPrivateKey")
                        .set("bootstrap.enabled", false)
                        .set("suppressWarnings", List.of("BOOTSTRAP_DISABLED")),
                "3072-bit RSA");
        assertEquals("", String.join("\n", problems));
    }

    @Test
    void anRdmaRangeOtherThanThePluginsFixedOneIsAnError() {
        List<String> problems = new ArrayList<>();
        for (int prefix = 13; prefix <= 30; prefix++) {
            String cidr = "10.224.0.0/" + prefix;
            expectError(
                    problems,
                    Config.seedLike().set("network.rdmaCidr", cidr),
                    "RDMA_RANGE_FIXED",
                    "network.rdmaCidr",
                    cidr);
        }
        for (String cidr : List.of("10.192.0.0/11", "172.16.0.0/12", "10.128.0.0/9")) {
            expectError(
                    problems,
                    Config.seedLike().set("network.rdmaCidr", cidr),
                    "RDMA_RANGE_FIXED",
                    "network.rdmaCidr",
                    cidr);
        }
        expectClean(problems, Config.seedLike().set("network.rdmaCidr", "10.224.0.0/12"), "10.224.0.0/12");
        assertEquals("", String.join("\n", problems));
    }

    @Test
    void absurdOcidLengthsAreMalformed() {
        List<String> problems = new ArrayList<>();
        for (String unique : List.of("a", "abc", "a".repeat(9), "a".repeat(300), "a".repeat(5000))) {
            expectError(
                    problems,
                    Config.seedLike().set("cluster.imageId", "ocid1.image.oc1.ap-tokyo-1." + unique),
                    "OCID_MALFORMED",
                    "cluster.imageId",
                    unique.length() + "-character unique part");
            expectError(
                    problems,
                    Config.seedLike().set("compartmentId", "ocid1.compartment.oc1.." + unique),
                    "OCID_MALFORMED",
                    "compartmentId",
                    unique.length() + "-character unique part");
        }
        assertEquals("", String.join("\n", problems));
    }
}
