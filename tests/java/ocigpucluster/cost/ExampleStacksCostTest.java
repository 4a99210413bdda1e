package ocigpucluster.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ocigpucluster.Repo;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.program.Features;
import ocigpucluster.program.StackOutputs;
import ocigpucluster.settings.StackConfig;
import ocigpucluster.validation.Validation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every committed example stack has a complete estimate: each of its lines has a sourced price. */
class ExampleStacksCostTest {
    @ParameterizedTest
    @ValueSource(strings = {"Pulumi.dev.yaml", "Pulumi.prod.yaml", "Pulumi.ondemand.yaml"})
    void theExampleStacksAreFullyPriced(String file) {
        StackConfig config = PreviewRuns.config(Repo.path(file), List.of(), List.of());
        Validation v = Validation.of(config.toRawConfig(), file.split("\\.")[1], Features.RULES);
        CostEstimate e = StackOutputs.estimate(v.settings());
        assertFalse(e.partial(), file + " unpriced: " + e.unpriced());
        assertEquals(List.of(), e.unpriced());
        assertTrue(e.lines().stream().allMatch(CostEstimate.LineItem::priced), e.toMarkdown());
        assertFalse(e.toMarkdown().contains("partial"), e.toMarkdown());
    }
}
