package ocigpucluster.preview;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import ocigpucluster.Repo;
import ocigpucluster.program.ClusterProgram;
import ocigpucluster.program.Features;
import ocigpucluster.settings.Settings;
import ocigpucluster.settings.StackConfig;
import ocigpucluster.validation.Validation;

/**
 * Test helper: runs the real program offline (the same path as the CLI's preview: stack file,
 * --set overrides, validation, mock engine) and caches one plan per configuration, so that the
 * many tests reading the same plan pay for one run.
 */
public final class PreviewRuns {
    /** The dev stack (the tutorial's 2-node cluster) every configuration starts from. */
    public static final Path DEV_STACK = Repo.path("Pulumi.dev.yaml");
    /** The committed on-demand example stack. */
    public static final Path ONDEMAND_STACK = Repo.path("Pulumi.ondemand.yaml");
    /** The dev stack's cluster in a capacity reservation the program creates. */
    public static final Path CAPACITY_STACK = Repo.path("tests/resources/ocigpucluster/stacks/Pulumi.capacity.yaml");
    /** A stack with only the required keys. */
    public static final Path MINIMAL_STACK = Repo.path("tests/resources/ocigpucluster/stacks/Pulumi.minimal.yaml");

    /** The configurations the foundation must handle, as --set overrides of the dev stack. */
    public enum Mode {
        CLUSTER_NETWORK(),
        SINGLE_INSTANCE("cluster.mode=singleInstance", "cluster.nodeCount=1"),
        EXISTING_VCN(
                "network.existingVcnId=" + Ids.VCN,
                "network.existingPublicSubnetId=" + Ids.PUBLIC_SUBNET,
                "network.existingPrivateSubnetId=" + Ids.PRIVATE_SUBNET),
        BOOTSTRAP_DISABLED("bootstrap.enabled=false"),
        TENSORFLOW_SAMPLE("bootstrap.tensorflowSample=true"),
        /** Pulumi.prod.yaml's scheduler: Slurm, failing nodes drained, jobs in Enroot (no containerd). */
        SLURM(
                "scheduler.type=slurm",
                "scheduler.allowUnpinnedDownloads=true",
                "scheduler.onNodeFailure=drain",
                "bootstrap.containerRuntime=false"),
        /** /home on an OCI File Storage file system that outlives the stack. */
        FILE_STORAGE("storage.mode=fileStorage"),
        /** /home from an NFS export this stack does not own. */
        EXTERNAL_NFS("storage.mode=external", "storage.nfsServer=192.168.20.10", "storage.nfsPath=/export/home"),
        /** Only the required keys: every default of ConfigKeys in play. */
        DEFAULTS(MINIMAL_STACK),
        /** The committed on-demand example: the program creates the IAM resources. */
        ON_DEMAND(ONDEMAND_STACK),
        /** The committed production example: Slurm, and directory mode with an encrypted bind password. */
        PRODUCTION(Repo.path("Pulumi.prod.yaml")),
        /** The static pool in a capacity reservation the program creates (tests' capacity stack). */
        CAPACITY_CREATED(CAPACITY_STACK),
        /** One instance in an existing capacity reservation, named by OCID. */
        CAPACITY_EXISTING_SINGLE(
                "cluster.mode=singleInstance",
                "cluster.nodeCount=1",
                "availabilityDomain=Uocm:AP-TOKYO-1-AD-1",
                "capacity.reservationId=" + Ids.CAPACITY_RESERVATION),
        /** On-demand with a dynamic group and policy an administrator created. */
        ON_DEMAND_EXISTING_IAM(
                ONDEMAND_STACK, "iam.tenancyOcid=", "iam.homeRegion=", "iam.existingDynamicGroup=gpu-admins-bastion"),
        /**
         * The dev stack with Slurm: what each feature's example configuration ({@code Feature.example()})
         * is planned on, so that every stage of it is planned (FeatureGraph, ChainPlans.examplePlan).
         */
        EXAMPLE_BASE("scheduler.type=slurm", "scheduler.allowUnpinnedDownloads=true");

        private final Path stack;
        private final List<String> sets;

        Mode(String... sets) {
            this(DEV_STACK, sets);
        }

        Mode(Path stack, String... sets) {
            this.stack = stack;
            this.sets = List.of(sets);
        }

        public List<String> sets() {
            return sets;
        }

        public Path stack() {
            return stack;
        }

        public Plan plan() {
            return PreviewRuns.plan(stack, sets.toArray(String[]::new));
        }

        /** The settings this mode's plan is made from. */
        public Settings settings() {
            return validation(config(stack, sets, List.of())).settings();
        }
    }

    /** Existing-network ids for the pass-through mode (shaped like real OCIDs). */
    public static final class Ids {
        public static final String VCN =
                "ocid1.vcn.oc1.ap-tokyo-1.amaaaaaaexistingvcn00000000000000000000000000000000000000000";
        public static final String PUBLIC_SUBNET =
                "ocid1.subnet.oc1.ap-tokyo-1.aaaaaaaaexistingpublicsubnet000000000000000000000000000000";
        public static final String PRIVATE_SUBNET =
                "ocid1.subnet.oc1.ap-tokyo-1.aaaaaaaaexistingprivatesubnet00000000000000000000000000000";
        public static final String CAPACITY_RESERVATION =
                "ocid1.capacityreservation.oc1.ap-tokyo-1.aaaaaaaaexistinggpureservation0000000000000000000000000";

