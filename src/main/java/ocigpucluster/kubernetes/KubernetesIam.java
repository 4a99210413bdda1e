package ocigpucluster.kubernetes;

import static ocigpucluster.iam.IamStatement.Scope.COMPARTMENT;
import static ocigpucluster.iam.IamStatement.Subject.BASTION;

import java.util.List;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.iam.OracleSources;

/**
 * The bastion's right in a Kubernetes stack: the kubernetes-setup stage gets the cluster's
 * kubeconfig and the tokens kubectl presents as the bastion's instance principal, and installs
 * the operators and runs the gate through the cluster's API, which OKE authorizes by IAM as well
 * as by RBAC ("IAM and the Kubernetes RBAC Authorizer work together to enable users who have been
 * successfully authorized by at least one of them": Oracle, "About Access Control and Kubernetes
 * Engine (OKE)"). The verb is the one Oracle's own RDMA-on-OKE stack gives its instances' dynamic
 * group ({@link Oke#SOURCE}, {@code terraform/iam.tf}): no narrower verb was found documented for
 * CreateClusterKubeconfig with the Kubernetes operations.
 */
final class KubernetesIam {
    private KubernetesIam() {}

    static final List<IamStatement> ALL = List.of(new IamStatement(
            BASTION,
            "manage",
            "cluster-family",
            COMPARTMENT,
            ocigpucluster.slurm.SchedulerKeys.TYPE.key() + " kubernetes",
            Kubernetes::on,
            "CreateClusterKubeconfig and its token (kubernetes-setup: oci ce cluster create-kubeconfig), the"
                    + " Kubernetes API calls of the operators' install, the stack's objects and the NCCL gate;"
                    + " the verb is " + Oke.SOURCE + " terraform/iam.tf's",
            OracleSources.KUBERNETES));
}
