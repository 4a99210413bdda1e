package ocigpucluster.capacity;

import static ocigpucluster.preview.FeatureGraph.in;
import static ocigpucluster.preview.FeatureGraph.row;
import static ocigpucluster.preview.PreviewRuns.Mode.CAPACITY_CREATED;

import java.util.List;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;

/** The capacity reservation, only where the stack creates it (an existing one is named by id: no resource). */
class CapacityGraphTest implements FeatureGraph {
    @Override
    public Class<? extends Feature> feature() {
        return CapacityFeature.class;
    }

    @Override
    public List<Row> rows() {
        return List.of(row(
                "oci:Core/computeCapacityReservation:ComputeCapacityReservation capacity-reservation -",
                in(CAPACITY_CREATED)));
    }
}
