package ocigpucluster.validation;

import ocigpucluster.settings.RawConfig;
import ocigpucluster.settings.Settings;

import java.util.List;

/** Reads and validates settings, and prints the diagnostics the same way everywhere. */
public record Validation(Settings settings, List<Diagnostic> diagnostics) {

    public static Validation of(RawConfig raw, String stack) {
        SettingsReader.Result read = SettingsReader.read(raw, stack);
        return new Validation(read.settings(), Validator.validate(read.settings(), read.diagnostics()));
    }

    public boolean hasErrors() {
        return Validator.hasErrors(diagnostics);
    }

    /** Prints every diagnostic; with errors, says that nothing was created. */
    public void print(java.io.PrintWriter err) {
        for (Diagnostic d : diagnostics) {
            err.println(d.line());
        }
        if (hasErrors()) {
            long n = diagnostics.stream().filter(Diagnostic::isError).count();
            err.println(n + " error" + (n == 1 ? "" : "s") + " in the configuration; nothing was registered.");
        }
        err.flush();
    }
}
