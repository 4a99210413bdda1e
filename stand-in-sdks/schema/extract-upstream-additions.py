#!/usr/bin/env python3
"""Write upstream-additions.json: the schema entries the stand-in carries beyond the shared
reference, read from the upstream sources (never from the stand-in's own schema).

    python3 extract-upstream-additions.py <pulumi-oci git dir> <terraform-provider-oci git dir> \
        > upstream-additions.json

Sources, both read with `git show <commit>:<path>`:
- pulumi/pulumi-oci tag v4.20.0: the generated Java SDK under
  sdk/java/src/main/java/com/pulumi/oci/Core (the repository's
  provider/cmd/pulumi-resource-oci/schema.json is absent from the snapshots read: a large file);
  the SDK is generated from that schema, so its annotations carry the schema's names and flags:
  wire names and `required` from @Import, outputs from @Export, function results from the
  outputs/ classes (a field without @Nullable is always present), tokens from @ResourceType and
  CoreFunctions' invoke calls.
- oracle/terraform-provider-oci v8.23.0, the submodule commit of that tag: the resources' Terraform
  schema, cross-checked here (Required, ForceNew) so a Java-side slip cannot pass unseen.

`updatable` follows the reference schema's convention (its `conventions.updatable`): the field's
documentation starts "(Updatable)". Every difference from Terraform's ForceNew is printed on
stderr. `doc` strings are this project's own words, kept in DOCS below.
"""
import json
import re
import subprocess
import sys

OCI_TAG = "v4.20.0"
TF_TAG = "v8.23.0"
JAVA_ROOT = "sdk/java/src/main/java/com/pulumi/oci/"
JAVA = JAVA_ROOT + "Core"
TF_ROOT = "internal/service/"

# resource token -> Terraform resource file
RESOURCES = {
    "oci:Core/computeCapacityReservation:ComputeCapacityReservation": "core/core_compute_capacity_reservation_resource.go",
    "oci:Core/computeGpuMemoryCluster:ComputeGpuMemoryCluster": "core/core_compute_gpu_memory_cluster_resource.go",
    "oci:ContainerEngine/cluster:Cluster": "containerengine/containerengine_cluster_resource.go",
    "oci:ContainerEngine/nodePool:NodePool": "containerengine/containerengine_node_pool_resource.go",
    "oci:ContainerEngine/addon:Addon": "containerengine/containerengine_addon_resource.go",
    "oci:Core/image:Image": "core/core_image_resource.go",
    "oci:Core/shapeManagement:ShapeManagement": "core/core_shape_management_resource.go",
}
FUNCTIONS = [
    "oci:Core/getComputeGpuMemoryClusterInstances:getComputeGpuMemoryClusterInstances",
    "oci:Core/getComputeGpuMemoryFabric:getComputeGpuMemoryFabric",
    "oci:ContainerEngine/getClusterKubeConfig:getClusterKubeConfig",
]
DOCS = {
    "oci:Core/computeCapacityReservation:ComputeCapacityReservation": "Compute capacity reservation in one AD: per shape (optionally per fault domain), a count of instances reserved for the tenancy. An instance, or an instance configuration's launch details (instance pools, cluster networks), names it through capacityReservationId. Unused reserved capacity is billed.",
    "oci:Core/computeGpuMemoryCluster:ComputeGpuMemoryCluster": "GPU memory cluster: hosts of one GPU memory fabric (NVL72) launched from an instance configuration into a compute cluster (GB200/GB300; Dedicated Capacity only).",
    "oci:Core/image:Image": "Custom image: created from an instance (instanceId, the boot volume as it is then) or imported from Object Storage (imageSourceDetails). A baked node group's nodes launch from it.",
    "oci:Core/shapeManagement:ShapeManagement": "Adds one shape to a custom image's compatible shapes (an image created from an instance is compatible with that instance's shape only until shapes are added).",
    "oci:Core/ComputeCapacityReservationInstanceReservationConfig:ComputeCapacityReservationInstanceReservationConfig": "One capacity configuration of a reservation: shape, count reserved, optional fault domain and HPC cluster placement.",
    "oci:Core/getComputeGpuMemoryClusterInstances:getComputeGpuMemoryClusterInstances": "Lists the instances of a GPU memory cluster (item id is the instance OCID).",
    "oci:Core/getComputeGpuMemoryFabric:getComputeGpuMemoryFabric": "One GPU memory fabric (NVL72 rack): its health and how many of its hosts are healthy and available.",
    "oci:ContainerEngine/getClusterKubeConfig:getClusterKubeConfig": "An OKE cluster's kubeconfig (content: the YAML, with the cluster's CA in certificate-authority-data) for the endpoint it names (endpoint).",
    "oci:ContainerEngine/cluster:Cluster": "OKE cluster: the Kubernetes control plane of a VCN (type ENHANCED_CLUSTER or BASIC_CLUSTER), its API endpoint, pod network (CNI) and service ranges.",
    "oci:ContainerEngine/nodePool:NodePool": "OKE managed node pool: worker nodes of one shape and image OKE launches and keeps at a size, in the placement's subnets (optionally in a compute cluster).",
    "oci:ContainerEngine/addon:Addon": "OKE cluster add-on (e.g. NvidiaGpuOperator, NvidiaNetworkOperator): an Oracle-managed component installed into the cluster at a version, with key-value configurations.",
}
SCALARS = {"String": "string", "Integer": "integer", "Double": "number", "Boolean": "boolean", "Object": "any"}
WARNINGS = []


