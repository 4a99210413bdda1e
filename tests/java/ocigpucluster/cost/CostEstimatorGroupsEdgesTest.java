package ocigpucluster.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.util.List;
import ocigpucluster.cost.CostEstimator.GroupUse;
import ocigpucluster.cost.CostEstimator.VmUse;
import ocigpucluster.shapes.ShapeCatalog;
import org.junit.jupiter.api.Test;

/**
 * The node-group form of the estimate, called directly (the program's path for several groups and
 * the roles' VMs): each size refused where it is not positive, and a role's VMs priced for all of
 * them, on the round test prices (E5 Flex: 0.03 an OCPU-hour, 0.002 a GB-hour).
 */
class CostEstimatorGroupsEdgesTest {
    private static final CostEstimator ROUND =
            new CostEstimator(PriceTable.load("/ocigpucluster/cost/round-prices.yaml"), ShapeCatalog.get());
    private static final String FLEX = "VM.Standard.E5.Flex";
    private static final VmUse BASTION = new VmUse("bastion", FLEX, 1, 8, 50, 1);

    private static String refusal(GroupUse group, VmUse vm) {
        return assertThrows(
                        IllegalArgumentException.class, () -> ROUND.estimate(List.of(group), BASTION, List.of(vm), 0))
                .getMessage();
    }

    private static final GroupUse H100 = new GroupUse("h100", "BM.GPU.H100.8", 2, 200);
    private static final VmUse LOGIN = new VmUse("login", FLEX, 2, 16, 100, 3);

    @Test
    void aGroupWithoutNodesOrBootVolumeIsRefusedByName() {
        assertEquals(
                "nodes must be greater than 0, got 0", refusal(new GroupUse("h100", "BM.GPU.H100.8", 0, 200), LOGIN));
        assertEquals(
                "bootVolumeGb must be greater than 0, got 0",
                refusal(new GroupUse("h100", "BM.GPU.H100.8", 2, 0), LOGIN));
        assertEquals(
                "nodes must be greater than 0, got -1",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> ROUND.nodesLine(new GroupUse("h100", "BM.GPU.H100.8", -1, 200)))
                        .getMessage());
    }

    @Test
    void aRoleVmOfNoSizeIsRefusedWithTheRolesName() {
        assertEquals(
                "login OCPUs must be greater than 0, got 0", refusal(H100, new VmUse("login", FLEX, 0, 16, 100, 3)));
        assertEquals(
                "login memory must be greater than 0, got 0", refusal(H100, new VmUse("login", FLEX, 2, 0, 100, 3)));
        assertEquals(
                "login boot volume must be greater than 0, got 0",
                refusal(H100, new VmUse("login", FLEX, 2, 16, 0, 3)));
    }

    @Test
    void threeLoginNodesCostThreeTimesOne() {
        CostEstimate e = ROUND.estimate(List.of(H100), BASTION, List.of(LOGIN), 0);
        CostEstimate.LineItem login = e.lines().get(2);
        assertEquals("login (VM.Standard.E5.Flex)", login.label());
        assertEquals("3 × 2 OCPUs, 16 GB memory", login.quantity());
        // 3 VMs × (2 OCPUs × 0.03 + 16 GB × 0.002) = 3 × 0.092 = 0.276 an hour; × 730 hours = 201.48
        assertEquals(0, new BigDecimal("0.276").compareTo(login.hourly().orElseThrow()), login.hourly()::toString);
        assertEquals(0, new BigDecimal("201.48").compareTo(login.monthly().orElseThrow()), login.monthly()::toString);
        // the bastion, one VM: 1 × 0.03 + 8 × 0.002 = 0.046 an hour
        assertEquals(
                0, new BigDecimal("0.046").compareTo(e.lines().get(1).hourly().orElseThrow()));
    }
}
