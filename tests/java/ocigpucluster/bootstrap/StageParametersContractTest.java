package ocigpucluster.bootstrap;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Java side and the scripts agree on each stage's parameters: a parameter a script reads
 * but Java does not pass would silently take the script's default (the setting would do
 * nothing); one Java passes but nothing reads would re-run the stage for nothing.
 */
class StageParametersContractTest {
    private static final Path SOURCES = Path.of("src/main/bootstrap");
    /** The parameters of BOOTSTRAP-CONTRACT.md. */
    private static final Set<String> CONTRACT = Set.of("NODES", "NODE_USER", "VCN_CIDR", "TIMEZONE", "STAGE_TIMEOUT_SECONDS",
            "NODE_TIMEOUT_SECONDS", "SHAPE", "SHAPE_GPUS", "SHAPE_RDMA_NICS", "NCCL_ENV", "NCCL_PASS_LINE_GBPS",
            "NCCL_FAIL_BELOW_PASS_LINE", "NCCL_MIN_BYTES", "NCCL_MAX_BYTES", "NCCL_EXTRA_SIZES", "RDMA_CIDR", "BASTION_HOST",
            "SHAPE_IB_WRITE_BW_GBPS", "SHAPE_FABRIC_MANAGER");

    @Test
    void everyContractParameterAStageReadsIsPassedToIt() throws IOException {
        for (Stage s : Stage.values()) {
            Set<String> read = read(code(SOURCES.resolve(s.script())));
            Set<String> missing = new TreeSet<>(read);
            missing.removeAll(s.parameters());
            assertEquals(Set.of(), missing, s.script() + " reads parameters that Stage." + s.name() + " does not pass");
        }
    }

    @Test
    void everyParameterPassedIsReadByTheStageOrTheCommonLibrary() throws IOException {
        Set<String> common = read(code(SOURCES.resolve("lib/common.sh")));
        for (Stage s : Stage.values()) {
            Set<String> read = read(code(SOURCES.resolve(s.script())));
            read.addAll(common);
            List<String> unused = s.parameters().stream().filter(p -> !read.contains(p)).toList();
            assertEquals(List.of(), unused, "Stage." + s.name() + " passes parameters " + s.script()
                    + " never reads: changing them would re-run the stage for nothing");
            assertTrue(s.parameters().stream().allMatch(CONTRACT::contains), s.name() + " passes a parameter outside the contract");
        }
    }

    @Test
    void theScannerSeesEveryWayAScriptReadsAParameter() {
        String code = "x=$NODES\ny=\"${TIMEZONE:?}\"\nrequire_uint SHAPE_GPUS\nz=${RDMA_CIDR:-10.224.0.0/12}\nSHAPE_X=1\n";
        assertEquals(Set.of("NODES", "TIMEZONE", "SHAPE_GPUS", "RDMA_CIDR"), read(code));
    }

    private static Set<String> read(String code) {
        Set<String> out = new TreeSet<>();
        for (String name : CONTRACT) {
            Pattern use = Pattern.compile("\\$\\{?" + name + "(?![A-Za-z0-9_])|require_uint " + name + "(?![A-Za-z0-9_])");
            if (use.matcher(code).find()) {
                out.add(name);
            }
        }
        return out;
    }

    /** The script without its comment lines (headers document parameters; they do not read them). */
    private static String code(Path script) throws IOException {
        return Files.readAllLines(script, StandardCharsets.UTF_8).stream()
                .filter(l -> !l.stripLeading().startsWith("#"))
                .collect(Collectors.joining("\n"));
    }
}
