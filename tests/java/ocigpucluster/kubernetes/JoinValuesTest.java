package ocigpucluster.kubernetes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.pulumi.oci.ContainerEngine.outputs.ClusterEndpoint;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a node joins with: the private endpoint's host and the kubeconfig's CA. */
class JoinValuesTest {
    @Test
    void theHostIsThePrivateEndpointWithoutItsPort() {
        assertEquals(
                "10.0.4.7",
                OkeCluster.privateHost(List.of(ClusterEndpoint.builder()
                        .privateEndpoint("10.0.4.7:6443")
                        .publicEndpoint("")
                        .build())));
        assertThrows(IllegalStateException.class, () -> OkeCluster.privateHost(List.of()));
    }

    /** A kubeconfig of the form `oci ce cluster create-kubeconfig` writes (cluster name and server made up). */
    @Test
    void theCaIsTheFirstClustersCertificateAuthorityData() {
        String kubeconfig = "---\napiVersion: v1\nkind: \"\"\nclusters:\n- name: \"cluster-c4daylfgvrg\"\n  cluster:\n"
                + "    server: \"https://10.0.4.7:6443\"\n    certificate-authority-data: \"LS0tLS1CRUdJTg==\"\n"
                + "users:\n- name: \"user-c4daylfgvrg\"\n";
        assertEquals("LS0tLS1CRUdJTg==", KubernetesFeature.certificateAuthority(kubeconfig));
        assertThrows(
                IllegalStateException.class,
                () -> KubernetesFeature.certificateAuthority("apiVersion: v1\nclusters: []\n"));
    }
}
