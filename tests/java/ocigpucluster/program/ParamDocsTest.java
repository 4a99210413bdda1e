package ocigpucluster.program;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import ocigpucluster.bootstrap.Param;
import org.junit.jupiter.api.Test;

/** The stage-parameter table is generated from the declarations: each one says what it is. */
class ParamDocsTest {
    @Test
    void everyParameterOfEveryStageHasAOneLineDoc() {
        List<String> undocumented = Features.STAGES.parameters().stream()
                .filter(p -> p.doc() == null || p.doc().isBlank() || p.doc().contains("\n"))
                .map(Param::name)
                .toList();
        assertEquals(List.of(), undocumented, "give these a one-line doc where they are declared");
    }

    @Test
    void theTableHasOneRowPerParameter() {
        String table = Features.STAGES.parameterTable();
        for (Param p : Features.STAGES.parameters()) {
            assertEquals(
                    1,
                    table.lines()
                            .filter(l -> l.startsWith("| `" + p.name() + "` |"))
                            .count(),
                    p.name());
        }
    }
}
