package ocigpucluster.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableMap;
import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.oci.Core.Vcn;
import com.pulumi.oci.Core.VcnArgs;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.ResourceArgs;
import com.pulumi.test.Mocks;
import com.pulumi.test.PulumiTest;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SchemaCheckingMocksTest {

    /** Answers registrations with their inputs and getVnic with a result of the wrong type. */
    private static final class EchoMocks implements Mocks {
        @Override
        public CompletableFuture<ResourceResult> newResourceAsync(ResourceArgs args) {
            return CompletableFuture.completedFuture(ResourceResult.of(Optional.of(args.name + "-id"), args.inputs));
        }

        @Override
        public CompletableFuture<Map<String, Object>> callAsync(CallArgs args) {
            return CompletableFuture.completedFuture(Map.of("vnicId", "v", "isPrimary", "yes"));
        }
    }

    /** A component of the program itself: not a provider resource, never checked. */
    private static final class Network extends ComponentResource {
        Network(String name) {
            super("oci-gpu-cluster:index:Network", name, ComponentResourceOptions.Empty);
        }
    }

    @AfterEach
    void cleanup() {
        PulumiTest.cleanup();
    }

    @Test
    void cleanProgramHasNoProblems() {
        var mocks = new SchemaCheckingMocks(new EchoMocks());
        var result = PulumiTest.withMocks(mocks).runTest(ctx -> {
            var net = new Network("net");
            new Vcn(
                    "vcn",
                    VcnArgs.builder()
                            .compartmentId("c")
                            .cidrBlocks("10.0.0.0/16")
                            .build(),
                    CustomResourceOptions.builder().parent(net).build());
        });
        assertTrue(result.exceptions().isEmpty(), () -> result.exceptions().toString());
        assertEquals(List.of(), mocks.problems());
    }

    /** A hand-written binding gone wrong: a guessed wire name, a wrong type, a required input left out. */
    static final class BadVcnArgs extends ResourceArgs {
        @Import(name = "ipv6CidrBlocks")
        private final Output<List<String>> ipv6 = Output.of(List.of("fd00::/56"));

        @Import(name = "cidrBlocks")
        private final Output<String> cidrBlocks = Output.of("10.0.0.0/16");
    }

    @ResourceType(type = "oci:Core/vcn:Vcn")
    static final class BadVcn extends CustomResource {
        BadVcn(String name) {
            super("oci:Core/vcn:Vcn", name, new BadVcnArgs(), CustomResourceOptions.Empty);
        }
    }

    @Test
    void badWireInputsAndBadMockResultsAreReportedByName() {
        var mocks = new SchemaCheckingMocks(new EchoMocks());
        PulumiTest.withMocks(mocks).runTest(ctx -> new BadVcn("bad-vcn"));
        // the wrong-typed result goes to the checker directly: through the engine the SDK's
        // deserializer would meet it too and warn, which no test of the program should provoke
        // (DeserializationWarningsTest)
        mocks.callAsync(new Mocks.CallArgs(
                        "oci:Core/getVnic:getVnic", ImmutableMap.of("vnicId", "ocid1.vnic.oc1..a"), null))
                .join();
        var problems = mocks.problems();
        assertEquals(4, problems.size(), problems::toString);
        assertTrue(
                problems.stream()
                        .anyMatch(p -> p.startsWith(
                                "resource 'bad-vcn': oci:Core/vcn:Vcn: unknown property 'ipv6CidrBlocks'")),
                problems::toString);
        assertTrue(
                problems.stream()
                        .anyMatch(
                                p -> p.startsWith("resource 'bad-vcn': oci:Core/vcn:Vcn: cidrBlocks: expected array")),
                problems::toString);
        assertTrue(
                problems.stream()
                        .anyMatch(p -> p.startsWith(
                                "resource 'bad-vcn': oci:Core/vcn:Vcn: missing required property 'compartmentId'")),
                problems::toString);
        assertTrue(
                problems.stream()
                        .anyMatch(p ->
                                p.startsWith("mock result: oci:Core/getVnic:getVnic: isPrimary: expected boolean")),
                problems::toString);
    }
}
