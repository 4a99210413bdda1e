package ocigpucluster.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ocigpucluster.settings.RawConfig;
import ocigpucluster.settings.StackConfig;
import picocli.CommandLine.Option;

/** The options every offline command shares: which stack, which file, which overrides. */
final class ConfigOptions {
    @Option(names = "--stack", defaultValue = "dev", description = "Stack name (default: ${DEFAULT-VALUE}).")
    String stack;

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

    StackConfig load() throws StackConfig.ConfigFileException {
        Path file = config != null ? config : Path.of("Pulumi." + stack + ".yaml");
        StackConfig c = StackConfig.read(file);
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
