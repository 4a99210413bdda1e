package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import ocigpucluster.program.Features;
import ocigpucluster.settings.ConfigKeys;
import ocigpucluster.settings.RawConfig;
import ocigpucluster.settings.Settings;

/**
 * A stack config built by hand, as the Pulumi engine hands it over: top-level keys as text,
 * each group ({@code cluster}, {@code network}, ...) as one JSON object, plus the secret keys.
 * Starts from a valid config like the tutorial's cluster; each test changes what it is about.
 */
public final class Config {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String P = ConfigKeys.PROJECT + ":";

    /** Made with `ssh-keygen -t ed25519 -C fixture@oci-gpu-cluster` (public half only). */
    public static final String ED25519_PUBLIC =
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHeNo610xYo+mIsFjhUrkqbE35aKxCsLQHLtL2++/5Pc fixture@oci-gpu-cluster";
    /** `ssh-keygen -lf` of the key above. */
    public static final String ED25519_FINGERPRINT = "SHA256:3tlC0YcRMaQ4auGafgin65NPhdnXGiBH3mL17/L0THI";
    /** Made with `ssh-keygen -t ed25519` (another key). */
    public static final String OTHER_ED25519_PUBLIC =
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIA5ehPBz4bJanJ4jEfiEz5mW0YiQOC8f/Mph0ELWushf root@vm";
    /** Made with `ssh-keygen -t rsa -b 1024`. */
    public static final String RSA_1024_PUBLIC =
            "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQDJcKdgGo+KAw0J6oZX9agsBnyxqjFlyFPIMmU3Vf/dOdql2EUW//N3lwrOsYyypPEzuG90zR6uZIpwxzxP66LaZ0nb4frxnVPf7J8iLFTrFVDaXIBJhMlVF/YJA1H6m/9zH/oHV+HDDCwLwIX7W+uiwVwteIbg4GJIP/9xyzETrQ== weak@fixture";
    /** Made with `ssh-keygen -t rsa -b 3072`. */
    public static final String RSA_3072_PUBLIC =
            "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQC4hNHahqYnR+EEcuCS4It+tez3FKjYtouMOypRI8sNlnIdm+9DQlj9tnlsedDZl4yq3q9vx7+4EbQ4t6QcnhMD8owpDqwo3ebwwueBbyNWr+lCawI0UVRa9G0jD2sE68voz810dZP7lzmVFf2h5ToZYsvCwHpKFBFOV7FwdunSa6i8/pcgg8iLAMTBIzF4HvbmWxqz0tjtpBODGifmaMdHub66nXkzh5xxKw47SHdjyw9Bj8oS+/CSEr8NkBCQL9FSMX/V6Yv02l4LWgkmV9qpQ+MV20/iyJNknuUoCjKNKZxYobGlC7rN3Vi7famchzcihHPpmjgyJ2LT7hCDJOKamClXgzeuejzMmVfMXu8kKbnpTQaPFfM4TrDeXxxD81gjz3HWA53PQOHc2td50C76xiVjZRd+EqqCk8Ldy7qkrDKZY+L92gRYO6FKbzGDbr9IXVv01apvkAJ9FCarPB4Nqfox767SaZXV8CsSDJ2MrQwSdxFYScsp0gzTufZnbRc= rsa@fixture";
    /** Made with `ssh-keygen -t ecdsa -b 256`. */
    public static final String ECDSA_PUBLIC =
            "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBERyylHqRdYoCQV6ul2ku/TXbd12/zwKDoCe/ssJornEOCJ4ctclxMGrtjD3Pd8fz4cLS9WLd1KdDwzRYB5JTp4= ec@fixture";

