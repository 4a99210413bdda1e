package ocigpucluster.component;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ConfigKeys;

/**
 * The component package's schema (Pulumi's package schema, the format of pulumi/pulumi's
 * {@code pkg/codegen/schema/pulumi.json}), derived from the configuration's own declarations:
 * each top-level key is an input of the cluster, each group ({@code cluster}, {@code network}) an
 * input of an object type whose properties are its keys, a group inside a group
 * ({@code users.directory}) a property of its own object type. Nothing here names a key: a key
 * declared in its group's class is an input. Types follow Pulumi's "Type Specification" (string,
 * integer, number, boolean, array, object; {@code pulumi.json#/Any} for the items of a list of
 * objects, whose fields validation checks).
 */
public final class ComponentSchema {
    /** The package's name: the project's, and so the first part of every type token. */
    public static final String PACKAGE = ConfigKeys.PROJECT;
    /** The cluster's type token, as a program in another language names it. */
    public static final String CLUSTER_TYPE = PACKAGE + ":index:Cluster";
    /** The one output property: the stack program's outputs, by name. */
    public static final String OUTPUTS = "outputs";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ANY = "pulumi.json#/Any";

    private ComponentSchema() {}

    /** The schema of the package at {@code version} for these keys (the program's: {@code Features.KEYS}). */
    public static ObjectNode of(ConfigKeys keys, String version) {
        ObjectNode root = JSON.createObjectNode();
        root.put("name", PACKAGE);
        root.put("displayName", "OCI GPU cluster");
        root.put("version", version);
        root.put(
                "description",
                "A validated multi-node GPU cluster on Oracle Cloud (network, bastion, GPU nodes, bootstrap chain) as one component.");
        root.put("license", "Apache-2.0");
        ObjectNode types = JSON.createObjectNode();
        ObjectNode cluster = JSON.createObjectNode();
        cluster.put("isComponent", true);
        cluster.put(
                "description",
                "The whole cluster. Its inputs are the stack configuration's keys (docs/configuration.md), checked as"
                        + " `oci-gpu-cluster validate` checks them before anything is registered.");
        cluster.set("inputProperties", properties(keys, null, types));
        ObjectNode outputs = JSON.createObjectNode();
        ObjectNode out = outputs.putObject(OUTPUTS);
        out.put("type", "object");
        out.putObject("additionalProperties").put("$ref", ANY);
        out.put(
                "description",
                "The stack program's outputs for this configuration, by name (bastionPublicIp, sshBastion, nodeAddresses, ...).");
        cluster.set("properties", outputs);
        cluster.putArray("required").add(OUTPUTS);
        root.putObject("resources").set(CLUSTER_TYPE, cluster);
        root.set("types", types);
        return root;
    }

    /** The schema as text (what GetSchema serves). */
    public static String text(ConfigKeys keys, String version) {
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(of(keys, version));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The properties at {@code path} (null: the top level; {@code users}; {@code users.directory}):
     * its own keys, and one property of an object type per group below it. Object types go to
     * {@code types}.
     */
    private static ObjectNode properties(ConfigKeys keys, String path, ObjectNode types) {
        ObjectNode props = JSON.createObjectNode();
        Map<String, String> subgroups = new LinkedHashMap<>();
        String prefix = path == null ? "" : path + ".";
        for (ConfigKey k : keys.all()) {
            if (!k.key().startsWith(prefix)) {
                continue;
            }
            String rest = k.key().substring(prefix.length());
            int dot = rest.indexOf('.');
            if (dot < 0) {
                props.set(rest, property(k));
            } else {
                subgroups.putIfAbsent(rest.substring(0, dot), prefix + rest.substring(0, dot));
            }
        }
        subgroups.forEach((name, dotted) -> {
            String token = PACKAGE + ":index:" + typeName(dotted);
            ObjectNode type = JSON.createObjectNode();
            type.put("type", "object");
            type.put("description", "The `" + dotted + ".*` keys (docs/configuration.md).");
            type.set("properties", properties(keys, dotted, types));
            types.set(token, type);
            ObjectNode ref = JSON.createObjectNode();
            ref.put("$ref", "#/types/" + token);
            ref.put("description", "The `" + dotted + ".*` keys.");
            props.set(name, ref);
        });
        return props;
    }

    /** One key's property: its type, its meaning with its default, range and words, secret when it is one by nature. */
    private static ObjectNode property(ConfigKey k) {
        ObjectNode p = JSON.createObjectNode();
        switch (k.type()) {
            case STRING, INTEGER, NUMBER, BOOLEAN -> p.put("type", k.type().pulumiType());
            case STRING_LIST -> {
                p.put("type", "array");
                p.putObject("items").put("type", "string");
            }
            case OBJECT_LIST -> {
                p.put("type", "array");
                p.putObject("items").put("$ref", ANY);
            }
            case STRING_MAP -> {
                p.put("type", "object");
                p.putObject("additionalProperties").put("type", "string");
            }
        }
        StringBuilder d = new StringBuilder(k.description());
        if (k.choices() != null) {
            d.append(" One of: ").append(k.choices().text()).append('.');
        }
        if (k.range() != null) {
            d.append(" Range: ").append(k.range().text()).append('.');
        }
        if (k.defaultValue() != null && !(k.defaultValue() instanceof List<?> l && l.isEmpty())) {
            d.append(" Default: ").append(k.defaultValue()).append('.');
        }
        p.put("description", d.toString());
        if (k.secret()) {
            p.put("secret", true);
        }
        return p;
    }

    /** {@code users.directory} is {@code UsersDirectorySettings}: the path in Pascal case. */
    static String typeName(String dotted) {
        StringBuilder out = new StringBuilder();
        for (String part : dotted.split("\\.")) {
            out.append(part.substring(0, 1).toUpperCase(Locale.ROOT)).append(part.substring(1));
        }
        return out.append("Settings").toString();
    }

    /** The names of the top-level inputs, in the schema's order (tests, the TypeScript generator). */
    static List<String> inputNames(ObjectNode schema) {
        List<String> names = new java.util.ArrayList<>();
        schema.path("resources")
                .path(CLUSTER_TYPE)
                .path("inputProperties")
                .fieldNames()
                .forEachRemaining(names::add);
        return names;
    }
}
