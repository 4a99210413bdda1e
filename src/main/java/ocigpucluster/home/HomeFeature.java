package ocigpucluster.home;

import static ocigpucluster.bootstrap.CommonParams.HOME_KIND;
import static ocigpucluster.bootstrap.CommonParams.HOME_MOUNT_OPTIONS;
import static ocigpucluster.bootstrap.CommonParams.HOME_NFS_PATH;
import static ocigpucluster.bootstrap.CommonParams.HOME_NFS_SERVER;
import static ocigpucluster.bootstrap.CommonParams.NODES;
import static ocigpucluster.bootstrap.CommonParams.NODE_USER;
import static ocigpucluster.bootstrap.CommonParams.STAGE_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.CommonParams.VCN_CIDR;

import java.util.List;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.feature.Contribution;
import ocigpucluster.feature.Feature;
import ocigpucluster.feature.ProgramContext;
import ocigpucluster.storage.HomeStorage;

/**
 * The bastion as the cluster's login and /home host: stage 1 (bastion-setup.sh) exports or
 * mounts /home, installs the cluster's SSH key (on stdin) and the node names; the /home storage's
 * own resources (a File Storage file system, where configured) and their stack outputs. Where
 * /home lives is the sealed {@link HomeStorage} strategy (package storage: the nodes' cloud-init
 * and every stage's context read it).
 */
public final class HomeFeature implements Feature {
    public static final StageSpec BASTION_SETUP = StageSpec.stage("bastion-setup", "bastion-setup.sh")
            .params(
                    NODES,
                    NODE_USER,
                    VCN_CIDR,
                    HOME_KIND,
                    HOME_NFS_SERVER,
                    HOME_NFS_PATH,
                    HOME_MOUNT_OPTIONS,
                    STAGE_TIMEOUT_SECONDS)
            .stdin(StageSpec.Stdin.CLUSTER_KEY)
            // the cluster key, /home, the hosts file and pdsh on every host a stage runs on: the
            // bastion, and each role's own VM (where /home is mounted like a node's)
            .runsOn(StageSpec.EACH_HOST)
            .nodes(StageSpec.Nodes.STATIC_AND_LOGIN)
            .build();

    @Override
    public List<StageSpec> stages() {
        return List.of(BASTION_SETUP);
    }

    /** Its resources depend on the network only: no node or bastion change ever replaces them. */
    @Override
    public Contribution contribute(ProgramContext p) {
        return Contribution.outputs(p.home()
                .provision(new HomeStorage.Provision(
                        p.compartmentId(),
                        p.prefix(),
                        p.availabilityDomain(),
                        p.network(),
                        p.settings().network().vcnCidr(),
                        p.top())));
    }
}
