package ocigpucluster.settings;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The configuration reference's table (docs/configuration.md) is the key table, row for row: name, type, default, range, meaning. */
class ConfigReferenceDocTest {

    @Test
    void readmeTableIsTheKeyTable() throws Exception {
        String readme = Files.readString(Path.of("docs/configuration.md"));
        int section = readme.indexOf("# Configuration reference");
        assertTrue(section >= 0, "docs/configuration.md has no configuration reference");
        int start = readme.indexOf("\n| key |", section) + 1;
        int end = readme.indexOf("\n\n", start);
        String table = readme.substring(start, end + 1);
        assertEquals(ConfigKeys.markdownTable(), table);
    }

    @Test
    void everyKeyIsARowWithItsRange() {
        String table = ConfigKeys.markdownTable();
        for (ConfigKey k : ConfigKeys.ALL) {
            String row = table.lines().filter(l -> l.startsWith("| `" + k.key() + "` |")).findFirst()
                    .orElseThrow(() -> new AssertionError(k.key() + " has no row"));
            if (k.range() != null) {
                assertTrue(row.contains(k.range().max().stripTrailingZeros().toPlainString()), row);
            }
            assertTrue(row.contains(k.description().replace("|", "\\|")), row);
        }
        assertEquals(ConfigKeys.ALL.size() + 2, table.lines().count());
    }
}