    public static final String COMPARTMENT =
            "ocid1.compartment.oc1..aaaaaaaa4kq2ypm3vd5tbx7qnwz6rpc3lqf5zjv2m7yhkx4osdqa3xwm5tbq";
    public static final String TENANCY =
            "ocid1.tenancy.oc1..aaaaaaaab3mxq5r7j2k6ztl4wvfhcnp2o6ydq7se4xk3gm5ruab2tqz6vw";
    public static final String IMAGE =
            "ocid1.image.oc1.ap-tokyo-1.aaaaaaaa7xk2lq4mzt6pfw3vjc5nyd2bsh6gr4oa3wue7iq5mxkz2tplya";
    public static final String VCN =
            "ocid1.vcn.oc1.ap-tokyo-1.amaaaaaa5rtq2xk7mzl3pfw6vjc4nyd2bsh6gr4oa3wue7iq5mxkz2tpq";
    public static final String SUBNET =
            "ocid1.subnet.oc1.ap-tokyo-1.aaaaaaaa2mxq5r7j2k6ztl4wvfhcnp2o6ydq7se4xk3gm5ruab2tqz6v";
    public static final String OTHER_SUBNET =
            "ocid1.subnet.oc1.ap-tokyo-1.aaaaaaaa9kxq5r7j2k6ztl4wvfhcnp2o6ydq7se4xk3gm5ruab2tqz6z";

    private final Map<String, Object> top = new LinkedHashMap<>();
    private final Map<String, Map<String, Object>> groups = new LinkedHashMap<>();
    private final Set<String> secretKeys = new LinkedHashSet<>();
    private final Set<String> unreadable = new LinkedHashSet<>();
    private String region = "ap-tokyo-1";

    private Config() {}

    /** The cluster of Oracle's GPU cluster tutorial (2× BM.GPU4.8, Asia/Tokyo), with the pitfalls fixed and SSH limited to one network. */
    public static Config seedLike() {
        return new Config()
                .set("compartmentId", COMPARTMENT)
                .set("sshPublicKey", ED25519_PUBLIC)
                .secretPrivateKey(OpenSshKeys.privateKey(ED25519_PUBLIC, "none"))
                .set("sshAllowedCidrs", List.of("203.0.113.0/24"))
                .set("cluster.shape", "BM.GPU4.8")
                .set("cluster.nodeCount", 2)
                .set("cluster.imageId", IMAGE)
                .set("cluster.timezone", "Asia/Tokyo")
                .set("cluster.poolName", "gpu")
                .set("network.vcnCidr", "10.0.0.0/16")
                .set("network.publicSubnetCidr", "10.0.1.0/24");
    }

    /** An item's field of a top-level list of objects, as `pulumi config set --path` names it: {@code nodeGroups[1].count}. */
    private static final java.util.regex.Pattern ITEM =
            java.util.regex.Pattern.compile("([A-Za-z]+)\\[(\\d+)]\\.([A-Za-z.]+)");

    /** Sets {@code key} ({@code cluster.nodeCount} goes into the {@code cluster} object) to a JSON-able value. */
    public Config set(String key, Object value) {
        java.util.regex.Matcher item = ITEM.matcher(key);
        if (item.matches()) {
            Map<String, Object> fields = item(item.group(1), Integer.parseInt(item.group(2)));
            String[] path = item.group(3).split("\\.");
            for (int i = 0; i < path.length - 1; i++) {
                @SuppressWarnings("unchecked")
                Map<String, Object> inner =
                        (Map<String, Object>) fields.computeIfAbsent(path[i], x -> new LinkedHashMap<>());
                fields = inner;
            }
            fields.put(path[path.length - 1], value);
            return this;
        }
        int dot = key.indexOf('.');
        if (dot < 0) {
            top.put(key, value);
        } else {
            groups.computeIfAbsent(key.substring(0, dot), g -> new LinkedHashMap<>())
                    .put(key.substring(dot + 1), value);
        }
        return this;
    }

    /** Sets {@code key} as a secret, as `--set-secret` or `pulumi config set --secret --path` do (its whole group is secret). */
    public Config secret(String key, Object value) {
        set(key, value);
        int dot = key.indexOf('.');
        secretKeys.add(P + (dot < 0 ? key : key.substring(0, dot)));
        return this;
    }

