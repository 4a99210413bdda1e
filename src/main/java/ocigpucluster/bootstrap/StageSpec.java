package ocigpucluster.bootstrap;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import ocigpucluster.settings.Settings;

/**
 * The one definition of a bootstrap stage, declared by the feature it belongs to: its script on
 * the bastion, what enables it, the parameters it gets (only its own, so changing, say, the NCCL
 * pass line re-runs the NCCL stage and nothing before it), the stages it waits for, the image it
 * runs (pulled early), its stack outputs with how they are read from the stage's stdout, and the
 * secret it takes on stdin. The chain, the stack outputs, the contract test and the test bed all
 * iterate over the registry's specs ({@link Stages}).
 *
 * <p>Stages without a dependency between them run at the same time (Pulumi runs independent
 * resources concurrently): the container runtime installs and pulls while the readiness gate
 * waits the ~10 minutes RDMA auto-configuration takes.
 *
 * @param after         the ids of the stages this one must wait for, when they are enabled
 * @param before        the ids of the stages that must wait for this one, when both are enabled:
 *                      a feature places its stage in another feature's order without that
 *                      feature naming it ({@link Stages#after})
 * @param params        the parameters, in the order the command passes them
 * @param image         the versions.env key of the container image this stage runs, or null
 * @param outputs       the stack outputs read from the stage's stdout (none: it reports nothing)
 * @param stdin         the secret the stage reads on stdin
 * @param scriptOnStdin true where the stage's rendered script ({@link StageCommand#render}) travels
 *                      on its Command's stdin and {@code create} is the short fixed
 *                      {@link StageCommand#loader}: a stage that ships more than sshd's one-argument
 *                      limit (MAX_ARG_STRLEN, 128 KiB) allows in a {@code create} text. Only a stage
 *                      that takes no secret on stdin.
 * @param bake          the variables that select the stage's bake mode, where it has one: a bake
 *                      runs the stage with them on a builder ({@link BakeStages}), before any node
 *                      of the group exists; null: the stage installs nothing an image could hold
 */
