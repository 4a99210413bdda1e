package ocigpucluster.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.pulumi.command.remote.Command;
import com.pulumi.oci.Core.ClusterNetwork;
import com.pulumi.oci.Core.Instance;
import com.pulumi.oci.Core.InstanceConfiguration;
import com.pulumi.oci.Core.InternetGateway;
import com.pulumi.oci.Core.NatGateway;
import com.pulumi.oci.Core.RouteTable;
import com.pulumi.oci.Core.ServiceGateway;
import com.pulumi.oci.Core.Subnet;
import com.pulumi.oci.Core.Vcn;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A Mermaid flowchart of what a plan builds: VCN with its subnets and gateways, the bastion, the
 * GPU nodes (cluster network with its pool size, or one instance) and the bootstrap chain.
 * Placement comes from {@code dependsOn} (ids are unknown in an offline plan), the order from
 * the plan, so the same plan always gives the same text.
 */
public final class Mermaid {
    // type tokens from the bindings' @ResourceType, never a copy of the string
    private static final String VCN = TypeTokens.of(Vcn.class);
    private static final String SUBNET = TypeTokens.of(Subnet.class);
    private static final String ROUTE_TABLE = TypeTokens.of(RouteTable.class);
    private static final String INTERNET_GATEWAY = TypeTokens.of(InternetGateway.class);
    private static final String NAT_GATEWAY = TypeTokens.of(NatGateway.class);
    private static final String SERVICE_GATEWAY = TypeTokens.of(ServiceGateway.class);
    private static final String INSTANCE = TypeTokens.of(Instance.class);
    private static final String INSTANCE_CONFIGURATION = TypeTokens.of(InstanceConfiguration.class);
    private static final String CLUSTER_NETWORK = TypeTokens.of(ClusterNetwork.class);
    private static final String COMMAND = TypeTokens.of(Command.class);

    private final Map<String, PlannedResource> resources;
    private final Map<String, String> ids = new LinkedHashMap<>();
    private final StringBuilder out = new StringBuilder();

    private Mermaid(Plan plan) {
        this.resources = plan.byName();
        Set<String> taken = new LinkedHashSet<>(Set.of("internet", "oracle_services", "bootstrap"));
        for (String name : resources.keySet()) {
            // letters, digits, underscores; prefixed so names like "end" cannot clash with keywords
            String base = "r_" + name.replaceAll("[^A-Za-z0-9_]", "_");
            String id = base;
            for (int n = 2; !taken.add(id); n++) {
                id = base + "_" + n;
            }
            ids.put(name, id);
        }
    }

    /** @throws ocigpucluster.preview.PlanFormatException when the plan is not plan.json-shaped */
    public static String render(JsonNode plan) {
        return render(Plan.parse(plan, "plan.json"));
    }

    public static String render(Plan plan) {
        return new Mermaid(plan).render();
    }

