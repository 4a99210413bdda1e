package ocigpucluster.plandiff;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.Optional;
import ocigpucluster.preview.Plan;

/**
 * The monthly list-price estimate before and after, and the difference: one Markdown line, from
 * each plan's {@code estimatedCost} stack output (the dated price table, cost package). A value
 * that is no finite number (JSON's 1e400 reads as infinity) or a currency that is no ISO 4217
 * code is said to be unreadable, never computed with.
 */
final class CostLine {
    private CostLine() {}

    static String of(Plan base, Plan head) {
        Cost.Reading before = Cost.of(base);
        Cost.Reading after = Cost.of(head);
        String prefix =
                "**Estimated cost (stack `" + SafeText.code(head.stack().isEmpty() ? "?" : head.stack()) + "`):** ";
        if (before.cost().isEmpty() && after.cost().isEmpty()) {
            return !before.present() && !after.present()
                    ? prefix + "not in either plan (no `estimatedCost` output)."
                    : prefix + "before: " + before.absent("base") + "; after: " + after.absent("head") + ".";
        }
        if (before.cost().isEmpty()) {
            return prefix + "before: " + before.absent("base") + "; after: "
                    + after.cost().get().show() + ".";
        }
        if (after.cost().isEmpty()) {
            return prefix + "before: " + before.cost().get().show() + "; after: " + after.absent("head") + ".";
        }
        Cost b = before.cost().get();
        Cost a = after.cost().get();
        if (!b.currency().equals(a.currency())) {
            return prefix + "before: " + b.show() + "; after: " + a.show() + " (different currencies, not compared).";
        }
        BigDecimal delta = a.monthly().subtract(b.monthly());
        String change = delta.signum() == 0
                ? "no change"
                : (delta.signum() > 0 ? "+" : "−") + money(delta.abs()) + " " + a.currency() + "/month"
                        + (b.monthly().signum() == 0
                                ? ""
                                : " (" + (delta.signum() > 0 ? "+" : "−")
                                        + delta.abs()
                                                .multiply(BigDecimal.valueOf(100))
                                                .divide(b.monthly(), 1, RoundingMode.HALF_UP)
                                                .toPlainString()
                                        + " %)");
        return prefix + "before " + b.show() + ", after " + a.show() + ": **" + change + "**.";
    }

    /** A plan's {@code estimatedCost} output: monthly total, currency, whether some price was unknown. */
    private record Cost(BigDecimal monthly, String currency, boolean partial) {
        /** The cost, or why there is none ("not in the base plan", "unreadable in the head plan"). */
        record Reading(Optional<Cost> cost, boolean present) {
            String absent(String which) {
                return present ? "unreadable in the " + which + " plan" : "not in the " + which + " plan";
            }
        }

        static Reading of(Plan plan) {
            JsonNode c = plan.outputs() == null ? null : plan.outputs().get("estimatedCost");
            if (c == null || !c.isObject()) {
                return new Reading(Optional.empty(), c != null);
            }
            JsonNode monthly = c.path("monthly");
            String currency = c.path("currency").asText("USD");
            if (!monthly.isNumber()
                    || (monthly.isFloatingPointNumber() && !Double.isFinite(monthly.doubleValue()))
                    || !currency.matches("[A-Z]{3}")) {
                return new Reading(Optional.empty(), true);
            }
            return new Reading(
                    Optional.of(new Cost(
                            monthly.decimalValue(), currency, c.path("partial").asBoolean(false))),
                    true);
        }

        String show() {
            return money(monthly) + " " + currency + "/month" + (partial ? " (partial: some prices unknown)" : "");
        }
    }

    private static String money(BigDecimal v) {
        return String.format(Locale.ROOT, "%,.2f", v);
    }
}
