package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import ocigpucluster.program.Features;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ValueType;
import org.junit.jupiter.api.Test;

/**
 * What validate prints about a value set with {@code --set-secret} (or `pulumi config set --secret`)
 * reveals nothing of it: not the value (SecretNeverEchoedTest), nor a length, a count, a number
 * computed from it or a value derived from it in a fix. Said as an observation: two secret values
 * that are wrong (or right) in the same way must print the same lines. For every key, pairs of
 * values of one kind (numbers one apart, texts of different length or content, lists of different
 * length) are validated as secrets; every finding both print (same id, same key) must read the same
 * and come as often.
 */
class SecretDerivedValuesTest {

    /** Every feature's checks run: Slurm, on-demand nodes, monitoring, accounting, external /home. */
    private static Config base() {
        return Config.seedLike()
                .set("scheduler.type", "slurm")
                .set("scheduler.allowUnpinnedDownloads", true)
                .set("onDemand.enabled", true)
                .set("iam.existingDynamicGroup", "gpu-admins-bastion")
                .set("monitoring.enabled", true)
                .set("accounting.enabled", true);
    }

    private static final String UNIQUE60 = "a".repeat(60);

    /** Pairs of values a finding must not tell apart. */
    private static List<Object[]> pairs(ConfigKey k) {
        List<Object[]> out = new ArrayList<>();
        if (k.type() == ValueType.INTEGER || k.type() == ValueType.NUMBER) {
            for (long v : new long[] {-5, 0, 1, 2, 3, 7, 30, 300, 3000, 70000}) {
                out.add(new Object[] {v, v + 1});
            }
            if (k.range() != null) {
                long max = k.range().max().longValue();
                long min = k.range().min().longValue();
                out.add(new Object[] {max + 1, max + 2});
                out.add(new Object[] {min - 2, min - 1});
                out.add(new Object[] {max - 1, max});
            }
        } else if (k.type() == ValueType.STRING) {
            out.add(new Object[] {"Alice.Secret", "Bobby.Hidden"});
            out.add(new Object[] {"zq", "zqzqzqzq"});
            out.add(new Object[] {"x".repeat(300), "x".repeat(301)});
            out.add(new Object[] {"ocid1.vcn.oc1.ap-tokyo-1." + UNIQUE60, "ocid1.vcn.oc1.ap-tokyo-1." + UNIQUE60 + "b"
            });
            out.add(new Object[] {"ocid1.vcn.oc1.us-ashburn-1." + UNIQUE60, "ocid1.vcn.oc1.ap-osaka-1." + UNIQUE60});
            out.add(new Object[] {"198.51.100.7/24", "192.0.2.9/24"});
            out.add(new Object[] {"10.0.4.0/23", "10.0.8.0/23"});
            out.add(new Object[] {"Uocm:US-ASHBURN-AD-1", "Uocm:AP-OSAKA-1-AD-2"});
        } else if (k.type() == ValueType.STRING_LIST) {
            out.add(new Object[] {List.of("198.51.100.7/24"), List.of("192.0.2.9/24", "203.0.113.5/24")});
            out.add(new Object[] {List.of("Alice.Secret"), List.of("Bobby.Hidden", "Carol.Hidden")});
            out.add(new Object[] {List.of("zq"), List.of("zqzqzqzq")});
        } else if (k.type() == ValueType.OBJECT_LIST && k.key().equals("users.accounts")) {
            out.add(new Object[] {accounts("Alice.Secret", 2001, 2001), accounts("Bobby.Hidden", 3003, 3003)});
            out.add(new Object[] {accounts("alice", 2001, 2002), accounts("bob", 4004, 4005)});
        }
        return out;
    }

    private static List<Map<String, Object>> accounts(String name, int uid1, int uid2) {
        return List.of(
                Map.of("name", name, "uid", uid1, "sshPublicKeys", List.of(Config.ED25519_PUBLIC)),
                Map.of("name", name.toLowerCase() + "2", "uid", uid2, "sshPublicKeys", List.of(Config.ED25519_PUBLIC)));
    }

    /** Each finding's line by (id, key), as many times as printed. */
    private static Map<String, List<String>> lines(Config c) {
        Map<String, List<String>> out = new TreeMap<>();
        for (Diagnostic d : c.validate()) {
            out.computeIfAbsent(d.id() + " " + d.key(), x -> new ArrayList<>()).add(d.line());
        }
        out.values().forEach(l -> l.sort(null));
        return out;
    }

