package ocigpucluster.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Marks what the mocks made up, for the eyes of a reviewer: a value that is entirely made up
 * (an id, an address, the availability domain) becomes {@code "[unknown]"}, as {@code pulumi
 * preview} shows a value known only after deployment; one inside a longer text (a node list in a
 * stage script, {@code ssh opc@<ip>}) becomes {@code [simulated:<value>]}, so the script still
 * shows its shape but nobody copies the address. Cloud-configs are marked inside their base64.
 */
public final class Simulated {
    public static final String UNKNOWN = WireValues.UNKNOWN;
    public static final String PREFIX = "[simulated:";
    /** Candidate tokens: ids, addresses, host names, AD names (letters, digits and . _ - :). */
    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9][A-Za-z0-9:._-]*[A-Za-z0-9]|[A-Za-z0-9]");

    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private final Set<String> values;

    private Simulated(Set<String> values) {
        this.values = values;
    }

    /** The plan as a person should read it. */
    public static Plan mark(Plan plan, Set<String> simulated) {
        Simulated s = new Simulated(simulated);
        List<PlannedResource> resources = new ArrayList<>();
        for (PlannedResource r : plan.resources()) {
            resources.add(r.withInputs((ObjectNode) s.json(r.inputs(), null)));
        }
        return new Plan(
                plan.project(),
                plan.stack(),
                List.copyOf(resources),
                (ObjectNode) s.json(plan.outputs(), null),
                plan.diagnostics(),
                plan.secrets());
    }

    private JsonNode json(JsonNode v, String key) {
        if (v.isObject()) {
            ObjectNode out = F.objectNode();
            for (Iterator<Map.Entry<String, JsonNode>> it = v.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                out.set(e.getKey(), json(e.getValue(), e.getKey()));
            }
            return out;
        }
        if (v.isArray()) {
            ArrayNode out = F.arrayNode();
            v.forEach(item -> out.add(json(item, null)));
            return out;
        }
        if (!v.isTextual()) {
            return v;
        }
        if ("user_data".equals(key)) {
            return F.textNode(base64(v.asText()));
        }
        return F.textNode(text(v.asText()));
    }

    /** A whole made-up value reads "[unknown]"; made-up values inside a text are marked where they stand. */
    public String text(String s) {
        if (values.contains(s)) {
            return UNKNOWN;
        }
        Matcher m = TOKEN.matcher(s);
        StringBuilder out = null;
        int last = 0;
        while (m.find()) {
            String token = m.group();
            String replacement = values.contains(token) ? PREFIX + token + "]" : parts(token);
            if (replacement != null) {
                if (out == null) {
                    out = new StringBuilder(s.length() + 64);
                }
                out.append(s, last, m.start()).append(replacement);
                last = m.end();
            }
        }
        return out == null ? s : out.append(s, last, s.length()).toString();
    }

    /** {@code host:port} and the like: the token holds a made-up value before or after a colon. */
    private String parts(String token) {
        if (token.indexOf(':') < 0) {
            return null;
        }
        String[] pieces = token.split(":", -1);
        boolean any = false;
        for (int i = 0; i < pieces.length; i++) {
            if (values.contains(pieces[i])) {
                pieces[i] = PREFIX + pieces[i] + "]";
                any = true;
            }
        }
        return any ? String.join(":", pieces) : null;
    }

    private String base64(String encoded) {
        if (encoded.startsWith("[")) {
            return encoded;
        }
        try {
            String decoded = new String(Base64.getDecoder().decode(encoded), StandardCharsets.UTF_8);
            String marked = text(decoded);
            return marked.equals(decoded)
                    ? encoded
                    : Base64.getEncoder().encodeToString(marked.getBytes(StandardCharsets.UTF_8));
        } catch (IllegalArgumentException notBase64) {
            return text(encoded);
        }
    }
}
