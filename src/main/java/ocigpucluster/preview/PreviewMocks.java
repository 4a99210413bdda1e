package ocigpucluster.preview;

import com.pulumi.command.remote.Command;
import com.pulumi.oci.Core.ClusterNetwork;
import com.pulumi.oci.Core.Instance;
import com.pulumi.oci.Core.Subnet;
import com.pulumi.oci.Core.Vcn;
import com.pulumi.test.Mocks;
import com.pulumi.tls.PrivateKey;
import inet.ipaddr.IPAddress;
import inet.ipaddr.IPAddressString;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import ocigpucluster.schema.ReferenceSchema;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.Settings;

/**
 * Realistic fake answers for the offline preview: OCIDs shaped like OCI's (stable per name),
 * a public IP from the documentation range 203.0.113.0/24 for an instance that asks for one
 * ({@code createVnicDetails.assignPublicIp}), private addresses inside the instance's subnet,
 * one availability domain. Command output is "unknown" — it exists only after a real deployment.
 * Every value made up here is recorded in {@link #simulated()}, so that what a person reads marks
 * it as simulated ({@link Simulated}).
 */
public final class PreviewMocks implements Mocks {
    /** The engine's marker for a value known only after deployment. */
    static final String UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

    private static final ReferenceSchema SCHEMA = ReferenceSchema.get();

    private final Settings settings;
    private final String region;
    private final Map<String, Integer> nodeIndexByInstanceId = new ConcurrentHashMap<>();
    /** Every value these mocks made up (ids, addresses, names): none of them exists before deployment. */
    private final Set<String> simulated = ConcurrentHashMap.newKeySet();
    /** CIDR of each subnet registered so far, by its (fake) id: an instance gets an address in its own subnet. */
    private final Map<String, String> subnetCidrById = new ConcurrentHashMap<>();

    private static final String VCN = TypeTokens.of(Vcn.class);
    private static final String SUBNET = TypeTokens.of(Subnet.class);
    private static final String INSTANCE = TypeTokens.of(Instance.class);
    private static final String CLUSTER_NETWORK = TypeTokens.of(ClusterNetwork.class);
    private static final String OKE_CLUSTER = TypeTokens.of(com.pulumi.oci.ContainerEngine.Cluster.class);
    private static final String GPU_MEMORY_CLUSTER = TypeTokens.of(com.pulumi.oci.Core.ComputeGpuMemoryCluster.class);
    private static final String PRIVATE_KEY = TypeTokens.of(PrivateKey.class);
    private static final String CAPACITY_RESERVATION =
            TypeTokens.of(com.pulumi.oci.Core.ComputeCapacityReservation.class);
    private static final String REMOTE_COMMAND = TypeTokens.of(Command.class);

    /**
     * A static group whose nodes a list invoke names (a cluster network's, a GPU memory
     * cluster's): the id of the resource the invoke is asked about, its nodes' OCIDs and pool name.
     */
    private record Listed(String resourceId, List<String> seeds, String poolName, String shape) {}

    private final List<Listed> listed = new ArrayList<>();

    /** The newest Oracle Linux 9 image the image look-up answers with (a newer one has another id). */
    private volatile String newestOracleLinux9 = "Oracle-Linux-9.6-2025.10.31-0";
    /** Instances OCI reserves of a created reservation; null: all it asks for. */
    private volatile Integer reservedInstances;

    /** The image look-up answers with this image (what Oracle published last), for tests of a newer one. */
    public PreviewMocks newestOracleLinux9(String displayName) {
        this.newestOracleLinux9 = displayName;
        return this;
    }

    /** A created reservation holds only this many instances (OCI fills it with the hosts it has). */
    public PreviewMocks reservedInstances(int n) {
        this.reservedInstances = n;
        return this;
    }

