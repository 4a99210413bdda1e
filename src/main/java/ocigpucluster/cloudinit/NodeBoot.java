package ocigpucluster.cloudinit;

import java.util.Map;

/**
 * What a feature adds to a node group's cloud-config: a part under {@code cloud-init/} (runcmd
 * steps that run after the template's own, then top-level keys such as {@code write_files}) and
 * the values of its {@code {{name}}} placeholders. {@link CloudInitRenderer#withPart} appends it.
 *
 * @param part   the part's file name under {@code cloud-init/}
 * @param values each placeholder's value
 */
public record NodeBoot(String part, Map<String, String> values) {
    public NodeBoot {
        values = Map.copyOf(values);
    }
}
