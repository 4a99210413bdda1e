package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The OCPU count a bastion hint names: a whole number from 1 to the shape's maximum with which
 * the memory is 1 to 64 GB per OCPU and within the shape's total, the nearest to what was asked
 * (halves up; none asked: the smallest), or none. Checked against a search over every count.
 */
class OcpusForTest {

    private static Integer reference(double memory, ComputeChecks.FlexLimits limits, double wanted) {
        if (memory > limits.maxMemoryGb()) {
            return null;
        }
        Integer best = null;
        for (int o = 1; o <= Math.min(limits.maxOcpus(), 2000); o++) {
            if (memory < o * 1.0 || memory > o * 64.0) {
                continue;
            }
            if (best == null) {
                best = o;
            } else if (Double.isFinite(wanted)) {
                double d = Math.abs(o - wanted);
                double bestD = Math.abs(best - wanted);
                if (d < bestD || d == bestD && o > best) {
                    best = o;
                }
            }
        }
        return best;
    }

    @Test
    void theNearestCountWithWhichTheMemoryFits() {
        List<ComputeChecks.FlexLimits> shapes = List.of(
                new ComputeChecks.FlexLimits(94, 1049),
                new ComputeChecks.FlexLimits(32, 512),
                new ComputeChecks.FlexLimits(4, 64));
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (var limits : shapes) {
            for (double memory :
                    new double[] {0.5, 1, 2, 15.5, 16, 63, 64, 64.5, 65, 128, 300, 512, 513, 1024, 1049, 1050, 5000}) {
                for (double wanted : new double[] {
                    Double.NaN,
                    Double.POSITIVE_INFINITY,
                    -3,
                    0,
                    0.4,
                    0.5,
                    1,
                    1.5,
                    2,
                    2.5,
                    3.49,
                    7,
                    31.5,
                    32,
                    33,
                    93.5,
                    94,
                    95,
                    400
                }) {
                    checked++;
                    Integer expected = reference(memory, limits, wanted);
                    Integer actual = ComputeChecks.ocpusFor(memory, limits, wanted);
                    if (!java.util.Objects.equals(expected, actual)) {
                        wrong.add(limits + " memory " + memory + " wanted " + wanted + ": expected " + expected
                                + ", got " + actual);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong, checked + " cases");
    }
}
