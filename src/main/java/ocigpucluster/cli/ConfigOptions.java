package ocigpucluster.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ocigpucluster.settings.RawConfig;
import ocigpucluster.settings.StackConfig;
import picocli.CommandLine.Option;

/** The options every offline command shares: which stack, which file, which overrides. */
final class ConfigOptions {
    @Option(
            names = {"-s", "--stack"},
            paramLabel = "NAME",
            description = "Stack name (default: the selected stack: PULUMI_STACK, else `pulumi stack select`'s;"
                    + " with --config Pulumi.<name>.yaml, <name>).")
    String stackOption;

    @Option(names = "--config", paramLabel = "FILE", description = "Stack config file (default: Pulumi.<stack>.yaml).")
    Path config;

    @Option(
            names = "--set",
            paramLabel = "KEY=VALUE",
            description =
                    "Override a config value: cluster.nodeCount=3, oci:region=us-ashburn-1 (VALUE is a YAML scalar).")
    List<String> sets = new ArrayList<>();

    @Option(names = "--set-secret", paramLabel = "KEY=VALUE", description = "Override a config value as a secret.")
    List<String> secretSets = new ArrayList<>();

    /** The stack the command is about, once {@link #checkedStack} chose it. */
    String stack;

    /** How the stack was chosen, when not by --stack (printed so that a selected stack is never a surprise). */
    String chosenBy;

    /** The stack file this run reads (for messages). */
    Path file() {
        return config != null ? config : Path.of("Pulumi." + stack + ".yaml");
    }

    /**
     * Chooses the stack ({@link StackSelection}) and checks the stack file before it is read; the
     * problem as one line, or null. A --config file is checked first, so that a bad file is named
     * whatever the stack.
     */
    String checkedStack(StackSelection selection) {
        if (config != null) {
            String fileProblem = ConfigFileCheck.problem(config, stackOption);
            if (fileProblem != null) {
                return fileProblem;
            }
        }
        try {
            StackSelection.Selected s = selection.select(stackOption, config);
            stack = s.name();
            chosenBy = stackOption != null || s.source().startsWith("--config") ? null : s.source();
        } catch (StackSelection.NoStackException e) {
            return e.getMessage();
        }
        return ConfigFileCheck.problem(config, stack);
    }

    StackConfig load() throws StackConfig.ConfigFileException {
        StackConfig c = StackConfig.read(file());
        for (String s : sets) {
            c.set(s, false);
        }
        for (String s : secretSets) {
            c.set(s, true);
        }
        return c;
    }

    RawConfig raw(StackConfig c) {
        return c.toRawConfig();
    }
}
