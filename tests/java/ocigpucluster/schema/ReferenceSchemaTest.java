package ocigpucluster.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.pulumi.asset.StringAsset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReferenceSchemaTest {
    private static final ReferenceSchema S = ReferenceSchema.get();
    private static final String VCN = "oci:Core/vcn:Vcn";
    private static final String SL = "oci:Core/securityList:SecurityList";
    private static final String INSTANCE = "oci:Core/instance:Instance";
    private static final String IC = "oci:Core/instanceConfiguration:InstanceConfiguration";
    private static final String CMD = "command:remote:Command";

    private static Map<String, Object> vcn() {
        var m = new HashMap<String, Object>();
        m.put("compartmentId", "ocid1.compartment.oc1..x");
        m.put("cidrBlocks", List.of("10.0.0.0/16"));
        m.put("dnsLabel", "cluster");
        m.put("freeformTags", Map.of("cluster", "a"));
        m.put("isIpv6enabled", false);
        return m;
    }

    private static void assertOneProblem(List<String> problems, String... fragments) {
        assertEquals(1, problems.size(), () -> "want exactly one problem, got " + problems);
        for (var f : fragments) {
            assertTrue(problems.get(0).contains(f), () -> "'" + problems.get(0) + "' should mention " + f);
        }
    }

    @Test
    void wellFormedInputsHaveNoProblems() {
        assertEquals(List.of(), S.checkInputs(VCN, vcn()));
        var rules = Map.<String, Object>of(
                "compartmentId",
                "c",
                "vcnId",
                "v",
                "ingressSecurityRules",
                List.of(Map.of("protocol", "6", "source", "0.0.0.0/0", "tcpOptions", Map.of("min", 22.0, "max", 22))));
        assertEquals(List.of(), S.checkInputs(SL, rules));
    }

    @Test
    void unknownTokenIsReported() {
        assertOneProblem(
                S.checkInputs("oci:Core/vcn:VirtualCloudNetwork", vcn()),
                "unknown token",
                "oci:Core/vcn:VirtualCloudNetwork");
    }

    @Test
    void guessedRegularWireNameIsUnknown() {
        var m = vcn();
        m.put("ipv6PrivateCidrBlocks", List.of("fd00::/48")); // the schema says ipv6privateCidrBlocks
        assertOneProblem(S.checkInputs(VCN, m), "unknown property 'ipv6PrivateCidrBlocks'", VCN);
    }

    @Test
    void unknownNestedNameIsReportedWithItsPath() {
        var m = Map.<String, Object>of(
                "compartmentId",
                "c",
                "vcnId",
                "v",
                "ingressSecurityRules",
                List.of(Map.of("protocol", "6", "source", "0.0.0.0/0", "tcpOptions", Map.of("portMin", 22))));
        assertOneProblem(S.checkInputs(SL, m), "ingressSecurityRules[0].tcpOptions.portMin");
    }

    @Test
    void wrongTypesAreReportedAtEveryDepth() {
        var m = vcn();
        m.put("cidrBlocks", "10.0.0.0/16");
        assertOneProblem(S.checkInputs(VCN, m), "cidrBlocks", "expected array");

        m = vcn();
        m.put("freeformTags", Map.of("n", 1.0));
        assertOneProblem(S.checkInputs(VCN, m), "freeformTags[\"n\"]", "expected string");

        var rules = Map.<String, Object>of(
                "compartmentId",
                "c",
                "vcnId",
                "v",
                "ingressSecurityRules",
                List.of(Map.of("protocol", "6", "source", "0.0.0.0/0", "tcpOptions", Map.of("max", "22"))));
        assertOneProblem(S.checkInputs(SL, rules), "ingressSecurityRules[0].tcpOptions.max", "expected integer");

        var fractional = Map.<String, Object>of(
                "compartmentId",
                "c",
                "vcnId",
                "v",
                "ingressSecurityRules",
                List.of(Map.of("protocol", "6", "source", "0.0.0.0/0", "tcpOptions", Map.of("max", 22.5))));
        assertOneProblem(S.checkInputs(SL, fractional), "tcpOptions.max", "expected integer");

        var notAList = Map.<String, Object>of(
                "compartmentId",
                "c",
                "vcnId",
                "v",
                "ingressSecurityRules",
                Map.of("protocol", "6", "source", "0.0.0.0/0"));
        assertOneProblem(S.checkInputs(SL, notAList), "ingressSecurityRules", "expected array");
    }

    @Test
    void assignPublicIpIsAStringOnInstanceButABooleanInInstanceConfiguration() {
        var instance = Map.<String, Object>of(
                "compartmentId",
                "c",
                "availabilityDomain",
                "AD-1",
                "createVnicDetails",
                Map.of("subnetId", "s", "assignPublicIp", true));
        assertOneProblem(S.checkInputs(INSTANCE, instance), "createVnicDetails.assignPublicIp", "expected string");

        var ic = Map.<String, Object>of(
                "compartmentId",
                "c",
                "instanceDetails",
                Map.of(
                        "instanceType",
                        "compute",
                        "launchDetails",
                        Map.of("createVnicDetails", Map.of("assignPublicIp", "false"))));
        assertOneProblem(
                S.checkInputs(IC, ic),
                "instanceDetails.launchDetails.createVnicDetails.assignPublicIp",
                "expected boolean");
    }

    @Test
    void missingRequiredInputsAreReportedAtEveryDepth() {
        var m = vcn();
        m.remove("compartmentId");
        assertOneProblem(S.checkInputs(VCN, m), "missing required property 'compartmentId'");

        var rules = Map.<String, Object>of(
                "compartmentId", "c", "vcnId", "v", "ingressSecurityRules", List.of(Map.of("protocol", "6")));
        assertOneProblem(S.checkInputs(SL, rules), "missing required property 'ingressSecurityRules[0].source'");

        var cmd = Map.<String, Object>of("connection", Map.of("user", "opc"));
        assertOneProblem(S.checkInputs(CMD, cmd), "connection.host");
    }

    @Test
    void secretsStandInForAnyTypeAndEnumsAreChecked() {
        var cmd = Map.<String, Object>of("connection", ReferenceSchema.SECRET, "create", "true");
        assertEquals(List.of(), S.checkInputs(CMD, cmd));
        var nested = Map.<String, Object>of(
                "connection",
                Map.of(
                        "host",
                        "10.0.0.2",
                        "port",
                        22.0,
                        "privateKey",
                        ReferenceSchema.SECRET,
                        "proxy",
                        Map.of("host", "203.0.113.1")));
        assertEquals(List.of(), S.checkInputs(CMD, nested));
        var badPort = Map.<String, Object>of("connection", Map.of("host", "h", "port", "22"));
        assertOneProblem(S.checkInputs(CMD, badPort), "connection.port", "expected number");
        var badLogging = Map.<String, Object>of("connection", Map.of("host", "h"), "logging", "verbose");
        assertOneProblem(S.checkInputs(CMD, badLogging), "logging", "verbose");
    }

    @Test
    void assetsAreRecognised() {
        var ok = Map.<String, Object>of(
                "connection", Map.of("host", "h"), "remotePath", "/tmp/x", "source", new StringAsset("echo hi"));
        assertEquals(List.of(), S.checkInputs("command:remote:CopyToRemote", ok));
        var wire = Map.<String, Object>of(
                "connection",
                Map.of("host", "h"),
                "remotePath",
                "/tmp/x",
                "source",
                Map.of("4dabf18193072939515e22adb298388d", "0def7320c3a5731c473e5ecbe6d01bc7", "path", "dir"));
        assertEquals(List.of(), S.checkInputs("command:remote:CopyToRemote", wire));
        var text =
                Map.<String, Object>of("connection", Map.of("host", "h"), "remotePath", "/tmp/x", "source", "echo hi");
        assertOneProblem(S.checkInputs("command:remote:CopyToRemote", text), "source", "expected assetOrArchive");
    }

    @Test
    void invokeArgsAndResultsAreCheckedToo() {
        assertOneProblem(S.checkInputs("oci:Core/getVnic:getVnic", Map.of()), "missing required property 'vnicId'");
        assertOneProblem(
                S.checkFunctionResult("oci:Core/getVnic:getVnic", Map.of("vnicId", "v", "isPrimary", "yes")).stream()
                        .filter(p -> !p.contains("missing required"))
                        .toList(),
                "isPrimary",
                "expected boolean");
    }

    @Test
    void ociPropertiesWithoutUpdatableReplace() {
        assertTrue(S.isUpdatable(VCN, List.of("cidrBlocks")));
        assertTrue(S.isUpdatable(VCN, List.of("displayName")));
        assertTrue(S.replacesOnChange(VCN, List.of("dnsLabel")));
        assertFalse(S.isUpdatable(VCN, List.of("dnsLabel")));
    }

    @Test
    void nestedPathsFollowTheTopLevelUnlessTheNestedTypeHasFlags() {
        // InstanceCreateVnicDetails carries its own flags: nsgIds updates, subnetId replaces
        assertTrue(S.isUpdatable(INSTANCE, List.of("createVnicDetails", "nsgIds")));
        assertTrue(S.replacesOnChange(INSTANCE, List.of("createVnicDetails", "subnetId")));
        assertTrue(S.isUpdatable(INSTANCE, List.of("shapeConfig", "ocpus")));
        // security rules are updatable in place, list indices are skipped
        assertTrue(S.isUpdatable(SL, List.of("ingressSecurityRules", "0", "source")));
        assertTrue(S.isUpdatable(SL, List.of("ingressSecurityRules", "[1]", "tcpOptions", "sourcePortRange", "max")));
        // the schema flags only sourcePortRange inside tcpOptions, so tcpOptions.max reads as replacing
        assertTrue(S.replacesOnChange(SL, List.of("ingressSecurityRules", "0", "tcpOptions", "max")));
        // no flags below instanceDetails: the (non-updatable) top level decides
        assertTrue(S.replacesOnChange(
                IC, List.of("instanceDetails", "launchDetails", "createVnicDetails", "assignPublicIp")));
        assertTrue(S.replacesOnChange(VCN, List.of("byoipv6cidrDetails", "0", "byoipv6rangeId")));
        // the nested type has flags of its own, so its flag decides even under a non-updatable top level
        assertTrue(S.isUpdatable(IC, List.of("gmcConfigs", "compartmentId")));
    }

    @Test
    void commandReplacesOnlyOnTriggersAndTlsAlwaysReplaces() {
        assertTrue(S.isUpdatable(CMD, List.of("create")));
        assertTrue(S.isUpdatable(CMD, List.of("connection", "host")));
        assertTrue(S.replacesOnChange(CMD, List.of("triggers")));
        assertTrue(S.replacesOnChange("tls:index/privateKey:PrivateKey", List.of("rsaBits")));
    }

    @Test
    void changeQueriesRejectUnknownPaths() {
        var e = assertThrows(IllegalArgumentException.class, () -> S.isUpdatable(VCN, List.of("cidrs")));
        assertTrue(e.getMessage().contains("cidrs"), e.getMessage());
        var deep = assertThrows(IllegalArgumentException.class, () -> S.isUpdatable(VCN, List.of("dnsLabel", "x")));
        assertTrue(deep.getMessage().contains("dnsLabel"), deep.getMessage());
        assertThrows(
                IllegalArgumentException.class, () -> S.isUpdatable("oci:Core/getVnic:getVnic", List.of("vnicId")));
    }

    @Test
    void secretInputsAndOutputs() {
        var secrets = S.secretInputs(CMD);
        assertTrue(
                secrets.containsAll(List.of("connection", "connection.privateKey", "connection.password")),
                secrets.toString());
        assertFalse(secrets.contains("create"));
        assertEquals(
                java.util.Set.of("privateKeyOpenssh", "privateKeyPem", "privateKeyPemPkcs8"),
                S.secretOutputs("tls:index/privateKey:PrivateKey"));
    }
}
