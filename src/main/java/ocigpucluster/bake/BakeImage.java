package ocigpucluster.bake;

import com.pulumi.command.remote.Command;
import com.pulumi.command.remote.CommandArgs;
import com.pulumi.command.remote.inputs.ConnectionArgs;
import com.pulumi.core.Output;
import com.pulumi.oci.Core.Image;
import com.pulumi.oci.Core.ImageArgs;
import com.pulumi.oci.Core.ShapeManagement;
import com.pulumi.oci.Core.ShapeManagementArgs;
import com.pulumi.resources.CustomTimeouts;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.BakeStages;
import ocigpucluster.bootstrap.BootstrapFiles;
import ocigpucluster.bootstrap.LocalScript;
import ocigpucluster.bootstrap.StageCommand;
import ocigpucluster.feature.GroupImage;
import ocigpucluster.settings.NodeGroup;

/**
 * One node group's baked image, as Pulumi resources:
 *
 * <ol>
 *   <li>{@code bake-<group>-builder}, a Command on the bastion whose script ({@code bake-builder.sh})
 *       launches the builder with the OCI CLI, bakes it and prints its OCID. The builder is not a
 *       Pulumi resource: an instance in the stack would stay there (Pulumi deletes a resource only
 *       when the program stops declaring it), so every later {@code pulumi up} would see it gone and
 *       launch it again. The Command re-runs when its triggers change: the content hash.
 *   <li>{@code bake-<group>-image}, the {@code oci.Core.Image} of the builder, tagged with the hash.
 *       Its {@code instanceId} forces replacement (pulumi-oci v4.20.0 ImageArgs: not updatable), so a
 *       new builder makes a new image, and only then.
 *   <li>{@code bake-<group>-shape}, the group's shape added to the image ({@code ShapeManagement}):
 *       an image made from an instance is compatible with the builder's shape; this adds the
 *       group's (OCI AddImageShapeCompatibilityEntry, a PUT: idempotent when they are the same).
 *   <li>{@code bake-<group>-terminate}, a Command on the bastion that terminates the builder once
 *       the image exists ({@code bake-terminate.sh}); its trigger is the builder's OCID.
 * </ol>
 *
 * The group's nodes launch from the image once its shape is added.
 */
public final class BakeImage {
    static final String BUILDER_SCRIPT = "bake-builder.sh";
    static final String TERMINATE_SCRIPT = "bake-terminate.sh";
    static final String OCI_LIB = "lib/oci-lib.sh";
    static final String DIR = "$HOME/.oci-gpu-cluster/bake";
    /** What bake-builder.sh prints before the builder's OCID. */
    static final String BUILDER_LINE = "BAKE_BUILDER=";
    /**
     * The builder's launch and sshd bound: the on-demand resume's launch bound (an RDMA bare-metal
     * launch and boot, oci-hpc's timeout_per_batch of 30 minutes; NodeGroup.OnDemandBounds).
     */
    static final Duration WAIT = Duration.ofMinutes(30);

    static final int POLL_SECONDS = 15;
    /** The bake Command's own bound: the launch bound plus the bake itself (packages, builds). */
    static final Duration BAKE_BOUND = WAIT.plusMinutes(90);
    /** The image's create bound: the project's own, generous (no Oracle figure for imaging time was read). */
    static final Duration IMAGE_BOUND = Duration.ofMinutes(120);

    final Image image;
    final ShapeManagement shape;
    final Command builder;
    final Command terminate;
    final String hash;
    /** The image's OCID once the group's shape is added to it. */
    final Output<String> imageId;

