package ocigpucluster.containers;

import static ocigpucluster.bootstrap.CommonParams.NODES;
import static ocigpucluster.bootstrap.CommonParams.NODE_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.CommonParams.NODE_USER;
import static ocigpucluster.bootstrap.CommonParams.SHAPE;
import static ocigpucluster.bootstrap.CommonParams.STAGE_TIMEOUT_SECONDS;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageResults;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.bootstrap.Versions;
import ocigpucluster.feature.Feature;

/** The container runtime on the nodes, and the images later stages run, pulled early. */
public final class ContainersFeature implements Feature {
    /** The images later enabled stages run, pulled while the readiness gate waits for RDMA. */
    public static final Param PREFETCH_IMAGES = Param.of(
            "PREFETCH_IMAGES",
            "images of the enabled later stages, space separated (may be empty), pulled while the readiness gate waits for RDMA",
            c -> {
                Map<String, String> versions = Versions.all();
                Set<String> images = new LinkedHashSet<>();
                for (StageSpec s : c.stages().all()) {
                    if (s.image() != null && s.enabled(c.settings())) {
                        images.add(versions.get(s.image()));
                    }
                }
                return String.join(" ", images);
            });

    /** Needs only SSH and cloud-init done on each node (it waits for them itself), not RDMA. */
    public static final StageSpec CONTAINER_RUNTIME = StageSpec.stage("container-runtime", "container-runtime.sh")
            .enabledWhen(s -> s.bootstrap().containerRuntime())
            .params(NODES, NODE_USER, SHAPE.gpus, PREFETCH_IMAGES, NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS)
            .after("bastion-setup")
            .perGroup()
            // nothing in it is a host's: the builder gets it whole, a node from the image changes nothing
            .bakes()
            .output("bootstrap", (out, c) -> StageResults.asMap(out))
            .build();

    @Override
    public List<StageSpec> stages() {
        return List.of(CONTAINER_RUNTIME);
    }
}
