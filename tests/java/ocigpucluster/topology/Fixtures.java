package ocigpucluster.topology;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The recorded metadata documents of tests/resources/ocigpucluster/topology (its README says what they are). */
final class Fixtures {
    static final Path DIR = Path.of("tests/resources/ocigpucluster/topology");

    private Fixtures() {}

    /** A node's documents from a family's folder; a document without a file is not served (null). */
    static HostTopology node(String family, String node, String group, String shape) {
        return InstanceMetadata.read(
                node,
                group,
                shape,
                read(DIR.resolve(family).resolve(node + ".host.json")),
                read(DIR.resolve(family).resolve(node + ".rdmaTopologyData.json")));
    }

    static List<HostTopology> h100() {
        return List.of("gpu-1", "gpu-2", "gpu-3", "gpu-4", "gpu-9", "gpu-10", "gpu-11").stream()
                .map(n -> node("h100", n, "gpu", "BM.GPU.H100.8"))
                .toList();
    }

    static List<HostTopology> gb200() {
        return List.of("gb-3", "gb-1", "gb-4", "gb-2").stream()
                .map(n -> node("gb200", n, "gb", "BM.GPU.GB200.4"))
                .toList();
    }

    static List<HostTopology> a100() {
        return List.of("a100-1", "a100-2", "a100-3", "a100-4").stream()
                .map(n -> node("a100", n, "a100", "BM.GPU.A100-v2.8"))
                .toList();
    }

    static String read(Path file) {
        try {
            return Files.isRegularFile(file) ? Files.readString(file) : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
