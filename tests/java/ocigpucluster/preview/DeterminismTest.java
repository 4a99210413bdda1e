package ocigpucluster.preview;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Same inputs, same bytes: a reviewer can diff two previews and see only real changes. */
class DeterminismTest {

    private static Map<String, byte[]> files(Path dir) throws IOException {
        Map<String, byte[]> out = new TreeMap<>();
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.filter(Files::isRegularFile).toList()) {
                out.put(dir.relativize(p).toString(), Files.readAllBytes(p));
            }
        }
        return out;
    }

    @Test
    void twoRunsWriteByteIdenticalPreviews(@TempDir Path tmp) throws IOException {
        List<String> sets = List.of("bootstrap.tensorflowSample=true");
        Plan first = PreviewRuns.run(PreviewRuns.DEV_STACK, sets, List.of());
        Plan second = PreviewRuns.run(PreviewRuns.DEV_STACK, sets, List.of());
        assertEquals(first.toJsonText(), second.toJsonText());

        PreviewWriter.write(first, tmp.resolve("a"));
        PreviewWriter.write(second, tmp.resolve("b"));
        Map<String, byte[]> a = files(tmp.resolve("a"));
        Map<String, byte[]> b = files(tmp.resolve("b"));
        assertEquals(a.keySet(), b.keySet());
        assertTrue(
                a.keySet()
                        .containsAll(List.of(
                                "plan.json",
                                "cloud-init/gpu-instance-configuration.yaml",
                                "cloud-init/bastion-instance.yaml",
                                "scripts/bootstrap-bastion-setup.sh",
                                "scripts/bootstrap-nccl-test.sh",
                                "scripts/bootstrap-tensorflow-sample.sh")),
                a.keySet().toString());
        for (String name : a.keySet()) {
            assertArrayEquals(a.get(name), b.get(name), name + " differs between two runs");
        }
    }

    @Test
    void twoSlurmPreviewsAreIdentical() {
        List<String> sets = List.of(
                "scheduler.type=slurm",
                "scheduler.allowUnpinnedDownloads=true",
                "scheduler.onNodeFailure=drain",
                "bootstrap.containerRuntime=false");
        Plan first = PreviewRuns.run(PreviewRuns.DEV_STACK, sets, List.of());
        assertEquals(
                first.toJsonText(),
                PreviewRuns.run(PreviewRuns.DEV_STACK, sets, List.of()).toJsonText());
        assertTrue(first.toJsonText().contains("bootstrap-slurm-controller"), "the Slurm stages are in the plan");
    }

    @Test
    void rewritingADirectoryLeavesNoStaleFiles(@TempDir Path tmp) throws IOException {
        PreviewWriter.write(PreviewRuns.plan("bootstrap.tensorflowSample=true"), tmp);
        PreviewWriter.write(PreviewRuns.plan("bootstrap.enabled=false"), tmp);
        assertEquals(
                List.of(),
                files(tmp).keySet().stream()
                        .filter(n -> n.startsWith("scripts/"))
                        .toList(),
                "scripts of an earlier preview survive in scripts/");
    }
}