public record StageSpec(
        String id,
        String script,
        Predicate<Settings> enabledWhen,
        List<String> after,
        List<String> before,
        List<Param> params,
        String image,
        List<StageOutput> outputs,
        Stdin stdin,
        boolean scriptOnStdin,
        Predicate<StageContext.Group> perGroup,
        Nodes nodes,
        String host,
        java.util.Map<String, String> bake) {

    /** The nodes a stage's NODES lists. */
    public enum Nodes {
        /** the static groups' nodes (a stage of one group: that group's) */
        STATIC,
        /** the static groups' nodes and the login nodes (accounts, directory, /etc/hosts) */
        STATIC_AND_LOGIN,
        /** the login nodes only */
        LOGIN
    }

    /** Where a stage runs: {@link #CONTROLLER} (where slurmctld runs: the bastion or its own VM), the monitoring host, or every management host. */
    public static final String CONTROLLER = "controller";

    public static final String MONITORING = "monitoring-host";
    /** One Command per management host: the bastion and each role's own VM. */
    public static final String EACH_HOST = "each";

    /** What a stage reads on stdin besides its script. */
    public enum Stdin {
        NOTHING,
        /** the cluster's private key (stage 1 installs it on the bastion) */
        CLUSTER_KEY,
        /** the directory's bind password */
        BIND_PASSWORD,
        /** the webhook URL Alertmanager delivers alerts to (it carries a token) */
        ALERT_RECEIVER
    }

    /** A stack output and how it is read from the stage's stdout. */
    public record StageOutput(String name, BiFunction<String, StageContext, Object> reader) {}

    public StageSpec {
        after = List.copyOf(after);
        before = List.copyOf(before);
        params = List.copyOf(params);
        outputs = List.copyOf(outputs);
        bake = bake == null ? null : java.util.Map.copyOf(bake);
        if (scriptOnStdin && stdin != Stdin.NOTHING) {
            throw new IllegalArgumentException(
                    "stage " + id + " ships its script on stdin and cannot take a secret there");
        }
    }

    /** True for a stage that runs once per static group (its own Command, its group's nodes and shape). */
    public boolean isPerGroup() {
        return perGroup != null;
    }

    /** True when a stage of one group runs on {@code g} (a whole-cluster stage: always). */
    public boolean runsOn(StageContext.Group g) {
        return perGroup == null || perGroup.test(g);
    }

    /** Starts a spec: enabled always, waiting for nothing, no parameters, image, output or secret. */
    public static Builder stage(String id, String script) {
        return new Builder(id, script);
    }

    /** The parameter names, in the order the command passes them. */
    public List<String> parameters() {
        return params.stream().map(Param::name).toList();
    }

    public boolean enabled(Settings s) {
        return enabledWhen.test(s);
    }

    public boolean takes(Param p) {
        return params.contains(p);
    }

    public boolean takesClusterKey() {
        return stdin == Stdin.CLUSTER_KEY;
    }

    public boolean takesBindPassword() {
        return stdin == Stdin.BIND_PASSWORD;
    }

    /** Takes any secret on stdin. */
    public boolean takesSecret() {
        return stdin != Stdin.NOTHING;
    }

    @Override
    public String toString() {
        return id;
    }

    public static final class Builder {
        private final String id;
        private final String script;
        private Predicate<Settings> enabledWhen = s -> true;
        private final List<String> after = new ArrayList<>();
        private final List<String> before = new ArrayList<>();
        private final List<Param> params = new ArrayList<>();
        private String image;
        private final List<StageOutput> outputs = new ArrayList<>();
        private Stdin stdin = Stdin.NOTHING;
        private boolean scriptOnStdin;
        private Predicate<StageContext.Group> perGroup;
        private Nodes nodes = Nodes.STATIC;
        private String host = CONTROLLER;
        private java.util.Map<String, String> bake;

        private Builder(String id, String script) {
            this.id = id;
            this.script = script;
        }

        public Builder enabledWhen(Predicate<Settings> p) {
            enabledWhen = p;
            return this;
        }

        public Builder after(String... stageIds) {
            after.addAll(List.of(stageIds));
            return this;
        }

        public Builder before(String... stageIds) {
            before.addAll(List.of(stageIds));
            return this;
        }

        public Builder params(Param... ps) {
            params.addAll(List.of(ps));
            return this;
        }

        public Builder params(List<Param> ps) {
            params.addAll(ps);
            return this;
        }

        public Builder image(String versionsKey) {
            image = versionsKey;
            return this;
        }

        public Builder output(String name, BiFunction<String, StageContext, Object> reader) {
            outputs.add(new StageOutput(name, reader));
            return this;
        }

        public Builder stdin(Stdin s) {
            stdin = s;
            return this;
        }

        public Builder scriptOnStdin() {
            scriptOnStdin = true;
            return this;
        }

        /**
         * One Command per static group (the stages that check or set up nodes: their shape's facts
         * and their fabric are the group's): the Commands grow with the groups, never with the nodes.
         */
        public Builder perGroup() {
            return perGroup(g -> true);
        }

        /** One Command per static group that {@code which} holds (the NCCL gate: the RDMA groups). */
        public Builder perGroup(Predicate<StageContext.Group> which) {
            perGroup = which;
            return this;
        }

        /** The nodes its NODES lists (default: the static groups'). */
        public Builder nodes(Nodes n) {
            nodes = n;
            return this;
        }

        /** Where it runs (default {@link #CONTROLLER}). */
        public Builder runsOn(String h) {
            host = h;
            return this;
        }

        /**
         * Gives the stage a bake mode: a bake runs it on its builder with these variables
         * ({@code NAME, value, ...}) besides its parameters.
         */
        public Builder bakes(String... nameValues) {
            if (nameValues.length % 2 != 0) {
                throw new IllegalArgumentException("bakes takes name, value pairs");
            }
            java.util.Map<String, String> m = new java.util.LinkedHashMap<>();
            for (int i = 0; i < nameValues.length; i += 2) {
                m.put(nameValues[i], nameValues[i + 1]);
            }
            bake = m;
            return this;
        }

        public StageSpec build() {
            return new StageSpec(
                    id,
                    script,
                    enabledWhen,
                    after,
                    before,
                    params,
                    image,
                    outputs,
                    stdin,
                    scriptOnStdin,
                    perGroup,
                    nodes,
                    host,
                    bake);
        }
    }
}
