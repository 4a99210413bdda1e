package ocigpucluster.samples;

import static ocigpucluster.preview.FeatureGraph.in;
import static ocigpucluster.preview.FeatureGraph.order;
import static ocigpucluster.preview.FeatureGraph.row;
import static ocigpucluster.preview.FeatureGraph.stage;
import static ocigpucluster.preview.PreviewRuns.Mode.TENSORFLOW_SAMPLE;

import java.util.List;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;

/** The TensorFlow sample: off unless bootstrap.tensorflowSample, which no committed stack sets. */
class SamplesGraphTest implements FeatureGraph {
    @Override
    public Class<? extends Feature> feature() {
        return SamplesFeature.class;
    }

    @Override
    public List<Row> rows() {
        return List.of(row(stage("tensorflow-sample"), in(TENSORFLOW_SAMPLE)));
    }

    @Override
    public List<Row> orders() {
        return List.of(
                row(order("bastion-setup", "tensorflow-sample"), in(TENSORFLOW_SAMPLE)),
                row(order("readiness-gate", "tensorflow-sample"), in(TENSORFLOW_SAMPLE)),
                row(order("container-runtime", "tensorflow-sample"), in(TENSORFLOW_SAMPLE)),
                // on the same GPUs, after the NCCL gate
                row(order("nccl-test", "tensorflow-sample"), in(TENSORFLOW_SAMPLE)));
    }
}
