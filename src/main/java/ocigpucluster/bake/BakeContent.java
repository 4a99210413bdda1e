package ocigpucluster.bake;

import java.util.Map;
import java.util.TreeMap;
import ocigpucluster.bootstrap.BootstrapFiles;
import ocigpucluster.bootstrap.StageCommand;

/**
 * What a baked image holds of this program, and its content hash. The builder gets the node side
 * of the bootstrap tree ({@code node/}, {@code lib/}, {@code versions.env}: every node script, the
 * shared libraries and every pinned version) and the image keeps it, so the hash is over exactly
 * those files and the base image they were baked onto: a change of any of them, and of nothing
 * else (a bastion stage script, a doc), bakes a new image.
 */
public final class BakeContent {
    /** The image tag (freeform) that carries the hash; the delta path on a node compares it. */
    public static final String HASH_TAG = "oci-gpu-cluster-bake-hash";

    private BakeContent() {}

    /** The files a builder gets, by the path they ship at, in path order. */
    public static Map<String, String> files(BootstrapFiles all) {
        Map<String, String> out = new TreeMap<>();
        all.all().forEach((path, text) -> {
            if (path.startsWith("node/") || path.startsWith("lib/") || path.equals("versions.env")) {
                out.put(path, text);
            }
        });
        return out;
    }

    /** The key the base image's OCID is hashed under, beside the files' paths (none of which it can be). */
    static final String BASE_IMAGE = "base-image";

    /**
     * The content hash: the hex SHA-256 of each file and of the base image's OCID (under
     * {@value #BASE_IMAGE}) as {@code path NUL text NUL}, in path order (the stage Commands' digest):
     * the same files give the same hash whatever order they are handed in.
     */
    public static String hash(String baseImageId, Map<String, String> files) {
        Map<String, String> all = new TreeMap<>(files);
        all.put(BASE_IMAGE, baseImageId);
        return StageCommand.digest(all);
    }
}
