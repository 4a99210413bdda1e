package ocigpucluster.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ocigpucluster.program.Features;
import org.junit.jupiter.api.Test;

/**
 * The key table docs/configuration.md holds: a row per key with its name, type, default, range and
 * meaning (GeneratedDocsTest keeps the committed copy equal to it).
 */
class ConfigReferenceDocTest {

    @Test
    void everyKeyIsARowWithItsRange() {
        String table = Features.KEYS.markdownTable();
        for (ConfigKey k : Features.KEYS.all()) {
            String row = table.lines()
                    .filter(l -> l.startsWith("| `" + k.key() + "` |"))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError(k.key() + " has no row"));
            if (k.range() != null) {
                assertTrue(row.contains(k.range().max().stripTrailingZeros().toPlainString()), row);
            }
            assertTrue(row.contains(k.description().replace("|", "\\|")), row);
        }
        assertEquals(Features.KEYS.all().size() + 2, table.lines().count());
    }
}
