package ocigpucluster.capacity;

import static ocigpucluster.validation.Check.error;
import static ocigpucluster.validation.Check.warning;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import ocigpucluster.ondemand.IamKeys;
import ocigpucluster.ondemand.OnDemand;
import ocigpucluster.ondemand.OnDemandKeys;
import ocigpucluster.settings.ClusterKeys;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.Settings;
import ocigpucluster.settings.TopLevelKeys;
import ocigpucluster.validation.AccessChecks;
import ocigpucluster.validation.Check;
import ocigpucluster.validation.Check.Finding;

/**
 * What can be seen offline about the reservation: OCI launches an instance into a capacity
 * reservation only for the shape and availability domain the reservation holds, and no more
 * instances than it has left (OCI "Capacity Reservations",
 * https://docs.oracle.com/en-us/iaas/Content/Compute/Tasks/reserve-capacity.htm). A reservation
 * the program creates has the pool's shape and AD by construction; an existing one is checked
 * against what the config states about it.
 */
public final class CapacityChecks {
    static final String EXAMPLE_OCID = "ocid1.capacityreservation.oc1.<region>.<unique>";

    private CapacityChecks() {}

    public static final List<Check> ALL = Stream.concat(
                    Stream.of(
                            error(
                                    "CAPACITY_SOURCE_CONFLICT",
                                    "capacity.create set together with capacity.reservationId",
                                    CapacityChecks::conflict),
                            error(
                                    "CAPACITY_KEY_UNUSED",
                                    "a capacity key is set that the chosen reservation (none, created or existing) does not use",
                                    CapacityChecks::unused),
                            error(
                                    "CAPACITY_SHAPE_MISMATCH",
                                    "the existing reservation's shape (capacity.shape) is not cluster.shape",
                                    CapacityChecks::shape),
                            error(
                                    "CAPACITY_ONDEMAND_SHAPE_MISMATCH",
                                    "with capacity.onDemand, onDemand.shape is not the reservation's shape",
                                    CapacityChecks::onDemandShape),
                            error(
                                    "CAPACITY_AD_MISMATCH",
                                    "the existing reservation's availability domain is not the stack's, or the stack's is left to chance",
                                    CapacityChecks::availabilityDomain),
                            error(
                                    "CAPACITY_COUNT_EXCEEDED",
                                    "cluster.nodeCount (plus onDemand.maxNodes with capacity.onDemand) is more than the reservation holds (capacity.reservedCount)",
                                    CapacityChecks::count),
                            warning(
                                    "CAPACITY_SERVICE_POLICY",
                                    "a cluster network launches into the reservation as OCI's Compute Management service, whose policy statement the program does not create without iam.tenancyOcid",
                                    CapacityChecks::servicePolicy),
                            warning(
                                    "CAPACITY_RESERVED_IDLE",
                                    "the created reservation holds more nodes than the pool uses; the rest is billed unused",
                                    CapacityChecks::idle)),
                    // the reservation's OCID and availability domain are checked as the shared keys are, under their
                    // ids
                    Stream.concat(
                            AccessChecks.ocidChecks(List.of(new AccessChecks.OcidKey(
                                            CapacityKeys.RESERVATION_ID,
                                            s -> Capacity.of(s).reservationId(),
                                            Set.of("capacityreservation"),
                                            EXAMPLE_OCID)))
                                    .stream(),
                            AccessChecks.availabilityDomainChecks(List.of(new AccessChecks.AdKey(
                                            CapacityKeys.AVAILABILITY_DOMAIN,
                                            s -> Capacity.of(s).availabilityDomain())))
                                    .stream()))
            .toList();

    private static List<Finding> conflict(Settings s) {
        Capacity c = Capacity.of(s);
        if (!(c.create() && c.reservationId() != null)) {
            return List.of();
        }
        return List.of(new Finding(
                        CapacityKeys.CREATE,
                        "is true and capacity.reservationId is set: the pool launches into one reservation",
                        "use the existing one (`pulumi config rm --path capacity.create`) or have the program create one"
                                + " (`pulumi config rm --path capacity.reservationId`)")
                .naming(CapacityKeys.RESERVATION_ID));
    }

