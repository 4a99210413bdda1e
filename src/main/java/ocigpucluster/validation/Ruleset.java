package ocigpucluster.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.ConfigKeys;

/**
 * What the reader reads and the validator runs: the config surface (the shared groups and the
 * features' groups) and the checks (the shared ones, {@link Checks#SHARED}, and the features').
 * The program builds its whole one from the feature registry ({@code ocigpucluster.program.Features.RULES});
 * {@link #SHARED} holds the shared groups and checks alone.
 */
public final class Ruleset {
    public static final Ruleset SHARED = new Ruleset(List.of(), List.of());

    private final ConfigKeys keys;
    private final List<Check> checks;
    private final CheckCatalog catalog;

    /** The shared groups and checks and these features' ones. */
    public Ruleset(List<ConfigGroup<?>> featureGroups, List<Check> featureChecks) {
        this.keys = new ConfigKeys(featureGroups);
        List<Check> all = new ArrayList<>(Checks.SHARED);
        all.addAll(featureChecks);
        this.checks = List.copyOf(all);
        this.catalog = new CheckCatalog(keys, checks);
    }

    public ConfigKeys keys() {
        return keys;
    }

    /** The features' groups, read after the shared ones. */
    public List<ConfigGroup<?>> groups() {
        return keys.featureGroups();
    }

    /** Every check, the shared ones first. */
    public List<Check> checks() {
        return checks;
    }

    /** Every diagnostic id these can print. */
    public CheckCatalog catalog() {
        return catalog;
    }

    public Optional<Check> check(String id) {
        return checks.stream().filter(c -> c.id().equals(id)).findFirst();
    }
}