def show(git_dir, rev, path):
    return subprocess.run(
        ["git", "--git-dir=" + git_dir, "show", rev + ":" + path], check=True, capture_output=True, text=True
    ).stdout


MODULE = ["Core"]  # the module of the resource being read (Core, ContainerEngine)


def token_of(java_class):
    """Class name of a nested type -> its schema token (function types start with lower-case get)."""
    name = java_class[: -len("Args")] if java_class.endswith("Args") else java_class
    if name.startswith("Get"):
        name = "g" + name[1:]
    return "oci:%s/%s:%s" % (MODULE[0], name, name)


def split_generic(t):
    depth, start, parts = 0, 0, []
    for i, c in enumerate(t):
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(t[start:i].strip())
            start = i + 1
    parts.append(t[start:].strip())
    return parts


def wire_type(java_type):
    t = java_type.strip()
    if t in SCALARS:
        return {"type": SCALARS[t]}
    m = re.fullmatch(r"(List|Map)<(.*)>", t)
    if m:
        inner = split_generic(m.group(2))[-1]
        elem = wire_type(inner)
        out = {"type": "array" if m.group(1) == "List" else "map", "items": elem["type"]}
        if "ref" in elem:
            out["ref"] = elem["ref"]
        return out
    return {"type": "object", "ref": token_of(t)}


def doc_before(src, pos):
    """The javadoc that ends right before pos (empty when none)."""
    head = src[:pos].rstrip()
    if not head.endswith("*/"):
        return ""
    return head[head.rfind("/**") :]


def imports(src):
    out = {}
    for m in re.finditer(
        r'@Import\(name="(\w+)"(, required=true)?[^)]*\)\s*private (?:@Nullable )?Output<(.+)> \w+;', src
    ):
        entry = wire_type(m.group(3))
        entry["required"] = bool(m.group(2))
        if "(Updatable)" in doc_before(src, m.start()):
            entry["updatable"] = True
        out[m.group(1)] = entry
    return out


def exports(src):
    """@Export fields; "/* @Nullable */" marks an output the SDK returns as Output<Optional<T>> (optional-outputs.json)."""
    return {
        m.group(1): wire_type(m.group(2).replace("/* @Nullable */ ", ""))
        for m in re.finditer(r'@Export\(name="(\w+)"[^\n]*\)\s*private Output<(.+)> \w+;', src)
    }


def result_fields(src):
    """Fields of an outputs/ class: name -> (java type, nullable); only the class body, not its Builder."""
    body = src[: src.index("public static final class Builder")] if "class Builder" in src else src
    out = {}
    for m in re.finditer(r"^    private (@Nullable )?([\w<>, ]+?) (\w+);$", body, re.M):
        entry = wire_type(m.group(2))
        entry["required"] = not m.group(1)
        out[m.group(3)] = entry
    return out


