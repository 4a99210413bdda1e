package ocigpucluster.feature;

import com.pulumi.core.Output;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.Resource;
import com.pulumi.resources.ResourceTransformation;
import com.pulumi.tls.PrivateKey;
import java.util.List;
import ocigpucluster.bastion.Bastion;
import ocigpucluster.compute.GpuCompute;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.network.Network;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.Secrecy;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;
import ocigpucluster.storage.HomeStorage;

/**
 * What the program has built when it hands over to the features: the shared resources a feature
 * attaches its own to, and the stack's options.
 *
 * @param shape              the first static group's shape (the group a capacity reservation holds)
 * @param prefix             the resources' name prefix (project-stack)
 * @param clusterKey         the cluster's own SSH key (the bastion and MPI reach the nodes with it)
 * @param groups             the static groups' resources, in the groups' order
 * @param home               where /home lives
 * @param top                the options of the program's component resources (secrecy and tags)
 * @param secrecy            the secrecy transformations, for a feature's custom resources
 * @param userPrivateKey     the key the chain reaches the bastion with (always a secret)
 * @param controllerInstance the instance slurmctld (and so Slurm's resume programs) runs on: the
 *                           bastion's, or the controller's own VM
 * @param monitoringAddress  the private address of the monitoring host's own VM, or null: the
 *                           monitoring runs on the bastion
 * @param launchTags         the tags a node of a nodeGroups group is launched with (its group's
 *                           added; null for the group of cluster.* or onDemand.*): what a feature
 *                           that launches nodes gives them
 * @param groupOptions       the options of a group's component (its group's tags)
 * @param iam                every IAM statement declared (shared components' and features'): the
 *                           policies the program creates are rendered from those for their subject
 * @param groupImage         the image a group's nodes launch from when a feature makes one for
 *                           it (a baked image), else null: what a feature that launches a
 *                           group's nodes gives {@code GpuCompute}
 * @param memo               what the features made once in this run before the groups' nodes
 *                           ({@link Feature#groupBoot}), for their {@code contribute}
 * @param parent             the parent of the program's top-level resources: null (the stack), or
 *                           the cluster component when the component package constructs it
 */
public record ProgramContext(
        Settings settings,
        Shape shape,
        String prefix,
        Output<String> availabilityDomain,
        Network network,
        Bastion bastion,
        PrivateKey clusterKey,
        List<GpuCompute> groups,
        HomeStorage home,
        ComponentResourceOptions top,
        List<ResourceTransformation> secrecy,
        Output<String> userPrivateKey,
        Output<String> controllerInstance,
        Output<String> monitoringAddress,
        java.util.function.Function<NodeGroup, GpuCompute.LaunchTags> launchTags,
        java.util.function.Function<NodeGroup, ComponentResourceOptions> groupOptions,
        List<IamStatement> iam,
        java.util.function.Function<NodeGroup, Output<String>> groupImage,
        ProgramMemo memo,
        Resource parent) {

    /** The options of a custom resource a feature creates at the top: its parent and the stack's secrecy. */
    public CustomResourceOptions.Builder customOptions() {
        return CustomResourceOptions.builder().parent(parent).resourceTransformations(secrecy);
    }

    public String compartmentId() {
        return settings.compartmentId();
    }

    /** The first static group's resources (the group a capacity reservation holds). */
    public GpuCompute primary() {
        return groups.get(0);
    }

    /** The declared statements of this subject that these settings need, rendered for {@code name}, each once. */
    public List<String> statements(IamStatement.Subject subject, String name) {
        return iam.stream()
                .filter(st -> st.subject() == subject && st.neededBy(settings))
                .map(st -> st.render(name, compartmentId()))
                .distinct()
                .toList();
    }

    /** A value computed from these keys or groups: a secret when any of them is marked secret. */
    public <T> Output<T> derived(T value, String... keysOrGroups) {
        return derived(settings.secrecy(), value, keysOrGroups);
    }

    /** As {@link #derived(Object, String...)}, for a stack's secrecy. */
    public static <T> Output<T> derived(Secrecy secrecy, T value, String... keysOrGroups) {
        return secrecy.anyOf(List.of(keysOrGroups)) ? Output.ofSecret(value) : Output.of(value);
    }
}
