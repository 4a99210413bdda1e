package ocigpucluster.ondemand;

import static ocigpucluster.bootstrap.CommonParams.HOME_NFS_PATH;
import static ocigpucluster.bootstrap.CommonParams.HOME_NFS_SERVER;
import static ocigpucluster.bootstrap.CommonParams.NODE_USER;
import static ocigpucluster.bootstrap.CommonParams.RDMA_CIDR;
import static ocigpucluster.bootstrap.CommonParams.STAGE_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.CommonParams.TIMEZONE;
import static ocigpucluster.slurm.PowerSaving.ONDEMAND_FACTS;
import static ocigpucluster.slurm.PowerSaving.ONDEMAND_MAX_NODES;
import static ocigpucluster.slurm.PowerSaving.ONDEMAND_PARTITION;
import static ocigpucluster.slurm.PowerSaving.ONDEMAND_RESUME_TIMEOUT_SECONDS;
import static ocigpucluster.slurm.PowerSaving.ONDEMAND_SUSPEND_TIMEOUT_SECONDS;
import static ocigpucluster.slurm.SlurmFeature.ALLOW_UNPINNED_DOWNLOADS;
import static ocigpucluster.users.UsersFeature.USERS_EXPECTED;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pulumi.core.Output;
import com.pulumi.resources.Resource;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiFunction;
import ocigpucluster.bootstrap.LateValues;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.compute.AgentPlugins;
import ocigpucluster.compute.GpuCompute;
import ocigpucluster.compute.OnDemandPool;
import ocigpucluster.feature.Contribution;
import ocigpucluster.feature.Example;
import ocigpucluster.feature.Feature;
import ocigpucluster.feature.ProgramContext;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.settings.ClusterKeys;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.ShapeCatalog;
import ocigpucluster.slurm.PowerSaving;
import ocigpucluster.slurm.Scheduler;
import ocigpucluster.validation.Check;

/**
 * On-demand nodes: a Slurm partition whose nodes are launched when jobs wait and terminated when
 * idle. Beside the static pool, Pulumi owns the compute cluster, the launch template, the
 * bastion's IAM rights and the clean-up that runs first on destroy; the ondemand stage installs
 * the Slurm power-saving programs that launch into them.
 */
public final class OnDemandFeature implements Feature {

    public static final Param ONDEMAND_SHAPE =
            onDemand("ONDEMAND_SHAPE", "shape of the on-demand nodes (`onDemand.shape`)", (c, o) -> o.shape());
    public static final Param ONDEMAND_INSTALL_DIR = onDemand(
            "ONDEMAND_INSTALL_DIR",
            "where the on-demand stage installs the programs and the stage scripts the resume program reuses",
            (c, o) -> PowerSaving.INSTALL_DIR);
    public static final Param ONDEMAND_COMPARTMENT_ID = onDemand(
            "ONDEMAND_COMPARTMENT_ID",
            "compartment the on-demand instances are launched in (`compartmentId`)",
            (c, o) -> c.settings().compartmentId());
    public static final Param ONDEMAND_BOOT_VOLUME_GB = onDemand(
            "ONDEMAND_BOOT_VOLUME_GB",
            "boot volume size of an on-demand node (the on-demand group's: `cluster.bootVolumeSizeInGbs`, `nodeGroups[].bootVolumeSizeInGbs`)",
            (c, o) ->
                    Integer.toString(OnDemand.group(c.settings()).orElseThrow().bootVolumeSizeInGbs()));
    public static final Param ONDEMAND_AGENT_PLUGINS = onDemand(
            "ONDEMAND_AGENT_PLUGINS",
            "the Oracle Cloud Agent plugins enabled on an on-demand node, comma separated",
            (c, o) -> String.join(",", AgentPlugins.enabledFor(true)));
    public static final Param ONDEMAND_STACK_TAG = onDemand(
            "ONDEMAND_STACK_TAG",
            "freeform tag naming the stack on every on-demand instance",
            (c, o) -> OnDemandPool.STACK_TAG);
    public static final Param ONDEMAND_STACK_TAG_VALUE = onDemand(
            "ONDEMAND_STACK_TAG_VALUE",
            "this stack's value of ONDEMAND_STACK_TAG",
            (c, o) -> OnDemandPool.stackTagValue(c.settings()));
    public static final Param ONDEMAND_ROLE_TAG = onDemand(
            "ONDEMAND_ROLE_TAG", "freeform tag marking an instance as on-demand", (c, o) -> OnDemandPool.ROLE_TAG);
    public static final Param ONDEMAND_ROLE_VALUE = onDemand(
            "ONDEMAND_ROLE_VALUE",
            "the value of ONDEMAND_ROLE_TAG on on-demand instances",
            (c, o) -> OnDemandPool.ROLE_VALUE);
    public static final Param ONDEMAND_STOP_FILE = onDemand(
            "ONDEMAND_STOP_FILE",
            "while this file exists the resume program launches nothing (the destroy clean-up writes it)",
            (c, o) -> OnDemandTeardown.STOP_FILE);
    /** Known once the on-demand resources exist: {@link #launch} gives these five. */
    public static final Param ONDEMAND_AVAILABILITY_DOMAIN = Param.late(
            "ONDEMAND_AVAILABILITY_DOMAIN",
            "availability domain of the on-demand compute cluster; known once it exists");

