package ocigpucluster.program;

import static ocigpucluster.preview.PreviewRuns.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PreviewRuns;
import org.junit.jupiter.api.Test;

/**
 * The nodes find the bastion by name through the public subnet's domain, which OCI's VCN
 * resolver names {@code <subnet DNS label>.<VCN DNS label>.oraclevcn.com} (OCI documentation,
 * "DNS in Your Virtual Cloud Network"). Distinct, non-default labels show which label goes where;
 * with the defaults ("public", "vcn") a swapped or hard-coded domain would go unnoticed.
 */
class DnsDomainTest {
    private static final String[] LABELS = {
        "network.vcnDnsLabel=lab", "network.publicSubnetDnsLabel=edge", "network.privateSubnetDnsLabel=gpus"
    };

    @Test
    void theLabelsReachOciAndTheNodesSearchTheSubnetsDomain() {
        Plan plan = PreviewRuns.plan(LABELS);
        assertEquals(
                "lab", resource(plan, "network-vcn").inputs().path("dnsLabel").asText());
        assertEquals(
                "edge",
                resource(plan, "network-public-subnet")
                        .inputs()
                        .path("dnsLabel")
                        .asText());
        assertEquals(
                "gpus",
                resource(plan, "network-private-subnet")
                        .inputs()
                        .path("dnsLabel")
                        .asText());
        String config = PreviewRuns.cloudConfig(resource(plan, "gpu-instance-configuration"));
        assertTrue(config.contains("edge.lab.oraclevcn.com"), config);
        assertFalse(config.contains("public.vcn.oraclevcn.com"), config);
        assertFalse(config.contains("lab.edge."), config);
    }
}
