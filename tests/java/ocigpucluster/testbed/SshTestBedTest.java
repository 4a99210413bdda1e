package ocigpucluster.testbed;

import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestClassOrder;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * Every test that needs the SSH test bed, in one top-level class: surefire hands a class to
 * one JVM, which runs the groups at once (up to three beds, BedSlots.SLOTS; the beds mostly
 * wait), while the other JVM runs the rest of the suite. Each group starts and stops its own
 * bed (its own instance: names, subnet, directory) and checks that nothing of it is left
 * behind; its tests run one after another ({@code @TestMethodOrder}, which
 * TestBedScriptsLintTest requires of every group). Longest groups first: they start first.
 */
@TestClassOrder(ClassOrderer.OrderAnnotation.class)
@Execution(ExecutionMode.CONCURRENT)
@Tag("bed")
class SshTestBedTest {

    @Nested
    @Order(1)
    class Faults extends FaultsScenario {}

    @Nested
    @Order(2)
    class OnDemand extends OnDemandScenario {}

    @Nested
    @Order(3)
    class Health extends HealthScenario {}

    @Nested
    @Order(3)
    class Slurm extends SlurmScenario {}

    @Nested
    @Order(3)
    class ReplaceNode extends ReplaceNodeScenario {}

    /**
     * A measurement on 32 emulated nodes, opt-in: its 32 hosts' CPU beside the other groups on a
     * 2-core machine starves them (ssh banner timeouts) and its own ratios; run it alone with
     * {@code mvn -B test -Dtest='SshTestBedTest$Scale'} (CONTRIBUTING.md).
     */
    @Nested
    @Order(3)
    @Tag("scale")
    class Scale extends ScaleScenario {}

    @Nested
    @Order(3)
    class Bake extends BakeScenario {}

    @Nested
    @Order(4)
    class Accounting extends AccountingScenario {}

    @Nested
    @Order(4)
    class HappyPath extends HappyPathScenario {}

    @Nested
    @Order(5)
    class Overlap extends OverlapScenario {}

    @Nested
    @Order(6)
    class Readiness extends ReadinessScenario {}

    @Nested
    @Order(9)
    class SharedHome extends SharedHomeScenario {}

    @Nested
    @Order(6)
    class Monitoring extends MonitoringScenario {}

    @Nested
    @Order(7)
    class Users extends UsersScenario {}

    @Nested
    @Order(8)
    class Directory extends DirectoryScenario {}

    @Nested
    @Order(16)
    class Groups extends GroupsScenario {}

    @Nested
    @Order(9)
    class KubernetesJoin extends KubernetesJoinScenario {}
}
