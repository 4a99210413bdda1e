package ocigpucluster.monitoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import ocigpucluster.bootstrap.ShippedBootstrap;
import org.junit.jupiter.api.Test;

/**
 * The counters file the nodes' dcgm-exporter reads ({@code node/dcgm-counters.csv}) names only
 * fields the exporter knows, with a Prometheus type it knows: the real exporter refuses to start
 * otherwise ("could not find DCGM field", "could not find Prometheus metric type": NVIDIA/dcgm-exporter
 * internal/pkg/counters, ExtractCounters). The known fields: the bed model's checked-in list
 * ({@code tests/testbed/features/monitoring/bin/dcgm-fields.tsv}, from go-dcgm's field maps, its
 * source in its header), which the bed's dcgm-exporter stand-in enforces as well.
 */
class DcgmCountersTest {
    private static final Path FIELDS = Path.of("tests/testbed/features/monitoring/bin/dcgm-fields.tsv");
    private static final Set<String> TYPES = Set.of("gauge", "counter", "histogram", "summary", "label");

    /** What the exporter would refuse in a counters file: one line per problem. */
    static List<String> refused(List<String> counters, Set<String> known) {
        List<String> problems = new ArrayList<>();
        for (String line : counters) {
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            String[] parts = t.split(",", -1);
            if (parts.length != 3) {
                problems.add("malformed CSV record (3 fields): " + t);
                continue;
            }
            if (!known.contains(parts[0].strip())) {
                problems.add("could not find DCGM field " + parts[0].strip());
            }
            if (!TYPES.contains(parts[1].strip())) {
                problems.add("could not find Prometheus metric type '" + parts[1].strip() + "'");
            }
        }
        return problems;
    }

    private static Set<String> known() throws Exception {
        return Files.readAllLines(FIELDS).stream()
                .map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#"))
                .collect(Collectors.toSet());
    }

    @Test
    void everyCounterIsAFieldAndATypeTheExporterKnows() throws Exception {
        List<String> counters = Files.readAllLines(ShippedBootstrap.source("node/dcgm-counters.csv"));
        assertTrue(counters.stream().filter(l -> l.startsWith("DCGM_FI_")).count() >= 20, counters.toString());
        assertEquals(List.of(), refused(counters, known()));
    }

    @Test
    void theListHoldsGoDcgmsNamesAndATypoIsRefused() throws Exception {
        Set<String> known = known();
        // fields whose names NVIDIA documents (dcgm-exporter's default-counters.csv) and one legacy name
        for (String f : List.of("DCGM_FI_DEV_GPU_TEMP", "DCGM_FI_PROF_PIPE_TENSOR_ACTIVE", "DCGM_FI_DRIVER_VERSION")) {
            assertTrue(known.contains(f), f);
        }
        assertEquals(
                List.of(
                        "could not find DCGM field DCGM_FI_DEV_GPU_TEMPERATURE",
                        "could not find Prometheus metric type 'gague'"),
                refused(
                        List.of(
                                "DCGM_FI_DEV_GPU_TEMPERATURE, gauge, GPU temperature (in C).",
                                "DCGM_FI_DEV_SM_CLOCK, gague, SM clock frequency (in MHz)."),
                        known));
    }
}
