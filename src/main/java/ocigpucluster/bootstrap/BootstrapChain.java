package ocigpucluster.bootstrap;

import com.pulumi.core.Output;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.CustomTimeouts;
import com.pulumi.resources.Resource;
import ocigpucluster.bastion.Bastion;
import ocigpucluster.bindings.command.remote.Command;
import ocigpucluster.bindings.command.remote.CommandArgs;
import ocigpucluster.bindings.command.remote.inputs.ConnectionArgs;
import ocigpucluster.compute.GpuCompute;
import ocigpucluster.compute.NodeAddress;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The imperative half (Oracle's GPU cluster tutorial §1-2, §3 to §6): one Pulumi Command per stage, each connecting to the
 * bastion only and fanning out to every node from there, so the number of Commands never grows
 * with the node count. Stages run in order; each re-runs only when its own inputs change (the
 * node set, its parameters, its scripts' content, the pinned versions).
 */
public final class BootstrapChain extends ComponentResource {
    /** Extra time a Command gets beyond the stage's own bound, to report. */
    static final Duration REPORT_MARGIN = Duration.ofMinutes(5);
    /** A new bastion takes a few minutes to accept SSH: 40 dials x 15 s, counted in each Command's time. */
    static final int DIAL_ATTEMPTS = 40;
    static final int PER_DIAL_SECONDS = 15;

    public record Args(Settings settings, Shape shape, Output<String> userPrivateKey, Output<String> clusterPrivateKey) {
    }

    public final Output<String> readinessStdout;
    public final Output<String> runtimeStdout;
    public final Output<String> ncclStdout;
    public final Output<String> tensorflowStdout;
    public final double passLineGBps;
    public final List<Command> commands = new ArrayList<>();

    public BootstrapChain(String name, Args args, Bastion bastion, GpuCompute gpu, ComponentResourceOptions options) {
        super("oci-gpu-cluster:index:Bootstrap", name, options);
        Settings s = args.settings();
        Settings.Bootstrap b = s.bootstrap();
        this.passLineGBps = b.ncclPassLineGBps() != null ? b.ncclPassLineGBps() : args.shape().passLineGBps();

        ConnectionArgs connection = ConnectionArgs.builder()
                .host(bastion.publicIp)
                .user(bastion.user)
                .port(22.0)
                .privateKey(args.userPrivateKey())
                .dialErrorLimit(DIAL_ATTEMPTS)
                .perDialTimeout(PER_DIAL_SECONDS)
                .build();
        Output<String> nodes = gpu.nodes.applyValue(BootstrapChain::nodesParameter);
        Map<String, String> fixed = parameters(s, args.shape(), passLineGBps, gpu.clusterNetwork, bastion.hostname);
        // the Command's clock runs while it dials: the stage must still reach its own bound and report
        Duration stageBound = Duration.ofMinutes(b.nodeTimeoutMinutes()).plus(REPORT_MARGIN)
                .plusSeconds((long) DIAL_ATTEMPTS * PER_DIAL_SECONDS);

        Command setup = stage(name, Stage.BASTION_SETUP, connection, nodes, fixed, stageBound,
                args.clusterPrivateKey(), List.of(bastion.instance, gpu.cluster));
        Command ready = stage(name, Stage.READINESS_GATE, connection, nodes, fixed, stageBound, null, List.of(setup));
        this.readinessStdout = ready.stdout();
        // The optional stages, each after the one before it.
        List<Stage> later = new ArrayList<>();
        if (b.containerRuntime()) {
            later.add(Stage.CONTAINER_RUNTIME);
        }
        if (b.nccl()) {
            later.add(Stage.NCCL_TEST);
        }
        if (b.tensorflowSample()) {
            later.add(Stage.TENSORFLOW_SAMPLE);
        }
        Map<Stage, Output<String>> stdout = new java.util.EnumMap<>(Stage.class);
        Resource last = ready;
        for (Stage st : later) {
            Command c = stage(name, st, connection, nodes, fixed, stageBound, null, List.of(last));
            stdout.put(st, c.stdout());
            last = c;
        }
        this.runtimeStdout = stdout.get(Stage.CONTAINER_RUNTIME);
        this.ncclStdout = stdout.get(Stage.NCCL_TEST);
        this.tensorflowStdout = stdout.get(Stage.TENSORFLOW_SAMPLE);
        registerOutputs(Map.of("readiness", readinessStdout));
    }

    private Command stage(String prefix, Stage stage, ConnectionArgs connection, Output<String> nodes,
                          Map<String, String> fixed, Duration bound, Output<String> stdin, List<Resource> after) {
        Output<String> create = nodes.applyValue(n -> StageCommand.render(stage, withNodes(fixed, n)));
        // Triggers replace (re-run) the stage when the node set, its parameters or its scripts change.
        Output<List<Object>> triggers = nodes.applyValue(n -> List.<Object>of(
                stage.id(), StageCommand.contentHash(stage), n, selected(stage, fixed)));
        CommandArgs.Builder a = CommandArgs.builder()
                .connection(connection)
                .create(create)
                .triggers(triggers);
        if (stdin != null) {
            a.stdin(stdin);
        }
        Command c = new Command(prefix + "-" + stage.id(), a.build(), CustomResourceOptions.builder()
                .parent(this)
                .dependsOn(after)
                .customTimeouts(CustomTimeouts.builder().create(bound).update(bound).build())
                .build());
        commands.add(c);
        return c;
    }

    /** Every stage parameter except NODES, which is only known once the nodes exist. */
    static Map<String, String> parameters(Settings s, Shape shape, double passLine, boolean clusterNetwork, String bastionHost) {
        Settings.Bootstrap b = s.bootstrap();
        int nodeSeconds = b.nodeTimeoutMinutes() * 60;
        Map<String, String> p = new LinkedHashMap<>();
        p.put("NODE_USER", s.bastion().user());
        p.put("VCN_CIDR", s.network().vcnCidr());
        p.put("TIMEZONE", s.cluster().timezone());
        p.put("SHAPE", shape.name());
        p.put("SHAPE_GPUS", Integer.toString(shape.gpus()));
        // Without a cluster network there is no RDMA fabric and no shared /home to check.
        p.put("SHAPE_RDMA_NICS", Integer.toString(clusterNetwork ? shape.rdmaNics() : 0));
        p.put("BASTION_HOST", clusterNetwork ? bastionHost : "");
        p.put("RDMA_CIDR", s.network().rdmaCidr());
        p.put("NCCL_ENV", shape.nccl().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(" ")));
        p.put("NCCL_PASS_LINE_GBPS", passLineText(passLine));
        p.put("NCCL_FAIL_BELOW_PASS_LINE", Boolean.toString(b.ncclFailBelowPassLine()));
        p.put("NCCL_MIN_BYTES", b.ncclMinBytes());
        p.put("NCCL_MAX_BYTES", NcclSweep.maxBytes(b, shape));
        p.put("NCCL_EXTRA_SIZES", "10G");
        p.put("NODE_TIMEOUT_SECONDS", Integer.toString(nodeSeconds));
        p.put("STAGE_TIMEOUT_SECONDS", Integer.toString(nodeSeconds + 120));
        return p;
    }

    static String nodesParameter(List<NodeAddress> nodes) {
        return nodes.stream().map(n -> n.name() + "=" + n.ip()).collect(Collectors.joining(" "));
    }

    private static Map<String, String> withNodes(Map<String, String> fixed, String nodes) {
        Map<String, String> all = new LinkedHashMap<>(fixed);
        all.put("NODES", nodes);
        return all;
    }

    private static String selected(Stage stage, Map<String, String> fixed) {
        return stage.parameters().stream().filter(fixed::containsKey)
                .map(k -> k + "=" + fixed.get(k)).collect(Collectors.joining(" "));
    }

    private static String passLineText(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
