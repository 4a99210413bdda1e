package ocigpucluster.feature;

import com.pulumi.core.Output;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.ResourceTransformation;
import com.pulumi.tls.PrivateKey;
import java.util.List;
import ocigpucluster.bastion.Bastion;
import ocigpucluster.compute.GpuCompute;
import ocigpucluster.compute.NodePool;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.network.Network;
import ocigpucluster.settings.Secrecy;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;
import ocigpucluster.storage.HomeStorage;

/**
 * What the program has built when it hands over to the features: the shared resources a feature
 * attaches its own to, and the stack's options.
 *
 * @param prefix         the resources' name prefix (project-stack)
 * @param clusterKey     the cluster's own SSH key (the bastion and MPI reach the nodes with it)
 * @param pool           the static pool's strategy
 * @param home           where /home lives
 * @param gpu            the static pool's resources
 * @param top            the options of the program's component resources (secrecy transformations)
 * @param secrecy        the secrecy transformations, for a feature's custom resources
 * @param userPrivateKey the key the chain reaches the bastion with (always a secret)
 * @param iam            every IAM statement declared (shared components' and features'): the policies
 *                       the program creates are rendered from those for their subject
 */
public record ProgramContext(
        Settings settings,
        Shape shape,
        String prefix,
        Output<String> availabilityDomain,
        Network network,
        Bastion bastion,
        PrivateKey clusterKey,
        NodePool pool,
        HomeStorage home,
        GpuCompute gpu,
        ComponentResourceOptions top,
        List<ResourceTransformation> secrecy,
        Output<String> userPrivateKey,
        List<IamStatement> iam) {

    public String compartmentId() {
        return settings.compartmentId();
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
