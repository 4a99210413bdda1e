// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import java.util.Map;
import ocigpucluster.bindings.Providers;
import ocigpucluster.bindings.oci.core.outputs.InstanceConfigurationGmcConfigs;
import ocigpucluster.bindings.oci.core.outputs.InstanceConfigurationInstanceDetails;

/** Launch template (shape, image, VNIC, agent plugins, metadata) used by instance pools and cluster networks. */
@ResourceType(type="oci:Core/instanceConfiguration:InstanceConfiguration")
public class InstanceConfiguration extends CustomResource {
    private static final String PROVIDER = "oci";

    @Export(name="compartmentId", refs={String.class}, tree="[0]")
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
    }

    @Export(name="deferredFields", refs={List.class,String.class}, tree="[0,1]")
    private Output<List<String>> deferredFields;

    public Output<List<String>> deferredFields() {
        return this.deferredFields;
    }

    @Export(name="definedTags", refs={Map.class,String.class}, tree="[0,1,1]")
    private Output<Map<String,String>> definedTags;

    public Output<Map<String,String>> definedTags() {
        return this.definedTags;
    }

    @Export(name="displayName", refs={String.class}, tree="[0]")
    private Output<String> displayName;

    public Output<String> displayName() {
        return this.displayName;
    }

    @Export(name="freeformTags", refs={Map.class,String.class}, tree="[0,1,1]")
    private Output<Map<String,String>> freeformTags;

    public Output<Map<String,String>> freeformTags() {
        return this.freeformTags;
    }

    @Export(name="gmcConfigs", refs={InstanceConfigurationGmcConfigs.class}, tree="[0]")
    private Output<InstanceConfigurationGmcConfigs> gmcConfigs;

    public Output<InstanceConfigurationGmcConfigs> gmcConfigs() {
        return this.gmcConfigs;
    }

    @Export(name="instanceDetails", refs={InstanceConfigurationInstanceDetails.class}, tree="[0]")
    private Output<InstanceConfigurationInstanceDetails> instanceDetails;

    public Output<InstanceConfigurationInstanceDetails> instanceDetails() {
        return this.instanceDetails;
    }

    @Export(name="instanceId", refs={String.class}, tree="[0]")
    private Output<String> instanceId;

    public Output<String> instanceId() {
        return this.instanceId;
    }

    @Export(name="source", refs={String.class}, tree="[0]")
    private Output<String> source;

    public Output<String> source() {
        return this.source;
    }

    @Export(name="timeCreated", refs={String.class}, tree="[0]")
    private Output<String> timeCreated;

    public Output<String> timeCreated() {
        return this.timeCreated;
    }

    public InstanceConfiguration(String name, InstanceConfigurationArgs args) {
        this(name, args, null);
    }

    public InstanceConfiguration(String name, InstanceConfigurationArgs args, CustomResourceOptions options) {
        super("oci:Core/instanceConfiguration:InstanceConfiguration", name, args == null ? InstanceConfigurationArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of()), false);
    }
}
