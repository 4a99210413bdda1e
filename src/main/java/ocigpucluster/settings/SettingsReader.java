package ocigpucluster.settings;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.TextNode;
import ocigpucluster.validation.Diagnostic;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Turns raw Pulumi config into {@link Settings}. It reports, rather than throws, everything it
 * cannot read (unknown keys, wrong types, a private key given in plain text), and falls back to
 * the key's default so that the remaining checks still run and every problem is reported at once.
 */
public final class SettingsReader {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PREFIX = ConfigKeys.PROJECT + ":";

    public record Result(Settings settings, List<Diagnostic> diagnostics) {
    }

    private final RawConfig raw;
    private final Map<String, JsonNode> values = new LinkedHashMap<>();
    private final List<Diagnostic> diagnostics = new ArrayList<>();

    private SettingsReader(RawConfig raw) {
        this.raw = raw;
    }

    public static Result read(RawConfig raw, String stack) {
        SettingsReader r = new SettingsReader(raw);
        r.flatten();
        Settings s = r.build(stack);
        return new Result(s, List.copyOf(r.diagnostics));
    }

    /** Spreads {@code oci-gpu-cluster:cluster = {"nodeCount": 3}} into {@code cluster.nodeCount = 3}. */
    private void flatten() {
        for (Map.Entry<String, String> e : raw.values().entrySet()) {
            if (!e.getKey().startsWith(PREFIX)) {
                continue; // other namespaces (oci:region, ...) belong to their providers
            }
            String name = e.getKey().substring(PREFIX.length());
            if (ConfigKeys.groups().contains(name)) {
                JsonNode node = parseJson(e.getValue());
                if (node == null || !node.isObject()) {
                    diagnostics.add(Diagnostic.error("CONFIG_TYPE", name,
                            "must be an object of settings, got " + describe(e.getValue()),
                            "set its keys with `pulumi config set --path " + name + ".<key> <value>`"));
                    continue;
                }
                for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> f = it.next();
                    put(name + "." + f.getKey(), f.getValue());
                }
            } else {
                put(name, new TextNode(e.getValue()));
            }
        }
    }

    private void put(String key, JsonNode value) {
        if (ConfigKeys.find(key).isEmpty()) {
            String hint = ConfigKeys.closest(key).map(k -> "did you mean " + k + "? ").orElse("");
            diagnostics.add(Diagnostic.error("CONFIG_UNKNOWN_KEY", key, "is not a config key of " + ConfigKeys.PROJECT,
                    hint + "remove it or see the config reference in the README"));
            return;
        }
        values.put(key, value);
    }

    private Settings build(String stack) {
        Settings.Network network = new Settings.Network(
                string("network.vcnCidr"), string("network.publicSubnetCidr"), string("network.privateSubnetCidr"),
                string("network.rdmaCidr"), string("network.vcnDnsLabel"), string("network.publicSubnetDnsLabel"),
                string("network.privateSubnetDnsLabel"), string("network.existingVcnId"),
                string("network.existingPublicSubnetId"), string("network.existingPrivateSubnetId"));
        Settings.Bastion bastion = new Settings.Bastion(
                string("bastion.shape"), number("bastion.ocpus"), number("bastion.memoryInGbs"), string("bastion.imageId"),
                integer("bastion.bootVolumeSizeInGbs"), string("bastion.hostname"), string("bastion.user"),
                bool("bastion.protect"));
        Settings.Cluster cluster = new Settings.Cluster(
                mode(), string("cluster.shape"), integer("cluster.nodeCount"), string("cluster.imageId"),
                integer("cluster.bootVolumeSizeInGbs"), string("cluster.poolName"), string("cluster.timezone"),
                integer("cluster.maxNodeCount"));
        Settings.Storage storage = new Settings.Storage(
                storageMode(), bool("storage.retainOnDelete"), bool("storage.protect"), string("storage.fileSystemId"),
                string("storage.mountTargetHostname"), string("storage.exportPath"), string("storage.nfsServer"),
                string("storage.nfsPath"), string("storage.mountOptions"));
        Double passLine = values.containsKey("bootstrap.ncclPassLineGBps") ? number("bootstrap.ncclPassLineGBps") : null;
        Settings.Bootstrap bootstrap = new Settings.Bootstrap(
                bool("bootstrap.enabled"), bool("bootstrap.containerRuntime"), bool("bootstrap.nccl"), passLine,
                bool("bootstrap.ncclFailBelowPassLine"), string("bootstrap.ncclMinBytes"), string("bootstrap.ncclMaxBytes"),
                bool("bootstrap.tensorflowSample"), integer("bootstrap.nodeTimeoutMinutes"));
        return new Settings(ConfigKeys.PROJECT, stack,
                string("compartmentId"), string("availabilityDomain"), string("sshPublicKey"), privateKey(),
                list("sshAllowedCidrs"), new LinkedHashSet<>(list("suppressWarnings")),
                network, bastion, cluster, storage, bootstrap);
    }

    private Secret privateKey() {
        String full = PREFIX + "sshPrivateKey";
        if (raw.unreadableSecrets().contains(full)) {
            return Secret.unknown();
        }
        String value = raw.values().get(full);
        if (value == null) {
            return null;
        }
        if (!raw.secretKeys().contains(full)) {
            diagnostics.add(Diagnostic.error("SSH_PRIVATE_KEY_NOT_SECRET", "sshPrivateKey",
                    "is stored in plain text in the stack config",
                    "remove it and set it as a secret: `pulumi config set --secret sshPrivateKey < ~/.ssh/id_rsa`"));
        }
        return Secret.of(value);
    }

    private Settings.Mode mode() {
        String value = string("cluster.mode");
        return Settings.Mode.parse(value).orElseGet(() -> {
            diagnostics.add(Diagnostic.error("CONFIG_INVALID_VALUE", "cluster.mode",
                    "'" + value + "' is not a mode", "use clusterNetwork or singleInstance"));
            return Settings.Mode.CLUSTER_NETWORK;
        });
    }

    private Settings.StorageMode storageMode() {
        String value = string("storage.mode");
        return Settings.StorageMode.parse(value).orElseGet(() -> {
            diagnostics.add(Diagnostic.error("CONFIG_INVALID_VALUE", "storage.mode",
                    "'" + value + "' is not a storage mode", "use bastion, fileStorage or external"));
            return Settings.StorageMode.BASTION;
        });
    }

    private ConfigKey spec(String key) {
        return ConfigKeys.find(key).orElseThrow(() -> new IllegalStateException("undeclared config key " + key));
    }

    private String string(String key) {
        JsonNode v = values.get(key);
        // For an optional key an empty string means "not set": Pulumi.yaml declares such keys
        // with the default "" (a declared key without a default would be required).
        boolean optional = spec(key).defaultValue() == null;
        if (v == null || v.isNull() || (optional && v.isTextual() && v.asText().isBlank())) {
            return (String) spec(key).defaultValue();
        }
        if (v.isTextual() || v.isNumber() || v.isBoolean()) {
            return v.asText().trim();
        }
        return typeError(key, v, "a string", (String) spec(key).defaultValue());
    }

    private int integer(String key) {
        JsonNode v = values.get(key);
        Number def = (Number) spec(key).defaultValue();
        if (v == null || v.isNull()) {
            return def.intValue();
        }
        if (v.isIntegralNumber() && v.canConvertToInt()) {
            return v.intValue();
        }
        if (v.isTextual() && v.asText().trim().matches("-?\\d{1,9}")) {
            return Integer.parseInt(v.asText().trim());
        }
        return typeError(key, v, "a whole number", def.intValue());
    }

    private double number(String key) {
        JsonNode v = values.get(key);
        Number def = (Number) spec(key).defaultValue();
        if (v == null || v.isNull()) {
            return def == null ? 0 : def.doubleValue();
        }
        if (v.isNumber()) {
            return v.doubleValue();
        }
        if (v.isTextual()) {
            try {
                return Double.parseDouble(v.asText().trim());
            } catch (NumberFormatException ignored) {
                // reported below
            }
        }
        return typeError(key, v, "a number", def == null ? 0 : def.doubleValue());
    }

    private boolean bool(String key) {
        JsonNode v = values.get(key);
        boolean def = (Boolean) spec(key).defaultValue();
        if (v == null || v.isNull()) {
            return def;
        }
        if (v.isBoolean()) {
            return v.booleanValue();
        }
        if (v.isTextual() && (v.asText().equals("true") || v.asText().equals("false"))) {
            return Boolean.parseBoolean(v.asText());
        }
        return typeError(key, v, "true or false", def);
    }

    @SuppressWarnings("unchecked")
    private List<String> list(String key) {
        JsonNode v = values.get(key);
        List<String> def = (List<String>) spec(key).defaultValue();
        if (v == null || v.isNull()) {
            return def;
        }
        JsonNode node = v.isTextual() ? parseJson(v.asText()) : v;
        if (node == null && v.isTextual()) {
            // a single plain value (`pulumi config set sshAllowedCidrs 1.2.3.4/32`) is a list of one
            return List.of(v.asText().trim());
        }
        if (node != null && node.isArray()) {
            List<String> out = new ArrayList<>();
            for (JsonNode item : node) {
                if (!item.isTextual()) {
                    return typeError(key, v, "a list of strings", def);
                }
                out.add(item.asText().trim());
            }
            return List.copyOf(out);
        }
        if (node != null && node.isTextual()) {
            return List.of(node.asText().trim());
        }
        return typeError(key, v, "a list of strings", def);
    }

    private <T> T typeError(String key, JsonNode v, String expected, T fallback) {
        diagnostics.add(Diagnostic.error("CONFIG_TYPE", key, "must be " + expected + ", got " + describe(v.toString()),
                "fix the value in the stack config (see the config reference in the README)"));
        return fallback;
    }

    private static JsonNode parseJson(String text) {
        try {
            return JSON.readTree(text);
        } catch (JsonProcessingException e) {
            return null;
        }
    }

    private static String describe(String value) {
        String v = value.length() > 40 ? value.substring(0, 37) + "..." : value;
        return "'" + v + "'";
    }
}