    private static List<Finding> unused(Settings s) {
        Capacity c = Capacity.of(s);
        List<Finding> out = new ArrayList<>();
        if (!c.enabled()) {
            for (ConfigKey k : List.of(
                    CapacityKeys.RESERVED_COUNT,
                    CapacityKeys.SHAPE,
                    CapacityKeys.AVAILABILITY_DOMAIN,
                    CapacityKeys.ON_DEMAND)) {
                if (stated(c, k)) {
                    out.add(new Finding(
                                    k,
                                    "is set, but the pool uses no reservation (neither capacity.reservationId nor capacity.create)",
                                    "set `pulumi config set --path capacity.reservationId " + EXAMPLE_OCID
                                            + "` or `pulumi config set --path capacity.create true`, or remove it (`pulumi config rm --path "
                                            + k.key() + "`)")
                            .naming(CapacityKeys.RESERVATION_ID, CapacityKeys.CREATE));
                }
            }
        } else if (c.create()) {
            for (ConfigKey k : List.of(CapacityKeys.SHAPE, CapacityKeys.AVAILABILITY_DOMAIN)) {
                if (stated(c, k)) {
                    out.add(new Finding(
                                    k,
                                    "is set with capacity.create: the created reservation always has the pool's shape and availability domain",
                                    "remove it (`pulumi config rm --path " + k.key() + "`)")
                            .naming(CapacityKeys.CREATE));
                }
            }
        }
        if (c.enabled() && c.onDemand() && !OnDemand.of(s).enabled()) {
            out.add(new Finding(
                            CapacityKeys.ON_DEMAND,
                            "is true, but there is no on-demand partition (onDemand.enabled is false)",
                            "remove it (`pulumi config rm --path capacity.onDemand`), or add the partition"
                                    + " (`pulumi config set --path onDemand.enabled true`)")
                    .naming(OnDemandKeys.ENABLED));
        }
        return out;
    }

    /**
     * The cluster network's instance pool launches as OCI's Compute Management service, which
     * needs its own statement (Oracle, "Common Policies"; {@link CapacityIam#SERVICE}): created
     * with iam.tenancyOcid + iam.homeRegion, otherwise an administrator's to add.
     */
    private static List<Finding> servicePolicy(Settings s) {
        if (!CapacityIam.SERVICE.neededBy(s) || Capacity.createsServicePolicy(s)) {
            return List.of();
        }
        Capacity c = Capacity.of(s);
        String statement = CapacityIam.SERVICE.render(null, s.compartmentId());
        return List.of(new Finding(
                        c.create() ? CapacityKeys.CREATE : CapacityKeys.RESERVATION_ID,
                        "places the cluster network in a capacity reservation: its instance pool launches the nodes as"
                                + " OCI's Compute Management service, which needs the policy statement `" + statement
                                + "` (Oracle, \"Common Policies\"); without it the launch into the reservation is refused"
                                + (c.reservationId() != null
                                        ? " (a reservation in another compartment needs it for that compartment)"
                                        : ""),
                        "let the program create it: `pulumi config set --path iam.tenancyOcid <tenancy OCID>` and"
                                + " `pulumi config set --path iam.homeRegion <home region>` (the deploying user then needs"
                                + " `manage policies in tenancy`); or have an administrator add the statement to a policy"
                                + " and list CAPACITY_SERVICE_POLICY in suppressWarnings")
                .naming(IamKeys.TENANCY_OCID, IamKeys.HOME_REGION, TopLevelKeys.SUPPRESS_WARNINGS));
    }

    private static boolean stated(Capacity c, ConfigKey k) {
        if (k == CapacityKeys.RESERVED_COUNT) {
            return c.reservedCount() > 0;
        }
        if (k == CapacityKeys.ON_DEMAND) {
            return c.onDemand();
        }
        return (k == CapacityKeys.SHAPE ? c.shape() : c.availabilityDomain()) != null;
    }

    private static List<Finding> shape(Settings s) {
        Capacity c = Capacity.of(s);
        if (c.reservationId() == null
                || c.shape() == null
                || c.shape().equals(s.cluster().shape())) {
            return List.of();
        }
        return List.of(new Finding(
                        ClusterKeys.SHAPE,
                        "is " + s.cluster().shape() + ", but the reservation (capacity.shape) holds " + c.shape()
                                + ": OCI launches into a reservation only the shape it holds",
                        "`pulumi config set --path cluster.shape " + c.shape() + "`, or name a reservation of "
                                + s.cluster().shape() + " in capacity.reservationId")
                .naming(CapacityKeys.SHAPE, CapacityKeys.RESERVATION_ID));
    }

