package ocigpucluster.ondemand;

import com.pulumi.command.remote.Command;
import com.pulumi.command.remote.CommandArgs;
import com.pulumi.command.remote.inputs.ConnectionArgs;
import com.pulumi.core.Output;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.CustomTimeouts;
import com.pulumi.resources.Resource;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.bastion.Bastion;
import ocigpucluster.bootstrap.BootstrapFiles;
import ocigpucluster.bootstrap.StageCommand;
import ocigpucluster.compute.OnDemandPool;

/**
 * The never-orphaned hook: a Command on the bastion whose {@code delete} runs
 * {@code ondemand-teardown.sh}. It depends on the compute cluster, the instance configuration,
 * the network and the IAM resources, so {@code pulumi destroy} (which deletes dependents first)
 * runs it before any of them is deleted, while the bastion still has its rights.
 */
public final class OnDemandTeardown {
    static final String SCRIPT = "ondemand-teardown.sh";
    /** The OCI CLI plumbing the script shares with the Slurm programs and the sweeper. */
    static final String LIB = "lib/oci-lib.sh";

    static final String DIR = "$HOME/.oci-gpu-cluster/ondemand";
    /** The resume program refuses to launch while this file exists. */
    public static final String STOP_FILE = "/etc/oci-gpu-cluster/ondemand-stopped";
    /** Terminating bare-metal nodes takes minutes; 30 is generous and still bounded. */
    static final Duration WAIT = Duration.ofMinutes(30);

    static final int POLL_SECONDS = 15;
    /** The Command's own delete bound: the script's wait plus time to list and terminate. */
    static final Duration DELETE_BOUND = WAIT.plusMinutes(10);

    private OnDemandTeardown() {}

    public static Command create(
            String name,
            String compartmentId,
            OnDemandPool pool,
            Bastion bastion,
            Output<String> userPrivateKey,
            List<Resource> dependsOn,
            CustomResourceOptions.Builder options) {
        ConnectionArgs connection = ConnectionArgs.builder()
                .host(bastion.publicIp)
                .user(bastion.user)
                .port(22.0)
                .privateKey(userPrivateKey)
                .build();
        return new Command(
                name,
                CommandArgs.builder()
                        .connection(connection)
                        // nothing to do on create: the partition starts empty
                        .create("true")
                        .delete(deleteCommand(compartmentId, pool.stackTagValue(), pool.partition()))
                        .build(),
                // a top-level resource: the program's parent and secrecy, as its components get
                options.dependsOn(dependsOn)
                        .customTimeouts(
                                CustomTimeouts.builder().delete(DELETE_BOUND).build())
                        .build());
    }

    /** The script's parameters; the tag names come from {@link OnDemandPool}, their one place. */
    static Map<String, String> parameters(String compartmentId, String stackTagValue, String partition) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("COMPARTMENT_ID", compartmentId);
        p.put("STACK_TAG", OnDemandPool.STACK_TAG);
        p.put("STACK_TAG_VALUE", stackTagValue);
        p.put("ROLE_TAG", OnDemandPool.ROLE_TAG);
        p.put("ROLE_VALUE", OnDemandPool.ROLE_VALUE);
        p.put("PARTITION", partition);
        p.put("STOP_FILE", STOP_FILE);
        p.put("WAIT_SECONDS", Long.toString(WAIT.toSeconds()));
        p.put("POLL_SECONDS", Integer.toString(POLL_SECONDS));
        return p;
    }

    /** Writes the script and its lib under their own directory on the bastion and runs it with its parameters. */
    static String deleteCommand(String compartmentId, String stackTagValue, String partition) {
        StringBuilder sb = new StringBuilder();
        sb.append("#!/usr/bin/env bash\n");
        sb.append("# oci-gpu-cluster on-demand clean-up (generated: the script is src/main/bootstrap/")
                .append(BootstrapFiles.get().sources().get(SCRIPT))
                .append(")\n");
        sb.append("set -euo pipefail\n");
        sb.append("dir=\"").append(DIR).append("\"\n");
        sb.append("mkdir -p \"$dir/lib\"\n");
        for (String file : List.of(LIB, SCRIPT)) {
            String text = BootstrapFiles.get().read(file);
            sb.append("cat > \"$dir/")
                    .append(file)
                    .append("\" <<'OCIGPU_ONDEMAND_TEARDOWN'\n")
                    .append(text);
            if (!text.endsWith("\n")) {
                sb.append("\n");
            }
            sb.append("OCIGPU_ONDEMAND_TEARDOWN\n");
        }
        sb.append("exec env");
        parameters(compartmentId, stackTagValue, partition)
                .forEach((k, v) -> sb.append(" \\\n  ").append(k).append('=').append(StageCommand.shellQuote(v)));
        sb.append(" \\\n  bash \"$dir/").append(SCRIPT).append("\"\n");
        return sb.toString();
    }
}
