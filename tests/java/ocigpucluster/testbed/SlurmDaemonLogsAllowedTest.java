package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The allow-list lets through the lines the bed was seen to log and nothing wider: each line here
 * was copied from a daemon log of a failed bed run (the ones allowed) or is the same message with
 * another cause or message type (the ones that must still fail a group).
 */
class SlurmDaemonLogsAllowedTest {

    private static boolean allowed(String line) {
        return SlurmDaemonLogs.ALLOWED.stream()
                .anyMatch(a -> a.pattern().matcher(line).find());
    }

    @Test
    void aClientThatHungUpBeforeTheReplyIsAllowed() {
        // clean-clone .ci/run of 2026-11-29, slurmctld.log during the slow-NIC test's gate
        assertTrue(allowed("[2026-11-30T03:35:02.625] error: slurm_send_node_msg: [socket:[38334180]]"
                + " slurm_bufs_sendto(msg_type=RESPONSE_SLURM_RC) failed: Unexpected missing socket error"));
        assertTrue(allowed("[2026-11-28T10:01:00.001] error: slurm_send_node_msg: [socket:[1234]]"
                + " slurm_bufs_sendto(msg_type=MESSAGE_TASK_EXIT) failed: Connection reset by peer"));
    }

    @Test
    void theSameSendFailingForAnotherReasonOrMessageStillFails() {
        assertFalse(allowed("[2026-11-30T03:35:02.625] error: slurm_send_node_msg: [socket:[38334180]]"
                + " slurm_bufs_sendto(msg_type=RESPONSE_SLURM_RC) failed: Invalid argument"));
        assertFalse(allowed("[2026-11-30T03:35:02.625] error: slurm_send_node_msg: [socket:[38334180]]"
                + " slurm_bufs_sendto(msg_type=RESPONSE_NODE_REGISTRATION) failed: Connection reset by peer"));
        assertFalse(allowed("[2026-11-30T03:35:02.625] error: Node inst-a has low real_memory size"));
    }
}
