package ocigpucluster.slurm;

import java.util.List;
import java.util.regex.Pattern;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.settings.Settings;

/**
 * The slurm.conf lines other features add (the node health check's HealthCheckProgram, accounting's
 * AccountingStorage*, ...): slurm-controller.sh writes slurm.conf, so the file keeps one owner,
 * and a feature adds its lines by having its config record implement {@link Extension}, without
 * Slurm naming it.
 */
public final class SlurmConf {
    /** A feature's config record that adds slurm.conf lines while Slurm is the scheduler. */
    public interface Extension {
        /** Its lines, {@code Key=value} each (slurm.conf(5)); empty when the feature is off. */
        List<String> slurmConfLines();
    }

    /** One {@code Key=value} line: a slurm.conf parameter name, then a value on the same line. */
    public static final Pattern LINE = Pattern.compile("[A-Z][A-Za-z]+=[^\\n\\r]+");

    public static final Param SLURM_CONF_EXTRA = Param.of(
            "SLURM_CONF_EXTRA",
            "slurm.conf lines other features add (`Key=value`, one a line, in the registry's order; a key slurm-controller.sh writes itself is refused): the node health check's, for one; empty: none",
            c -> String.join("\n", lines(c.settings())));

    private SlurmConf() {}

    /** The lines the features of these settings add; none without Slurm. */
    public static List<String> lines(Settings s) {
        if (!Scheduler.of(s).slurm()) {
            return List.of();
        }
        List<String> out = s.features().values().stream()
                .filter(Extension.class::isInstance)
                .flatMap(e -> ((Extension) e).slurmConfLines().stream())
                .toList();
        for (String line : out) {
            if (!LINE.matcher(line).matches()) {
                throw new IllegalStateException("not a slurm.conf line: " + line);
            }
        }
        return out;
    }
}
