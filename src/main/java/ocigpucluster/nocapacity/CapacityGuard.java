package ocigpucluster.nocapacity;

import com.pulumi.command.local.Command;
import com.pulumi.command.local.CommandArgs;
import com.pulumi.core.Output;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.CustomTimeouts;
import com.pulumi.resources.Resource;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.LocalScript;
import ocigpucluster.compute.PoolGuard;
import ocigpucluster.settings.Settings;

/**
 * No capacity, said plainly and early, for a cluster network: two Pulumi local Commands that
 * run the OCI CLI where {@code pulumi up} runs, with the provider's own credentials (no bastion,
 * no instance principal: the nodes do not wait for the bastion). The <b>preflight</b> runs before
 * the cluster network and refuses when OCI's capacity report has fewer hosts than the nodes to
 * launch; the <b>watch</b> runs beside its create and terminates it on an "Out of host capacity"
 * work-request error, so the update fails within minutes with nothing left billing. Both print
 * {@code OUT_OF_HOST_CAPACITY} (failure-codes.tsv) and the user's options; the provider's create
 * timeout stays the last bound. docs/no-capacity.md.
 */
public final class CapacityGuard implements PoolGuard {
    static final List<String> INTERPRETER = List.of("/bin/bash", "-c");
    static final String PREFLIGHT = "capacity-preflight.sh";
    static final String WATCH = "capacity-watch.sh";
    static final List<String> LIBS = List.of("lib/oci-lib.sh", "lib/capacity-lib.sh");
    /** How often the watch asks OCI: a capacity error ends the update within about this much. */
    static final int POLL_SECONDS = 20;
    /** The provider sends CreateClusterNetwork within seconds of its instance configuration. */
    static final Duration APPEAR = Duration.ofMinutes(5);
    /** Terminating bare-metal nodes takes minutes. */
    static final Duration TERMINATE_WAIT = Duration.ofMinutes(15);

    static final String POOL_WAIT = "pool-wait.sh";

    /** The preflight and the watch run (capacityGuard.enabled); the pool wait runs either way. */
    private final boolean enabled;
    /** oci:region, or null (the CLI's own profile region): the region the CLI calls. */
    private final String region;

    CapacityGuard(boolean enabled, String region) {
        this.enabled = enabled;
        this.region = region;
    }

    /**
     * The guard these settings ask for: the preflight and the watch unless {@code
     * capacityGuard.enabled} is false; the wait for the pool's nodes after a create or resize
     * always (without it the node list of a resize is read while the pool still scales).
     */
    public static PoolGuard of(Settings s) {
        return new CapacityGuard(s.get(CapacityGuardKeys.GROUP), s.region());
    }

    @Override
    public List<Resource> before(String name, Target t, CustomResourceOptions.Builder options) {
        if (!enabled) {
            return List.of();
        }
        return List.of(new Command(
                name + "-capacity-preflight",
                CommandArgs.builder()
                        .interpreter(INTERPRETER)
                        .create(t.availabilityDomain().applyValue(ad -> command(PREFLIGHT, parameters(t, ad, region))))
                        // again when what it checked changes
                        .triggers(t.availabilityDomain()
                                .applyValue(ad -> List.<Object>of(
                                        t.shape(),
                                        ad,
                                        t.nodeCount(),
                                        t.hpcIslandId() == null ? "" : t.hpcIslandId(),
                                        String.join(" ", t.networkBlockIds()))))
                        .build(),
                options.build()));
    }

    /** The watch must not depend on the cluster network: it runs while the provider waits for it. */
    @Override
    public void beside(
            String name,
            Target t,
            Output<String> instanceConfigurationId,
            Duration bound,
            List<Resource> after,
            CustomResourceOptions.Builder options) {
        if (!enabled) {
            return;
        }
        new Command(
                name + "-capacity-watch",
                CommandArgs.builder()
                        .interpreter(INTERPRETER)
                        .create(Output.tuple(t.availabilityDomain(), instanceConfigurationId)
                                .applyValue(v -> command(WATCH, watchParameters(t, v.t1, v.t2, bound, region))))
                        // again when the network is resized or replaced
                        .triggers(instanceConfigurationId.applyValue(id -> List.<Object>of(t.nodeCount(), id)))
                        .build(),
                options.dependsOn(after)
                        .customTimeouts(CustomTimeouts.builder()
                                .create(bound.plus(TERMINATE_WAIT).plusMinutes(5))
                                .build())
                        .build());
    }