        private Ids() {}
    }

    private static final Map<List<Object>, Plan> CACHE = new ConcurrentHashMap<>();
    private static final ObjectMapper JSON = new ObjectMapper();

    private PreviewRuns() {}

    /** The dev stack's plan with these plain {@code KEY=VALUE} overrides (cached). */
    public static Plan plan(String... sets) {
        return plan(DEV_STACK, sets);
    }

    /** The plan of a stack file with these plain {@code KEY=VALUE} overrides (cached). */
    public static Plan plan(Path stack, String... sets) {
        return plan(stack, List.of(sets), List.of());
    }

    /**
     * The plan of a stack file with plain and secret ({@code --set-secret}) overrides, cached:
     * the one cache of every test that reads plans, so each distinct configuration runs once.
     */
    public static synchronized Plan plan(Path stack, List<String> sets, List<String> secretSets) {
        List<Object> key = List.of(stack, List.copyOf(sets), List.copyOf(secretSets));
        Plan cached = CACHE.get(key);
        if (cached == null) {
            cached = run(stack, sets, secretSets);
            CACHE.put(key, cached);
        }
        return cached;
    }

    /** A fresh (uncached) run: plain and secret overrides of a stack file. */
    public static Plan run(Path stack, List<String> sets, List<String> secretSets) {
        StackConfig config = config(stack, sets, secretSets);
        Validation v = validation(config);
        return OfflinePreview.run(v.settings(), config.region(), v.diagnostics(), ClusterProgram::define);
    }

    /** Reads a stack file and applies overrides the way the CLI does. */
    public static StackConfig config(Path stackFile, List<String> sets, List<String> secretSets) {
        try {
            StackConfig config = StackConfig.read(stackFile);
            for (String s : sets) {
                config.set(s, false);
            }
            for (String s : secretSets) {
                config.set(s, true);
            }
            return config;
        } catch (StackConfig.ConfigFileException e) {
            throw new AssertionError("test stack config is unreadable: " + e.getMessage(), e);
        }
    }

    /** Validates and insists on no error: the configurations under test are meant to be valid. */
    public static Validation validation(StackConfig config) {
        Validation v = Validation.of(config.toRawConfig(), "dev", Features.RULES);
        if (v.hasErrors()) {
            fail("the test configuration is invalid: " + v.diagnostics());
        }
        return v;
    }

    /** The one resource of that logical name. */
    public static PlannedResource resource(Plan plan, String name) {
        return plan.find(name)
                .orElseThrow(() -> new AssertionError("no resource named " + name + " in the plan; have "
                        + plan.resources().stream().map(PlannedResource::name).toList()));
    }

    /** Inputs as plain Java values (String, Integer/Long/Double, Boolean, List, Map), as the wire carries them. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> wireInputs(PlannedResource r) {
        return JSON.convertValue(r.inputs(), Map.class);
    }

    /** A JSON object as plain Java values. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> toMap(JsonNode node) {
        return JSON.convertValue(node, Map.class);
    }

    /** Decodes a resource's cloud-init user_data (instance metadata or instance configuration launch details). */
    public static String cloudConfig(PlannedResource r) {
        JsonNode userData = PreviewWriter.userData(r);
        assertNotNull(userData, r.name() + " carries no metadata.user_data");
        assertFalse(
                userData.asText().startsWith("["), r.name() + " user_data is not known in the preview: " + userData);
        return new String(Base64.getDecoder().decode(userData.asText()), java.nio.charset.StandardCharsets.UTF_8);
    }

    /**
     * Everything a resource waits for: its dependsOn, transitively, where waiting for a component
     * means waiting for every resource below it (Pulumi's semantics).
     */
    public static Set<String> waitsFor(Plan plan, String name) {
        Map<String, List<String>> children = new HashMap<>();
        for (PlannedResource r : plan.resources()) {
            if (r.parent() != null) {
                children.computeIfAbsent(r.parent(), k -> new ArrayList<>()).add(r.name());
            }
        }
        Set<String> seen = new TreeSet<>();
        Deque<String> todo = new ArrayDeque<>(resource(plan, name).dependsOn());
        while (!todo.isEmpty()) {
            String d = todo.pop();
            if (!seen.add(d)) {
                continue;
            }
            plan.find(d).ifPresent(r -> todo.addAll(r.dependsOn()));
            todo.addAll(children.getOrDefault(d, List.of()));
        }
        return seen;
    }

    /** Every name reachable from {@code start} by following dependsOn edges (not including start). */
    public static List<String> transitiveDependencies(Plan plan, String start) {
        List<String> seen = new ArrayList<>();
        List<String> todo = new ArrayList<>(resource(plan, start).dependsOn());
        while (!todo.isEmpty()) {
            String n = todo.remove(todo.size() - 1);
            if (!seen.contains(n)) {
                seen.add(n);
                plan.find(n).ifPresent(r -> todo.addAll(r.dependsOn()));
            }
        }
        return seen;
    }
}
