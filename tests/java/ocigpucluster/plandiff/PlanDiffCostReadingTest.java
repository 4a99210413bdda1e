package ocigpucluster.plandiff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The cost line when an estimate rises, starts from nothing, or cannot be read: a value that is no
 * finite number, a currency that is no ISO 4217 code (three capital letters) or an output that is
 * no object is said to be unreadable, never computed with.
 */
class PlanDiffCostReadingTest {
    private static final String PREFIX = "**Estimated cost (stack `dev`):** ";

    private static ObjectNode plan(Consumer<ObjectNode> estimatedCost) {
        ObjectNode plan = PlanDiffTest.fixture();
        ObjectNode outputs = plan.has("outputs") ? (ObjectNode) plan.get("outputs") : plan.putObject("outputs");
        estimatedCost.accept(outputs);
        return plan;
    }

    private static ObjectNode usd(double monthly) {
        return plan(o -> o.putObject("estimatedCost")
                .put("currency", "USD")
                .put("monthly", monthly)
                .put("partial", false));
    }

    private static String line(ObjectNode base, ObjectNode head) {
        return PlanDiffCostTest.line(base, head);
    }

    @Test
    void aLargerClusterIsAPositiveDifferenceWithItsShare() {
        // +50.00 of 100.00 is +50.0 %
        assertEquals(
                PREFIX + "before 100.00 USD/month, after 150.00 USD/month: **+50.00 USD/month (+50.0 %)**.",
                line(usd(100.0), usd(150.0)));
    }

    @Test
    void fromNothingTheShareIsNotSaid() {
        assertEquals(
                PREFIX + "before 0.00 USD/month, after 10.00 USD/month: **+10.00 USD/month**.",
                line(usd(0.0), usd(10.0)));
    }

    @Test
    void anEstimateThatIsNoFiniteNumberOrHasNoCurrencyCodeIsUnreadable() {
        ObjectNode infinite =
                plan(o -> o.putObject("estimatedCost").put("currency", "USD").put("monthly", Double.POSITIVE_INFINITY));
        assertEquals(
                PREFIX + "before: 100.00 USD/month; after: unreadable in the head plan.", line(usd(100.0), infinite));
        ObjectNode text =
                plan(o -> o.putObject("estimatedCost").put("currency", "USD").put("monthly", "100"));
        assertEquals(PREFIX + "before: unreadable in the base plan; after: 100.00 USD/month.", line(text, usd(100.0)));
        ObjectNode lowerCase =
                plan(o -> o.putObject("estimatedCost").put("currency", "usd").put("monthly", 100));
        assertEquals(
                PREFIX + "before: 100.00 USD/month; after: unreadable in the head plan.", line(usd(100.0), lowerCase));
        ObjectNode notAnObject = plan(o -> o.put("estimatedCost", "[secret]"));
        assertEquals(
                PREFIX + "before: unreadable in the base plan; after: not in the head plan.",
                line(notAnObject, plan(o -> o.remove("estimatedCost"))));
    }
}