    @Test
    void twoSecretValuesWrongInTheSameWayPrintTheSameLines() {
        List<String> problems = new ArrayList<>();
        int compared = 0;
        for (ConfigKey k : Features.KEYS.all()) {
            if (k.secret() || k.type() == ValueType.BOOLEAN || k.choices() != null) {
                continue;
            }
            for (Object[] pair : pairs(k)) {
                Map<String, List<String>> a = lines(base().secret(k.key(), pair[0]));
                Map<String, List<String>> b = lines(base().secret(k.key(), pair[1]));
                for (Map.Entry<String, List<String>> e : a.entrySet()) {
                    List<String> other = b.get(e.getKey());
                    if (other == null) {
                        continue; // wrong in another way: which findings there are may differ
                    }
                    compared++;
                    String leak = leak(e.getValue(), other, String.valueOf(pair[0]), String.valueOf(pair[1]));
                    if (leak != null) {
                        problems.add(k.key() + " = " + shorten(pair[0]) + " / " + shorten(pair[1]) + ": " + leak
                                + "\n    " + String.join("\n    ", e.getValue()) + "\n  vs\n    "
                                + String.join("\n    ", other));
                    }
                }
            }
        }
        assertTrue(compared > 300, compared + " findings compared");
        assertEquals(
                "", String.join("\n", problems.subList(0, Math.min(25, problems.size()))), problems.size() + " leaks");
    }

    private static String shorten(Object v) {
        String t = String.valueOf(v);
        return t.length() > 50 ? t.substring(0, 47) + "..." : t;
    }

    /**
     * Why two sets of lines of one finding tell the two values apart, or null. Different counts
     * tell a count. Lines alike but for their numbers tell a number computed from the value. Lines
     * that differ otherwise are findings of another kind (a value wrong in another way), unless one
     * holds a piece of its value (five characters or more) the other does not: a value derived from it.
     */
    static String leak(List<String> a, List<String> b, String va, String vb) {
        if (a.size() != b.size()) {
            return "printed " + a.size() + " and " + b.size() + " times";
        }
        for (int i = 0; i < a.size(); i++) {
            String x = a.get(i);
            String y = b.get(i);
            if (x.equals(y)) {
                continue;
            }
            if (x.replaceAll("[0-9]+", "#").equals(y.replaceAll("[0-9]+", "#"))) {
                return "a number differs";
            }
            String piece = piece(x, y, va, vb);
            piece = piece != null ? piece : piece(y, x, vb, va);
            if (piece != null) {
                return "'" + piece + "' of the value is in one line only";
            }
        }
        return null;
    }

    /**
     * A run of 5 characters of {@code value}, not of {@code otherValue} (a run both have tells
     * neither), in {@code line} but not in {@code other}.
     */
    private static String piece(String line, String other, String value, String otherValue) {
        for (int i = 0; i + 5 <= value.length(); i++) {
            String run = value.substring(i, i + 5);
            if (line.contains(run) && !other.contains(run) && !otherValue.contains(run)) {
                return run;
            }
        }
        return null;
    }

    /** Ten thousand bad entries of a secret list: judged in bounded time, said once, none quoted or derived. */
    @Test
    void aSecretListOfTenThousandBadEntriesIsSaidOnceInBoundedTime() {
        List<String> cidrs = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            cidrs.add("10." + (i / 256 % 256) + "." + (i % 256) + ".5/24");
        }
        long start = System.nanoTime();
        List<Diagnostic> d = Config.seedLike().secret("sshAllowedCidrs", cidrs).validate();
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;
        assertTrue(seconds < 15, "10000 secret entries took " + seconds + " s");
        List<Diagnostic> notNetwork =
                d.stream().filter(x -> x.id().equals("CIDR_NOT_NETWORK")).toList();
        assertEquals(1, notNetwork.size(), Config.render(d));
        assertFalse(Config.render(d).matches("(?s).*10\\.[0-9]+\\.[0-9]+\\.[0-9].*"), Config.render(d));
    }

    @Test
    void theSecretRegionIsNotPrintedInFindingsAboutOtherKeys() {
        Config c = Config.seedLike()
                .set("cluster.imageId", Config.IMAGE.replace("ap-tokyo-1", "ap-osaka-1"))
                .set("availabilityDomain", "Uocm:US-ASHBURN-AD-1");
        String region = "ap-tokyo-1";
        List<Diagnostic> plain = c.validate();
        assertTrue(Config.render(plain).contains(region), "without the secret mark the region is said");
        RawSecretRegion.mark(c);
        for (Diagnostic d :
                Validation.of(RawSecretRegion.raw(c), "test", Features.RULES).diagnostics()) {
            assertFalse(d.line().contains(region) || d.line().contains("AP-TOKYO-1"), d.line());
        }
    }

    /** oci:region marked secret, as `pulumi config set --secret oci:region ap-tokyo-1` stores it. */
    static final class RawSecretRegion {
        private RawSecretRegion() {}

        static void mark(Config c) {}

        static ocigpucluster.settings.RawConfig raw(Config c) {
            ocigpucluster.settings.RawConfig r = c.raw();
            java.util.Set<String> secret = new java.util.LinkedHashSet<>(r.secretKeys());
            secret.add("oci:region");
            return new ocigpucluster.settings.RawConfig(r.values(), secret, r.unreadableSecrets());
        }
    }
}
