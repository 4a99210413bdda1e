package ocigpucluster.cloudinit;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.EnumMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Renders the cloud-config templates by plain substitution of {@code {{name}}} placeholders, one
 * per {@link CloudInitParams} component. No template logic: cluster and single mode are separate
 * files, so each stays readable YAML. The output depends only on the template and the params.
 */
public final class CloudInitRenderer {
    static final String RESOURCE_DIR = "/ocigpucluster/cloud-init/";
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{\\s*([A-Za-z]+)\\s*}}");
    private static final String RUNCMD = "\nruncmd:\n";
    private static final Pattern TOP_LEVEL_KEY = Pattern.compile("(?m)^[a-z_]+:");

    /**
     * The GPU node templates' NVMe scratch steps, from their first comment line to the mount: a
     * shape without local NVMe drives (shape catalog: nvmeDevices []) gets {@link #BOOT_VOLUME_SCRATCH}
     * in their place. The templates stay as they are for every other shape, byte for byte: their
     * text is the nodes' user_data, and a change replaces the nodes.
     */
    static final String NVME_STEPS_FIRST = "  #\n  # NVMe local storage:";

    static final String NVME_STEPS_LAST = "  - mountpoint -q /mnt/localdisk || mount /mnt/localdisk\n";
    /** What replaces them: /mnt/localdisk (jobs' and Enroot's scratch) bound from a boot volume directory. */
    static final String BOOT_VOLUME_SCRATCH = "localdisk-boot-volume.part";

    private final Map<CloudInitTemplate, String> templates = new EnumMap<>(CloudInitTemplate.class);
    private final String bootVolumeScratch;

    public CloudInitRenderer() {
        for (CloudInitTemplate t : CloudInitTemplate.values()) {
            templates.put(t, load(t.fileName()));
        }
        bootVolumeScratch = load(BOOT_VOLUME_SCRATCH);
    }

    /**
     * The cloud-config for {@code which}, rendered with {@code p}.
     *
     * @throws IllegalArgumentException naming the param when the template needs a value {@code p} lacks
     */
    public String render(CloudInitTemplate which, CloudInitParams p) {
        String template = templates.get(which);
        if (which != CloudInitTemplate.BASTION && p.nvmeDevices().isEmpty()) {
            template = withoutNvme(which, template);
        }
        Matcher m = PLACEHOLDER.matcher(template);
        StringBuilder out = new StringBuilder(template.length() + 256);
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(value(which, m.group(1), p)));
        }
        m.appendTail(out);
        return out.toString();
    }

    /**
     * A GPU node's rendered cloud-config with a feature's part appended: the part's runcmd steps
     * run after the template's (whose last top-level key is {@code runcmd}), its keys follow.
     *
     * @throws IllegalArgumentException naming the placeholder the part needs and {@code boot} lacks
     * @throws IllegalStateException    when the config does not end with its runcmd list
     */
    public String withPart(String config, NodeBoot boot) {
        int runcmd = config.lastIndexOf(RUNCMD);
        if (runcmd < 0
                || TOP_LEVEL_KEY
                        .matcher(config.substring(runcmd + RUNCMD.length()))
                        .find()) {
            throw new IllegalStateException("a cloud-init part is appended to a config whose last key is runcmd");
        }
        String part = load(boot.part());
        Matcher m = PLACEHOLDER.matcher(part);
        StringBuilder out = new StringBuilder(config.length() + part.length() + 256);
        out.append(config);
        if (!config.endsWith("\n")) {
            out.append('\n');
        }
        while (m.find()) {
            String value = boot.values().get(m.group(1));
            if (value == null) {
                throw new IllegalArgumentException(
                        m.group(1) + " is not set, but cloud-init part " + boot.part() + " needs it");
            }
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        if (out.indexOf("{{", config.length()) >= 0) {
            throw new IllegalStateException("cloud-init part " + boot.part() + " has a placeholder that is not a name");
        }
        return out.toString();
    }

    /** {@code text} as OCI instance metadata {@code user_data} expects it: base64 of its UTF-8 bytes. */
    public static String base64(String text) {
        return Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    private static String value(CloudInitTemplate which, String name, CloudInitParams p) {
        String value = switch (name) {
            case "timeZone" -> p.timeZone();
            case "nvmeDevices" -> p.nvmeDevices().isEmpty() ? null : String.join(" ", p.nvmeDevices());
            case "dnsSearchSuffix" -> p.dnsSearchSuffix();
            case "bastionHost" -> p.bastionHost();
            case "nfsExportPath" -> p.nfsExportPath();
            case "nfsMountOptions" -> p.nfsMountOptions();
            default ->
                throw new IllegalStateException(
                        "cloud-init template " + which.fileName() + " uses unknown placeholder " + name);
        };
        if (value == null) {
            throw new IllegalArgumentException(
                    name + " is not set, but cloud-init template " + which.fileName() + " needs it");
        }
        return value;
    }

    /** The template with its NVMe steps replaced by the boot volume scratch steps. */
    private String withoutNvme(CloudInitTemplate which, String template) {
        int first = template.indexOf(NVME_STEPS_FIRST);
        int last = template.indexOf(NVME_STEPS_LAST, Math.max(first, 0));
        if (first < 0 || last < 0) {
            throw new IllegalStateException("cloud-init template " + which.fileName()
                    + " has no NVMe steps to replace for a shape without NVMe");
        }
        return template.substring(0, first) + bootVolumeScratch + template.substring(last + NVME_STEPS_LAST.length());
    }

    private static String load(String fileName) {
        String path = RESOURCE_DIR + fileName;
        try (InputStream in = CloudInitRenderer.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("cloud-init template " + path + " missing from the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read cloud-init template " + path, e);
        }
    }
}
