package ocigpucluster.capacity;

import com.pulumi.core.Output;
import com.pulumi.oci.Core.ComputeCapacityReservation;
import com.pulumi.oci.Core.ComputeCapacityReservationArgs;
import com.pulumi.oci.Core.inputs.ComputeCapacityReservationInstanceReservationConfigArgs;
import com.pulumi.oci.Identity.Policy;
import com.pulumi.oci.Identity.PolicyArgs;
import com.pulumi.oci.Provider;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.LateValues;
import ocigpucluster.feature.Contribution;
import ocigpucluster.feature.Feature;
import ocigpucluster.feature.PoolPlacement;
import ocigpucluster.feature.ProgramContext;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.ondemand.HomeRegion;
import ocigpucluster.ondemand.Iam;
import ocigpucluster.ondemand.OnDemand;
import ocigpucluster.ondemand.OnDemandFeature;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.Settings;
import ocigpucluster.validation.Check;

/**
 * Places the static pool in an OCI compute capacity reservation, so that creating or growing the
 * pool does not fail for want of host capacity. The reservation reaches the nodes through the
 * launch details: the instance configuration's {@code capacityReservationId}, which the cluster
 * network's instance pool launches from (OCI "Using Instance Configurations and Instance Pools",
 * https://docs.oracle.com/en-us/iaas/Content/Compute/Concepts/instancemanagement.htm; the
 * provider's InstanceConfiguration launchDetails and Instance both take it), or the single
 * instance's own {@code capacityReservationId}. With capacity.onDemand the on-demand nodes, which
 * Slurm's resume program launches through the OCI CLI, get the same OCID as a stage parameter
 * (LaunchInstance's {@code capacityReservationId}, CLI {@code --capacity-reservation-id}).
 */
public final class CapacityFeature implements Feature {

    @Override
    public List<ConfigGroup<?>> config() {
        return List.of(CapacityKeys.GROUP);
    }

    @Override
    public List<Check> checks() {
        return CapacityChecks.ALL;
    }

    @Override
    public List<IamStatement> iam() {
        return CapacityIam.ALL;
    }

    /**
     * The reservation's OCID as the pool gets it: after the Compute Management service's policy
     * statement exists (when the program creates it), and, for a reservation it creates, only once
     * OCI has reserved enough hosts for the nodes that launch into it.
     */
    @Override
    public Output<String> capacityReservation(PoolPlacement p) {
        Settings s = p.settings();
        Capacity c = Capacity.of(s);
        if (!c.enabled()) {
            return null;
        }
        Output<String> id = c.reservationId() != null
                ? ProgramContext.<String>derived(s.secrecy(), c.reservationId(), CapacityKeys.RESERVATION_ID.key())
                : created(p, c);
        Policy policy = servicePolicy(p);
        return policy == null ? id : Output.tuple(id, policy.id()).applyValue(t -> t.t1);
    }

    private static Output<String> created(PoolPlacement p, Capacity c) {
        Settings s = p.settings();
        // Created in the pool's own AD for the pool's shape, so the two cannot disagree; not the
        // default reservation, which launches that name no reservation draw on (OCI "Capacity
        // Reservations"): only this pool's launches use it.
        ComputeCapacityReservation reservation = new ComputeCapacityReservation(
                "capacity-reservation",
                ComputeCapacityReservationArgs.builder()
                        .compartmentId(s.compartmentId())
                        .availabilityDomain(p.availabilityDomain())
                        .displayName(p.prefix() + "-gpu-capacity")
                        .isDefaultReservation(false)
                        .instanceReservationConfigs(ComputeCapacityReservationInstanceReservationConfigArgs.builder()
                                .instanceShape(p.shape().name())
                                .reservedCount(Integer.toString(c.reservedNodes(s)))
                                .build())
                        .build(),
                p.customOptions().build());
        int used = c.usedNodes(s);
        return Output.tuple(reservation.id(), reservation.reservedInstanceCount())
                .applyValue(t -> filled(t.t1, t.t2, used, c.reservedNodes(s)));
    }

    /**
     * OCI creates a reservation with as many instances as it can find, zero included ("If there is
     * not enough capacity to complete the request, the capacity reservation is created with as many
     * instances as possible", Oracle, "Creating a Capacity Reservation"; the reservation's
     * reservedInstanceCount is what can be launched from it): refuse before the pool launches into
     * one that cannot hold it. Unknown ({@code null}, before OCI answers) passes.
     */
    static String filled(String id, String reservedInstanceCount, int used, int requested) {
        if (reservedInstanceCount == null || reservedInstanceCount.isBlank()) {
            return id;
        }
        int reserved = Integer.parseInt(reservedInstanceCount.trim());
        if (reserved < used) {
            throw new IllegalStateException("capacity reservation " + id + " holds "
                    + reserved + " of the " + requested + " instances requested, fewer than the " + used
                    + " nodes that launch into it (OCI fills a reservation with the hosts it has); nothing was"
                    + " launched into it. What to do: run pulumi up again later (the provider asks OCI for the"
                    + " requested count again), or lower cluster.nodeCount to " + reserved
                    + ", or use another availabilityDomain; the reservation bills while it exists. docs/capacity.md");
        }
        return id;
    }

    /**
     * The Compute Management service's right to launch into the reservation, when the program
     * creates it ({@link Capacity#createsServicePolicy}): a policy in the tenancy, through the home
     * region's provider; else validate warns with the statement (CAPACITY_SERVICE_POLICY).
     */
    private static Policy servicePolicy(PoolPlacement p) {
        Settings s = p.settings();
        if (!CapacityIam.SERVICE.neededBy(s) || !Capacity.createsServicePolicy(s)) {
            return null;
        }
        Iam iam = Iam.of(s);
        CustomResourceOptions.Builder options = p.customOptions();
        Provider home = HomeRegion.provider("capacity-home-region", iam, options);
        return new Policy(
                "capacity-service-policy",
                PolicyArgs.builder()
                        .compartmentId(iam.tenancyOcid())
                        .name(p.prefix() + "-compute-management")
                        .description("The cluster network of " + p.prefix()
                                + ": its instance pool launches into the capacity reservation")
                        .statements(List.of(CapacityIam.SERVICE.render(null, s.compartmentId())))
                        .build(),
                p.customOptions().provider(home).build());
    }

    /** The ondemand stage's reservation: the static pool's with capacity.onDemand, else none (empty). */
    @Override
    public Contribution contribute(ProgramContext p) {
        Settings s = p.settings();
        if (!OnDemand.of(s).enabled()) {
            return Contribution.NONE;
        }
        Output<String> id =
                Capacity.of(s).onDemandIn(s) ? p.primary().stackOutputs.get("capacityReservationId") : Output.of("");
        return new Contribution(
                id.applyValue(v -> LateValues.of(Map.of(OnDemandFeature.ONDEMAND_CAPACITY_RESERVATION_ID, v))),
                Map.of());
    }

    @Override
    public int reservedNodes(Settings s) {
        Capacity c = Capacity.of(s);
        return c.create() ? c.reservedNodes(s) : 0;
    }
}
