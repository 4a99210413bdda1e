package ocigpucluster.bootstrap;

import com.pulumi.command.remote.Command;
import com.pulumi.command.remote.CommandArgs;
import com.pulumi.command.remote.inputs.ConnectionArgs;
import com.pulumi.core.Output;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.CustomTimeouts;
import com.pulumi.resources.Resource;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import ocigpucluster.bastion.Bastion;
import ocigpucluster.compute.GpuCompute;
import ocigpucluster.compute.NodeAddress;
import ocigpucluster.settings.Settings;

/**
 * The imperative half (Oracle's GPU cluster tutorial §1-2, §3 to §6): one Pulumi Command per stage, each connecting to the
 * bastion only and fanning out to every node from there, so the number of Commands never grows
 * with the node count. Each stage waits for the stages its {@link StageSpec} names (the
 * others run at the same time); each re-runs only when its own inputs change (the node set, its
 * parameters, its scripts' content, the pinned versions).
 */
public final class BootstrapChain extends ComponentResource {
    /** Extra time a Command gets beyond the stage's own bound, to report. */
    static final Duration REPORT_MARGIN = Duration.ofMinutes(5);
    /** A new bastion takes a few minutes to accept SSH: 40 dials x 15 s, counted in each Command's time. */
    static final int DIAL_ATTEMPTS = 40;

    static final int PER_DIAL_SECONDS = 15;
    /** The stage whose stdout the component registers as its output. */
    static final String READINESS_STAGE = "readiness-gate";

    /**
     * @param bindPassword the directory's (a secret), fed to the directory stage's stdin
     * @param alertReceiver the alert webhook URL (a secret), fed to the alertmanager stage's stdin
     * @param late         the values of the parameters known only once resources exist besides NODES
     *                     ({@link Param#late()}: the on-demand compute cluster, subnet...)
     */
    public record Args(
            StageContext context,
            Output<String> userPrivateKey,
            Output<String> clusterPrivateKey,
            Output<String> bindPassword,
            Output<String> alertReceiver,
            Output<LateValues> late) {
        public Args(
                StageContext context,
                Output<String> userPrivateKey,
                Output<String> clusterPrivateKey,
                Output<String> bindPassword) {
            this(
                    context,
                    userPrivateKey,
                    clusterPrivateKey,
                    bindPassword,
                    Output.ofSecret(""),
                    Output.of(LateValues.NONE));
        }

        /** What a stage reads on stdin besides its script: its secret, or null. */
        Output<String> stdin(StageSpec.Stdin kind) {
            return switch (kind) {
                case NOTHING -> null;
                case CLUSTER_KEY -> clusterPrivateKey;
                case BIND_PASSWORD -> bindPassword;
                case ALERT_RECEIVER -> alertReceiver;
            };
        }
    }

    public final StageContext context;
    /** Each enabled stage's stdout, in stage order (read by the stack outputs through {@link StageSpec#outputs}). */
    public final Map<StageSpec, Output<String>> stdout;

    public final List<Command> commands = new ArrayList<>();

    public BootstrapChain(String name, Args args, Bastion bastion, GpuCompute gpu, ComponentResourceOptions options) {
        super("oci-gpu-cluster:index:Bootstrap", name, options);
        this.context = args.context();
        Settings.Bootstrap b = context.bootstrap();

        ConnectionArgs connection = ConnectionArgs.builder()
                .host(bastion.publicIp)
                .user(bastion.user)
                .port(22.0)
                .privateKey(args.userPrivateKey())
                .dialErrorLimit(DIAL_ATTEMPTS)
                .perDialTimeout(PER_DIAL_SECONDS)
                .build();
        Output<String> nodes = gpu.nodes.applyValue(BootstrapChain::nodesParameter);
        // the Command's clock runs while it dials: the stage must still reach its own bound and report
        Duration stageBound = Duration.ofMinutes(b.nodeTimeoutMinutes())
                .plus(REPORT_MARGIN)
                .plusSeconds((long) DIAL_ATTEMPTS * PER_DIAL_SECONDS);

        // Each stage waits for what its spec says; Pulumi runs the others at the same time.
        Stages stages = context.stages();
        Set<StageSpec> enabled = new LinkedHashSet<>(stages.enabledBy(context.settings()));
        Map<StageSpec, Command> created = new LinkedHashMap<>();
        Map<StageSpec, Output<String>> out = new LinkedHashMap<>();
        for (StageSpec st : enabled) {
            List<Resource> after = new ArrayList<>();
            List<StageSpec> waits = stages.waitsFor(st, enabled);
            if (waits.isEmpty()) {
                after.add(bastion.instance);
                after.add(gpu.cluster);
            }
            waits.forEach(w -> after.add(created.get(w)));
            Command c = stage(
                    name,
                    st,
                    connection,
                    lateValues(st, nodes, args.late()),
                    stageBound,
                    args.stdin(st.stdin()),
                    after);
            created.put(st, c);
            out.put(st, c.stdout());
        }
        this.stdout = java.util.Collections.unmodifiableMap(out);
        // the readiness gate's verdict, as before the stages became per-feature specs
        registerOutputs(
                Map.of("readiness", created.get(stages.get(READINESS_STAGE)).stdout()));
    }

