package ocigpucluster.validation;

import static ocigpucluster.validation.Config.assertExactly;
import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ocigpucluster.settings.ConfigKeys;
import org.junit.jupiter.api.Test;

/** The storage group: every bad value is named with a fix, and the fix, applied, validates. */
class StorageChecksTest {

    private static Config external() {
        return Config.seedLike()
                .set("storage.mode", "external")
                .set("storage.nfsServer", "nfs.example.internal")
                .set("storage.nfsPath", "/export/home");
    }

    @Test
    void everyModeValidatesWithItsDefaults() {
        assertExactly(Config.seedLike().set("storage.mode", "bastion").validate());
        assertExactly(Config.seedLike().set("storage.mode", "fileStorage").validate());
        assertExactly(external().validate());
    }

    @Test
    void anUnknownModeNamesTheThree() {
        Diagnostic d =
                only(Config.seedLike().set("storage.mode", "fss").validate(), "CONFIG_INVALID_VALUE", "storage.mode");
        assertTrue(d.fix().contains("bastion, fileStorage or external"), d.line());
    }

    @Test
    void externalNeedsServerAndPath() {
        var diagnostics = Config.seedLike().set("storage.mode", "external").validate();
        assertExactly(
                diagnostics,
                "STORAGE_EXTERNAL_INCOMPLETE",
                "storage.nfsPath",
                "STORAGE_EXTERNAL_INCOMPLETE",
                "storage.nfsServer");
        // the fixes' example values, applied
        assertTrue(
                diagnostics.stream()
                        .allMatch(d -> d.fix().contains("nfs.example.internal")
                                || d.fix().contains("/export/home")),
                Config.render(diagnostics));
        assertExactly(Config.seedLike()
                .set("storage.mode", "external")
                .set("storage.nfsServer", "nfs.example.internal")
                .set("storage.nfsPath", "/export/home")
                .validate());
    }

    @Test
    void aServerThatIsNotAHostOrAddressIsRefused() {
        for (String bad : List.of("nfs:/export", "10.0.4.300", "host name", "a;b", "-lead.example", "1.2.3")) {
            assertExactly(
                    external().set("storage.nfsServer", bad).validate(),
                    "STORAGE_NFS_SERVER_INVALID",
                    "storage.nfsServer");
        }
        for (String good : List.of("nfs.example.internal", "192.168.20.10", "files-1")) {
            assertExactly(external().set("storage.nfsServer", good).validate());
        }
    }

    /**
     * An existing server cannot be in the network this stack creates: the VCN and its subnets do not
     * exist before `pulumi up`, OCI hands their addresses to the stack's own instances, and the
     * stack could not delete a subnet another instance sits in.
     */
    @Test
    void anExistingServerInsideTheNetworkThisStackCreatesIsRefusedAndTheFixValidates() {
        // seedLike: VCN 10.0.0.0/16, public subnet 10.0.1.0/24, private subnet 10.0.4.0/22
        for (String inside : List.of("10.0.4.250", "10.0.5.7", "10.0.7.254", "10.0.1.50", "10.0.200.1")) {
            Config c = external().set("storage.nfsServer", inside);
            Diagnostic d = only(c.validate(), "STORAGE_NFS_SERVER_IN_STACK_NETWORK", "storage.nfsServer");
            assertTrue(d.message().contains("network.vcnCidr") || d.message().contains("Subnet"), d.line());
            assertExactly(c.apply(d.suggestion()).validate());
            // the other ways out the fix names: a server outside, or the network it is in reused
            assertExactly(
                    c.copy().set("storage.nfsServer", "nfs.example.internal").validate());
        }
        // a subnet's gateway is said as such, once
        only(
                external().set("storage.nfsServer", "10.0.4.1").validate(),
                "STORAGE_NFS_SERVER_UNREACHABLE",
                "storage.nfsServer");
        assertExactly(external().set("storage.nfsServer", "192.168.20.10").validate());
        // in an existing network its subnets are OCI's: the server may well be in them
        assertExactly(external()
                .set("storage.nfsServer", "10.0.4.250")
                .set("network.existingVcnId", Config.VCN)
                .set("network.existingPublicSubnetId", Config.SUBNET)
                .set("network.existingPrivateSubnetId", Config.OTHER_SUBNET)
                .remove("network.vcnCidr")
                .remove("network.publicSubnetCidr")
                .validate());
    }

