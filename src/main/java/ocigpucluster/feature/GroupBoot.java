package ocigpucluster.feature;

import com.pulumi.core.Output;
import com.pulumi.resources.ComponentResourceOptions;
import ocigpucluster.network.Network;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.Settings;

/**
 * What a feature that adds to a node group's first boot (its cloud-config) gets before the
 * group's nodes exist: the group, where the stack's shared resources go (the network, the
 * availability domain, the prefix, the options of the program's components), and the run's memo
 * for a resource it makes once for every group.
 */
public record GroupBoot(
        Settings settings,
        NodeGroup group,
        String prefix,
        Output<String> availabilityDomain,
        Network network,
        ComponentResourceOptions top,
        ProgramMemo memo) {}
