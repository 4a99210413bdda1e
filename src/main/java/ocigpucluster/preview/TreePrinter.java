package ocigpucluster.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.pulumi.command.remote.Command;
import com.pulumi.oci.Core.ClusterNetwork;
import com.pulumi.oci.Core.ComputeCapacityReservation;
import com.pulumi.oci.Core.Instance;
import com.pulumi.oci.Core.InstanceConfiguration;
import com.pulumi.oci.Core.RouteTable;
import com.pulumi.oci.Core.SecurityList;
import com.pulumi.oci.Core.Subnet;
import com.pulumi.oci.Core.Vcn;
import com.pulumi.tls.PrivateKey;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.validation.Diagnostic;

/**
 * The readable tree a reviewer looks at: every resource under its parent with the few properties
 * that matter for that type, then warnings and outputs. Secrets print as [secret].
 */
public final class TreePrinter {
    /** Per type, the input paths worth showing in one line. */
    private static final Map<String, List<String>> KEY_PROPERTIES = new LinkedHashMap<>();

    static {
        KEY_PROPERTIES.put(TypeTokens.of(Vcn.class), List.of("cidrBlocks", "dnsLabel"));
        KEY_PROPERTIES.put(TypeTokens.of(Subnet.class), List.of("cidrBlock", "dnsLabel", "prohibitPublicIpOnVnic"));
        KEY_PROPERTIES.put(TypeTokens.of(RouteTable.class), List.of("routeRules"));
        KEY_PROPERTIES.put(TypeTokens.of(SecurityList.class), List.of("ingressSecurityRules"));
        KEY_PROPERTIES.put(
                TypeTokens.of(Instance.class),
                List.of(
                        "shape",
                        "shapeConfig",
                        "createVnicDetails.assignPublicIp",
                        "sourceDetails.bootVolumeSizeInGbs",
                        "capacityReservationId"));
        KEY_PROPERTIES.put(
                TypeTokens.of(InstanceConfiguration.class),
                List.of(
                        "instanceDetails.launchDetails.shape",
                        "instanceDetails.launchDetails.sourceDetails.imageId",
                        "instanceDetails.launchDetails.sourceDetails.bootVolumeSizeInGbs",
                        "instanceDetails.launchDetails.createVnicDetails.assignPublicIp",
                        "instanceDetails.launchDetails.capacityReservationId"));
        KEY_PROPERTIES.put(
                TypeTokens.of(ClusterNetwork.class),
                List.of("instancePools", "placementConfiguration.availabilityDomain"));
        KEY_PROPERTIES.put(TypeTokens.of(ComputeCapacityReservation.class), List.of("instanceReservationConfigs"));
        KEY_PROPERTIES.put(TypeTokens.of(PrivateKey.class), List.of("algorithm", "rsaBits"));
        KEY_PROPERTIES.put(TypeTokens.of(Command.class), List.of("connection.host", "connection.proxy.host"));
    }

    private static final java.util.Set<String> COMMANDS =
            java.util.Set.of(TypeTokens.of(Command.class), TypeTokens.of(com.pulumi.command.local.Command.class));

    private TreePrinter() {}

    public static String render(Plan plan) {
        StringBuilder out = new StringBuilder();
        out.append("Offline preview of ")
                .append(plan.project())
                .append(" (stack ")
                .append(plan.stack())
                .append("): ")
                .append(plan.resources().size())
                .append(" resources would be created\n\n");
        Map<String, Integer> depth = new LinkedHashMap<>();
        for (PlannedResource r : plan.resources()) {
            int d = r.parent() == null ? 0 : depth.getOrDefault(r.parent(), 0) + 1;
            depth.put(r.name(), d);
            out.append("  ".repeat(d))
                    .append("+ ")
                    .append(r.name())
                    .append("  ")
                    .append(r.type());
            String props = properties(r);
            if (!props.isEmpty()) {
                out.append("\n").append("  ".repeat(d)).append("    ").append(props);
            }
            if (!r.dependsOn().isEmpty() && COMMANDS.contains(r.type())) {
                out.append("\n")
                        .append("  ".repeat(d))
                        .append("    waits for: ")
                        .append(String.join(", ", r.dependsOn()));
            }
            out.append("\n");
        }
        if (!plan.diagnostics().isEmpty()) {
            out.append("\nDiagnostics:\n");
            for (Diagnostic d : plan.diagnostics()) {
                out.append("  ").append(d.line()).append("\n");
            }
        }
        out.append("\nOutputs:\n");
        for (Iterator<Map.Entry<String, JsonNode>> it = plan.outputs().fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            out.append("  ")
                    .append(e.getKey())
                    .append(": ")
                    .append(compact(e.getValue(), 160))
                    .append("\n");
        }
        return out.toString();
    }

    private static String properties(PlannedResource r) {
        List<String> paths = KEY_PROPERTIES.get(r.type());
        StringBuilder sb = new StringBuilder();
        if (r.inputs().has("displayName")) {
            sb.append("displayName=").append(r.inputs().get("displayName").asText());
        }
        if (paths != null) {
            for (String path : paths) {
                JsonNode v = r.inputs();
                for (String part : path.split("\\.")) {
                    v = v == null ? null : v.get(part);
                }
                if (v != null && !v.isMissingNode()) {
                    if (sb.length() > 0) {
                        sb.append("  ");
                    }
                    sb.append(path).append("=").append(compact(v, 200));
                }
            }
        }
        if (Boolean.TRUE.equals(r.options().path("protect").asBoolean(false))) {
            sb.append("  [protected]");
        }
        return sb.toString();
    }

    private static String compact(JsonNode v, int max) {
        String s = v.isTextual() ? v.asText() : v.toString();
        s = s.replace("\n", "\\n");
        return s.length() > max ? s.substring(0, max - 3) + "..." : s;
    }
}