    @Test
    void pathsThatAreNotPlainAbsolutePathsAreRefused() {
        for (String bad : List.of("home", "/my home", "/a/../etc", "/a'b", "/a;rm", "/")) {
            assertExactly(external().set("storage.nfsPath", bad).validate(), "STORAGE_PATH_INVALID", "storage.nfsPath");
            assertExactly(
                    Config.seedLike()
                            .set("storage.mode", "fileStorage")
                            .set("storage.exportPath", bad)
                            .validate(),
                    "STORAGE_PATH_INVALID",
                    "storage.exportPath");
        }
        assertExactly(Config.seedLike()
                .set("storage.mode", "fileStorage")
                .set("storage.exportPath", "/home")
                .validate());
    }

    @Test
    void mountOptionsWithSpacesOrSoftAreRefused() {
        for (String bad : List.of("vers=3 hard", "vers=3,,hard", "x'y", "")) {
            assertExactly(
                    external().set("storage.mountOptions", bad).validate(),
                    "STORAGE_MOUNT_OPTIONS_INVALID",
                    "storage.mountOptions");
        }
        Diagnostic soft = only(
                external().set("storage.mountOptions", "vers=3,soft").validate(),
                "STORAGE_MOUNT_OPTIONS_INVALID",
                "storage.mountOptions");
        assertTrue(soft.message().contains("soft") && soft.fix().contains(ConfigKeys.HOME_MOUNT_OPTIONS), soft.line());
        assertExactly(external()
                .set("storage.mountOptions", ConfigKeys.HOME_MOUNT_OPTIONS)
                .validate());
        assertExactly(
                external().set("storage.mountOptions", "vers=4.1,hard,_netdev").validate());
    }

    @Test
    void aMountTargetHostnameThatIsNotALabelIsRefused() {
        for (String bad : List.of("Home", "home.fs", "-home", "h_me", "a".repeat(64))) {
            assertExactly(
                    Config.seedLike()
                            .set("storage.mode", "fileStorage")
                            .set("storage.mountTargetHostname", bad)
                            .validate(),
                    "STORAGE_HOSTNAME_INVALID",
                    "storage.mountTargetHostname");
        }
        assertExactly(Config.seedLike()
                .set("storage.mode", "fileStorage")
                .set("storage.mountTargetHostname", "home")
                .validate());
    }

    @Test
    void anAdoptedFileSystemMustBeAFileSystemOcid() {
        Config c = Config.seedLike().set("storage.mode", "fileStorage");
        assertExactly(
                c.set("storage.fileSystemId", Config.SUBNET).validate(), "OCID_WRONG_KIND", "storage.fileSystemId");
        assertExactly(c.set("storage.fileSystemId", "fs-123").validate(), "OCID_MALFORMED", "storage.fileSystemId");
        assertExactly(c.set(
                        "storage.fileSystemId",
                        "ocid1.filesystem.oc1.ap-tokyo-1.aaaaaaaa2mxq5r7j2k6ztl4wvfhcnp2o6ydq7se4xk3gm5ruab2tqz6v")
                .validate());
    }

    @Test
    void keysOfAnotherModeAreNotCheckedAgainstIt() {
        // bastion mode ignores the shared-storage keys: a leftover value must not block it
        assertExactly(Config.seedLike()
                .set("storage.mountOptions", "soft")
                .set("storage.nfsServer", "x y")
                .validate());
    }
}
