package ocigpucluster.capacity;

import static ocigpucluster.validation.Config.assertExactly;
import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ocigpucluster.program.Features;
import ocigpucluster.validation.Config;
import ocigpucluster.validation.Diagnostic;
import ocigpucluster.validation.Validation;
import org.junit.jupiter.api.Test;

/** What validate refuses offline about the capacity reservation; each fix, applied, validates. */
class CapacityChecksTest {
    static final String RESERVATION =
            "ocid1.capacityreservation.oc1.ap-tokyo-1.aaaaaaaaexamplegpureservation00000000000000000000000000000";
    static final String AD = "Uocm:AP-TOKYO-1-AD-1";

    /**
     * seedLike whose administrator has given the Compute Management service its statement (the
     * warning CAPACITY_SERVICE_POLICY has its own tests below).
     */
    private static Config seed() {
        return Config.seedLike().set("suppressWarnings", List.of("CAPACITY_SERVICE_POLICY"));
    }

    private static Config existing() {
        return seed().set("capacity.reservationId", RESERVATION).set("availabilityDomain", AD);
    }

    private static Capacity read(Config c) {
        return Capacity.of(Validation.of(c.raw(), "test", Features.RULES).settings());
    }

    @Test
    void noReservationIsTheDefaultAndReportsNothing() {
        assertExactly(seed().validate());
        Capacity c = read(seed());
        assertFalse(c.enabled());
        assertNull(c.reservationId());
    }

    @Test
    void anExistingReservationInTheStatedAdValidates() {
        assertExactly(existing()
                .set("capacity.shape", "BM.GPU4.8")
                .set("capacity.availabilityDomain", AD)
                .set("capacity.reservedCount", 2)
                .validate());
        assertEquals(RESERVATION, read(existing()).reservationId());
    }

    @Test
    void anOcidOfAnotherKindIsRefusedNamingTheKey() {
        Config c = existing()
                .set(
                        "capacity.reservationId",
                        "ocid1.instance.oc1.ap-tokyo-1.aaaaaaaaexampleinstance00000000000000000000");
        Diagnostic d = only(c.validate(), "OCID_WRONG_KIND", "capacity.reservationId");
        assertTrue(
                d.message().contains("capacity reservation") || d.message().contains("capacityreservation"), d.line());
        assertTrue(d.fix().contains("ocid1.capacityreservation."), d.fix());
        assertExactly(c.set("capacity.reservationId", RESERVATION).validate());
    }

    @Test
    void aValueThatIsNoOcidIsRefused() {
        Config c = existing().set("capacity.reservationId", "my-reservation");
        assertExactly(c.validate(), "OCID_MALFORMED", "capacity.reservationId");
    }

    @Test
    void anotherShapeThanTheReservationsIsRefusedWithBothFixes() {
        Config c = existing().set("capacity.shape", "BM.GPU.H100.8");
        Diagnostic d = only(c.validate(), "CAPACITY_SHAPE_MISMATCH", "cluster.shape");
        assertTrue(d.message().contains("BM.GPU.H100.8") && d.message().contains("BM.GPU4.8"), d.line());
        assertTrue(
                d.keys().stream().anyMatch(k -> k.key().equals("capacity.shape")),
                d.keys().toString());
        // the fix: the cluster takes the reservation's shape
        assertExactly(c.copy().set("cluster.shape", "BM.GPU.H100.8").validate());
    }

    @Test
    void anotherAvailabilityDomainIsRefused() {
        Config c = existing().set("capacity.availabilityDomain", "Uocm:AP-TOKYO-1-AD-2");
        Diagnostic d = only(c.validate(), "CAPACITY_AD_MISMATCH", "availabilityDomain");
        assertTrue(d.fix().contains("Uocm:AP-TOKYO-1-AD-2"), d.fix());
        assertExactly(c.set("availabilityDomain", "Uocm:AP-TOKYO-1-AD-2").validate());
    }

    @Test
    void anExistingReservationNeedsTheStacksAdStated() {
        Config c = existing().remove("availabilityDomain");
        Diagnostic d = only(c.validate(), "CAPACITY_AD_MISMATCH", "availabilityDomain");
        assertTrue(d.message().contains("first availability domain"), d.line());
        assertExactly(c.set("availabilityDomain", AD).validate());
    }

