package ocigpucluster.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import ocigpucluster.cli.Cli;
import ocigpucluster.preview.Plan;
import org.junit.jupiter.api.Test;

/** The version is pom.xml's, and it is what --version prints and every plan.json carries. */
class VersionTest {
    private static final String POM = PomVersion.read();

    @Test
    void theVersionIsThePomsAndSemantic() {
        assertEquals(POM, Version.current());
        // Semantic Versioning 2.0.0 item 2: MAJOR.MINOR.PATCH, no leading zeros
        assertTrue(POM.matches("(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?"), POM);
    }

    @Test
    void versionOptionPrintsIt() {
        for (List<String> args :
                List.of(List.of("--version"), List.of("validate", "-V"), List.of("nccl-report", "-V"))) {
            StringWriter out = new StringWriter();
            int code = Cli.run(
                    new PrintWriter(out, true), new PrintWriter(new StringWriter(), true), args.toArray(String[]::new));
            assertEquals(0, code, args.toString());
            assertEquals("oci-gpu-cluster " + POM, out.toString().strip(), args.toString());
        }
    }

    @Test
    void everyPlanCarriesIt() throws Exception {
        Plan plan = Plan.of("p", "s", List.of(), JsonNodeFactory.instance.objectNode(), List.of());
        var json = new ObjectMapper().readTree(plan.toJsonText());
        assertEquals(POM, json.path("version").asText());
        assertEquals(List.of("project", "stack", "version", "resources", "outputs", "diagnostics"), fields(json));
    }

    private static List<String> fields(com.fasterxml.jackson.databind.JsonNode n) {
        List<String> out = new java.util.ArrayList<>();
        n.fieldNames().forEachRemaining(out::add);
        return out;
    }
}
