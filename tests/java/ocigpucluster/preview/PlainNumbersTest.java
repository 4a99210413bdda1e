package ocigpucluster.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Money prints as money: a double the wire carried never shows as 2.990529057E7 in plan.json or the tree. */
class PlainNumbersTest {
    private static ObjectNode cost(double monthly, double hourly) {
        ObjectNode outputs = JsonNodeFactory.instance.objectNode();
        ObjectNode cost = outputs.putObject("estimatedCost");
        cost.put("monthly", monthly);
        cost.put("hourly", hourly);
        cost.putArray("perNode").add(monthly).add(2.0);
        return outputs;
    }

    @Test
    void largeDoublesPrintAsPlainDecimals() {
        // 512 × BM.GPU.H100.8 a month, as the wire carries it (a double)
        Plan plan = Plan.of("p", "s", List.of(), cost(29905290.57, 40966.1515), List.of());
        String json = plan.toJsonText();
        assertTrue(json.contains("\"monthly\" : 29905290.57"), json);
        assertTrue(json.contains("\"perNode\" : [\n        29905290.57,\n        2.0\n"), json);
        assertTrue(json.contains("\"hourly\" : 40966.1515"), json);
        assertFalse(json.contains("E7"), json);
        String tree = TreePrinter.render(plan);
        assertTrue(tree.contains("\"monthly\":29905290.57"), tree);
        assertEquals(
                new java.math.BigDecimal("29905290.57"),
                plan.outputs().at("/estimatedCost/monthly").decimalValue());
    }

    @Test
    void roundMillionsHaveNoExponentEither() {
        assertEquals("30000000", PlainNumbers.plain(3.0e7).toString());
        assertEquals("12345678.9", PlainNumbers.plain(1.23456789e7).toString());
    }

    @Test
    void otherNumbersAreLeftAlone() {
        ObjectNode small = cost(35712.41, 48.9211);
        assertSame(small, PlainNumbers.of(small), "nothing to change: the same node");
    }
}
