package ocigpucluster.nccl;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * "Within" the tolerance includes it: a printed figure exactly the tolerance away from its rows'
 * mean could have been printed from them. The numbers are exact in binary (0.5, 10, 10.5, 9.5).
 */
class NcclSummaryToleranceTest {
    @Test
    void aFigureExactlyTheToleranceAwayAgreesAndOneFurtherDoesNot() {
        assertTrue(new NcclSummary(10.5, 1, 10.0, 0.5).agrees());
        assertTrue(new NcclSummary(9.5, 1, 10.0, 0.5).agrees());
        assertFalse(new NcclSummary(10.625, 1, 10.0, 0.5).agrees());
        assertFalse(new NcclSummary(10.0, 0, null, 0.5).agrees(), "no rows: nothing to agree with");
    }
}
