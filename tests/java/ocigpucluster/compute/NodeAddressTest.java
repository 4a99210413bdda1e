package ocigpucluster.compute;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.pulumi.core.Output;
import com.pulumi.oci.Core.outputs.GetClusterNetworkInstancesInstance;
import com.pulumi.oci.Core.outputs.GetPrivateIpsPrivateIp;
import com.pulumi.oci.Core.outputs.GetVnicAttachmentsVnicAttachment;
import com.pulumi.test.Mocks;
import com.pulumi.test.PulumiTest;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import ocigpucluster.preview.PreviewMocks;
import ocigpucluster.preview.PreviewRuns;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class NodeAddressTest {

    @AfterEach
    void cleanup() {
        PulumiTest.cleanup();
    }

    private static GetClusterNetworkInstancesInstance instance(String id, String name) {
        return GetClusterNetworkInstancesInstance.builder()
                .id(id)
                .displayName(name)
                .build();
    }

    private static GetVnicAttachmentsVnicAttachment attachment(String instanceId, String vnicId, int nicIndex) {
        return GetVnicAttachmentsVnicAttachment.builder()
                .instanceId(instanceId)
                .vnicId(vnicId)
                .nicIndex(nicIndex)
                .build();
    }

    private static GetPrivateIpsPrivateIp ip(String vnicId, String address, boolean primary) {
        return GetPrivateIpsPrivateIp.builder()
                .vnicId(vnicId)
                .ipAddress(address)
                .isPrimary(primary)
                .build();
    }

    @Test
    void joinsEachInstanceToThePrimaryIpOfItsPrimaryVnic() {
        var nodes = NodeAddress.join(
                List.of(instance("i-b", "gpu-b"), instance("i-a", "gpu-a")),
                List.of(
                        attachment("i-a", "v-a2", 1),
                        attachment("i-other", "v-x", 0),
                        attachment("i-b", "v-b", 0),
                        attachment("i-a", "v-a", 0)),
                List.of(
                        ip("v-a", "10.0.4.99", false),
                        ip("v-a2", "10.0.5.1", true),
                        ip("v-b", "10.0.4.11", true),
                        ip("v-a", "10.0.4.10", true),
                        ip("v-x", "10.0.4.200", true)));
        assertEquals(List.of(new NodeAddress("gpu-a", "10.0.4.10"), new NodeAddress("gpu-b", "10.0.4.11")), nodes);
    }

    @Test
    void aNodeWithoutVnicOrAddressIsAnErrorThatNamesIt() {
        var noVnic = assertThrows(
                IllegalStateException.class,
                () -> NodeAddress.join(
                        List.of(instance("i-a", "gpu-a")), List.of(), List.of(ip("v-a", "10.0.4.10", true))));
        assertTrue(noVnic.getMessage().contains("gpu-a (i-a) has no attached VNIC yet"), noVnic.getMessage());
        var noIp = assertThrows(
                IllegalStateException.class,
                () -> NodeAddress.join(
                        List.of(instance("i-a", "gpu-a")),
                        List.of(attachment("i-a", "v-a", 0)),
                        List.of(ip("v-a", "10.0.4.10", false))));
        assertTrue(noIp.getMessage().contains("gpu-a (i-a) has no primary private IP on VNIC v-a"), noIp.getMessage());
    }

    /** 2 or 512 nodes: the same three invokes (it used to be one getVnic per node on top). */
    @Test
    void addressesOfAnyNumberOfNodesTakeThreeInvokes() {
        for (int nodes : new int[] {2, 512}) {
            var config = PreviewRuns.config(PreviewRuns.DEV_STACK, List.of("cluster.nodeCount=" + nodes), List.of());
            var settings = PreviewRuns.validation(config).settings();
            var preview = new PreviewMocks(settings, config.region());
            var calls = new ConcurrentHashMap<String, AtomicInteger>();
            Mocks counting = new Mocks() {
                @Override
                public CompletableFuture<ResourceResult> newResourceAsync(ResourceArgs args) {
                    return preview.newResourceAsync(args);
                }

                @Override
                public CompletableFuture<Map<String, Object>> callAsync(CallArgs args) {
                    calls.computeIfAbsent(args.token, t -> new AtomicInteger()).incrementAndGet();
                    return preview.callAsync(args);
                }
            };
            var found = new AtomicReference<Output<List<NodeAddress>>>();
            var result = PulumiTest.withMocks(counting)
                    .runTest(ctx -> found.set(NodeAddress.ofClusterNetwork(
                            settings.compartmentId(), Output.of("ocid1.clusternetwork.oc1..test"),
                            Output.of(preview.availabilityDomain()), Output.of("ocid1.subnet.oc1..private"))));
            assertTrue(result.exceptions().isEmpty(), () -> "stack failed: " + result.exceptions());
            List<NodeAddress> addresses = PulumiTest.extractValue(found.get());
            assertEquals(nodes, addresses.size());
            assertEquals(
                    nodes, addresses.stream().map(NodeAddress::ip).distinct().count(), "every node its own address");
            assertEquals(
                    Map.of(
                            "oci:Core/getClusterNetworkInstances:getClusterNetworkInstances",
                            1,
                            "oci:Core/getVnicAttachments:getVnicAttachments",
                            1,
                            "oci:Core/getPrivateIps:getPrivateIps",
                            1),
                    Map.copyOf(calls.entrySet().stream()
                            .collect(java.util.stream.Collectors.toMap(
                                    Map.Entry::getKey, e -> e.getValue().get()))),
                    nodes + " nodes");
        }
    }
}
