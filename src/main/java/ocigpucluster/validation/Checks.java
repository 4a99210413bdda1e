package ocigpucluster.validation;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Every validation rule over the settings, grouped by topic. Each topic's {@code ALL} list is the
 * documentation of its checks: one line per check with its id, level and summary.
 */
public final class Checks {
    private Checks() {
    }

    public static final List<Check> ALL = Stream.of(
                    NetworkChecks.ALL,   // CIDRs, subnets, the RDMA range, an existing network
                    ComputeChecks.ALL,   // node count, GPU shape, boot volumes, bastion size
                    NameChecks.ALL,      // time zone, DNS labels, host names
                    AccessChecks.ALL,    // required values, OCIDs, SSH keys and sources
                    StorageChecks.ALL,   // where /home lives: modes, NFS server, paths, mount options
                    BootstrapChecks.ALL, // the bootstrap chain and NCCL parameters
                    SchedulerChecks.ALL, // Slurm and the node failure policy
                    OnDemandChecks.ALL,  // the on-demand partition and its IAM rights
                    UserChecks.ALL,      // login accounts: names, ids, groups, SSH keys
                    DirectoryChecks.ALL, // directory mode: LDAP URIs, DNs, the bind password, the TLS CA
                    PlatformRuleChecks.ALL) // what OCI, Slurm or the nodes refuse though well-formed
            .flatMap(List::stream)
            .toList();

    public static Optional<Check> byId(String id) {
        return ALL.stream().filter(c -> c.id().equals(id)).findFirst();
    }
}
