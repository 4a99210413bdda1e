package ocigpucluster.kubernetes;

import java.util.List;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;

/** No stock plan is a Kubernetes stack: the OKE resources are planned only by the k8s stack (KubernetesPlanTest). */
class KubernetesGraphTest implements FeatureGraph {
    @Override
    public Class<? extends Feature> feature() {
        return KubernetesFeature.class;
    }

    @Override
    public List<Row> rows() {
        return List.of();
    }
}