    /**
     * After the cluster network's create or resize, until its pool has its nodes: the node list
     * (NodeAddress) and the bootstrap chain wait for this Command. Again on every resize or
     * replacement (its triggers); bounded by the network's own create bound.
     */
    @Override
    public Settled settled(
            String name,
            Target t,
            CustomResource clusterNetwork,
            Output<String> clusterNetworkId,
            Duration bound,
            CustomResourceOptions.Builder options) {
        Command wait = new Command(
                name + "-pool-wait",
                CommandArgs.builder()
                        .interpreter(INTERPRETER)
                        .create(clusterNetworkId.applyValue(
                                id -> command(POOL_WAIT, waitParameters(t, id, bound, region))))
                        // again when the network is resized or replaced
                        .triggers(clusterNetworkId.applyValue(id -> List.<Object>of(t.nodeCount(), id)))
                        .build(),
                options.dependsOn(clusterNetwork)
                        .customTimeouts(CustomTimeouts.builder()
                                .create(bound.plusMinutes(5))
                                .build())
                        .build());
        // its id is known once it has run (unknown in a preview that replaces it: the node list then is too)
        return new Settled(wait, Output.tuple(clusterNetworkId, wait.id()).applyValue(v -> v.t1));
    }

    static Map<String, String> waitParameters(Target t, String clusterNetworkId, Duration bound, String region) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("COMPARTMENT_ID", t.compartmentId());
        p.put("CLUSTER_NETWORK_ID", clusterNetworkId);
        p.put("CLUSTER_NETWORK_NAME", t.clusterNetworkName());
        p.put("POOL_NAME", t.poolName());
        p.put("NODE_COUNT", Integer.toString(t.nodeCount()));
        p.put("WAIT_SECONDS", Long.toString(bound.toSeconds()));
        p.put("POLL_SECONDS", Integer.toString(POLL_SECONDS));
        p.put("STACK_REGION", region == null ? "" : region);
        return p;
    }

    static Map<String, String> parameters(Target t, String availabilityDomain, String region) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("COMPARTMENT_ID", t.compartmentId());
        p.put("STACK_REGION", region == null ? "" : region);
        p.put("AVAILABILITY_DOMAIN", availabilityDomain);
        p.put("SHAPE", t.shape());
        p.put("NODE_COUNT", Integer.toString(t.nodeCount()));
        p.put("CLUSTER_NETWORK_NAME", t.clusterNetworkName());
        p.put("CAPACITY_RESERVED", Boolean.toString(t.reserved()));
        // the placement the preflight checks against the capacity topology (empty: none)
        p.put("HPC_ISLAND_ID", t.hpcIslandId() == null ? "" : t.hpcIslandId());
        p.put("NETWORK_BLOCK_IDS", String.join(" ", t.networkBlockIds()));
        return p;
    }

    static Map<String, String> watchParameters(
            Target t, String availabilityDomain, String instanceConfigurationId, Duration bound, String region) {
        Map<String, String> p = parameters(t, availabilityDomain, region);
        // the placement is the preflight's: the watch reads the network's work requests only
        p.remove("HPC_ISLAND_ID");
        p.remove("NETWORK_BLOCK_IDS");
        p.put("INSTANCE_CONFIGURATION_ID", instanceConfigurationId);
        p.put("WATCH_SECONDS", Long.toString(bound.toSeconds()));
        p.put("APPEAR_SECONDS", Long.toString(APPEAR.toSeconds()));
        p.put("POLL_SECONDS", Integer.toString(POLL_SECONDS));
        p.put("TERMINATE_WAIT_SECONDS", Long.toString(TERMINATE_WAIT.toSeconds()));
        return p;
    }

    /** Writes the script and its libs to a temporary directory, runs it with its parameters, removes it. */
    static String command(String script, Map<String, String> parameters) {
        return LocalScript.command(
                "capacity guard", "oci-gpu-cluster-capacity", "OCIGPU_CAPACITY_GUARD", LIBS, script, parameters);
    }
}
