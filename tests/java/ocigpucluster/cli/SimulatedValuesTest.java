package ocigpucluster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A reviewer must not take a made-up value for a real one: wherever a person reads the preview
 * (console, plan.json, scripts/, cloud-init/, diagram), every OCID, IP address, availability
 * domain and node name that exists only after deployment is either "[unknown]" or marked
 * "[simulated:...]". What counts as made up is found independently of the mocks: any OCID not in
 * the stack's config, any host address (not a CIDR) not in the config, any AD name, any
 * instance-pool host name — unless the stage scripts' own source text holds it (their examples).
 */
@Tag("process")
class SimulatedValuesTest {
    private static final Pattern OCID = Pattern.compile("ocid1\\.[A-Za-z0-9._-]*[A-Za-z0-9]");
    private static final Pattern HOST_ADDRESS =
            Pattern.compile("(?<![\\d.])\\d{1,3}(?:\\.\\d{1,3}){3}(?![\\d/]|\\.\\d)");
    private static final Pattern AD_NAME = Pattern.compile("[A-Za-z]{4}:[A-Z]{2}-[A-Z]+-\\d-AD-\\d");
    private static final Pattern POOL_HOST = Pattern.compile("inst-[a-z0-9]{5}-[a-z0-9]+");
    /** Addresses that are facts, not results of a deployment: the container runtime's, "anywhere", loopback. */
    private static final Set<String> FIXED_ADDRESSES = Set.of("10.0.2.2", "0.0.0.0", "127.0.0.1");

    @TempDir
    Path tmp;

    @Test
    void noMadeUpValueAppearsUnmarkedInAnyArtefact() throws IOException {
        Path out = tmp.resolve("preview");
        var run = CliProcess.InProcess.run(
                "preview", "--stack", "dev", "--out", out.toString(), "--set", "cluster.nodeCount=3");
        assertEquals(0, run.exitCode(), run.stderr());
        String config = Files.readString(Path.of("Pulumi.dev.yaml"));
        // the stage scripts' own text (examples in their messages) is the project's, not the mocks'
        StringBuilder sources = new StringBuilder();
        try (Stream<Path> files = Files.walk(Path.of("src/main/bootstrap"))) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                sources.append(Files.readString(f));
            }
        }

        Map<String, String> artefacts = new LinkedHashMap<>();
        artefacts.put("console", run.stdout());
        try (Stream<Path> files = Files.walk(out)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                artefacts.put(out.relativize(f).toString(), Files.readString(f));
            }
        }
        List<String> unmarked = new ArrayList<>();
        int marked = 0;
        for (Map.Entry<String, String> a : artefacts.entrySet()) {
            String text = a.getValue();
            for (Pattern p : List.of(OCID, HOST_ADDRESS, AD_NAME, POOL_HOST)) {
                Matcher m = p.matcher(text);
                while (m.find()) {
                    String value = m.group();
                    boolean isMarked = text.startsWith("[simulated:", Math.max(0, m.start() - "[simulated:".length()));
                    if (isMarked) {
                        marked++;
                    } else if (!config.contains(value)
                            && !FIXED_ADDRESSES.contains(value)
                            && sources.indexOf(value) < 0) {
                        unmarked.add(a.getKey() + ": " + value + " in …"
                                + text.substring(Math.max(0, m.start() - 40), Math.min(text.length(), m.end() + 20))
                                        .replace("\n", "⏎")
                                + "…");
                    }
                }
            }
        }
        assertEquals(List.of(), unmarked.stream().limit(30).toList(), unmarked.size() + " made-up values read as real");
        assertTrue(marked > 0, "nothing marked: the scripts must still show the simulated node set");
        // what exists only after deployment reads as pulumi preview shows it
        String plan = artefacts.get("plan.json");
        assertTrue(
                plan.contains("\"vcnId\" : \"[unknown]\"") || plan.contains("\"vcnId\": \"[unknown]\""),
                "vcnId output");
        assertTrue(run.stdout().contains("bastionPublicIp: [unknown]"), run.stdout());
    }
}
