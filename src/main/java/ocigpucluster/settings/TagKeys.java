package ocigpucluster.settings;

import static ocigpucluster.settings.ValueType.STRING_MAP;

import java.util.List;
import java.util.Map;

/**
 * The {@code tags} group: the freeform and defined tags every taggable resource gets, beside the
 * project's own identifying tags ({@link Tags}), so that a cost report can split by stack and group.
 * Each key is declared here once; the reader, the checks and the generated docs use the constants.
 */
public final class TagKeys {
    public static final ConfigKey FREEFORM = ConfigKey.of(
            "tags.freeform",
            STRING_MAP,
            Map.of(),
            "Freeform tags (key: value) on every taggable resource, e.g. {costCenter: ml-research}; the oci-gpu-cluster-* keys are the program's own.");

    public static final ConfigKey DEFINED = ConfigKey.of(
            "tags.defined",
            STRING_MAP,
            Map.of(),
            "Defined tags (Namespace.key: value) on every taggable resource, e.g. {Operations.CostCenter: \"42\"}; the namespaces must exist in the tenancy.");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(FREEFORM, DEFINED);

    private TagKeys() {}

    public static Settings.Tags read(KeyReader read) {
        return new Settings.Tags(read.map(FREEFORM), read.map(DEFINED));
    }
}