    BakeImage(GroupImage g, Bake bake) {
        NodeGroup group = g.group();
        String name = "bake-" + group.name();
        String display = g.prefix() + "-" + group.name() + "-bake";
        Map<String, String> files = BakeContent.files(BootstrapFiles.get());
        // the stages' bake mode, run against the builder (none without the bootstrap chain)
        List<BakeStages.Stage> stages = g.stages() == null ? List.of() : BakeStages.of(g.stages());
        this.hash = BakeContent.hash(
                group.imageId(),
                BakeContent.content(g.stages() == null ? null : g.stages().stages(), g.settings()));
        String compartment = g.settings().compartmentId();
        ConnectionArgs connection = ConnectionArgs.builder()
                .host(g.bastion().publicIp)
                .user(g.bastion().user)
                .port(22.0)
                .privateKey(g.userPrivateKey())
                .build();

        Output<String> stdin = Output.tuple(g.availabilityDomain(), g.network().privateSubnetId)
                .applyValue(t -> builderScript(
                        Map.ofEntries(
                                Map.entry("GROUP", group.name()),
                                Map.entry("COMPARTMENT_ID", compartment),
                                Map.entry("AVAILABILITY_DOMAIN", t.t1),
                                Map.entry("SUBNET_ID", t.t2),
                                Map.entry("BUILDER_SHAPE", bake.builderShapeFor(group)),
                                Map.entry("BASE_IMAGE_ID", group.imageId()),
                                Map.entry("BAKE_HASH", hash),
                                Map.entry("DISPLAY_NAME", display),
                                Map.entry("BUILDER_USER", g.bastion().user),
                                // the group's boot volume: room for what the bake installs, and
                                // the image takes its size from it (API reference, Image.sizeInMBs:
                                // "The boot volume size for an instance launched from this image")
                                Map.entry("BOOT_VOLUME_SIZE_IN_GBS", Integer.toString(group.bootVolumeSizeInGbs())),
                                Map.entry("HASH_TAG", BakeContent.HASH_TAG)),
                        files,
                        stages));
        this.builder = new Command(
                name + "-builder",
                CommandArgs.builder()
                        .connection(connection)
                        .create(loader(group.name()))
                        // a changed input that is not a trigger (a stage parameter of the cluster's)
                        // bakes nothing: the Command keeps the builder its last bake printed
                        .update(lastBake(group))
                        .stdin(stdin)
                        .triggers(List.of(hash, bake.builderShapeFor(group)))
                        .build(),
                g.customOptions()
                        .customTimeouts(
                                CustomTimeouts.builder().create(BAKE_BOUND).build())
                        .build());
        Output<String> builderId = builder.stdout().applyValue(BakeImage::builderId);

        Map<String, String> tags = new LinkedHashMap<>();
        tags.put(BakeContent.HASH_TAG, hash);
        this.image = new Image(
                name + "-image",
                ImageArgs.builder()
                        .compartmentId(compartment)
                        .instanceId(builderId)
                        .displayName(display + "-" + hash.substring(0, 12))
                        .freeformTags(tags)
                        .build(),
                g.customOptions()
                        .customTimeouts(
                                CustomTimeouts.builder().create(IMAGE_BOUND).build())
                        .build());
        this.shape = new ShapeManagement(
                name + "-shape",
                ShapeManagementArgs.builder()
                        .compartmentId(compartment)
                        .imageId(image.id())
                        .shapeName(group.shape())
                        .build(),
                g.customOptions().build());
        this.terminate = new Command(
                name + "-terminate",
                CommandArgs.builder()
                        .connection(connection)
                        .create(builderId.applyValue(id -> terminateScript(Map.of(
                                "GROUP", group.name(),
                                "COMPARTMENT_ID", compartment,
                                "BUILDER_ID", id,
                                "DISPLAY_NAME", display))))
                        .triggers(builderId.applyValue(List::of))
                        .build(),
                g.customOptions().dependsOn(image).build());
        this.imageId = Output.tuple(image.id(), shape.id()).applyValue(t -> t.t1);
    }

    /** The builder's OCID: the value of bake-builder.sh's {@code BAKE_BUILDER=} line. */
    public static String builderId(String stdout) {
        if (stdout == null) {
            return null;
        }
        String found = null;
        for (String line : stdout.split("\n", -1)) {
            if (line.startsWith(BUILDER_LINE)) {
                found = line.substring(BUILDER_LINE.length()).strip();
            }
        }
        if (found == null || found.isEmpty()) {
            throw new IllegalStateException("the bake printed no " + BUILDER_LINE + " line (its output: "
                    + (stdout.length() > 400 ? stdout.substring(stdout.length() - 400) : stdout) + ")");
        }
        return found;
    }

    /** Where the bake Command keeps its last result line on the bastion. */
    static final String LAST_BAKE = ".last-bake";

    /**
     * The bake Command's update (its inputs changed, its triggers did not): prints the line of the
     * last bake again, so the image stays; pulumi-command runs {@code update} instead of
     * {@code create} on such a change (pulumi-command, remote Command {@code update}).
     */
    static String lastBake(NodeGroup group) {
        return "cat \"" + DIR + "/" + group.name() + "/" + LAST_BAKE + "\"\n";
    }