    public PreviewMocks(Settings settings, String region) {
        this.settings = settings;
        this.region = region;
        int index = 0;
        for (NodeGroup g : settings.staticGroups()) {
            String resource = switch (g.placement()) {
                case CLUSTER_NETWORK -> ocid(kind(CLUSTER_NETWORK), g.name() + "-cluster-network");
                case GPU_MEMORY_CLUSTER -> ocid(kind(GPU_MEMORY_CLUSTER), g.name() + "-gpu-memory-cluster");
                default -> null;
            };
            if (resource == null) {
                continue;
            }
            List<String> seeds = new ArrayList<>();
            for (int i = 0; i < g.count(); i++) {
                // the cluster.* group's nodes as they always were
                String seed = (g.origin() == NodeGroup.Origin.CLUSTER_KEYS ? "" : g.name() + "-") + "node-" + i;
                seeds.add(seed);
                nodeIndexByInstanceId.put(ocid("instance", seed), index++);
            }
            listed.add(new Listed(resource, seeds, g.poolName(), g.shape()));
        }
    }

    /** The group a list invoke asks about (by its resource's id), else the first such group. */
    private Listed listedFor(Object resourceId) {
        return listed.stream()
                .filter(l -> l.resourceId().equals(String.valueOf(resourceId)))
                .findFirst()
                .orElse(listed.isEmpty() ? new Listed("", List.of(), "", "") : listed.get(0));
    }

    private static String vnicOf(String instanceId) {
        return "ocid1.vnic." + instanceId.substring("ocid1.instance.".length());
    }

    public String availabilityDomain() {
        return made("Uocm:" + region.toUpperCase(java.util.Locale.ROOT) + "-AD-1");
    }

    /** The values made up so far (ids, addresses, host names, the availability domain). */
    public Set<String> simulated() {
        return Set.copyOf(simulated);
    }

    private String made(String value) {
        simulated.add(value);
        return value;
    }

    @Override
    public CompletableFuture<ResourceResult> newResourceAsync(ResourceArgs args) {
        Map<String, Object> state = new HashMap<>(args.inputs);
        String id = ocid(kind(args.type), args.name);
        String type = args.type;
        if (type.equals(VCN)) {
            Object label =
                    args.inputs.getOrDefault("dnsLabel", settings.network().vcnDnsLabel());
            state.put("vcnDomainName", label + ".oraclevcn.com");
            state.put("defaultRouteTableId", ocid("routetable", args.name + "-default"));
            state.put("defaultSecurityListId", ocid("securitylist", args.name + "-default"));
            state.put("defaultDhcpOptionsId", ocid("dhcpoptions", args.name + "-default"));
            state.put("state", "AVAILABLE");
        } else if (type.equals(SUBNET)) {
            Object label = args.inputs.get("dnsLabel");
            if (label != null) {
                state.put("subnetDomainName", label + "." + settings.network().vcnDnsLabel() + ".oraclevcn.com");
            }
            if (args.inputs.get("cidrBlock") instanceof String cidr) {
                subnetCidrById.put(id, cidr);
            }
            state.put("state", "AVAILABLE");
        } else if (type.equals(INSTANCE)) {
            // keyed on the inputs, as OCI decides: the subnet gives the address, assignPublicIp a public one
            Map<?, ?> vnic = args.inputs.get("createVnicDetails") instanceof Map<?, ?> m ? m : Map.of();
            String cidr = subnetCidrById.getOrDefault(
                    String.valueOf(vnic.get("subnetId")), settings.network().privateSubnetCidr());
            // a host number stable per name (registration order varies between runs)
            state.put("privateIp", made(hostIn(cidr, 2 + Math.floorMod(hash(args.name), 200))));
            if ("true".equals(String.valueOf(vnic.get("assignPublicIp")))) {
                state.put("publicIp", made("203.0.113." + (1 + Math.floorMod(hash(args.name), 254))));
            }
            state.put("state", "RUNNING");
        } else if (type.equals(CLUSTER_NETWORK)) {
            List<Map<String, Object>> pools = new ArrayList<>();
            Object requested = args.inputs.get("instancePools");
            if (requested instanceof List<?> l) {
                int i = 0;
                for (Object p : l) {
                    Map<String, Object> pool = new LinkedHashMap<>();
                    if (p instanceof Map<?, ?> m) {
                        m.forEach((k, v) -> pool.put(String.valueOf(k), v));
                    }
                    pool.put("id", ocid("instancepool", args.name + "-" + i++));
                    pools.add(pool);
                }
            }
            state.put("instancePools", pools);
            state.put("state", "RUNNING");
        } else if (type.equals(OKE_CLUSTER)) {
            // its private API endpoint in the private subnet, "<address>:6443" as OKE reports it
            // (the API server's port, 6443: oci-hpc-oke's and OKE's security rules)
            state.put("endpoints", List.of(Map.of("privateEndpoint", okeApiHost() + ":6443")));
            state.put("state", "ACTIVE");
        } else if (type.equals(CAPACITY_RESERVATION)) {
            // OCI holds what was asked when it has the hosts (it may hold fewer: Oracle, "Creating a
            // Capacity Reservation"); the offline preview shows the filled case
            int reserved = 0;
            if (args.inputs.get("instanceReservationConfigs") instanceof List<?> configs) {
                for (Object c : configs) {
                    if (c instanceof Map<?, ?> m && m.get("reservedCount") != null) {
                        reserved += Integer.parseInt(String.valueOf(m.get("reservedCount")));
                    }
                }
            }
            state.put(
                    "reservedInstanceCount",
                    Integer.toString(reservedInstances == null ? reserved : Math.min(reserved, reservedInstances)));
            state.put("state", "ACTIVE");
        } else if (type.equals(PRIVATE_KEY)) {
            state.put(
                    "publicKeyOpenssh",
                    "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ" + "C".repeat(40) + " offline-preview-placeholder\n");
            state.put("privateKeyOpenssh", "offline-preview-placeholder");
            state.put("privateKeyPem", "offline-preview-placeholder");
        } else if (type.equals(REMOTE_COMMAND)) {
            state.put("stdout", UNKNOWN);
            state.put("stderr", UNKNOWN);
        }
        return CompletableFuture.completedFuture(ResourceResult.of(Optional.of(id), state));
    }

