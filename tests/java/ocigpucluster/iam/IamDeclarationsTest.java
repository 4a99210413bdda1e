package ocigpucluster.iam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import ocigpucluster.program.Features;
import org.junit.jupiter.api.Test;

/**
 * The IAM statements the program's parts declare (docs/iam.md is generated from them): every
 * resource type is one Oracle's policy reference names, each part says when and what for, and
 * a statement renders in OCI's policy grammar.
 */
class IamDeclarationsTest {
    /**
     * The resource types Oracle's policy reference pages list (written out from the pages, not from
     * the code): "Details for the Core Services" (Networking, Compute, Block Volume: individual and
     * aggregate), "Details for IAM without Identity Domains" (compartments, dynamic-groups,
     * policies), "Details for the File Storage Service" (file-family), "Details for Kubernetes
     * Engine" (cluster-family).
     */
    private static final Set<String> ORACLE_TYPES = Set.of(
            "virtual-network-family",
            "vcns",
            "subnets",
            "route-tables",
            "security-lists",
            "internet-gateways",
            "nat-gateways",
            "service-gateways",
            "private-ips",
            "vnics",
            "vnic-attachments",
            "instance-family",
            "instances",
            "instance-images",
            "volume-attachments",
            "compute-management-family",
            "instance-configurations",
            "instance-pools",
            "cluster-networks",
            "compute-capacity-reports",
            "compute-capacity-reservations",
            "compute-clusters",
            "work-requests",
            "volume-family",
            "volumes",
            "compartments",
            "dynamic-groups",
            "policies",
            "file-family",
            // Oracle, "Details for Kubernetes Engine": the aggregate of clusters, cluster-node-pools...
            "cluster-family",
            "file-systems",
            "mount-targets",
            "export-sets");

    @Test
    void everyDeclaredStatementNamesAnOracleResourceTypeAndSaysWhenAndWhy() {
        List<String> problems = new ArrayList<>();
        Features.iam().forEach((owner, statements) -> {
            for (IamStatement st : statements) {
                if (!ORACLE_TYPES.contains(st.resourceType())) {
                    problems.add(
                            owner + ": " + st.resourceType() + " is no resource type of Oracle's policy reference");
                }
                if (st.when().isBlank() || st.covers().isBlank() || !st.source().startsWith("Oracle, ")) {
                    problems.add(owner + ": " + st.template() + " lacks its condition, operations or Oracle source");
                }
            }
        });
        assertEquals(List.of(), problems);
        assertTrue(
                Features.iamStatements().size() >= 30,
                "every part declares: " + Features.iamStatements().size());
    }

    @Test
    void aStatementRendersInOciPolicyGrammar() {
        IamStatement st = new IamStatement(
                IamStatement.Subject.COMPUTE_MANAGEMENT,
                "use",
                "compute-capacity-reservations",
                IamStatement.Scope.COMPARTMENT,
                "always",
                IamStatement.always(),
                "LaunchInstance",
                "Oracle, x");
        assertEquals(
                "Allow service compute_management to use compute-capacity-reservations in compartment id ocid1.compartment.oc1..c",
                st.render("ignored", "ocid1.compartment.oc1..c"));
        assertEquals(
                "Allow dynamic-group g to read vnic-attachments in tenancy",
                new IamStatement(
                                IamStatement.Subject.BASTION,
                                "read",
                                "vnic-attachments",
                                IamStatement.Scope.TENANCY,
                                "always",
                                IamStatement.always(),
                                "x",
                                "Oracle, x")
                        .render("g", "ocid1.compartment.oc1..c"));
        assertThrows(
                IllegalArgumentException.class,
                () -> new IamStatement(
                        IamStatement.Subject.DEPLOYER,
                        "administer",
                        "instances",
                        IamStatement.Scope.COMPARTMENT,
                        "always",
                        IamStatement.always(),
                        "x",
                        "Oracle, x"));
    }
}
