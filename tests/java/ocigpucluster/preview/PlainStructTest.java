package ocigpucluster.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import com.pulumi.Log;
import com.pulumi.core.Output;
import com.pulumi.test.Mocks;
import com.pulumi.test.internal.MockMonitor;
import com.pulumi.test.internal.PulumiTestInternal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import pulumirpc.Resource.ResourceInvokeRequest;
import pulumirpc.Resource.ResourceInvokeResponse;

/**
 * The offline preview's monitor answers an invoke with the struct the SDK's own mock monitor
 * (pulumi-java's MockMonitor, the reference) makes of the same mock result, whether the result is
 * plain (built directly) or not (the SDK's serializer), and asks the mock once.
 */
class PlainStructTest {
    private static final Log LOG = PulumiTestInternal.mockLog(Logger.getLogger(PlainStructTest.class.getName()));

    /** A mock that answers every invoke with one fixed result and counts the calls. */
    private static final class Fixed implements Mocks {
        final Map<String, Object> result;
        final AtomicInteger calls = new AtomicInteger();

        Fixed(Map<String, Object> result) {
            this.result = result;
        }

        @Override
        public CompletableFuture<ResourceResult> newResourceAsync(ResourceArgs args) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<Map<String, Object>> callAsync(CallArgs args) {
            calls.incrementAndGet();
            return CompletableFuture.completedFuture(result);
        }
    }

    private static ResourceInvokeRequest request(String token, Map<String, String> args) {
        var s = Struct.newBuilder();
        args.forEach(
                (k, v) -> s.putFields(k, Value.newBuilder().setStringValue(v).build()));
        return ResourceInvokeRequest.newBuilder().setTok(token).setArgs(s).build();
    }

    private static Struct sdk(Mocks mocks, ResourceInvokeRequest request) {
        return new MockMonitor(mocks, LOG).invokeAsync(request).join().getReturn();
    }

    private static ResourceInvokeResponse ours(Mocks mocks, ResourceInvokeRequest request) {
        return new RecordingMonitor(mocks, LOG).invokeAsync(request).join();
    }

    private static Map<String, Object> plainValues() {
        Map<String, Object> nested = new LinkedHashMap<>();
        nested.put("name", "inst-a");
        nested.put("nicIndex", 0);
        nested.put("tags", Map.of());
        Map<String, Object> m = new HashMap<>();
        m.put("text", "ocid1.instance.oc1.ap-tokyo-1.aaaa");
        m.put("empty", "");
        m.put("unicode", "ノード 1");
        m.put("yes", true);
        m.put("no", false);
        m.put("int", 42);
        m.put("negative", -7);
        m.put("big", (double) (1L << 40));
        m.put("double", 1.5);
        m.put("emptyList", List.of());
        m.put("emptyMap", Map.of());
        m.put("items", List.of(nested, nested));
        m.put("nestedLists", List.of(List.of("a", 1), List.of()));
        return m;
    }

    @Test
    void plainResultsGiveTheStructTheSdkMonitorGives() {
        var mocks = new Fixed(plainValues());
        var request = request("oci:Core/getPrivateIps:getPrivateIps", Map.of("subnetId", "ocid1.subnet.oc1..x"));
        assertNotNull(PlainStruct.of(mocks.result), "all plain: built directly");
        assertEquals(sdk(mocks, request), ours(mocks, request).getReturn());
    }