    public static final Param ONDEMAND_IMAGE_ID = Param.late(
            "ONDEMAND_IMAGE_ID",
            "image of the on-demand nodes: the on-demand group's baked image (`bake.groups`), else its `imageId` (`cluster.imageId`, `nodeGroups[].imageId`); known once it exists");

    /** The on-demand group's image check ({@code NodeImage}), for the resume program's nodes. */
    public static final Param ONDEMAND_BAKE_HASH = Param.of(
            "ONDEMAND_BAKE_HASH",
            "the content hash of the image the on-demand nodes must run (bake.groups names the on-demand group; empty: not baked)",
            c -> onDemandImage(c).hash());

    public static final Param ONDEMAND_BAKE_GROUP = Param.of(
            "ONDEMAND_BAKE_GROUP",
            "the on-demand group's name when it is baked, for the image check's failure (empty: not baked)",
            c -> onDemandImage(c).group());

    /** What the on-demand group's nodes must find in their image; none without the group. */
    private static ocigpucluster.bootstrap.NodeImage onDemandImage(ocigpucluster.bootstrap.StageContext c) {
        return OnDemand.group(c.settings())
                .map(g -> c.stages().nodeImage(c.settings(), g))
                .orElse(ocigpucluster.bootstrap.NodeImage.NONE);
    }

    public static final Param ONDEMAND_SUBNET_ID =
            Param.late("ONDEMAND_SUBNET_ID", "the private subnet the on-demand nodes join; known once it exists");
    public static final Param ONDEMAND_COMPUTE_CLUSTER_ID = Param.late(
            "ONDEMAND_COMPUTE_CLUSTER_ID",
            "the RDMA compute cluster the on-demand nodes launch into; known once it exists");
    /** Given by the capacity feature (capacity.onDemand), which owns the reservation. */
    public static final Param ONDEMAND_CAPACITY_RESERVATION_ID = Param.late(
            "ONDEMAND_CAPACITY_RESERVATION_ID",
            "the capacity reservation the on-demand nodes launch into (`capacity.onDemand`), empty: none; known once it exists");
    /** base64 of the launch metadata JSON (the nodes' ssh keys and cloud-init; no secret). */
    public static final Param ONDEMAND_METADATA_B64 = Param.late(
            "ONDEMAND_METADATA_B64",
            "base64 of the launch metadata JSON (the nodes' ssh keys and cloud-init; no secret); known once the resources exist");

