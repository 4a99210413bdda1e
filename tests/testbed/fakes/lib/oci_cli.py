"""The bed's OCI CLI (`oci`): the calls the on-demand scripts make, against the bed's "cloud".

Run by tests/testbed/fakes/oci inside a host. The cloud's state lives outside the hosts
(BEDDIR/cloud, bound at /run/ocitb/cloud on the bastion only: its instance principal is the
one the dynamic group matches); the cloud daemon (tests/testbed/cloud.py, in the root
namespace) starts a bed host for every launched instance and stops it when the instance is
terminated. This module is also imported by the daemon for the state helpers.

Contract modelled (what the real OCI CLI 3.x and the Core Services API do):
- OCI CLI reference, "oci compute instance list | get | launch | terminate | list-vnics";
  API reference ListInstances, GetInstance, LaunchInstance, TerminateInstance,
  ListVnicAttachments/GetVnic.
- Output: `{"data": ...}` (get and launch add "etag"), keys kebab-case, JSON indented by 2
  with sorted keys; a list with no item prints nothing at all.
- Lifecycle: launch returns PROVISIONING; RUNNING once the host is started. terminate moves
  the instance to TERMINATING, TERMINATED once the host is stopped; ListInstances and
  GetInstance still return a TERMINATED instance for a while (TERMINATED_LISTED_SECONDS).
- Errors of the service: "ServiceError:" and a JSON object with "code", "message",
  "opc-request-id", "operation_name", "status", ... on stderr, exit 1 (API reference,
  "API Errors": 404 NotAuthorizedOrNotFound, 429 TooManyRequests, 500 InternalError,
  "Out of host capacity." for a launch without capacity).
- Retries: the CLI retries with the SDK's default strategy (Python SDK "Retry":
  409 IncorrectState, 429 and any 5xx but 501), 5 retries unless --max-retries N or
  --no-retry; every attempt is a request of its own (BEDDIR/cloud/api.log). The backoff's
  sleep is not modelled.
- Usage errors (click): a missing required option prints "Usage: ..." and
  "Error: Missing option(s) --x." on stderr, exit 2; an unknown command or option likewise.
- Authentication: only the instance principal (OCI_CLI_AUTH=instance_principal or
  --auth instance_principal); otherwise the CLI looks for ~/.oci/config, which the bed's
  hosts do not have, and fails (exit 1). A host whose instance principal the policy does not
  name (every host but the bastion) gets 404 NotAuthorizedOrNotFound.
- Instance pools (OCI CLI reference "oci compute-management instance-pool list | list-instances",
  "oci compute-management instance-pool-instance detach"; API reference ListInstancePools,
  ListInstancePoolInstances, DetachInstancePoolInstance): a pool lists its instances as
  InstanceSummary items whose "state" is the instance's lifecycle state in title case
  ("Provisioning", "Running"); the pool is SCALING while one of them provisions, RUNNING
  otherwise. Detach: --is-decrement-size defaults to true (the pool shrinks), false makes the
  pool launch a replacement from its instance configuration (here: the detached instance's shape,
  AD, compartment and subnet, and the image the pool was seeded with: its launch details'
  sourceDetails.imageId, a baked image's OCID in cloud/images/ boots that image, none the base
  image) named "inst-<5 chars>-<pool display name>", as the console names
  pool instances; --is-auto-terminate (default false) terminates the detached instance; the
  answer is the InstancePoolInstance, lifecycle-state DETACHING. Refused: an unknown pool or
  instance, and an instance that is not in the pool, 404 NotAuthorizedOrNotFound (the API
  reference lists 404 for the operation without saying which code a non-member gets: the
  model's assumption); a pool that is SCALING, 409 IncorrectState; a boolean option that is not
  true/false, click's usage error (exit 2). The bed seeds a pool of its static nodes
  (BedCloud.pool, with the image of its instance configuration, or none) and may point the pool
  at another image (BedCloud.poolImage: the instance configuration the pool launches from names
  another image, as one changed outside the stack would); their instances carry "_static".
- Cluster networks (the capacity guard, run where `pulumi up` runs, with the deployer's API
  key: OCI_CLI_AUTH=api_key or unset and a config file at --config-file, OCI_CLI_CONFIG_FILE or
  ~/.oci/config): OCI CLI reference "oci compute-management cluster-network create | list |
  get | terminate", "oci compute-management instance-configuration get" (its launch-details'
  shape), "oci compute compute-capacity-report create", "oci work-requests
  work-request list" and "work-request-error list"; API reference CreateClusterNetwork,
  ListClusterNetworks (ClusterNetworkSummary with its instance pools), GetClusterNetwork,
  TerminateClusterNetwork, CreateComputeCapacityReport (CapacityReportShapeAvailability:
  availability-status AVAILABLE / OUT_OF_HOST_CAPACITY / HARDWARE_NOT_SUPPORTED,
  available-count), ListWorkRequests (by --resource-id), ListWorkRequestErrors. Lifecycle,
  advanced on every request from the cloud's clock: a cluster network is PROVISIONING; it
  launches min(size, CLUSTER_NETWORK_CAPACITY, free hosts) instances at once (RUNNING, billing,
  in ListInstances with their instance-pool-id); with all of them it is RUNNING after
  CLUSTER_NETWORK_PROVISION_SECONDS (default 2); short of hosts it stays PROVISIONING (OCI
  retries: the long wait) and after CAPACITY_ERROR_SECONDS (default 3) its work request has
  the error "Out of host capacity." (the message of LaunchInstance's capacity error). Terminate
  moves it to TERMINATING, TERMINATED with its pool and instances after TERMINATE_SECONDS.
  Free hosts: HOST_CAPACITY (default 64) less the compartment's instances of the shape that
  are not TERMINATED; the capacity report counts the whole AD, a cluster network only what one
  network block has (CLUSTER_NETWORK_CAPACITY, default the free hosts), so a report can say
  AVAILABLE and the network still not fill; HARDWARE_NOT_SUPPORTED_SHAPES=<shape>[,...];
  CAPACITY_REPORT_NO_COUNT=1: an AVAILABLE entry without its available-count (GOSDK
  CapacityReportShapeAvailability.AvailableCount is `mandatory:"false"`). The
  bed has no instance configurations: a cluster network's nodes are CLUSTER_NETWORK_SHAPE
  (default BM.GPU4.8). --wait-for-state is not modelled for cluster networks (refused).
  A resize (OCI CLI "oci compute-management cluster-network update --instance-pools"; API
  UpdateClusterNetwork, UpdateClusterNetworkInstancePoolDetails {id, size}; answered at once, as
  the API is asynchronous) makes the network and its pool SCALING: the new instances are
  PROVISIONING (listed, not Running) and RUNNING after CLUSTER_NETWORK_PROVISION_SECONDS, as many
  as there are free hosts; with all of them the network is RUNNING again; short, it stays SCALING
  and its (new) work request gets "Out of host capacity." after CAPACITY_ERROR_SECONDS; a smaller
  size terminates the newest instances. The pool summary carries "current-size", the count of its
  Running instances (GOSDK InstancePoolSummary.CurrentSize). "cluster-network list-instances"
  (ListClusterNetworkInstances; the CLI's rename of list-cluster-network-instances) lists the
  pool's instances that are not TERMINATED as InstanceSummary items, "state" in title case.
- Capacity topologies (the capacity preflight of a placed cluster network): OCI CLI "oci compute
  capacity-topology list | network-block list | bare-metal-host list" (oracle/oci-cli
  services/core/src/oci_cli_compute/compute_cli_extended.py renames the generated commands and
  their options to --capacity-topology-id, --hpc-island-id, --network-block-id); API
  ListComputeCapacityTopologies, ListComputeCapacityTopologyComputeNetworkBlocks,
  ListComputeCapacityTopologyComputeBareMetalHosts, each a *Collection printed as
  {"data": {"items": [...]}}. ComputeNetworkBlockSummary: id, compute-hpc-island-id,
  total-compute-bare-metal-host-count; ComputeBareMetalHost: compute-hpc-island-id,
  compute-network-block-id, compute-local-block-id, instance-id (null: no instance on it),
  instance-shape, lifecycle-state ACTIVE/INACTIVE, lifecycle-details AVAILABLE/DEGRADED/UNAVAILABLE
  (oci-python-sdk src/oci/core/models/compute_bare_metal_host.py). What the tenancy holds is
  BEDDIR/cloud/capacity-topologies.json, written by the test (each topology's "_hosts"); an unknown
  topology id answers 404 NotAuthorizedOrNotFound; a filter that matches nothing, no items.
- Compute hosts (the topology API check): OCI CLI "oci compute compute-host list" (oracle/oci-cli
  services/core/src/oci_cli_compute/generated/compute_cli.py list_compute_hosts; API
  ListComputeHosts, GET /computeHosts, a ComputeHostCollection printed as {"data": {"items":
  [...]}}). ComputeHostSummary (oci-go-sdk core/compute_host_summary.go): id, instance-id,
  hpc-island-id, network-block-id, local-block-id, gpu-memory-fabric-id, shape, health,
  lifecycle-state, compartment-id, availability-domain. What the tenancy holds is
  BEDDIR/cloud/compute-hosts.json, written by the test; the filters it models: availability
  domain, display name, lifecycle state, health, network resource (island, network or local
  block); --compute-host-in-subtree takes a boolean word (click.BOOL).
- Region: the CLI sends every request to one region's endpoint, from --region, else
  OCI_CLI_REGION, else the config file profile's region (OCI CLI "Configuring the CLI",
  cli_root.py): the bed's cloud is REGION; a request to another region finds that region's own,
  empty cloud (BEDDIR/cloud/region-<name>).
- Capacity reservations (faults.env CAPACITY_RESERVATIONS=<ocid>=<shape>@<ad>[,...]: what the
  tenancy holds): LaunchInstance with --capacity-reservation-id records it on the instance
  (capacity-reservation-id, null without). An OCID the list lacks answers 404
  NotAuthorizedOrNotFound; a reservation of another shape or availability domain answers 400
  InvalidParameter (OCI "Capacity Reservations": a reservation serves only the shape and AD it
  holds; the message's wording is the bed's, OCI's documentation gives none) and launches nothing.
- Fault DENY_INSTANCE_NAMES=<name>[,...] (faults.env): a policy that lets the principal list the
  compartment's instances but lacks INSTANCE_READ/INSTANCE_DELETE on these: GetInstance,
  TerminateInstance and ListVnicAttachments of them answer 404 NotAuthorizedOrNotFound, exactly
  as for an id that does not exist (API Errors: "not found, or you do not have authorization"),
  and change nothing; ListInstances still lists them.
"""
import fcntl
import json
import os
import random
import re
import signal
import string
import sys
import time
import uuid

