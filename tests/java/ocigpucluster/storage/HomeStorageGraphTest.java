package ocigpucluster.storage;

import java.util.Set;
import ocigpucluster.preview.FeatureGraph;
import ocigpucluster.settings.Settings;

/** /home on OCI File Storage: the component and its file system, mount target, export set and export. */
class HomeStorageGraphTest implements FeatureGraph {
    @Override
    public Set<String> claims(Settings s) {
        if (s.storage().mode() != Settings.StorageMode.FILE_STORAGE) {
            return Set.of();
        }
        return Set.of(
                "oci-gpu-cluster:index:HomeFileSystem home -",
                "oci:FileStorage/fileSystem:FileSystem home-fs home",
                "oci:FileStorage/mountTarget:MountTarget home-mount-target home",
                "oci:FileStorage/exportSet:ExportSet home-export-set home",
                "oci:FileStorage/export:Export home-export home");
    }
}
