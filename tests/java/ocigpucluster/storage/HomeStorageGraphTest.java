package ocigpucluster.storage;

import static ocigpucluster.preview.FeatureGraph.in;
import static ocigpucluster.preview.FeatureGraph.row;
import static ocigpucluster.preview.PreviewRuns.Mode.FILE_STORAGE;

import java.util.List;
import ocigpucluster.preview.FeatureGraph;

/** /home on OCI File Storage (storage.mode fileStorage): the component and its file system, mount target, export set and export. */
class HomeStorageGraphTest implements FeatureGraph {
    @Override
    public List<Row> rows() {
        return List.of(
                row("oci-gpu-cluster:index:HomeFileSystem home -", in(FILE_STORAGE)),
                row("oci:FileStorage/fileSystem:FileSystem home-fs home", in(FILE_STORAGE)),
                row("oci:FileStorage/mountTarget:MountTarget home-mount-target home", in(FILE_STORAGE)),
                row("oci:FileStorage/exportSet:ExportSet home-export-set home", in(FILE_STORAGE)),
                row("oci:FileStorage/export:Export home-export home", in(FILE_STORAGE)));
    }
}
