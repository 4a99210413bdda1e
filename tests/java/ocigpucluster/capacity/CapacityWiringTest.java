package ocigpucluster.capacity;

import static ocigpucluster.preview.PreviewRuns.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.preview.PreviewRuns.Ids;
import ocigpucluster.preview.PreviewRuns.Mode;
import org.junit.jupiter.api.Test;

/**
 * Under the mock engine: the reservation reaches the static pool's launch details (the cluster
 * network's instance configuration, or the single instance), the pool waits for a reservation
 * the program creates, and a stack without the feature has none of it.
 */
class CapacityWiringTest {
    private static final String RESERVATION_TYPE = "oci:Core/computeCapacityReservation:ComputeCapacityReservation";

    private static JsonNode launchDetails(Plan plan, String configuration) {
        return resource(plan, configuration).inputs().path("instanceDetails").path("launchDetails");
    }

    @Test
    void aCreatedReservationHoldsThePoolsShapeInThePoolsAdAndThePoolLaunchesIntoIt() {
        Plan plan = Mode.CAPACITY_CREATED.plan();
        PlannedResource reservation = resource(plan, "capacity-reservation");
        assertEquals(RESERVATION_TYPE, reservation.type());
        JsonNode in = reservation.inputs();
        JsonNode config = in.path("instanceReservationConfigs");
        assertEquals(1, config.size(), in.toString());
        assertEquals("BM.GPU4.8", config.get(0).path("instanceShape").asText());
        assertEquals("3", config.get(0).path("reservedCount").asText(), "reservedCount travels as a string");
        assertFalse(in.path("isDefaultReservation").asBoolean(true), "not the tenancy's default reservation");
        // the AD is the one the pool is placed in (offline: the mock's first AD of the region)
        assertEquals(
                resource(plan, "gpu-cluster-network")
                        .inputs()
                        .path("placementConfiguration")
                        .path("availabilityDomain")
                        .asText(),
                in.path("availabilityDomain").asText());

        // the mock engine gives the reservation an id: the pool's launch details carry that id
        String id = plan.outputs().path("capacityReservationId").asText();
        assertTrue(id.startsWith("ocid1.") && id.contains("capacityreservation"), id);
        assertEquals(
                id,
                launchDetails(plan, "gpu-instance-configuration")
                        .path("capacityReservationId")
                        .asText());
        assertTrue(
                resource(plan, "gpu-instance-configuration").dependsOn().contains("capacity-reservation"),
                "the instance configuration (and so the cluster network) waits for the reservation");
    }

    @Test
    void anExistingReservationIsPassedByIdAndNothingIsCreated() {
        Plan plan = Mode.CAPACITY_EXISTING_SINGLE.plan();
        assertTrue(
                plan.resources().stream().noneMatch(r -> r.type().equals(RESERVATION_TYPE)),
                "an existing reservation is only named");
        PlannedResource instance = resource(plan, "gpu-instance");
        assertEquals(
                Ids.CAPACITY_RESERVATION,
                instance.inputs().path("capacityReservationId").asText());
        assertEquals(
                "Uocm:AP-TOKYO-1-AD-1",
                instance.inputs().path("availabilityDomain").asText());
        assertEquals(
                Ids.CAPACITY_RESERVATION,
                plan.outputs().path("capacityReservationId").asText());
    }

    @Test
    void anExistingReservationReachesTheClusterNetworksLaunchDetails() {
        Plan plan = PreviewRuns.plan(
                "availabilityDomain=Uocm:AP-TOKYO-1-AD-1", "capacity.reservationId=" + Ids.CAPACITY_RESERVATION);
        assertEquals(
                Ids.CAPACITY_RESERVATION,
                launchDetails(plan, "gpu-instance-configuration")
                        .path("capacityReservationId")
                        .asText());
    }

    @Test
    void withoutTheFeatureNoPoolNamesAReservation() {
        for (Plan plan : List.of(Mode.CLUSTER_NETWORK.plan(), Mode.SINGLE_INSTANCE.plan(), Mode.ON_DEMAND.plan())) {
            assertFalse(plan.resources().stream().anyMatch(r -> r.type().equals(RESERVATION_TYPE)));
            assertFalse(plan.outputs().has("capacityReservationId"));
            for (PlannedResource r : plan.resources()) {
                assertFalse(r.inputs().toString().contains("capacityReservationId"), r.name());
            }
        }
    }

    @Test
    void theOnDemandPoolLaunchesOutsideTheStaticPoolsReservation() {
        Plan plan = PreviewRuns.plan(PreviewRuns.ONDEMAND_STACK, "capacity.create=true");
        assertEquals(
                plan.outputs().path("capacityReservationId").asText(),
                launchDetails(plan, "gpu-instance-configuration")
                        .path("capacityReservationId")
                        .asText());
        assertTrue(
                launchDetails(plan, "ondemand-instance-configuration")
                        .path("capacityReservationId")
                        .isMissingNode(),
                "on-demand nodes launch through the OCI CLI without a reservation (docs/capacity.md)");
    }

    @Test
    void theCostEstimateBillsTheUnusedReservedNode() {
        JsonNode cost = Mode.CAPACITY_CREATED.plan().outputs().path("estimatedCost");
        JsonNode without = Mode.CLUSTER_NETWORK.plan().outputs().path("estimatedCost");
        assertEquals(3, cost.path("reservedNodes").asInt(), cost.toString());
        assertEquals(730, cost.path("unusedReservedNodeHoursPerMonth").asInt(), cost.toString());
        // one idle BM.GPU4.8 (8 GPUs at $3.05) at 85 %: 20.74 an hour more than the same stack without it
        assertEquals(
                20.74, cost.path("hourly").asDouble() - without.path("hourly").asDouble(), 0.0001);
        assertFalse(without.has("reservedNodes"), without.toString());
    }
}
