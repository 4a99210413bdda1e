package ocigpucluster.preview;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Base64;
import java.util.SortedMap;
import java.util.TreeMap;
import ocigpucluster.bootstrap.StageCommand;

/**
 * Writes what the preview produced: {@code plan.json}, each rendered cloud-config (decoded from
 * the {@code user_data} actually sent) under {@code cloud-init/}, and each bootstrap stage's
 * script under {@code scripts/}: its command, or its stdin where the command is only the loader
 * of a script that travels on stdin ({@link StageCommand#loader}).
 */
public final class PreviewWriter {
    private PreviewWriter() {}

    /** Writes the preview into {@code dir} through {@link PreviewOutput}: never over someone else's files. */
    public static void write(Plan plan, Path dir) throws IOException {
        try {
            PreviewOutput.at(dir.toString()).replaceWith(files(plan));
        } catch (PreviewOutput.RefusedException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /** Every file of the preview, by path relative to the output directory. */
    public static SortedMap<String, byte[]> files(Plan plan) {
        SortedMap<String, byte[]> out = new TreeMap<>();
        out.put("plan.json", plan.toJsonText().getBytes(StandardCharsets.UTF_8));
        out.put("diagram.mmd", Mermaid.render(plan).getBytes(StandardCharsets.UTF_8));
        for (PlannedResource r : plan.resources()) {
            JsonNode userData = userData(r);
            if (userData != null && userData.isTextual() && !userData.asText().startsWith("[")) {
                out.put("cloud-init/" + r.name() + ".yaml", Base64.getDecoder().decode(userData.asText()));
            }
            JsonNode create = r.inputs().get("create");
            if (r.type().equals(TypeTokens.of(com.pulumi.command.remote.Command.class))
                    && create != null
                    && create.isTextual()) {
                // a stage whose script travels on stdin: its create is only the loader, the script is the stdin
                JsonNode stdin = r.inputs().get("stdin");
                String script = StageCommand.isLoader(create.asText())
                                && stdin != null
                                && stdin.isTextual()
                                && !stdin.asText().equals(WireValues.SECRET)
                        ? stdin.asText()
                        : create.asText();
                out.put("scripts/" + r.name() + ".sh", script.getBytes(StandardCharsets.UTF_8));
            }
        }
        return out;
    }

    static JsonNode userData(PlannedResource r) {
        JsonNode direct = r.inputs().path("metadata").get("user_data");
        if (direct != null) {
            return direct;
        }
        return r.inputs()
                .path("instanceDetails")
                .path("launchDetails")
                .path("metadata")
                .get("user_data");
    }
}
