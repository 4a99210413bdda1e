package ocigpucluster.bake;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import ocigpucluster.bootstrap.BootstrapFiles;

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

    /**
     * The hex SHA-256 of the base image's OCID and each file as {@code path NUL bytes NUL}, in path
     * order: the same files give the same hash whatever order they are handed in.
     */
    public static String hash(String baseImageId, Map<String, String> files) {
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            d.update(("base-image\0" + baseImageId + "\0").getBytes(StandardCharsets.UTF_8));
            for (Map.Entry<String, String> f : new TreeMap<>(files).entrySet()) {
                d.update(f.getKey().getBytes(StandardCharsets.UTF_8));
                d.update((byte) 0);
                d.update(f.getValue().getBytes(StandardCharsets.UTF_8));
                d.update((byte) 0);
            }
            return HexFormat.of().formatHex(d.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
