package ocigpucluster.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Secrecy follows the data (Pulumi's rule: whatever is derived from a secret is secret). A value
 * the user marked secret ({@code --set-secret}, a {@code secure:} value) for a key that is not
 * secret by nature (a region, a pool name, a CIDR) reaches the program as plain config, and the
 * program copies it into names, scripts and cloud-init. Before any preview artefact is written
 * or printed, every occurrence of such a value in the plan (inputs, outputs, inside base64 such
 * as {@code user_data}) becomes {@code [secret]}; a number equal to one becomes the text.
 * Resource names and types are left as they are: they are the program's, not the user's.
 */
public final class SecretRedaction {
    static final String SECRET = WireValues.SECRET;
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** Base64 runs long enough to hide a value (user_data, ONDEMAND_METADATA_B64 inside a script). */
    private static final Pattern BASE64 = Pattern.compile("[A-Za-z0-9+/]{16,}={0,2}");

    private final Pattern values;
    private final Set<String> exact;

    private SecretRedaction(Collection<String> secrets) {
        this.exact = new TreeSet<>(secrets);
        List<String> longestFirst = new ArrayList<>(exact);
        longestFirst.sort(Comparator.comparingInt(String::length).reversed());
        this.values = Pattern.compile("(?<![A-Za-z0-9])(?:"
                + longestFirst.stream().map(Pattern::quote).collect(Collectors.joining("|")) + ")(?![A-Za-z0-9])");
    }

    /** The plan with every secret value replaced; the same plan when there is none. */
    public static Plan redact(Plan plan, Collection<String> secrets) {
        List<String> usable = secrets.stream()
                .filter(v -> v != null && !v.isBlank() && !v.equals(SECRET))
                .toList();
        if (usable.isEmpty()) {
            return plan;
        }
        SecretRedaction r = new SecretRedaction(usable);
        List<PlannedResource> resources = new ArrayList<>();
        for (PlannedResource p : plan.resources()) {
            resources.add(p.withInputs((ObjectNode) r.node(p.inputs())));
        }
        ObjectNode outputs = plan.outputs() == null ? null : (ObjectNode) r.node(plan.outputs());
        return new Plan(plan.project(), plan.stack(), resources, outputs, plan.diagnostics(), plan.secrets());
    }

    /** One line of text (an error message) with every secret value hidden. */
    public static String redact(String text, Collection<String> secrets) {
        List<String> usable = secrets.stream()
                .filter(v -> v != null && !v.isBlank() && !v.equals(SECRET))
                .toList();
        return usable.isEmpty() || text == null ? text : new SecretRedaction(usable).text(text);
    }

    private JsonNode node(JsonNode n) {
        if (n == null) {
            return null;
        }
        if (n.isObject()) {
            ObjectNode o = NODES.objectNode();
            n.fields().forEachRemaining(e -> o.set(e.getKey(), node(e.getValue())));
            return o;
        }
        if (n.isArray()) {
            ArrayNode a = NODES.arrayNode();
            n.forEach(x -> a.add(node(x)));
            return a;
        }
        if (n.isNumber()) {
            String plain = n.decimalValue().stripTrailingZeros().toPlainString();
            return exact.contains(n.asText()) || exact.contains(plain) ? NODES.textNode(SECRET) : n;
        }
        if (n.isTextual()) {
            String t = text(n.asText());
            return t.equals(n.asText()) ? n : NODES.textNode(t);
        }
        return n;
    }

    /** The text with each value, and each base64 run whose decoded text holds one, replaced. */
    String text(String s) {
        String out = values.matcher(s).replaceAll(Matcher.quoteReplacement(SECRET));
        Matcher b = BASE64.matcher(out);
        StringBuilder sb = new StringBuilder();
        while (b.find()) {
            String decoded = decode(b.group());
            String replacement = b.group();
            if (decoded != null) {
                String redacted = text(decoded);
                if (!redacted.equals(decoded)) {
                    // keep cloud-init readable: the same text, re-encoded, with the value hidden
                    replacement = Base64.getEncoder().encodeToString(redacted.getBytes(StandardCharsets.UTF_8));
                }
            }
            b.appendReplacement(sb, Matcher.quoteReplacement(replacement));
        }
        b.appendTail(sb);
        return sb.toString();
    }

    private static String decode(String candidate) {
        if (candidate.length() % 4 != 0) {
            return null;
        }
        try {
            byte[] bytes = Base64.getDecoder().decode(candidate);
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (IllegalArgumentException | CharacterCodingException e) {
            return null;
        }
    }
}