# where the bastion sees the cloud (host-init.sh); OCITB_CLOUD_DIR only for tests without a bed
CLOUD_IN_HOST = os.environ.get("OCITB_CLOUD_DIR", "/run/ocitb/cloud")
REGION = "ap-tokyo-1"
AD = "TrcQ:AP-TOKYO-1-AD-1"
DEFAULT_RETRIES = 5
RETRYABLE = lambda status, code: status == 429 or (status >= 500 and status != 501) or (
    status == 409 and code == "IncorrectState")


class ServiceError(Exception):
    def __init__(self, status, code, message):
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


class UsageError(Exception):
    pass


# ---------------------------------------------------------------- state (shared with the daemon)

class Cloud:
    """BEDDIR/cloud: state.json (instances), faults.env, api.log, requests/, host-faults/, host-keys/."""

    def __init__(self, root):
        self.root = root
        self._lock = None

    def path(self, *parts):
        return os.path.join(self.root, *parts)

    def __enter__(self):
        self._lock = open(self.path("lock"), "a")
        fcntl.flock(self._lock, fcntl.LOCK_EX)
        try:
            with open(self.path("state.json")) as f:
                self.state = json.load(f)
        except FileNotFoundError:
            self.state = {"instances": [], "next_octet": 0, "counters": {}}
        self.state.setdefault("pools", [])
        return self

    def __exit__(self, *exc):
        if exc[0] is None or issubclass(exc[0], ServiceError):  # a failed request is counted too
            tmp = self.path("state.json.%d" % os.getpid())
            with open(tmp, "w") as f:
                json.dump(self.state, f, indent=1, sort_keys=True)
            os.chmod(tmp, 0o666)
            os.replace(tmp, self.path("state.json"))
        fcntl.flock(self._lock, fcntl.LOCK_UN)
        self._lock.close()

    def faults(self):
        out = {}
        try:
            with open(self.path("faults.env")) as f:
                for line in f:
                    line = line.rstrip("\n")
                    if "=" in line:
                        k, v = line.split("=", 1)
                        out[k] = v
        except FileNotFoundError:
            pass
        return out

    def instance(self, iid):
        for i in self.state["instances"]:
            if i["id"] == iid:
                return i
        return None

    def pool(self, pid):
        for p in self.state["pools"]:
            if p["id"] == pid:
                return p
        return None

    def pool_state(self, pool):
        """SCALING while one of its instances provisions (a replacement), RUNNING otherwise."""
        provisioning = any((self.instance(i) or {}).get("lifecycle-state") == "PROVISIONING" for i in pool["_members"])
        return "SCALING" if provisioning else pool["lifecycle-state"]

    def visible(self, now=None):
        """Instances ListInstances returns: terminated ones only for a while."""
        now = now or time.time()
        keep = float(self.faults().get("TERMINATED_LISTED_SECONDS", "120"))
        return [i for i in self.state["instances"]
                if i["lifecycle-state"] != "TERMINATED" or now - i.get("_terminated_at", now) < keep]

    def count(self, name):
        """Counts a fault's uses (per cloud): 1 on the first call."""
        c = self.state.setdefault("counters", {})
        c[name] = c.get(name, 0) + 1
        return c[name]

    def request(self, kind, iid):
        os.makedirs(self.path("requests"), exist_ok=True)
        name = "%.6f-%s-%s" % (time.time(), kind, iid)
        tmp = self.path("requests", "." + name)
        with open(tmp, "w") as f:
            f.write(iid + "\n")
        os.replace(tmp, self.path("requests", name))

    def log(self, line):
        with open(self.path("api.log"), "a") as f:
            f.write("%.3f %s\n" % (time.time(), line))


def etag(obj):
    """The resource's ETag: changes whenever the resource does (API Reference, "ETags")."""
    return uuid.uuid5(uuid.NAMESPACE_OID, json.dumps(obj, sort_keys=True)).hex


def update_instance(inst, f, opts):
    """UpdateInstance (API Reference): If-Match another ETag than the instance's is 412 NoEtagMatch;
    defined tags replace the instance's (the CLI sends the whole map) and must name tag namespaces
    and keys the tenancy defines (cloud fault DEFINED_TAGS=Namespace.Key,...; none by default: a
    tenancy has only the namespaces it created), else 400 InvalidParameter "The following tag
    namespaces / keys are not authorized or not found: ..." as OCI answers (the namespace lower case)."""
    if "--if-match" in opts and opts["--if-match"] != etag(public(inst)):
        raise ServiceError(412, "NoEtagMatch", "The If-Match header value does not match the ETag of the resource")
    if "--defined-tags" in opts:
        tags = json_arg(opts, "--defined-tags", {})
        known = [t for t in f.get("DEFINED_TAGS", "").split(",") if t]
        bad = sorted({ns.lower() for ns, keys in tags.items() for k in keys if "%s.%s" % (ns, k) not in known})
        if bad:
            raise ServiceError(400, "InvalidParameter",
                               "The following tag namespaces / keys are not authorized or not found: '%s'"
                               % "', '".join(bad))
        inst["defined-tags"] = tags
    if "--freeform-tags" in opts:
        inst["freeform-tags"] = json_arg(opts, "--freeform-tags", {})
    if "--display-name" in opts:
        inst["display-name"] = opts["--display-name"]
    return public(inst)


def public(instance):
    return {k: v for k, v in instance.items() if not k.startswith("_")}


def now_iso():
    t = time.time()
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(t)) + ".%03d000+00:00" % int((t % 1) * 1000)


def ocid(kind):
    return "ocid1.%s.oc1.%s.%s" % (kind, REGION, "".join(random.choice(string.ascii_lowercase + string.digits)
                                                          for _ in range(60)))


# ---------------------------------------------------------------- the CLI

