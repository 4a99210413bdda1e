package ocigpucluster.topology;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.pulumi.command.local.Command;
import com.pulumi.command.local.CommandArgs;
import com.pulumi.core.Output;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.LocalScript;
import ocigpucluster.bootstrap.StageResults;
import ocigpucluster.feature.Example;
import ocigpucluster.feature.Feature;
import ocigpucluster.feature.OutputMaps;
import ocigpucluster.feature.ProgramContext;
import ocigpucluster.feature.StageRuns;
import ocigpucluster.readiness.ReadinessFeature;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.Settings;

/**
 * The nodes' places in the RDMA fabric, checked against the cloud: with {@code topology.apiCheck},
 * after each group's readiness gate a Pulumi local Command ({@code topology-api-check.sh}, where
 * {@code pulumi up} runs, as the capacity guard's) compares what each node's instance metadata gave
 * with OCI's ComputeHost of its instance and fails naming the node that disagrees. Its result per
 * group is the stack output {@code topologyApiCheck}. docs/topology.md.
 */
public final class TopologyFeature implements Feature {
    static final String SCRIPT = "topology-api-check.sh";
    static final List<String> LIBS = List.of("lib/oci-lib.sh");
    public static final String OUTPUT = "topologyApiCheck";
    private static final ObjectMapper JSON = new ObjectMapper();

    @Override
    public List<ConfigGroup<?>> config() {
        return List.of(TopologyKeys.GROUP);
    }

    /** Its example: the check on (it is off by default). */
    @Override
    public Example example() {
        return new Example(Map.of(TopologyKeys.API_CHECK, "true"), Map.of());
    }

    @Override
    public Map<String, Output<?>> afterStages(ProgramContext program, StageRuns runs) {
        Settings s = program.settings();
        if (!s.get(TopologyKeys.GROUP)) {
            return Map.of();
        }
        Map<String, Output<Object>> byGroup = new LinkedHashMap<>();
        runs.byGroup(ReadinessFeature.READINESS_GATE.id()).forEach((group, stdout) -> {
            Command check = new Command(
                    program.prefix() + (group.isEmpty() ? "" : "-" + group) + "-topology-api-check",
                    CommandArgs.builder()
                            .interpreter(List.of("/bin/bash", "-c"))
                            .create(command(s.compartmentId(), s.region(), group))
                            // again whenever the gate ran again (its records are the input)
                            .stdin(stdout.applyValue(TopologyFeature::records))
                            .build(),
                    program.customOptions().build());
            byGroup.put(group, check.stdout().applyValue(out -> (Object) StageResults.asMap(out)));
        });
        return byGroup.isEmpty() ? Map.of() : Map.of(OUTPUT, OutputMaps.resolved(byGroup));
    }

    /** The local Command's text: the script, its library, and its parameters (region null: the CLI's own). */
    public static String command(String compartmentId, String region, String group) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("COMPARTMENT_ID", compartmentId);
        p.put("STACK_REGION", region == null ? "" : region);
        p.put("GROUP", group);
        return LocalScript.command(
                "topology API check", "oci-gpu-cluster-topology", "OCIGPU_TOPOLOGY_CHECK", LIBS, SCRIPT, p);
    }

    /**
     * What the check reads on stdin: per node of the readiness gate's result its name and the
     * topology it recorded ({@code [{"name", "topology"}]}; a node without one: topology null).
     */
    public static String records(String readinessStdout) {
        ArrayNode out = JSON.createArrayNode();
        for (JsonNode n : StageResults.result(readinessStdout).path("nodes")) {
            ObjectNode r = out.addObject();
            r.put("name", n.path("name").asText());
            r.set("topology", n.path("topology").isObject() ? n.get("topology") : JSON.nullNode());
        }
        return out.toString();
    }
}