    @Override
    public CompletableFuture<Map<String, Object>> callAsync(CallArgs call) {
        Map<String, Object> result = requiredDefaults(call.token);
        Map<String, Object> args = call.args;
        result.putAll(args);
        result.put("id", ocid("datasource", call.token + args));
        switch (call.token) {
            case "oci:Identity/getAvailabilityDomains:getAvailabilityDomains" -> {
                Map<String, Object> ad = item(call.token, "availabilityDomains");
                ad.put("name", availabilityDomain());
                ad.put("id", ocid("availabilitydomain", "ad-1"));
                ad.put("compartmentId", args.get("compartmentId"));
                result.put("availabilityDomains", List.of(ad));
            }
            case "oci:Core/getServices:getServices" -> {
                String code = "NRT";
                List<Object> services = new ArrayList<>();
                for (String name : List.of(
                        "All " + code + " Services In Oracle Services Network", "OCI " + code + " Object Storage")) {
                    Map<String, Object> s = item(call.token, "services");
                    // the region key (NRT) is Tokyo's whatever the region: made up, so marked as simulated
                    s.put("name", made(name));
                    s.put("id", ocid("service", name));
                    s.put(
                            "cidrBlock",
                            made(
                                    name.startsWith("All")
                                            ? "all-" + code.toLowerCase() + "-services-in-oracle-services-network"
                                            : "oci-" + code.toLowerCase() + "-objectstorage"));
                    s.put("description", name);
                    services.add(s);
                }
                result.put("services", services);
            }
            case "oci:Core/getImages:getImages" -> {
                Map<String, Object> image = item(call.token, "images");
                String newest = newestOracleLinux9;
                image.put(
                        "id",
                        ocid("image", newest.equals("Oracle-Linux-9.6-2025.10.31-0") ? "oracle-linux-9" : newest));
                image.put("displayName", made(newest));
                image.put("operatingSystem", "Oracle Linux");
                image.put("operatingSystemVersion", "9");
                image.put("state", "AVAILABLE");
                result.put("images", List.of(image));
            }
            case "oci:Core/getClusterNetworkInstances:getClusterNetworkInstances" -> {
                List<Object> instances = new ArrayList<>();
                Map<String, Object> template = item(call.token, "instances");
                Listed pool = listedFor(args.get("clusterNetworkId"));
                for (int i = 0; i < pool.seeds().size(); i++) {
                    Map<String, Object> inst = new HashMap<>(template);
                    inst.put("id", ocid("instance", pool.seeds().get(i)));
                    inst.put("displayName", made(nodeName(pool, i)));
                    inst.put("availabilityDomain", availabilityDomain());
                    inst.put("compartmentId", args.get("compartmentId"));
                    inst.put("shape", pool.shape());
                    inst.put("state", "RUNNING");
                    inst.put("region", region);
                    instances.add(inst);
                }
                result.put("instances", instances);
            }
            case "oci:Core/getComputeGpuMemoryClusterInstances:getComputeGpuMemoryClusterInstances" -> {
                List<Object> items = new ArrayList<>();
                Listed pool = listedFor(args.get("computeGpuMemoryClusterId"));
                // the collection's item type: every field the provider always sends
                Map<String, Object> template =
                        defaults(SCHEMA.typeProperties(SCHEMA.typeProperties(SCHEMA.functionOutputs(call.token)
                                        .get("computeGpuMemoryClusterInstanceCollections")
                                        .ref())
                                .get("items")
                                .ref()));
                for (int i = 0; i < pool.seeds().size(); i++) {
                    Map<String, Object> inst = new HashMap<>(template);
                    inst.put("id", ocid("instance", pool.seeds().get(i)));
                    inst.put("displayName", made(nodeName(pool, i)));
                    inst.put("availabilityDomain", availabilityDomain());
                    inst.put("instanceShape", pool.shape());
                    // an instance's state, not a cluster's: ComputeGpuMemoryClusterInstanceSummary
                    // LifecycleStateEnum (oci-go-sdk v65 core, vendored in terraform-provider-oci
                    // v8.23.0) has RUNNING, no ACTIVE
                    inst.put("state", "RUNNING");
                    inst.put("region", region);
                    items.add(inst);
                }
                result.put("computeGpuMemoryClusterInstanceCollections", List.of(Map.of("items", items)));
            }
            case "oci:Core/getVnicAttachments:getVnicAttachments" -> {
                // Without instanceId OCI lists every attachment in the compartment (and AD).
                List<String> ids = args.get("instanceId") != null
                        ? List.of(String.valueOf(args.get("instanceId")))
                        : nodeIndexByInstanceId.keySet().stream().sorted().toList();
                List<Object> attachments = new ArrayList<>();
                Map<String, Object> template = item(call.token, "vnicAttachments");
                for (String instanceId : ids) {
                    Map<String, Object> att = new HashMap<>(template);
                    att.put("instanceId", instanceId);
                    att.put("vnicId", made(vnicOf(instanceId)));
                    att.put("nicIndex", 0);
                    att.put("state", "ATTACHED");
                    attachments.add(att);
                }
                result.put("vnicAttachments", attachments);
            }
            case "oci:ContainerEngine/getClusterKubeConfig:getClusterKubeConfig" -> {
                // a kubeconfig of the form OKE writes, its CA a made-up placeholder
                result.put(
                        "content",
                        "apiVersion: v1\nkind: Config\nclusters:\n- name: cluster\n  cluster:\n"
                                + "    server: https://"
                                + okeApiHost()
                                + ":6443\n    certificate-authority-data: "
                                + made(java.util.Base64.getEncoder()
                                        .encodeToString("offline-preview-placeholder CA\n"
                                                .getBytes(java.nio.charset.StandardCharsets.UTF_8)))
                                + "\n");
            }
            case "oci:Core/getPrivateIps:getPrivateIps" -> {
                // The nodes' subnet: each node's primary VNIC (as getVnicAttachments names it)
                // holds one primary IP, .10 upwards.
                List<Object> ips = new ArrayList<>();
                Map<String, Object> template = item(call.token, "privateIps");
                IPAddress subnet = prefixBlock(settings.network().privateSubnetCidr());
                for (var node : new java.util.TreeMap<>(nodeIndexByInstanceId).entrySet()) {
                    Map<String, Object> ip = new HashMap<>(template);
                    ip.put("id", ocid("privateip", node.getKey()));
                    ip.put("vnicId", made(vnicOf(node.getKey())));
                    ip.put("subnetId", args.get("subnetId"));
                    ip.put("ipAddress", made(hostIn(subnet, 10 + node.getValue())));
                    ip.put("isPrimary", true);
                    ips.add(ip);
                }
                result.put("privateIps", ips);
            }
            default -> {}
        }
        return CompletableFuture.completedFuture(result);
    }