    @Test
    void thePreviewMocksAnswersAreBuiltDirectlyAndEqualTheSdks() {
        var config = PreviewRuns.config(PreviewRuns.DEV_STACK, List.of("cluster.nodeCount=3"), List.of());
        var settings = PreviewRuns.validation(config).settings();
        var mocks = new PreviewMocks(settings, config.region());
        var invokes = Map.of(
                "oci:Identity/getAvailabilityDomains:getAvailabilityDomains",
                Map.of("compartmentId", "ocid1.compartment.oc1..c"),
                "oci:Core/getServices:getServices",
                Map.<String, String>of(),
                "oci:Core/getImages:getImages",
                Map.of("compartmentId", "ocid1.compartment.oc1..c", "operatingSystem", "Oracle Linux"),
                "oci:Core/getClusterNetworkInstances:getClusterNetworkInstances",
                Map.of("compartmentId", "ocid1.compartment.oc1..c", "clusterNetworkId", "ocid1.clusternetwork.oc1..n"),
                "oci:Core/getVnicAttachments:getVnicAttachments",
                Map.of("compartmentId", "ocid1.compartment.oc1..c"),
                "oci:Core/getPrivateIps:getPrivateIps",
                Map.of("subnetId", "ocid1.subnet.oc1..s"));
        invokes.forEach((token, args) -> {
            var request = request(token, args);
            Map<String, Object> answer = mocks.callAsync(
                            new Mocks.CallArgs(token, com.google.common.collect.ImmutableMap.copyOf(args), ""))
                    .join();
            assertNotNull(PlainStruct.of(answer), token + ": the preview's answers are plain");
            assertEquals(sdk(mocks, request), ours(mocks, request).getReturn(), token);
        });
    }

    @Test
    void anythingElseTakesTheSdksWayWithOneCallOfTheMock() {
        List<Object> withNull = new ArrayList<>();
        withNull.add("a");
        withNull.add(null);
        List<Map<String, Object>> notPlain = List.of(
                Map.of("output", Output.of("resolved")),
                Map.of("list", withNull),
                Map.of("list", List.of(Map.of("output", Output.of(7)))));
        for (var result : notPlain) {
            assertNull(PlainStruct.of(result), result::toString);
            var mocks = new Fixed(result);
            var request = request("oci:Core/getImages:getImages", Map.of());
            var expected = sdk(mocks, request);
            mocks.calls.set(0);
            assertEquals(expected, ours(mocks, request).getReturn(), result::toString);
            assertEquals(1, mocks.calls.get(), "the mock is asked once");
        }
    }

    /** What the SDK's serializer refuses (a long, a float, a map with a non-text key) fails the same way. */
    @Test
    void whatTheSdkRefusesFailsAlike() {
        for (Map<String, Object> result : List.<Map<String, Object>>of(
                Map.of("long", 1L << 40), Map.of("float", 2.5f), Map.of("map", Map.of(1, "non-text key")))) {
            assertNull(PlainStruct.of(result), result::toString);
            var mocks = new Fixed(result);
            var request = request("oci:Core/getImages:getImages", Map.of());
            var sdk = assertThrows(CompletionException.class, () -> sdk(mocks, request));
            var ours = assertThrows(CompletionException.class, () -> ours(mocks, request));
            assertEquals(sdk.getCause().getClass(), ours.getCause().getClass());
            assertEquals(sdk.getCause().getMessage(), ours.getCause().getMessage());
        }
    }

    @Test
    void theMockSeesTheArgumentsTheSdkMonitorPasses() {
        var seen = new ArrayList<Map<String, Object>>();
        Mocks recording = new Mocks() {
            @Override
            public CompletableFuture<ResourceResult> newResourceAsync(ResourceArgs args) {
                throw new UnsupportedOperationException();
            }

            @Override
            public CompletableFuture<Map<String, Object>> callAsync(CallArgs args) {
                seen.add(args.args);
                return CompletableFuture.completedFuture(Map.of("id", "x"));
            }
        };
        var args = Struct.newBuilder()
                .putFields(
                        "compartmentId",
                        Value.newBuilder()
                                .setStringValue("ocid1.compartment.oc1..c")
                                .build())
                .putFields("limit", Value.newBuilder().setNumberValue(3).build())
                .putFields("flag", Value.newBuilder().setBoolValue(true).build())
                .putFields(
                        "unknown",
                        Value.newBuilder().setStringValue(PreviewMocks.UNKNOWN).build())
                .build();
        var request = ResourceInvokeRequest.newBuilder()
                .setTok("oci:Core/getImages:getImages")
                .setArgs(args)
                .build();
        new MockMonitor(recording, LOG).invokeAsync(request).join();
        new RecordingMonitor(recording, LOG).invokeAsync(request).join();
        assertEquals(2, seen.size());
        assertEquals(seen.get(0), seen.get(1));
    }
}
