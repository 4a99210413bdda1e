package ocigpucluster.bootstrap;

import com.pulumi.command.remote.Command;
import com.pulumi.command.remote.CommandArgs;
import com.pulumi.command.remote.inputs.ConnectionArgs;
import com.pulumi.command.remote.inputs.ProxyConnectionArgs;
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
import ocigpucluster.compute.NodeAddress;
import ocigpucluster.settings.Settings;

/**
 * The imperative half (Oracle's GPU cluster tutorial §1-2, §3 to §6): Pulumi Commands that each
 * connect to one management host (the bastion, or a role's own VM through the bastion) and fan out
 * to the nodes from there. A stage of the whole cluster is one Command; a stage of the nodes
 * ({@link StageSpec#isPerGroup}) is one Command per static group, with its group's nodes, shape
 * and fabric: the number of Commands grows with the groups, never with the nodes. Each stage waits
 * for the stages its {@link StageSpec} names (the others run at the same time; a group's stage
 * waits for the same group's); each re-runs only when its own inputs change (its node set, its
 * parameters, its scripts' content, the pinned versions).
 */
public final class BootstrapChain extends ComponentResource {
    /** Extra time a Command gets beyond the stage's own bound, to report. */
    static final Duration REPORT_MARGIN = Duration.ofMinutes(5);
    /** A new bastion takes a few minutes to accept SSH: 40 dials x 15 s, counted in each Command's time. */
    static final int DIAL_ATTEMPTS = 40;

    static final int PER_DIAL_SECONDS = 15;

