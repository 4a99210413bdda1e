package ocigpucluster.cloudinit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import ocigpucluster.shapes.ShapeCatalog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class CloudInitRendererTest {
    private static final Pattern DEVICE_LOOP = Pattern.compile("for dev in ([^;]*); do");
    private static final String NFS_LINE = "bastion:/home /home nfs defaults,vers=3 0 0";

    private final CloudInitRenderer renderer = new CloudInitRenderer();

    static List<RenderedConfig> all() {
        return RenderedConfig.all();
    }

    static List<RenderedConfig> gpuNodes() {
        return all().stream()
                .filter(c -> c.template() != CloudInitTemplate.BASTION)
                .toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("all")
    void firstLineIsTheCloudConfigHeaderAndNoPlaceholderIsLeft(RenderedConfig c) {
        assertEquals("#cloud-config", c.text().lines().findFirst().orElseThrow(), c.label());
        assertFalse(c.text().contains("{{") || c.text().contains("}}"), c.label() + " still has a placeholder");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("all")
    void timeZoneIsTheOneGiven(RenderedConfig c) {
        assertEquals("Asia/Tokyo", c.yaml().path("timezone").asText(), c.label());
        var utc = RenderedConfig.of(c.template(), c.shape(), withTimeZone(c.params(), "UTC"));
        assertEquals("UTC", utc.yaml().path("timezone").asText(), c.label());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("all")
    void runcmdStopsAtTheFirstFailingStep(RenderedConfig c) {
        assertEquals("set -eu", c.runcmd().get(0), c.label());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("gpuNodes")
    void gpuNodesUseExactlyTheShapesNvmeDevices(RenderedConfig c) {
        List<String> devices = ShapeCatalog.get().require(c.shape()).nvmeDevices();
        if (devices.isEmpty()) {
            assertTrue(c.runcmd().stream().noneMatch(s -> s.contains("vgcreate")), c.label() + " makes no NVMe volume");
            return;
        }
        assertEquals(devices, nvmeDevices(c), c.label());
    }

    /**
     * A shape without local NVMe (VM.GPU.A10.2) gets the boot volume scratch steps where the NVMe
     * steps were, and nothing else differs; a shape with NVMe drives renders the template as it
     * is (its text is the nodes' user_data: a change would replace the nodes).
     */
    @Test
    void aShapeWithoutNvmeGetsTheBootVolumeScratchInPlaceOfTheNvmeSteps() {
        var a10 = ShapeCatalog.get().require("VM.GPU.A10.2");
        String without = renderer.render(CloudInitTemplate.GPU_NODE_CLUSTER, clusterParams("VM.GPU.A10.2"));
        String with = renderer.render(
                CloudInitTemplate.GPU_NODE_CLUSTER,
                new CloudInitParams(
                        "Asia/Tokyo", List.of("/dev/nvme0n1"), "public.vcn.oraclevcn.com", "bastion", null));
        assertTrue(a10.nvmeDevices().isEmpty());
        int start = with.indexOf("  #\n  # NVMe local storage:");
        int end = with.indexOf("  - mountpoint -q /mnt/localdisk || mount /mnt/localdisk\n") + 58;
        assertTrue(start > 0 && end > start, with);
        assertEquals(with.substring(0, start), without.substring(0, start));
        assertEquals(
                with.substring(end), without.substring(without.length() - (with.length() - end)), "the rest unchanged");
        assertTrue(without.contains(
                "echo \"/var/lib/oci-gpu-cluster/localdisk /mnt/localdisk none bind,nofail 0 0\" >> /etc/fstab"));
        assertFalse(without.contains("nvme"), without);
    }

    @Test
    void bmGpu48UsesItsFourNvmeDevices() {
        var c = RenderedConfig.of(CloudInitTemplate.GPU_NODE_CLUSTER, "BM.GPU4.8", clusterParams("BM.GPU4.8"));
        assertEquals(List.of("/dev/nvme0n1", "/dev/nvme1n1", "/dev/nvme2n1", "/dev/nvme3n1"), nvmeDevices(c));
    }

    @Test
    void h100UsesSixteenNvmeDevices() {
        var c = RenderedConfig.of(
                CloudInitTemplate.GPU_NODE_SINGLE,
                "BM.GPU.H100.8",
                CloudInitParams.singleNode("Asia/Tokyo", ShapeCatalog.get().require("BM.GPU.H100.8")));
        List<String> expected =
                IntStream.range(0, 16).mapToObj(i -> "/dev/nvme" + i + "n1").toList();
        assertEquals(expected, nvmeDevices(c));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("gpuNodes")
    void gpuNodesBuildTheLocalScratchAndDisableFirewalld(RenderedConfig c) {
        String script = String.join("\n", c.runcmd());
        assertTrue(script.contains("systemctl disable --now firewalld"), c.label());
        assertTrue(script.contains("/usr/libexec/oci-growfs -y"), c.label());
        assertTrue(script.contains("mount /mnt/localdisk"), c.label());
        if (ShapeCatalog.get().require(c.shape()).nvmeDevices().isEmpty()) {
            assertTrue(script.contains("mkdir -p /var/lib/oci-gpu-cluster/localdisk /mnt/localdisk"), c.label());
            return;
        }
        assertTrue(script.contains("vgcreate nvme \"$@\""), c.label());
        assertTrue(script.contains("lvcreate -y -l 100%FREE -n lvol0 nvme"), c.label());
        assertTrue(script.contains("mkfs.xfs -L localscratch /dev/nvme/lvol0"), c.label());
        assertTrue(script.contains("mkdir -p /mnt/localdisk"), c.label());
        assertTrue(script.contains("LABEL=localscratch /mnt/localdisk/ xfs defaults,noatime,nofail 0 0"), c.label());
        assertTrue(script.contains("mount /mnt/localdisk"), c.label());
        assertTrue(script.contains("systemctl disable --now firewalld"), c.label());
        assertTrue(script.contains("/usr/libexec/oci-growfs -y"), c.label());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("gpuNodes")
    void dnsSuffixAndNfsHomeOnlyInClusterMode(RenderedConfig c) {
        String script = String.join("\n", c.runcmd());
        boolean cluster = c.template() == CloudInitTemplate.GPU_NODE_CLUSTER;
        assertEquals(
                cluster,
                script.contains("sed -i '/^search/s/$/ public.vcn.oraclevcn.com/' /etc/resolv.conf"),
                c.label());
        // NetworkManager told to leave resolv.conf alone (NetworkManager.conf(5) dns=none), not an immutable file
        assertEquals(
                cluster,
                script.contains("[main]\\ndns=none\\n' > /etc/NetworkManager/conf.d/90-oci-gpu-cluster-dns.conf"),
                c.label());
        assertFalse(script.contains("chattr"), c.label());
        assertEquals(cluster, script.contains("echo \"" + NFS_LINE + "\" >> /etc/fstab"), c.label());
        assertEquals(cluster, script.contains("mount /home"), c.label());
        if (!cluster) {
            for (String absent : List.of("resolv.conf", "oraclevcn", "nfs", "bastion", "/home")) {
                assertFalse(c.text().contains(absent), c.label() + " mentions " + absent);
            }
        }
    }

    @Test
    void dnsSearchSuffixIsSubnetThenVcnLabel() {
        assertEquals("public.vcn.oraclevcn.com", CloudInitParams.dnsSearchSuffix("public", "vcn"));
        assertThrows(IllegalArgumentException.class, () -> CloudInitParams.dnsSearchSuffix("pub lic", "vcn"));
    }

    @Test
    void singleModeRunsExactlyTheClusterStepsThatAreNotAboutDnsOrNfs() {
        // The two templates share their first steps by copy: this keeps the copies identical.
        for (String shape : ShapeCatalog.get().names()) {
            List<String> cluster = RenderedConfig.of(CloudInitTemplate.GPU_NODE_CLUSTER, shape, clusterParams(shape))
                    .runcmd();
            List<String> single = RenderedConfig.of(
                            CloudInitTemplate.GPU_NODE_SINGLE,
                            shape,
                            CloudInitParams.singleNode(
                                    "Asia/Tokyo", ShapeCatalog.get().require(shape)))
                    .runcmd();
            List<String> clusterOnly = new ArrayList<>(cluster.subList(single.size(), cluster.size()));
            assertEquals(single, cluster.subList(0, single.size()), shape);
            assertTrue(
                    clusterOnly.stream()
                            .allMatch(s -> s.contains("resolv.conf")
                                    || s.contains("/home")
                                    || s.contains("use_nfs_home_dirs")
                                    || s.equals("systemctl daemon-reload")),
                    shape + ": " + clusterOnly);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("all")
    void renderingIsDeterministicAndBase64RoundTrips(RenderedConfig c) {
        CloudInitRenderer renderer = new CloudInitRenderer();
        String again = c.boot() == null
                ? renderer.render(c.template(), c.params())
                : renderer.withPart(renderer.render(c.template(), c.params()), c.boot());
        assertEquals(c.text(), again, c.label());
        String b64 = CloudInitRenderer.base64(c.text());
        assertTrue(b64.matches("[A-Za-z0-9+/]+=*"), c.label());
        assertEquals(c.text(), new String(Base64.getDecoder().decode(b64), StandardCharsets.UTF_8), c.label());
        // OCI refuses instance metadata over 32,000 bytes in total; leave room for the SSH keys.
        assertTrue(b64.length() < 16_000, c.label() + " user_data is " + b64.length() + " bytes");
    }

    @Test
    void base64IsStandardBase64OfUtf8() {
        assertEquals("I2Nsb3VkLWNvbmZpZwo=", CloudInitRenderer.base64("#cloud-config\n"));
        assertEquals("5p2x5Lqs", CloudInitRenderer.base64("東京"));
    }

    @Test
    void aDevicePathWithShellCharactersIsRefused() {
        var e = assertThrows(
                IllegalArgumentException.class,
                () -> new CloudInitParams(
                        "Asia/Tokyo", List.of("/dev/nvme0n1", "/dev/nvme1n1; rm -rf /"), null, null, null));
        assertTrue(e.getMessage().startsWith("nvmeDevices[1]"), e.getMessage());
        for (String bad : List.of("/dev/nvme 1", "/dev/nvme\"1", "nvme0n1", "/dev/../etc/passwd", "/dev/nvme0n1'")) {
            var e2 = assertThrows(
                    IllegalArgumentException.class,
                    () -> new CloudInitParams("Asia/Tokyo", List.of(bad), null, null, null),
                    bad);
            assertTrue(e2.getMessage().contains("nvmeDevices"), e2.getMessage());
        }
    }

    @Test
    void aDuplicateDeviceIsRefused() {
        var e = assertThrows(
                IllegalArgumentException.class,
                () -> new CloudInitParams("Asia/Tokyo", List.of("/dev/nvme0n1", "/dev/nvme0n1"), null, null, null));
        assertTrue(e.getMessage().contains("nvmeDevices"), e.getMessage());
    }

    @Test
    void badHostSuffixZoneAndPathAreRefusedByName() {
        List<String> devices = List.of("/dev/nvme0n1");
        assertRefused("bastionHost", () -> new CloudInitParams("UTC", devices, "a.b", "bastion host", null));
        assertRefused("bastionHost", () -> new CloudInitParams("UTC", devices, "a.b", "bastion'", null));
        assertRefused("dnsSearchSuffix", () -> new CloudInitParams("UTC", devices, "a.b\"", "bastion", null));
        assertRefused("dnsSearchSuffix", () -> new CloudInitParams("UTC", devices, "a..b", "bastion", null));
        assertRefused("timeZone", () -> new CloudInitParams("Asia/Tokio", devices, null, null, null));
        assertRefused("timeZone", () -> new CloudInitParams("Asia/Tokyo x", devices, null, null, null));
        assertRefused("timeZone", () -> new CloudInitParams(null, devices, null, null, null));
        assertRefused("nfsExportPath", () -> new CloudInitParams("UTC", devices, "a.b", "bastion", "home"));
        assertRefused("nfsExportPath", () -> new CloudInitParams("UTC", devices, "a.b", "bastion", "/my home"));
    }

    @Test
    void aTemplateMissingAValueItNeedsNamesIt() {
        var shape = ShapeCatalog.get().require("BM.GPU4.8");
        var single = CloudInitParams.singleNode("Asia/Tokyo", shape);
        assertRefused("dnsSearchSuffix", () -> renderer.render(CloudInitTemplate.GPU_NODE_CLUSTER, single));
        var noBastion = new CloudInitParams("Asia/Tokyo", shape.nvmeDevices(), "public.vcn.oraclevcn.com", null, null);
        assertRefused("bastionHost", () -> renderer.render(CloudInitTemplate.GPU_NODE_CLUSTER, noBastion));
    }

    @Test
    void theHomeStorageChoosesTheNodeTemplate() {
        var shape = ShapeCatalog.get().require("BM.GPU4.8");
        var local = new ocigpucluster.storage.HomeStorage.NodeLocal();
        assertEquals(CloudInitTemplate.GPU_NODE_SINGLE, local.nodeTemplate());
        assertEquals("", local.nfsServer(), "no NFS server for the readiness gate to check");
        assertFalse(renderer.render(local.nodeTemplate(), local.nodeParams("Asia/Tokyo", shape, null))
                .contains(" nfs "));
        var cluster = new ocigpucluster.storage.HomeStorage.BastionNfs("bastion");
        assertEquals(CloudInitTemplate.GPU_NODE_CLUSTER, cluster.nodeTemplate());
        // the nodes mount /home from the bastion by the name the readiness gate checks
        assertTrue(renderer.render(
                        cluster.nodeTemplate(), cluster.nodeParams("Asia/Tokyo", shape, "public.vcn.oraclevcn.com"))
                .contains("bastion:/home /home nfs"));
    }

    private static void assertRefused(String param, org.junit.jupiter.api.function.Executable action) {
        var e = assertThrows(IllegalArgumentException.class, action);
        assertTrue(e.getMessage().startsWith(param), "message should name " + param + ": " + e.getMessage());
    }

    private static CloudInitParams clusterParams(String shape) {
        return CloudInitParams.clusterNode(
                "Asia/Tokyo", ShapeCatalog.get().require(shape), "public.vcn.oraclevcn.com", "bastion");
    }

    private static CloudInitParams withTimeZone(CloudInitParams p, String zone) {
        return new CloudInitParams(zone, p.nvmeDevices(), p.dnsSearchSuffix(), p.bastionHost(), p.nfsExportPath());
    }

    private static List<String> nvmeDevices(RenderedConfig c) {
        List<String> loops =
                c.runcmd().stream().filter(s -> s.contains("vgcreate nvme")).toList();
        assertEquals(1, loops.size(), c.label() + " should create the NVMe volume group in one step");
        Matcher m = DEVICE_LOOP.matcher(loops.get(0));
        assertTrue(m.find(), c.label() + ": no device loop in " + loops.get(0));
        return Arrays.asList(m.group(1).trim().split(" +"));
    }
}
