// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core;

import com.pulumi.core.Output;
import com.pulumi.core.TypeShape;
import com.pulumi.deployment.Deployment;
import com.pulumi.deployment.InvokeOptions;
import ocigpucluster.bindings.Providers;
import ocigpucluster.bindings.oci.core.inputs.GetClusterNetworkInstancesArgs;
import ocigpucluster.bindings.oci.core.inputs.GetImagesArgs;
import ocigpucluster.bindings.oci.core.inputs.GetInstanceArgs;
import ocigpucluster.bindings.oci.core.inputs.GetInstancePoolInstancesArgs;
import ocigpucluster.bindings.oci.core.inputs.GetServicesArgs;
import ocigpucluster.bindings.oci.core.inputs.GetVnicArgs;
import ocigpucluster.bindings.oci.core.inputs.GetVnicAttachmentsArgs;
import ocigpucluster.bindings.oci.core.outputs.GetClusterNetworkInstancesResult;
import ocigpucluster.bindings.oci.core.outputs.GetImagesResult;
import ocigpucluster.bindings.oci.core.outputs.GetInstancePoolInstancesResult;
import ocigpucluster.bindings.oci.core.outputs.GetInstanceResult;
import ocigpucluster.bindings.oci.core.outputs.GetServicesResult;
import ocigpucluster.bindings.oci.core.outputs.GetVnicAttachmentsResult;
import ocigpucluster.bindings.oci.core.outputs.GetVnicResult;

/** Output-form invokes of the core module, shaped like the official SDK. */
public final class CoreFunctions {
    private CoreFunctions() {}

    /** Lists the instances of a cluster network (item id is the instance OCID). */
    public static Output<GetClusterNetworkInstancesResult> getClusterNetworkInstances(GetClusterNetworkInstancesArgs args) {
        return getClusterNetworkInstances(args, InvokeOptions.Empty);
    }

    /** Lists the instances of a cluster network (item id is the instance OCID). */
    public static Output<GetClusterNetworkInstancesResult> getClusterNetworkInstances(GetClusterNetworkInstancesArgs args, InvokeOptions options) {
        return Deployment.getInstance().invoke("oci:Core/getClusterNetworkInstances:getClusterNetworkInstances", TypeShape.of(GetClusterNetworkInstancesResult.class), args,
                Providers.invokeOptions("oci", options));
    }

    /** Lists images in a compartment, filterable by OS, OS version, shape and state. */
    public static Output<GetImagesResult> getImages(GetImagesArgs args) {
        return getImages(args, InvokeOptions.Empty);
    }

    /** Lists images in a compartment, filterable by OS, OS version, shape and state. */
    public static Output<GetImagesResult> getImages(GetImagesArgs args, InvokeOptions options) {
        return Deployment.getInstance().invoke("oci:Core/getImages:getImages", TypeShape.of(GetImagesResult.class), args,
                Providers.invokeOptions("oci", options));
    }

    /** Reads one instance by OCID, including privateIp and publicIp. */
    public static Output<GetInstanceResult> getInstance(GetInstanceArgs args) {
        return getInstance(args, InvokeOptions.Empty);
    }

    /** Reads one instance by OCID, including privateIp and publicIp. */
    public static Output<GetInstanceResult> getInstance(GetInstanceArgs args, InvokeOptions options) {
        return Deployment.getInstance().invoke("oci:Core/getInstance:getInstance", TypeShape.of(GetInstanceResult.class), args,
                Providers.invokeOptions("oci", options));
    }

    /** Lists the instances currently in an instance pool. */
    public static Output<GetInstancePoolInstancesResult> getInstancePoolInstances(GetInstancePoolInstancesArgs args) {
        return getInstancePoolInstances(args, InvokeOptions.Empty);
    }

    /** Lists the instances currently in an instance pool. */
    public static Output<GetInstancePoolInstancesResult> getInstancePoolInstances(GetInstancePoolInstancesArgs args, InvokeOptions options) {
        return Deployment.getInstance().invoke("oci:Core/getInstancePoolInstances:getInstancePoolInstances", TypeShape.of(GetInstancePoolInstancesResult.class), args,
                Providers.invokeOptions("oci", options));
    }

    /** Lists Oracle services reachable through a service gateway (id, name, cidrBlock label). */
    public static Output<GetServicesResult> getServices(GetServicesArgs args) {
        return getServices(args, InvokeOptions.Empty);
    }

    /** Lists Oracle services reachable through a service gateway (id, name, cidrBlock label). */
    public static Output<GetServicesResult> getServices(GetServicesArgs args, InvokeOptions options) {
        return Deployment.getInstance().invoke("oci:Core/getServices:getServices", TypeShape.of(GetServicesResult.class), args,
                Providers.invokeOptions("oci", options));
    }

    /** Reads one VNIC by OCID (private/public IP, MAC, hostname label, subnet). */
    public static Output<GetVnicResult> getVnic(GetVnicArgs args) {
        return getVnic(args, InvokeOptions.Empty);
    }

    /** Reads one VNIC by OCID (private/public IP, MAC, hostname label, subnet). */
    public static Output<GetVnicResult> getVnic(GetVnicArgs args, InvokeOptions options) {
        return Deployment.getInstance().invoke("oci:Core/getVnic:getVnic", TypeShape.of(GetVnicResult.class), args,
                Providers.invokeOptions("oci", options));
    }

    /** Lists VNIC attachments in a compartment, filterable by instanceId or vnicId. */
    public static Output<GetVnicAttachmentsResult> getVnicAttachments(GetVnicAttachmentsArgs args) {
        return getVnicAttachments(args, InvokeOptions.Empty);
    }

    /** Lists VNIC attachments in a compartment, filterable by instanceId or vnicId. */
    public static Output<GetVnicAttachmentsResult> getVnicAttachments(GetVnicAttachmentsArgs args, InvokeOptions options) {
        return Deployment.getInstance().invoke("oci:Core/getVnicAttachments:getVnicAttachments", TypeShape.of(GetVnicAttachmentsResult.class), args,
                Providers.invokeOptions("oci", options));
    }
}
