package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ocigpucluster.preview.OfflinePreview;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.program.ClusterProgram;
import ocigpucluster.program.Features;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.StackConfig;
import org.junit.jupiter.api.Test;

/**
 * What validation accepts, the program can build: every numeric key at each end of its range
 * either is refused by validation or runs the whole program offline, and no arithmetic derived
 * from it overflows (the stage timeouts the scripts get stay positive).
 */
class RangeEdgesPreviewTest {
    private static final Pattern TIMEOUT = Pattern.compile("(NODE|STAGE)_TIMEOUT_SECONDS=\\\\?'?(-?[0-9]+)");

    @Test
    void everyAcceptedEdgeValueBuildsAndKeepsTimeoutsPositive() {
        List<String> problems = new ArrayList<>();
        int built = 0;
        for (ConfigKey k : NumericRangeSweepTest.numericKeys()) {
            ConfigKey.Range r = k.range();
            String low = NumericRangeSweepTest.plain(
                    r.minExclusive() ? r.min().add(new java.math.BigDecimal("0.1")) : r.min());
            // the range's ends, and the examples: 35791395 minutes overflowed the scripts' timeout, 999999999
            // the program
            for (String v : List.of(low, NumericRangeSweepTest.plain(r.max()), "35791395", "999999999")) {
                List<String> sets = new ArrayList<>(List.of(k.key() + "=" + v));
                if (k.key().equals("cluster.nodeCount") && Long.parseLong(v) > 512) {
                    // only sizes the pool (an int); a 4096-node plan takes a minute to build, 512 is the benchmark's
                    continue;
                }
                if (k.key().equals("cluster.nodeCount")) {
                    sets.add("cluster.maxNodeCount=" + v);
                    sets.add("network.privateSubnetCidr=10.0.128.0/17");
                }
                StackConfig config = PreviewRuns.config(PreviewRuns.DEV_STACK, sets, List.of());
                Validation validation = Validation.of(config.toRawConfig(), "dev", Features.RULES);
                if (validation.hasErrors()) {
                    continue; // refused before anything is registered: that is the other tests' business
                }
                Plan plan;
                try {
                    plan = OfflinePreview.run(
                            validation.settings(), config.region(), validation.diagnostics(), ClusterProgram::define);
                } catch (RuntimeException e) {
                    problems.add(sets + ": validation passed but the program failed: " + e);
                    continue;
                }
                built++;
                Matcher m = TIMEOUT.matcher(plan.toJsonText());
                int found = 0;
                while (m.find()) {
                    found++;
                    if (Long.parseLong(m.group(2)) <= 0) {
                        problems.add(sets + ": " + m.group());
                    }
                }
                if (found == 0) {
                    problems.add(sets + ": no stage timeout found in the plan");
                }
            }
        }
        assertTrue(built >= 8, "only " + built + " edge values built");
        assertEquals("", String.join("\n", problems));
    }
}