    /** {@code oci:region}, or null to leave it unset (the provider then takes it from ~/.oci/config). */
    public Config region(String region) {
        this.region = region;
        return this;
    }

    /** Applies a fix a diagnostic suggests: sets its key to the value, or removes the key when the value is null. */
    public Config apply(Diagnostic.Suggestion suggestion) {
        return suggestion.value() == null ? remove(suggestion.key()) : set(suggestion.key(), suggestion.value());
    }

    /** The fields of item {@code index} of the top-level list {@code list} (made as needed). */
    @SuppressWarnings("unchecked")
    private Map<String, Object> item(String list, int index) {
        List<Object> items = (List<Object>) top.computeIfAbsent(list, x -> new ArrayList<>());
        while (items.size() <= index) {
            items.add(new LinkedHashMap<String, Object>());
        }
        return (Map<String, Object>) items.get(index);
    }

    public Config copy() {
        Config c = new Config();
        top.forEach((k, v) -> c.top.put(k, deepCopy(v)));
        groups.forEach((g, m) -> c.groups.put(g, new LinkedHashMap<>(m)));
        c.secretKeys.addAll(secretKeys);
        c.unreadable.addAll(unreadable);
        c.region = region;
        return c;
    }

    @SuppressWarnings("unchecked")
    private static Object deepCopy(Object v) {
        if (v instanceof Map<?, ?> m) {
            Map<String, Object> out = new LinkedHashMap<>();
            ((Map<String, Object>) m).forEach((k, x) -> out.put(k, deepCopy(x)));
            return out;
        }
        if (v instanceof List<?> l) {
            List<Object> out = new ArrayList<>();
            l.forEach(x -> out.add(deepCopy(x)));
            return out;
        }
        return v;
    }

    public Config remove(String key) {
        java.util.regex.Matcher item = ITEM.matcher(key);
        if (item.matches()) {
            Map<String, Object> fields = item(item.group(1), Integer.parseInt(item.group(2)));
            String[] path = item.group(3).split("\\.");
            for (int i = 0; i < path.length - 1 && fields != null; i++) {
                @SuppressWarnings("unchecked")
                Map<String, Object> inner = (Map<String, Object>) fields.get(path[i]);
                fields = inner;
            }
            if (fields != null) {
                fields.remove(path[path.length - 1]);
            }
            return this;
        }
        int dot = key.indexOf('.');
        if (dot < 0) {
            top.remove(key);
            secretKeys.remove(P + key);
            unreadable.remove(P + key);
        } else if (groups.containsKey(key.substring(0, dot))) {
            groups.get(key.substring(0, dot)).remove(key.substring(dot + 1));
        }
        return this;
    }

    public Config secretPrivateKey(String value) {
        top.put("sshPrivateKey", value);
        secretKeys.add(P + "sshPrivateKey");
        unreadable.remove(P + "sshPrivateKey");
        return this;
    }

    /** A private key stored in plain text in the stack file (a mistake the reader refuses). */
    public Config plainPrivateKey(String value) {
        top.put("sshPrivateKey", value);
        secretKeys.remove(P + "sshPrivateKey");
        return this;
    }

    /** A {@code secure:} value the offline tools cannot decrypt. */
    public Config unreadablePrivateKey() {
        top.remove("sshPrivateKey");
        secretKeys.add(P + "sshPrivateKey");
        unreadable.add(P + "sshPrivateKey");
        return this;
    }

    public RawConfig raw() {
        Map<String, String> values = new LinkedHashMap<>();
        top.forEach((k, v) -> values.put(P + k, v instanceof String s ? s : json(v)));
        groups.forEach((g, m) -> values.put(P + g, json(m)));
        if (region != null) {
            values.put("oci:region", region); // another namespace: only image OCIDs are checked against it
        }
        return new RawConfig(values, secretKeys, unreadable);
    }

