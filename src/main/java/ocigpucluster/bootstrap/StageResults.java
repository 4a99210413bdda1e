package ocigpucluster.bootstrap;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a stage's stdout into stack-output values. Every stage ends its stdout with one JSON
 * line (its result). A feature with its own reading of that line has its reader in its package
 * (the NCCL gate's: {@code ocigpucluster.ncclgate.NcclGate#result}).
 */
public final class StageResults {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int LOG_TAIL_LINES = 25;

    private StageResults() {
    }

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

    /** Per node: name, private IP, ready, and the failed checks with their codes. */
    public static List<Map<String, Object>> nodes(String readinessStdout) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (JsonNode n : result(readinessStdout).path("nodes")) {
            Map<String, Object> node = new LinkedHashMap<>();
            node.put("name", n.path("name").asText());
            node.put("privateIp", n.path("ip").asText());
            node.put("ready", n.path("ready").asBoolean(n.path("ok").asBoolean(false)));
            List<String> failed = new ArrayList<>();
            for (JsonNode f : n.path("failed")) {
                failed.add(f.path("code").asText() + (f.hasNonNull("detail") ? ": " + f.path("detail").asText() : ""));
            }
            node.put("failedChecks", failed);
            out.add(node);
        }
        return out;
    }

    /**
     * The {@code slurm} stack output from the node stage's JSON: the partition, per node its Slurm
     * state, GPUs and (drained) reason, the drained nodes, and an sbatch line to copy.
     */
    public static Map<String, Object> slurm(String slurmNodesStdout) {
        JsonNode r = result(slurmNodesStdout);
        Map<String, Object> out = new LinkedHashMap<>();
        String partition = r.path("partition").asText("");
        List<Map<String, Object>> nodes = new ArrayList<>();
        for (JsonNode n : r.path("nodes")) {
            Map<String, Object> node = new LinkedHashMap<>();
            node.put("name", n.path("name").asText());
            node.put("state", n.path("slurmState").asText(""));
            node.put("gres", n.path("slurmGres").asText(""));
            node.put("reason", n.path("slurmReason").asText(""));
            nodes.add(node);
        }
        out.put("partitions", List.of(Map.of("name", partition, "nodes", nodes.stream().map(n -> n.get("name")).toList())));
        out.put("nodes", nodes);
        out.put("idle", r.path("idle").asInt(0));
        out.put("drained", JSON.convertValue(r.path("drained"), new TypeReference<List<String>>() { }));
        out.put("policy", r.path("policy").asText(""));
        out.put("sbatch", r.path("sbatch").asText(""));
        return out;
    }

    /**
     * The readiness gate's per-NIC RDMA check: the floor, the pairing rounds, and per measured
     * node its NICs (device, best Gb/s against its peers, ok); empty when it did not run.
     */
    public static Map<String, Object> rdma(String readinessStdout) {
        JsonNode rdma = result(readinessStdout).path("rdma");
        if (!rdma.isObject()) {
            return Map.of();
        }
        return JSON.convertValue(rdma, new TypeReference<Map<String, Object>>() { });
    }

    /** Everything the stage's JSON line says (installed versions, TensorFlow loss/accuracy...). */
    public static Map<String, Object> asMap(String stdout) {
        return JSON.convertValue(result(stdout), new TypeReference<Map<String, Object>>() { });
    }

    /** A JSON object's text as a map. */
    public static Map<String, Object> toMap(String json) {
        try {
            return JSON.readValue(json, new TypeReference<Map<String, Object>>() { });
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A JSON value as plain Java values (maps, lists, strings, numbers). */
    public static Object plain(JsonNode value) {
        return JSON.convertValue(value, Object.class);
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
