package ocigpucluster.ncclgate;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import ocigpucluster.topology.HostTopology;
import ocigpucluster.topology.InstanceMetadata;
import ocigpucluster.topology.SlurmTopology;

/**
 * Which level of OCI's RDMA fabric the slow pairs of the NCCL gate and the slow NICs of the per-NIC
 * RDMA check cross, from the nodes' recorded host topology: "within one local block", "across
 * local blocks of one network block", "across network blocks of one HPC island", "across HPC
 * islands", "across node groups", or "unknown" where a node has no topology data or is not in the
 * record. The levels are {@link SlurmTopology#crossing}'s, the generator's own rule; a crossing of
 * network blocks is refined by the nodes' {@code customerHPCIslandId} where both have one (OCI's
 * third latency band, oracle-quickstart/oci-hpc-oke
 * docs/using-rdma-network-locality-when-running-workloads-on-oke.md).
 *
 * <p>The record is a JSON array, one object per node: {@code node}, {@code group}, {@code shape},
 * and the node's two instance metadata documents as read from IMDS, {@code host}
 * ({@code /opc/v2/host}) and {@code rdmaTopologyData} ({@code /opc/v2/host/rdmaTopologyData}),
 * each an object, the document's text, or null where the host served none ({@link
 * InstanceMetadata}).
 */
public final class NcclFabric {
    /** What every level is without a record. */
    public static final String NOT_RECORDED = "unknown: no host topology recorded";

    private static final ObjectMapper JSON = new ObjectMapper();

    private final SlurmTopology topology;
    private final Map<String, HostTopology> hosts;
    private final Map<String, Integer> ringIndex = new HashMap<>();

    private NcclFabric(List<HostTopology> recorded) {
        this.topology = recorded.isEmpty() ? null : SlurmTopology.of(recorded);
        this.hosts = new LinkedHashMap<>();
        recorded.forEach(h -> hosts.put(h.node(), h));
        if (topology != null) {
            for (SlurmTopology.Switch s : topology.switches()) {
                s.nodes().forEach(n -> ringIndex.putIfAbsent(n, ringIndex.size()));
            }
        }
    }

    /** No record: every level is {@link #NOT_RECORDED}. */
    public static NcclFabric none() {
        return new NcclFabric(List.of());
    }

    public static NcclFabric of(List<HostTopology> recorded) {
        return new NcclFabric(recorded);
    }

    /**
     * Reads the record (see the class comment).
     *
     * @throws IllegalArgumentException on text that is not such an array, naming the entry or node
     */
    public static NcclFabric read(String json) {
        JsonNode tree;
        try {
            tree = JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("the host topology record is not JSON (" + e.getOriginalMessage() + ")");
        }
        return of(tree);
    }

    /** The record as a JSON tree (the same array); a missing or null tree is no record. */
    public static NcclFabric of(JsonNode tree) {
        if (tree == null || tree.isNull() || tree.isMissingNode()) {
            return none();
        }
        if (!tree.isArray()) {
            throw new IllegalArgumentException(
                    "the host topology record is not a JSON array of {node, group, shape, host, rdmaTopologyData}");
        }
        List<HostTopology> recorded = new ArrayList<>();
        for (int i = 0; i < tree.size(); i++) {
            JsonNode e = tree.get(i);
            String node = e.path("node").asText("");
            if (node.isBlank()) {
                throw new IllegalArgumentException("host topology entry " + i + " has no node name");
            }
            recorded.add(InstanceMetadata.read(
                    node,
                    e.path("group").asText(""),
                    e.hasNonNull("shape") ? e.get("shape").asText() : null,
                    document(e.get("host")),
                    document(e.get("rdmaTopologyData"))));
        }
        return of(recorded);
    }

    private static String document(JsonNode d) {
        if (d == null || d.isNull()) {
            return null;
        }
        return d.isTextual() ? d.asText() : d.toString();
    }

    /** The level two nodes' traffic crosses. */
    public String level(String a, String b) {
        if (topology == null) {
            return NOT_RECORDED;
        }
        String crossing = topology.crossing(a, b);
        if (!crossing.equals("across network blocks of one group")) {
            return crossing;
        }
        String ia = hosts.get(a).hpcIslandId();
        String ib = hosts.get(b).hpcIslandId();
        if (ia == null || ib == null) {
            return crossing;
        }
        return ia.equals(ib) ? "across network blocks of one HPC island" : "across HPC islands";
    }

