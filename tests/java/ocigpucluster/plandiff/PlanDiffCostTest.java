package ocigpucluster.plandiff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import ocigpucluster.preview.Plan;
import org.junit.jupiter.api.Test;

/** The cost line: before, after and the difference of the estimatedCost outputs, however they differ. */
class PlanDiffCostTest {
    private static ObjectNode withCost(Double monthly, boolean partial) {
        ObjectNode plan = PlanDiffTest.fixture();
        ObjectNode outputs = plan.has("outputs") ? (ObjectNode) plan.get("outputs") : plan.putObject("outputs");
        if (monthly != null) {
            outputs.putObject("estimatedCost")
                    .put("currency", "USD")
                    .put("monthly", monthly)
                    .put("partial", partial);
        } else {
            outputs.remove("estimatedCost");
        }
        return plan;
    }

    static String line(ObjectNode base, ObjectNode head) {
        return PlanDiff.compare(Plan.parse(base, "BASE.json"), Plan.parse(head, "HEAD.json"))
                .costLine();
    }

    @Test
    void aSmallerClusterIsANegativeDifferenceWithItsShare() {
        // 35,641.00 / 71,353.41 = 0.499499..., so 49.9 % to one decimal
        assertEquals(
                "**Estimated cost (stack `dev`):** before 71,353.41 USD/month, after 35,712.41 USD/month: "
                        + "**−35,641.00 USD/month (−49.9 %)**.",
                line(withCost(71353.41, false), withCost(35712.41, false)));
    }

    @Test
    void equalCostsSayNoChangeAndAPartialEstimateSaysSo() {
        assertEquals(
                "**Estimated cost (stack `dev`):** before 100.00 USD/month, after 100.00 USD/month: **no change**.",
                line(withCost(100.0, false), withCost(100.0, false)));
        assertTrue(line(withCost(100.0, false), withCost(150.0, true))
                .contains("after 150.00 USD/month (partial: some prices unknown)"));
    }

    @Test
    void aPlanWithoutTheOutputIsNamed() {
        assertEquals(
                "**Estimated cost (stack `dev`):** before: not in the base plan; after: 10.00 USD/month.",
                line(withCost(null, false), withCost(10.0, false)));
        assertEquals(
                "**Estimated cost (stack `dev`):** before: 10.00 USD/month; after: not in the head plan.",
                line(withCost(10.0, false), withCost(null, false)));
        assertEquals(
                "**Estimated cost (stack `dev`):** not in either plan (no `estimatedCost` output).",
                line(withCost(null, false), withCost(null, false)));
    }

    @Test
    void twoCurrenciesAreShownAndNotSubtracted() {
        ObjectNode head = withCost(90.0, false);
        ((ObjectNode) head.get("outputs").get("estimatedCost")).put("currency", "EUR");
        assertEquals(
                "**Estimated cost (stack `dev`):** before: 100.00 USD/month; after: 90.00 EUR/month"
                        + " (different currencies, not compared).",
                line(withCost(100.0, false), head));
    }
}
