package ocigpucluster.nccl;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One placement (out-of-place or in-place) of one nccl-tests result row.
 *
 * @param wrong the {@code #wrong} count; null when the cell is {@code N/A} (checking off) or the
 *              log uses the old float {@code error} column instead
 * @param error the old float {@code error} value (max error of the check); null in the
 *              {@code #wrong} format
 */
@JsonPropertyOrder({"timeUs", "algbwGBps", "busbwGBps", "wrong", "error"})
public record NcclResult(double timeUs, double algbwGBps, double busbwGBps, Long wrong, Double error) {}