    /**
     * @param bindPassword  the directory's (a secret), fed to the directory stage's stdin
     * @param alertReceiver the alert webhook URL (a secret), fed to the alertmanager stage's stdin
     * @param late          the values of the parameters known only once resources exist besides NODES
     *                      ({@link Param#late()}: the on-demand compute cluster, subnet...)
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

    /**
     * What the Commands reach: the bastion (every SSH hop starts there), each role's own VM, the
     * static groups' nodes and the login nodes.
     *
     * @param bastionAddress the bastion's public address
     * @param user           the login user of every host
     * @param bastion        the bastion's instance (every Command waits for it)
     * @param hosts          each role's own VM by its name ({@code controller}, {@code monitoring-host})
     * @param groups         each static group's nodes, in the groups' order
     * @param login          the login nodes (none: an empty list)
     */
    public record Targets(
            Output<String> bastionAddress,
            String user,
            Resource bastion,
            Map<String, Host> hosts,
            List<GroupNodes> groups,
            Nodes login) {
        public Targets {
            hosts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(hosts));
            groups = List.copyOf(groups);
        }
    }

    /** A role's own VM: its private address and its instance. */
    public record Host(Output<String> address, Resource instance) {}

    /** Nodes and the resources that must exist before a stage reaches them. */
    public record Nodes(Output<List<NodeAddress>> nodes, List<Resource> resources) {
        public static final Nodes NONE = new Nodes(Output.of(List.of()), List.of());
    }

    /** A static group's nodes. */
    public record GroupNodes(StageContext.Group group, Nodes nodes) {}

    /** One Command of a stage: for a group (a stage of the nodes) or on a host (a stage of each host). */
    public record Instance(StageSpec stage, StageContext.Group group, String host, String suffix) {
        /** {@code <stage><suffix>}: the Command's name after the chain's, its directory on its host. */
        public String id() {
            return stage.id() + suffix;
        }
    }

    public final StageContext context;
    /** Each Command's stdout, in stage order (read by the stack outputs through {@link StageSpec#outputs}). */
    public final Map<Instance, Output<String>> stdout;
    /** Each Command's context (its group's shape, its host). */
    public final Map<Instance, StageContext> contexts;

    public final List<Command> commands = new ArrayList<>();

    public BootstrapChain(String name, Args args, Targets targets, ComponentResourceOptions options) {
        super("oci-gpu-cluster:index:Bootstrap", name, options);
        this.context = args.context();
        Settings.Bootstrap b = context.bootstrap();
        Settings s = context.settings();

        // the command's clock runs while it dials: the stage must still reach its own bound and report
        Duration stageBound = Duration.ofMinutes(b.nodeTimeoutMinutes())
                .plus(REPORT_MARGIN)
                .plusSeconds((long) DIAL_ATTEMPTS * PER_DIAL_SECONDS);

        List<Resource> everyNode = new ArrayList<>();
        targets.groups().forEach(g -> everyNode.addAll(g.nodes().resources()));
        everyNode.addAll(targets.login().resources());

        Stages stages = context.stages();
        Set<StageSpec> enabled = new LinkedHashSet<>(stages.enabledBy(s));
        Map<StageSpec, List<Instance>> byStage = new LinkedHashMap<>();
        Map<Instance, Command> created = new LinkedHashMap<>();
        Map<Instance, Output<String>> out = new LinkedHashMap<>();
        Map<Instance, StageContext> contexts = new LinkedHashMap<>();
        for (StageSpec st : enabled) {
            List<Instance> instances = instances(st, s, targets);
            byStage.put(st, instances);
            for (Instance in : instances) {
                List<Resource> after = new ArrayList<>(List.of(targets.bastion()));
                Host host = targets.hosts().get(in.host());
                if (host != null) {
                    after.add(host.instance());
                }
                List<Command> waits = waits(in, stages, enabled, byStage, created);
                if (waits.isEmpty()) {
                    after.addAll(everyNode);
                }
                after.addAll(waits);
                StageContext c = context.forGroup(in.group()).onHost(in.host());
                Command command = stage(
                        name,
                        in,
                        connection(in.host(), targets, args.userPrivateKey()),
                        lateValues(st, nodes(in, targets), nodeGroups(in, targets), args.late()),
                        c,
                        stageBound,
                        args.stdin(st.stdin()),
                        after);
                created.put(in, command);
                out.put(in, command.stdout());
                contexts.put(in, c);
            }
        }
        this.stdout = java.util.Collections.unmodifiableMap(out);
        this.contexts = java.util.Collections.unmodifiableMap(contexts);
        registerOutputs(Map.of("commands", Output.of(created.size())));
    }

    /**
     * A stage's Commands: one per static group it runs on (a stage of the nodes), one per
     * management host (a stage of each host), else one on its host.
     */
    static List<Instance> instances(StageSpec st, Settings s, Targets targets) {
        List<Instance> out = new ArrayList<>();
        if (st.isPerGroup()) {
            for (GroupNodes g : targets.groups()) {
                if (st.runsOn(g.group())) {
                    out.add(new Instance(
                            st, g.group(), host(st.host(), s), g.group().group().stageSuffix()));
                }
            }
            return out;
        }
        StageContext.Group first = targets.groups().get(0).group();
        if (st.host().equals(StageSpec.EACH_HOST)) {
            out.add(new Instance(st, first, StageContext.BASTION, ""));
            targets.hosts().keySet().forEach(h -> out.add(new Instance(st, first, h, "-" + h)));
            return out;
        }
        out.add(new Instance(st, first, host(st.host(), s), ""));
        return out;
    }

    /** The host a stage runs on: its role's own VM where the role has one, else the bastion. */
    static String host(String role, Settings s) {
        if (role.equals(StageSpec.CONTROLLER) && s.controller().own()) {
            return s.controller().name();
        }
        if (role.equals(StageSpec.MONITORING) && s.monitoringHost().own()) {
            return s.monitoringHost().name();
        }
        return StageContext.BASTION;
    }

    /**
     * The Commands an instance waits for: of each stage its spec waits for, the same group's (a
     * stage of the nodes waiting for one of the nodes), else every one; a stage with no Command of
     * its own here (disabled, or for no such group) is replaced by what it waits for.
     */
    private static List<Command> waits(
            Instance in,
            Stages stages,
            Set<StageSpec> enabled,
            Map<StageSpec, List<Instance>> byStage,
            Map<Instance, Command> created) {
        Set<Command> out = new LinkedHashSet<>();
        for (StageSpec w : stages.waitsFor(in.stage(), enabled)) {
            addWaits(in, w, stages, enabled, byStage, created, out);
        }
        return List.copyOf(out);
    }

    private static void addWaits(
            Instance in,
            StageSpec w,
            Stages stages,
            Set<StageSpec> enabled,
            Map<StageSpec, List<Instance>> byStage,
            Map<Instance, Command> created,
            Set<Command> out) {
        List<Instance> of = byStage.getOrDefault(w, List.of());
        List<Instance> chosen = in.stage().isPerGroup() && w.isPerGroup()
                ? of.stream().filter(i -> i.group() == in.group()).toList()
                : of;
        if (chosen.isEmpty()) {
            for (StageSpec before : stages.waitsFor(w, enabled)) {
                addWaits(in, before, stages, enabled, byStage, created, out);
            }
            return;
        }
        chosen.forEach(i -> out.add(created.get(i)));
    }

    /** The nodes a Command's NODES lists. */
    private static Output<List<NodeAddress>> nodes(Instance in, Targets targets) {
        if (in.stage().isPerGroup()) {
            return targets.groups().stream()
                    .filter(g -> g.group() == in.group())
                    .findFirst()
                    .orElseThrow()
                    .nodes()
                    .nodes();
        }
        List<Output<List<NodeAddress>>> parts = new ArrayList<>();
        if (in.stage().nodes() != StageSpec.Nodes.LOGIN) {
            targets.groups().forEach(g -> parts.add(g.nodes().nodes()));
        }
        if (in.stage().nodes() != StageSpec.Nodes.STATIC) {
            parts.add(targets.login().nodes());
        }
        if (parts.size() == 1) {
            return parts.get(0);
        }
        return Output.all(parts)
                .applyValue(lists -> lists.stream().flatMap(List::stream).toList());
    }

    /** How a Command reaches its host: the bastion directly, a role's own VM through it. */
    private static ConnectionArgs connection(String host, Targets targets, Output<String> key) {
        Host own = targets.hosts().get(host);
        ConnectionArgs.Builder c = ConnectionArgs.builder()
                .user(targets.user())
                .port(22.0)
                .privateKey(key)
                .dialErrorLimit(DIAL_ATTEMPTS)
                .perDialTimeout(PER_DIAL_SECONDS);
        if (own == null) {
            return c.host(targets.bastionAddress()).build();
        }
        return c.host(own.address())
                .proxy(ProxyConnectionArgs.builder()
                        .host(targets.bastionAddress())
                        .user(targets.user())
                        .port(22.0)
                        .privateKey(key)
                        .dialErrorLimit(DIAL_ATTEMPTS)
                        .perDialTimeout(PER_DIAL_SECONDS)
                        .build())
                .build();
    }

    /**
     * NODE_GROUPS: {@code group:count} for each group, in the order {@link #nodes} lists their
     * nodes in NODES (login nodes, last, are in none): it grows with the groups, never with the
     * nodes, so the Command stays under sshd's one-argument limit at the largest cluster.
     */
    private static Output<String> nodeGroups(Instance in, Targets targets) {
        List<Output<String>> parts = new ArrayList<>();
        for (GroupNodes g : targets.groups()) {
            if (!in.stage().isPerGroup() || g.group() == in.group()) {
                String group = g.group().group().name();
                parts.add(g.nodes().nodes().applyValue(l -> l.isEmpty() ? "" : group + ":" + l.size()));
            }
        }
        return Output.all(parts)
                .applyValue(l -> l.stream().filter(p -> !p.isEmpty()).collect(Collectors.joining(" ")));
    }

    /** NODES and the stage's other late parameters, once known. */
    private static Output<Map<String, String>> lateValues(
            StageSpec stage, Output<List<NodeAddress>> nodeList, Output<String> nodeGroups, Output<LateValues> late) {
        boolean groups = stage.takes(CommonParams.NODE_GROUPS);
        List<Param> names = stage.params().stream()
                .filter(k -> k.late() && k != CommonParams.NODES && k != CommonParams.NODE_GROUPS)
                .toList();
        Output<Map<String, String>> known = Output.tuple(nodeList, nodeGroups).applyValue(t -> {
            Map<String, String> m = new LinkedHashMap<>();
            m.put("NODES", nodesParameter(t.t1));
            if (groups) {
                m.put("NODE_GROUPS", t.t2);
            }
            return m;
        });
        if (names.isEmpty()) {
            return known;
        }
        return Output.tuple(known, late).applyValue(t -> {
            Map<String, String> m = new LinkedHashMap<>(t.t1);
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
            Instance in,
            ConnectionArgs connection,
            Output<Map<String, String>> late,
            StageContext c,
            Duration bound,
            Output<String> stdin,
            List<Resource> after) {
        StageSpec stage = in.stage();
        Map<String, String> fixed = parameters(stage, c);
        Output<String> create = late.applyValue(l -> StageCommand.create(stage, withLate(fixed, l), in.suffix()));
        Output<String> input = stdin;
        if (stage.scriptOnStdin()) {
            // the script travels on stdin (create is a fixed loader): stdin is no place for a secret then
            if (stdin != null) {
                throw new IllegalStateException(
                        "stage " + stage.id() + " ships its script on stdin and cannot take a secret there");
            }
            input = late.applyValue(l -> StageCommand.render(stage, withLate(fixed, l), in.suffix()));
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
        Command command = new Command(
                prefix + "-" + in.id(),
                a.build(),
                CustomResourceOptions.builder()
                        .parent(this)
                        .dependsOn(after)
                        .customTimeouts(CustomTimeouts.builder()
                                .create(bound)
                                .update(bound)
                                .build())
                        .build());
        commands.add(command);
        return command;
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
