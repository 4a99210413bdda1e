package ocigpucluster.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.concurrent.Callable;
import ocigpucluster.release.Version;
import ocigpucluster.settings.StackConfig;
import ocigpucluster.validation.Diagnostic;
import ocigpucluster.validation.StackFileChecks;
import ocigpucluster.validation.Validation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
        name = "validate",
        mixinStandardHelpOptions = true,
        header = "Check a stack's configuration; print only the diagnostics.",
        description = {
            "Every problem at once, each with its key, what is wrong, a fix and a check id.",
            "Exit 0 when valid (warnings allowed), 2 on any error.",
            "--for-deploy also refuses the placeholders of the example stacks (`bin/oci-gpu-cluster pulumi up` runs it)."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the configuration is valid (warnings allowed), or --list-checks",
            "2:an error in the configuration, an unreadable/binary/huge config file or a FIFO or device, "
                    + "a --stack Pulumi refuses, no stack selected, or a bad option",
            Cli.INTERNAL_ERROR + ":an internal error (one line, no stack trace)"
        })
public final class ValidateCommand implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @Mixin
    ConfigOptions options;

    @Spec
    CommandSpec spec;

    @Option(names = "--list-checks", description = "List every check id with its level and what it checks, then exit.")
    boolean listChecks;

    @Option(
            names = "--for-deploy",
            description = "Also refuse what only a deployment cannot use: the example stacks' placeholder OCIDs,"
                    + " values and secrets.")
    boolean forDeploy;

    @Option(
            names = "--json",
            description = "Print one JSON object (stack, valid, diagnostics with level, id, key, message, fix)"
                    + " instead of lines.")
    boolean json;

    /** Where the stack is chosen from when --stack is not given (tests give their own). */
    StackSelection selection = StackSelection.ofProcess();

    @Override
    public Integer call() {
        var out = spec.commandLine().getOut();
        if (listChecks) {
            ocigpucluster.program.Features.RULES.catalog().lines().forEach(out::println);
            out.flush();
            return 0;
        }
        String fileProblem = options.checkedStack(selection);
        if (fileProblem != null) {
            return problem(fileProblem);
        }
        StackConfig config;
        try {
            config = options.load();
        } catch (StackConfig.ConfigFileException e) {
            return problem(e.getMessage());
        }
        var raw = options.raw(config);
        Validation v = Validation.of(raw, options.stack, ocigpucluster.program.Features.RULES);
        v = StackFileChecks.withEscImports(
                v, config.escEnvironments(), options.file().toString(), false);
        if (forDeploy) {
            v = StackFileChecks.forDeploy(v, raw, config.ciphertexts());
        }
        if (json) {
            print(report(v, config.escEnvironments(), null));
            return v.hasErrors() ? 2 : 0;
        }
        if (options.chosenBy != null) {
            spec.commandLine().getErr().println("stack " + options.stack + " (chosen by " + options.chosenBy + ")");
            spec.commandLine().getErr().flush();
        }
        v.print(out);
        if (!v.hasErrors()) {
            long warnings = v.diagnostics().stream()
                    .filter(d -> d.level() == Diagnostic.Level.WARNING)
                    .count();
            out.println("configuration of stack " + options.stack + " is valid"
                    + (forDeploy ? " for a deployment" : "")
                    + (warnings == 0 ? "" : " (" + warnings + " warning" + (warnings == 1 ? "" : "s") + ")"));
        }
        out.flush();
        return v.hasErrors() ? 2 : 0;
    }

    /** A problem before any check could run (the file, the stack): one line, or a JSON object with it. */
    private int problem(String message) {
        if (json) {
            print(report(null, List.of(), message));
        } else {
            spec.commandLine().getOut().println("error: " + message);
            spec.commandLine().getOut().flush();
        }
        return 2;
    }

    private ObjectNode report(Validation v, List<String> environments, String problem) {
        ObjectNode root = JSON.createObjectNode();
        root.put("version", Version.current());
        root.put("stack", options.stack);
        root.put("stackFile", options.stack == null ? null : options.file().toString());
        root.put("forDeploy", forDeploy);
        root.put("valid", v != null && !v.hasErrors());
        if (problem != null) {
            root.put("problem", problem);
        }
        ArrayNode envs = root.putArray("escEnvironments");
        environments.forEach(envs::add);
        ArrayNode ds = root.putArray("diagnostics");
        if (v != null) {
            for (Diagnostic d : v.diagnostics()) {
                ObjectNode n = ds.addObject();
                n.put("level", d.level().label());
                n.put("id", d.id());
                n.put("key", d.key());
                n.put("message", d.message());
                n.put("fix", d.fix());
            }
        }
        return root;
    }

    private void print(ObjectNode node) {
        try {
            spec.commandLine().getOut().println(JSON.writeValueAsString(node));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        spec.commandLine().getOut().flush();
    }
}