    /** The bake Command's create: saves stdin (the script below) to a file and runs it. */
    public static String loader(String group) {
        return "d=\"" + DIR + "/" + group
                + "\" && mkdir -p \"$d\" && cat > \"$d/.bake-command\" && exec bash \"$d/.bake-command\"\n";
    }

    /**
     * What the bake Command runs: writes bake-builder.sh, the OCI CLI plumbing and the node tree
     * the builder gets under the group's directory on the bastion, then runs the script with its
     * parameters. Travels on stdin: the node tree is larger than sshd's one-argument limit.
     */
    public static String builderScript(
            Map<String, String> params, Map<String, String> tree, List<BakeStages.Stage> stages) {
        StringBuilder sb = new StringBuilder();
        sb.append("#!/usr/bin/env bash\n");
        sb.append("# oci-gpu-cluster bake (generated: the script is src/main/bootstrap/")
                .append(BootstrapFiles.get().sources().get(BUILDER_SCRIPT))
                .append(")\n");
        sb.append("set -euo pipefail\n");
        sb.append("dir=\"").append(DIR).append("/").append(params.get("GROUP")).append("\"\n");
        sb.append("rm -rf \"$dir/tree\"\n");
        sb.append("rm -rf \"$dir/stages\"\n");
        sb.append("mkdir -p \"$dir/lib\" \"$dir/tree\" \"$dir/stages\"\n");
        writeFile(sb, "$dir/" + BUILDER_SCRIPT, BootstrapFiles.get().read(BUILDER_SCRIPT));
        writeFile(sb, "$dir/" + OCI_LIB, BootstrapFiles.get().read(OCI_LIB));
        tree.forEach((path, text) -> {
            int slash = path.lastIndexOf('/');
            if (slash > 0) {
                sb.append("mkdir -p \"$dir/tree/").append(path, 0, slash).append("\"\n");
            }
            writeFile(sb, "$dir/tree/" + path, text);
        });
        List<String> names = new java.util.ArrayList<>();
        for (int i = 0; i < stages.size(); i++) {
            String file = String.format("%02d-%s", i + 1, stages.get(i).id());
            writeFile(sb, "$dir/stages/" + file + ".sh", stages.get(i).script());
            names.add(file);
        }
        Map<String, String> all = new java.util.TreeMap<>(params);
        all.put("BAKE_STAGES", String.join(" ", names));
        all.put("TREE_DIR", DIR + "/" + params.get("GROUP") + "/tree");
        all.put("WAIT_SECONDS", Long.toString(WAIT.toSeconds()));
        all.put("POLL_SECONDS", Integer.toString(POLL_SECONDS));
        sb.append("exec env");
        all.forEach((k, v) -> sb.append(" \\\n  ")
                .append(k)
                .append('=')
                .append(k.equals("TREE_DIR") ? "\"$dir/tree\"" : StageCommand.shellQuote(v)));
        sb.append(" \\\n  bash \"$dir/").append(BUILDER_SCRIPT).append("\"\n");
        return sb.toString();
    }

    /** What the terminate Command runs. */
    public static String terminateScript(Map<String, String> params) {
        StringBuilder sb = new StringBuilder();
        sb.append("#!/usr/bin/env bash\n");
        sb.append("# oci-gpu-cluster bake clean-up (generated: the script is src/main/bootstrap/")
                .append(BootstrapFiles.get().sources().get(TERMINATE_SCRIPT))
                .append(")\n");
        sb.append("set -euo pipefail\n");
        sb.append("dir=\"").append(DIR).append("/").append(params.get("GROUP")).append("\"\n");
        sb.append("mkdir -p \"$dir/lib\"\n");
        writeFile(sb, "$dir/" + TERMINATE_SCRIPT, BootstrapFiles.get().read(TERMINATE_SCRIPT));
        writeFile(sb, "$dir/" + OCI_LIB, BootstrapFiles.get().read(OCI_LIB));
        sb.append("exec env");
        new java.util.TreeMap<>(params)
                .forEach((k, v) -> sb.append(" \\\n  ").append(k).append('=').append(StageCommand.shellQuote(v)));
        sb.append(" \\\n  bash \"$dir/").append(TERMINATE_SCRIPT).append("\"\n");
        return sb.toString();
    }

    /** A quoted heredoc whose delimiter no line of the text equals. */
    private static void writeFile(StringBuilder sb, String path, String text) {
        LocalScript.heredoc(sb, path, text, "OCIGPU_BAKE_EOF");
    }
}
