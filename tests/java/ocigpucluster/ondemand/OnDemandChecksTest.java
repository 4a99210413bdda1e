package ocigpucluster.ondemand;

import static ocigpucluster.validation.Config.assertExactly;
import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ocigpucluster.directory.DirectoryChecksTest;
import ocigpucluster.validation.Config;
import ocigpucluster.validation.Diagnostic;
import org.junit.jupiter.api.Test;

/** Every on-demand and IAM key: the error names the key, and the fix it prints, applied, validates. */
class OnDemandChecksTest {
    /** On-demand nodes are started by Slurm's power saving: every on-demand config here has Slurm. */
    private static Config slurm() {
        return Config.seedLike().set("scheduler.type", "slurm").set("scheduler.allowUnpinnedDownloads", "true");
    }

    private static Config onDemand() {
        return slurm().set("onDemand.enabled", true)
                .set("iam.tenancyOcid", Config.TENANCY)
                .set("iam.homeRegion", "us-ashburn-1");
    }

    @Test
    void aCompleteOnDemandConfigIsValid() {
        assertEquals(List.of(), onDemand().validate());
        assertEquals(
                List.of(),
                slurm().set("onDemand.enabled", true)
                        .set("iam.existingDynamicGroup", "gpu-admins-bastion")
                        .validate());
    }

    @Test
    void onDemandWithDirectoryModeIsRefusedAndTheFixValidates() {
        Config both = onDemand()
                .set("users.directory.uri", List.of("ldaps://ldap.example.org"))
                .set("users.directory.baseDn", "dc=example,dc=org")
                .set("users.directory.bindDn", "cn=sssd,ou=services,dc=example,dc=org")
                .set("users.directory.tlsCaCert", DirectoryChecksTest.CA_PEM)
                .set("users.directory.allowGroups", List.of("ml"))
                .secret("users.directory.bindPassword", "s3cret-bind-Pa55");
        Diagnostic d = only(both.validate(), "ONDEMAND_DIRECTORY_UNSUPPORTED", "onDemand.enabled");
        assertTrue(d.message().contains("SSSD") && !d.line().contains("s3cret"), d.line());
        assertEquals(List.of(), both.set("onDemand.enabled", false).validate(), "the fix validates");
    }

    @Test
    void onDemandWithoutSlurmIsRefusedAndTheFixValidates() {
        Config noSlurm = onDemand().set("scheduler.type", "none");
        Diagnostic d = only(noSlurm.validate(), "ONDEMAND_NEEDS_SLURM", "scheduler.type");
        assertTrue(d.fix().contains("pulumi config set --path scheduler.type slurm"), d.line());
        assertTrue(d.message().contains("power saving"), d.line());
        assertEquals(List.of(), noSlurm.set("scheduler.type", "slurm").validate());
        assertEquals(List.of(), noSlurm.set("onDemand.enabled", false).validate(), "the other way out validates too");
    }

    @Test
    void thePartitionMustBeASlurmNameOtherThanTheStaticOne() {
        only(
                onDemand().set("onDemand.partition", "On Demand").validate(),
                "ONDEMAND_PARTITION_INVALID",
                "onDemand.partition");
        Diagnostic same = only(
                onDemand().set("onDemand.partition", "compute").validate(),
                "ONDEMAND_PARTITION_INVALID",
                "onDemand.partition");
        assertTrue(same.message().contains("scheduler.partition"), same.line());
        assertEquals(List.of(), onDemand().set("onDemand.partition", "ondemand").validate());
        assertEquals(
                List.of(), onDemand().set("onDemand.partition", "gpu-burst").validate());
        assertEquals(
                List.of(),
                slurm().set("onDemand.partition", "compute").validate(),
                "not checked while on-demand is off");
    }

    /** slurm.conf(5): a line "PartitionName=DEFAULT" sets defaults instead of defining a partition (case-insensitive, read_config.c). */
    @Test
    void aPartitionNamedDefaultIsRefusedAndTheFixValidates() {
        Config c = onDemand().set("onDemand.partition", "default");
        Diagnostic d = only(c.validate(), "ONDEMAND_PARTITION_RESERVED", "onDemand.partition");
        assertTrue(d.message().contains("PartitionName=DEFAULT"), d.line());
        assertEquals(List.of(), c.apply(d.suggestion()).validate(), "the fix validates");
        assertEquals(List.of(), slurm().set("onDemand.partition", "default").validate(), "not checked while off");
    }

    /** The bastion is slurmctld's host and the nodes resolve it by name: no on-demand node may share its name. */
    @Test
    void theBastionCannotHaveAnOnDemandNodesNameAndTheFixValidates() {
        for (Config c : List.of(
                onDemand().set("bastion.hostname", "ondemand-1"),
                onDemand().set("bastion.hostname", "ondemand-4"),
                onDemand().set("onDemand.partition", "burst").set("bastion.hostname", "burst-2"),
                onDemand().set("onDemand.maxNodes", 12).set("bastion.hostname", "ondemand-12"))) {
            Diagnostic d = only(c.validate(), "ONDEMAND_NODE_NAME_CLASH", "bastion.hostname");
            assertTrue(d.message().contains("onDemand.partition"), d.line());
            assertEquals(List.of(), c.apply(d.suggestion()).validate(), "the fix validates: " + d.line());
        }
        // past onDemand.maxNodes, or not of the form <partition>-<n>, no node has the name
        for (String free : List.of("ondemand-5", "ondemand", "ondemand-01", "ondemand-0", "bastion")) {
            assertEquals(List.of(), onDemand().set("bastion.hostname", free).validate(), free);
        }
        assertEquals(List.of(), slurm().set("bastion.hostname", "ondemand-1").validate(), "not checked while off");
    }

