package ocigpucluster.bootstrap;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Turns a stage's stdout into stack-output values. Every stage ends its stdout with one JSON
 * line (its result). A feature that reads more than that line's keys has its reader in its
 * package (the readiness gate's nodes and RDMA check, Slurm's partition, the NCCL gate's report).
 */
public final class StageResults {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int LOG_TAIL_LINES = 25;

    private StageResults() {}

    /** The last line of stdout that is a JSON object, or an empty object. */
    public static JsonNode result(String stdout) {
        if (stdout == null) {
            return JSON.createObjectNode();
        }
        String[] lines = stdout.split("\n");
        for (int i = lines.length - 1; i >= 0; i--) {
            String line = lines[i].trim();
            if (line.startsWith("{") && line.endsWith("}")) {
                try {
                    return JSON.readTree(line);
                } catch (java.io.IOException ignored) {
                    // not JSON after all: keep looking
                }
            }
        }
        return JSON.createObjectNode();
    }

    /** Everything the stage's JSON line says (installed versions, TensorFlow loss/accuracy...). */
    public static Map<String, Object> asMap(String stdout) {
        return JSON.convertValue(result(stdout), new TypeReference<Map<String, Object>>() {});
    }

    /** A JSON object's text as a map. */
    public static Map<String, Object> toMap(String json) {
        try {
            return JSON.readValue(json, new TypeReference<Map<String, Object>>() {});
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A JSON value as plain Java values (maps, lists, strings, numbers). */
    public static Object plain(JsonNode value) {
        return JSON.convertValue(value, Object.class);
    }

    /** A JSON value as the given type. */
    public static <T> T convert(JsonNode value, TypeReference<T> type) {
        return JSON.convertValue(value, type);
    }

    /** The last lines of a stage's stdout before its JSON line. */
    public static String tail(String stdout) {
        if (stdout == null) {
            return "";
        }
        List<String> lines = new ArrayList<>(List.of(stdout.split("\n")));
        if (!lines.isEmpty() && lines.get(lines.size() - 1).trim().startsWith("{")) {
            lines.remove(lines.size() - 1);
        }
        return String.join("\n", lines.subList(Math.max(0, lines.size() - LOG_TAIL_LINES), lines.size()));
    }
}