    /**
     * Installs what the controller's power saving runs (resume, suspend, resume-fail programs),
     * their configuration and the sweeper timer. After the Slurm nodes: the resume program reuses
     * their stage scripts on each new node. It ships those scripts too, more than sshd takes in
     * one argument: its script travels on stdin.
     */
    public static final StageSpec ONDEMAND = StageSpec.stage("ondemand", "ondemand-setup.sh")
            .enabledWhen(s -> OnDemand.of(s).enabled() && Scheduler.of(s).slurm())
            .params(
                    NODE_USER,
                    ONDEMAND_PARTITION,
                    ONDEMAND_MAX_NODES,
                    ONDEMAND_COMPARTMENT_ID,
                    ONDEMAND_AVAILABILITY_DOMAIN,
                    ONDEMAND_SHAPE,
                    ONDEMAND_IMAGE_ID,
                    ONDEMAND_BAKE_HASH,
                    ONDEMAND_BAKE_GROUP,
                    ONDEMAND_BOOT_VOLUME_GB,
                    ONDEMAND_SUBNET_ID,
                    ONDEMAND_COMPUTE_CLUSTER_ID,
                    ONDEMAND_CAPACITY_RESERVATION_ID,
                    ONDEMAND_METADATA_B64,
                    ONDEMAND_AGENT_PLUGINS,
                    ONDEMAND_STACK_TAG,
                    ONDEMAND_STACK_TAG_VALUE,
                    ONDEMAND_ROLE_TAG,
                    ONDEMAND_ROLE_VALUE,
                    ONDEMAND_STOP_FILE,
                    ONDEMAND_RESUME_TIMEOUT_SECONDS,
                    ONDEMAND_SUSPEND_TIMEOUT_SECONDS,
                    ONDEMAND_INSTALL_DIR,
                    ONDEMAND_FACTS.gpus,
                    ONDEMAND_FACTS.rdmaNics,
                    ONDEMAND_FACTS.ibWriteBwGbps,
                    ONDEMAND_FACTS.fabricManager,
                    RDMA_CIDR,
                    TIMEZONE,
                    HOME_NFS_SERVER,
                    HOME_NFS_PATH,
                    ALLOW_UNPINNED_DOWNLOADS,
                    USERS_EXPECTED,
                    STAGE_TIMEOUT_SECONDS)
            .after("slurm-nodes")
            .scriptOnStdin()
            .build();

    @Override
    public List<ConfigGroup<?>> config() {
        return List.of(OnDemandKeys.GROUP, IamKeys.GROUP);
    }

    @Override
    public List<Check> checks() {
        return OnDemandChecks.ALL;
    }

    @Override
    public List<IamStatement> iam() {
        return OnDemandIam.ALL;
    }

    @Override
    public List<StageSpec> stages() {
        return List.of(ONDEMAND);
    }

    /** On, with an administrator's dynamic group: the least an on-demand partition needs besides Slurm. */
    @Override
    public Example example() {
        return new Example(
                Map.of(OnDemandKeys.ENABLED, "true", IamKeys.EXISTING_DYNAMIC_GROUP, "gpu-bastion"), Map.of());
    }

    @Override
    public Contribution contribute(ProgramContext p) {
        OnDemand o = OnDemand.of(p.settings());
        return o.enabled()
                ? contribute(p, new OnDemandPool(o.partition(), OnDemandPool.stackTagValue(p.settings())))
                : Contribution.NONE;
    }

