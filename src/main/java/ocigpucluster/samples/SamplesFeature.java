package ocigpucluster.samples;

import static ocigpucluster.bootstrap.CommonParams.NODES;
import static ocigpucluster.bootstrap.CommonParams.NODE_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.CommonParams.NODE_USER;
import static ocigpucluster.bootstrap.CommonParams.STAGE_TIMEOUT_SECONDS;

import java.util.List;
import ocigpucluster.bootstrap.StageResults;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.feature.Feature;

/** Sample workloads that prove the cluster runs real jobs: a TensorFlow training run in a container. */
public final class SamplesFeature implements Feature {
    /** After NCCL: both use every GPU, and a busy GPU would lower NCCL's figures. */
    public static final StageSpec TENSORFLOW_SAMPLE = StageSpec.stage("tensorflow-sample", "tensorflow-sample.sh")
            .enabledWhen(s -> s.bootstrap().tensorflowSample())
            .params(NODES, NODE_USER, NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS)
            .after("readiness-gate", "container-runtime", "nccl-test", "slurm-nccl")
            .perGroup()
            .image("TENSORFLOW_IMAGE")
            .output("tensorflowSample", (out, c) -> StageResults.asMap(out))
            .build();

    @Override
    public List<StageSpec> stages() {
        return List.of(TENSORFLOW_SAMPLE);
    }
}
