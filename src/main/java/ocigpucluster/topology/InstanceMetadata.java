package ocigpucluster.topology;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads a node's place in the RDMA fabric from the two instance metadata documents a host serves
 * (IMDS v2: {@code http://169.254.169.254/opc/v2/...} with the header
 * {@code Authorization: Bearer Oracle}, Oracle's "Getting Instance Metadata",
 * docs.oracle.com/en-us/iaas/Content/Compute/Tasks/gettingmetadata.htm).
 *
 * <ul>
 *   <li>{@code /opc/v2/host/rdmaTopologyData}: {@code customerHPCIslandId} ({@code ocid1.hpcisland}),
 *       {@code customerHostId} ({@code ocid1.computebaremetalhost}), {@code customerLocalBlock}
 *       ({@code ocid1.computelocalblock}), {@code customerNetworkBlock}
 *       ({@code ocid1.computenetworkblock}); GB shapes also {@code customerGpuMemoryFabric}. Oracle:
 *       available "with a dedicated capacity pool and capacity topology created for the
 *       availability domain" (oracle-quickstart/oci-hpc-oke,
 *       docs/using-rdma-network-locality-when-running-workloads-on-oke.md, commit 61d210ac).
 *   <li>{@code /opc/v2/host}: the same object as its member {@code rdmaTopologyData} when there is
 *       one (oci-hpc v3.1.0 reads it from there: playbooks/roles/http_server/tasks/main.yml,
 *       {@code rdma_metadata['rdmaTopologyData']}), and {@code rackId}; "Other supported RDMA
 *       shapes can expose equivalent {@code networkBlockId}, {@code rackId}, and {@code id}
 *       fields in the IMDS /host document" (the oci-hpc-oke page above).
 * </ul>
 *
 * <p>The fallback's mapping is Oracle's labeler's (oci-hpc-oke,
 * terraform/files/oci-hpc-oke-utils/templates/annotator-configmap.yaml,
 * {@code _extract_rdma_fields}): network block = {@code networkBlockId}, local block =
 * {@code rackId}; the HPC island stays unknown here (the labeler reuses the network block for it).
 * A value that is blank, {@code None} or {@code null} is absent, as in oci-hpc's generator
 * ({@code normalize_field_value}: its playbook writes {@code 'None'} for a missing field).
 *
 * <p>The documents are read with Jackson's streaming parser, not its {@code ObjectMapper}: only
 * flat scalar fields and the one nested {@code rdmaTopologyData} object are read, and building an
 * {@code ObjectMapper} was most of a fresh JVM's time for 512 nodes (TopologyBenchmark; the
 * numbers are in docs/development.md).
 */
public final class InstanceMetadata {
    private static final JsonFactory JSON = new JsonFactory();
    private static final String NESTED = "rdmaTopologyData";
    private static final List<String> RDMA_FIELDS = List.of(
            "customerHPCIslandId",
            "customerNetworkBlock",
            "customerLocalBlock",
            "customerHostId",
            "customerGpuMemoryFabric");

    private InstanceMetadata() {}

    /**
     * One node's topology from its documents, either of which may be null or empty (not served:
     * IMDS answers 404 where a host has no such data).
     *
     * @throws IllegalArgumentException when a document is not a JSON object, naming the node
     */
    public static HostTopology read(
            String node, String group, String shape, String hostDocument, String rdmaTopologyDocument) {
        Map<String, Object> host = parse(node, "/opc/v2/host", hostDocument);
        Map<String, Object> rdma = parse(node, "/opc/v2/host/rdmaTopologyData", rdmaTopologyDocument);
        if (!hasRdmaFields(rdma) && host != null && host.get(NESTED) instanceof Map<?, ?> nested) {
            @SuppressWarnings("unchecked")
            Map<String, Object> inHost = (Map<String, Object>) nested;
            if (hasRdmaFields(inHost)) {
                rdma = inHost;
            }
        }
        String rack = host == null ? null : text(host, "rackId");
        if (hasRdmaFields(rdma)) {
            return new HostTopology(
                    node,
                    group,
                    shape,
                    HostTopology.Source.RDMA_TOPOLOGY_DATA,
                    text(rdma, "customerHPCIslandId"),
                    text(rdma, "customerNetworkBlock"),
                    text(rdma, "customerLocalBlock"),
                    rack,
                    text(rdma, "customerHostId"),
                    text(rdma, "customerGpuMemoryFabric"));
        }
        String networkBlock = host == null ? null : text(host, "networkBlockId");
        if (networkBlock != null || rack != null) {
            return new HostTopology(
                    node,
                    group,
                    shape,
                    HostTopology.Source.HOST_DOCUMENT,
                    null,
                    networkBlock,
                    rack,
                    rack,
                    text(host, "id"),
                    null);
        }
        return HostTopology.unknown(node, group, shape);
    }

    private static Map<String, Object> parse(String node, String path, String document) {
        if (document == null || document.isBlank()) {
            return null;
        }
        try (JsonParser p = JSON.createParser(document)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new IllegalArgumentException(node + ": " + path + " is not a JSON object");
            }
            return object(p, true);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(node + ": " + path + " is not JSON (" + e.getOriginalMessage() + ")", e);
        } catch (IOException e) {
            throw new IllegalArgumentException(node + ": " + path + " cannot be read (" + e.getMessage() + ")", e);
        }
    }

    /**
     * The members of the object whose START_OBJECT {@code p} is on: scalars as their text (null for
     * JSON null), the nested {@value #NESTED} object as a map when {@code top}; other objects and
     * arrays are skipped (no field read here is one).
     */
    private static Map<String, Object> object(JsonParser p, boolean top) throws IOException {
        Map<String, Object> members = new HashMap<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken value = p.nextToken();
            if (value == JsonToken.START_OBJECT && top && name.equals(NESTED)) {
                members.put(name, object(p, false));
            } else if (value == JsonToken.START_OBJECT || value == JsonToken.START_ARRAY) {
                members.remove(name);
                p.skipChildren();
            } else if (value == JsonToken.VALUE_NULL) {
                members.remove(name);
            } else {
                members.put(name, p.getText());
            }
        }
        return members;
    }

    private static boolean hasRdmaFields(Map<String, Object> rdma) {
        return rdma != null && RDMA_FIELDS.stream().anyMatch(f -> text(rdma, f) != null);
    }

    private static String text(Map<String, Object> object, String field) {
        if (!(object.get(field) instanceof String value)) {
            return null;
        }
        String s = value.strip();
        String lower = s.toLowerCase(Locale.ROOT);
        return s.isEmpty() || lower.equals("none") || lower.equals("null") ? null : s;
    }
}
