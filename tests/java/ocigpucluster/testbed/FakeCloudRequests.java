package ocigpucluster.testbed;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The requests the fake OCI CLI's cloud (fakes/lib/oci_cli.py) answered, read from its api.log. */
public final class FakeCloudRequests {
    private FakeCloudRequests() {}

    /** {@code <Operation> <status> [code]} per request, oldest first; none before the first request. */
    public static List<String> of(Path cloudDir) throws IOException {
        Path log = cloudDir.resolve("api.log");
        return Files.exists(log)
                ? Files.readAllLines(log).stream()
                        .map(l -> l.substring(l.indexOf(' ') + 1)) // the epoch first
                        .toList()
                : List.of();
    }
}