    /** NODES and the stage's other late parameters, once known. */
    private static Output<Map<String, String>> lateValues(
            StageSpec stage, Output<String> nodes, Output<LateValues> late) {
        List<Param> names = stage.params().stream()
                .filter(k -> k.late() && k != CommonParams.NODES)
                .toList();
        if (names.isEmpty()) {
            return nodes.applyValue(n -> Map.of("NODES", n));
        }
        return Output.tuple(nodes, late).applyValue(t -> {
            Map<String, String> m = new LinkedHashMap<>();
            m.put("NODES", t.t1);
            for (Param k : names) {
                String v = t.t2.get(k);
                if (v == null) {
                    throw new IllegalStateException(
                            "stage " + stage.id() + " needs " + k.name() + ", which the program did not provide");
                }
                m.put(k.name(), v);
            }
            return m;
        });
    }

    private Command stage(
            String prefix,
            StageSpec stage,
            ConnectionArgs connection,
            Output<Map<String, String>> late,
            Duration bound,
            Output<String> stdin,
            List<Resource> after) {
        Map<String, String> fixed = parameters(stage, context);
        Output<String> create = late.applyValue(l -> StageCommand.create(stage, withLate(fixed, l)));
        Output<String> input = stdin;
        if (stage.scriptOnStdin()) {
            // the script travels on stdin (create is a fixed loader): stdin is no place for a secret then
            if (stdin != null) {
                throw new IllegalStateException(
                        "stage " + stage.id() + " ships its script on stdin and cannot take a secret there");
            }
            input = late.applyValue(l -> StageCommand.render(stage, withLate(fixed, l)));
        }
        // Triggers replace (re-run) the stage when the node set, its parameters or its scripts change.
        Output<List<Object>> triggers = late.applyValue(l -> List.<Object>of(
                stage.id(),
                StageCommand.contentHash(stage),
                // a stage that takes no node list (ondemand) does not re-run when the nodes change
                stage.takes(CommonParams.NODES) ? l.get("NODES") : "",
                selected(withoutNodes(withLate(fixed, l)))));
        CommandArgs.Builder a =
                CommandArgs.builder().connection(connection).create(create).triggers(triggers);
        if (input != null) {
            a.stdin(input);
        }
        Command c = new Command(
                prefix + "-" + stage.id(),
                a.build(),
                CustomResourceOptions.builder()
                        .parent(this)
                        .dependsOn(after)
                        .customTimeouts(CustomTimeouts.builder()
                                .create(bound)
                                .update(bound)
                                .build())
                        .build());
        commands.add(c);
        return c;
    }

    /** A stage's parameters except the late ones (NODES...: only known once resources exist), in the order it lists them. */
    public static Map<String, String> parameters(StageSpec stage, StageContext context) {
        Map<String, String> p = new LinkedHashMap<>();
        for (Param k : stage.params()) {
            if (!k.late()) {
                p.put(k.name(), k.value(context));
            }
        }
        return p;
    }

    static String nodesParameter(List<NodeAddress> nodes) {
        return nodes.stream().map(n -> n.name() + "=" + n.ip()).collect(Collectors.joining(" "));
    }

    private static Map<String, String> withLate(Map<String, String> fixed, Map<String, String> late) {
        Map<String, String> all = new LinkedHashMap<>(fixed);
        all.putAll(late);
        return all;
    }

    private static Map<String, String> withoutNodes(Map<String, String> all) {
        Map<String, String> m = new LinkedHashMap<>(all);
        m.remove("NODES");
        return m;
    }

    private static String selected(Map<String, String> fixed) {
        return fixed.entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(" "));
    }
}
