package ocigpucluster.cloudinit;

/** The cloud-config templates under {@code cloud-init/} (classpath {@code ocigpucluster/cloud-init/}). */
public enum CloudInitTemplate {
    /** Bastion: time zone and the packages its bootstrap needs. */
    BASTION("bastion.yaml"),
    /** GPU node of a cluster network: local NVMe scratch, DNS search suffix, NFS /home. */
    GPU_NODE_CLUSTER("gpu-node-cluster.yaml"),
    /** Single GPU instance: local NVMe scratch only. */
    GPU_NODE_SINGLE("gpu-node-single.yaml");

    private final String fileName;

    CloudInitTemplate(String fileName) {
        this.fileName = fileName;
    }

    public String fileName() {
        return fileName;
    }
}
