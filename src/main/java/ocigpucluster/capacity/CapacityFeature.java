package ocigpucluster.capacity;

import com.pulumi.core.Output;
import com.pulumi.oci.Core.ComputeCapacityReservation;
import com.pulumi.oci.Core.ComputeCapacityReservationArgs;
import com.pulumi.oci.Core.inputs.ComputeCapacityReservationInstanceReservationConfigArgs;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.LateValues;
import ocigpucluster.feature.Contribution;
import ocigpucluster.feature.Feature;
import ocigpucluster.feature.PoolPlacement;
import ocigpucluster.feature.ProgramContext;
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
    public Output<String> capacityReservation(PoolPlacement p) {
        Settings s = p.settings();
        Capacity c = Capacity.of(s);
        if (c.reservationId() != null) {
            return ProgramContext.<String>derived(s.secrecy(), c.reservationId(), CapacityKeys.RESERVATION_ID.key());
        }
        if (!c.create()) {
            return null;
        }
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
                CustomResourceOptions.builder()
                        .resourceTransformations(p.secrecy())
                        .build());
        return reservation.id();
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
