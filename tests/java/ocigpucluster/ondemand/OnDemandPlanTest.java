package ocigpucluster.ondemand;

import static ocigpucluster.preview.PreviewRuns.resource;
import static ocigpucluster.preview.PreviewRuns.wireInputs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import ocigpucluster.compute.OnDemandPool;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.preview.PreviewRuns.Mode;
import ocigpucluster.schema.ReferenceSchema;
import org.junit.jupiter.api.Test;

/** The on-demand partition under the mock engine: resources, IAM, the destroy ordering, secrets. */
class OnDemandPlanTest {
    private static final String TENANCY =
            "ocid1.tenancy.oc1..aaaaaaaaexampletenancy000000000000000000000000000000000000000";
    private static final String COMPARTMENT =
            "ocid1.compartment.oc1..aaaaaaaaexampleondemandcompartment00000000000000000000000000";
    private static final String TEARDOWN = "ondemand-teardown";
    /** PreviewRuns previews every stack file under the stack name dev. */
    private static final String PREFIX = "oci-gpu-cluster-dev";

    private static com.fasterxml.jackson.databind.JsonNode schemaJson() {
        try (var in = OnDemandPlanTest.class
                .getClassLoader()
                .getResourceAsStream("ocigpucluster/pulumi-oci-command-schema.json")) {
            return new com.fasterxml.jackson.databind.ObjectMapper().readTree(in);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Set<String> names(Plan plan) {
        return plan.resources().stream().map(PlannedResource::name).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void theDevStackHasNoOnDemandResource() {
        Set<String> names = names(Mode.CLUSTER_NETWORK.plan());
        assertTrue(names.stream().noneMatch(n -> n.startsWith("ondemand")), names::toString);
        assertFalse(Mode.CLUSTER_NETWORK.plan().outputs().has("onDemandPartition"));
    }

    @Test
    void onDemandAddsAComputeClusterAndAnInstanceConfigurationThatLaunchesIntoIt() {
        Plan plan = Mode.ON_DEMAND.plan();
        PlannedResource cluster = resource(plan, "ondemand-compute-cluster");
        assertEquals("oci:Core/computeCluster:ComputeCluster", cluster.type());
        assertEquals("ondemand", cluster.parent());
        assertEquals(COMPARTMENT, cluster.inputs().path("compartmentId").asText());
        PlannedResource config = resource(plan, "ondemand-instance-configuration");
        var launch = config.inputs().path("instanceDetails").path("launchDetails");
        assertTrue(
                config.dependsOn().contains("ondemand-compute-cluster"),
                "launches into the compute cluster: " + config.dependsOn());
        assertEquals("BM.GPU4.8", launch.path("shape").asText());
        // the tags that tie a launched node to this stack, from their one place
        assertEquals(OnDemandPool.tags(PREFIX), PreviewRuns.toMap(launch.path("freeformTags")));
        assertTrue(
                PreviewRuns.cloudConfig(config).contains("#cloud-config"),
                "the nodes boot with the cluster's cloud-config");
        // the static pool is unchanged beside it
        assertEquals(
                "oci:Core/clusterNetwork:ClusterNetwork",
                resource(plan, "gpu-cluster-network").type());
    }

    @Test
    void theIdentityResourcesGoToTheTenancyThroughAHomeRegionProvider() {
        Plan plan = Mode.ON_DEMAND.plan();
        PlannedResource provider = resource(plan, "ondemand-access-home-region");
        assertEquals("pulumi:providers:oci", provider.type());
        assertEquals(Map.of("region", "ap-tokyo-1"), wireInputs(provider));
        // every provider input is a key of the reference schema's providerConfig
        var providerConfig = schemaJson().path("providerConfig");
        for (String key : wireInputs(provider).keySet()) {
            assertTrue(
                    providerConfig.has("oci:" + key),
                    "oci:" + key + " is not a providerConfig key of the reference schema");
        }
        // the schema checker judges provider inputs by providerConfig (a misspelt key would be ignored by OCI)
        assertEquals(List.of(), ReferenceSchema.get().checkInputs(provider.type(), wireInputs(provider)));
        assertEquals(
                List.of("'regoin' is not a providerConfig key of oci"),
                ReferenceSchema.get().checkInputs(provider.type(), Map.of("regoin", "ap-tokyo-1")));
        for (String name : List.of("ondemand-access-dynamic-group", "ondemand-access-policy")) {
            PlannedResource r = resource(plan, name);
            assertEquals(TENANCY, r.inputs().path("compartmentId").asText(), name + " lives in the tenancy");
            assertEquals(
                    "ondemand-access-home-region",
                    r.options().path("provider").asText(),
                    name + " goes to the home region");
        }
        PlannedResource group = resource(plan, "ondemand-access-dynamic-group");
        assertTrue(
                group.inputs()
                        .path("matchingRule")
                        .asText()
                        .matches("ALL \\{instance\\.id = '[^']*ocid1\\.instance\\.[^']+'}"),
                group.inputs().path("matchingRule").asText());
        assertTrue(group.dependsOn().contains("bastion-instance"), "matches the bastion it waits for");
        List<String> statements = new ArrayList<>();
        resource(plan, "ondemand-access-policy").inputs().path("statements").forEach(n -> statements.add(n.asText()));
        // what resume.sh, suspend.sh, the sweeper and the clean-up call, and nothing more (OnDemandIam):
        // no read instance-configurations, no inspect private-ips (the scripts use neither)
        String g = "Allow dynamic-group " + PREFIX + "-bastion to ";
        String in = " in compartment id " + COMPARTMENT;
        assertEquals(
                List.of(
                        g + "manage instances" + in,
                        g + "use compute-clusters" + in,
                        g + "read instance-images" + in,
                        g + "use vnics" + in,
                        g + "use subnets" + in,
                        g + "read vnic-attachments" + in),
                statements);
        for (String s : statements) {
            assertTrue(s.startsWith("Allow dynamic-group " + PREFIX + "-bastion to "), s);
            assertTrue(s.endsWith(" in compartment id " + COMPARTMENT), "no tenancy-wide right: " + s);
            assertFalse(s.contains(" all-resources") || s.contains("-family"), "no broad resource family: " + s);
        }
    }

    @Test
    void withAnAdministratorsDynamicGroupNoIamResourceIsCreated() {
        Plan plan = Mode.ON_DEMAND_EXISTING_IAM.plan();
        assertTrue(plan.ofType("oci:Identity/dynamicGroup:DynamicGroup").isEmpty());
        assertTrue(plan.ofType("oci:Identity/policy:Policy").isEmpty());
        assertTrue(plan.ofType("pulumi:providers:oci").isEmpty());
        assertEquals(
                "gpu-admins-bastion",
                plan.outputs().path("onDemandPartition").path("dynamicGroup").asText());
        // the statements the administrator must have created are an output
        assertTrue(plan.outputs()
                .path("onDemandPolicyStatements")
                .get(0)
                .asText()
                .startsWith("Allow dynamic-group gpu-admins-bastion to manage instances"));
        assertTrue(resource(plan, TEARDOWN).dependsOn().contains("ondemand-compute-cluster"));
    }

    @Test
    void theCleanUpRunsOnDestroyBeforeTheComputeClusterTheIamAndTheNetworkAreDeleted() {
        // Pulumi deletes a resource's dependents before it: the teardown must depend on all of them.
        PlannedResource teardown = resource(Mode.ON_DEMAND.plan(), TEARDOWN);
        assertEquals("command:remote:Command", teardown.type());
        for (String first : List.of(
                "ondemand-compute-cluster",
                "ondemand-instance-configuration",
                "network-vcn",
                "network-private-subnet",
                "network-nat",
                "ondemand-access-policy",
                "ondemand-access-dynamic-group",
                "bastion-instance")) {
            assertTrue(
                    teardown.dependsOn().contains(first),
                    "teardown must depend on " + first + ": " + teardown.dependsOn());
        }
        String delete = teardown.inputs().path("delete").asText();
        assertTrue(delete.contains("<<'OCIGPU_ONDEMAND_TEARDOWN'\n#!/usr/bin/env bash\n"), "ships the script itself");
        for (String p : List.of(
                "STACK_TAG='" + OnDemandPool.STACK_TAG + "'",
                "STACK_TAG_VALUE='" + PREFIX + "'",
                "ROLE_TAG='" + OnDemandPool.ROLE_TAG + "'",
                "COMPARTMENT_ID='" + COMPARTMENT + "'",
                "WAIT_SECONDS='1800'")) {
            assertTrue(delete.contains(p), "delete passes " + p);
        }
        assertTrue(
                teardown.options().path("customTimeouts").has("delete"), "a delete bound beyond the script's own wait");
    }

    @Test
    void theCleanUpsConnectionIsSecretAndNoKeyReachesThePlan() {
        Plan plan = Mode.ON_DEMAND.plan();
        PlannedResource teardown = resource(plan, TEARDOWN);
        assertEquals(
                "[secret]",
                teardown.inputs().path("connection").path("privateKey").asText());
        for (String text : List.of(teardown.inputs().toString(), plan.outputs().toString())) {
            assertFalse(text.contains("PRIVATE KEY"), "a private key in the plan: " + text);
        }
        assertFalse(
                plan.toJsonText().contains("offline-preview-unreadable-secret"),
                "the secret's placeholder in the plan");
    }

    @Test
    void everyOnDemandResourceMatchesTheReferenceSchema() {
        // SchemaConformanceTest covers every mode; this names the new types so a missing one fails here
        Plan plan = Mode.ON_DEMAND.plan();
        for (String type : List.of(
                "oci:Core/computeCluster:ComputeCluster",
                "oci:Identity/dynamicGroup:DynamicGroup",
                "oci:Identity/policy:Policy",
                "oci:Core/instanceConfiguration:InstanceConfiguration",
                "command:remote:Command")) {
            List<PlannedResource> of = plan.ofType(type);
            assertFalse(of.isEmpty(), type);
            for (PlannedResource r : of) {
                assertEquals(List.of(), ReferenceSchema.get().checkInputs(type, wireInputs(r)), r.name());
            }
        }
    }

    @Test
    void theOndemandStageInstallsThePowerSavingProgramsAfterSlurmWithTheLaunchDetails() throws Exception {
        Plan plan = Mode.ON_DEMAND.plan();
        PlannedResource stage = resource(plan, "bootstrap-ondemand");
        assertEquals("command:remote:Command", stage.type());
        assertTrue(
                PreviewRuns.transitiveDependencies(plan, "bootstrap-ondemand").contains("bootstrap-slurm-nodes"),
                "after the Slurm stages");
        // its script travels on stdin (sshd's one-argument limit), create is the fixed loader; no
        // secret is among its parameters: the plan shows the script, not "[secret]"
        assertEquals(
                ocigpucluster.bootstrap.StageCommand.loader(OnDemandFeature.ONDEMAND),
                stage.inputs().path("create").asText());
        String create = stage.inputs().path("stdin").asText();
        assertTrue(
                create.startsWith("#!/usr/bin/env bash\n"),
                "the stage's script on stdin, not a secret: " + stage.inputs().path("stdin"));
        // the preview shows reviewers the script that runs, not the loader
        assertEquals(
                create,
                new String(
                        ocigpucluster.preview.PreviewWriter.files(plan).get("scripts/bootstrap-ondemand.sh"),
                        java.nio.charset.StandardCharsets.UTF_8));
        for (String p : List.of(
                "ONDEMAND_PARTITION='ondemand'",
                "ONDEMAND_MAX_NODES='4'",
                "ONDEMAND_SHAPE='BM.GPU4.8'",
                "ONDEMAND_STACK_TAG_VALUE='" + PREFIX + "'",
                "ONDEMAND_COMPARTMENT_ID='" + COMPARTMENT + "'",
                "ONDEMAND_RESUME_TIMEOUT_SECONDS='2400'",
                "ONDEMAND_STOP_FILE='" + OnDemandTeardown.STOP_FILE + "'",
                "ONDEMAND_AGENT_PLUGINS='Compute HPC RDMA Authentication,Compute HPC RDMA Auto-Configuration,Compute RDMA GPU Monitoring'")) {
            assertTrue(create.contains(p), "the ondemand stage gets " + p);
        }
        // it ships the programs, and the static nodes' stage scripts the resume program runs
        for (String f : List.of(
                "ondemand/resume.sh",
                "ondemand/suspend.sh",
                "ondemand/resume-fail.sh",
                "ondemand/sweeper.sh",
                "readiness-gate.sh",
                "slurm-nodes.sh",
                "node/node-ready.sh",
                "node/slurm-node.sh",
                "lib/oci-lib.sh")) {
            assertTrue(create.contains("cat > \"$dir/" + f + "\""), "ships " + f);
        }
        // the launch metadata: the nodes' public keys and cloud-config, known once they exist
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("ONDEMAND_METADATA_B64='([A-Za-z0-9+/=]+)'")
                .matcher(create);
        assertTrue(m.find(), "metadata passed");
        var metadata = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(java.util.Base64.getDecoder().decode(m.group(1)));
        assertTrue(metadata.path("ssh_authorized_keys").asText().startsWith("ssh-ed25519 "), metadata.toString());
        assertTrue(new String(
                        java.util.Base64.getDecoder()
                                .decode(metadata.path("user_data").asText()),
                        java.nio.charset.StandardCharsets.UTF_8)
                .startsWith("#cloud-config"));
        assertTrue(create.contains("ONDEMAND_COMPUTE_CLUSTER_ID='"), "the compute cluster's id");
        assertTrue(
                stage.dependsOn().contains("ondemand-compute-cluster"),
                "its id comes from the compute cluster: " + stage.dependsOn());
        assertFalse(create.contains("PRIVATE KEY"), "no key in the stage's command");
        // the controller declares the partition and power saving from the same settings (its
        // script, with its parameters, travels on stdin)
        String controller = resource(plan, "bootstrap-slurm-controller")
                .inputs()
                .path("stdin")
                .asText();
        for (String p : List.of(
                "ONDEMAND_PARTITION='ondemand'",
                "ONDEMAND_MAX_NODES='4'",
                "ONDEMAND_SUSPEND_TIME_SECONDS='600'",
                "ONDEMAND_RESUME_TIMEOUT_SECONDS='2400'",
                "ONDEMAND_GPU_TYPE='A100'",
                "ONDEMAND_PROGRAM_DIR='/opt/oci-gpu-cluster/bootstrap/ondemand'")) {
            assertTrue(controller.contains(p), "slurm-controller gets " + p);
        }
        assertEquals(
                "ondemand-[1-4]",
                plan.outputs().path("onDemandPartition").path("nodes").asText());
        assertEquals(
                600,
                plan.outputs()
                        .path("onDemandPartition")
                        .path("suspendTimeoutSeconds")
                        .asInt());
    }

    @Test
    void withoutOnDemandTheSlurmControllerDeclaresNoPowerSaving() {
        Plan plan = PreviewRuns.plan("scheduler.type=slurm", "scheduler.allowUnpinnedDownloads=true");
        assertTrue(resource(plan, "bootstrap-slurm-controller")
                .inputs()
                .path("stdin")
                .asText()
                .contains("ONDEMAND_PARTITION=''"));
        assertTrue(names(plan).stream().noneMatch(n -> n.equals("bootstrap-ondemand")), names(plan)::toString);
    }
}
