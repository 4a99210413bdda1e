package ocigpucluster.cost;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Optional;

/**
 * What a deployment costs per hour and per month (hoursPerMonth hours), line by line.
 * {@code partial} is true when some line has no known price: the totals then cover only the
 * priced lines, and {@link #unpriced()} names the rest.
 */
public record CostEstimate(
        String asOf,
        String currency,
        int hoursPerMonth,
        List<LineItem> lines,
        BigDecimal hourly,
        BigDecimal monthly,
        boolean partial,
        List<String> unpriced) {

    /** One line; the amounts are empty when a price it needs is unknown. */
    public record LineItem(
            String label,
            String quantity,
            Optional<BigDecimal> hourly,
            Optional<BigDecimal> monthly,
            List<String> sources,
            List<String> unknownItems) {
        public boolean priced() {
            return unknownItems.isEmpty();
        }
    }

    /** A short Markdown table for previews and PR comments. */
    public String toMarkdown() {
        StringBuilder md = new StringBuilder();
        md.append("| item | quantity | ")
                .append(currency)
                .append("/hour | ")
                .append(currency)
                .append("/month |\n")
                .append("|---|---|---:|---:|\n");
        for (LineItem l : lines) {
            md.append("| ")
                    .append(l.label())
                    .append(" | ")
                    .append(l.quantity())
                    .append(" | ")
                    .append(l.hourly().map(CostEstimate::money).orElse("unknown"))
                    .append(" | ")
                    .append(l.monthly().map(CostEstimate::money).orElse("unknown"))
                    .append(" |\n");
        }
        md.append("| **total")
                .append(partial ? " (partial)" : "")
                .append("** | | **")
                .append(money(hourly))
                .append("** | **")
                .append(money(monthly))
                .append("** |\n\n");
        if (partial) {
            md.append("Partial estimate: no sourced price for ")
                    .append(String.join(", ", unpriced))
                    .append("; the total leaves those out.\n\n");
        }
        md.append("List prices as of ")
                .append(asOf)
                .append(", ")
                .append(hoursPerMonth)
                .append(" hours a month, before discounts and taxes. Sources:\n");
        lines.stream()
                .flatMap(l -> l.sources().stream())
                .distinct()
                .forEach(s -> md.append("- ").append(s).append('\n'));
        return md.toString();
    }

    static String money(BigDecimal v) {
        return v.setScale(2, RoundingMode.HALF_UP).toPlainString();
    }
}