COMMANDS = {
    # (group path): (operation name, required options, known options, flags)
    ("compute", "instance", "list"): ("ListInstances", ["--compartment-id"],
                                      ["--availability-domain", "--display-name", "--lifecycle-state", "--limit",
                                       "--page", "--sort-by", "--sort-order", "--capacity-reservation-id",
                                       "--compute-cluster-id", "--instance-pool-id", "--query"],
                                      ["--all"]),
    ("compute", "instance", "get"): ("GetInstance", ["--instance-id"], ["--query"], []),
    ("compute", "instance", "update"): ("UpdateInstance", ["--instance-id"],
                                        ["--defined-tags", "--freeform-tags", "--display-name", "--if-match",
                                         "--query"],
                                        ["--force"]),
    ("compute", "instance", "launch"): ("LaunchInstance", ["--availability-domain", "--compartment-id", "--shape"],
                                        ["--display-name", "--subnet-id", "--image-id", "--source-details",
                                         "--freeform-tags", "--defined-tags", "--metadata", "--compute-cluster-id",
                                         "--ssh-authorized-keys-file", "--user-data-file", "--hostname-label",
                                         "--assign-public-ip", "--private-ip", "--fault-domain", "--shape-config",
                                         "--boot-volume-size-in-gbs", "--agent-config", "--capacity-reservation-id",
                                         "--wait-for-state", "--max-wait-seconds", "--wait-interval-seconds",
                                         "--query"],
                                        []),
    ("compute", "instance", "terminate"): ("TerminateInstance", ["--instance-id"],
                                           ["--preserve-boot-volume", "--preserve-data-volumes-created-at-launch",
                                            "--if-match", "--wait-for-state", "--max-wait-seconds",
                                            "--wait-interval-seconds"],
                                           ["--force"]),
    ("compute-management", "instance-pool", "list"): ("ListInstancePools", ["--compartment-id"],
                                                      ["--display-name", "--lifecycle-state", "--limit", "--page",
                                                       "--sort-by", "--sort-order", "--query"], ["--all"]),
    ("compute-management", "instance-pool", "list-instances"): ("ListInstancePoolInstances",
                                                                ["--compartment-id", "--instance-pool-id"],
                                                                ["--display-name", "--limit", "--page", "--sort-by",
                                                                 "--sort-order", "--query"], ["--all"]),
    ("compute-management", "instance-pool-instance", "detach"): ("DetachInstancePoolInstance",
                                                                 ["--instance-id", "--instance-pool-id"],
                                                                 ["--is-auto-terminate", "--is-decrement-size",
                                                                  "--query"], []),
    ("compute", "instance", "list-vnics"): ("ListVnicAttachments", ["--instance-id"],
                                            ["--compartment-id", "--limit", "--page", "--query"], ["--all"]),
    ("compute-management", "cluster-network", "create"): ("CreateClusterNetwork",
                                                          ["--compartment-id", "--instance-pools",
                                                           "--placement-configuration"],
                                                          ["--display-name", "--freeform-tags", "--defined-tags"],
                                                          []),
    ("compute-management", "cluster-network", "list"): ("ListClusterNetworks", ["--compartment-id"],
                                                        ["--display-name", "--lifecycle-state", "--limit", "--page",
                                                         "--sort-by", "--sort-order", "--query"], ["--all"]),
    ("compute-management", "cluster-network", "get"): ("GetClusterNetwork", ["--cluster-network-id"], ["--query"], []),
    ("compute-management", "cluster-network", "update"): ("UpdateClusterNetwork", ["--cluster-network-id"],
                                                          ["--instance-pools", "--display-name", "--freeform-tags",
                                                           "--defined-tags", "--if-match"], ["--force"]),
    ("compute-management", "cluster-network", "list-instances"): ("ListClusterNetworkInstances",
                                                                  ["--cluster-network-id", "--compartment-id"],
                                                                  ["--display-name", "--limit", "--page", "--sort-by",
                                                                   "--sort-order", "--query"], ["--all"]),
    ("compute-management", "cluster-network", "terminate"): ("TerminateClusterNetwork", ["--cluster-network-id"],
                                                             ["--if-match"], ["--force"]),
    ("compute-management", "instance-configuration", "get"): ("GetInstanceConfiguration",
                                                              ["--instance-configuration-id"], ["--query"], []),
    ("compute", "compute-capacity-report", "create"): ("CreateComputeCapacityReport",
                                                       ["--availability-domain", "--compartment-id",
                                                        "--shape-availabilities"], [], []),
    # the capacity topology (oracle/oci-cli services/core/src/oci_cli_compute/compute_cli_extended.py
    # renames the generated commands to these and their options to --capacity-topology-id,
    # --hpc-island-id, --network-block-id, --local-block-id)
    ("compute", "capacity-topology", "list"): ("ListComputeCapacityTopologies", ["--compartment-id"],
                                               ["--availability-domain", "--display-name", "--limit", "--page",
                                                "--sort-by", "--sort-order", "--page-size"], ["--all"]),
    ("compute", "capacity-topology", "network-block", "list"): ("ListComputeCapacityTopologyComputeNetworkBlocks",
                                                                ["--capacity-topology-id"],
                                                                ["--hpc-island-id", "--availability-domain",
                                                                 "--compartment-id", "--limit", "--page",
                                                                 "--sort-by", "--sort-order", "--page-size"],
                                                                ["--all"]),
    ("compute", "capacity-topology", "bare-metal-host", "list"): ("ListComputeCapacityTopologyComputeBareMetalHosts",
                                                                  ["--capacity-topology-id"],
                                                                  ["--hpc-island-id", "--network-block-id",
                                                                   "--local-block-id", "--availability-domain",
                                                                   "--compartment-id", "--limit", "--page",
                                                                   "--sort-by", "--sort-order", "--page-size"],
                                                                  ["--all"]),
    # the compute hosts (oracle/oci-cli services/core/src/oci_cli_compute/generated/compute_cli.py
    # list_compute_hosts: "oci compute compute-host list", not renamed by compute_cli_extended.py)
    ("compute", "compute-host", "list"): ("ListComputeHosts", ["--compartment-id"],
                                          ["--availability-domain", "--display-name", "--network-resource-id",
                                           "--limit", "--page", "--sort-by", "--sort-order",
                                           "--compute-host-lifecycle-state", "--compute-host-health",
                                           "--compute-host-group-id", "--compute-host-in-subtree", "--page-size"],
                                          ["--all"]),
    ("work-requests", "work-request", "list"): ("ListWorkRequests", ["--compartment-id"],
                                                ["--resource-id", "--limit", "--page"], ["--all"]),
    ("work-requests", "work-request-error", "list"): ("ListWorkRequestErrors", ["--work-request-id"],
                                                      ["--limit", "--page", "--sort-by", "--sort-order"], ["--all"]),
}
GLOBAL_OPTIONS = ["--auth", "--output", "--region", "--profile", "--config-file", "--max-retries",
                  "--connection-timeout", "--read-timeout", "--request-id", "--cert-bundle"]
GLOBAL_FLAGS = ["--no-retry", "--debug", "--raw-output"]


# click.BOOL's words (the CLI's [boolean] options take a value)
BOOLEANS = {"true": True, "1": True, "yes": True, "y": True, "t": True, "on": True,
            "false": False, "0": False, "no": False, "n": False, "f": False, "off": False}


def parse(argv):
    words, opts, flags = [], {}, set()
    i = 0
    while i < len(argv):
        a = argv[i]
        if a.startswith("--"):
            name, eq, val = a.partition("=")
            if name in GLOBAL_FLAGS or any(name in c[3] for c in COMMANDS.values()):
                flags.add(name)
            else:
                if not eq:
                    if i + 1 >= len(argv):
                        raise UsageError("Error: Option '%s' requires an argument." % name)
                    i += 1
                    val = argv[i]
                opts[name] = val
        else:
            words.append(a)
        i += 1
    return tuple(words), opts, flags


def usage(words):
    return "Usage: oci %s [OPTIONS]\nTry 'oci %s -h' for help.\n" % (" ".join(words), " ".join(words))


def service_error(err, operation, endpoint):
    body = {
        "client_version": "Oracle-PythonSDK/2.141.1, Oracle-PythonCLI/3.50.1",
        "code": err.code,
        "logging_tips": "Please run the OCI CLI command using --debug flag to find more debug information.",
        "message": err.message,
        "opc-request-id": uuid.uuid4().hex.upper() + "/" + uuid.uuid4().hex.upper(),
        # the SDK method's name, e.g. launch_instance for LaunchInstance
        "operation_name": re.sub(r"(?<!^)([A-Z])", r"_\1", operation).lower(),
        "request_endpoint": endpoint,
        "status": err.status,
        "target_service": "compute",
        "timestamp": now_iso(),
        "troubleshooting_tips": "See https://docs.oracle.com/iaas/Content/API/References/apierrors.htm#apierrors_%d__%d_%s "
                                "for more information about resolving this error. If you are unable to resolve this %s "
                                "issue, please contact Oracle support and provide them this full error message."
                                % (err.status, err.status, err.code.lower(), err.code),
    }
    sys.stderr.write("ServiceError:\n" + json.dumps(body, indent=4, sort_keys=True) + "\n")


