package ocigpucluster.roles;

import com.pulumi.core.Output;
import com.pulumi.oci.Core.Instance;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import java.util.Map;
import ocigpucluster.network.Network;
import ocigpucluster.settings.Settings;

/**
 * A role on a VM of its own ({@code controller.host own}, {@code monitoring.host own}): the
 * Slurm controller, or Prometheus, Grafana and the accounting database, off the bastion, which
 * then only relays SSH. The stages of the role run there (their Commands connect through the
 * bastion as a jump host).
 */
public final class RoleHost extends ComponentResource {
    public static final String TYPE = "oci-gpu-cluster:index:RoleHost";

    public final Instance instance;
    public final Output<String> privateIp;
    public final Output<String> instanceId;
    /** Its host name (the private subnet resolves it). */
    public final String hostname;

    public RoleHost(Settings.Role role, RoleVms.Common common, Network network, ComponentResourceOptions options) {
        super(TYPE, role.name(), options);
        this.hostname = role.name();
        this.instance = RoleVms.launch(
                role.name() + "-instance",
                common.displayPrefix() + "-" + role.name(),
                hostname,
                role.vm(),
                common,
                network,
                this);
        this.privateIp = instance.privateIp();
        this.instanceId = instance.id();
        registerOutputs(Map.of("privateIp", privateIp, "instanceId", instanceId));
    }
}
