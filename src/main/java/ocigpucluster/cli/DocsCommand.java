package ocigpucluster.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
        name = "docs",
        mixinStandardHelpOptions = true,
        header = "For maintainers: write or check the generated docs.",
        description = {
            "Write or check the generated regions of the docs: docs/configuration.md's key table,",
            "Pulumi.yaml's key list and docs/failure-codes.md's table, each from its one declaration;",
            "README.md's diagram from the dev stack's preview."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every generated region is up to date (--check), or was written (--write)",
            "2:a generated file is missing, a link, not a regular file, over 4 MiB or not UTF-8, its markers "
                    + "are missing, it cannot be written, or a bad option (nothing is written)",
            "3:--check: a committed copy differs from what --write writes (the stale files are listed)",
            Cli.INTERNAL_ERROR + ":an internal error (one line, no stack trace)"
        })
public final class DocsCommand implements Callable<Integer> {
    static final String FIX = "run `bin/oci-gpu-cluster docs --write` and commit the result";

    @ArgGroup(exclusive = true, multiplicity = "1")
    Mode mode;

    static final class Mode {
        @Option(names = "--write", required = true, description = "Rewrite the generated regions that differ.")
        boolean write;

        @Option(names = "--check", required = true, description = "Only list the files whose generated regions differ.")
        boolean check;
    }

    @Option(names = "--root", defaultValue = ".", description = "The repository root (default: the current directory).")
    Path root;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        var out = spec.commandLine().getOut();
        var err = spec.commandLine().getErr();
        try {
            if (mode.write) {
                List<String> written = GeneratedDocs.write(root);
                written.forEach(f -> out.println("wrote " + f));
                if (written.isEmpty()) {
                    out.println("docs: every generated region is up to date");
                }
                out.flush();
                return 0;
            }
            List<String> stale = GeneratedDocs.stale(root);
            if (stale.isEmpty()) {
                out.println("docs: every generated region is up to date");
                out.flush();
                return 0;
            }
            stale.forEach(f -> err.println("stale: " + f + " differs from its declarations"));
            err.println(FIX);
            err.flush();
            return 3;
        } catch (GeneratedDocs.RegionException e) {
            err.println("error: " + ocigpucluster.plandiff.SafeText.visible(e.getMessage()));
            err.flush();
            return 2;
        }
    }
}
