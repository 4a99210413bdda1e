package ocigpucluster.feature;

import com.pulumi.core.Output;
import java.util.LinkedHashMap;
import java.util.Map;
import ocigpucluster.bootstrap.BootstrapChain;

/**
 * The bootstrap chain's stages as they ran: each Command's stdout (known after it ran), for a
 * feature that checks what a stage found once it has run ({@link Feature#afterStages}).
 *
 * @param stdout each stage Command's stdout, in the chain's order; empty without a chain
 */
public record StageRuns(Map<BootstrapChain.Instance, Output<String>> stdout) {
    /** No chain (bootstrap.enabled false): no stage ran. */
    public static final StageRuns NONE = new StageRuns(Map.of());

    /** The stdout of each run of a stage, by group name (a whole-cluster stage: its one run under ""). */
    public Map<String, Output<String>> byGroup(String stageId) {
        Map<String, Output<String>> out = new LinkedHashMap<>();
        stdout.forEach((in, text) -> {
            if (in.stage().id().equals(stageId)) {
                out.put(in.stage().isPerGroup() ? in.group().group().name() : "", text);
            }
        });
        return out;
    }
}
