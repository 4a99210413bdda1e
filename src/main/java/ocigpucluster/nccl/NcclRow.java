package ocigpucluster.nccl;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One result row of an nccl-tests table: a message size and its out-of-place and in-place
 * measurements. {@code inPlace} is null when the table has only the out-of-place columns.
 */
@JsonPropertyOrder({"sizeBytes", "outOfPlace", "inPlace"})
public record NcclRow(long sizeBytes, NcclResult outOfPlace, NcclResult inPlace) {}
