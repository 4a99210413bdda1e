package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bed's fake OCI CLI (tests/testbed/fakes/lib/oci_cli.py) keeps the real CLI's contract
 * (its header): output shapes, ServiceError on stderr, the SDK's retries, click's usage errors,
 * instance principal only. No bed: the cloud directory is a temporary one and no daemon serves
 * it, so launched instances stay PROVISIONING unless the test moves them.
 * <p>
 * In detail (the test bed README's group table points here): the fake OCI CLI's contract without a
 * bed: empty list prints nothing, kebab-case {@code {"data": ...}}, ServiceError JSON on stderr,
 * the SDK's retries of 500/429 ({@code --no-retry}: one request), click's usage errors (exit 2),
 * instance principal only; an instance pool's detach without decrement terminates the instance and
 * launches a replacement {@code inst-xxxxx-<pool>} (the pool SCALING meanwhile: 409), and refuses
 * an unknown instance or one outside the pool (404).
 */
@Tag("process")
class OciCliFakeTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path CLI =
            Path.of("tests/testbed/fakes/lib/oci_cli.py").toAbsolutePath();
    private static final String LAUNCH = "compute instance launch --output json --compartment-id c1"
            + " --availability-domain AD-1 --shape BM.GPU4.8 --display-name ondemand-1 --freeform-tags {\"k\":\"v\"}";

    @TempDir
    Path cloud;

    @BeforeEach
    void emptyCloud() throws IOException {
        Files.createDirectories(cloud.resolve("requests"));
        Files.writeString(cloud.resolve("faults.env"), "");
        Files.writeString(cloud.resolve("config.json"), "{\"gpus\": 8, \"rdmaNics\": 16, \"subnet\": \"10.0.4\"}");
    }

    private Machine.Result oci(String args, boolean principal) {
        List<String> cmd = new ArrayList<>(
                List.of("env", "-i", "PATH=/usr/bin:/bin", "HOME=/home/opc", "OCITB_CLOUD_DIR=" + cloud));
        if (principal) {
            cmd.add("OCI_CLI_AUTH=instance_principal");
        }
        cmd.addAll(List.of("python3", "-B", CLI.toString()));
        cmd.addAll(List.of(args.split(" ")));
        return Machine.exec(cmd, "", 30);
    }

    private Machine.Result oci(String args) {
        return oci(args, true);
    }

    private JsonNode serviceError(Machine.Result r) throws IOException {
        assertEquals(1, r.exitCode(), r.stderr());
        assertTrue(r.stderr().startsWith("ServiceError:\n"), r.stderr());
        return JSON.readTree(r.stderr().substring("ServiceError:\n".length()));
    }

    private List<String> api() throws IOException {
        return ocigpucluster.testbed.FakeCloudRequests.of(cloud);
    }

    private void fault(String text) throws IOException {
        Files.writeString(cloud.resolve("faults.env"), text);
    }

    @Test
    void anEmptyCompartmentPrintsNothingAndALaunchIsProvisioningWithKebabCaseKeys() throws Exception {
        Machine.Result empty = oci("compute instance list --compartment-id c1 --all --output json");
        assertEquals(0, empty.exitCode(), empty.stderr());
        assertEquals("", empty.stdout());

        Machine.Result launched = oci(LAUNCH);
        assertEquals(0, launched.exitCode(), launched.stderr());
        JsonNode out = JSON.readTree(launched.stdout());
        assertTrue(out.has("etag"), launched.stdout());
        JsonNode data = out.path("data");
        assertEquals("PROVISIONING", data.path("lifecycle-state").asText());
        assertEquals("ondemand-1", data.path("display-name").asText());
        assertEquals("v", data.path("freeform-tags").path("k").asText());
        assertTrue(data.path("id").asText().startsWith("ocid1.instance.oc1."), launched.stdout());
        assertTrue(data.path("time-created")
                .asText()
                .matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{6}\\+00:00"));
        // the CLI indents by 2 and sorts the keys
        assertTrue(launched.stdout().startsWith("{\n  \"data\": {\n    \"agent-config\""), launched.stdout());
        // the daemon's request: one launch
        try (var requests = Files.list(cloud.resolve("requests"))) {
            assertEquals(
                    1,
                    requests.filter(p -> p.getFileName().toString().contains("-launch-"))
                            .count());
        }
        // the VNIC has no address until the instance runs: nothing printed
        Machine.Result vnics = oci("compute instance list-vnics --output json --instance-id "
                + data.path("id").asText());
        assertEquals(0, vnics.exitCode(), vnics.stderr());
        assertEquals("", vnics.stdout());
        JsonNode listed = JSON.readTree(
                oci("compute instance list --compartment-id c1 --all").stdout());
        assertEquals(1, listed.path("data").size());
        assertEquals(
                "", oci("compute instance list --compartment-id other --all").stdout(), "other compartments are empty");
    }

    @Test
    void aLaunchIntoAReservationRecordsItAndOneOfAnotherShapeOrAdIs400AndLaunchesNothing() throws Exception {
        String rid = "ocid1.capacityreservation.oc1.ap-tokyo-1.bed";
        fault("CAPACITY_RESERVATIONS=" + rid + "=BM.GPU4.8@AD-1\n");
        JsonNode data = JSON.readTree(
                        oci(LAUNCH + " --capacity-reservation-id " + rid).stdout())
                .path("data");
        assertEquals(rid, data.path("capacity-reservation-id").asText());
        assertTrue(
                JSON.readTree(oci(LAUNCH.replace("ondemand-1", "ondemand-2")).stdout())
                        .path("data")
                        .path("capacity-reservation-id")
                        .isNull(),
                "a launch without one is in none");

        Files.delete(cloud.resolve("api.log"));
        JsonNode shape =
                serviceError(oci(LAUNCH.replace("BM.GPU4.8", "BM.GPU.H100.8") + " --capacity-reservation-id " + rid));
        assertEquals(400, shape.path("status").asInt());
        assertEquals("InvalidParameter", shape.path("code").asText());
        assertTrue(
                shape.path("message").asText().contains("capacity configuration for shape BM.GPU.H100.8"),
                shape.toString());
        JsonNode ad = serviceError(oci(LAUNCH.replace("AD-1", "AD-2") + " --capacity-reservation-id " + rid));
        assertEquals(400, ad.path("status").asInt());
        assertTrue(ad.path("message").asText().contains("availability domain AD-2"), ad.toString());
        assertEquals(
                List.of("LaunchInstance 400 InvalidParameter", "LaunchInstance 400 InvalidParameter"),
                api(),
                "a 400 is not retried");
        JsonNode unknown =
                serviceError(oci(LAUNCH + " --capacity-reservation-id ocid1.capacityreservation.oc1..other"));
        assertEquals(404, unknown.path("status").asInt());
        assertEquals(
                2,
                JSON.readTree(oci("compute instance list --compartment-id c1 --all")
                                .stdout())
                        .path("data")
                        .size(),
                "the refused launches created nothing");
    }

    @Test
    void terminateNeedsForceAndAnUnknownInstanceIs404() throws Exception {
        String id = JSON.readTree(oci(LAUNCH).stdout()).path("data").path("id").asText();
        Machine.Result prompt = oci("compute instance terminate --instance-id " + id);
        assertEquals(1, prompt.exitCode());
        assertTrue(
                prompt.stderr().contains("Are you sure you want to delete this resource? [y/N]: Aborted!"),
                prompt.stderr());
        Machine.Result ok = oci(
                "compute instance terminate --no-retry --instance-id " + id + " --preserve-boot-volume false --force");
        assertEquals(0, ok.exitCode(), ok.stderr());
        assertEquals("", ok.stdout());
        assertEquals(
                "TERMINATING",
                JSON.readTree(oci("compute instance get --instance-id " + id).stdout())
                        .path("data")
                        .path("lifecycle-state")
                        .asText());
        JsonNode err = serviceError(oci("compute instance get --instance-id ocid1.instance.oc1..gone"));
        assertEquals(404, err.path("status").asInt());
        assertEquals("NotAuthorizedOrNotFound", err.path("code").asText());
        assertEquals(
                "Authorization failed or requested resource not found.",
                err.path("message").asText());
        assertEquals("get_instance", err.path("operation_name").asText());
        assertTrue(err.path("opc-request-id").asText().matches("[0-9A-F]{32}/[0-9A-F]{32}"), err.toString());
        assertEquals(
                List.of(
                        "LaunchInstance 200",
                        "TerminateInstance 200",
                        "GetInstance 200",
                        "GetInstance 404 NotAuthorizedOrNotFound"),
                api(),
                "404 is not retried; a refused prompt sends nothing");
    }

    @Test
    void anInstanceThePolicyMayNotReadOrDeleteIs404LikeAnUnknownOneYetListed() throws Exception {
        String id = JSON.readTree(oci(LAUNCH).stdout()).path("data").path("id").asText();
        fault("DENY_INSTANCE_NAMES=ondemand-1\n");
        JsonNode refused = serviceError(oci(
                "compute instance terminate --no-retry --instance-id " + id + " --preserve-boot-volume false --force"));
        JsonNode unknown = serviceError(
                oci(
                        "compute instance terminate --no-retry --instance-id ocid1.instance.oc1..gone --preserve-boot-volume false --force"));
        // the same answer as for an id that does not exist: the caller cannot tell them apart
        for (String field : List.of("status", "code", "message", "operation_name")) {
            assertEquals(unknown.path(field), refused.path(field), field);
        }
        assertEquals(
                404,
                serviceError(oci("compute instance get --instance-id " + id))
                        .path("status")
                        .asInt());
        assertEquals(
                404,
                serviceError(oci("compute instance list-vnics --instance-id " + id))
                        .path("status")
                        .asInt());
        // ListInstances still lists it, unchanged
        JsonNode listed = JSON.readTree(
                        oci("compute instance list --compartment-id c1 --all").stdout())
                .path("data")
                .path(0);
        assertEquals(id, listed.path("id").asText());
        assertEquals("PROVISIONING", listed.path("lifecycle-state").asText());
        fault("");
        assertEquals(
                0,
                oci("compute instance terminate --no-retry --instance-id " + id
                                + " --preserve-boot-volume false --force")
                        .exitCode());
    }

    @Test
    void capacityErrorsAreRetriedByTheCliUnlessNoRetryAndThenReported() throws Exception {
        fault("LAUNCH_CAPACITY=always\n");
        JsonNode err = serviceError(oci(LAUNCH));
        assertEquals(500, err.path("status").asInt());
        assertEquals("InternalError", err.path("code").asText());
        assertEquals("Out of host capacity.", err.path("message").asText());
        assertEquals("launch_instance", err.path("operation_name").asText());
        assertEquals(6, api().size(), "the SDK's default strategy: 1 attempt and 5 retries " + api());
        Files.delete(cloud.resolve("api.log"));
        serviceError(oci(LAUNCH + " --no-retry"));
        assertEquals(List.of("LaunchInstance 500 InternalError"), api());
        assertEquals("", oci("compute instance list --compartment-id c1 --all").stdout(), "nothing launched");

        // two capacity errors, then a host: the CLI's retries hide them
        Files.delete(cloud.resolve("api.log"));
        fault("LAUNCH_CAPACITY=2\n");
        Machine.Result r = oci(LAUNCH);
        assertEquals(0, r.exitCode(), r.stderr());
        assertEquals(
                List.of("LaunchInstance 500 InternalError", "LaunchInstance 500 InternalError", "LaunchInstance 200"),
                api());
    }

    @Test
    void throttlingIs429ThenSuccess() throws Exception {
        fault("THROTTLE=1\nTHROTTLE_OPERATION=LaunchInstance\n");
        JsonNode err = serviceError(oci(LAUNCH + " --no-retry"));
        assertEquals(429, err.path("status").asInt());
        assertEquals("TooManyRequests", err.path("code").asText());
        assertEquals(0, oci(LAUNCH + " --no-retry").exitCode(), "the next request succeeds");
        assertEquals(
                0,
                oci("compute instance list --compartment-id c1 --all --no-retry")
                        .exitCode(),
                "other operations unthrottled");
    }

    /** A pool "ao" of two running instances, as BedCloud seeds the bed's static nodes; its id. */
    private String seedPool() {
        return seed("ao", "inst-a-ao=10.0.3.1", "inst-b-ao=10.0.3.2");
    }

    /** The fake's {@code --seed-pool CLOUD NAME c1 ARGS...}; the pool's id. */
    private String seed(String name, String... args) {
        List<String> cmd = new ArrayList<>(List.of("python3", "-B", CLI.toString(), "--seed-pool", cloud.toString()));
        cmd.add(name);
        cmd.add("c1");
        cmd.addAll(List.of(args));
        Machine.Result r = Machine.exec(cmd, "", 30);
        assertEquals(0, r.exitCode(), r.stderr());
        return r.stdout().strip();
    }

    private JsonNode poolInstances(String pool) throws IOException {
        Machine.Result r = oci("compute-management instance-pool list-instances --compartment-id c1 --all"
                + " --output json --instance-pool-id " + pool);
        assertEquals(0, r.exitCode(), r.stderr());
        return JSON.readTree(r.stdout()).path("data");
    }

    @Test
    void detachingWithoutDecrementTerminatesTheInstanceAndThePoolLaunchesANamedReplacement() throws Exception {
        String pool = seedPool();
        JsonNode pools = JSON.readTree(
                        oci("compute-management instance-pool list --compartment-id c1 --display-name ao --all")
                                .stdout())
                .path("data");
        assertEquals(1, pools.size());
        assertEquals(pool, pools.get(0).path("id").asText());
        assertEquals("RUNNING", pools.get(0).path("lifecycle-state").asText());
        JsonNode before = poolInstances(pool);
        assertEquals(2, before.size());
        // InstanceSummary: the instance's lifecycle state in title case, under "state"
        assertEquals("Running", before.get(1).path("state").asText(), before.toString());
        String old = before.get(1).path("id").asText();

        Machine.Result detach = oci("compute-management instance-pool-instance detach --no-retry --instance-pool-id "
                + pool + " --instance-id " + old + " --is-decrement-size false --is-auto-terminate true");
        assertEquals(0, detach.exitCode(), detach.stderr());
        assertEquals(
                "DETACHING",
                JSON.readTree(detach.stdout())
                        .path("data")
                        .path("lifecycle-state")
                        .asText());
        assertEquals(
                "TERMINATING",
                JSON.readTree(oci("compute instance get --instance-id " + old).stdout())
                        .path("data")
                        .path("lifecycle-state")
                        .asText());
        JsonNode after = poolInstances(pool);
        assertEquals(2, after.size(), "the size kept: " + after);
        JsonNode replacement = after.get(1);
        assertTrue(replacement.path("display-name").asText().matches("inst-[a-z0-9]{5}-ao"), after.toString());
        assertEquals("Provisioning", replacement.path("state").asText());
        try (var requests = Files.list(cloud.resolve("requests"))) {
            List<String> kinds = requests.map(p -> p.getFileName().toString().split("-")[1])
                    .sorted()
                    .toList();
            assertEquals(List.of("launch", "terminate"), kinds);
        }
        // while the replacement provisions the pool is SCALING: a second detach is refused
        JsonNode busy = serviceError(oci("compute-management instance-pool-instance detach --no-retry"
                + " --instance-pool-id " + pool + " --instance-id "
                + after.get(0).path("id").asText()
                + " --is-decrement-size false --is-auto-terminate true"));
        assertEquals(409, busy.path("status").asInt());
        assertEquals("IncorrectState", busy.path("code").asText());
    }

    @Test
    void aReplacementLaunchesFromThePoolsInstanceConfigurationImageNotTheDetachedInstances() throws Exception {
        String image = "ocid1.image.oc1..baked";
        String pool = seed("bk", "--image-id", image, "inst-a-bk=10.0.3.1");
        String old = poolInstances(pool).get(0).path("id").asText();
        // the pool's configuration now names another image than the one its instance was launched
        // from: the replacement takes the configuration's
        Machine.Result set = Machine.exec(
                List.of("python3", "-B", CLI.toString(), "--set-pool-image", cloud.toString(), pool, image + "2"),
                "",
                30);
        assertEquals(0, set.exitCode(), set.stderr());
        assertEquals(
                0,
                oci("compute-management instance-pool-instance detach --no-retry --instance-pool-id " + pool
                                + " --instance-id " + old + " --is-decrement-size false --is-auto-terminate true")
                        .exitCode());
        String fresh = poolInstances(pool).get(0).path("id").asText();
        assertNotEquals(old, fresh);
        assertEquals(
                image + "2",
                JSON.readTree(oci("compute instance get --instance-id " + fresh).stdout())
                        .path("data")
                        .path("image-id")
                        .asText(),
                "the pool's instance configuration's image");
    }

    @Test
    void aDetachOfAnUnknownInstanceOrOneOutsideThePoolIs404AndChangesNothing() throws Exception {
        String pool = seedPool();
        String outside =
                JSON.readTree(oci(LAUNCH).stdout()).path("data").path("id").asText();
        for (String id : List.of("ocid1.instance.oc1..gone", outside)) {
            JsonNode err = serviceError(oci("compute-management instance-pool-instance detach --no-retry"
                    + " --instance-pool-id " + pool + " --instance-id " + id + " --is-auto-terminate true"));
            assertEquals(404, err.path("status").asInt(), id);
            assertEquals("NotAuthorizedOrNotFound", err.path("code").asText());
            assertEquals(
                    "detach_instance_pool_instance", err.path("operation_name").asText());
        }
        JsonNode unknownPool = serviceError(oci("compute-management instance-pool list-instances --no-retry"
                + " --compartment-id c1 --instance-pool-id ocid1.instancepool.oc1..gone"));
        assertEquals(404, unknownPool.path("status").asInt());
        assertEquals(2, poolInstances(pool).size());
        assertEquals("Running", poolInstances(pool).get(1).path("state").asText());
        Machine.Result notBoolean = oci("compute-management instance-pool-instance detach --instance-pool-id " + pool
                + " --instance-id " + outside + " --is-decrement-size maybe");
        assertEquals(2, notBoolean.exitCode());
        assertTrue(
                notBoolean
                        .stderr()
                        .contains("Error: Invalid value for '--is-decrement-size': 'maybe' is not a valid boolean."),
                notBoolean.stderr());
        Machine.Result missing = oci("compute-management instance-pool-instance detach --instance-id " + outside);
        assertEquals(2, missing.exitCode());
        assertTrue(missing.stderr().contains("Error: Missing option(s) --instance-pool-id."), missing.stderr());
    }

    @Test
    void aLaunchsMetadataKeysGoToItsHostAndItsBootVolumeSizeToItsSourceDetails() throws Exception {
        Path metadata = cloud.resolve("metadata.json");
        String key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBedBuilderKeyOnly bake-gpu";
        Files.writeString(metadata, JSON.writeValueAsString(java.util.Map.of("ssh_authorized_keys", key)));
        JsonNode data = ok(oci(LAUNCH + " --boot-volume-size-in-gbs 250 --image-id img1 --metadata file://" + metadata))
                .path("data");
        assertEquals(
                "{\"boot-volume-size-in-gbs\":250,\"image-id\":\"img1\",\"source-type\":\"image\"}",
                data.path("source-details").toString());
        assertEquals(
                key + "\n",
                Files.readString(cloud.resolve("host-keys/ondemand-1")),
                "the host's default user gets the key");
        assertEquals(
                "{\"ssh_authorized_keys\":\"...\"}",
                data.path("metadata").toString(),
                "the key's value stays out of the answer");
        assertFalse(Files.readString(cloud.resolve("api.log")).contains("AAAAC3"), "and out of the API log");

        // the same name launched again without keys: the earlier instance's are not its
        ok(oci(LAUNCH));
        assertFalse(Files.exists(cloud.resolve("host-keys/ondemand-1")), "no keys: the bed's cluster key stays");

        Machine.Result notANumber = oci(LAUNCH + " --boot-volume-size-in-gbs big");
        assertEquals(2, notANumber.exitCode(), notANumber.stderr());
        assertTrue(
                notANumber
                        .stderr()
                        .contains("Invalid value for '--boot-volume-size-in-gbs': 'big' is not a valid integer."),
                notANumber.stderr());
        assertEquals(
                2,
                JSON.readTree(oci("compute instance list --compartment-id c1 --all")
                                .stdout())
                        .path("data")
                        .size(),
                "the refused launch launched nothing");
    }

    @Test
    void usageErrorsExitTwoAndOnlyTheInstancePrincipalAuthenticates() {
        Machine.Result missing = oci("compute instance list --all");
        assertEquals(2, missing.exitCode());
        assertTrue(missing.stderr().contains("Error: Missing option(s) --compartment-id."), missing.stderr());
        assertTrue(missing.stderr().startsWith("Usage: oci compute instance list [OPTIONS]"), missing.stderr());
        Machine.Result unknown = oci(LAUNCH + " --no-such-flag x");
        assertEquals(2, unknown.exitCode());
        assertTrue(unknown.stderr().contains("Error: No such option: --no-such-flag"), unknown.stderr());
        Machine.Result badJson = oci(LAUNCH.replace("{\"k\":\"v\"}", "{k"));
        assertEquals(2, badJson.exitCode());
        assertTrue(badJson.stderr().contains("freeform_tags"), badJson.stderr());
        Machine.Result noFile = oci(LAUNCH + " --metadata file:///nonexistent.json");
        assertEquals(2, noFile.exitCode());
        assertTrue(noFile.stderr().contains("Invalid value for '--metadata'"), noFile.stderr());
        Machine.Result command = oci("compute instance reboot --instance-id x");
        assertEquals(2, command.exitCode());

        Machine.Result noAuth = oci("compute instance list --compartment-id c1", false);
        assertEquals(1, noAuth.exitCode());
        assertTrue(noAuth.stderr().contains("Could not find config file at /home/opc/.oci/config"), noAuth.stderr());
        assertTrue(!Files.exists(cloud.resolve("api.log")), "no request was sent");
    }

    private static final String NETWORK = "compute-management cluster-network create --compartment-id c1"
            + " --display-name s-cluster-network --output json"
            + " --instance-pools [{\"instanceConfigurationId\":\"ic1\",\"size\":4,\"displayName\":\"p\"}]"
            + " --placement-configuration {\"availabilityDomain\":\"AD-1\",\"primarySubnetId\":\"sn\"}";
    private static final String REPORT = "compute compute-capacity-report create --compartment-id t1"
            + " --availability-domain AD-1 --shape-availabilities [{\"instanceShape\":\"BM.GPU4.8\"}]";

    private JsonNode ok(Machine.Result r) throws IOException {
        assertEquals(0, r.exitCode(), r.stderr());
        return r.stdout().isBlank() ? JSON.createObjectNode() : JSON.readTree(r.stdout());
    }

    private JsonNode availability() throws IOException {
        return ok(oci(REPORT)).path("data").path("shape-availabilities").path(0);
    }

    @Test
    void aClusterNetworkShortOfHostsLaunchesWhatItCanStaysProvisioningAndRecordsTheCapacityErrorUntilTerminated()
            throws Exception {
        fault("HOST_CAPACITY=8\nCLUSTER_NETWORK_CAPACITY=2\nCAPACITY_ERROR_SECONDS=0\n");
        JsonNode created = ok(oci(NETWORK)).path("data");
        String id = created.path("id").asText();
        String pool = created.path("instance-pools").path(0).path("id").asText();
        assertTrue(id.startsWith("ocid1.clusternetwork.oc1.") && pool.startsWith("ocid1.instancepool.oc1."), id);
        assertEquals(4, created.path("instance-pools").path(0).path("size").asInt());
        // what it could launch bills: 2 nodes of the pool, RUNNING
        JsonNode instances =
                ok(oci("compute instance list --compartment-id c1 --all")).path("data");
        assertEquals(2, instances.size());
        instances.forEach(i -> assertEquals(pool, i.path("instance-pool-id").asText()));
        // the network stays PROVISIONING (OCI retries) and its work request has the capacity error
        JsonNode listed = ok(oci(
                        "compute-management cluster-network list --compartment-id c1 --display-name s-cluster-network --all"))
                .path("data");
        assertEquals("PROVISIONING", listed.path(0).path("lifecycle-state").asText());
        JsonNode requests = ok(oci(
                        "work-requests work-request list --compartment-id c1 --resource-id " + pool + " --all"))
                .path("data");
        assertEquals(1, requests.size());
        assertEquals("IN_PROGRESS", requests.path(0).path("status").asText());
        JsonNode errors = ok(oci("work-requests work-request-error list --work-request-id "
                        + requests.path(0).path("id").asText() + " --all"))
                .path("data");
        assertEquals("Out of host capacity.", errors.path(0).path("message").asText());
        // the capacity report counts the AD: 6 hosts left, though this network cannot get them
        assertEquals("AVAILABLE", availability().path("availability-status").asText());
        assertEquals(6, availability().path("available-count").asInt());

        Machine.Result prompt = oci("compute-management cluster-network terminate --cluster-network-id " + id);
        assertEquals(1, prompt.exitCode(), "like every terminate, it asks first");
        ok(oci("compute-management cluster-network terminate --cluster-network-id " + id + " --force"));
        assertEquals(
                "TERMINATED",
                ok(oci("compute-management cluster-network get --cluster-network-id " + id))
                        .path("data")
                        .path("lifecycle-state")
                        .asText());
        ok(oci("compute instance list --compartment-id c1 --all"))
                .path("data")
                .forEach(i ->
                        assertEquals("TERMINATED", i.path("lifecycle-state").asText(), "nothing left billing"));
        assertTrue(
                api().containsAll(List.of(
                        "CreateClusterNetwork 200",
                        "ListWorkRequests 200",
                        "ListWorkRequestErrors 200",
                        "CreateComputeCapacityReport 200",
                        "TerminateClusterNetwork 200",
                        "GetClusterNetwork 200")),
                api()::toString);
    }

    @Test
    void theCapacityReportAnswersOutOfHostCapacityAtZeroAndHardwareNotSupportedForAShapeTheAdLacks() throws Exception {
        fault("HOST_CAPACITY=2\n");
        JsonNode created = ok(oci(NETWORK)).path("data");
        assertEquals(
                2,
                ok(oci("compute instance list --compartment-id c1 --all"))
                        .path("data")
                        .size());
        assertEquals(
                "OUT_OF_HOST_CAPACITY",
                availability().path("availability-status").asText());
        assertEquals(0, availability().path("available-count").asInt());
        assertEquals("BM.GPU4.8", availability().path("instance-shape").asText());
        fault("HOST_CAPACITY=2\nHARDWARE_NOT_SUPPORTED_SHAPES=BM.GPU4.8\n");
        assertEquals(
                "HARDWARE_NOT_SUPPORTED",
                availability().path("availability-status").asText());
        Machine.Result unknown =
                oci("compute-management cluster-network get --cluster-network-id ocid1.clusternetwork.oc1..x");
        assertEquals(404, serviceError(unknown).path("status").asInt());
        assertTrue(created.path("id").asText().length() > 20);
    }

    @Test
    void theDeployersApiKeyAuthenticatesWhereAConfigFileExists() throws Exception {
        Path config = cloud.resolve("oci-config");
        Machine.Result none =
                oci("compute-management cluster-network list --compartment-id c1 --config-file " + config, false);
        assertEquals(1, none.exitCode());
        assertTrue(none.stderr().contains("Could not find config file at " + config), none.stderr());
        Files.writeString(config, "[DEFAULT]\ntenancy=t1\n");
        Machine.Result listed =
                oci("compute-management cluster-network list --compartment-id c1 --config-file " + config, false);
        assertEquals(0, listed.exitCode(), listed.stderr());
        assertEquals("", listed.stdout(), "no cluster network: nothing printed, as for instances");
    }
}
