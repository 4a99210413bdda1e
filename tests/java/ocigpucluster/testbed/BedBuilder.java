package ocigpucluster.testbed;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/** What bed to start ({@code TestBed.builder()}): how many nodes, their faults at start, /home, a cloud. */
final class BedBuilder {
    private int nodes = 2;
    /** RDMA NICs per node; -1: the shape's. */
    private int rdmaNics = -1;

    private final Map<Integer, Map<String, String>> faults = new TreeMap<>();
    private String sharedHome;
    private boolean cloud;
    private boolean slurm;
    private boolean slurmCgroups;

    BedBuilder nodes(int count) {
        if (count < 0 || count > TestBed.NODE_NAMES.size()) {
            throw new IllegalArgumentException("nodes must be 0.." + TestBed.NODE_NAMES.size());
        }
        this.nodes = count;
        return this;
    }

    /**
     * RDMA NICs per node instead of the shape's 16 (pass the same SHAPE_RDMA_NICS to the
     * stages): a bed of many nodes on this machine's few cores, where the per-NIC ring's
     * thousands of ib_write_bw processes would measure the machine, not the chain.
     */
    BedBuilder rdmaNics(int count) {
        this.rdmaNics = count;
        return this;
    }

    /** A fault of node {@code index} (0-based), e.g. {@code fault(2, "GPUS", "7")}; see README. */
    BedBuilder fault(int index, String key, String value) {
        faults.computeIfAbsent(index, k -> new LinkedHashMap<>()).put(key, value);
        return this;
    }

    /**
     * /home from a shared NFS export {@code source} (server:path), as with storage.mode
     * fileStorage or external: the nodes boot with it mounted (empty, a new file system), the
     * bastion mounts it in stage 1; any other source fails to mount (see the mount fake).
     */
    BedBuilder sharedHome(String source) {
        this.sharedHome = source;
        return this;
    }

    /**
     * The bed's cloud (cloud-host.sh, fakes/oci): the bastion's OCI CLI launches and
     * terminates instances, each launched instance a new bed host of the bed's shape.
     */
    BedBuilder cloud() {
        this.cloud = true;
        return this;
    }

    /**
     * The bed runs the real Slurm daemons the stages install: the machine's build of the pinned
     * Slurm must be there ({@link Machine#requireSlurm}, which builds it once), and the daemons'
     * logs are read for errors after every stage ({@link SlurmDaemonLogs}).
     */
    BedBuilder slurm() {
        this.slurm = true;
        return this;
    }

    /**
     * Slurm on cgroup/v2 in each node's delegated cgroup ({@link TestBed#slurmCgroups}): the nodes'
     * {@code /etc/ld.so.preload} loads the unified cgroup view ({@code lib/cgroup2-view.c}, the bed
     * README's "cgroup"); the other beds' processes run without a preloaded library.
     */
    BedBuilder slurmCgroups() {
        this.slurm = true;
        this.slurmCgroups = true;
        return this;
    }

    TestBed start() {
        if (slurm) {
            Machine.requireSlurm();
        }
        return new TestBed(nodes, rdmaNics, faults, sharedHome, cloud, slurm, slurmCgroups);
    }
}
