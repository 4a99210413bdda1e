package ocigpucluster.capacity;

import static ocigpucluster.preview.PreviewRuns.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.preview.PreviewRuns.Ids;
import org.junit.jupiter.api.Test;

/**
 * Under the mock engine, with capacity.onDemand: the reservation's OCID reaches the ondemand
 * stage as ONDEMAND_CAPACITY_RESERVATION_ID (the resume program's --capacity-reservation-id);
 * without it the parameter is empty.
 */
class CapacityOnDemandWiringTest {
    private static final Pattern PARAM = Pattern.compile("ONDEMAND_CAPACITY_RESERVATION_ID='([^']*)'");

    private static String reservationParam(Plan plan) {
        // the stage script and its parameters travel on stdin (scriptOnStdin)
        String stdin =
                resource(plan, "bootstrap-ondemand").inputs().path("stdin").asText();
        Matcher m = PARAM.matcher(stdin);
        assertTrue(m.find(), "the ondemand stage gets the parameter");
        return m.group(1);
    }

    @Test
    void aCreatedReservationHoldsBothPoolsAndItsIdReachesTheOndemandStage() {
        Plan plan = PreviewRuns.plan(PreviewRuns.ONDEMAND_STACK, "capacity.create=true", "capacity.onDemand=true");
        String id = plan.outputs().path("capacityReservationId").asText();
        assertTrue(id.contains("capacityreservation"), id);
        assertEquals(id, reservationParam(plan));
        // cluster.nodeCount 2 + onDemand.maxNodes 4 (Pulumi.ondemand.yaml)
        assertEquals(
                "6",
                resource(plan, "capacity-reservation")
                        .inputs()
                        .path("instanceReservationConfigs")
                        .get(0)
                        .path("reservedCount")
                        .asText());
    }

    @Test
    void anExistingReservationIsPassedByIdToTheOndemandStage() {
        Plan plan = PreviewRuns.plan(
                PreviewRuns.ONDEMAND_STACK,
                "availabilityDomain=Uocm:AP-TOKYO-1-AD-1",
                "capacity.reservationId=" + Ids.CAPACITY_RESERVATION,
                "capacity.onDemand=true");
        assertEquals(Ids.CAPACITY_RESERVATION, reservationParam(plan));
    }

    @Test
    void withoutCapacityOnDemandTheOnDemandNodesLaunchIntoNoReservation() {
        assertEquals("", reservationParam(PreviewRuns.Mode.ON_DEMAND.plan()));
        Plan staticOnly = PreviewRuns.plan(PreviewRuns.ONDEMAND_STACK, "capacity.create=true");
        assertEquals("", reservationParam(staticOnly), "only the static pool uses the reservation");
        assertEquals(
                "2",
                resource(staticOnly, "capacity-reservation")
                        .inputs()
                        .path("instanceReservationConfigs")
                        .get(0)
                        .path("reservedCount")
                        .asText());
    }

    private static java.util.List<String> bastionStatements(Plan plan) {
        java.util.List<String> out = new java.util.ArrayList<>();
        resource(plan, "ondemand-access-policy").inputs().path("statements").forEach(n -> out.add(n.asText()));
        return out;
    }

    /**
     * The resume program launches into the reservation as the bastion's instance principal, which
     * needs use compute-capacity-reservations (CAPACITY_RESERVATION_LAUNCH_INSTANCE, Oracle's Core
     * Services policy reference): in its policy with capacity.onDemand, and only then.
     */
    @Test
    void theBastionsPolicyMayUseTheReservationOnlyWhenItsNodesLaunchIntoIt() {
        String compartment = "ocid1.compartment.oc1..aaaaaaaaexampleondemandcompartment00000000000000000000000000";
        Plan shared = PreviewRuns.plan(PreviewRuns.ONDEMAND_STACK, "capacity.create=true", "capacity.onDemand=true");
        String group =
                shared.outputs().path("onDemandPartition").path("dynamicGroup").asText();
        assertTrue(group.endsWith("-bastion"), group);
        String statement = "Allow dynamic-group " + group + " to use compute-capacity-reservations in compartment id "
                + compartment;
        assertTrue(bastionStatements(shared).contains(statement), bastionStatements(shared)::toString);
        assertTrue(plan(shared).contains(statement), "and in the output an administrator copies");
        Plan staticOnly = PreviewRuns.plan(PreviewRuns.ONDEMAND_STACK, "capacity.create=true");
        assertTrue(
                bastionStatements(staticOnly).stream().noneMatch(st -> st.contains("compute-capacity-reservations")),
                bastionStatements(staticOnly)::toString);
    }

    private static String plan(Plan p) {
        return p.outputs().path("onDemandPolicyStatements").toString();
    }
}
