package ocigpucluster.bake;

import com.pulumi.core.Output;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.feature.Contribution;
import ocigpucluster.feature.Example;
import ocigpucluster.feature.Feature;
import ocigpucluster.feature.GroupImage;
import ocigpucluster.feature.ProgramContext;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.validation.Check;

/**
 * Baked images: a node group named in {@code bake.groups} launches from an image baked for it
 * ({@link BakeImage}) instead of its base image, so its nodes hold what the stages would install.
 * The image is made again only when the content hash of what it holds changes
 * ({@link BakeContent}). The stack output {@code bake} gives each baked group's hash and image.
 */
public final class BakeFeature implements Feature {
    /** The images made in this program run, by group: read back for the stack output. */
    private final Map<String, BakeImage> made = new java.util.concurrent.ConcurrentHashMap<>();

    @Override
    public List<ConfigGroup<?>> config() {
        return List.of(BakeKeys.GROUP);
    }

    @Override
    public List<Check> checks() {
        return BakeChecks.ALL;
    }

    @Override
    public List<ocigpucluster.iam.IamStatement> iam() {
        return BakeIam.ALL;
    }

    /** The dev stack's group ({@code gpu}, from cluster.*) baked, its nodes' replacement accepted. */
    @Override
    public Example example() {
        return new Example(
                Map.of(
                        BakeKeys.GROUPS,
                        "[\"" + NodeGroup.LEGACY_STATIC + "\"]",
                        BakeKeys.REPLACES_STATIC_NODES,
                        "true"),
                Map.of());
    }

    @Override
    public ocigpucluster.bootstrap.NodeImage nodeImage(
            ocigpucluster.bootstrap.Stages stages, ocigpucluster.settings.Settings s, NodeGroup g) {
        return BakeParams.of(stages, s, g);
    }

    @Override
    public Output<String> groupImage(GroupImage g) {
        Bake bake = Bake.of(g.settings());
        if (!bake.bakes(g.group())) {
            return null;
        }
        BakeImage image = new BakeImage(g, bake);
        made.put(key(g.settings(), g.group()), image);
        return image.imageId;
    }

    @Override
    public Contribution contribute(ProgramContext p) {
        Bake bake = Bake.of(p.settings());
        Map<String, Output<Map<String, String>>> byGroup = new LinkedHashMap<>();
        for (NodeGroup g : p.settings().groups()) {
            BakeImage image = bake.bakes(g) ? made.get(key(p.settings(), g)) : null;
            if (image != null) {
                String hash = image.hash;
                byGroup.put(g.name(), image.imageId.applyValue(id -> Map.of("hash", hash, "imageId", id)));
            }
        }
        if (byGroup.isEmpty()) {
            return Contribution.NONE;
        }
        Output<Map<String, Map<String, String>>> all = Output.of(Map.of());
        for (var e : byGroup.entrySet()) {
            all = Output.tuple(all, e.getValue()).applyValue(t -> {
                Map<String, Map<String, String>> m = new java.util.TreeMap<>(t.t1);
                m.put(e.getKey(), t.t2);
                return m;
            });
        }
        return new Contribution(null, Map.of("bake", all));
    }

    /** One program run's key of a group (the feature object is shared by every run in one JVM). */
    private static String key(ocigpucluster.settings.Settings s, NodeGroup g) {
        return System.identityHashCode(s) + "/" + g.name();
    }
}
