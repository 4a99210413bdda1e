package ocigpucluster.kubernetes;

import static ocigpucluster.preview.FeatureGraph.order;
import static ocigpucluster.preview.FeatureGraph.stage;

import java.util.List;
import java.util.Set;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;

/**
 * No stock plan is a Kubernetes stack: the OKE resources are planned by the k8s stack
 * (KubernetesPlanTest) and by the feature's example, the dev stack as a Kubernetes stack (its
 * cluster network of two BM.GPU4.8, one RDMA group: one NCCL gate Command, named for no group).
 * No iam.* keys there: no join policy (an administrator's).
 */
class KubernetesGraphTest implements FeatureGraph {
    @Override
    public Class<? extends Feature> feature() {
        return KubernetesFeature.class;
    }

    @Override
    public List<Row> rows() {
        return List.of();
    }

    @Override
    public Set<String> exampleRows() {
        return Set.of(
                "oci-gpu-cluster:index:OkeCluster kubernetes -",
                "oci:ContainerEngine/cluster:Cluster kubernetes-cluster kubernetes",
                "oci:ContainerEngine/nodePool:NodePool kubernetes-system-pool kubernetes",
                "oci:ContainerEngine/addon:Addon kubernetes-gpu-operator kubernetes",
                "oci:ContainerEngine/addon:Addon kubernetes-network-operator kubernetes",
                stage("kubernetes-setup"),
                stage("kubernetes-nccl"));
    }

    /**
     * The base is a Slurm stack: its Slurm stages, the Slurm NCCL gate, the Slurm-run health
     * program and the replace command (it drains in Slurm) leave with the scheduler.
     */
    @Override
    public Set<String> exampleDrops() {
        return Set.of(
                stage("slurm-controller"),
                stage("slurm-nodes"),
                stage("slurm-nccl"),
                stage("health-program"),
                stage("replace-setup"));
    }

    /** The bastion's setup after the readiness gate; the MPIJob gate after both. */
    @Override
    public Set<String> exampleOrders() {
        return Set.of(
                // through the readiness gate, which waits for the bastion's setup
                order("bastion-setup", "kubernetes-setup"),
                order("bastion-setup", "kubernetes-nccl"),
                order("readiness-gate", "kubernetes-setup"),
                order("readiness-gate", "kubernetes-nccl"),
                order("kubernetes-setup", "kubernetes-nccl"));
    }
}