def json_arg(opts, name, default):
    """A complex option: JSON text or file://PATH, as the CLI reads it; invalid -> usage error."""
    if name not in opts:
        return default
    text = opts[name]
    if text.startswith("file://"):
        try:
            with open(os.path.expanduser(text[len("file://"):])) as f:
                text = f.read()
        except OSError as e:
            raise UsageError("Error: Invalid value for '%s': Cannot open file: %s" % (name, e.strerror))
    try:
        return json.loads(text)
    except ValueError:
        raise UsageError("Parameter '%s' must be in JSON format." % name.lstrip("-").replace("-", "_"))


def emit(obj):
    print(json.dumps(obj, indent=2, sort_keys=True))


NOT_FOUND = (404, "NotAuthorizedOrNotFound", "Authorization failed or requested resource not found.")


def attempt(cloud, operation, fn):
    """One API request: injected throttles and capacity errors first, then the operation."""
    with cloud as c:
        f = c.faults()
        throttle = f.get("THROTTLE")
        if throttle and (f.get("THROTTLE_OPERATION") in (None, "", operation)) \
                and c.count("throttle") <= int(throttle):
            c.log("%s 429 TooManyRequests" % operation)
            raise ServiceError(429, "TooManyRequests", "Too many requests for the user")
        advance(c, f)
        try:
            result = fn(c, f)
        except ServiceError as e:
            c.log("%s %d %s" % (operation, e.status, e.code))
            raise
        c.log("%s 200" % operation)
        return result


def capacity_check(c, f, name):
    cap = f.get("LAUNCH_CAPACITY", "")
    names = [n for n in f.get("LAUNCH_CAPACITY_NAMES", "").split(",") if n]
    if name in names or cap == "always" or (cap.isdigit() and c.count("capacity") <= int(cap)):
        raise ServiceError(500, "InternalError", "Out of host capacity.")


# ---------------------------------------------------------------- cluster networks and capacity

def free_hosts(c, f, shape, ad):
    """Hosts of the shape the AD can still give: HOST_CAPACITY less the instances holding one."""
    used = sum(1 for i in c.state["instances"]
               if i["shape"] == shape and i["availability-domain"] == ad and i["lifecycle-state"] != "TERMINATED")
    return max(0, int(f.get("HOST_CAPACITY", "64")) - used)


def advance(c, f, now=None):
    """Moves the cluster networks along by the clock (see the header)."""
    now = now or time.time()
    for n in c.state.setdefault("cluster-networks", []):
        pool = n["instance-pools"][0]
        age = now - n["_created_at"]
        if n["lifecycle-state"] == "PROVISIONING":
            if n["_launched"] >= pool["size"]:
                if age >= float(f.get("CLUSTER_NETWORK_PROVISION_SECONDS", "2")):
                    n["lifecycle-state"] = pool["lifecycle-state"] = "RUNNING"
            elif age >= float(f.get("CAPACITY_ERROR_SECONDS", "3")) and not n["_work_request"]["_errors"]:
                n["_work_request"]["_errors"].append({"code": "InternalError", "message": "Out of host capacity.",
                                                      "timestamp": now_iso()})
        elif n["lifecycle-state"] == "SCALING":
            running = 0
            for i in pool_members(c, pool):
                if i["lifecycle-state"] == "PROVISIONING" and \
                        now - i.get("_created_at", now) >= float(f.get("CLUSTER_NETWORK_PROVISION_SECONDS", "2")):
                    i["lifecycle-state"] = "RUNNING"
                running += i["lifecycle-state"] == "RUNNING"
            if running >= pool["size"]:
                n["lifecycle-state"] = pool["lifecycle-state"] = "RUNNING"
                n["_work_request"]["status"] = "SUCCEEDED"
            elif now - n["_scale_started_at"] >= float(f.get("CAPACITY_ERROR_SECONDS", "3")) \
                    and len(pool_members(c, pool)) < pool["size"] and not n["_work_request"]["_errors"]:
                n["_work_request"]["_errors"].append({"code": "InternalError", "message": "Out of host capacity.",
                                                      "timestamp": now_iso()})
        elif n["lifecycle-state"] == "TERMINATING" and now - n["_terminate_at"] >= float(f.get("TERMINATE_SECONDS", "0")):
            n["lifecycle-state"] = pool["lifecycle-state"] = "TERMINATED"
            n["_work_request"]["status"] = "CANCELED" if n["_work_request"]["status"] == "IN_PROGRESS" else \
                n["_work_request"]["status"]
            for i in c.state["instances"]:
                if i.get("instance-pool-id") == pool["id"] and i["lifecycle-state"] != "TERMINATED":
                    i["lifecycle-state"] = "TERMINATED"
                    i["_terminated_at"] = now
    current_size(c)


def current_size(c):
    """Each pool's "current-size": its Running instances (InstancePoolSummary.CurrentSize)."""
    for n in c.state.setdefault("cluster-networks", []):
        pool = n["instance-pools"][0]
        pool["current-size"] = sum(1 for i in pool_members(c, pool) if i["lifecycle-state"] == "RUNNING")


def network_view(n):
    return {k: v for k, v in n.items() if not k.startswith("_")}


def find_network(c, nid):
    for n in c.state.setdefault("cluster-networks", []):
        if n["id"] == nid:
            return n
    raise ServiceError(*NOT_FOUND)


def create_cluster_network(c, f, opts):
    pools = json_arg(opts, "--instance-pools", [])
    placement = json_arg(opts, "--placement-configuration", {})
    ad = placement.get("availabilityDomain")
    config = pools[0].get("instanceConfigurationId")
    # the bed has no instance configurations: the shape they would give is a fault
    shape = f.get("CLUSTER_NETWORK_SHAPE", "BM.GPU4.8")
    size = int(pools[0]["size"])
    created = now_iso()
    nid, pid = ocid("clusternetwork"), ocid("instancepool")
    launched = min(size, free_hosts(c, f, shape, ad),
                   int(f.get("CLUSTER_NETWORK_CAPACITY", str(free_hosts(c, f, shape, ad)))))
    for k in range(launched):
        c.state["instances"].append({
            "availability-domain": ad, "compartment-id": opts["--compartment-id"], "defined-tags": {},
            "display-name": "inst-%s-%d" % (pid[-5:], k), "fault-domain": "FAULT-DOMAIN-1", "freeform-tags": {},
            "id": ocid("instance"), "instance-pool-id": pid, "lifecycle-state": "RUNNING", "region": REGION,
            "shape": shape, "time-created": created, "_ip": "", "_subnet": placement.get("primarySubnetId")})
    n = {
        "compartment-id": opts["--compartment-id"], "defined-tags": {}, "display-name": opts.get("--display-name"),
        "freeform-tags": json_arg(opts, "--freeform-tags", {}), "hpc-island-id": None, "id": nid,
        "instance-pools": [{
            "availability-domains": [ad], "compartment-id": opts["--compartment-id"], "defined-tags": {},
            "display-name": pools[0].get("displayName"), "freeform-tags": {}, "id": pid,
            "instance-configuration-id": config, "lifecycle-state": "PROVISIONING", "load-balancers": [],
            "size": size, "time-created": created}],
        "lifecycle-state": "PROVISIONING", "network-block-ids": [],
        "placement-configuration": {"availability-domain": ad, "primary-subnet-id": placement.get("primarySubnetId")},
        "time-created": created, "time-updated": created,
        "_created_at": time.time(), "_launched": launched, "_shape": shape,
        "_work_request": {"compartment-id": opts["--compartment-id"], "id": ocid("workrequest"),
                          "operation-type": "CreateClusterNetwork", "percent-complete": 0.0,
                          "resources": [{"action-type": "CREATED", "entity-type": "clusterNetwork", "identifier": nid},
                                        {"action-type": "CREATED", "entity-type": "instancePool", "identifier": pid}],
                          "status": "IN_PROGRESS", "time-accepted": created, "_errors": []},
    }
    c.state["cluster-networks"].append(n)
    return ("one", network_view(n))


