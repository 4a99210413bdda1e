package ocigpucluster.preview;

import com.fasterxml.jackson.databind.JsonNode;

import ocigpucluster.diagram.Mermaid;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;

/**
 * Writes what the preview produced: {@code plan.json}, each rendered cloud-config (decoded from
 * the {@code user_data} actually sent) under {@code cloud-init/}, and each bootstrap stage's
 * command under {@code scripts/}.
 */
public final class PreviewWriter {
    private PreviewWriter() {
    }

    public static void write(Plan plan, Path dir) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("plan.json"), plan.toJsonText(), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("diagram.mmd"), Mermaid.render(plan.toJson()), StandardCharsets.UTF_8);
        Path cloudInit = dir.resolve("cloud-init");
        Path scripts = dir.resolve("scripts");
        clean(cloudInit);
        clean(scripts);
        for (PlannedResource r : plan.resources()) {
            JsonNode userData = userData(r);
            if (userData != null && userData.isTextual() && !userData.asText().startsWith("[")) {
                Files.createDirectories(cloudInit);
                byte[] decoded = Base64.getDecoder().decode(userData.asText());
                Files.write(cloudInit.resolve(r.name() + ".yaml"), decoded);
            }
            JsonNode create = r.inputs().get("create");
            if (r.type().equals("command:remote:Command") && create != null && create.isTextual()) {
                Files.createDirectories(scripts);
                Files.writeString(scripts.resolve(r.name() + ".sh"), create.asText(), StandardCharsets.UTF_8);
            }
        }
    }

    static JsonNode userData(PlannedResource r) {
        JsonNode direct = r.inputs().path("metadata").get("user_data");
        if (direct != null) {
            return direct;
        }
        return r.inputs().path("instanceDetails").path("launchDetails").path("metadata").get("user_data");
    }

    private static void clean(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (var files = Files.list(dir)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Files.deleteIfExists(p);
            }
        }
    }
}
