package ocigpucluster.compute;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The cluster network's create bound is Oracle's: ((n - n % 20) / 20 + 1) x 30 minutes
 * (oracle-quickstart/oci-hpc locals.tf), written out here for the counts where it differs from
 * 30 minutes per started batch of 20 (the project's earlier rule).
 */
class ClusterNetworkTimeoutTest {
    @Test
    void thirtyMinutesPerBatchOfTwentyAndOneMore() {
        assertEquals(Duration.ofMinutes(30), ClusterNetworkPool.createTimeout(1));
        assertEquals(Duration.ofMinutes(30), ClusterNetworkPool.createTimeout(19));
        assertEquals(Duration.ofMinutes(60), ClusterNetworkPool.createTimeout(20));
        assertEquals(Duration.ofMinutes(60), ClusterNetworkPool.createTimeout(39));
        assertEquals(Duration.ofMinutes(90), ClusterNetworkPool.createTimeout(40));
        assertEquals(Duration.ofMinutes(780), ClusterNetworkPool.createTimeout(512));
    }
}