    // --- fake values -------------------------------------------------------------------------

    /** The OKE cluster's private API endpoint's address: .3 of the private subnet. */
    private String okeApiHost() {
        return made(hostIn(settings.network().privateSubnetCidr(), 3));
    }

    /** A pool's i-th node as OCI names it: inst-<5 characters>-<pool name>. */
    private String nodeName(Listed pool, int i) {
        return "inst-" + shortHash(pool.seeds().get(i)) + "-" + pool.poolName();
    }

    private String ocid(String kind, String seed) {
        return made("ocid1." + kind + ".oc1." + region + ".aaaaaaaa" + base32(seed));
    }

    private static String kind(String token) {
        // oci:Core/routeTable:RouteTable -> routetable; command/tls get a neutral kind
        int slash = token.indexOf('/');
        int colon = token.lastIndexOf(':');
        String k = slash >= 0 && colon > slash ? token.substring(slash + 1, colon) : token.replaceAll("[^a-zA-Z]", "");
        return k.toLowerCase(java.util.Locale.ROOT);
    }

    static String hostIn(String cidr, int offset) {
        return hostIn(prefixBlock(cidr), offset);
    }

    private static IPAddress prefixBlock(String cidr) {
        return new IPAddressString(cidr).getAddress().toPrefixBlock();
    }

