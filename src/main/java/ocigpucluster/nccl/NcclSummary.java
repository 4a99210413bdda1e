package ocigpucluster.nccl;

/**
 * One {@code # Avg bus bandwidth} line and the busbw values above it that it summarises (those
 * since the previous such line). nccl-tests prints it as the mean of every busbw it measured,
 * out-of-place and in-place for each size (src/common.cu: each BenchTime adds its busBw to
 * {@code bw[0]} and counts it in {@code bw_count[0]}; then {@code bw[0] /= bw_count[0]}), with "%g"
 * (src/util.cu writeResultFooter), six significant digits; each busbw cell with "%6.2f", or fewer
 * decimals where that does not fit six characters (src/util.cu getFloatStr). So the printed figure
 * is the mean of the printed cells to within half a unit of each cell's last digit, averaged, plus
 * half a unit of the figure's sixth digit: {@code toleranceGBps}.
 *
 * @param printedGBps   the figure the line prints
 * @param busbwValues   how many busbw cells it summarises (0: none, a line with no rows above it)
 * @param meanGBps      their mean, null without any
 * @param toleranceGBps how far the printed figure may be from that mean through printing alone
 */
public record NcclSummary(double printedGBps, int busbwValues, Double meanGBps, double toleranceGBps) {
    /** Whether nccl-tests could have printed this line for these rows. */
    public boolean agrees() {
        return meanGBps != null && Math.abs(printedGBps - meanGBps) <= toleranceGBps;
    }
}