def list_cluster_networks(c, f, opts):
    out = [network_view(n) for n in c.state.setdefault("cluster-networks", [])
           if n["compartment-id"] == opts["--compartment-id"]]
    for key, field in (("--display-name", "display-name"), ("--lifecycle-state", "lifecycle-state")):
        if key in opts:
            out = [n for n in out if n.get(field) == opts[key]]
    return ("list", out)


def terminate_cluster_network(c, f, opts):
    n = find_network(c, opts["--cluster-network-id"])
    if n["lifecycle-state"] not in ("TERMINATING", "TERMINATED"):
        n["lifecycle-state"] = n["instance-pools"][0]["lifecycle-state"] = "TERMINATING"
        n["_terminate_at"] = time.time()
        advance(c, f)
    return ("none", None)


def capacity_report(c, f, opts):
    ad = opts["--availability-domain"]
    out = []
    for a in json_arg(opts, "--shape-availabilities", []):
        shape = a.get("instanceShape")
        if shape in [s for s in f.get("HARDWARE_NOT_SUPPORTED_SHAPES", "").split(",") if s]:
            status, count = "HARDWARE_NOT_SUPPORTED", 0
        else:
            count = free_hosts(c, f, shape, ad)
            status = "AVAILABLE" if count > 0 else "OUT_OF_HOST_CAPACITY"
        entry = {"availability-status": status, "available-count": count, "fault-domain": a.get("faultDomain"),
                 "instance-shape": shape, "instance-shape-config": None}
        if f.get("CAPACITY_REPORT_NO_COUNT") == "1" and status == "AVAILABLE":
            # availableCount is optional (mandatory:"false"); a public field note reports it null for
            # bare-metal shapes
            entry["available-count"] = None
        out.append(entry)
    return ("one", {"availability-domain": ad, "compartment-id": opts["--compartment-id"],
                    "shape-availabilities": out, "time-created": now_iso()})


def list_work_requests(c, f, opts):
    out = []
    for w in [w for n in c.state.setdefault("cluster-networks", [])
              for w in n.get("_old_work_requests", []) + [n["_work_request"]]]:
        if w["compartment-id"] == opts["--compartment-id"] and (
                "--resource-id" not in opts or opts["--resource-id"] in [r["identifier"] for r in w["resources"]]):
            out.append({k: v for k, v in w.items() if not k.startswith("_")})
    return ("list", out)


def list_work_request_errors(c, f, opts):
    for n in c.state.setdefault("cluster-networks", []):
        for w in n.get("_old_work_requests", []) + [n["_work_request"]]:
            if w["id"] == opts["--work-request-id"]:
                return ("list", list(w["_errors"]))
    raise ServiceError(*NOT_FOUND)


def get_instance_configuration(c, f, opts):
    """Known only through a cluster network that launches it (the bed creates no other)."""
    for n in c.state.setdefault("cluster-networks", []):
        pool = n["instance-pools"][0]
        if pool["instance-configuration-id"] == opts["--instance-configuration-id"]:
            return ("one", {"compartment-id": n["compartment-id"], "defined-tags": {}, "deferred-fields": [],
                            "display-name": pool["display-name"], "freeform-tags": {},
                            "id": pool["instance-configuration-id"],
                            "instance-details": {"instance-type": "compute",
                                                 "launch-details": {"availability-domain": pool["availability-domains"][0],
                                                                    "compartment-id": n["compartment-id"],
                                                                    "shape": n["_shape"]}},
                            "time-created": n["time-created"]})
    raise ServiceError(*NOT_FOUND)


# ---------------------------------------------------------------- capacity topologies

def capacity_topologies(c):
    """BEDDIR/cloud/capacity-topologies.json, written by a test: what the tenancy's topologies hold."""
    try:
        with open(c.path("capacity-topologies.json")) as f:
            return json.load(f)
    except FileNotFoundError:
        return []


def the_topology(c, opts):
    for t in capacity_topologies(c):
        if t["id"] == opts["--capacity-topology-id"]:
            return t
    raise ServiceError(*NOT_FOUND)


def list_capacity_topologies(c, f, opts):
    out = []
    for t in capacity_topologies(c):
        if t["compartment-id"] != opts["--compartment-id"]:
            continue
        if "--availability-domain" in opts and t["availability-domain"] != opts["--availability-domain"]:
            continue
        out.append({k: v for k, v in t.items() if not k.startswith("_")})
    return ("collection", out)


def host_view(t, h):
    return {"compute-capacity-topology-id": t["id"], "compute-hpc-island-id": h.get("island"),
            "compute-local-block-id": h.get("local-block"), "compute-network-block-id": h.get("network-block"),
            "id": h["id"], "instance-id": h.get("instance-id"), "instance-shape": h["shape"],
            "lifecycle-details": h.get("details", "AVAILABLE"), "lifecycle-state": h.get("state", "ACTIVE"),
            "time-created": "2026-01-01T00:00:00.000000+00:00", "time-updated": "2026-01-01T00:00:00.000000+00:00"}


def list_network_blocks(c, f, opts):
    t = the_topology(c, opts)
    blocks = {}
    for h in t["_hosts"]:
        b = blocks.setdefault(h["network-block"], {"compute-capacity-topology-id": t["id"],
                                                   "compute-hpc-island-id": h["island"], "id": h["network-block"],
                                                   "lifecycle-state": "ACTIVE",
                                                   "time-created": "2026-01-01T00:00:00.000000+00:00",
                                                   "time-updated": "2026-01-01T00:00:00.000000+00:00",
                                                   "total-compute-bare-metal-host-count": 0})
        b["total-compute-bare-metal-host-count"] += 1
    out = [b for b in blocks.values()
           if "--hpc-island-id" not in opts or b["compute-hpc-island-id"] == opts["--hpc-island-id"]]
    return ("collection", out)


def list_bare_metal_hosts(c, f, opts):
    t = the_topology(c, opts)
    out = [host_view(t, h) for h in t["_hosts"]]
    for key, field in (("--hpc-island-id", "compute-hpc-island-id"), ("--network-block-id", "compute-network-block-id"),
                       ("--local-block-id", "compute-local-block-id")):
        if key in opts:
            out = [h for h in out if h[field] == opts[key]]
    return ("collection", out)


def list_compute_hosts(c, f, opts):
    """BEDDIR/cloud/compute-hosts.json, written by a test: the tenancy's ComputeHostSummary items."""
    try:
        with open(c.path("compute-hosts.json")) as fh:
            hosts = json.load(fh)
    except FileNotFoundError:
        hosts = []
    out = [h for h in hosts if h["compartment-id"] == opts["--compartment-id"]]
    if "--compute-host-in-subtree" in opts and opts["--compute-host-in-subtree"].lower() not in BOOLEANS:
        raise UsageError("Error: Invalid value for '--compute-host-in-subtree': '%s' is not a valid boolean."
                         % opts["--compute-host-in-subtree"])
    for key, field in (("--availability-domain", "availability-domain"), ("--display-name", "display-name"),
                       ("--compute-host-lifecycle-state", "lifecycle-state"), ("--compute-host-health", "health")):
        if key in opts:
            out = [h for h in out if h.get(field) == opts[key]]
    if "--network-resource-id" in opts:
        out = [h for h in out if opts["--network-resource-id"] in
               (h.get("hpc-island-id"), h.get("network-block-id"), h.get("local-block-id"))]
    return ("collection", out)


def cli_region(opts, auth, config_file):
    """The region the CLI calls: --region, OCI_CLI_REGION, the profile's region (api key), else REGION."""
    if opts.get("--region"):
        return opts["--region"]
    if os.environ.get("OCI_CLI_REGION"):
        return os.environ["OCI_CLI_REGION"]
    if auth != "instance_principal" and os.path.isfile(config_file):
        import configparser
        conf = configparser.ConfigParser(interpolation=None)
        conf.read(config_file)
        profile = opts.get("--profile") or os.environ.get("OCI_CLI_PROFILE") or "DEFAULT"
        if conf.has_option(profile, "region"):
            return conf.get(profile, "region")
    return REGION


def pool_members(c, pool):
    return [i for i in c.state["instances"]
            if i.get("instance-pool-id") == pool["id"] and i["lifecycle-state"] != "TERMINATED"]


