package ocigpucluster.kubernetes;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The {@code TF_CONFIG} of each worker of the TensorFlow multi-worker MNIST job
 * ({@code MultiWorkerMirroredStrategy} with NCCL): a JSON object with the {@code cluster} (every
 * worker's {@code host:port}, the same list on every worker) and this worker's {@code task}
 * ({@code type} worker, {@code index} its place in that list), as TensorFlow's tutorial
 * "Multi-worker training with Keras" (tensorflow.org/tutorials/distribute/multi_worker_with_keras)
 * defines it. The workers are the pods of an Indexed Job with a headless Service as their
 * subdomain, so worker {@code i} is reachable as {@code <job>-<i>.<service>} (Kubernetes docs,
 * "Job with Pod-to-Pod Communication": an Indexed Job's pod hostname is
 * {@code $(job-name)-$(index)}).
 *
 * @param cluster the worker list under its task type
 * @param task    this worker's type and index
 */
public record TfConfig(Map<String, List<String>> cluster, Task task) {
    /** A DNS-1123 label: what a Job and a Service may be named (Kubernetes, "Object Names and IDs"). */
    private static final Pattern LABEL = Pattern.compile("[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?");

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A worker's role in the cluster. */
    public record Task(String type, int index) {}

    /**
     * One {@code TF_CONFIG} per worker, worker {@code i} at index {@code i}.
     *
     * @throws IllegalArgumentException on a name that is no DNS label, fewer than one worker, or a
     *                                  port outside 1..65535
     */
    public static List<TfConfig> forWorkers(String job, String service, int workers, int port) {
        for (String name : List.of(job, service)) {
            if (name == null || !LABEL.matcher(name).matches()) {
                throw new IllegalArgumentException(
                        "'" + name + "' is not a DNS label (lower-case letters, digits and -, at most 63)");
            }
        }
        if (workers < 1) {
            throw new IllegalArgumentException("a multi-worker job needs at least one worker, not " + workers);
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is not in 1..65535");
        }
        List<String> hosts = new ArrayList<>();
        for (int i = 0; i < workers; i++) {
            hosts.add(job + "-" + i + "." + service + ":" + port);
        }
        List<TfConfig> out = new ArrayList<>();
        for (int i = 0; i < workers; i++) {
            out.add(new TfConfig(Map.of("worker", List.copyOf(hosts)), new Task("worker", i)));
        }
        return out;
    }

    /** The value of the worker's {@code TF_CONFIG} environment variable. */
    public String json() {
        try {
            return JSON.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