    @Test
    void onDemandWithoutIamNamesBothWaysOut() {
        List<Diagnostic> d = slurm().set("onDemand.enabled", true).validate();
        assertExactly(d, "ONDEMAND_IAM_MISSING", "iam.homeRegion", "ONDEMAND_IAM_MISSING", "iam.tenancyOcid");
        for (Diagnostic x : d) {
            assertTrue(x.fix().contains("iam.existingDynamicGroup"), x.line());
        }
    }

    @Test
    void disabledOnDemandNeedsNoIam() {
        assertEquals(List.of(), Config.seedLike().set("onDemand.maxNodes", 600).validate());
    }

    @Test
    void rangesAreCheckedAndTheFixValidates() {
        assertExactly(
                onDemand().set("onDemand.maxNodes", 0).validate(), "ONDEMAND_MAX_NODES_RANGE", "onDemand.maxNodes");
        assertExactly(
                onDemand().set("onDemand.maxNodes", 513).validate(), "ONDEMAND_MAX_NODES_RANGE", "onDemand.maxNodes");
        assertExactly(
                onDemand().set("onDemand.maxNodes", 4097).validate(), "ONDEMAND_MAX_NODES_RANGE", "onDemand.maxNodes");
        assertEquals(List.of(), onDemand().set("onDemand.maxNodes", 4).validate());
        assertExactly(
                onDemand().set("onDemand.idleMinutes", 0).validate(),
                "ONDEMAND_IDLE_MINUTES_RANGE",
                "onDemand.idleMinutes");
        assertExactly(
                onDemand().set("onDemand.idleMinutes", 1441).validate(),
                "ONDEMAND_IDLE_MINUTES_RANGE",
                "onDemand.idleMinutes");
        assertEquals(List.of(), onDemand().set("onDemand.idleMinutes", 10).validate());
    }

    @Test
    void aResumeTimeoutShorterThanABareMetalBootIsRefused() {
        // 30 minutes for an RDMA instance to come up (oci-hpc locals.tf timeout_per_batch) plus 10 for the
        // stages the resume runs on it: 39 is refused, the fix (40, the default) validates
        Diagnostic d = only(
                onDemand().set("onDemand.resumeTimeoutMinutes", 39).validate(),
                "ONDEMAND_RESUME_TIMEOUT_RANGE",
                "onDemand.resumeTimeoutMinutes");
        assertTrue(d.line().contains("40 to 1092"), d.line());
        assertExactly(
                onDemand().set("onDemand.resumeTimeoutMinutes", 30).validate(),
                "ONDEMAND_RESUME_TIMEOUT_RANGE",
                "onDemand.resumeTimeoutMinutes");
        assertEquals(
                List.of(), onDemand().set("onDemand.resumeTimeoutMinutes", 40).validate());
    }

    @Test
    void anUnknownOnDemandShapeIsRefused() {
        Diagnostic d = only(
                onDemand().set("onDemand.shape", "BM.GPU9.8").validate(), "ONDEMAND_SHAPE_UNKNOWN", "onDemand.shape");
        assertTrue(d.fix().contains("BM.GPU4.8"), d.line());
        assertEquals(List.of(), onDemand().set("onDemand.shape", "BM.GPU4.8").validate());
    }

    @Test
    void theTwoIamModesCannotBeMixed() {
        assertExactly(
                onDemand().set("iam.existingDynamicGroup", "gpu-admins").validate(),
                "IAM_MODES_MIXED",
                "iam.existingDynamicGroup");
        assertEquals(
                List.of(),
                onDemand()
                        .set("iam.existingDynamicGroup", "gpu-admins")
                        .remove("iam.tenancyOcid")
                        .remove("iam.homeRegion")
                        .validate());
    }

    @Test
    void malformedIamValuesAreRefused() {
        assertExactly(
                onDemand().set("iam.homeRegion", "US East (Ashburn)").validate(),
                "IAM_HOME_REGION_MALFORMED",
                "iam.homeRegion");
        assertExactly(
                onDemand().set("iam.tenancyOcid", Config.COMPARTMENT).validate(), "OCID_WRONG_KIND", "iam.tenancyOcid");
        assertExactly(
                slurm().set("onDemand.enabled", true)
                        .set("iam.existingDynamicGroup", "gpu admins!")
                        .validate(),
                "IAM_DYNAMIC_GROUP_NAME_MALFORMED",
                "iam.existingDynamicGroup");
    }

    @Test
    void theCleanUpNeedsTheSshKey() {
        // on-demand needs Slurm, which needs the bootstrap chain: the chain's own key check may
        // speak too, but the on-demand one says why the destroy needs the key
        List<Diagnostic> d = onDemand().remove("sshPrivateKey").validate();
        assertTrue(
                d.stream()
                        .anyMatch(x -> x.id().equals("ONDEMAND_NEEDS_SSH_KEY")
                                && x.key().equals("sshPrivateKey")),
                d.toString());
    }
}