def new_work_request(n, operation):
    """A work request of the network and its pool; the one before it is kept (SUCCEEDED when it was in progress)."""
    old = n.get("_work_request")
    if old:
        if old["status"] == "IN_PROGRESS":
            old["status"] = "SUCCEEDED"
        n.setdefault("_old_work_requests", []).append(old)
    nid, pid = n["id"], n["instance-pools"][0]["id"]
    n["_work_request"] = {"compartment-id": n["compartment-id"], "id": ocid("workrequest"),
                          "operation-type": operation, "percent-complete": 0.0,
                          "resources": [{"action-type": "UPDATED", "entity-type": "clusterNetwork", "identifier": nid},
                                        {"action-type": "UPDATED", "entity-type": "instancePool", "identifier": pid}],
                          "status": "IN_PROGRESS", "time-accepted": now_iso(), "_errors": []}


def launch_pool_instances(c, f, n, count, state):
    pool = n["instance-pools"][0]
    ad = pool["availability-domains"][0]
    launched = min(count, free_hosts(c, f, n["_shape"], ad))
    for _ in range(launched):
        c.state["instances"].append({
            "availability-domain": ad, "compartment-id": n["compartment-id"], "defined-tags": {},
            "display-name": "inst-%s-%s" % ("".join(random.choice(string.ascii_lowercase) for _ in range(5)),
                                            pool.get("display-name")),
            "fault-domain": "FAULT-DOMAIN-1", "freeform-tags": {}, "id": ocid("instance"),
            "instance-pool-id": pool["id"], "lifecycle-state": state, "region": REGION, "shape": n["_shape"],
            "time-created": now_iso(), "_created_at": time.time(), "_ip": "",
            "_subnet": n["placement-configuration"].get("primary-subnet-id")})
    return launched


def update_cluster_network(c, f, opts):
    n = find_network(c, opts["--cluster-network-id"])
    if n["lifecycle-state"] in ("TERMINATING", "TERMINATED"):
        raise ServiceError(409, "IncorrectState", "Cluster network %s is in state %s" % (n["id"], n["lifecycle-state"]))
    pool = n["instance-pools"][0]
    for p in json_arg(opts, "--instance-pools", []):
        if p.get("id") != pool["id"]:
            raise ServiceError(*NOT_FOUND)
        size = int(p.get("size", pool["size"]))
        members = pool_members(c, pool)
        if size > len(members):
            new_work_request(n, "UpdateClusterNetwork")
            n["lifecycle-state"] = pool["lifecycle-state"] = "SCALING"
            n["_scale_started_at"] = time.time()
            launch_pool_instances(c, f, n, size - len(members), "PROVISIONING")
        elif size < len(members):
            for i in sorted(members, key=lambda i: i["time-created"])[size:]:
                i["lifecycle-state"] = "TERMINATED"
                i["_terminated_at"] = time.time()
        pool["size"] = size
    advance(c, f)
    return ("one", network_view(n))


def list_cluster_network_instances(c, f, opts):
    n = find_network(c, opts["--cluster-network-id"])
    if n["compartment-id"] != opts["--compartment-id"]:
        raise ServiceError(*NOT_FOUND)
    pool = n["instance-pools"][0]
    return ("list", [pool_instance({"instance-configuration-id": pool["instance-configuration-id"]}, i)
                     for i in pool_members(c, pool)])


CLUSTER_NETWORK_OPERATIONS = {
    "UpdateClusterNetwork": update_cluster_network,
    "ListClusterNetworkInstances": list_cluster_network_instances,
    "GetInstanceConfiguration": get_instance_configuration,
    "CreateClusterNetwork": create_cluster_network,
    "ListClusterNetworks": list_cluster_networks,
    "GetClusterNetwork": lambda c, f, opts: ("one", network_view(find_network(c, opts["--cluster-network-id"]))),
    "TerminateClusterNetwork": terminate_cluster_network,
    "CreateComputeCapacityReport": capacity_report,
    "ListWorkRequests": list_work_requests,
    "ListWorkRequestErrors": list_work_request_errors,
    "ListComputeCapacityTopologies": list_capacity_topologies,
    "ListComputeCapacityTopologyComputeNetworkBlocks": list_network_blocks,
    "ListComputeCapacityTopologyComputeBareMetalHosts": list_bare_metal_hosts,
    "ListComputeHosts": list_compute_hosts,
}


def reservation_check(f, opts):
    """A launch into a capacity reservation: it must exist and hold the shape in the AD."""
    rid = opts.get("--capacity-reservation-id")
    if not rid:
        return
    held = dict(r.split("=", 1) for r in f.get("CAPACITY_RESERVATIONS", "").split(",") if "=" in r)
    if rid not in held:
        raise ServiceError(*NOT_FOUND)
    shape, ad = held[rid].split("@", 1)
    if shape != opts["--shape"]:
        raise ServiceError(400, "InvalidParameter", "Capacity reservation %s has no capacity configuration for shape %s."
                           % (rid, opts["--shape"]))
    if ad != opts["--availability-domain"]:
        raise ServiceError(400, "InvalidParameter", "Capacity reservation %s is not in availability domain %s."
                           % (rid, opts["--availability-domain"]))


def launch(c, f, opts):
    name = opts.get("--display-name") or "instance%s" % time.strftime("%Y%m%d%H%M")
    reservation_check(f, opts)
    capacity_check(c, f, name)
    return new_instance(c, name, opts)


def boot_volume_gbs(opts):
    """--boot-volume-size-in-gbs, an INTEGER option (click: anything else is a usage error); none: null."""
    text = opts.get("--boot-volume-size-in-gbs")
    if text is None:
        return None
    try:
        return int(text)
    except ValueError:
        raise UsageError("Error: Invalid value for '--boot-volume-size-in-gbs': '%s' is not a valid integer." % text)


def new_instance(c, name, opts):
    """A PROVISIONING instance from launch options; the daemon starts its host."""
    gbs = boot_volume_gbs(opts)
    octets = c.state.setdefault("next_octet", 0)
    c.state["next_octet"] = octets + 1
    # the bed's private subnet (cloud/config.json: 10.K.4 for bed instance K)
    with open(c.path("config.json")) as cf:
        subnet = json.load(cf).get("subnet", "10.0.4")
    ip = "%s.%d" % (subnet, 10 + octets % 240)
    inst = {
        "agent-config": json_arg(opts, "--agent-config", None),
        "availability-domain": opts["--availability-domain"],
        "capacity-reservation-id": opts.get("--capacity-reservation-id"),
        "compartment-id": opts["--compartment-id"],
        "compute-cluster-id": opts.get("--compute-cluster-id"),
        "defined-tags": json_arg(opts, "--defined-tags", {}),
        "display-name": name,
        "extended-metadata": {},
        "fault-domain": "FAULT-DOMAIN-1",
        "freeform-tags": json_arg(opts, "--freeform-tags", {}),
        "id": ocid("instance"),
        "image-id": opts.get("--image-id"),
        "lifecycle-state": "PROVISIONING",
        # the boot volume's source (API reference, Instance.sourceDetails: InstanceSourceViaImageDetails)
        "source-details": {"boot-volume-size-in-gbs": gbs, "image-id": opts.get("--image-id"),
                           "source-type": "image"},
        # the metadata's keys only: its values (keys, user data) stay out of the bed's logs
        "metadata": {k: "..." for k in json_arg(opts, "--metadata", {})},
        "region": REGION,
        "shape": opts["--shape"],
        "time-created": now_iso(),
        "_ip": ip,
        "_subnet": opts.get("--subnet-id"),
    }
    # the metadata's ssh_authorized_keys go to "the ~/.ssh/authorized_keys file for the default
    # user on the instance" (API reference, LaunchInstanceDetails.metadata): kept for the host the daemon starts
    # under its display name (cloud-host.sh launch); without them the host keeps the bed's
    # cluster key (an instance configuration's launch, whose metadata the bed does not model)
    keys = json_arg(opts, "--metadata", {}).get("ssh_authorized_keys")
    key_file = c.path("host-keys", name)
    os.makedirs(os.path.dirname(key_file), exist_ok=True)
    if os.path.exists(key_file):
        os.remove(key_file)  # an earlier instance's of the name (its writer may be another user)
    if keys:
        with open(key_file, "w") as kf:
            kf.write(keys if keys.endswith("\n") else keys + "\n")
    c.state["instances"].append(inst)
    c.request("launch", inst["id"])
    return inst


def wait_for(cloud, iid, states, opts):
    bound = float(opts.get("--max-wait-seconds", "1200"))
    interval = float(opts.get("--wait-interval-seconds", "1"))
    sys.stderr.write("Action completed. Waiting until the resource has entered state: %s\n" % (tuple(states),))
    deadline = time.time() + bound
    while True:
        with cloud as c:
            inst = c.instance(iid)
            if inst and inst["lifecycle-state"] in states:
                return inst
        if time.time() >= deadline:
            sys.stderr.write("Failed to wait until the resource entered the specified state. "
                             "Please retry the operation or increase the value of --max-wait-seconds.\n")
            sys.exit(2)
        time.sleep(min(interval, 1.0))