    private static Contribution contribute(ProgramContext p, OnDemandPool pool) {
        Settings s = p.settings();
        NodeGroup group = OnDemand.group(s).orElseThrow();
        GpuCompute nodes = new GpuCompute(
                group.name(),
                new GpuCompute.Args(
                        s.compartmentId(),
                        p.prefix(),
                        p.availabilityDomain(),
                        group,
                        ShapeCatalog.get().require(group.shape()),
                        s.cluster().timezone(),
                        s.sshPublicKey(),
                        p.clusterKey().publicKeyOpenssh(),
                        pool,
                        p.home(),
                        null, // resume.sh launches them: the capacity feature gives it
                        // ONDEMAND_CAPACITY_RESERVATION_ID
                        p.launchTags().apply(group),
                        // its instance configuration, which resume.sh launches from, takes a baked image
                        p.groupImage().apply(group),
                        // nothing more at first boot: a Kubernetes stack has no on-demand group
                        null),
                p.network(),
                p.groupOptions().apply(group));
        OnDemandAccess access = new OnDemandAccess(
                "ondemand-access",
                s,
                p.prefix(),
                p.bastion().instanceId,
                statements -> p.statements(IamStatement.Subject.BASTION, statements),
                p.groupOptions().apply(group));
        // the static groups too: a capacity reservation the on-demand nodes share with one
        // (capacity.onDemand) is deleted after its group, so after the on-demand nodes in it are gone
        List<Resource> first = new ArrayList<>(List.of(nodes, nodes.cluster, p.network()));
        p.groups().forEach(g -> first.add(g.cluster));
        first.addAll(access.resources);
        OnDemandTeardown.create(
                "ondemand-teardown",
                s.compartmentId(),
                pool,
                p.bastion(),
                p.userPrivateKey(),
                first,
                p.customOptions());

        Map<String, Output<?>> outputs = new LinkedHashMap<>();
        outputs.put("onDemandPartition", p.derived(partition(s, access), "onDemand", ClusterKeys.SHAPE.key()));
        outputs.putAll(nodes.stackOutputs);
        outputs.put("onDemandPolicyStatements", Output.of(access.statements));
        Output<String> image = p.groupImage().apply(group);
        return new Contribution(launch(nodes, p, image != null ? image : Output.of(group.imageId())), outputs);
    }

    /** The launch values the ondemand stage gets once the resources exist. */
    private static Output<LateValues> launch(GpuCompute nodes, ProgramContext p, Output<String> image) {
        return Output.tuple(
                        p.availabilityDomain(),
                        p.network().privateSubnetId,
                        nodes.stackOutputs.get("onDemandComputeClusterId"),
                        nodes.metadata,
                        image)
                .applyValue(t -> LateValues.of(Map.of(
                        ONDEMAND_AVAILABILITY_DOMAIN, t.t1,
                        ONDEMAND_SUBNET_ID, t.t2,
                        ONDEMAND_COMPUTE_CLUSTER_ID, t.t3,
                        ONDEMAND_METADATA_B64,
                                Base64.getEncoder().encodeToString(json(t.t4).getBytes(StandardCharsets.UTF_8)),
                        ONDEMAND_IMAGE_ID, t.t5)));
    }

    /** The onDemandPartition stack output: its limits, its resources' ids and the IAM group it relies on. */
    private static Map<String, Object> partition(Settings s, OnDemandAccess access) {
        OnDemand o = OnDemand.of(s);
        Map<String, Object> partition = new LinkedHashMap<>();
        partition.put("name", o.partition());
        partition.put("nodes", o.nodeList());
        partition.put("shape", o.shape());
        partition.put("maxNodes", o.maxNodes());
        partition.put("idleMinutes", o.idleMinutes());
        partition.put("resumeTimeoutMinutes", o.resumeTimeoutMinutes());
        partition.put("suspendTimeoutSeconds", PowerSaving.SUSPEND_TIMEOUT_SECONDS);
        partition.put("sweeper", "oci-gpu-cluster-ondemand-sweeper.timer (every 5 minutes)");
        partition.put("dynamicGroup", access.dynamicGroupName);
        return partition;
    }

    private static String json(Map<String, String> metadata) {
        try {
            return new ObjectMapper().writeValueAsString(new TreeMap<>(metadata));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A value of the on-demand settings; empty without on-demand nodes. */
    private static Param onDemand(String name, String doc, BiFunction<StageContext, OnDemand, String> f) {
        return Param.of(
                name, doc, c -> OnDemand.of(c.settings()).enabled() ? f.apply(c, OnDemand.of(c.settings())) : "");
    }
}
