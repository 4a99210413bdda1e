package ocigpucluster.kubernetes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each worker's TF_CONFIG as TensorFlow's multi-worker tutorial writes it, the expected JSON written out. */
class TfConfigTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode parse(String s) throws Exception {
        return JSON.readTree(s);
    }

    @Test
    void twoWorkersShareTheClusterAndEachHasItsOwnIndex() throws Exception {
        List<TfConfig> c = TfConfig.forWorkers("mnist", "mnist-workers", 2, 12345);
        assertEquals(2, c.size());
        assertEquals(
                parse("{\"cluster\":{\"worker\":[\"mnist-0.mnist-workers:12345\",\"mnist-1.mnist-workers:12345\"]},"
                        + "\"task\":{\"type\":\"worker\",\"index\":0}}"),
                parse(c.get(0).json()));
        assertEquals(
                parse("{\"cluster\":{\"worker\":[\"mnist-0.mnist-workers:12345\",\"mnist-1.mnist-workers:12345\"]},"
                        + "\"task\":{\"type\":\"worker\",\"index\":1}}"),
                parse(c.get(1).json()));
    }

    @Test
    void aSingleWorkerIsItsOwnCluster() throws Exception {
        assertEquals(
                parse("{\"cluster\":{\"worker\":[\"tf-0.tf:2222\"]},\"task\":{\"type\":\"worker\",\"index\":0}}"),
                parse(TfConfig.forWorkers("tf", "tf", 1, 2222).get(0).json()));
    }

    @Test
    void namesThatAreNoDnsLabelAndBadCountsOrPortsAreRefused() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> TfConfig.forWorkers("MNIST", "workers", 2, 2222));
        assertTrue(e.getMessage().contains("'MNIST' is not a DNS label"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> TfConfig.forWorkers("mnist", "a.b", 2, 2222));
        assertThrows(IllegalArgumentException.class, () -> TfConfig.forWorkers("mnist", "w", 0, 2222));
        assertThrows(IllegalArgumentException.class, () -> TfConfig.forWorkers("mnist", "w", 2, 0));
        assertThrows(IllegalArgumentException.class, () -> TfConfig.forWorkers("mnist", "w", 2, 65536));
    }
}
