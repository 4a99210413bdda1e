package ocigpucluster.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;

/**
 * Numbers in plain decimal. Pulumi's wire format carries every number as a double
 * (google.protobuf.Value number_value), and Jackson prints a double of 10^7 or more, or under
 * 10^-3, in E-notation (Double.toString): a monthly cost of 29905290.57 USD reads 2.990529057E7.
 * Such a value becomes the same number as a BigDecimal with a non-negative scale, which prints
 * plain; every other number is left as it is, so no plan changes but those.
 */
final class PlainNumbers {
    private PlainNumbers() {}

    /** A copy of {@code node} with each E-notation double in plain decimal (the node itself when there is none). */
    static ObjectNode of(ObjectNode node) {
        if (!hasENotation(node)) {
            return node;
        }
        ObjectNode copy = node.deepCopy();
        rewrite(copy);
        return copy;
    }

    private static boolean hasENotation(JsonNode n) {
        if (n.isContainerNode()) {
            for (JsonNode c : n) {
                if (hasENotation(c)) {
                    return true;
                }
            }
            return false;
        }
        return isENotation(n);
    }

    private static boolean isENotation(JsonNode n) {
        return (n.isDouble() || n.isFloat())
                && Double.isFinite(n.doubleValue())
                && n.toString().contains("E");
    }

    private static void rewrite(JsonNode n) {
        if (n instanceof ObjectNode o) {
            o.fieldNames().forEachRemaining(name -> {
                JsonNode c = o.get(name);
                if (isENotation(c)) {
                    o.set(name, plain(c.doubleValue()));
                } else {
                    rewrite(c);
                }
            });
        } else if (n instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                if (isENotation(a.get(i))) {
                    a.set(i, plain(a.get(i).doubleValue()));
                } else {
                    rewrite(a.get(i));
                }
            }
        }
    }

    /** The shortest decimal that reads back as {@code d} (Double.toString's digits), without an exponent. */
    static DecimalNode plain(double d) {
        BigDecimal v = new BigDecimal(Double.toString(d));
        return new DecimalNode(v.scale() < 0 ? v.setScale(0) : v);
    }
}
