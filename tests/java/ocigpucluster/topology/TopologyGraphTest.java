package ocigpucluster.topology;

import java.util.List;
import java.util.Set;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;

/**
 * The topology API check (docs/topology.md): off by default, so in no stock plan; with
 * topology.apiCheck, one local Command per group after its readiness gate.
 */
class TopologyGraphTest implements FeatureGraph {
    @Override
    public Class<? extends Feature> feature() {
        return TopologyFeature.class;
    }

    @Override
    public List<Row> rows() {
        return List.of();
    }

    @Override
    public Set<String> exampleRows() {
        return Set.of("command:local:Command oci-gpu-cluster-dev-gpu-topology-api-check -");
    }
}