# --- Terraform schema (Go source), for the cross-check ---------------------------------------
def tf_block(src, start):
    """Text of the {...} block whose opening brace is at or after start."""
    i = src.index("{", start)
    depth = 0
    for j in range(i, len(src)):
        if src[j] == "{":
            depth += 1
        elif src[j] == "}":
            depth -= 1
            if depth == 0:
                return src[i + 1 : j]
    raise ValueError("unbalanced")


def tf_schema(block):
    out, pos = {}, 0
    while True:
        m = re.compile(r'^\s*"(\w+)":\s*(\{|tfresource\.\w+\(\))', re.M).search(block, pos)
        if not m:
            return out
        if m.group(2) != "{":
            out[m.group(1)] = {"Optional": True}
            pos = m.end()
            continue
        body = tf_block(block, m.start(2))
        pos = m.start(2) + len(body) + 2
        top = re.sub(r"\{[^{}]*(\{[^{}]*(\{[^{}]*\}[^{}]*)*\}[^{}]*)*\}", "{}", body)
        field = {k: v for k, v in re.findall(r"(\w+):\s*([\w.]+)", top)}
        nested = re.search(r"Elem:\s*&schema\.Resource\{", body)
        if nested:
            inner = tf_block(body, nested.end() - 1)
            field["Elem"] = tf_schema(tf_block(inner, inner.index("map[string]*schema.Schema")))
        out[m.group(1)] = field


def snake(name):
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


def cross_check(where, entries, tf):
    for name, e in entries.items():
        f = tf.get(snake(name)) or tf.get(snake(name)[:-1])
        if f is None:
            WARNINGS.append("%s %s: not in the Terraform schema" % (where, name))
            continue
        if e["required"] != (f.get("Required") == "true"):
            WARNINGS.append("%s %s: required %s, Terraform Required %s" % (where, name, e["required"], f.get("Required")))
        tf_updatable = f.get("ForceNew") != "true" and (f.get("Required") == "true" or f.get("Optional") == "true")
        if e.get("updatable", False) != tf_updatable:
            WARNINGS.append("%s %s: documented (Updatable) %s, Terraform ForceNew/computed-only says %s" % (where, name, e.get("updatable", False), tf_updatable))
        if e.get("ref") and isinstance(f.get("Elem"), dict):
            yield e["ref"], f["Elem"]


