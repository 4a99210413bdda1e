package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import ocigpucluster.program.Features;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ValueType;
import org.junit.jupiter.api.Test;

/**
 * Every numeric key has a range, and every value outside it (just below, just above, huge,
 * negative, not a number at all) is one error line on that key, before anything is registered.
 */
class NumericRangeSweepTest {

    static List<ConfigKey> numericKeys() {
        List<ConfigKey> keys = Features.KEYS.all().stream()
                .filter(k -> k.type() == ValueType.INTEGER || k.type() == ValueType.NUMBER)
                .toList();
        assertTrue(keys.size() >= 8, "numeric keys: " + keys);
        return keys;
    }

    /** Values outside the key's range or not numbers, in the forms a stack file or --set can carry. */
    static List<Object> badValues(ConfigKey k) {
        ConfigKey.Range r = k.range();
        BigDecimal step = k.type() == ValueType.INTEGER ? BigDecimal.ONE : new BigDecimal("0.5");
        List<Object> bad = new ArrayList<>();
        bad.add(r.minExclusive() ? r.min() : r.min().subtract(step));
        bad.add(r.max().add(step));
        bad.add(r.max().add(step).toPlainString()); // as text, as `pulumi config set --path` may store it
        bad.add(35791395L); // x 60 s x 1000 ms overflows an int
        bad.add(999999999L);
        bad.add(2147483648L); // one past Integer.MAX_VALUE
        bad.add(new BigDecimal("99999999999999999999999"));
        bad.add(-1);
        bad.add(-2147483648L);
        bad.add("fast");
        bad.add("1e400");
        bad.add("NaN");
        bad.add("Infinity");
        bad.add("0x10");
        bad.add(true);
        bad.add(List.of(3));
        bad.add(Map.of("n", 3));
        return bad.stream().filter(v -> !inRange(k, v)).toList();
    }

    private static boolean inRange(ConfigKey k, Object v) {
        if (!(v instanceof Number n)) {
            return false;
        }
        BigDecimal d = new BigDecimal(n.toString());
        ConfigKey.Range r = k.range();
        boolean aboveMin = r.minExclusive() ? d.compareTo(r.min()) > 0 : d.compareTo(r.min()) >= 0;
        return aboveMin
                && d.compareTo(r.max()) <= 0
                && (k.type() != ValueType.INTEGER || d.stripTrailingZeros().scale() <= 0);
    }

    @Test
    void everyNumericKeyDeclaresARange() {
        for (ConfigKey k : numericKeys()) {
            assertNotNull(k.range(), k.key() + " has no range");
            assertTrue(k.range().min().compareTo(k.range().max()) < 0, k.key() + ": " + k.range());
            if (k.defaultValue() != null) {
                assertTrue(
                        inRange(k, k.defaultValue()),
                        k.key() + ": default " + k.defaultValue() + " outside " + k.range());
            }
        }
        for (ConfigKey k : Features.KEYS.all()) {
            if (k.type() != ValueType.INTEGER && k.type() != ValueType.NUMBER) {
                assertEquals(null, k.range(), k.key() + " is not numeric but has a range");
            }
        }
    }

    @Test
    void everyValueOutsideTheRangeIsOneErrorOnItsKey() {
        List<String> problems = new ArrayList<>();
        int cases = 0;
        for (ConfigKey k : numericKeys()) {
            for (Object v : badValues(k)) {
                cases++;
                List<Diagnostic> d = Config.seedLike().set(k.key(), v).validate();
                List<Diagnostic> errors = d.stream().filter(Diagnostic::isError).toList();
                if (errors.size() != 1 || !errors.get(0).key().equals(k.key())) {
                    problems.add(k.key() + "=" + v + " gave:\n  "
                            + String.join(
                                    "\n  ", d.stream().map(Diagnostic::line).toList()));
                } else if (!(v instanceof Number) || errors.get(0).message().contains("range")) {
                    continue;
                } else if (!errors.get(0).text().contains(plain(k.range().max()))) {
                    problems.add(k.key() + "=" + v + ": the line does not give the range: "
                            + errors.get(0).line());
                }
            }
        }
        assertTrue(cases > 100, "swept only " + cases + " cases");
        assertEquals("", String.join("\n", problems));
    }

    @Test
    void theRangeBoundsThemselvesAreAccepted() {
        List<String> problems = new ArrayList<>();
        for (ConfigKey k : numericKeys()) {
            ConfigKey.Range r = k.range();
            List<BigDecimal> edges = List.of(r.minExclusive() ? r.min().add(new BigDecimal("0.1")) : r.min(), r.max());
            for (BigDecimal v : edges) {
                List<Diagnostic> d = Config.seedLike().set(k.key(), v).validate();
                d.stream()
                        .filter(x -> x.key().equals(k.key()) && x.text().contains("outside its range"))
                        .forEach(x -> problems.add(k.key() + "=" + v + ": " + x.line()));
            }
        }
        assertEquals("", String.join("\n", problems));
    }

    @Test
    void wholeNumbersGivenAsTextAreReadAsPulumiStoresThem() {
        // `pulumi config set --path cluster.nodeCount 3` may store "3": the engine hands over text
        List<Diagnostic> d = Config.seedLike()
                .set("cluster.nodeCount", "3")
                .set("bootstrap.nodeTimeoutMinutes", "45")
                .set("bastion.ocpus", "4")
                .set("bootstrap.ncclPassLineGBps", "150.5")
                .validate();
        assertFalse(Validator.hasErrors(d), Config.render(d));
    }

    static String plain(BigDecimal d) {
        return d.stripTrailingZeros().toPlainString();
    }
}
