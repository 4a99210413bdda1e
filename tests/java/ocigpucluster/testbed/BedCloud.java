package ocigpucluster.testbed;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A bed's cloud (cloud-host.sh, fakes/oci; {@code TestBed.builder().cloud()}): its state, faults,
 * request queue and API log in BEDDIR/cloud, outside every host; each instance the bastion's OCI
 * CLI launches becomes a new bed host of the bed's shape (README, "The cloud").
 */
final class BedCloud {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final TestBed bed;

    BedCloud(TestBed bed) {
        this.bed = bed;
    }

    private Path dir() {
        return bed.dir().resolve("cloud");
    }

    /**
     * BEDDIR/cloud, shared with the bastion's OCI CLI (which runs as the login user or as
     * slurm): state, faults, request queue, launched hosts' metadata keys and API log writable by every
     * user.
     */
    void prepare() throws IOException {
        Path cloud = dir();
        for (Path d :
                List.of(cloud, cloud.resolve("requests"), cloud.resolve("host-faults"), cloud.resolve("host-keys"))) {
            Files.createDirectories(d);
            Files.setPosixFilePermissions(d, java.nio.file.attribute.PosixFilePermissions.fromString("rwxrwxrwx"));
        }
        Files.writeString(
                cloud.resolve("config.json"),
                "{\"gpus\": " + bed.shape.gpus() + ", \"rdmaNics\": " + bed.rdmaNics + ", \"subnet\": \"" + bed.subnet()
                        + ".4\"}\n");
        for (String f : List.of("faults.env", "lock", "api.log")) {
            Files.writeString(cloud.resolve(f), "");
            Files.setPosixFilePermissions(
                    cloud.resolve(f), java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-rw-"));
        }
    }

    /**
     * A RUNNING instance pool named {@code name} whose instances are these running bed hosts (the
     * static nodes, as the cluster network's pool holds them); its id. Detaching one with
     * {@code --is-decrement-size false} launches its replacement as a new bed host.
     */
    String pool(String name, String compartment, List<TestBed.Host> hosts) {
        return pool(name, compartment, null, hosts);
    }

    /**
     * The same, its instance configuration launching from {@code image} (null: the base image):
     * a replacement boots the image the test snapshot under {@code cloud/images/<image>}.
     */
    String pool(String name, String compartment, String image, List<TestBed.Host> hosts) {
        List<String> cmd = new ArrayList<>(List.of("--seed-pool", dir().toString(), name, compartment));
        if (image != null) {
            cmd.addAll(List.of("--image-id", image));
        }
        hosts.forEach(h -> cmd.add(h.name() + "=" + h.ip()));
        return cli(cmd, "seeding pool " + name).strip();
    }

    /** The pool's instance configuration launches from {@code image} from now on (its replacements boot it). */
    void poolImage(String poolId, String image) {
        cli(List.of("--set-pool-image", dir().toString(), poolId, image), "pointing pool " + poolId + " at " + image);
    }

    /** The fake CLI's own bed commands (oci_cli.py {@code --seed-pool}, {@code --set-pool-image}). */
    private static String cli(List<String> args, String what) {
        List<String> cmd = new ArrayList<>(List.of(
                "python3",
                "-B",
                Path.of("tests/testbed/fakes/lib/oci_cli.py").toAbsolutePath().toString()));
        cmd.addAll(args);
        Machine.Result r = Machine.exec(cmd, "", 30);
        if (r.exitCode() != 0) {
            throw new AssertionError(what + ": " + r.stderr());
        }
        return r.stdout();
    }

    /** Set (or, with null, clear) a fault of the cloud (BEDDIR/cloud/faults.env; see README). */
    void fault(String key, String value) {
        TestBed.editFaults(dir().resolve("faults.env"), key, value);
    }

    /** A fault the host of the instance named {@code displayName} gets when it is launched (e.g. GPUS=7). */
    void hostFault(String displayName, String key, String value) {
        TestBed.editFaults(dir().resolve("host-faults/" + displayName + ".env"), key, value);
    }

    /**
     * The instance metadata document the host of the instance named {@code displayName} serves
     * at {@code /opc/v2/<path>} once it is launched (BEDDIR/cloud/host-imds/NAME/, copied into the
     * new host as {@link TestBed#serveMetadata} writes a running one's); null removes it.
     */
    void hostMetadata(String displayName, String path, String document) {
        TestBed.writeMetadata(dir().resolve("host-imds").resolve(displayName), path, document);
    }

    /** Every instance the cloud knows (its state.json, with the fake's own "_" fields). */
    List<JsonNode> instances() {
        Path state = dir().resolve("state.json");
        List<JsonNode> out = new ArrayList<>();
        try {
            if (Files.exists(state)) {
                JSON.readTree(state.toFile()).path("instances").forEach(out::add);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** One line per API request the cloud answered: {@code <epoch> <Operation> <status> [code]}. */
    List<String> apiLog() {
        try {
            return Files.readAllLines(dir().resolve("api.log"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The host of a launched instance as a {@link TestBed.Host} (its directory, faults, calls). */
    TestBed.Host host(String name, String ip) {
        return new TestBed.Host("node", name, ip, bed.dir().resolve("hosts/" + name));
    }
}
