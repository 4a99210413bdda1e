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
import ocigpucluster.bindings.oci.core.outputs.InstancePoolLifecycleManagement;
import ocigpucluster.bindings.oci.core.outputs.InstancePoolLoadBalancer;
import ocigpucluster.bindings.oci.core.outputs.InstancePoolPlacementConfiguration;

/** Pool of identical instances created from an instance configuration, optionally inside a compute cluster. */
@ResourceType(type="oci:Core/instancePool:InstancePool")
public class InstancePool extends CustomResource {
    private static final String PROVIDER = "oci";

    @Export(name="actualSize", refs={Integer.class}, tree="[0]")
    private Output<Integer> actualSize;

    public Output<Integer> actualSize() {
        return this.actualSize;
    }

    @Export(name="compartmentId", refs={String.class}, tree="[0]")
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
    }

    @Export(name="currentSize", refs={Integer.class}, tree="[0]")
    private Output<Integer> currentSize;

    public Output<Integer> currentSize() {
        return this.currentSize;
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

    @Export(name="instanceConfigurationId", refs={String.class}, tree="[0]")
    private Output<String> instanceConfigurationId;

    public Output<String> instanceConfigurationId() {
        return this.instanceConfigurationId;
    }

    @Export(name="instanceDisplayNameFormatter", refs={String.class}, tree="[0]")
    private Output<String> instanceDisplayNameFormatter;

    public Output<String> instanceDisplayNameFormatter() {
        return this.instanceDisplayNameFormatter;
    }

    @Export(name="instanceHostnameFormatter", refs={String.class}, tree="[0]")
    private Output<String> instanceHostnameFormatter;

    public Output<String> instanceHostnameFormatter() {
        return this.instanceHostnameFormatter;
    }

    @Export(name="lifecycleManagement", refs={InstancePoolLifecycleManagement.class}, tree="[0]")
    private Output<InstancePoolLifecycleManagement> lifecycleManagement;

    public Output<InstancePoolLifecycleManagement> lifecycleManagement() {
        return this.lifecycleManagement;
    }

    @Export(name="loadBalancers", refs={List.class,InstancePoolLoadBalancer.class}, tree="[0,1]")
    private Output<List<InstancePoolLoadBalancer>> loadBalancers;

    public Output<List<InstancePoolLoadBalancer>> loadBalancers() {
        return this.loadBalancers;
    }

    @Export(name="placementConfigurations", refs={List.class,InstancePoolPlacementConfiguration.class}, tree="[0,1]")
    private Output<List<InstancePoolPlacementConfiguration>> placementConfigurations;

    public Output<List<InstancePoolPlacementConfiguration>> placementConfigurations() {
        return this.placementConfigurations;
    }

    @Export(name="poolType", refs={String.class}, tree="[0]")
    private Output<String> poolType;

    public Output<String> poolType() {
        return this.poolType;
    }

    @Export(name="size", refs={Integer.class}, tree="[0]")
    private Output<Integer> size;

    public Output<Integer> size() {
        return this.size;
    }

    @Export(name="state", refs={String.class}, tree="[0]")
    private Output<String> state;

    public Output<String> state() {
        return this.state;
    }

    @Export(name="timeCreated", refs={String.class}, tree="[0]")
    private Output<String> timeCreated;

    public Output<String> timeCreated() {
        return this.timeCreated;
    }

    public InstancePool(String name, InstancePoolArgs args) {
        this(name, args, null);
    }

    public InstancePool(String name, InstancePoolArgs args, CustomResourceOptions options) {
        super("oci:Core/instancePool:InstancePool", name, args == null ? InstancePoolArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of()), false);
    }
}
