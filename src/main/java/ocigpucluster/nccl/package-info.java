/**
 * nccl-tests output in, verdict out: {@link ocigpucluster.nccl.NcclLogParser} reads what
 * {@code all_reduce_perf} and friends print (every published variant: old and new columns,
 * launcher prefixes, interleaved NCCL/MPI/UCX lines, cut-off tables, garbage) into an
 * {@link ocigpucluster.nccl.NcclLog}; {@link ocigpucluster.nccl.NcclReport} judges it against a
 * pass line on the printed {@code # Avg bus bandwidth} (the statistic of Oracle's health-check
 * thresholds) and on the wrong/out-of-bounds counts, and reports the ranks and hosts the log names.
 * {@link ocigpucluster.nccl.NcclSweep} sizes the message sweep from the shape's GPU memory.
 */
package ocigpucluster.nccl;