def main():
    oci_git, tf_git = sys.argv[1], sys.argv[2]
    oci_commit = subprocess.run(["git", "--git-dir=" + oci_git, "rev-parse", OCI_TAG + "^{commit}"], check=True, capture_output=True, text=True).stdout.strip()
    tf_commit = subprocess.run(["git", "--git-dir=" + tf_git, "rev-parse", TF_TAG + "^{commit}"], check=True, capture_output=True, text=True).stdout.strip()
    submodule = subprocess.run(["git", "--git-dir=" + oci_git, "rev-parse", OCI_TAG + ":upstream"], check=True, capture_output=True, text=True).stdout.strip()
    if submodule != tf_commit:
        sys.exit("pulumi-oci %s pins upstream %s, not %s %s" % (OCI_TAG, submodule, TF_TAG, tf_commit))
    j = lambda p: show(oci_git, OCI_TAG, JAVA + "/" + p)
    out = {
        "provenance": {
            "what": "The entries of pulumi-oci-command-schema.json beyond the shared reference extract, in its layout; "
            "BindingGeneratorTest (schemaKeyPathsAreSharedReferenceOrUpstreamAdditions) fails on a key path in the stand-in schema "
            "that is in neither. Written by extract-upstream-additions.py; doc strings are this project's words.",
            "pulumi-oci": {"tag": OCI_TAG, "commit": oci_commit, "read": "git show %s:%s{Core,ContainerEngine}/{X,XArgs,inputs/*Args,outputs/*,CoreFunctions}.java" % (OCI_TAG, JAVA_ROOT),
                           "note": "provider/cmd/pulumi-resource-oci/schema.json is the schema these Java classes are generated from; it is absent from the repository snapshot read (a large file), so its generated Java SDK was read"},
            "terraform-provider-oci": {"tag": TF_TAG, "commit": tf_commit, "read": "git show %s:%s{core,containerengine}/<resource>_resource.go (Required, ForceNew cross-check)" % (TF_TAG, TF_ROOT)},
        },
        "resources": {},
        "types": {},
        "functions": {},
    }
    nested_tf = {}
    for token, tf_file in RESOURCES.items():
        cls = token.rsplit(":", 1)[1]
        module = token.split(":")[1].split("/")[0]
        MODULE[0] = module
        j = lambda p, module=module: show(oci_git, OCI_TAG, JAVA_ROOT + module + "/" + p)
        res_src = j(cls + ".java")
        assert '@ResourceType(type="%s")' % token in res_src, token
        inputs = imports(j(cls + "Args.java"))
        outs = exports(res_src)
        tf_src = show(tf_git, TF_TAG, TF_ROOT + tf_file)
        tf = tf_schema(tf_block(tf_src, tf_src.index("Schema: map[string]*schema.Schema")))
        nested_tf.update(dict(cross_check(cls, inputs, tf)))
        out["resources"][token] = {"doc": DOCS[token], "javaClass": "com.pulumi.oci.%s.%s" % (module, cls), "inputs": dict(sorted(inputs.items())),
                                   "outputs": sorted(outs), "outputTypes": dict(sorted(outs.items()))}
        for e in list(inputs.values()) + list(outs.values()):
            if e.get("ref"):
                add_input_type(out, j, e["ref"], token, nested_tf)
    for token in FUNCTIONS:
        module = token.split(":")[1].split("/")[0]
        MODULE[0] = module
        j = lambda p, module=module: show(oci_git, OCI_TAG, JAVA_ROOT + module + "/" + p)
        assert 'invoke("%s"' % token in j(module + "Functions.java"), token
        cls = "G" + token.rsplit(":", 1)[1][1:]
        inputs = imports(j("inputs/%sArgs.java" % cls))
        result = result_fields(j("outputs/%sResult.java" % cls))
        out["functions"][token] = {"doc": DOCS[token], "javaArgsClass": "com.pulumi.oci.%s.inputs.%sArgs" % (module, cls),
                                   "javaResultClass": "com.pulumi.oci.%s.outputs.%sResult" % (module, cls),
                                   "inputs": dict(sorted(inputs.items())), "outputs": dict(sorted(result.items()))}
        for e in inputs.values():
            if e.get("ref"):
                add_input_type(out, j, e["ref"], token, {})
        for e in result.values():
            if e.get("ref") and e["ref"] not in out["types"]:
                add_result_type(out, j, e["ref"], token)
    out["types"] = dict(sorted(out["types"].items()))
    # each difference is kept as the schema's convention says (documented "(Updatable)"), and listed
    out["provenance"]["crossCheckNotes"] = WARNINGS
    json.dump(out, sys.stdout, indent=2)
    sys.stdout.write("\n")
    for w in WARNINGS:
        print("note: " + w, file=sys.stderr)


def add_input_type(out, j, ref, used_by, nested_tf):
    if ref in out["types"]:
        return
    cls = ref.rsplit(":", 1)[1]
    cls = "G" + cls[1:] if cls.startswith("get") else cls
    props = imports(j("inputs/%sArgs.java" % cls))
    entry = {"kind": "object", "javaClass": "com.pulumi.oci.%s.inputs.%sArgs" % (MODULE[0], cls), "usedBy": [used_by]}
    if ref in DOCS:
        entry["doc"] = DOCS[ref]
    entry["properties"] = dict(sorted(props.items()))
    out["types"][ref] = entry
    if ref in nested_tf:
        nested_tf.update(dict(cross_check(cls, props, nested_tf[ref])))
    for e in props.values():
        if e.get("ref"):
            add_input_type(out, j, e["ref"], ref, nested_tf)


def add_result_type(out, j, ref, used_by):
    cls = ref.rsplit(":", 1)[1]
    cls = "G" + cls[1:]
    props = result_fields(j("outputs/%s.java" % cls))
    out["types"][ref] = {"kind": "functionResultObject", "javaClass": "com.pulumi.oci.%s.outputs.%s" % (MODULE[0], cls), "usedBy": [used_by], "properties": dict(sorted(props.items()))}
    for e in props.values():
        if e.get("ref") and e["ref"] not in out["types"]:
            add_result_type(out, j, e["ref"], used_by)


if __name__ == "__main__":
    main()
