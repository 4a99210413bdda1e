package ocigpucluster.kubernetes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.ncclgate.NcclGate;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.settings.Settings;
import org.junit.jupiter.api.Test;

/**
 * What the generated objects say: the queue chain the MPIJob is admitted through, the group's
 * nodes and GPUs, the Slurm gate's sweep and NCCL environment, the TF example's per-worker
 * TF_CONFIG; and that the k8s stack's plan exports them, valid.
 */
class ManifestsTest {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    static List<JsonNode> parse(String text) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        try (YAMLParser p = new YAMLFactory().createParser(text)) {
            p.setCodec(YAML);
            while (p.nextToken() != null) {
                out.add(p.readValueAsTree());
            }
        }
        return out;
    }

    @Test
    void theMpiJobIsAdmittedThroughItsGroupsQueueChainOntoTheGroupsNodes() throws IOException {
        // the tutorial's cluster: one RDMA group "gpu", two BM.GPU4.8 (8 GPUs each)
        Manifests.NcclGateObjects gate =
                Manifests.ncclGates(ManifestsSchemaTest.settings()).get(0);
        JsonNode job = Manifests.tree(gate.job());
        assertEquals(
                "gpu-nccl",
                job.at("/metadata/labels/kueue.x-k8s.io~1queue-name").asText());
        JsonNode lq = Manifests.tree(gate.localQueue());
        assertEquals("gpu-nccl", lq.at("/metadata/name").asText());
        assertEquals("default", lq.at("/metadata/namespace").asText());
        assertEquals(job.at("/metadata/namespace"), lq.at("/metadata/namespace"));
        assertEquals("gpu-nccl", lq.at("/spec/clusterQueue").asText());
        JsonNode cq = Manifests.tree(gate.clusterQueue());
        assertEquals("gpu-nccl", cq.at("/metadata/name").asText());
        assertEquals("gpu", cq.at("/spec/resourceGroups/0/flavors/0/name").asText());
        assertEquals(
                "16",
                cq.at("/spec/resourceGroups/0/flavors/0/resources/0/nominalQuota")
                        .asText());
        JsonNode flavor = Manifests.tree(gate.flavor());
        assertEquals("gpu", flavor.at("/metadata/name").asText());
        assertEquals(
                "BM.GPU4.8",
                flavor.at("/spec/nodeLabels/node.kubernetes.io~1instance-type").asText());

        assertEquals(8, job.at("/spec/slotsPerWorker").asInt());
        JsonNode worker = job.at("/spec/mpiReplicaSpecs/Worker");
        assertEquals(2, worker.at("/replicas").asInt());
        assertEquals(
                "BM.GPU4.8",
                worker.at("/template/spec/nodeSelector/node.kubernetes.io~1instance-type")
                        .asText());
        assertEquals(
                "8",
                worker.at("/template/spec/containers/0/resources/limits/nvidia.com~1gpu")
                        .asText());
        assertTrue(worker.at("/template/spec/hostNetwork").asBoolean());
        assertEquals(
                "/dev/infiniband",
                worker.at("/template/spec/volumes/0/hostPath/path").asText());
        assertEquals(
                "IPC_LOCK",
                worker.at("/template/spec/containers/0/securityContext/capabilities/add/0")
                        .asText());
        assertEquals(1, job.at("/spec/mpiReplicaSpecs/Launcher/replicas").asInt());
        // the pass line the verdict uses is the Slurm gate's: BM.GPU4.8's published one
        assertEquals(Double.valueOf(185), gate.passLineGBps());
    }

    @Test
    void theLauncherRunsTheSlurmGatesSweepWithTheShapesNcclEnvironment() {
        Settings s = ManifestsSchemaTest.settings();
        JsonNode job = Manifests.tree(Manifests.ncclGates(s).get(0).job());
        String script = job.at("/spec/mpiReplicaSpecs/Launcher/template/spec/containers/0/args/0")
                .asText();
        // BM.GPU4.8 (40 GB per GPU): the sweep 1G..8G, as the Slurm gate's parameters say
        assertTrue(script.contains(" -b 1G -e 8G -f 2 -t 1 -g 1"), script);
        StageContext c = new StageContext(
                null, s, Manifests.rdmaGroups(s).get(0), Manifests.rdmaGroups(s), null, StageContext.BASTION);
        assertEquals("1G", NcclGate.NCCL_MIN_BYTES.value(c));
        assertEquals("8G", NcclGate.NCCL_MAX_BYTES.value(c));
        for (String kv : NcclGate.NCCL_ENV.value(c).split(" ")) {
            assertTrue(script.contains(" -x " + kv + " "), kv + " missing from " + script);
        }
        assertTrue(script.contains("-x NCCL_IB_GID_INDEX=3 "), script);
        assertTrue(script.contains("-np \"$np\" -npernode 8 "), script);
        // NCCL's INIT/NET lines in the log, as the Slurm and nerdctl gates print them: across nodes
        // the shared verdict fails a log that never says NCCL used IB (NCCL_NOT_USING_RDMA)
        assertTrue(script.contains(" -x NCCL_DEBUG=INFO -x NCCL_DEBUG_SUBSYS=INIT,NET "), script);
    }

    @Test
    void eachTensorflowWorkerReadsItsOwnTfConfigFromTheConfigMap() {
        List<Object> tf = Manifests.tensorflowMnist(ManifestsSchemaTest.settings());
        JsonNode cm = Manifests.tree(tf.get(0));
        assertEquals(
                "{\"cluster\":{\"worker\":[\"tf-mnist-0.tf-mnist-workers:12345\",\"tf-mnist-1.tf-mnist-workers:12345\"]},"
                        + "\"task\":{\"type\":\"worker\",\"index\":1}}",
                cm.at("/data/tf-config-1.json").asText());
        assertTrue(cm.at("/data/mnist_multiworker.py").asText().contains("MultiWorkerMirroredStrategy"));
        JsonNode svc = Manifests.tree(tf.get(1));
        assertEquals("None", svc.at("/spec/clusterIP").asText());
        assertEquals("tf-mnist-workers", svc.at("/metadata/name").asText());
        JsonNode job = Manifests.tree(tf.get(2));
        assertEquals("Indexed", job.at("/spec/completionMode").asText());
        assertEquals(2, job.at("/spec/completions").asInt());
        assertEquals(2, job.at("/spec/parallelism").asInt());
        assertEquals("tf-mnist-workers", job.at("/spec/template/spec/subdomain").asText());
        assertEquals(svc.at("/spec/selector"), job.at("/spec/template/metadata/labels"));
        assertEquals(
                "gpu-nccl",
                job.at("/metadata/labels/kueue.x-k8s.io~1queue-name").asText());
        assertTrue(job.at("/spec/template/spec/containers/0/args/0")
                .asText()
                .contains("/etc/tf-mnist/tf-config-\"$JOB_COMPLETION_INDEX\".json"));
    }

    @Test
    void theK8sStackExportsItsManifestsAndEachPassesStrictValidation() throws IOException {
        Plan plan = PreviewRuns.plan(KubernetesPlanTest.K8S);
        List<JsonNode> objects =
                parse(plan.outputs().path("kubernetesManifests").asText());
        objects.addAll(parse(plan.outputs().path("kubernetesTensorflowMnist").asText()));
        List<String> kinds = objects.stream().map(o -> o.path("kind").asText()).toList();
        assertEquals(
                List.of(
                        "SriovNetworkNodePolicy",
                        "ResourceFlavor",
                        "ClusterQueue",
                        "LocalQueue",
                        "MPIJob",
                        "ConfigMap",
                        "Service",
                        "Job"),
                kinds);
        for (JsonNode o : objects) {
            assertEquals(List.of(), ManifestSchemas.validate(o), o.path("kind").asText());
        }
        assertEquals("bm-gpu-h100-8", objects.get(0).at("/metadata/name").asText());
        assertEquals("nccl-train", objects.get(4).at("/metadata/name").asText());
    }

    /**
     * A recorded 2-node H100 log (nccl-logs/06, printed average 70.742 GB/s; only its numbers matter here) behind the marker
     * line the generated launcher prints, judged as the Slurm gate judges it.
     */
    @Test
    void theLaunchersLogIsJudgedByTheSlurmGatesParserAndPassLine() throws IOException {
        String log = Files.readString(Path.of("tests/resources/nccl-logs/06-a3mega-h100-2node.log"));
        Manifests.NcclGateObjects k8s =
                Manifests.ncclGates(ManifestsSchemaTest.settings()).get(0);
        String script = Manifests.tree(k8s.job())
                .at("/spec/mpiReplicaSpecs/Launcher/template/spec/containers/0/args/0")
                .asText();
        String marker = script.lines()
                .filter(l -> l.startsWith("echo \"# oci-gpu-cluster run 1: "))
                .findFirst()
                .orElseThrow()
                .replace("echo \"", "")
                .replace("$np", "16")
                .replaceAll("\"$", "");
        assertEquals("# oci-gpu-cluster run 1: all_reduce_perf -b 1G -e 8G -f 2 -t 1 -g 1 (16 ranks)", marker);
        // BM.GPU4.8's published pass line, 185 GB/s: 70.742 fails it
        Map<String, Object> fail = k8s.result(marker + "\n" + log);
        assertEquals(false, fail.get("passed"), fail.toString());
        assertEquals(70.742, ((Number) fail.get("avgBusbwGBps")).doubleValue(), 1e-9);
        assertEquals(185.0, ((Number) fail.get("passLineGBps")).doubleValue(), 1e-9);
        // a stack whose pass line is 70 GB/s: the same log passes
        Settings seventy =
                KubernetesChecksTest.k8s().set("bootstrap.ncclPassLineGBps", 70).settings();
        Map<String, Object> pass = Manifests.ncclGates(seventy).get(0).result(marker + "\n" + log);
        assertEquals(true, pass.get("passed"), pass.toString());
        assertEquals(NcclGate.result(marker + "\n" + log, 70.0), pass);
    }
}
