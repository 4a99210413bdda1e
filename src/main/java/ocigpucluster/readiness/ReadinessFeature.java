package ocigpucluster.readiness;

import static ocigpucluster.bootstrap.CommonParams.HOME_NFS_PATH;
import static ocigpucluster.bootstrap.CommonParams.HOME_NFS_SERVER;
import static ocigpucluster.bootstrap.CommonParams.NODES;
import static ocigpucluster.bootstrap.CommonParams.NODE_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.CommonParams.NODE_USER;
import static ocigpucluster.bootstrap.CommonParams.RDMA_CIDR;
import static ocigpucluster.bootstrap.CommonParams.SHAPE;
import static ocigpucluster.bootstrap.CommonParams.STAGE_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.CommonParams.TIMEZONE;
import static ocigpucluster.slurm.SlurmFeature.ON_NODE_FAILURE;
import static ocigpucluster.users.UsersFeature.USERS_EXPECTED;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.StageResults;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.feature.Feature;

/**
 * Node readiness and the RDMA fabric: the readiness gate (GPUs, NICs, /home, accounts, clock,
 * then a per-NIC ib_write_bw check) and its two stack outputs, per node and per NIC.
 */
public final class ReadinessFeature implements Feature {
    /** ON_NODE_FAILURE=drain (Slurm only) lets it pass with some nodes not ready: the Slurm node stage drains them. */
    public static final StageSpec READINESS_GATE = StageSpec.stage("readiness-gate", "readiness-gate.sh")
            .params(
                    NODES,
                    NODE_USER,
                    SHAPE.gpus,
                    SHAPE.rdmaNics,
                    RDMA_CIDR,
                    TIMEZONE,
                    HOME_NFS_SERVER,
                    HOME_NFS_PATH,
                    SHAPE.ibWriteBwGbps,
                    SHAPE.fabricManager,
                    ON_NODE_FAILURE,
                    USERS_EXPECTED,
                    NODE_TIMEOUT_SECONDS,
                    STAGE_TIMEOUT_SECONDS)
            .after("bastion-setup", "users")
            // every group is gated on its own: its nodes, its shape, its fabric
            .perGroup()
            .output("nodes", (out, c) -> nodes(out))
            // the per-NIC RDMA check at the end of the gate, per node and NIC
            .output("rdma", (out, c) -> rdma(out))
            .build();

    @Override
    public List<StageSpec> stages() {
        return List.of(READINESS_GATE);
    }

    /** Per node: name, private IP, ready, and the failed checks with their codes. */
    public static List<Map<String, Object>> nodes(String readinessStdout) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (JsonNode n : StageResults.result(readinessStdout).path("nodes")) {
            Map<String, Object> node = new LinkedHashMap<>();
            node.put("name", n.path("name").asText());
            node.put("privateIp", n.path("ip").asText());
            node.put("ready", n.path("ready").asBoolean(n.path("ok").asBoolean(false)));
            List<String> failed = new ArrayList<>();
            for (JsonNode f : n.path("failed")) {
                failed.add(f.path("code").asText()
                        + (f.hasNonNull("detail") ? ": " + f.path("detail").asText() : ""));
            }
            node.put("failedChecks", failed);
            out.add(node);
        }
        return out;
    }

    /**
     * The readiness gate's per-NIC RDMA check: the floor, the pairing rounds, and per measured
     * node its NICs (device, best Gb/s against its peers, ok); empty when it did not run.
     */
    public static Map<String, Object> rdma(String readinessStdout) {
        JsonNode rdma = StageResults.result(readinessStdout).path("rdma");
        if (!rdma.isObject()) {
            return Map.of();
        }
        return StageResults.convert(rdma, new TypeReference<Map<String, Object>>() {});
    }
}
