package ocigpucluster.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import ocigpucluster.ncclgate.NcclGate;
import ocigpucluster.program.Features;
import org.junit.jupiter.api.Test;

/**
 * The Java side and the scripts agree on each stage's parameters: a parameter a script reads
 * but Java does not pass would silently take the script's default (the setting would do
 * nothing); one Java passes but nothing reads would re-run the stage for nothing.
 */
class StageParametersContractTest {
    /** Every parameter any stage may take: the union of the features' stage specs. */
    private static final Set<String> CONTRACT =
            Features.STAGES.parameters().stream().map(Param::name).collect(Collectors.toCollection(TreeSet::new));

    @Test
    void everyContractParameterAStageReadsIsPassedToIt() throws IOException {
        for (StageSpec s : Features.STAGES.all()) {
            Set<String> read = read(codeWithLibraries(s));
            Set<String> missing = new TreeSet<>(read);
            missing.removeAll(s.parameters());
            assertEquals(Set.of(), missing, s.script() + " reads parameters that stage " + s.id() + " does not pass");
        }
    }

    @Test
    void everyParameterPassedIsReadByTheStageOrTheCommonLibrary() throws IOException {
        Set<String> common = read(code(ShippedBootstrap.source("lib/common.sh")));
        for (StageSpec s : Features.STAGES.all()) {
            Set<String> read = read(codeWithLibraries(s));
            read.addAll(common);
            List<String> unused =
                    s.parameters().stream().filter(p -> !read.contains(p)).toList();
            assertEquals(
                    List.of(),
                    unused,
                    "stage " + s.id() + " passes parameters " + s.script()
                            + " never reads: changing them would re-run the stage for nothing");
        }
    }

    @Test
    void everyDeclaredParameterIsReadBySomeScript() throws IOException {
        // a parameter no script reads is a setting that does nothing
        Set<String> read = read(code(ShippedBootstrap.source("lib/common.sh")));
        for (StageSpec s : Features.STAGES.all()) {
            read.addAll(read(codeWithLibraries(s)));
        }
        Set<String> unread = new TreeSet<>(CONTRACT);
        unread.removeAll(read);
        assertEquals(Set.of(), unread, "declared parameters no stage script reads");
    }

    @Test
    void theScannerSeesEveryWayAScriptReadsAParameter() {
        String code =
                "x=$NODES\ny=\"${TIMEZONE:?}\"\nrequire_uint SHAPE_GPUS\nz=${RDMA_CIDR:-10.224.0.0/12}\nSHAPE_X=1\n";
        assertEquals(Set.of("NODES", "TIMEZONE", "SHAPE_GPUS", "RDMA_CIDR"), read(code));
    }

    /**
     * A stage always gets its parameters from Java, so a default in its script is a second copy of
     * the fact, which drifts (the NCCL pass-line verdict defaulted to false in the script and true in
     * the config). The stage script, the libraries it sources and lib/common.sh require each one
     * instead ({@code : "${X:?X is required}"}). Node scripts and the on-demand programs are not
     * stages: their environment comes from a stage script or a file, and their defaults may stay.
     */
    @Test
    void noStageScriptSetsADefaultForAParameterItsStageIsPassed() throws IOException {
        String common = code(ShippedBootstrap.source("lib/common.sh"));
        Map<String, Set<String>> found = new TreeMap<>();
        for (StageSpec s : Features.STAGES.all()) {
            Set<String> defaulted = defaulted(codeWithLibraries(s) + "\n" + common);
            defaulted.retainAll(s.parameters());
            if (!defaulted.isEmpty()) {
                found.put(s.script(), defaulted);
            }
        }
        assertEquals(
                Map.of(),
                found,
                "stage scripts (or libraries they source) that set a default for a parameter their stage"
                        + " always passes: require it, : \"${X:?X is required}\" (or ${X?...} where empty is valid)");
    }

    @Test
    void theDefaultScannerSeesEveryFormOfADefault() {
        String code =
                "A=\"${A:-x}\"\nb=${B-}\n: \"${C:=1}\"\nd=${D=2}\n: \"${E:?E is required}\"\n: \"${F?}\"\ng=${G:+y}\nh=$H ${I}\n";
        assertEquals(Set.of("A", "B", "C", "D"), defaulted(code));
    }

    /** The names a text gives a default ({@code ${X:-v}}, {@code ${X-v}}, {@code ${X:=v}}, {@code ${X=v}}). */
    private static Set<String> defaulted(String code) {
        Set<String> out = new TreeSet<>();
        var m = Pattern.compile("\\$\\{([A-Z_][A-Z0-9_]*):?[-=]").matcher(code);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    private static Set<String> read(String code) {
        Set<String> out = new TreeSet<>();
        for (String name : CONTRACT) {
            Pattern use =
                    Pattern.compile("\\$\\{?" + name + "(?![A-Za-z0-9_])|require_uint " + name + "(?![A-Za-z0-9_])");
            if (use.matcher(code).find()) {
                out.add(name);
            }
        }
        return out;
    }

    /**
     * The stage's script and the libraries it sources besides lib/common.sh (e.g. lib/nccl-lib.sh,
     * which both NCCL stages share): what the stage reads is read in either.
     */
    private static String codeWithLibraries(StageSpec s) throws IOException {
        String script = code(ShippedBootstrap.source(s.script()));
        StringBuilder all = new StringBuilder(script);
        var m = Pattern.compile("source \"\\$BOOTSTRAP_DIR/(lib/[A-Za-z0-9_.-]+\\.sh)\"")
                .matcher(script);
        while (m.find()) {
            all.append('\n').append(code(ShippedBootstrap.source(m.group(1))));
        }
        return all.toString();
    }

    @Test
    void theNcclStagesReadTheSharedVerdictLibrary() throws IOException {
        for (StageSpec s : List.of(NcclGate.NCCL_TEST, NcclGate.SLURM_NCCL)) {
            assertTrue(codeWithLibraries(s).contains("nccl_verdict "), s.script() + " judges with lib/nccl-lib.sh");
        }
    }

    /** The script without its comment lines (headers document parameters; they do not read them). */
    private static String code(Path script) throws IOException {
        return Files.readAllLines(script, StandardCharsets.UTF_8).stream()
                .filter(l -> !l.stripLeading().startsWith("#"))
                .collect(Collectors.joining("\n"));
    }
}