    private String render() {
        out.append("flowchart TB\n");
        List<PlannedResource> vcns = ofType(VCN);
        Set<String> placed = new LinkedHashSet<>();
        for (PlannedResource vcn : vcns) {
            out.append("  subgraph ")
                    .append(id(vcn))
                    .append("[\"VCN ")
                    .append(esc(label(vcn)))
                    .append(cidrs(vcn))
                    .append("\"]\n");
            for (PlannedResource gw : ofTypes(INTERNET_GATEWAY, NAT_GATEWAY, SERVICE_GATEWAY)) {
                if (gw.dependsOn().contains(vcn.name())) {
                    out.append("    ")
                            .append(id(gw))
                            .append("{{\"")
                            .append(esc(gatewayLabel(gw)))
                            .append("\"}}\n");
                    placed.add(gw.name());
                }
            }
            for (PlannedResource subnet : ofType(SUBNET)) {
                if (!subnet.dependsOn().contains(vcn.name())) {
                    continue;
                }
                out.append("    subgraph ")
                        .append(id(subnet))
                        .append("[\"subnet ")
                        .append(esc(label(subnet)));
                text(subnet.inputs().path("cidrBlock"))
                        .ifPresent(c -> out.append(" ").append(esc(c)));
                out.append("\"]\n");
                for (PlannedResource r : resources.values()) {
                    if ((r.type().equals(INSTANCE) || r.type().equals(CLUSTER_NETWORK))
                            && r.dependsOn().contains(subnet.name())) {
                        out.append("      ").append(node(r)).append('\n');
                        placed.add(r.name());
                    }
                }
                out.append("    end\n");
            }
            out.append("  end\n");
        }
        for (PlannedResource r : resources.values()) {
            if ((r.type().equals(INSTANCE) || r.type().equals(CLUSTER_NETWORK)) && !placed.contains(r.name())) {
                out.append("  ").append(node(r)).append('\n');
            }
        }
        for (PlannedResource ic : ofType(INSTANCE_CONFIGURATION)) {
            out.append("  ")
                    .append(id(ic))
                    .append("[/\"instance configuration ")
                    .append(esc(ic.name()));
            text(ic.inputs().at("/instanceDetails/launchDetails/shape"))
                    .ifPresent(s -> out.append("<br/>").append(esc(s)));
            out.append("\"/]\n");
        }
        edgesToOutside();
        routes();
        for (PlannedResource cn : ofType(CLUSTER_NETWORK)) {
            for (String dep : cn.dependsOn()) {
                PlannedResource d = resources.get(dep);
                if (d != null && d.type().equals(INSTANCE_CONFIGURATION)) {
                    out.append("  ")
                            .append(id(d))
                            .append(" -. launch template .-> ")
                            .append(id(cn))
                            .append('\n');
                }
            }
        }
        bootstrap();
        return out.toString();
    }

    private void edgesToOutside() {
        boolean internet = false;
        boolean services = false;
        for (PlannedResource gw : ofTypes(INTERNET_GATEWAY, NAT_GATEWAY, SERVICE_GATEWAY)) {
            if (gw.type().equals(SERVICE_GATEWAY)) {
                if (!services) {
                    out.append("  oracle_services((\"Oracle Services Network\"))\n");
                    services = true;
                }
                out.append("  ").append(id(gw)).append(" --> oracle_services\n");
                continue;
            }
            if (!internet) {
                out.append("  internet((\"Internet\"))\n");
                internet = true;
            }
            out.append("  ")
                    .append(id(gw))
                    .append(gw.type().equals(INTERNET_GATEWAY) ? " <--> " : " --> ")
                    .append("internet\n");
        }
    }

    /** subnet → gateway through the route table it uses. */
    private void routes() {
        for (PlannedResource subnet : ofType(SUBNET)) {
            for (String dep : subnet.dependsOn()) {
                PlannedResource table = resources.get(dep);
                if (table == null || !table.type().equals(ROUTE_TABLE)) {
                    continue;
                }
                for (String target : table.dependsOn()) {
                    PlannedResource gw = resources.get(target);
                    if (gw != null && !gw.type().equals(VCN)) {
                        out.append("  ")
                                .append(id(subnet))
                                .append(" -. route .-> ")
                                .append(id(gw))
                                .append('\n');
                    }
                }
            }
        }
    }

    /** The Command chain in dependency order, with what each step waits for from outside the chain. */
    private void bootstrap() {
        List<PlannedResource> commands = topological(ofType(COMMAND));
        if (commands.isEmpty()) {
            return;
        }
        out.append("  subgraph bootstrap[\"bootstrap chain (over SSH via the bastion)\"]\n");
        int step = 1;
        for (PlannedResource c : commands) {
            out.append("    ")
                    .append(id(c))
                    .append("([\"")
                    .append(step++)
                    .append(". ")
                    .append(esc(c.name()))
                    .append("\"])\n");
        }
        out.append("  end\n");
        for (PlannedResource c : commands) {
            for (String dep : c.dependsOn()) {
                PlannedResource d = resources.get(dep);
                if (d == null) {
                    continue;
                }
                if (d.type().equals(COMMAND)) {
                    out.append("  ").append(id(d)).append(" --> ").append(id(c)).append('\n');
                } else if (d.type().equals(INSTANCE) || d.type().equals(CLUSTER_NETWORK)) {
                    out.append("  ")
                            .append(id(d))
                            .append(" -.-> ")
                            .append(id(c))
                            .append('\n');
                }
            }
        }
    }

