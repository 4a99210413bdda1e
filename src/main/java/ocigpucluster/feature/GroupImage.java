package ocigpucluster.feature;

import com.pulumi.core.Output;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.Resource;
import com.pulumi.resources.ResourceTransformation;
import java.util.List;
import ocigpucluster.bastion.Bastion;
import ocigpucluster.network.Network;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;

/**
 * What a feature that gives a node group the image its nodes launch from (a baked image) gets
 * before the group's nodes exist: the group and its shape, where a builder instance can run (the
 * network, the availability domain), the host its Commands run on (the bastion, reached with the
 * user's key), the resources' name prefix, the group's transformations (secrecy and its tags)
 * with the parent of what it creates, and what the stages' parameters for the group are computed
 * from (a bake runs the stages' bake mode: {@link ocigpucluster.bootstrap.BakeStages}).
 */
public record GroupImage(
        Settings settings,
        NodeGroup group,
        Shape shape,
        String prefix,
        Output<String> availabilityDomain,
        Network network,
        Bastion bastion,
        Output<String> userPrivateKey,
        List<ResourceTransformation> transformations,
        Resource parent,
        ocigpucluster.bootstrap.StageContext stages) {

    /** The options of a custom resource the feature creates: its parent and the group's transformations. */
    public CustomResourceOptions.Builder customOptions() {
        return CustomResourceOptions.builder().parent(parent).resourceTransformations(transformations);
    }
}
