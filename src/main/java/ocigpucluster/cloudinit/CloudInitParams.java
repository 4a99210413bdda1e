package ocigpucluster.cloudinit;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.regex.Pattern;
import ocigpucluster.shapes.Shape;

/**
 * The values a cloud-config template is rendered with. Absent values are {@code null} (an empty
 * device list); a template that needs an absent value refuses to render. Every present value is
 * checked here, because it lands unquoted in YAML and shell: a space or quote would break both.
 *
 * @param timeZone        IANA time zone, e.g. {@code Asia/Tokyo}
 * @param nvmeDevices     the shape's local NVMe block devices, e.g. {@code /dev/nvme0n1}
 * @param dnsSearchSuffix domain appended to the DNS search list (cluster mode), see {@link #dnsSearchSuffix(String, String)}
 * @param bastionHost     host name or IPv4 address of the NFS server for /home: the bastion, a File Storage
 *                        mount target or an external server
 * @param nfsExportPath   the directory the server exports, {@value #DEFAULT_NFS_EXPORT_PATH} on the bastion
 * @param nfsMountOptions fstab options of the /home mount, {@value #DEFAULT_NFS_MOUNT_OPTIONS} for the bastion's export
 */
public record CloudInitParams(
        String timeZone,
        List<String> nvmeDevices,
        String dnsSearchSuffix,
        String bastionHost,
        String nfsExportPath,
        String nfsMountOptions) {

    public static final String DEFAULT_NFS_EXPORT_PATH = "/home";
    public static final String DEFAULT_NFS_MOUNT_OPTIONS = "defaults,vers=3";
    private static final Pattern MOUNT_OPTIONS =
            Pattern.compile("[A-Za-z0-9_]+(=[A-Za-z0-9_.:-]+)?(,[A-Za-z0-9_]+(=[A-Za-z0-9_.:-]+)?)*");

    private static final Pattern DEVICE = Pattern.compile("/dev/[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*");
    private static final Pattern LABEL = Pattern.compile("[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?");
    private static final Pattern ABSOLUTE_PATH = Pattern.compile("/|(/[A-Za-z0-9_.-]+)+");
    private static final Pattern ZONE_CHARS = Pattern.compile("[A-Za-z0-9_+-]+(/[A-Za-z0-9_+-]+)*");

    public CloudInitParams {
        if (timeZone == null) {
            throw new IllegalArgumentException("timeZone is required, e.g. Asia/Tokyo");
        }
        if (!ZONE_CHARS.matcher(timeZone).matches()
                || !ZoneId.getAvailableZoneIds().contains(timeZone)) {
            throw new IllegalArgumentException(
                    "timeZone \"" + timeZone + "\" is not an IANA time zone name; use one like Asia/Tokyo or UTC");
        }
        nvmeDevices = checkedDevices(nvmeDevices);
        if (dnsSearchSuffix != null && !isDnsName(dnsSearchSuffix)) {
            throw new IllegalArgumentException("dnsSearchSuffix \"" + dnsSearchSuffix
                    + "\" is not a domain name; expected <subnet dnsLabel>.<vcn dnsLabel>.oraclevcn.com");
        }
        if (bastionHost != null && !isDnsName(bastionHost)) {
            throw new IllegalArgumentException("bastionHost \"" + bastionHost
                    + "\" is not a host name or IPv4 address (letters, digits, '-' and '.' only)");
        }
        if (nfsExportPath == null) {
            nfsExportPath = DEFAULT_NFS_EXPORT_PATH;
        }
        if (!ABSOLUTE_PATH.matcher(nfsExportPath).matches()
                || nfsExportPath.contains("/../")
                || nfsExportPath.endsWith("/..")) {
            throw new IllegalArgumentException("nfsExportPath \"" + nfsExportPath
                    + "\" is not an absolute path of letters, digits, '_', '.' and '-', e.g. /home");
        }
        if (nfsMountOptions == null) {
            nfsMountOptions = DEFAULT_NFS_MOUNT_OPTIONS;
        }
        if (!MOUNT_OPTIONS.matcher(nfsMountOptions).matches()) {
            throw new IllegalArgumentException("nfsMountOptions \"" + nfsMountOptions
                    + "\" is not a comma-separated list of mount options (no spaces or quotes), e.g. "
                    + DEFAULT_NFS_MOUNT_OPTIONS);
        }
    }

    /** The five values of the cloud-configs of Oracle's GPU cluster tutorial §2-1; /home mounted with the bastion export's options. */
    public CloudInitParams(
            String timeZone,
            List<String> nvmeDevices,
            String dnsSearchSuffix,
            String bastionHost,
            String nfsExportPath) {
        this(timeZone, nvmeDevices, dnsSearchSuffix, bastionHost, nfsExportPath, DEFAULT_NFS_MOUNT_OPTIONS);
    }

    /** A GPU node in a cluster network: NVMe scratch, DNS search suffix and /home over NFS from the bastion. */
    /**
     * The same node without local NVMe drives: its scratch on the boot volume (a login node, a
     * role's VM: {@link CloudInitRenderer} binds /mnt/localdisk from a boot volume directory).
     */
    public CloudInitParams withoutNvme() {
        return new CloudInitParams(timeZone, List.of(), dnsSearchSuffix, bastionHost, nfsExportPath, nfsMountOptions);
    }

    public static CloudInitParams clusterNode(
            String timeZone, Shape shape, String dnsSearchSuffix, String bastionHost) {
        return new CloudInitParams(
                timeZone, shape.nvmeDevices(), dnsSearchSuffix, bastionHost, DEFAULT_NFS_EXPORT_PATH);
    }

    /** A GPU node whose /home is {@code server:path}, mounted with {@code options}. */
    public static CloudInitParams sharedHomeNode(
            String timeZone, Shape shape, String dnsSearchSuffix, String server, String path, String options) {
        return new CloudInitParams(timeZone, nvme(shape), dnsSearchSuffix, server, path, options);
    }

    /** The shape's NVMe drives; none for a VM without a GPU shape (a login node, a role's VM: shape null). */
    private static List<String> nvme(Shape shape) {
        return shape == null ? List.of() : shape.nvmeDevices();
    }

    /** A single GPU instance: NVMe scratch only. */
    public static CloudInitParams singleNode(String timeZone, Shape shape) {
        return new CloudInitParams(
                timeZone, nvme(shape), null, null, DEFAULT_NFS_EXPORT_PATH, DEFAULT_NFS_MOUNT_OPTIONS);
    }

    /** The bastion: time zone only. */
    public static CloudInitParams bastion(String timeZone) {
        return new CloudInitParams(timeZone, List.of(), null, null, DEFAULT_NFS_EXPORT_PATH, DEFAULT_NFS_MOUNT_OPTIONS);
    }

    /** The public subnet's domain as OCI's VCN resolver names it: {@code <subnet>.<vcn>.oraclevcn.com}. */
    public static String dnsSearchSuffix(String publicSubnetDnsLabel, String vcnDnsLabel) {
        for (String[] label :
                new String[][] {{"publicSubnetDnsLabel", publicSubnetDnsLabel}, {"vcnDnsLabel", vcnDnsLabel}}) {
            if (label[1] == null || !LABEL.matcher(label[1]).matches()) {
                throw new IllegalArgumentException(
                        label[0] + " \"" + label[1] + "\" is not a DNS label (letters and digits, '-' inside)");
            }
        }
        return publicSubnetDnsLabel + "." + vcnDnsLabel + ".oraclevcn.com";
    }

    private static List<String> checkedDevices(List<String> devices) {
        if (devices == null) {
            return List.of();
        }
        List<String> checked = new ArrayList<>(devices.size());
        var seen = new HashSet<String>();
        for (int i = 0; i < devices.size(); i++) {
            String device = devices.get(i);
            if (device == null || !DEVICE.matcher(device).matches()) {
                throw new IllegalArgumentException("nvmeDevices[" + i + "] \"" + device
                        + "\" is not a device path like /dev/nvme0n1 (no spaces, quotes or shell characters)");
            }
            if (!seen.add(device)) {
                throw new IllegalArgumentException("nvmeDevices lists " + device + " twice");
            }
            checked.add(device);
        }
        return List.copyOf(checked);
    }

    private static boolean isDnsName(String name) {
        if (name.length() > 253 || name.startsWith(".") || name.endsWith(".") || name.contains("..")) {
            return false;
        }
        for (String label : name.split("\\.")) {
            if (!LABEL.matcher(label).matches()) {
                return false;
            }
        }
        return true;
    }
}
