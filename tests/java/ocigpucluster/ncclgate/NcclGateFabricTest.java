package ocigpucluster.ncclgate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The NCCL gate's stack output names the fabric level of each suspect: from the host topology the
 * stage's JSON line carries ({@code topology}, the record of tests/resources/ocigpucluster/nccl/fabric,
 * whose README gives each node's blocks), "unknown" for each when it carries none.
 */
class NcclGateFabricTest {
    private static final String PAIRS = "\"suspects\": [\"gpu-4\"], \"pairs\": ["
            + "{\"round\": 1, \"nodes\": [\"gpu-1\", \"gpu-2\"], \"busbwGBps\": 180.0},"
            + "{\"round\": 1, \"nodes\": [\"gpu-3\", \"gpu-4\"], \"busbwGBps\": 41.5}]";

    private static String stdout(String stageFields) {
        return "# Avg bus bandwidth    : 70.742\n{\"stage\": \"nccl\", \"passed\": false, " + stageFields + "}\n";
    }

    @Test
    void eachSuspectIsNamedWithTheLevelOfItsSlowPair() throws Exception {
        // the stage prints its result on one line
        String topology = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(Files.readString(
                        ocigpucluster.Repo.path("tests/resources/ocigpucluster/nccl/fabric/topology.json")))
                .toString();
        Map<String, Object> out = NcclGate.result(stdout(PAIRS + ", \"topology\": " + topology), 70.0);
        assertEquals(
                "{recorded=true, suspects=[{node=gpu-4, pairs=[{with=gpu-3, busbwGBps=41.5,"
                        + " crosses=across network blocks of one HPC island}]}], pairs=[{round=1, nodes=[gpu-1, gpu-2],"
                        + " busbwGBps=180.0, crosses=within one local block}, {round=1, nodes=[gpu-3, gpu-4],"
                        + " busbwGBps=41.5, crosses=across network blocks of one HPC island}]}",
                out.get("fabric").toString());
    }

    @Test
    void withoutARecordEachLevelIsUnknownAndWithoutPairsThereIsNoFabricKey() {
        Map<String, Object> out = NcclGate.result(stdout(PAIRS), 70.0);
        assertEquals(
                "{recorded=false, suspects=[{node=gpu-4, pairs=[{with=gpu-3, busbwGBps=41.5,"
                        + " crosses=unknown: no host topology recorded}]}], pairs=[{round=1, nodes=[gpu-1, gpu-2],"
                        + " busbwGBps=180.0, crosses=unknown: no host topology recorded}, {round=1, nodes=[gpu-3, gpu-4],"
                        + " busbwGBps=41.5, crosses=unknown: no host topology recorded}]}",
                out.get("fabric").toString());
        assertFalse(NcclGate.result(stdout("\"suspects\": []"), 70.0).containsKey("fabric"));
    }

    @Test
    void aBrokenRecordIsSaidNotThrown() {
        Map<String, Object> out = NcclGate.result(stdout(PAIRS + ", \"topology\": {\"gpu-1\": 1}"), 70.0);
        assertEquals(
                "{error=the host topology record is not a JSON array of {node, group, shape, host,"
                        + " rdmaTopologyData}, recorded=false}",
                new java.util.TreeMap<>((Map<?, ?>) out.get("fabric")).toString());
    }
}