    private static String hostIn(IPAddress net, int offset) {
        return net.getLower().increment(offset).withoutPrefixLength().toCanonicalString();
    }

    private static int hash(String s) {
        return s.hashCode();
    }

    private static String shortHash(String seed) {
        return base32(seed).substring(0, 5);
    }

    private static String base32(String seed) {
        try {
            byte[] d = ((MessageDigest) SHA_256.clone()).digest(seed.getBytes(StandardCharsets.UTF_8));
            StringBuilder sb = new StringBuilder();
            String alphabet = "abcdefghijklmnopqrstuvwxyz234567";
            for (int i = 0; i < 30; i++) {
                sb.append(alphabet.charAt((d[i] & 0xff) % 32));
            }
            return sb.toString();
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Cloned per use (a provider lookup per id is most of the cost of 512 nodes' ids). */
    private static final MessageDigest SHA_256;

    static {
        try {
            SHA_256 = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    // --- schema-driven defaults: typed invoke results need every required field ---------------

    private static Map<String, Object> requiredDefaults(String token) {
        return SCHEMA.functionTokens().contains(token) ? defaults(SCHEMA.functionOutputs(token)) : new HashMap<>();
    }

    private static Map<String, Object> item(String token, String listProperty) {
        return defaults(SCHEMA.typeProperties(
                SCHEMA.functionOutputs(token).get(listProperty).ref()));
    }

    private static Map<String, Object> defaults(Map<String, ReferenceSchema.Property> properties) {
        Map<String, Object> out = new HashMap<>();
        for (ReferenceSchema.Property p : properties.values()) {
            if (!p.required()) {
                continue;
            }
            out.put(
                    p.name(),
                    switch (p.type()) {
                        case "boolean" -> false;
                        case "integer", "number" -> 0;
                        case "array" -> List.of();
                        case "map", "object" -> Map.of();
                        default -> "";
                    });
        }
        return out;
    }
}
