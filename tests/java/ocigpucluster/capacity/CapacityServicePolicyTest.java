package ocigpucluster.capacity;

import static ocigpucluster.preview.PreviewRuns.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import ocigpucluster.preview.OfflinePreview;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewMocks;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.program.ClusterProgram;
import ocigpucluster.settings.StackConfig;
import ocigpucluster.validation.Config;
import ocigpucluster.validation.Validation;
import org.junit.jupiter.api.Test;

/**
 * A cluster network in a capacity reservation launches as OCI's Compute Management service, which
 * needs "Allow service compute_management to use compute-capacity-reservations" (Oracle, "Common
 * Policies"): with iam.tenancyOcid + iam.homeRegion the plan carries it, in the tenancy through the
 * home region's provider, before the pool launches; and a created reservation OCI filled short
 * stops the program before the pool launches into it.
 */
class CapacityServicePolicyTest {
    private static final String COMPARTMENT =
            "ocid1.compartment.oc1..aaaaaaaaexampledevcompartment0000000000000000000000000000";
    private static final String STATEMENT =
            "Allow service compute_management to use compute-capacity-reservations in compartment id " + COMPARTMENT;

    private static final List<String> IAM = List.of("iam.tenancyOcid=" + Config.TENANCY, "iam.homeRegion=us-ashburn-1");

    @Test
    void theClusterNetworksReservationCarriesTheComputeManagementStatementBeforeThePoolLaunches() {
        Plan plan = PreviewRuns.plan(PreviewRuns.CAPACITY_STACK, IAM.toArray(String[]::new));
        PlannedResource policy = resource(plan, "capacity-service-policy");
        assertEquals("oci:Identity/policy:Policy", policy.type());
        assertEquals(Config.TENANCY, policy.inputs().path("compartmentId").asText(), "in the tenancy");
        List<String> statements = new ArrayList<>();
        policy.inputs().path("statements").forEach(n -> statements.add(n.asText()));
        assertEquals(List.of(STATEMENT), statements);
        assertEquals("capacity-home-region", policy.options().path("provider").asText(), "the home region");
        PlannedResource provider = resource(plan, "capacity-home-region");
        assertEquals("pulumi:providers:oci", provider.type());
        assertEquals("us-ashburn-1", provider.inputs().path("region").asText());
        // the pool's launch details take the reservation only once the statement exists
        assertTrue(
                PreviewRuns.transitiveDependencies(plan, "gpu-cluster-network").contains("capacity-service-policy"),
                "the cluster network waits for the service's statement");
        assertTrue(PreviewRuns.transitiveDependencies(plan, "gpu-instance-configuration")
                .contains("capacity-service-policy"));
    }

    @Test
    void withoutTheIamKeysNothingIsCreatedAndValidateWarnsWithTheStatement() {
        Plan plan = PreviewRuns.plan(PreviewRuns.CAPACITY_STACK);
        assertTrue(plan.ofType("oci:Identity/policy:Policy").isEmpty());
        assertTrue(
                plan.diagnostics().stream()
                        .anyMatch(d -> d.id().equals("CAPACITY_SERVICE_POLICY")
                                && d.message().contains("`" + STATEMENT + "`")),
                plan.diagnostics()::toString);
    }

    @Test
    void aSingleInstanceLaunchesAsTheDeployerAndGetsNoServiceStatement() {
        Plan plan = PreviewRuns.Mode.CAPACITY_EXISTING_SINGLE.plan();
        assertTrue(plan.ofType("oci:Identity/policy:Policy").isEmpty());
        assertTrue(plan.diagnostics().stream().noneMatch(d -> d.id().equals("CAPACITY_SERVICE_POLICY")));
    }

    private static Plan withReserved(int reserved) {
        StackConfig config = PreviewRuns.config(PreviewRuns.CAPACITY_STACK, List.of(), List.of());
        Validation v = PreviewRuns.validation(config);
        return OfflinePreview.run(
                v.settings(),
                new PreviewMocks(v.settings(), config.region()).reservedInstances(reserved),
                v.diagnostics(),
                ClusterProgram::define);
    }

    /** The capacity stack asks for 3 (2 nodes and one of headroom); OCI may hold fewer (CRJA). */
    @Test
    void aReservationOciFilledShortOfTheNodesStopsTheProgramWithTheNumbers() {
        // one of headroom missing: the pool still fits
        assertTrue(
                withReserved(2).ofType("oci:Core/clusterNetwork:ClusterNetwork").size() == 1);
        OfflinePreview.ProgramFailedException e =
                assertThrows(OfflinePreview.ProgramFailedException.class, () -> withReserved(1));
        assertTrue(
                e.getMessage()
                        .contains("holds 1 of the 3 instances requested, fewer than the 2 nodes that launch into it"),
                e.getMessage());
        assertTrue(e.getMessage().contains("lower cluster.nodeCount to 1"), e.getMessage());
    }

    @Test
    void theCheckPassesAnUnknownCount() {
        assertEquals("r", CapacityFeature.filled("r", null, 2, 2));
        assertEquals("r", CapacityFeature.filled("r", "2", 2, 3));
        assertThrows(IllegalStateException.class, () -> CapacityFeature.filled("r", "0", 2, 2));
    }
}