    @Test
    void moreNodesThanTheExistingReservationHoldsAreRefused() {
        Config c = existing().set("capacity.reservedCount", 1);
        Diagnostic d = only(c.validate(), "CAPACITY_COUNT_EXCEEDED", "cluster.nodeCount");
        assertTrue(d.message().contains("holds 1"), d.line());
        assertExactly(c.set("cluster.nodeCount", 1).validate());
    }

    @Test
    void aCreatedReservationSmallerThanThePoolIsRefused() {
        Config c = seed().set("capacity.create", true).set("capacity.reservedCount", 1);
        Diagnostic d = only(c.validate(), "CAPACITY_COUNT_EXCEEDED", "cluster.nodeCount");
        assertTrue(d.fix().contains("capacity.reservedCount 2"), d.fix());
        assertExactly(c.set("capacity.reservedCount", 2).validate());
    }

    @Test
    void aCreatedReservationDefaultsToTheNodeCountAndWarnsOnlyAboutHeadroom() {
        Config c = seed().set("capacity.create", true);
        assertExactly(c.validate());
        Diagnostic d = only(
                c.copy().set("capacity.reservedCount", 5).validate(),
                "CAPACITY_RESERVED_IDLE",
                "capacity.reservedCount");
        assertEquals(Diagnostic.Level.WARNING, d.level());
        assertTrue(d.message().contains("3 reserved nodes stay unused"), d.line());
        assertExactly(c.copy()
                .set("capacity.reservedCount", 5)
                .set("suppressWarnings", List.of("CAPACITY_SERVICE_POLICY", "CAPACITY_RESERVED_IDLE"))
                .validate());
    }

    @Test
    void bothSourcesAtOnceAreRefused() {
        Config c = existing().set("capacity.create", true);
        only(c.validate(), "CAPACITY_SOURCE_CONFLICT", "capacity.create");
        assertExactly(c.remove("capacity.create").validate());
    }

    @Test
    void factsAboutAReservationThatIsNotUsedAreRefused() {
        Config none = seed().set("capacity.shape", "BM.GPU4.8").set("capacity.reservedCount", 4);
        assertExactly(
                none.validate(),
                "CAPACITY_KEY_UNUSED",
                "capacity.shape",
                "CAPACITY_KEY_UNUSED",
                "capacity.reservedCount");
        Config created = seed().set("capacity.create", true).set("capacity.availabilityDomain", AD);
        assertExactly(created.validate(), "CAPACITY_KEY_UNUSED", "capacity.availabilityDomain");
        assertExactly(created.remove("capacity.availabilityDomain").validate());
    }

    /** seedLike with the on-demand partition (Slurm, up to 4 nodes) of the committed ondemand stack. */
    private static Config withOnDemand(Config c) {
        return c.set("scheduler.type", "slurm")
                .set("scheduler.allowUnpinnedDownloads", true)
                .set("iam.existingDynamicGroup", "gpu-admins-bastion")
                .set("onDemand.enabled", true)
                .set("onDemand.maxNodes", 4);
    }

    @Test
    void onDemandNodesInACreatedReservationValidateAndItHoldsBothPools() {
        Config c = withOnDemand(seed()).set("capacity.create", true).set("capacity.onDemand", true);
        assertExactly(c.validate());
        Capacity read = read(c);
        var settings = Validation.of(c.raw(), "test", Features.RULES).settings();
        assertTrue(read.onDemandIn(settings));
        assertEquals(6, read.reservedNodes(settings), "2 static nodes + 4 on-demand");
    }

