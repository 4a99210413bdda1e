package ocigpucluster.validation;

import java.util.List;
import java.util.stream.Stream;

/**
 * The shared validation rules over the settings, grouped by topic (a feature's checks are in its
 * own package, {@code Feature.checks()}; {@link Ruleset} joins them). Each topic's {@code ALL} list is the
 * documentation of its checks: one line per check with its id, level and summary.
 */
public final class Checks {
    private Checks() {}

    public static final List<Check> SHARED = Stream.of(
                    NetworkChecks.ALL, // CIDRs, subnets, the RDMA range, an existing network
                    ComputeChecks.ALL, // node count, GPU shape, boot volumes, bastion size
                    GroupChecks.ALL, // node groups' names, placements, fabrics; roles; tags
                    NameChecks.ALL, // time zone, DNS labels, host names
                    AccessChecks.ALL, // required values, OCIDs, SSH keys and sources
                    StorageChecks.ALL, // where /home lives: modes, NFS server, paths, mount options
                    BootstrapChecks.ALL, // the bootstrap chain and NCCL parameters
                    PlatformRuleChecks.ALL, // what OCI, Slurm or the nodes refuse though well-formed
                    BastionImageChecks.ALL) // the bastion keeps its image unless a change is allowed
            .flatMap(List::stream)
            .toList();
}