    /**
     * The on-demand nodes launch with onDemand.shape; the reservation holds cluster.shape when the
     * program creates it, capacity.shape when an existing one's is stated (else unknown offline).
     */
    private static List<Finding> onDemandShape(Settings s) {
        Capacity c = Capacity.of(s);
        String reserved = c.create() ? s.cluster().shape() : c.shape();
        String onDemand = OnDemand.of(s).shape();
        if (!c.onDemandIn(s) || reserved == null || reserved.equals(onDemand)) {
            return List.of();
        }
        ConfigKey holds = c.create() ? ClusterKeys.SHAPE : CapacityKeys.SHAPE;
        return List.of(new Finding(
                        OnDemandKeys.SHAPE,
                        "is " + onDemand
                                + ", but the reservation the on-demand nodes launch into (capacity.onDemand) holds "
                                + reserved + " (" + holds.key()
                                + "): OCI launches into a reservation only the shape it holds",
                        "`pulumi config set --path onDemand.shape " + reserved
                                + "`, or launch the on-demand nodes outside the reservation (`pulumi config rm --path capacity.onDemand`)")
                .naming(CapacityKeys.ON_DEMAND, holds));
    }

    private static List<Finding> availabilityDomain(Settings s) {
        Capacity c = Capacity.of(s);
        if (c.reservationId() == null) {
            return List.of();
        }
        if (s.availabilityDomain() == null) {
            String value = c.availabilityDomain() == null ? "<the reservation's AD>" : c.availabilityDomain();
            return List.of(new Finding(
                            TopLevelKeys.AVAILABILITY_DOMAIN,
                            "is not set, so the nodes go to the region's first availability domain, which need not be the"
                                    + " reservation's (a reservation is in one availability domain)",
                            "`pulumi config set availabilityDomain " + value + "`")
                    .naming(CapacityKeys.RESERVATION_ID));
        }
        if (c.availabilityDomain() != null && !c.availabilityDomain().equals(s.availabilityDomain())) {
            return List.of(new Finding(
                            TopLevelKeys.AVAILABILITY_DOMAIN,
                            "is " + s.availabilityDomain()
                                    + ", but the reservation (capacity.availabilityDomain) is in "
                                    + c.availabilityDomain()
                                    + ": OCI launches into a reservation only in its own availability domain",
                            "`pulumi config set availabilityDomain " + c.availabilityDomain()
                                    + "`, or name a reservation in " + s.availabilityDomain()
                                    + " in capacity.reservationId")
                    .naming(CapacityKeys.AVAILABILITY_DOMAIN, CapacityKeys.RESERVATION_ID));
        }
        return List.of();
    }

    private static List<Finding> count(Settings s) {
        Capacity c = Capacity.of(s);
        int nodes = c.usedNodes(s);
        if (!c.enabled() || c.reservedCount() == 0 || nodes <= c.reservedCount()) {
            return List.of();
        }
        String what = c.onDemandIn(s)
                ? "cluster.nodeCount + onDemand.maxNodes (capacity.onDemand) is " + nodes
                : "is " + nodes;
        int room = c.reservedCount() - s.cluster().nodeCount();
        String grow = ", or grow the reservation and state its new count in capacity.reservedCount";
        String fix;
        if (c.create()) {
            fix = "`pulumi config set --path capacity.reservedCount " + nodes + "`";
        } else if (!c.onDemandIn(s)) {
            fix = "`pulumi config set --path cluster.nodeCount " + c.reservedCount() + "`" + grow;
        } else if (room >= 1) {
            fix = "`pulumi config set --path onDemand.maxNodes " + room + "`" + grow;
        } else {
            fix = "launch the on-demand nodes outside the reservation (`pulumi config rm --path capacity.onDemand`)"
                    + grow;
        }
        Finding f = new Finding(
                ClusterKeys.NODE_COUNT,
                what + ", but the reservation holds " + c.reservedCount()
                        + " (capacity.reservedCount): OCI launches no more instances into a reservation than it holds",
                fix);
        return List.of(
                c.onDemandIn(s)
                        ? f.naming(CapacityKeys.RESERVED_COUNT, OnDemandKeys.MAX_NODES, CapacityKeys.ON_DEMAND)
                        : f.naming(CapacityKeys.RESERVED_COUNT));
    }

    private static List<Finding> idle(Settings s) {
        Capacity c = Capacity.of(s);
        int nodes = c.usedNodes(s);
        if (!c.create() || c.reservedCount() <= nodes) {
            return List.of();
        }
        return List.of(new Finding(
                        CapacityKeys.RESERVED_COUNT,
                        "is " + c.reservedCount() + " for " + nodes + " nodes: " + (c.reservedCount() - nodes)
                                + " reserved nodes stay unused and are billed all the same (see the cost estimate)",
                        "`pulumi config set --path capacity.reservedCount " + nodes
                                + "` unless the headroom is meant (for growing the pool), then list CAPACITY_RESERVED_IDLE in suppressWarnings")
                .naming(ClusterKeys.NODE_COUNT));
    }
}