    /** Kahn's algorithm over dependsOn within the list; ties keep plan order. */
    private static List<PlannedResource> topological(List<PlannedResource> list) {
        Map<String, PlannedResource> remaining = new LinkedHashMap<>();
        list.forEach(r -> remaining.put(r.name(), r));
        List<PlannedResource> order = new ArrayList<>();
        while (!remaining.isEmpty()) {
            PlannedResource next = remaining.values().stream()
                    .filter(r -> r.dependsOn().stream().noneMatch(remaining::containsKey))
                    .findFirst()
                    .orElse(remaining.values().iterator().next()); // a cycle: fall back to plan order
            order.add(next);
            remaining.remove(next.name());
        }
        return order;
    }

    private String node(PlannedResource r) {
        if (r.type().equals(CLUSTER_NETWORK)) {
            JsonNode pool = r.inputs().path("instancePools").path(0);
            String size = pool.path("size").isNumber() ? pool.path("size").asText() : "?";
            String shape = r.dependsOn().stream()
                    .map(resources::get)
                    .filter(d -> d != null && d.type().equals(INSTANCE_CONFIGURATION))
                    .map(d -> d.inputs()
                            .at("/instanceDetails/launchDetails/shape")
                            .asText(""))
                    .filter(s -> !s.isEmpty())
                    .findFirst()
                    .orElse("GPU nodes");
            StringBuilder l = new StringBuilder("cluster network ")
                    .append(esc(r.name()))
                    .append("<br/>")
                    .append(size)
                    .append(" × ")
                    .append(esc(shape));
            text(pool.path("displayName")).ifPresent(p -> l.append("<br/>pool ").append(esc(p)));
            return id(r) + "[[\"" + l + "\"]]";
        }
        StringBuilder l = new StringBuilder("instance ").append(esc(r.name()));
        text(r.inputs().path("shape")).ifPresent(s -> l.append("<br/>").append(esc(s)));
        JsonNode cfg = r.inputs().path("shapeConfig");
        if (cfg.path("ocpus").isNumber()) {
            l.append(" ").append(cfg.path("ocpus").asText()).append(" OCPU");
            if (cfg.path("memoryInGbs").isNumber()) {
                l.append(" / ").append(cfg.path("memoryInGbs").asText()).append(" GB");
            }
        }
        return id(r) + "[\"" + l + "\"]";
    }

    private static String gatewayLabel(PlannedResource gw) {
        String kind = gw.type().equals(INTERNET_GATEWAY)
                ? "internet gateway"
                : gw.type().equals(NAT_GATEWAY) ? "NAT gateway" : "service gateway";
        return kind + " " + gw.name();
    }

    private static String label(PlannedResource r) {
        return r.name();
    }

    private static String cidrs(PlannedResource vcn) {
        List<String> blocks = new ArrayList<>();
        vcn.inputs().path("cidrBlocks").forEach(b -> blocks.add(b.asText()));
        text(vcn.inputs().path("cidrBlock")).ifPresent(blocks::add);
        return blocks.isEmpty() ? "" : " " + esc(String.join(", ", blocks));
    }

    private List<PlannedResource> ofType(String type) {
        return resources.values().stream().filter(r -> r.type().equals(type)).toList();
    }

    private List<PlannedResource> ofTypes(String... types) {
        Set<String> wanted = Set.of(types);
        return resources.values().stream()
                .filter(r -> wanted.contains(r.type()))
                .toList();
    }

    private static java.util.Optional<String> text(JsonNode v) {
        return v.isTextual() && !v.asText().isEmpty() ? java.util.Optional.of(v.asText()) : java.util.Optional.empty();
    }

    private String id(PlannedResource r) {
        return ids.get(r.name());
    }

    /** Quotes and angle brackets would end or corrupt a label. */
    private static String esc(String s) {
        return s.replace("\"", "#quot;").replace("<", "#lt;").replace(">", "#gt;");
    }
}