def pool_summary(c, p):
    return {"availability-domains": [AD], "compartment-id": p["compartment-id"], "defined-tags": {},
            "display-name": p["display-name"], "freeform-tags": {}, "id": p["id"],
            "instance-configuration-id": p["instance-configuration-id"], "lifecycle-state": c.pool_state(p),
            "size": p["size"], "time-created": p["time-created"]}


def pool_instance(p, inst):
    """InstanceSummary (ListInstancePoolInstances): "state" is the lifecycle state in title case."""
    return {"availability-domain": inst["availability-domain"], "compartment-id": inst["compartment-id"],
            "display-name": inst["display-name"], "fault-domain": inst["fault-domain"], "id": inst["id"],
            "instance-configuration-id": p["instance-configuration-id"], "load-balancer-backends": [],
            "region": REGION, "shape": inst["shape"], "state": inst["lifecycle-state"].title(),
            "time-created": inst["time-created"]}


def list_pools(c, opts):
    out = [pool_summary(c, p) for p in c.state["pools"] if p["compartment-id"] == opts["--compartment-id"]]
    for key, field in (("--display-name", "display-name"), ("--lifecycle-state", "lifecycle-state")):
        if key in opts:
            out = [p for p in out if p[field] == opts[key]]
    return ("list", out)


def the_pool(c, opts):
    p = c.pool(opts["--instance-pool-id"])
    if p is None or p["lifecycle-state"] == "TERMINATED" \
            or p["compartment-id"] != opts.get("--compartment-id", p["compartment-id"]):
        raise ServiceError(*NOT_FOUND)
    return p


def list_pool_instances(c, opts):
    p = the_pool(c, opts)
    out = [pool_instance(p, c.instance(i)) for i in p["_members"]]
    if "--display-name" in opts:
        out = [i for i in out if i["display-name"] == opts["--display-name"]]
    return ("list", out)


def detach(c, opts):
    p = the_pool(c, opts)
    inst = c.instance(opts["--instance-id"])
    if inst is None or inst["id"] not in p["_members"]:
        raise ServiceError(*NOT_FOUND)
    if c.pool_state(p) != "RUNNING":
        raise ServiceError(409, "IncorrectState", "Instance pool %s is in state %s" % (p["id"], c.pool_state(p)))
    p["_members"].remove(inst["id"])
    if BOOLEANS[opts.get("--is-auto-terminate", "false").lower()]:
        inst["lifecycle-state"] = "TERMINATING"
        c.request("terminate", inst["id"])
    if BOOLEANS[opts.get("--is-decrement-size", "true").lower()]:
        p["size"] -= 1
    else:
        # the pool's instance configuration: the detached instance's placement and shape, and the
        # configuration's image ("using the pool's instance configuration as a template",
        # DetachInstancePoolInstance), never the detached instance's own
        name = "inst-%s-%s" % ("".join(random.choice(string.ascii_lowercase + string.digits) for _ in range(5)),
                               p["display-name"])
        new = new_instance(c, name, {"--availability-domain": inst["availability-domain"],
                                     "--compartment-id": inst["compartment-id"], "--shape": inst["shape"],
                                     "--subnet-id": inst.get("_subnet"), "--image-id": p.get("_image-id"),
                                     "--display-name": name})
        p["_members"].append(new["id"])
    answer = dict(pool_instance(p, inst), **{"instance-pool-id": p["id"], "lifecycle-state": "DETACHING"})
    answer.pop("state")
    return ("one", answer)


POOL_OPERATIONS = {"ListInstancePools": list_pools, "ListInstancePoolInstances": list_pool_instances,
                   "DetachInstancePoolInstance": detach}


def seed_pool(c, name, compartment, hosts, image=None):
    """A RUNNING pool of already running instances (the bed's static nodes: name, ip), its
    instance configuration launching from IMAGE (None: the base image)."""
    members = []
    for host, ip in hosts:
        inst = {"availability-domain": AD, "compartment-id": compartment, "defined-tags": {}, "display-name": host,
                "extended-metadata": {}, "fault-domain": "FAULT-DOMAIN-1", "freeform-tags": {},
                "id": ocid("instance"), "image-id": image, "lifecycle-state": "RUNNING", "metadata": {},
                "region": REGION, "shape": "BM.GPU4.8", "time-created": now_iso(), "_ip": ip, "_static": True,
                "_subnet": None}
        c.state["instances"].append(inst)
        members.append(inst["id"])
    pool = {"compartment-id": compartment, "display-name": name, "id": ocid("instancepool"),
            "instance-configuration-id": ocid("instanceconfiguration"), "lifecycle-state": "RUNNING",
            "size": len(members), "time-created": now_iso(), "_members": members, "_image-id": image}
    c.state["pools"].append(pool)
    return pool


def set_pool_image(c, pid, image):
    """The pool's instance configuration names IMAGE from now on (the bed's own use)."""
    p = c.pool(pid)
    if p is None:
        raise SystemExit("no pool %s" % pid)
    p["_image-id"] = image or None


def crash_caller(f):
    """CRASH_AFTER_LAUNCH=1: the controller dies right after the launch call returned
    (the process group of the program that ran this CLI is killed, as a crash takes it)."""
    if f.get("CRASH_AFTER_LAUNCH") != "1":
        return
    try:
        os.killpg(os.getpgid(os.getppid()), signal.SIGKILL)
    except ProcessLookupError:
        pass