    @Test
    void anOnDemandShapeOtherThanTheReservationsIsRefusedNamingBothKeys() {
        Config created = withOnDemand(seed())
                .set("capacity.create", true)
                .set("capacity.onDemand", true)
                .set("onDemand.shape", "BM.GPU.H100.8");
        Diagnostic d = only(created.validate(), "CAPACITY_ONDEMAND_SHAPE_MISMATCH", "onDemand.shape");
        assertTrue(d.message().contains("BM.GPU.H100.8") && d.message().contains("BM.GPU4.8"), d.line());
        assertTrue(
                d.keys().stream().anyMatch(k -> k.key().equals("capacity.onDemand")),
                d.keys().toString());
        assertExactly(created.copy().set("onDemand.shape", "BM.GPU4.8").validate());
        assertExactly(created.copy().remove("capacity.onDemand").validate());

        Config existing = withOnDemand(existing())
                .set("capacity.shape", "BM.GPU4.8")
                .set("capacity.onDemand", true)
                .set("onDemand.shape", "BM.GPU.H100.8");
        only(existing.validate(), "CAPACITY_ONDEMAND_SHAPE_MISMATCH", "onDemand.shape");
        // an existing reservation whose shape is not stated: unknown offline, not refused
        assertExactly(existing.remove("capacity.shape").validate());
    }

    @Test
    void theOnDemandMaximumCountsAgainstTheStatedReservation() {
        Config c = withOnDemand(existing()).set("capacity.reservedCount", 5).set("capacity.onDemand", true);
        Diagnostic d = only(c.validate(), "CAPACITY_COUNT_EXCEEDED", "cluster.nodeCount");
        assertTrue(d.message().contains("onDemand.maxNodes") && d.message().contains("is 6"), d.line());
        assertTrue(
                d.keys().stream().anyMatch(k -> k.key().equals("onDemand.maxNodes")),
                d.keys().toString());
        assertExactly(c.copy().set("onDemand.maxNodes", 3).validate());
        assertExactly(c.copy().set("capacity.reservedCount", 6).validate());
        // without capacity.onDemand the on-demand nodes do not count
        assertExactly(c.remove("capacity.onDemand").validate());
    }

    @Test
    void capacityOnDemandWithoutAReservationOrWithoutThePartitionIsRefused() {
        assertExactly(
                withOnDemand(seed()).set("capacity.onDemand", true).validate(),
                "CAPACITY_KEY_UNUSED",
                "capacity.onDemand");
        Config noPartition = seed().set("capacity.create", true).set("capacity.onDemand", true);
        Diagnostic d = only(noPartition.validate(), "CAPACITY_KEY_UNUSED", "capacity.onDemand");
        assertTrue(d.message().contains("onDemand.enabled"), d.line());
        assertExactly(noPartition.remove("capacity.onDemand").validate());
    }

    /**
     * A cluster network in a reservation launches as OCI's Compute Management service (Oracle,
     * "Common Policies"): without the program creating its statement (iam.tenancyOcid +
     * iam.homeRegion), validate warns with the exact statement; a single instance launches as the
     * deployer and needs none.
     */
    @Test
    void aClusterNetworkInAReservationWarnsWithTheServicesExactStatementUnlessTheProgramCreatesIt() {
        String statement = "Allow service compute_management to use compute-capacity-reservations in compartment id "
                + Config.COMPARTMENT;
        for (Config c : List.of(
                Config.seedLike().set("capacity.create", true),
                Config.seedLike().set("capacity.reservationId", RESERVATION).set("availabilityDomain", AD))) {
            Diagnostic d = only(
                    c.validate(),
                    "CAPACITY_SERVICE_POLICY",
                    c.raw().toString().contains("reservationId") ? "capacity.reservationId" : "capacity.create");
            assertTrue(d.message().contains("`" + statement + "`"), d.line());
            assertTrue(d.fix().contains("iam.tenancyOcid") && d.fix().contains("iam.homeRegion"), d.fix());
            // the fix, applied: the program creates the statement
            assertExactly(c.copy()
                    .set("iam.tenancyOcid", Config.TENANCY)
                    .set("iam.homeRegion", "ap-tokyo-1")
                    .validate());
            // or an administrator did
            assertExactly(c.copy()
                    .set("suppressWarnings", List.of("CAPACITY_SERVICE_POLICY"))
                    .validate());
        }
        assertExactly(Config.seedLike()
                .set("cluster.mode", "singleInstance")
                .set("cluster.nodeCount", 1)
                .set("capacity.create", true)
                .validate());
    }
}