    /**
     * These nodes in ring order by topology: as the tree lists them (local blocks of one network
     * block together, its blocks in order, nodes without data last), nodes not in the record
     * after them in the order given. Consecutive ranks then share the closest level there is.
     */
    public List<String> ring(List<String> nodes) {
        List<String> known = new ArrayList<>();
        List<String> rest = new ArrayList<>();
        for (String n : nodes) {
            (ringIndex.containsKey(n) ? known : rest).add(n);
        }
        known.sort((x, y) -> Integer.compare(ringIndex.get(x), ringIndex.get(y)));
        known.addAll(rest);
        return known;
    }

    /**
     * The gate's suspects and 2-node pairs (its stage JSON's {@code suspects}, names, and {@code
     * pairs}, {@code {round, nodes: [a, b], busbwGBps}}) with the level each pair crosses: {@code
     * pairs} every pair, {@code suspects} each suspect with its pairs ({@code with}, {@code
     * busbwGBps}, {@code crosses}).
     */
    public Map<String, Object> gate(JsonNode suspects, JsonNode pairs) {
        List<Map<String, Object>> allPairs = new ArrayList<>();
        for (JsonNode p : iterable(pairs)) {
            String a = p.path("nodes").path(0).asText();
            String b = p.path("nodes").path(1).asText();
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("round", p.path("round").isInt() ? p.get("round").asInt() : null);
            m.put("nodes", List.of(a, b));
            m.put("busbwGBps", number(p.get("busbwGBps")));
            m.put("crosses", level(a, b));
            allPairs.add(m);
        }
        List<Map<String, Object>> bySuspect = new ArrayList<>();
        for (JsonNode s : iterable(suspects)) {
            String node = s.asText();
            List<Map<String, Object>> its = new ArrayList<>();
            for (Map<String, Object> p : allPairs) {
                @SuppressWarnings("unchecked")
                List<String> ab = (List<String>) p.get("nodes");
                if (ab.contains(node)) {
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("with", ab.get(0).equals(node) ? ab.get(1) : ab.get(0));
                    m.put("busbwGBps", p.get("busbwGBps"));
                    m.put("crosses", p.get("crosses"));
                    its.add(m);
                }
            }
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("node", node);
            m.put("pairs", its);
            bySuspect.add(m);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("recorded", topology != null);
        out.put("suspects", bySuspect);
        out.put("pairs", allPairs);
        return out;
    }

    /**
     * The per-NIC RDMA check's slow NICs (the readiness output {@code rdma}: {@code nodes[].nics[]}
     * with {@code nic}, {@code device}, {@code gbps}, {@code peers} {name: Gb/s}, {@code ok}), each
     * with the level it crosses to each peer it was measured against.
     */
    public List<Map<String, Object>> slowNics(JsonNode rdma) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (JsonNode n : iterable(rdma == null ? null : rdma.get("nodes"))) {
            String node = n.path("name").asText();
            for (JsonNode nic : iterable(n.get("nics"))) {
                if (nic.path("ok").asBoolean(true)) {
                    continue;
                }
                List<Map<String, Object>> peers = new ArrayList<>();
                nic.path("peers").fields().forEachRemaining(e -> {
                    Map<String, Object> p = new LinkedHashMap<>();
                    p.put("node", e.getKey());
                    p.put("gbps", number(e.getValue()));
                    p.put("crosses", level(node, e.getKey()));
                    peers.add(p);
                });
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("node", node);
                m.put("nic", nic.path("nic").asText());
                m.put("device", nic.hasNonNull("device") ? nic.get("device").asText() : null);
                m.put("gbps", number(nic.get("gbps")));
                m.put("peers", peers);
                out.add(m);
            }
        }
        return out;
    }

    private static Double number(JsonNode n) {
        return n != null && n.isNumber() ? n.asDouble() : null;
    }

    private static Iterable<JsonNode> iterable(JsonNode array) {
        List<JsonNode> out = new ArrayList<>();
        if (array != null && array.isArray()) {
            array.forEach(out::add);
        }
        return out;
    }

    @Override
    public String toString() {
        return "NcclFabric" + (topology == null ? "(none)" : Objects.toString(hosts.keySet()));
    }
}