def run(argv):
    words, opts, flags = parse(argv)
    if words not in COMMANDS:
        raise UsageError("Usage: oci [OPTIONS] COMMAND [ARGS]...\nTry 'oci -h' for help.\n\n"
                         "Error: No such command '%s'." % " ".join(words))
    operation, required, known, cflags = COMMANDS[words]
    for o in opts:
        if o not in required and o not in known and o not in GLOBAL_OPTIONS:
            raise UsageError(usage(words) + "\nError: No such option: %s" % o)
    missing = [o for o in required if o not in opts]
    if missing:
        raise UsageError(usage(words) + "\nError: Missing option(s) %s." % ", ".join(missing))
    for o in ("--agent-config", "--defined-tags", "--freeform-tags", "--metadata", "--instance-pools",
              "--placement-configuration", "--shape-availabilities"):
        json_arg(opts, o, None)  # the CLI reads complex options before any request
    for o in ("--is-auto-terminate", "--is-decrement-size"):
        if o in opts and opts[o].lower() not in BOOLEANS:
            raise UsageError(usage(words) + "\nError: Invalid value for '%s': '%s' is not a valid boolean." % (o, opts[o]))
    if opts.get("--output", "json") not in ("json", "table"):
        raise UsageError(usage(words) + "\nError: Invalid value for '--output': '%s' is not one of 'json', 'table'."
                         % opts["--output"])
    auth = opts.get("--auth") or os.environ.get("OCI_CLI_AUTH", "")
    config_file = os.path.expanduser(opts.get("--config-file") or os.environ.get("OCI_CLI_CONFIG_FILE")
                                     or "~/.oci/config")
    if auth != "instance_principal" and not (auth in ("", "api_key") and os.path.isfile(config_file)):
        sys.stderr.write("ERROR: Could not find config file at %s\n" % config_file)
        return 1
    if not os.path.isdir(CLOUD_IN_HOST):
        # this host's instance principal is not in the dynamic group the policy names
        service_error(ServiceError(*NOT_FOUND), operation, "GET https://iaas.%s.oraclecloud.com/20160918/instances"
                      % REGION)
        return 1
    region = cli_region(opts, auth, config_file)
    root = CLOUD_IN_HOST if region == REGION else os.path.join(CLOUD_IN_HOST, "region-" + region)
    if root != CLOUD_IN_HOST:
        os.makedirs(os.path.join(root, "requests"), exist_ok=True)
        with open(os.path.join(CLOUD_IN_HOST, "config.json")) as src, open(os.path.join(root, "config.json"), "w") as dst:
            dst.write(src.read())
    cloud = Cloud(root)
    attempts = 1 if "--no-retry" in flags else 1 + int(opts.get("--max-retries", DEFAULT_RETRIES))
    endpoint = {"ListInstances": "GET https://iaas.%s.oraclecloud.com/20160918/instances",
                "GetInstance": "GET https://iaas.%s.oraclecloud.com/20160918/instances/{instanceId}",
                "UpdateInstance": "PUT https://iaas.%s.oraclecloud.com/20160918/instances/{instanceId}",
                "LaunchInstance": "POST https://iaas.%s.oraclecloud.com/20160918/instances",
                "TerminateInstance": "DELETE https://iaas.%s.oraclecloud.com/20160918/instances/{instanceId}",
                "ListVnicAttachments": "GET https://iaas.%s.oraclecloud.com/20160918/vnicAttachments",
                "ListInstancePools": "GET https://iaas.%s.oraclecloud.com/20160918/instancePools",
                "ListInstancePoolInstances":
                    "GET https://iaas.%s.oraclecloud.com/20160918/instancePools/{instancePoolId}/instances",
                "DetachInstancePoolInstance":
                    "POST https://iaas.%s.oraclecloud.com/20160918/instancePools/{instancePoolId}/actions/detachInstance",
                "CreateClusterNetwork": "POST https://iaas.%s.oraclecloud.com/20160918/clusterNetworks",
                "ListClusterNetworks": "GET https://iaas.%s.oraclecloud.com/20160918/clusterNetworks",
                "GetClusterNetwork": "GET https://iaas.%s.oraclecloud.com/20160918/clusterNetworks/{clusterNetworkId}",
                "UpdateClusterNetwork":
                    "PUT https://iaas.%s.oraclecloud.com/20160918/clusterNetworks/{clusterNetworkId}",
                "ListClusterNetworkInstances":
                    "GET https://iaas.%s.oraclecloud.com/20160918/clusterNetworks/{clusterNetworkId}/instances",
                "TerminateClusterNetwork":
                    "DELETE https://iaas.%s.oraclecloud.com/20160918/clusterNetworks/{clusterNetworkId}",
                "GetInstanceConfiguration":
                    "GET https://iaas.%s.oraclecloud.com/20160918/instanceConfigurations/{instanceConfigurationId}",
                "CreateComputeCapacityReport": "POST https://iaas.%s.oraclecloud.com/20160918/computeCapacityReports",
                "ListComputeCapacityTopologies":
                    "GET https://iaas.%s.oraclecloud.com/20160918/computeCapacityTopologies",
                "ListComputeCapacityTopologyComputeNetworkBlocks":
                    "GET https://iaas.%s.oraclecloud.com/20160918/computeCapacityTopologies/{id}/computeNetworkBlocks",
                "ListComputeCapacityTopologyComputeBareMetalHosts":
                    "GET https://iaas.%s.oraclecloud.com/20160918/computeCapacityTopologies/{id}/computeBareMetalHosts",
                "ListComputeHosts": "GET https://iaas.%s.oraclecloud.com/20160918/computeHosts",
                "ListWorkRequests": "GET https://iaas.%s.oraclecloud.com/20160918/workRequests",
                "ListWorkRequestErrors":
                    "GET https://iaas.%s.oraclecloud.com/20160918/workRequests/{workRequestId}/errors",
                }[operation] % region

    def op(c, f):
        if operation in CLUSTER_NETWORK_OPERATIONS:
            return CLUSTER_NETWORK_OPERATIONS[operation](c, f, opts)
        if operation == "ListInstances":
            out = [public(i) for i in c.visible() if i["compartment-id"] == opts["--compartment-id"]]
            for key, field in (("--display-name", "display-name"), ("--lifecycle-state", "lifecycle-state"),
                               ("--compute-cluster-id", "compute-cluster-id"),
                               ("--availability-domain", "availability-domain")):
                if key in opts:
                    out = [i for i in out if i.get(field) == opts[key]]
            return ("list", out)
        if operation == "LaunchInstance":
            return ("one", public(launch(c, f, opts)))
        if operation in POOL_OPERATIONS:
            return POOL_OPERATIONS[operation](c, opts)
        inst = c.instance(opts["--instance-id"])
        if inst is None or inst not in c.visible():
            raise ServiceError(*NOT_FOUND)
        if inst["display-name"] in [n for n in f.get("DENY_INSTANCE_NAMES", "").split(",") if n]:
            raise ServiceError(*NOT_FOUND)
        if operation == "GetInstance":
            return ("one", public(inst))
        if operation == "UpdateInstance":
            return ("one", update_instance(inst, f, opts))
        if operation == "TerminateInstance":
            if inst["lifecycle-state"] not in ("TERMINATING", "TERMINATED"):
                inst["lifecycle-state"] = "TERMINATING"
                c.request("terminate", inst["id"])
            return ("none", None)
        if operation == "ListVnicAttachments":
            if inst["lifecycle-state"] != "RUNNING":
                return ("list", [])
            return ("list", [{
                "availability-domain": inst["availability-domain"], "compartment-id": inst["compartment-id"],
                "defined-tags": {}, "display-name": inst["display-name"], "freeform-tags": {},
                "hostname-label": inst["display-name"], "id": "ocid1.vnic.oc1.%s.%s" % (REGION, inst["id"][-20:]),
                "is-primary": True, "lifecycle-state": "AVAILABLE", "mac-address": "02:00:17:00:04:%02X"
                % (int(inst["_ip"].rsplit(".", 1)[1]) % 256), "nsg-ids": [], "private-ip": inst["_ip"],
                "public-ip": None, "skip-source-dest-check": False, "subnet-id": inst["_subnet"],
                "time-created": inst["time-created"], "vlan-id": None}])
        raise AssertionError(operation)

    if operation == "UpdateInstance" and "--force" not in flags and ("--defined-tags" in opts or "--freeform-tags" in opts):
        # oci-cli's update_instance: click.confirm before it replaces tags (services/core/.../compute_cli.py)
        sys.stderr.write("WARNING: Updates to defined-tags and security-attributes and freeform-tags and agent-config and "
                         "metadata and extended-metadata and shape-config and source-details and instance-options and "
                         "launch-options and availability-config and platform-config and licensing-configs will replace "
                         "any existing values. Are you sure you want to continue? [y/N]: Aborted!\n")
        return 1
    if (operation in ("TerminateInstance", "TerminateClusterNetwork")
            or operation == "UpdateClusterNetwork" and "--instance-pools" in opts) and "--force" not in flags:
        # click.confirm on a closed stdin: the prompt, then "Aborted!" (exit 1)
        sys.stderr.write("Are you sure you want to delete this resource? [y/N]: Aborted!\n")
        return 1
    err, kind, result = None, None, None
    for _ in range(attempts):
        try:
            kind, result = attempt(cloud, operation, op)
            break
        except ServiceError as e:
            err = e
            if not RETRYABLE(e.status, e.code):
                break
    if kind is None:
        service_error(err, operation, endpoint)
        return 1
    if operation == "LaunchInstance":
        crash_caller(cloud.faults())
        if "--wait-for-state" in opts:
            result = public(wait_for(cloud, result["id"], opts["--wait-for-state"].split(","), opts))
    if operation == "TerminateInstance" and "--wait-for-state" in opts:
        wait_for(cloud, opts["--instance-id"], opts["--wait-for-state"].split(","), opts)
        return 0
    if kind == "collection":
        # a *Collection response: the CLI prints its items under data, empty or not
        emit({"data": {"items": result}})
    elif kind == "one":
        emit({"data": result, "etag": etag(result)})
    elif kind == "list" and result:
        emit({"data": result})
    return 0


def main():
    if sys.argv[1:2] == ["--seed-pool"]:
        # the bed's own use (BedCloud.pool): --seed-pool CLOUD_DIR NAME COMPARTMENT [--image-id IMAGE]
        # HOST=IP... (no --image-id: the base image)
        rest, image = sys.argv[5:], None
        if rest[:1] == ["--image-id"]:
            rest, image = rest[2:], rest[1]
        with Cloud(sys.argv[2]) as c:
            print(seed_pool(c, sys.argv[3], sys.argv[4], [h.split("=", 1) for h in rest], image)["id"])
        return
    if sys.argv[1:2] == ["--set-pool-image"]:
        # the bed's own use (BedCloud.poolImage): --set-pool-image CLOUD_DIR POOL_ID IMAGE
        with Cloud(sys.argv[2]) as c:
            set_pool_image(c, sys.argv[3], sys.argv[4])
        return
    try:
        sys.exit(run(sys.argv[1:]))
    except UsageError as e:
        sys.stderr.write(str(e) + "\n")
        sys.exit(2)


if __name__ == "__main__":
    main()
