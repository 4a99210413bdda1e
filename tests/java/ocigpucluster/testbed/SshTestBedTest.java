package ocigpucluster.testbed;

import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.TestClassOrder;

/**
 * Every test that needs the SSH test bed, in one top-level class: surefire hands a class to
 * one JVM, so the beds (one at a time per machine) run one after another in that JVM and
 * never leave the other JVM waiting on the machine-wide lock. Each group starts and stops
 * its own bed and checks that nothing is left behind.
 */
@TestClassOrder(ClassOrderer.OrderAnnotation.class)
class SshTestBedTest {

    @Nested
    @Order(1)
    class HappyPath extends HappyPathScenario {
    }

    @Nested
    @Order(2)
    class Faults extends FaultsScenario {
    }

    @Nested
    @Order(3)
    class Overlap extends OverlapScenario {
    }

    @Nested
    @Order(4)
    class Readiness extends ReadinessScenario {
    }

    @Nested
    @Order(5)
    class Slurm extends SlurmScenario {
    }

    @Nested
    @Order(6)
    class SharedHome extends SharedHomeScenario {
    }

    @Nested
    @Order(8)
    class Directory extends DirectoryScenario {
    }
}
