package ocigpucluster.ops;

import ocigpucluster.cli.PlanDiffCommand;
import picocli.CommandLine;

/** Stands in for `java -jar oci-gpu-cluster.jar plan-diff` when tests run the CI scripts. */
public final class PlanDiffMain {
    private PlanDiffMain() {}

    public static void main(String[] args) {
        System.exit(new CommandLine(new PlanDiffCommand()).execute(args));
    }
}
