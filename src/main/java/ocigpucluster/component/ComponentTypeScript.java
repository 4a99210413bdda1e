package ocigpucluster.component;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;

/**
 * A TypeScript SDK of the component, written from its schema ({@link ComponentSchema}) the way
 * Pulumi's Node.js code generator shapes one for a multi-language component: an args interface per
 * object type, every input {@code pulumi.Input<T>}, and the class a remote
 * {@code pulumi.ComponentResource} of the package's type token. Generated into
 * examples/component-ts/sdk/index.ts by {@code docs --write} (no Pulumi CLI here to run
 * {@code pulumi package gen-sdk}); a program type-checked against it can only use the schema's inputs.
 */
public final class ComponentTypeScript {
    private ComponentTypeScript() {}

    /** The SDK's text for this schema. */
    public static String of(JsonNode schema) {
        StringBuilder out = new StringBuilder();
        out.append("import * as pulumi from \"@pulumi/pulumi\";\n");
        for (Iterator<Map.Entry<String, JsonNode>> it = schema.path("types").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> t = it.next();
            out.append('\n');
            doc(out, "", t.getValue().path("description").asText());
            out.append("export interface ").append(argsName(t.getKey())).append(" {\n");
            members(out, t.getValue().path("properties"));
            out.append("}\n");
        }
        JsonNode cluster = schema.path("resources").path(ComponentSchema.CLUSTER_TYPE);
        out.append("\n/** The inputs of {@link Cluster}: the stack configuration's keys. */\n");
        out.append("export interface ClusterArgs {\n");
        members(out, cluster.path("inputProperties"));
        out.append("}\n\n");
        doc(out, "", cluster.path("description").asText());
        out.append("export class Cluster extends pulumi.ComponentResource {\n");
        for (Iterator<Map.Entry<String, JsonNode>> it =
                        cluster.path("properties").fields();
                it.hasNext(); ) {
            Map.Entry<String, JsonNode> p = it.next();
            doc(out, "    ", p.getValue().path("description").asText());
            out.append("    public readonly ")
                    .append(p.getKey())
                    .append("!: pulumi.Output<")
                    .append(
                            p.getValue().path("type").asText().equals("object")
                                    ? "{[key: string]: any}"
                                    : type(p.getValue()))
                    .append(">;\n");
        }
        out.append("\n    constructor(name: string, args?: ClusterArgs, opts?: pulumi.ComponentResourceOptions) {\n");
        out.append("        const inputs: pulumi.Inputs = { ...args };\n");
        for (Iterator<String> it = cluster.path("properties").fieldNames(); it.hasNext(); ) {
            out.append("        inputs[\"").append(it.next()).append("\"] = undefined; // an output\n");
        }
        out.append("        super(\"")
                .append(ComponentSchema.CLUSTER_TYPE)
                .append("\", name, inputs, opts, true /* remote: the package's provider constructs it */);\n");
        out.append("    }\n}\n");
        return out.toString();
    }

    private static void members(StringBuilder out, JsonNode properties) {
        for (Iterator<Map.Entry<String, JsonNode>> it = properties.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> p = it.next();
            doc(out, "    ", p.getValue().path("description").asText());
            out.append("    ")
                    .append(p.getKey())
                    .append("?: pulumi.Input<")
                    .append(type(p.getValue()))
                    .append(">;\n");
        }
    }

    /** A schema type as TypeScript (Pulumi's type specification: string, integer, number, boolean, array, object, $ref). */
    static String type(JsonNode t) {
        String ref = t.path("$ref").asText();
        if (ref.equals("pulumi.json#/Any")) {
            return "any";
        }
        if (ref.startsWith("#/types/")) {
            return argsName(ref.substring("#/types/".length()));
        }
        return switch (t.path("type").asText()) {
            case "string" -> "string";
            case "integer", "number" -> "number";
            case "boolean" -> "boolean";
            case "array" -> "pulumi.Input<" + type(t.path("items")) + ">[]";
            case "object" -> "{[key: string]: pulumi.Input<" + type(t.path("additionalProperties")) + ">}";
            default -> throw new IllegalArgumentException("no TypeScript type for " + t);
        };
    }

    /** {@code oci-gpu-cluster:index:ClusterSettings} is {@code ClusterSettingsArgs}. */
    private static String argsName(String token) {
        return token.substring(token.lastIndexOf(':') + 1) + "Args";
    }

    private static void doc(StringBuilder out, String indent, String text) {
        if (!text.isEmpty()) {
            out.append(indent).append("/** ").append(text.replace("*/", "*\\/")).append(" */\n");
        }
    }
}
