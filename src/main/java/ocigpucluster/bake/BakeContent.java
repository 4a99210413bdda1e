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

    /** Where a stage's files and bake variables are hashed: beside the tree's paths, none of which starts so. */
    static final String STAGE_KEY = "bake-stage/";

    /**
     * What a bake of these settings' groups is made of: the files the builder gets
     * ({@link #files}) and, for every enabled stage with a bake mode (the bake runs them against
     * the builder, {@link ocigpucluster.bootstrap.BakeStages}), the files it ships and its bake
     * variables: a change of any of them, and of no other stage's, bakes a new image. The stages'
     * parameters are not in it: they are the cluster's (its timeouts, its failure policy), and the
     * bake modes install nothing they choose. {@code stages} null: no stage runs in the bake.
     */
    public static Map<String, String> content(
            ocigpucluster.bootstrap.Stages stages, ocigpucluster.settings.Settings s) {
        Map<String, String> out = files(BootstrapFiles.get());
        if (stages == null) {
            return out;
        }
        for (ocigpucluster.bootstrap.StageSpec st : stages.enabledBy(s)) {
            if (st.bake() == null) {
                continue;
            }
            StageCommand.files(st, BootstrapFiles.get())
                    .forEach((path, text) -> out.put(STAGE_KEY + st.id() + "/" + path, text));
            out.put(STAGE_KEY + st.id(), new java.util.TreeMap<>(st.bake()).toString());
        }
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
