package ocigpucluster.monitoring;

import static ocigpucluster.preview.FeatureGraph.in;
import static ocigpucluster.preview.FeatureGraph.order;
import static ocigpucluster.preview.FeatureGraph.row;
import static ocigpucluster.preview.FeatureGraph.stage;
import static ocigpucluster.preview.PreviewRuns.Mode.PRODUCTION;

import java.util.List;
import java.util.Set;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;

/**
 * Monitoring: off by default; Pulumi.prod.yaml turns it on without an alert receiver, so
 * Alertmanager is planned only in the example (which sets a fake receiver).
 */
class MonitoringGraphTest implements FeatureGraph {
    @Override
    public Class<? extends Feature> feature() {
        return MonitoringFeature.class;
    }

    @Override
    public List<Row> rows() {
        return List.of(row(stage("monitoring"), in(PRODUCTION)), row(stage("alertmanager"), in()));
    }

    @Override
    public Set<String> exampleRows() {
        return Set.of(stage("monitoring"), stage("alertmanager"));
    }

    @Override
    public List<Row> orders() {
        return List.of(
                row(order("bastion-setup", "monitoring"), in(PRODUCTION)),
                row(order("readiness-gate", "monitoring"), in(PRODUCTION)));
    }

    @Override
    public Set<String> exampleOrders() {
        return Set.of(
                order("bastion-setup", "monitoring"),
                order("readiness-gate", "monitoring"),
                order("bastion-setup", "alertmanager"),
                order("readiness-gate", "alertmanager"),
                order("monitoring", "alertmanager"));
    }
}