    /** Reads and validates, and checks every id printed is in the catalog with the level it says. */
    public List<Diagnostic> validate() {
        List<Diagnostic> diagnostics =
                Validation.of(raw(), "test", Features.RULES).diagnostics();
        for (Diagnostic d : diagnostics) {
            CheckCatalog.Entry entry = Features.RULES
                    .catalog()
                    .find(d.id())
                    .orElseThrow(() -> new AssertionError(d.id() + " is printed but missing from CheckCatalog"));
            assertEquals(entry.level(), d.level(), "level of " + d.id());
            assertTrue(d.line().startsWith(d.level().label() + ": " + d.key() + ": "), d.line());
            assertTrue(d.line().endsWith(" [" + d.id() + "]"), d.line());
            assertTrue(d.fix() != null && !d.fix().isBlank(), "every diagnostic says how to fix it: " + d.line());
        }
        return diagnostics;
    }

    /** The settings the program reads from this config, which must validate without a diagnostic. */
    public Settings settings() {
        assertEquals(List.of(), validate());
        return Validation.of(raw(), "test", Features.RULES).settings();
    }

    // ---- assertions used by every check test

    public static List<String> ids(List<Diagnostic> diagnostics) {
        return diagnostics.stream().map(Diagnostic::id).toList();
    }

    /** The one diagnostic with this id and key; fails listing everything reported otherwise. */
    public static Diagnostic only(List<Diagnostic> diagnostics, String id, String key) {
        List<Diagnostic> found = diagnostics.stream()
                .filter(d -> d.id().equals(id) && d.key().equals(key))
                .toList();
        if (found.size() != 1) {
            fail("expected exactly one " + id + " on " + key + ", got:\n" + render(diagnostics));
        }
        return found.get(0);
    }

    public static void assertNone(List<Diagnostic> diagnostics, String id) {
        if (diagnostics.stream().anyMatch(d -> d.id().equals(id))) {
            fail("expected no " + id + ", got:\n" + render(diagnostics));
        }
    }

    /** Exactly these diagnostics, as (id, key) pairs, in the validator's order. */
    public static void assertExactly(List<Diagnostic> diagnostics, String... idKeyPairs) {
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < idKeyPairs.length; i += 2) {
            expected.add(idKeyPairs[i] + " " + idKeyPairs[i + 1]);
        }
        List<String> actual =
                diagnostics.stream().map(d -> d.id() + " " + d.key()).sorted().toList();
        assertEquals(expected.stream().sorted().toList(), actual, render(diagnostics));
    }

    public static String render(List<Diagnostic> diagnostics) {
        return String.join("\n", diagnostics.stream().map(Diagnostic::line).toList());
    }

    private static String json(Object v) {
        try {
            return JSON.writeValueAsString(v);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    /** Builds openssh-key-v1 private key files (PROTOCOL.key) around a given public key, for fixtures. */
    public static final class OpenSshKeys {
        private OpenSshKeys() {}

        /** A private key file whose public half is {@code publicLine}'s key; cipher "none" or e.g. "aes256-ctr". */
        public static String privateKey(String publicLine, String cipher) {
            byte[] publicBlob = Base64.getDecoder().decode(publicLine.split(" ")[1]);
            boolean encrypted = !cipher.equals("none");
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            out.writeBytes("openssh-key-v1\0".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            string(out, cipher.getBytes());
            string(out, (encrypted ? "bcrypt" : "none").getBytes());
            string(out, encrypted ? new byte[24] : new byte[0]);
            out.writeBytes(new byte[] {0, 0, 0, 1});
            string(out, publicBlob);
            byte[] privateSection = new byte[160];
            new java.util.Random(7).nextBytes(privateSection); // stands in for the (possibly encrypted) key material
            string(out, privateSection);
            String body = Base64.getMimeEncoder(70, "\n".getBytes()).encodeToString(out.toByteArray());
            return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + body + "\n-----END OPENSSH PRIVATE KEY-----\n";
        }

        private static void string(java.io.ByteArrayOutputStream out, byte[] bytes) {
            out.writeBytes(java.nio.ByteBuffer.allocate(4).putInt(bytes.length).array());
            out.writeBytes(bytes);
        }
    }
}
